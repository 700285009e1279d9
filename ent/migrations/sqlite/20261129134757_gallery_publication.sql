-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_galleries" table
CREATE TABLE `new_galleries` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `pinyin` text NOT NULL DEFAULT (''), `initial` text NOT NULL DEFAULT ('#'), `pinyin_abbr` text NOT NULL DEFAULT (''), `publication` text NOT NULL DEFAULT ('published'), `publish_at` datetime NULL, `name` text NOT NULL, `name_en` text NULL, `city` text NOT NULL, `address` text NULL, `opening_hours` text NULL, `phone` text NULL, `email` text NULL, `website` text NULL, `founded_year` integer NULL, `description` text NULL, `logo` text NULL, `logo_width` integer NULL, `logo_height` integer NULL, `cover_key` text NULL, `cover_width` integer NULL, `cover_height` integer NULL, `draft` json NULL, `follower_count` integer NOT NULL DEFAULT (0), `gallery_cover` integer NULL, CONSTRAINT `galleries_artwork_images_cover` FOREIGN KEY (`gallery_cover`) REFERENCES `artwork_images` (`id`) ON DELETE SET NULL);
-- Set sequence for "new_galleries" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_galleries", 34359738368);
-- Copy rows from old table "galleries" to new temporary table "new_galleries"
INSERT INTO `new_galleries` (`id`, `created_at`, `updated_at`, `pinyin`, `initial`, `pinyin_abbr`, `name`, `name_en`, `city`, `address`, `opening_hours`, `phone`, `email`, `website`, `founded_year`, `description`, `logo`, `logo_width`, `logo_height`, `follower_count`, `gallery_cover`) SELECT `id`, `created_at`, `updated_at`, `pinyin`, `initial`, `pinyin_abbr`, `name`, `name_en`, `city`, `address`, `opening_hours`, `phone`, `email`, `website`, `founded_year`, `description`, `logo`, `logo_width`, `logo_height`, `follower_count`, `gallery_cover` FROM `galleries`;
-- Drop "galleries" table after copying rows
DROP TABLE `galleries`;
-- Rename temporary table "new_galleries" to "galleries"
ALTER TABLE `new_galleries` RENAME TO `galleries`;
-- Create index "gallery_pinyin" to table: "galleries"
CREATE INDEX `gallery_pinyin` ON `galleries` (`pinyin`);
-- Create index "gallery_initial_pinyin" to table: "galleries"
CREATE INDEX `gallery_initial_pinyin` ON `galleries` (`initial`, `pinyin`);
-- Create index "gallery_publication_publish_at" to table: "galleries"
CREATE INDEX `gallery_publication_publish_at` ON `galleries` (`publication`, `publish_at`);
-- Create index "gallery_name" to table: "galleries"
CREATE UNIQUE INDEX `gallery_name` ON `galleries` (`name`);
-- Create index "gallery_city" to table: "galleries"
CREATE INDEX `gallery_city` ON `galleries` (`city`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
