-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_artwork_submissions" table
CREATE TABLE `new_artwork_submissions` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `state` text NOT NULL DEFAULT ('draft'), `version` integer NOT NULL DEFAULT (1), `title` text NOT NULL DEFAULT (''), `artist_kind` text NULL, `artist_id` integer NULL, `artist_name` text NOT NULL DEFAULT (''), `year` integer NULL, `medium` text NOT NULL DEFAULT (''), `materials` text NOT NULL DEFAULT (''), `width_mm` integer NULL, `height_mm` integer NULL, `depth_mm` integer NULL, `edition_number` integer NULL, `edition_size` integer NULL, `framed` bool NOT NULL DEFAULT (false), `signed` bool NOT NULL DEFAULT (false), `certificate` bool NOT NULL DEFAULT (false), `price_fen` integer NULL, `shipping` text NULL, `shipping_fee_fen` integer NOT NULL DEFAULT (0), `ship_from` text NOT NULL DEFAULT (''), `description` text NOT NULL DEFAULT (''), `images` json NULL, `reject_reason` text NOT NULL DEFAULT (''), `listed_form` text NOT NULL DEFAULT (''), `gallery_id` integer NULL, `member_id` integer NOT NULL, `artwork_id` integer NULL, CONSTRAINT `artwork_submissions_galleries_works` FOREIGN KEY (`gallery_id`) REFERENCES `galleries` (`id`) ON DELETE RESTRICT, CONSTRAINT `artwork_submissions_members_artwork_submissions` FOREIGN KEY (`member_id`) REFERENCES `members` (`id`) ON DELETE NO ACTION, CONSTRAINT `artwork_submissions_artworks_artwork` FOREIGN KEY (`artwork_id`) REFERENCES `artworks` (`id`) ON DELETE SET NULL);
-- Set sequence for "new_artwork_submissions" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_artwork_submissions", 103079215104);
-- Copy rows from old table "artwork_submissions" to new temporary table "new_artwork_submissions"
INSERT INTO `new_artwork_submissions` (`id`, `created_at`, `updated_at`, `state`, `version`, `title`, `artist_kind`, `artist_id`, `artist_name`, `year`, `medium`, `materials`, `width_mm`, `height_mm`, `depth_mm`, `edition_number`, `edition_size`, `framed`, `signed`, `certificate`, `price_fen`, `shipping`, `shipping_fee_fen`, `ship_from`, `description`, `images`, `reject_reason`, `listed_form`, `member_id`, `artwork_id`) SELECT `id`, `created_at`, `updated_at`, `state`, `version`, `title`, `artist_kind`, `artist_id`, `artist_name`, `year`, `medium`, `materials`, `width_mm`, `height_mm`, `depth_mm`, `edition_number`, `edition_size`, `framed`, `signed`, `certificate`, `price_fen`, `shipping`, `shipping_fee_fen`, `ship_from`, `description`, `images`, `reject_reason`, `listed_form`, `member_id`, `artwork_id` FROM `artwork_submissions`;
-- Drop "artwork_submissions" table after copying rows
DROP TABLE `artwork_submissions`;
-- Rename temporary table "new_artwork_submissions" to "artwork_submissions"
ALTER TABLE `new_artwork_submissions` RENAME TO `artwork_submissions`;
-- Create index "artworksubmission_member_id_state" to table: "artwork_submissions"
CREATE INDEX `artworksubmission_member_id_state` ON `artwork_submissions` (`member_id`, `state`);
-- Create index "artworksubmission_state_updated_at" to table: "artwork_submissions"
CREATE INDEX `artworksubmission_state_updated_at` ON `artwork_submissions` (`state`, `updated_at`);
-- Create index "artworksubmission_artwork_id" to table: "artwork_submissions"
CREATE INDEX `artworksubmission_artwork_id` ON `artwork_submissions` (`artwork_id`);
-- Create index "work_gallery_id_state" to table: "artwork_submissions"
CREATE INDEX `work_gallery_id_state` ON `artwork_submissions` (`gallery_id`, `state`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
