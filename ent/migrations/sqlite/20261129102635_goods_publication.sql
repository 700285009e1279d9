-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_goods" table
CREATE TABLE `new_goods` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `publication` text NOT NULL DEFAULT ('published'), `publish_at` datetime NULL, `kind` text NOT NULL, `title` text NOT NULL, `price_fen` integer NOT NULL, `stock` integer NOT NULL, `edition_size` integer NOT NULL DEFAULT (0), `status` text NOT NULL DEFAULT ('ON_SALE'), `draft` json NULL, `artwork_goods` integer NOT NULL, CONSTRAINT `goods_artworks_goods` FOREIGN KEY (`artwork_goods`) REFERENCES `artworks` (`id`) ON DELETE NO ACTION);
-- Set sequence for "new_goods" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_goods", 47244640256);
-- Copy rows from old table "goods" to new temporary table "new_goods"
INSERT INTO `new_goods` (`id`, `created_at`, `updated_at`, `kind`, `title`, `price_fen`, `stock`, `edition_size`, `status`, `artwork_goods`) SELECT `id`, `created_at`, `updated_at`, `kind`, `title`, `price_fen`, `stock`, `edition_size`, `status`, `artwork_goods` FROM `goods`;
-- Drop "goods" table after copying rows
DROP TABLE `goods`;
-- Rename temporary table "new_goods" to "goods"
ALTER TABLE `new_goods` RENAME TO `goods`;
-- Create index "goods_publication_publish_at" to table: "goods"
CREATE INDEX `goods_publication_publish_at` ON `goods` (`publication`, `publish_at`);
-- Create index "goods_status_kind" to table: "goods"
CREATE INDEX `goods_status_kind` ON `goods` (`status`, `kind`);
-- Create index "goods_price_fen" to table: "goods"
CREATE INDEX `goods_price_fen` ON `goods` (`price_fen`);
-- Create index "goods_created_at" to table: "goods"
CREATE INDEX `goods_created_at` ON `goods` (`created_at`);
-- Create index "goods_artwork_goods" to table: "goods"
CREATE INDEX `goods_artwork_goods` ON `goods` (`artwork_goods`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
