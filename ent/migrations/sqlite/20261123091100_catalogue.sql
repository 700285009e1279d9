-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_artists" table
CREATE TABLE `new_artists` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `name` text NOT NULL, `name_en` text NULL, `birth_year` integer NULL, `region` text NULL, `bio` text NULL, `portrait` text NULL, `portrait_width` integer NULL, `portrait_height` integer NULL, `pinyin` text NOT NULL DEFAULT (''), `initial` text NOT NULL DEFAULT ('#'), `pinyin_abbr` text NOT NULL DEFAULT (''));
-- Set sequence for "new_artists" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_artists", 4294967296);
-- Copy rows from old table "artists" to new temporary table "new_artists"
INSERT INTO `new_artists` (`id`, `created_at`, `updated_at`, `name`, `name_en`, `birth_year`, `region`, `bio`, `pinyin`, `initial`) SELECT `id`, `created_at`, `updated_at`, `name`, `name_en`, `birth_year`, `region`, `bio`, `pinyin`, `initial` FROM `artists`;
-- Drop "artists" table after copying rows
DROP TABLE `artists`;
-- Rename temporary table "new_artists" to "artists"
ALTER TABLE `new_artists` RENAME TO `artists`;
-- Create index "artist_name" to table: "artists"
CREATE INDEX `artist_name` ON `artists` (`name`);
-- Create index "artist_pinyin" to table: "artists"
CREATE INDEX `artist_pinyin` ON `artists` (`pinyin`);
-- Create index "artist_initial_pinyin" to table: "artists"
CREATE INDEX `artist_initial_pinyin` ON `artists` (`initial`, `pinyin`);
-- Create "new_galleries" table
CREATE TABLE `new_galleries` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `name` text NOT NULL, `name_en` text NULL, `pinyin` text NOT NULL DEFAULT (''), `initial` text NOT NULL DEFAULT ('#'), `pinyin_abbr` text NOT NULL DEFAULT (''), `city` text NOT NULL, `address` text NULL, `opening_hours` text NULL, `phone` text NULL, `email` text NULL, `website` text NULL, `founded_year` integer NULL, `description` text NULL, `logo` text NULL, `logo_width` integer NULL, `logo_height` integer NULL, `gallery_cover` integer NULL, CONSTRAINT `galleries_artwork_images_cover` FOREIGN KEY (`gallery_cover`) REFERENCES `artwork_images` (`id`) ON DELETE SET NULL);
-- Set sequence for "new_galleries" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_galleries", 34359738368);
-- Copy rows from old table "galleries" to new temporary table "new_galleries"
INSERT INTO `new_galleries` (`id`, `created_at`, `updated_at`, `name`, `name_en`, `pinyin`, `initial`, `city`, `address`, `opening_hours`, `phone`, `email`, `website`, `founded_year`, `description`, `gallery_cover`) SELECT `id`, `created_at`, `updated_at`, `name`, `name_en`, `pinyin`, `initial`, `city`, `address`, `opening_hours`, `phone`, `email`, `website`, `founded_year`, `description`, `gallery_cover` FROM `galleries`;
-- Drop "galleries" table after copying rows
DROP TABLE `galleries`;
-- Rename temporary table "new_galleries" to "galleries"
ALTER TABLE `new_galleries` RENAME TO `galleries`;
-- Create index "gallery_name" to table: "galleries"
CREATE UNIQUE INDEX `gallery_name` ON `galleries` (`name`);
-- Create index "gallery_pinyin" to table: "galleries"
CREATE INDEX `gallery_pinyin` ON `galleries` (`pinyin`);
-- Create index "gallery_initial_pinyin" to table: "galleries"
CREATE INDEX `gallery_initial_pinyin` ON `galleries` (`initial`, `pinyin`);
-- Create index "gallery_city" to table: "galleries"
CREATE INDEX `gallery_city` ON `galleries` (`city`);
-- Create "new_artworks" table
CREATE TABLE `new_artworks` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `title` text NOT NULL, `title_pinyin` text NOT NULL DEFAULT (''), `title_abbr` text NOT NULL DEFAULT (''), `year` integer NULL, `medium` text NOT NULL, `materials` text NULL, `width_cm` real NOT NULL, `height_cm` real NOT NULL, `depth_cm` real NULL, `edition` text NULL, `description` text NULL, `price_fen` integer NOT NULL, `status` text NOT NULL DEFAULT ('AVAILABLE'), `artist_artworks` integer NOT NULL, `gallery_artworks` integer NULL, CONSTRAINT `artworks_artists_artworks` FOREIGN KEY (`artist_artworks`) REFERENCES `artists` (`id`) ON DELETE NO ACTION, CONSTRAINT `artworks_galleries_artworks` FOREIGN KEY (`gallery_artworks`) REFERENCES `galleries` (`id`) ON DELETE SET NULL);
-- Set sequence for "new_artworks" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_artworks", 8589934592);
-- Copy rows from old table "artworks" to new temporary table "new_artworks"
INSERT INTO `new_artworks` (`id`, `created_at`, `updated_at`, `title`, `year`, `medium`, `materials`, `width_cm`, `height_cm`, `depth_cm`, `edition`, `description`, `price_fen`, `status`, `artist_artworks`, `gallery_artworks`) SELECT `id`, `created_at`, `updated_at`, `title`, `year`, `medium`, `materials`, `width_cm`, `height_cm`, `depth_cm`, `edition`, `description`, `price_fen`, `status`, `artist_artworks`, `gallery_artworks` FROM `artworks`;
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
-- Create "agreements" table
CREATE TABLE `agreements` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `key` text NOT NULL, `version` integer NOT NULL, `title` text NOT NULL, `body` text NOT NULL, `effective_at` datetime NOT NULL, `created_at` datetime NOT NULL);
-- Set sequence for "agreements" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("agreements", 38654705664);
-- Create index "agreement_key_version" to table: "agreements"
CREATE UNIQUE INDEX `agreement_key_version` ON `agreements` (`key`, `version`);
-- Create "art_lives" table
CREATE TABLE `art_lives` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `title` text NOT NULL, `host` text NOT NULL, `description` text NULL, `status` text NOT NULL DEFAULT ('UPCOMING'), `starts_at` datetime NOT NULL, `playback_url` text NULL, `art_live_cover` integer NULL, `art_live_gallery` integer NULL, CONSTRAINT `art_lives_artwork_images_cover` FOREIGN KEY (`art_live_cover`) REFERENCES `artwork_images` (`id`) ON DELETE SET NULL, CONSTRAINT `art_lives_galleries_gallery` FOREIGN KEY (`art_live_gallery`) REFERENCES `galleries` (`id`) ON DELETE SET NULL);
-- Set sequence for "art_lives" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("art_lives", 64424509440);
-- Create index "artlive_status_starts_at" to table: "art_lives"
CREATE INDEX `artlive_status_starts_at` ON `art_lives` (`status`, `starts_at`);
-- Create index "artlive_starts_at" to table: "art_lives"
CREATE INDEX `artlive_starts_at` ON `art_lives` (`starts_at`);
-- Create "articles" table
CREATE TABLE `articles` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `title` text NOT NULL, `title_pinyin` text NOT NULL DEFAULT (''), `title_abbr` text NOT NULL DEFAULT (''), `summary` text NULL, `author` text NOT NULL, `body` text NOT NULL, `tags` json NULL, `published_at` datetime NOT NULL, `article_cover` integer NULL, CONSTRAINT `articles_artwork_images_cover` FOREIGN KEY (`article_cover`) REFERENCES `artwork_images` (`id`) ON DELETE SET NULL);
-- Set sequence for "articles" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("articles", 60129542144);
-- Create index "article_published_at" to table: "articles"
CREATE INDEX `article_published_at` ON `articles` (`published_at`);
-- Create "exhibitions" table
CREATE TABLE `exhibitions` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `title` text NOT NULL, `title_pinyin` text NOT NULL DEFAULT (''), `title_abbr` text NOT NULL DEFAULT (''), `subtitle` text NULL, `venue` text NULL, `city` text NOT NULL, `address` text NULL, `starts_on` datetime NOT NULL, `ends_on` datetime NOT NULL, `press_text` text NULL, `gallery_exhibitions` integer NULL, CONSTRAINT `exhibitions_galleries_exhibitions` FOREIGN KEY (`gallery_exhibitions`) REFERENCES `galleries` (`id`) ON DELETE SET NULL);
-- Set sequence for "exhibitions" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("exhibitions", 51539607552);
-- Create index "exhibition_starts_on" to table: "exhibitions"
CREATE INDEX `exhibition_starts_on` ON `exhibitions` (`starts_on`);
-- Create index "exhibition_ends_on" to table: "exhibitions"
CREATE INDEX `exhibition_ends_on` ON `exhibitions` (`ends_on`);
-- Create index "exhibition_city" to table: "exhibitions"
CREATE INDEX `exhibition_city` ON `exhibitions` (`city`);
-- Create "goods" table
CREATE TABLE `goods` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `kind` text NOT NULL, `title` text NOT NULL, `price_fen` integer NOT NULL, `stock` integer NOT NULL, `edition_size` integer NOT NULL DEFAULT (0), `status` text NOT NULL DEFAULT ('ON_SALE'), `artwork_goods` integer NOT NULL, CONSTRAINT `goods_artworks_goods` FOREIGN KEY (`artwork_goods`) REFERENCES `artworks` (`id`) ON DELETE NO ACTION);
-- Set sequence for "goods" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("goods", 47244640256);
-- Create index "goods_status_kind" to table: "goods"
CREATE INDEX `goods_status_kind` ON `goods` (`status`, `kind`);
-- Create index "goods_price_fen" to table: "goods"
CREATE INDEX `goods_price_fen` ON `goods` (`price_fen`);
-- Create index "goods_created_at" to table: "goods"
CREATE INDEX `goods_created_at` ON `goods` (`created_at`);
-- Create "partner_applications" table
CREATE TABLE `partner_applications` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `organization` text NOT NULL, `type` text NOT NULL, `contact` text NOT NULL, `mobile` text NOT NULL, `email` text NOT NULL, `message` text NULL, `status` text NOT NULL DEFAULT ('PENDING'), `client_ip` text NULL, `created_at` datetime NOT NULL);
-- Set sequence for "partner_applications" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("partner_applications", 42949672960);
-- Create index "partnerapplication_mobile_created_at" to table: "partner_applications"
CREATE INDEX `partnerapplication_mobile_created_at` ON `partner_applications` (`mobile`, `created_at`);
-- Create index "partnerapplication_email_created_at" to table: "partner_applications"
CREATE INDEX `partnerapplication_email_created_at` ON `partner_applications` (`email`, `created_at`);
-- Create index "partnerapplication_status_created_at" to table: "partner_applications"
CREATE INDEX `partnerapplication_status_created_at` ON `partner_applications` (`status`, `created_at`);
-- Create "viewing_rooms" table
CREATE TABLE `viewing_rooms` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `title` text NOT NULL, `title_pinyin` text NOT NULL DEFAULT (''), `title_abbr` text NOT NULL DEFAULT (''), `statement` text NULL, `opens_at` datetime NOT NULL, `closes_at` datetime NOT NULL, `gallery_viewing_rooms` integer NOT NULL, `viewing_room_cover` integer NULL, CONSTRAINT `viewing_rooms_galleries_viewing_rooms` FOREIGN KEY (`gallery_viewing_rooms`) REFERENCES `galleries` (`id`) ON DELETE NO ACTION, CONSTRAINT `viewing_rooms_artwork_images_cover` FOREIGN KEY (`viewing_room_cover`) REFERENCES `artwork_images` (`id`) ON DELETE SET NULL);
-- Set sequence for "viewing_rooms" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("viewing_rooms", 55834574848);
-- Create index "viewingroom_opens_at" to table: "viewing_rooms"
CREATE INDEX `viewingroom_opens_at` ON `viewing_rooms` (`opens_at`);
-- Create index "viewingroom_closes_at" to table: "viewing_rooms"
CREATE INDEX `viewingroom_closes_at` ON `viewing_rooms` (`closes_at`);
-- Create "article_artists" table
CREATE TABLE `article_artists` (`article_id` integer NOT NULL, `artist_id` integer NOT NULL, PRIMARY KEY (`article_id`, `artist_id`), CONSTRAINT `article_artists_article_id` FOREIGN KEY (`article_id`) REFERENCES `articles` (`id`) ON DELETE CASCADE, CONSTRAINT `article_artists_artist_id` FOREIGN KEY (`artist_id`) REFERENCES `artists` (`id`) ON DELETE CASCADE);
-- Create "article_artworks" table
CREATE TABLE `article_artworks` (`article_id` integer NOT NULL, `artwork_id` integer NOT NULL, PRIMARY KEY (`article_id`, `artwork_id`), CONSTRAINT `article_artworks_article_id` FOREIGN KEY (`article_id`) REFERENCES `articles` (`id`) ON DELETE CASCADE, CONSTRAINT `article_artworks_artwork_id` FOREIGN KEY (`artwork_id`) REFERENCES `artworks` (`id`) ON DELETE CASCADE);
-- Create "exhibition_artists" table
CREATE TABLE `exhibition_artists` (`exhibition_id` integer NOT NULL, `artist_id` integer NOT NULL, PRIMARY KEY (`exhibition_id`, `artist_id`), CONSTRAINT `exhibition_artists_exhibition_id` FOREIGN KEY (`exhibition_id`) REFERENCES `exhibitions` (`id`) ON DELETE CASCADE, CONSTRAINT `exhibition_artists_artist_id` FOREIGN KEY (`artist_id`) REFERENCES `artists` (`id`) ON DELETE CASCADE);
-- Create "exhibition_artworks" table
CREATE TABLE `exhibition_artworks` (`exhibition_id` integer NOT NULL, `artwork_id` integer NOT NULL, PRIMARY KEY (`exhibition_id`, `artwork_id`), CONSTRAINT `exhibition_artworks_exhibition_id` FOREIGN KEY (`exhibition_id`) REFERENCES `exhibitions` (`id`) ON DELETE CASCADE, CONSTRAINT `exhibition_artworks_artwork_id` FOREIGN KEY (`artwork_id`) REFERENCES `artworks` (`id`) ON DELETE CASCADE);
-- Create "exhibition_installation_images" table
CREATE TABLE `exhibition_installation_images` (`exhibition_id` integer NOT NULL, `artwork_image_id` integer NOT NULL, PRIMARY KEY (`exhibition_id`, `artwork_image_id`), CONSTRAINT `exhibition_installation_images_exhibition_id` FOREIGN KEY (`exhibition_id`) REFERENCES `exhibitions` (`id`) ON DELETE CASCADE, CONSTRAINT `exhibition_installation_images_artwork_image_id` FOREIGN KEY (`artwork_image_id`) REFERENCES `artwork_images` (`id`) ON DELETE CASCADE);
-- Create "viewing_room_artworks" table
CREATE TABLE `viewing_room_artworks` (`viewing_room_id` integer NOT NULL, `artwork_id` integer NOT NULL, PRIMARY KEY (`viewing_room_id`, `artwork_id`), CONSTRAINT `viewing_room_artworks_viewing_room_id` FOREIGN KEY (`viewing_room_id`) REFERENCES `viewing_rooms` (`id`) ON DELETE CASCADE, CONSTRAINT `viewing_room_artworks_artwork_id` FOREIGN KEY (`artwork_id`) REFERENCES `artworks` (`id`) ON DELETE CASCADE);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
