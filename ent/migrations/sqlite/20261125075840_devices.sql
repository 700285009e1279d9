-- Add column "channel" to table: "sessions"
ALTER TABLE `sessions` ADD COLUMN `channel` text NULL;
-- Create "account_deletions" table
CREATE TABLE `account_deletions` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `state` text NOT NULL, `requested_at` datetime NOT NULL, `erase_at` datetime NOT NULL, `confirmed_by` text NOT NULL, `cancelled_at` datetime NULL, `cancelled_by` text NULL, `notice_pending` bool NOT NULL DEFAULT (false), `erased_at` datetime NULL, `member_account_deletion` integer NOT NULL, CONSTRAINT `account_deletions_members_account_deletion` FOREIGN KEY (`member_account_deletion`) REFERENCES `members` (`id`) ON DELETE CASCADE);
-- Set sequence for "account_deletions" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("account_deletions", 85899345920);
-- Create index "account_deletions_member_account_deletion_key" to table: "account_deletions"
CREATE UNIQUE INDEX `account_deletions_member_account_deletion_key` ON `account_deletions` (`member_account_deletion`);
-- Create index "accountdeletion_state_erase_at" to table: "account_deletions"
CREATE INDEX `accountdeletion_state_erase_at` ON `account_deletions` (`state`, `erase_at`);
