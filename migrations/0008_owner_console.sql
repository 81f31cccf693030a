CREATE TABLE `owner_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`action` text NOT NULL,
	`target` text DEFAULT '' NOT NULL,
	`passkey_id` text,
	`via` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `owner_audit_at_idx` ON `owner_audit` (`at`);--> statement-breakpoint
CREATE TABLE `owner_challenges` (
	`challenge` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`session_id` text,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `owner_challenges_expires_idx` ON `owner_challenges` (`expires_at`);--> statement-breakpoint
CREATE TABLE `owner_fresh_checks` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`action` text NOT NULL,
	`passkey_id` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `owner_passkeys` (
	`id` text PRIMARY KEY NOT NULL,
	`public_key` text NOT NULL,
	`counter` integer DEFAULT 0 NOT NULL,
	`transports` text DEFAULT '[]' NOT NULL,
	`label` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_used_at` integer
);
--> statement-breakpoint
CREATE TABLE `owner_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`passkey_id` text NOT NULL,
	`user_agent` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`ended_at` integer
);
--> statement-breakpoint
CREATE TABLE `owner_setup_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `owner_setup_codes_code_hash_unique` ON `owner_setup_codes` (`code_hash`);--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers): the owner's audit log is append-only.
CREATE TRIGGER `owner_audit_no_update` BEFORE UPDATE ON `owner_audit` BEGIN SELECT RAISE(ABORT, 'the owner audit log is append-only'); END;
--> statement-breakpoint
CREATE TRIGGER `owner_audit_no_delete` BEFORE DELETE ON `owner_audit` BEGIN SELECT RAISE(ABORT, 'the owner audit log is append-only'); END;
