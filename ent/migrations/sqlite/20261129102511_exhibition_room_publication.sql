-- Disable the enforcement of foreign-keys constraints
PRAGMA foreign_keys = off;
-- Create "new_exhibitions" table
CREATE TABLE `new_exhibitions` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `title_pinyin` text NOT NULL DEFAULT (''), `title_abbr` text NOT NULL DEFAULT (''), `publication` text NOT NULL DEFAULT ('published'), `publish_at` datetime NULL, `title` text NOT NULL, `subtitle` text NULL, `venue` text NULL, `city` text NOT NULL, `address` text NULL, `starts_on` datetime NOT NULL, `ends_on` datetime NOT NULL, `press_text` text NULL, `draft` json NULL, `gallery_exhibitions` integer NULL, CONSTRAINT `exhibitions_galleries_exhibitions` FOREIGN KEY (`gallery_exhibitions`) REFERENCES `galleries` (`id`) ON DELETE SET NULL);
-- Set sequence for "new_exhibitions" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_exhibitions", 51539607552);
-- Copy rows from old table "exhibitions" to new temporary table "new_exhibitions"
INSERT INTO `new_exhibitions` (`id`, `created_at`, `updated_at`, `title_pinyin`, `title_abbr`, `title`, `subtitle`, `venue`, `city`, `address`, `starts_on`, `ends_on`, `press_text`, `gallery_exhibitions`) SELECT `id`, `created_at`, `updated_at`, `title_pinyin`, `title_abbr`, `title`, `subtitle`, `venue`, `city`, `address`, `starts_on`, `ends_on`, `press_text`, `gallery_exhibitions` FROM `exhibitions`;
-- Drop "exhibitions" table after copying rows
DROP TABLE `exhibitions`;
-- Rename temporary table "new_exhibitions" to "exhibitions"
ALTER TABLE `new_exhibitions` RENAME TO `exhibitions`;
-- Create index "exhibition_publication_publish_at" to table: "exhibitions"
CREATE INDEX `exhibition_publication_publish_at` ON `exhibitions` (`publication`, `publish_at`);
-- Create index "exhibition_starts_on" to table: "exhibitions"
CREATE INDEX `exhibition_starts_on` ON `exhibitions` (`starts_on`);
-- Create index "exhibition_ends_on" to table: "exhibitions"
CREATE INDEX `exhibition_ends_on` ON `exhibitions` (`ends_on`);
-- Create index "exhibition_city" to table: "exhibitions"
CREATE INDEX `exhibition_city` ON `exhibitions` (`city`);
-- Create index "exhibition_gallery_exhibitions" to table: "exhibitions"
CREATE INDEX `exhibition_gallery_exhibitions` ON `exhibitions` (`gallery_exhibitions`);
-- Create "new_viewing_rooms" table
CREATE TABLE `new_viewing_rooms` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `title_pinyin` text NOT NULL DEFAULT (''), `title_abbr` text NOT NULL DEFAULT (''), `publication` text NOT NULL DEFAULT ('published'), `publish_at` datetime NULL, `title` text NOT NULL, `statement` text NULL, `opens_at` datetime NOT NULL, `closes_at` datetime NOT NULL, `draft` json NULL, `gallery_viewing_rooms` integer NOT NULL, `viewing_room_cover` integer NULL, CONSTRAINT `viewing_rooms_galleries_viewing_rooms` FOREIGN KEY (`gallery_viewing_rooms`) REFERENCES `galleries` (`id`) ON DELETE NO ACTION, CONSTRAINT `viewing_rooms_artwork_images_cover` FOREIGN KEY (`viewing_room_cover`) REFERENCES `artwork_images` (`id`) ON DELETE SET NULL);
-- Set sequence for "new_viewing_rooms" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("new_viewing_rooms", 55834574848);
-- Copy rows from old table "viewing_rooms" to new temporary table "new_viewing_rooms"
INSERT INTO `new_viewing_rooms` (`id`, `created_at`, `updated_at`, `title_pinyin`, `title_abbr`, `title`, `statement`, `opens_at`, `closes_at`, `gallery_viewing_rooms`, `viewing_room_cover`) SELECT `id`, `created_at`, `updated_at`, `title_pinyin`, `title_abbr`, `title`, `statement`, `opens_at`, `closes_at`, `gallery_viewing_rooms`, `viewing_room_cover` FROM `viewing_rooms`;
-- Drop "viewing_rooms" table after copying rows
DROP TABLE `viewing_rooms`;
-- Rename temporary table "new_viewing_rooms" to "viewing_rooms"
ALTER TABLE `new_viewing_rooms` RENAME TO `viewing_rooms`;
-- Create index "viewingroom_publication_publish_at" to table: "viewing_rooms"
CREATE INDEX `viewingroom_publication_publish_at` ON `viewing_rooms` (`publication`, `publish_at`);
-- Create index "viewingroom_opens_at" to table: "viewing_rooms"
CREATE INDEX `viewingroom_opens_at` ON `viewing_rooms` (`opens_at`);
-- Create index "viewingroom_closes_at" to table: "viewing_rooms"
CREATE INDEX `viewingroom_closes_at` ON `viewing_rooms` (`closes_at`);
-- Create index "viewingroom_gallery_viewing_rooms" to table: "viewing_rooms"
CREATE INDEX `viewingroom_gallery_viewing_rooms` ON `viewing_rooms` (`gallery_viewing_rooms`);
-- Enable back the enforcement of foreign-keys constraints
PRAGMA foreign_keys = on;
