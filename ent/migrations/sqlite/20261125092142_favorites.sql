-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_artists" table
CREATE TABLE `new_artists` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `pinyin` text NOT NULL DEFAULT (''), `initial` text NOT NULL DEFAULT ('#'), `pinyin_abbr` text NOT NULL DEFAULT (''), `name` text NOT NULL, `name_en` text NULL, `birth_year` integer NULL, `region` text NULL, `bio` text NULL, `portrait` text NULL, `portrait_width` integer NULL, `portrait_height` integer NULL, `follower_count` integer NOT NULL DEFAULT (0));
-- Set sequence for "new_artists" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_artists", 4294967296);
-- Copy rows from old table "artists" to new temporary table "new_artists"
INSERT INTO `new_artists` (`id`, `created_at`, `updated_at`, `pinyin`, `initial`, `pinyin_abbr`, `name`, `name_en`, `birth_year`, `region`, `bio`, `portrait`, `portrait_width`, `portrait_height`) SELECT `id`, `created_at`, `updated_at`, `pinyin`, `initial`, `pinyin_abbr`, `name`, `name_en`, `birth_year`, `region`, `bio`, `portrait`, `portrait_width`, `portrait_height` FROM `artists`;
-- Drop "artists" table after copying rows
DROP TABLE `artists`;
-- Rename temporary table "new_artists" to "artists"
ALTER TABLE `new_artists` RENAME TO `artists`;
-- Create index "artist_pinyin" to table: "artists"
CREATE INDEX `artist_pinyin` ON `artists` (`pinyin`);
-- Create index "artist_initial_pinyin" to table: "artists"
CREATE INDEX `artist_initial_pinyin` ON `artists` (`initial`, `pinyin`);
-- Create index "artist_name" to table: "artists"
CREATE INDEX `artist_name` ON `artists` (`name`);
-- Create "new_galleries" table
CREATE TABLE `new_galleries` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `pinyin` text NOT NULL DEFAULT (''), `initial` text NOT NULL DEFAULT ('#'), `pinyin_abbr` text NOT NULL DEFAULT (''), `name` text NOT NULL, `name_en` text NULL, `city` text NOT NULL, `address` text NULL, `opening_hours` text NULL, `phone` text NULL, `email` text NULL, `website` text NULL, `founded_year` integer NULL, `description` text NULL, `logo` text NULL, `logo_width` integer NULL, `logo_height` integer NULL, `follower_count` integer NOT NULL DEFAULT (0), `gallery_cover` integer NULL, CONSTRAINT `galleries_artwork_images_cover` FOREIGN KEY (`gallery_cover`) REFERENCES `artwork_images` (`id`) ON DELETE SET NULL);
-- Set sequence for "new_galleries" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_galleries", 34359738368);
-- Copy rows from old table "galleries" to new temporary table "new_galleries"
INSERT INTO `new_galleries` (`id`, `created_at`, `updated_at`, `pinyin`, `initial`, `pinyin_abbr`, `name`, `name_en`, `city`, `address`, `opening_hours`, `phone`, `email`, `website`, `founded_year`, `description`, `logo`, `logo_width`, `logo_height`, `gallery_cover`) SELECT `id`, `created_at`, `updated_at`, `pinyin`, `initial`, `pinyin_abbr`, `name`, `name_en`, `city`, `address`, `opening_hours`, `phone`, `email`, `website`, `founded_year`, `description`, `logo`, `logo_width`, `logo_height`, `gallery_cover` FROM `galleries`;
-- Drop "galleries" table after copying rows
DROP TABLE `galleries`;
-- Rename temporary table "new_galleries" to "galleries"
ALTER TABLE `new_galleries` RENAME TO `galleries`;
-- Create index "gallery_pinyin" to table: "galleries"
CREATE INDEX `gallery_pinyin` ON `galleries` (`pinyin`);
-- Create index "gallery_initial_pinyin" to table: "galleries"
CREATE INDEX `gallery_initial_pinyin` ON `galleries` (`initial`, `pinyin`);
-- Create index "gallery_name" to table: "galleries"
CREATE UNIQUE INDEX `gallery_name` ON `galleries` (`name`);
-- Create index "gallery_city" to table: "galleries"
CREATE INDEX `gallery_city` ON `galleries` (`city`);
-- Create "new_artworks" table
CREATE TABLE `new_artworks` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `title_pinyin` text NOT NULL DEFAULT (''), `title_abbr` text NOT NULL DEFAULT (''), `title` text NOT NULL, `year` integer NULL, `medium` text NOT NULL, `materials` text NULL, `width_cm` real NOT NULL, `height_cm` real NOT NULL, `depth_cm` real NULL, `edition` text NULL, `description` text NULL, `price_fen` integer NOT NULL, `status` text NOT NULL DEFAULT ('AVAILABLE'), `favorite_count` integer NOT NULL DEFAULT (0), `artist_artworks` integer NOT NULL, `gallery_artworks` integer NULL, CONSTRAINT `artworks_artists_artworks` FOREIGN KEY (`artist_artworks`) REFERENCES `artists` (`id`) ON DELETE NO ACTION, CONSTRAINT `artworks_galleries_artworks` FOREIGN KEY (`gallery_artworks`) REFERENCES `galleries` (`id`) ON DELETE SET NULL);
-- Set sequence for "new_artworks" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_artworks", 8589934592);
-- Copy rows from old table "artworks" to new temporary table "new_artworks"
INSERT INTO `new_artworks` (`id`, `created_at`, `updated_at`, `title_pinyin`, `title_abbr`, `title`, `year`, `medium`, `materials`, `width_cm`, `height_cm`, `depth_cm`, `edition`, `description`, `price_fen`, `status`, `artist_artworks`, `gallery_artworks`) SELECT `id`, `created_at`, `updated_at`, `title_pinyin`, `title_abbr`, `title`, `year`, `medium`, `materials`, `width_cm`, `height_cm`, `depth_cm`, `edition`, `description`, `price_fen`, `status`, `artist_artworks`, `gallery_artworks` FROM `artworks`;
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
-- Create "favorites" table
CREATE TABLE `favorites` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `artist_id` integer NULL, `artwork_id` integer NULL, `gallery_id` integer NULL, `member_id` integer NOT NULL, CONSTRAINT `favorites_artists_favorites` FOREIGN KEY (`artist_id`) REFERENCES `artists` (`id`) ON DELETE CASCADE, CONSTRAINT `favorites_artworks_favorites` FOREIGN KEY (`artwork_id`) REFERENCES `artworks` (`id`) ON DELETE CASCADE, CONSTRAINT `favorites_galleries_favorites` FOREIGN KEY (`gallery_id`) REFERENCES `galleries` (`id`) ON DELETE CASCADE, CONSTRAINT `favorites_members_favorites` FOREIGN KEY (`member_id`) REFERENCES `members` (`id`) ON DELETE CASCADE);
-- Set sequence for "favorites" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("favorites", 73014444032);
-- Create index "favorite_member_id_artwork_id" to table: "favorites"
CREATE UNIQUE INDEX `favorite_member_id_artwork_id` ON `favorites` (`member_id`, `artwork_id`);
-- Create index "favorite_member_id_artist_id" to table: "favorites"
CREATE UNIQUE INDEX `favorite_member_id_artist_id` ON `favorites` (`member_id`, `artist_id`);
-- Create index "favorite_member_id_gallery_id" to table: "favorites"
CREATE UNIQUE INDEX `favorite_member_id_gallery_id` ON `favorites` (`member_id`, `gallery_id`);
-- Create index "favorite_artwork_id" to table: "favorites"
CREATE INDEX `favorite_artwork_id` ON `favorites` (`artwork_id`);
-- Create index "favorite_artist_id" to table: "favorites"
CREATE INDEX `favorite_artist_id` ON `favorites` (`artist_id`);
-- Create index "favorite_gallery_id" to table: "favorites"
CREATE INDEX `favorite_gallery_id` ON `favorites` (`gallery_id`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
