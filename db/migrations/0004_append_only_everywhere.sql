-- Custom migration: history is kept everywhere (issue 16 point 9). Mutable state (a line's name and visibility,
-- the main line, publication) moves into append-only records whose latest row wins; every table the app writes
-- refuses UPDATE, DELETE and INSERT OR REPLACE. Existing rows get their first state records first.
INSERT INTO `line_states` (`line_id`, `match_id`, `name`, `visibility`, `created_at`)
	SELECT `id`, `match_id`, `name`, 'shown', `created_at` FROM `lines` ORDER BY `rowid`;
--> statement-breakpoint
INSERT INTO `main_lines` (`match_id`, `line_id`, `created_at`)
	SELECT `id`, `main_line_id`, `updated_at` FROM `matches` ORDER BY `rowid`;
--> statement-breakpoint
-- Every match that exists already was public in the library: it stays listed.
INSERT INTO `match_publications` (`match_id`, `state`, `created_at`)
	SELECT `id`, 'listed', `created_at` FROM `matches` ORDER BY `rowid`;
--> statement-breakpoint
-- Replaced by lines_no_update below (a line's name is now a line_states record).
DROP TRIGGER `lines_fixed_ancestry`;
--> statement-breakpoint
CREATE TRIGGER `matches_no_update` BEFORE UPDATE ON `matches`
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: matches is append-only (UPDATE refused)');
END;
--> statement-breakpoint
CREATE TRIGGER `matches_no_delete` BEFORE DELETE ON `matches`
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: matches is append-only (DELETE refused)');
END;
--> statement-breakpoint
CREATE TRIGGER `matches_no_replace` BEFORE INSERT ON `matches`
WHEN EXISTS (SELECT 1 FROM `matches` WHERE `id` = NEW.`id`)
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: this matches row already exists');
END;
--> statement-breakpoint
CREATE TRIGGER `lines_no_update` BEFORE UPDATE ON `lines`
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: lines is append-only (UPDATE refused)');
END;
--> statement-breakpoint
CREATE TRIGGER `lines_no_delete` BEFORE DELETE ON `lines`
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: lines is append-only (DELETE refused)');
END;
--> statement-breakpoint
CREATE TRIGGER `lines_no_replace` BEFORE INSERT ON `lines`
WHEN EXISTS (SELECT 1 FROM `lines` WHERE `id` = NEW.`id`)
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: this lines row already exists');
END;
--> statement-breakpoint
CREATE TRIGGER `share_links_no_update` BEFORE UPDATE ON `share_links`
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: share_links is append-only (UPDATE refused)');
END;
--> statement-breakpoint
CREATE TRIGGER `share_links_no_delete` BEFORE DELETE ON `share_links`
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: share_links is append-only (DELETE refused)');
END;
--> statement-breakpoint
CREATE TRIGGER `share_links_no_replace` BEFORE INSERT ON `share_links`
WHEN EXISTS (SELECT 1 FROM `share_links` WHERE `slug` = NEW.`slug`)
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: this share_links row already exists');
END;
--> statement-breakpoint
CREATE TRIGGER `match_publications_no_update` BEFORE UPDATE ON `match_publications`
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: match_publications is append-only (UPDATE refused)');
END;
--> statement-breakpoint
CREATE TRIGGER `match_publications_no_delete` BEFORE DELETE ON `match_publications`
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: match_publications is append-only (DELETE refused)');
END;
--> statement-breakpoint
CREATE TRIGGER `match_publications_no_replace` BEFORE INSERT ON `match_publications`
WHEN EXISTS (SELECT 1 FROM `match_publications` WHERE `id` = NEW.`id`)
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: this match_publications row already exists');
END;
--> statement-breakpoint
CREATE TRIGGER `main_lines_no_update` BEFORE UPDATE ON `main_lines`
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: main_lines is append-only (UPDATE refused)');
END;
--> statement-breakpoint
CREATE TRIGGER `main_lines_no_delete` BEFORE DELETE ON `main_lines`
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: main_lines is append-only (DELETE refused)');
END;
--> statement-breakpoint
CREATE TRIGGER `main_lines_no_replace` BEFORE INSERT ON `main_lines`
WHEN EXISTS (SELECT 1 FROM `main_lines` WHERE `id` = NEW.`id`)
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: this main_lines row already exists');
END;
--> statement-breakpoint
CREATE TRIGGER `line_states_no_update` BEFORE UPDATE ON `line_states`
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: line_states is append-only (UPDATE refused)');
END;
--> statement-breakpoint
CREATE TRIGGER `line_states_no_delete` BEFORE DELETE ON `line_states`
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: line_states is append-only (DELETE refused)');
END;
--> statement-breakpoint
CREATE TRIGGER `line_states_no_replace` BEFORE INSERT ON `line_states`
WHEN EXISTS (SELECT 1 FROM `line_states` WHERE `id` = NEW.`id`)
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: this line_states row already exists');
END;
--> statement-breakpoint
CREATE TRIGGER `card_sets_no_update` BEFORE UPDATE ON `card_sets`
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: card_sets is append-only (UPDATE refused)');
END;
--> statement-breakpoint
CREATE TRIGGER `card_sets_no_delete` BEFORE DELETE ON `card_sets`
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: card_sets is append-only (DELETE refused)');
END;
--> statement-breakpoint
CREATE TRIGGER `card_sets_no_replace` BEFORE INSERT ON `card_sets`
WHEN EXISTS (SELECT 1 FROM `card_sets` WHERE `id` = NEW.`id`)
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: this card_sets row already exists');
END;
--> statement-breakpoint
CREATE TRIGGER `card_set_revisions_no_update` BEFORE UPDATE ON `card_set_revisions`
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: card_set_revisions is append-only (UPDATE refused)');
END;
--> statement-breakpoint
CREATE TRIGGER `card_set_revisions_no_delete` BEFORE DELETE ON `card_set_revisions`
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: card_set_revisions is append-only (DELETE refused)');
END;
--> statement-breakpoint
CREATE TRIGGER `card_set_revisions_no_replace` BEFORE INSERT ON `card_set_revisions`
WHEN EXISTS (SELECT 1 FROM `card_set_revisions` WHERE `id` = NEW.`id` OR (`set_id` = NEW.`set_id` AND `revision` = NEW.`revision`))
BEGIN
	SELECT RAISE(ABORT, 'ERR_APPEND_ONLY: this card_set_revisions row already exists');
END;
--> statement-breakpoint
-- State records must be well-formed and name a line of their own match.
CREATE TRIGGER `match_publications_valid` BEFORE INSERT ON `match_publications`
WHEN NEW.`state` NOT IN ('draft', 'unlisted', 'listed')
BEGIN
	SELECT RAISE(ABORT, 'ERR_BAD_INPUT: unknown publication state');
END;
--> statement-breakpoint
CREATE TRIGGER `line_states_valid` BEFORE INSERT ON `line_states`
WHEN NEW.`visibility` NOT IN ('shown', 'hidden', 'archived')
	OR NOT EXISTS (SELECT 1 FROM `lines` WHERE `id` = NEW.`line_id` AND `match_id` = NEW.`match_id`)
BEGIN
	SELECT RAISE(ABORT, 'ERR_BAD_INPUT: a line state names an unknown visibility or a line of another match');
END;
--> statement-breakpoint
CREATE TRIGGER `main_lines_valid` BEFORE INSERT ON `main_lines`
WHEN NOT EXISTS (SELECT 1 FROM `lines` WHERE `id` = NEW.`line_id` AND `match_id` = NEW.`match_id`)
BEGIN
	SELECT RAISE(ABORT, 'ERR_BAD_INPUT: the main line must be a line of its match');
END;
--> statement-breakpoint
-- The current state, as both the old synchronous functions and the asynchronous store read it.
CREATE VIEW `line_current` AS
SELECT l.`id`, l.`match_id`, l.`parent_line_id`, l.`fork_seq`, l.`created_at`,
	coalesce((SELECT s.`name` FROM `line_states` s WHERE s.`line_id` = l.`id` ORDER BY s.`id` DESC LIMIT 1), l.`name`) AS `name`,
	coalesce((SELECT s.`visibility` FROM `line_states` s WHERE s.`line_id` = l.`id` ORDER BY s.`id` DESC LIMIT 1), 'shown') AS `visibility`,
	(SELECT min(s.`id`) FROM `line_states` s WHERE s.`line_id` = l.`id`) AS `ord`
FROM `lines` l;
--> statement-breakpoint
CREATE VIEW `match_current` AS
SELECT m.`id`, m.`game_id`, m.`rules_version`, m.`title`, m.`players`, m.`edit_key_hash`, m.`created_at`,
	coalesce((SELECT x.`line_id` FROM `main_lines` x WHERE x.`match_id` = m.`id` ORDER BY x.`id` DESC LIMIT 1), m.`main_line_id`) AS `main_line_id`,
	coalesce((SELECT p.`state` FROM `match_publications` p WHERE p.`match_id` = m.`id` ORDER BY p.`id` DESC LIMIT 1), 'listed') AS `publication`,
	max(m.`created_at`,
		coalesce((SELECT max((SELECT e.`created_at` FROM `events` e WHERE e.`line_id` = l.`id` ORDER BY e.`seq` DESC LIMIT 1)) FROM `lines` l WHERE l.`match_id` = m.`id`), ''),
		coalesce((SELECT max(s.`created_at`) FROM `line_states` s WHERE s.`match_id` = m.`id`), ''),
		coalesce((SELECT max(x.`created_at`) FROM `main_lines` x WHERE x.`match_id` = m.`id`), ''),
		coalesce((SELECT max(p.`created_at`) FROM `match_publications` p WHERE p.`match_id` = m.`id`), '')) AS `updated_at`
FROM `matches` m;
