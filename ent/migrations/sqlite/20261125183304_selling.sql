-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Add column "roles" to table: "members"
ALTER TABLE `members` ADD COLUMN `roles` json NULL;
-- Create "new_artworks" table
CREATE TABLE `new_artworks` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `title_pinyin` text NOT NULL DEFAULT (''), `title_abbr` text NOT NULL DEFAULT (''), `title` text NOT NULL, `year` integer NULL, `medium` text NOT NULL, `materials` text NULL, `width_cm` real NOT NULL, `height_cm` real NOT NULL, `depth_cm` real NULL, `edition` text NULL, `description` text NULL, `price_fen` integer NOT NULL, `status` text NOT NULL DEFAULT ('AVAILABLE'), `favorite_count` integer NOT NULL DEFAULT (0), `hidden` bool NOT NULL DEFAULT (false), `artist_artworks` integer NOT NULL, `gallery_artworks` integer NULL, CONSTRAINT `artworks_artists_artworks` FOREIGN KEY (`artist_artworks`) REFERENCES `artists` (`id`) ON DELETE NO ACTION, CONSTRAINT `artworks_galleries_artworks` FOREIGN KEY (`gallery_artworks`) REFERENCES `galleries` (`id`) ON DELETE SET NULL);
-- Set sequence for "new_artworks" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_artworks", 8589934592);
-- Copy rows from old table "artworks" to new temporary table "new_artworks"
INSERT INTO `new_artworks` (`id`, `created_at`, `updated_at`, `title_pinyin`, `title_abbr`, `title`, `year`, `medium`, `materials`, `width_cm`, `height_cm`, `depth_cm`, `edition`, `description`, `price_fen`, `status`, `favorite_count`, `artist_artworks`, `gallery_artworks`) SELECT `id`, `created_at`, `updated_at`, `title_pinyin`, `title_abbr`, `title`, `year`, `medium`, `materials`, `width_cm`, `height_cm`, `depth_cm`, `edition`, `description`, `price_fen`, `status`, `favorite_count`, `artist_artworks`, `gallery_artworks` FROM `artworks`;
-- Drop "artworks" table after copying rows
DROP TABLE `artworks`;
-- Rename temporary table "new_artworks" to "artworks"
ALTER TABLE `new_artworks` RENAME TO `artworks`;
-- Create index "artwork_created_at" to table: "artworks"
CREATE INDEX `artwork_created_at` ON `artworks` (`created_at`);
-- Create index "artwork_price_fen" to table: "artworks"
CREATE INDEX `artwork_price_fen` ON `artworks` (`price_fen`);
-- Create index "artwork_status" to table: "artworks"
CREATE INDEX `artwork_status` ON `artworks` (`status`);
-- Create index "artwork_hidden" to table: "artworks"
CREATE INDEX `artwork_hidden` ON `artworks` (`hidden`);
-- Create index "artwork_gallery_artworks" to table: "artworks"
CREATE INDEX `artwork_gallery_artworks` ON `artworks` (`gallery_artworks`);
-- Create index "artwork_artist_artworks" to table: "artworks"
CREATE INDEX `artwork_artist_artworks` ON `artworks` (`artist_artworks`);
-- Create "artwork_submissions" table
CREATE TABLE `artwork_submissions` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `state` text NOT NULL DEFAULT ('draft'), `version` integer NOT NULL DEFAULT (1), `title` text NOT NULL DEFAULT (''), `artist_kind` text NULL, `artist_id` integer NULL, `artist_name` text NOT NULL DEFAULT (''), `year` integer NULL, `medium` text NOT NULL DEFAULT (''), `materials` text NOT NULL DEFAULT (''), `width_mm` integer NULL, `height_mm` integer NULL, `depth_mm` integer NULL, `edition_number` integer NULL, `edition_size` integer NULL, `framed` bool NOT NULL DEFAULT (false), `signed` bool NOT NULL DEFAULT (false), `certificate` bool NOT NULL DEFAULT (false), `price_fen` integer NULL, `shipping` text NULL, `shipping_fee_fen` integer NOT NULL DEFAULT (0), `ship_from` text NOT NULL DEFAULT (''), `description` text NOT NULL DEFAULT (''), `images` json NULL, `reject_reason` text NOT NULL DEFAULT (''), `artwork_id` integer NULL, `member_id` integer NOT NULL, CONSTRAINT `artwork_submissions_artworks_artwork` FOREIGN KEY (`artwork_id`) REFERENCES `artworks` (`id`) ON DELETE SET NULL, CONSTRAINT `artwork_submissions_members_artwork_submissions` FOREIGN KEY (`member_id`) REFERENCES `members` (`id`) ON DELETE NO ACTION);
-- Set sequence for "artwork_submissions" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("artwork_submissions", 103079215104);
-- Create index "artworksubmission_member_id_state" to table: "artwork_submissions"
CREATE INDEX `artworksubmission_member_id_state` ON `artwork_submissions` (`member_id`, `state`);
-- Create index "artworksubmission_state_updated_at" to table: "artwork_submissions"
CREATE INDEX `artworksubmission_state_updated_at` ON `artwork_submissions` (`state`, `updated_at`);
-- Create index "artworksubmission_artwork_id" to table: "artwork_submissions"
CREATE INDEX `artworksubmission_artwork_id` ON `artwork_submissions` (`artwork_id`);
-- Create "submission_events" table
CREATE TABLE `submission_events` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `actor_id` integer NULL, `action` text NOT NULL, `from_state` text NOT NULL DEFAULT (''), `to_state` text NOT NULL, `reason` text NOT NULL DEFAULT (''), `created_at` datetime NOT NULL, `submission_id` integer NOT NULL, CONSTRAINT `submission_events_artwork_submissions_events` FOREIGN KEY (`submission_id`) REFERENCES `artwork_submissions` (`id`) ON DELETE CASCADE);
-- Set sequence for "submission_events" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("submission_events", 107374182400);
-- Create index "submissionevent_submission_id_created_at" to table: "submission_events"
CREATE INDEX `submissionevent_submission_id_created_at` ON `submission_events` (`submission_id`, `created_at`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
