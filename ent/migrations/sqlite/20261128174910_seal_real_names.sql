-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_real_names" table
CREATE TABLE `new_real_names` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `name` text NOT NULL DEFAULT (''), `name_cipher` blob NULL, `name_masked` text NOT NULL DEFAULT (''), `id_cipher` blob NOT NULL, `id_hash` text NOT NULL, `id_masked` text NOT NULL, `member_real_name` integer NOT NULL, CONSTRAINT `real_names_members_real_name` FOREIGN KEY (`member_real_name`) REFERENCES `members` (`id`) ON DELETE CASCADE);
-- Set sequence for "new_real_names" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_real_names", 94489280512);
-- Copy rows from old table "real_names" to new temporary table "new_real_names"
INSERT INTO `new_real_names` (`id`, `created_at`, `updated_at`, `name`, `id_cipher`, `id_hash`, `id_masked`, `member_real_name`) SELECT `id`, `created_at`, `updated_at`, IFNULL(`name`, ('')) AS `name`, `id_cipher`, `id_hash`, `id_masked`, `member_real_name` FROM `real_names`;
-- Drop "real_names" table after copying rows
DROP TABLE `real_names`;
-- Rename temporary table "new_real_names" to "real_names"
ALTER TABLE `new_real_names` RENAME TO `real_names`;
-- Create index "real_names_id_hash_key" to table: "real_names"
CREATE UNIQUE INDEX `real_names_id_hash_key` ON `real_names` (`id_hash`);
-- Create index "real_names_member_real_name_key" to table: "real_names"
CREATE UNIQUE INDEX `real_names_member_real_name_key` ON `real_names` (`member_real_name`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
