-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_articles" table
CREATE TABLE `new_articles` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `title_pinyin` text NOT NULL DEFAULT (''), `title_abbr` text NOT NULL DEFAULT (''), `title` text NOT NULL, `summary` text NULL, `author` text NOT NULL, `body` text NOT NULL, `tags` json NULL, `published_at` datetime NOT NULL, `publication` text NOT NULL DEFAULT ('published'), `draft` json NULL, `publish_at` datetime NULL, `article_cover` integer NULL, CONSTRAINT `articles_artwork_images_cover` FOREIGN KEY (`article_cover`) REFERENCES `artwork_images` (`id`) ON DELETE SET NULL);
-- Set sequence for "new_articles" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_articles", 60129542144);
-- Copy rows from old table "articles" to new temporary table "new_articles"
INSERT INTO `new_articles` (`id`, `created_at`, `updated_at`, `title_pinyin`, `title_abbr`, `title`, `summary`, `author`, `body`, `tags`, `published_at`, `article_cover`) SELECT `id`, `created_at`, `updated_at`, `title_pinyin`, `title_abbr`, `title`, `summary`, `author`, `body`, `tags`, `published_at`, `article_cover` FROM `articles`;
-- Drop "articles" table after copying rows
DROP TABLE `articles`;
-- Rename temporary table "new_articles" to "articles"
ALTER TABLE `new_articles` RENAME TO `articles`;
-- Create index "article_published_at" to table: "articles"
CREATE INDEX `article_published_at` ON `articles` (`published_at`);
-- Create index "article_publication_publish_at" to table: "articles"
CREATE INDEX `article_publication_publish_at` ON `articles` (`publication`, `publish_at`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
