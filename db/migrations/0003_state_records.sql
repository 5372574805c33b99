CREATE TABLE `card_set_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`set_id` text NOT NULL,
	`revision` integer NOT NULL,
	`name` text NOT NULL,
	`cards` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`set_id`) REFERENCES `card_sets`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `card_set_revisions_set_rev_uq` ON `card_set_revisions` (`set_id`,`revision`);--> statement-breakpoint
CREATE TABLE `card_sets` (
	`id` text PRIMARY KEY NOT NULL,
	`game_id` text NOT NULL,
	`edit_key_hash` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `card_sets_key_idx` ON `card_sets` (`edit_key_hash`);--> statement-breakpoint
CREATE TABLE `line_states` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`line_id` text NOT NULL,
	`match_id` text NOT NULL,
	`name` text NOT NULL,
	`visibility` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`line_id`) REFERENCES `lines`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `line_states_line_idx` ON `line_states` (`line_id`,`id`);--> statement-breakpoint
CREATE INDEX `line_states_match_idx` ON `line_states` (`match_id`);--> statement-breakpoint
CREATE TABLE `main_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`match_id` text NOT NULL,
	`line_id` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`line_id`) REFERENCES `lines`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `main_lines_match_idx` ON `main_lines` (`match_id`,`id`);--> statement-breakpoint
CREATE TABLE `match_publications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`match_id` text NOT NULL,
	`state` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `match_publications_match_idx` ON `match_publications` (`match_id`,`id`);--> statement-breakpoint
CREATE INDEX `matches_edit_key_idx` ON `matches` (`edit_key_hash`);