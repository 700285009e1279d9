-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_art_lives" table
CREATE TABLE `new_art_lives` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `publication` text NOT NULL DEFAULT ('published'), `publish_at` datetime NULL, `title` text NOT NULL, `host` text NOT NULL, `description` text NULL, `status` text NOT NULL DEFAULT ('UPCOMING'), `starts_at` datetime NOT NULL, `playback_url` text NULL, `ends_at` datetime NULL, `stream_url` text NULL, `replay_url` text NULL, `draft` json NULL, `art_live_cover` integer NULL, `art_live_gallery` integer NULL, CONSTRAINT `art_lives_artwork_images_cover` FOREIGN KEY (`art_live_cover`) REFERENCES `artwork_images` (`id`) ON DELETE SET NULL, CONSTRAINT `art_lives_galleries_gallery` FOREIGN KEY (`art_live_gallery`) REFERENCES `galleries` (`id`) ON DELETE SET NULL);
-- Set sequence for "new_art_lives" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_art_lives", 64424509440);
-- Copy rows from old table "art_lives" to new temporary table "new_art_lives"
INSERT INTO `new_art_lives` (`id`, `created_at`, `updated_at`, `title`, `host`, `description`, `status`, `starts_at`, `playback_url`, `art_live_cover`, `art_live_gallery`) SELECT `id`, `created_at`, `updated_at`, `title`, `host`, `description`, `status`, `starts_at`, `playback_url`, `art_live_cover`, `art_live_gallery` FROM `art_lives`;
-- Drop "art_lives" table after copying rows
DROP TABLE `art_lives`;
-- Rename temporary table "new_art_lives" to "art_lives"
ALTER TABLE `new_art_lives` RENAME TO `art_lives`;
-- Create index "artlive_publication_publish_at" to table: "art_lives"
CREATE INDEX `artlive_publication_publish_at` ON `art_lives` (`publication`, `publish_at`);
-- Create index "artlive_status_starts_at" to table: "art_lives"
CREATE INDEX `artlive_status_starts_at` ON `art_lives` (`status`, `starts_at`);
-- Create index "artlive_starts_at" to table: "art_lives"
CREATE INDEX `artlive_starts_at` ON `art_lives` (`starts_at`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
