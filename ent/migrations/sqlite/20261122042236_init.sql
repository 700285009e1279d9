-- Create "artists" table
CREATE TABLE `artists` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `name` text NOT NULL, `name_en` text NULL, `birth_year` integer NULL, `region` text NULL, `bio` text NULL);
-- Set sequence for "artists" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("artists", 4294967296);
-- Create index "artist_name" to table: "artists"
CREATE INDEX `artist_name` ON `artists` (`name`);
-- Create "artworks" table
CREATE TABLE `artworks` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `title` text NOT NULL, `year` integer NULL, `medium` text NOT NULL, `materials` text NULL, `width_cm` real NOT NULL, `height_cm` real NOT NULL, `depth_cm` real NULL, `edition` text NULL, `description` text NULL, `price_fen` integer NOT NULL, `status` text NOT NULL DEFAULT ('AVAILABLE'), `artist_artworks` integer NOT NULL, CONSTRAINT `artworks_artists_artworks` FOREIGN KEY (`artist_artworks`) REFERENCES `artists` (`id`) ON DELETE NO ACTION);
-- Set sequence for "artworks" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("artworks", 8589934592);
-- Create index "artwork_created_at" to table: "artworks"
CREATE INDEX `artwork_created_at` ON `artworks` (`created_at`);
-- Create index "artwork_price_fen" to table: "artworks"
CREATE INDEX `artwork_price_fen` ON `artworks` (`price_fen`);
-- Create index "artwork_status" to table: "artworks"
CREATE INDEX `artwork_status` ON `artworks` (`status`);
-- Create "artwork_images" table
CREATE TABLE `artwork_images` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `position` integer NOT NULL DEFAULT (0), `key` text NOT NULL, `width` integer NOT NULL, `height` integer NOT NULL, `alt` text NULL, `artwork_images` integer NOT NULL, CONSTRAINT `artwork_images_artworks_images` FOREIGN KEY (`artwork_images`) REFERENCES `artworks` (`id`) ON DELETE NO ACTION);
-- Set sequence for "artwork_images" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("artwork_images", 12884901888);
-- Create index "artworkimage_position" to table: "artwork_images"
CREATE INDEX `artworkimage_position` ON `artwork_images` (`position`);
