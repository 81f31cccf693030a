CREATE TABLE `cache_generation` (
	`id` integer PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
