CREATE TABLE `events` (
	`line_id` text NOT NULL,
	`seq` integer NOT NULL,
	`type` text NOT NULL,
	`actor` text NOT NULL,
	`payload` text NOT NULL,
	`v` integer NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`line_id`, `seq`),
	FOREIGN KEY (`line_id`) REFERENCES `lines`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `lines` (
	`id` text PRIMARY KEY NOT NULL,
	`match_id` text NOT NULL,
	`parent_line_id` text,
	`fork_seq` integer,
	`name` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`parent_line_id`) REFERENCES `lines`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `lines_match_idx` ON `lines` (`match_id`);--> statement-breakpoint
CREATE INDEX `lines_parent_idx` ON `lines` (`parent_line_id`);--> statement-breakpoint
CREATE TABLE `matches` (
	`id` text PRIMARY KEY NOT NULL,
	`game_id` text NOT NULL,
	`rules_version` text NOT NULL,
	`title` text NOT NULL,
	`players` text NOT NULL,
	`main_line_id` text NOT NULL,
	`edit_key_hash` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `matches_updated_idx` ON `matches` (`updated_at`);--> statement-breakpoint
CREATE INDEX `matches_game_updated_idx` ON `matches` (`game_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `note_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`note_id` text NOT NULL,
	`match_id` text NOT NULL,
	`line_id` text NOT NULL,
	`seq` integer NOT NULL,
	`revision` integer NOT NULL,
	`kind` text NOT NULL,
	`body` text NOT NULL,
	`spoiler` integer DEFAULT false NOT NULL,
	`deleted` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`line_id`) REFERENCES `lines`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `note_revisions_note_rev_uq` ON `note_revisions` (`note_id`,`revision`);--> statement-breakpoint
CREATE INDEX `note_revisions_match_idx` ON `note_revisions` (`match_id`,`line_id`,`seq`);--> statement-breakpoint
CREATE TABLE `share_links` (
	`slug` text PRIMARY KEY NOT NULL,
	`match_id` text NOT NULL,
	`line_id` text NOT NULL,
	`seq` integer NOT NULL,
	`perspective` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`line_id`) REFERENCES `lines`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `share_links_match_idx` ON `share_links` (`match_id`);