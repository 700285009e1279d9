-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "galleries" table
CREATE TABLE `galleries` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `name` text NOT NULL, `name_en` text NULL, `pinyin` text NOT NULL DEFAULT (''), `initial` text NOT NULL DEFAULT ('#'), `city` text NOT NULL, `address` text NULL, `opening_hours` text NULL, `phone` text NULL, `email` text NULL, `website` text NULL, `founded_year` integer NULL, `description` text NULL, `gallery_cover` integer NULL, CONSTRAINT `galleries_artwork_images_cover` FOREIGN KEY (`gallery_cover`) REFERENCES `artwork_images` (`id`) ON DELETE SET NULL);
-- Set sequence for "galleries" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("galleries", 34359738368);
-- Create index "gallery_name" to table: "galleries"
CREATE UNIQUE INDEX `gallery_name` ON `galleries` (`name`);
-- Create index "gallery_pinyin" to table: "galleries"
CREATE INDEX `gallery_pinyin` ON `galleries` (`pinyin`);
-- Create index "gallery_initial_pinyin" to table: "galleries"
CREATE INDEX `gallery_initial_pinyin` ON `galleries` (`initial`, `pinyin`);
-- Create index "gallery_city" to table: "galleries"
CREATE INDEX `gallery_city` ON `galleries` (`city`);
-- Create "new_artworks" table
CREATE TABLE `new_artworks` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `title` text NOT NULL, `year` integer NULL, `medium` text NOT NULL, `materials` text NULL, `width_cm` real NOT NULL, `height_cm` real NOT NULL, `depth_cm` real NULL, `edition` text NULL, `description` text NULL, `price_fen` integer NOT NULL, `status` text NOT NULL DEFAULT ('AVAILABLE'), `artist_artworks` integer NOT NULL, `gallery_artworks` integer NULL, CONSTRAINT `artworks_artists_artworks` FOREIGN KEY (`artist_artworks`) REFERENCES `artists` (`id`) ON DELETE NO ACTION, CONSTRAINT `artworks_galleries_artworks` FOREIGN KEY (`gallery_artworks`) REFERENCES `galleries` (`id`) ON DELETE SET NULL);
-- Set sequence for "new_artworks" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_artworks", 8589934592);
-- Copy rows from old table "artworks" to new temporary table "new_artworks"
INSERT INTO `new_artworks` (`id`, `created_at`, `updated_at`, `title`, `year`, `medium`, `materials`, `width_cm`, `height_cm`, `depth_cm`, `edition`, `description`, `price_fen`, `status`, `artist_artworks`) SELECT `id`, `created_at`, `updated_at`, `title`, `year`, `medium`, `materials`, `width_cm`, `height_cm`, `depth_cm`, `edition`, `description`, `price_fen`, `status`, `artist_artworks` FROM `artworks`;
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
-- Create index "artwork_gallery_artworks" to table: "artworks"
CREATE INDEX `artwork_gallery_artworks` ON `artworks` (`gallery_artworks`);
-- Create "gallery_artists" table
CREATE TABLE `gallery_artists` (`gallery_id` integer NOT NULL, `artist_id` integer NOT NULL, PRIMARY KEY (`gallery_id`, `artist_id`), CONSTRAINT `gallery_artists_gallery_id` FOREIGN KEY (`gallery_id`) REFERENCES `galleries` (`id`) ON DELETE CASCADE, CONSTRAINT `gallery_artists_artist_id` FOREIGN KEY (`artist_id`) REFERENCES `artists` (`id`) ON DELETE CASCADE);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
