-- Add column "cover_picture" to table: "articles"
ALTER TABLE `articles` ADD COLUMN `cover_picture` json NULL;
-- Add column "description" to table: "exhibitions"
ALTER TABLE `exhibitions` ADD COLUMN `description` text NULL;
-- Add column "cover_picture" to table: "exhibitions"
ALTER TABLE `exhibitions` ADD COLUMN `cover_picture` json NULL;
-- Add column "cover_picture" to table: "viewing_rooms"
ALTER TABLE `viewing_rooms` ADD COLUMN `cover_picture` json NULL;
-- The demo's covers (a work's picture, by the cover edge) as the cover picture the pages now read
UPDATE `articles` SET `cover_picture` = (SELECT json_object('key', `key`, 'width', `width`, 'height', `height`) FROM `artwork_images` WHERE `artwork_images`.`id` = `articles`.`article_cover`) WHERE `article_cover` IS NOT NULL;
UPDATE `viewing_rooms` SET `cover_picture` = (SELECT json_object('key', `key`, 'width', `width`, 'height', `height`) FROM `artwork_images` WHERE `artwork_images`.`id` = `viewing_rooms`.`viewing_room_cover`) WHERE `viewing_room_cover` IS NOT NULL;
