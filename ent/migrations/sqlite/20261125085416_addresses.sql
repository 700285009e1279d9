-- Create "addresses" table
CREATE TABLE `addresses` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `recipient` text NOT NULL, `mobile` text NOT NULL, `province` text NOT NULL, `city` text NOT NULL, `district` text NOT NULL, `detail` text NOT NULL, `postcode` text NOT NULL DEFAULT (''), `is_default` bool NOT NULL DEFAULT (false), `member_id` integer NOT NULL, CONSTRAINT `addresses_members_addresses` FOREIGN KEY (`member_id`) REFERENCES `members` (`id`) ON DELETE CASCADE);
-- Set sequence for "addresses" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("addresses", 68719476736);
-- Create index "address_member_id" to table: "addresses"
CREATE INDEX `address_member_id` ON `addresses` (`member_id`);
