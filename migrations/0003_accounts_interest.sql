CREATE TABLE `interest_emails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `interest_emails_email_unique` ON `interest_emails` (`email`);--> statement-breakpoint
ALTER TABLE `instructors` ADD `reset_code_hash` text;--> statement-breakpoint
ALTER TABLE `instructors` ADD `reset_expires_at` integer;