-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_artworks" table
CREATE TABLE `new_artworks` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `title_pinyin` text NOT NULL DEFAULT (''), `title_abbr` text NOT NULL DEFAULT (''), `title` text NOT NULL, `year` integer NULL, `medium` text NOT NULL, `materials` text NULL, `width_cm` real NOT NULL, `height_cm` real NOT NULL, `depth_cm` real NULL, `edition` text NULL, `description` text NULL, `price_fen` integer NOT NULL, `status` text NOT NULL DEFAULT ('AVAILABLE'), `favorite_count` integer NOT NULL DEFAULT (0), `view_count` integer NOT NULL DEFAULT (0), `hidden` bool NOT NULL DEFAULT (false), `artist_artworks` integer NOT NULL, `gallery_artworks` integer NULL, CONSTRAINT `artworks_artists_artworks` FOREIGN KEY (`artist_artworks`) REFERENCES `artists` (`id`) ON DELETE NO ACTION, CONSTRAINT `artworks_galleries_artworks` FOREIGN KEY (`gallery_artworks`) REFERENCES `galleries` (`id`) ON DELETE SET NULL);
-- Set sequence for "new_artworks" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_artworks", 8589934592);
-- Copy rows from old table "artworks" to new temporary table "new_artworks"
INSERT INTO `new_artworks` (`id`, `created_at`, `updated_at`, `title_pinyin`, `title_abbr`, `title`, `year`, `medium`, `materials`, `width_cm`, `height_cm`, `depth_cm`, `edition`, `description`, `price_fen`, `status`, `favorite_count`, `hidden`, `artist_artworks`, `gallery_artworks`) SELECT `id`, `created_at`, `updated_at`, `title_pinyin`, `title_abbr`, `title`, `year`, `medium`, `materials`, `width_cm`, `height_cm`, `depth_cm`, `edition`, `description`, `price_fen`, `status`, `favorite_count`, `hidden`, `artist_artworks`, `gallery_artworks` FROM `artworks`;
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
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
