-- Create "refund_photos" table
CREATE TABLE `refund_photos` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `member_id` integer NOT NULL, `key` text NOT NULL, `width` integer NOT NULL, `height` integer NOT NULL, `created_at` datetime NOT NULL);
-- Set sequence for "refund_photos" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("refund_photos", 257698037760);
-- Create index "refundphoto_member_id_key" to table: "refund_photos"
CREATE UNIQUE INDEX `refundphoto_member_id_key` ON `refund_photos` (`member_id`, `key`);
-- Create index "refundphoto_key" to table: "refund_photos"
CREATE INDEX `refundphoto_key` ON `refund_photos` (`key`);
