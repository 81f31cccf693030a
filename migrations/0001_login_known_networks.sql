CREATE TABLE `login_known_networks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`instructor_id` integer NOT NULL,
	`network_hash` text NOT NULL,
	`last_success_at` integer NOT NULL,
	FOREIGN KEY (`instructor_id`) REFERENCES `instructors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `login_known_networks_instructor_network_unique` ON `login_known_networks` (`instructor_id`,`network_hash`);