-- Create "audit_entries" table
CREATE TABLE `audit_entries` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `actor_id` integer NOT NULL, `actor_role` text NOT NULL, `action` text NOT NULL, `target_type` text NOT NULL, `target_id` integer NOT NULL, `changes` json NULL, `reason` text NULL, `client_ip` text NULL);
-- Set sequence for "audit_entries" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("audit_entries", 193273528320);
-- Create index "auditentry_actor_id_created_at" to table: "audit_entries"
CREATE INDEX `auditentry_actor_id_created_at` ON `audit_entries` (`actor_id`, `created_at`);
-- Create index "auditentry_target_type_target_id_created_at" to table: "audit_entries"
CREATE INDEX `auditentry_target_type_target_id_created_at` ON `audit_entries` (`target_type`, `target_id`, `created_at`);
-- Create index "auditentry_created_at" to table: "audit_entries"
CREATE INDEX `auditentry_created_at` ON `audit_entries` (`created_at`);
