-- Custom migration (drizzle-kit cannot declare triggers): the event log and the note revisions are append-only.
-- Any UPDATE or DELETE aborts the statement; the row stays intact.
CREATE TRIGGER `events_no_update` BEFORE UPDATE ON `events`
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: events are append-only (UPDATE refused)');
END;
--> statement-breakpoint
CREATE TRIGGER `events_no_delete` BEFORE DELETE ON `events`
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: events are append-only (DELETE refused)');
END;
--> statement-breakpoint
CREATE TRIGGER `note_revisions_no_update` BEFORE UPDATE ON `note_revisions`
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: note revisions are append-only (UPDATE refused)');
END;
--> statement-breakpoint
CREATE TRIGGER `note_revisions_no_delete` BEFORE DELETE ON `note_revisions`
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: note revisions are append-only (DELETE refused)');
END;
--> statement-breakpoint
-- Defence in depth: seq is contiguous within a line as seen from it. A new event must follow the line's previous
-- own event, or directly follow the fork point (fork_seq, -1 for a root line).
CREATE TRIGGER `events_contiguous` BEFORE INSERT ON `events`
WHEN NOT (
	EXISTS (SELECT 1 FROM `events` WHERE `line_id` = NEW.`line_id` AND `seq` = NEW.`seq` - 1)
	OR EXISTS (SELECT 1 FROM `lines` WHERE `id` = NEW.`line_id` AND coalesce(`fork_seq`, -1) = NEW.`seq` - 1)
)
BEGIN
	SELECT RAISE(ABORT, 'ERR_SEQ_GAP: an event must directly follow the previous event of its line');
END;
--> statement-breakpoint
-- A line's place in the tree never changes once it exists (its name may).
CREATE TRIGGER `lines_fixed_ancestry` BEFORE UPDATE OF `match_id`, `parent_line_id`, `fork_seq` ON `lines`
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: a line''s match, parent and fork step cannot change');
END;
