-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_outbox_messages" table
CREATE TABLE `new_outbox_messages` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `channel` text NOT NULL, `to` text NOT NULL, `subject` text NULL, `body` text NOT NULL, `code` text NULL, `purpose` text NULL, `created_at` datetime NOT NULL, `status` text NOT NULL DEFAULT ('stored'), `error` text NULL);
-- Set sequence for "new_outbox_messages" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_outbox_messages", 30064771072);
-- Copy rows from old table "outbox_messages" to new temporary table "new_outbox_messages"
INSERT INTO `new_outbox_messages` (`id`, `channel`, `to`, `subject`, `body`, `code`, `purpose`, `created_at`) SELECT `id`, `channel`, `to`, `subject`, `body`, `code`, `purpose`, `created_at` FROM `outbox_messages`;
-- Drop "outbox_messages" table after copying rows
DROP TABLE `outbox_messages`;
-- Rename temporary table "new_outbox_messages" to "outbox_messages"
ALTER TABLE `new_outbox_messages` RENAME TO `outbox_messages`;
-- Create index "outboxmessage_to_created_at" to table: "outbox_messages"
CREATE INDEX `outboxmessage_to_created_at` ON `outbox_messages` (`to`, `created_at`);
-- Create index "outboxmessage_created_at" to table: "outbox_messages"
CREATE INDEX `outboxmessage_created_at` ON `outbox_messages` (`created_at`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
