-- Create "cash_out_accounts" table
CREATE TABLE `cash_out_accounts` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `kind` text NOT NULL, `bank_code` text NULL, `bank_branch` text NULL, `holder` text NOT NULL DEFAULT (''), `account_cipher` blob NULL, `account_masked` text NOT NULL DEFAULT (''), `is_default` bool NOT NULL DEFAULT (false), `member_cash_out_accounts` integer NOT NULL, CONSTRAINT `cash_out_accounts_members_cash_out_accounts` FOREIGN KEY (`member_cash_out_accounts`) REFERENCES `members` (`id`) ON DELETE CASCADE);
-- Set sequence for "cash_out_accounts" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("cash_out_accounts", 77309411328);
-- Create index "cashoutaccount_member_cash_out_accounts" to table: "cash_out_accounts"
CREATE INDEX `cashoutaccount_member_cash_out_accounts` ON `cash_out_accounts` (`member_cash_out_accounts`);
-- Create "real_names" table
CREATE TABLE `real_names` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `name` text NOT NULL, `id_cipher` blob NOT NULL, `id_hash` text NOT NULL, `id_masked` text NOT NULL, `member_real_name` integer NOT NULL, CONSTRAINT `real_names_members_real_name` FOREIGN KEY (`member_real_name`) REFERENCES `members` (`id`) ON DELETE CASCADE);
-- Set sequence for "real_names" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("real_names", 94489280512);
-- Create index "real_names_id_hash_key" to table: "real_names"
CREATE UNIQUE INDEX `real_names_id_hash_key` ON `real_names` (`id_hash`);
-- Create index "real_names_member_real_name_key" to table: "real_names"
CREATE UNIQUE INDEX `real_names_member_real_name_key` ON `real_names` (`member_real_name`);
