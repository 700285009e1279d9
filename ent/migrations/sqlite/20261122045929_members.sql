-- Create "members" table
CREATE TABLE `members` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `username` text NOT NULL, `email` text NULL, `mobile` text NULL, `password_hash` text NULL, `nickname` text NOT NULL DEFAULT (''), `avatar` text NULL, `bio` text NULL, `settings` json NULL, `status` text NOT NULL DEFAULT ('active'), `failed_logins` integer NOT NULL DEFAULT (0), `failed_at` datetime NULL, `locked_until` datetime NULL);
-- Set sequence for "members" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("members", 17179869184);
-- Create index "members_username_key" to table: "members"
CREATE UNIQUE INDEX `members_username_key` ON `members` (`username`);
-- Create index "members_email_key" to table: "members"
CREATE UNIQUE INDEX `members_email_key` ON `members` (`email`);
-- Create index "members_mobile_key" to table: "members"
CREATE UNIQUE INDEX `members_mobile_key` ON `members` (`mobile`);
-- Create "outbox_messages" table
CREATE TABLE `outbox_messages` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `channel` text NOT NULL, `to` text NOT NULL, `subject` text NULL, `body` text NOT NULL, `code` text NULL, `purpose` text NULL, `created_at` datetime NOT NULL);
-- Set sequence for "outbox_messages" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("outbox_messages", 30064771072);
-- Create index "outboxmessage_to_created_at" to table: "outbox_messages"
CREATE INDEX `outboxmessage_to_created_at` ON `outbox_messages` (`to`, `created_at`);
-- Create "sessions" table
CREATE TABLE `sessions` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `token_hash` text NOT NULL, `created_at` datetime NOT NULL, `expires_at` datetime NOT NULL, `last_used_at` datetime NOT NULL, `user_agent` text NULL, `ip` text NULL, `member_sessions` integer NOT NULL, CONSTRAINT `sessions_members_sessions` FOREIGN KEY (`member_sessions`) REFERENCES `members` (`id`) ON DELETE CASCADE);
-- Set sequence for "sessions" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("sessions", 21474836480);
-- Create index "sessions_token_hash_key" to table: "sessions"
CREATE UNIQUE INDEX `sessions_token_hash_key` ON `sessions` (`token_hash`);
-- Create index "session_expires_at" to table: "sessions"
CREATE INDEX `session_expires_at` ON `sessions` (`expires_at`);
-- Create "wechat_identities" table
CREATE TABLE `wechat_identities` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `app_id` text NOT NULL, `openid` text NOT NULL, `unionid` text NULL, `nickname` text NULL, `avatar_url` text NULL, `member_wechat_identities` integer NOT NULL, CONSTRAINT `wechat_identities_members_wechat_identities` FOREIGN KEY (`member_wechat_identities`) REFERENCES `members` (`id`) ON DELETE CASCADE);
-- Set sequence for "wechat_identities" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("wechat_identities", 25769803776);
-- Create index "wechatidentity_app_id_openid" to table: "wechat_identities"
CREATE UNIQUE INDEX `wechatidentity_app_id_openid` ON `wechat_identities` (`app_id`, `openid`);
-- Create index "wechatidentity_unionid" to table: "wechat_identities"
CREATE INDEX `wechatidentity_unionid` ON `wechat_identities` (`unionid`);
