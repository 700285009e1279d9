-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_artists" table
CREATE TABLE `new_artists` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `pinyin` text NOT NULL DEFAULT (''), `initial` text NOT NULL DEFAULT ('#'), `pinyin_abbr` text NOT NULL DEFAULT (''), `publication` text NOT NULL DEFAULT ('published'), `publish_at` datetime NULL, `name` text NOT NULL, `name_en` text NULL, `birth_year` integer NULL, `region` text NULL, `bio` text NULL, `portrait` text NULL, `portrait_width` integer NULL, `portrait_height` integer NULL, `follower_count` integer NOT NULL DEFAULT (0), `draft` json NULL);
-- Set sequence for "new_artists" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_artists", 4294967296);
-- Copy rows from old table "artists" to new temporary table "new_artists"
INSERT INTO `new_artists` (`id`, `created_at`, `updated_at`, `pinyin`, `initial`, `pinyin_abbr`, `name`, `name_en`, `birth_year`, `region`, `bio`, `portrait`, `portrait_width`, `portrait_height`, `follower_count`) SELECT `id`, `created_at`, `updated_at`, `pinyin`, `initial`, `pinyin_abbr`, `name`, `name_en`, `birth_year`, `region`, `bio`, `portrait`, `portrait_width`, `portrait_height`, `follower_count` FROM `artists`;
-- Drop "artists" table after copying rows
DROP TABLE `artists`;
-- Rename temporary table "new_artists" to "artists"
ALTER TABLE `new_artists` RENAME TO `artists`;
-- Create index "artist_pinyin" to table: "artists"
CREATE INDEX `artist_pinyin` ON `artists` (`pinyin`);
-- Create index "artist_initial_pinyin" to table: "artists"
CREATE INDEX `artist_initial_pinyin` ON `artists` (`initial`, `pinyin`);
-- Create index "artist_publication_publish_at" to table: "artists"
CREATE INDEX `artist_publication_publish_at` ON `artists` (`publication`, `publish_at`);
-- Create index "artist_name" to table: "artists"
CREATE INDEX `artist_name` ON `artists` (`name`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
