-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_members" table
CREATE TABLE `new_members` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `username` text NOT NULL, `email` text NULL, `mobile` text NULL, `password_hash` text NULL, `nickname` text NOT NULL DEFAULT (''), `avatar` text NULL, `bio` text NULL, `gender` text NOT NULL DEFAULT ('unknown'), `birthday` text NULL, `city` text NULL, `settings` json NULL, `status` text NOT NULL DEFAULT ('active'), `failed_logins` integer NOT NULL DEFAULT (0), `failed_at` datetime NULL, `locked_until` datetime NULL);
-- Set sequence for "new_members" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_members", 17179869184);
-- Copy rows from old table "members" to new temporary table "new_members"
INSERT INTO `new_members` (`id`, `created_at`, `updated_at`, `username`, `email`, `mobile`, `password_hash`, `nickname`, `avatar`, `bio`, `settings`, `status`, `failed_logins`, `failed_at`, `locked_until`) SELECT `id`, `created_at`, `updated_at`, `username`, `email`, `mobile`, `password_hash`, `nickname`, `avatar`, `bio`, `settings`, `status`, `failed_logins`, `failed_at`, `locked_until` FROM `members`;
-- Drop "members" table after copying rows
DROP TABLE `members`;
-- Rename temporary table "new_members" to "members"
ALTER TABLE `new_members` RENAME TO `members`;
-- Create index "members_username_key" to table: "members"
CREATE UNIQUE INDEX `members_username_key` ON `members` (`username`);
-- Create index "members_email_key" to table: "members"
CREATE UNIQUE INDEX `members_email_key` ON `members` (`email`);
-- Create index "members_mobile_key" to table: "members"
CREATE UNIQUE INDEX `members_mobile_key` ON `members` (`mobile`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
