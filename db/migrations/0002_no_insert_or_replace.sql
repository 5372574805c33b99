-- Custom migration: `INSERT OR REPLACE` deletes the conflicting row without firing DELETE triggers (unless
-- recursive_triggers is on), which would let a write silently rewrite history. A BEFORE INSERT trigger runs
-- before conflict resolution, so refusing an insert onto an existing key closes that hole.
CREATE TRIGGER `events_no_replace` BEFORE INSERT ON `events`
WHEN EXISTS (SELECT 1 FROM `events` WHERE `line_id` = NEW.`line_id` AND `seq` = NEW.`seq`)
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: an event already exists at this (line_id, seq)');
END;
--> statement-breakpoint
CREATE TRIGGER `note_revisions_no_replace` BEFORE INSERT ON `note_revisions`
WHEN EXISTS (SELECT 1 FROM `note_revisions` WHERE `id` = NEW.`id` OR (`note_id` = NEW.`note_id` AND `revision` = NEW.`revision`))
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: this note revision already exists');
END;
