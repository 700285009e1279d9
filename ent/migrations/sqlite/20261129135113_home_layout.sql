-- Create "home_layouts" table
CREATE TABLE `home_layouts` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `created_at` datetime NOT NULL, `updated_at` datetime NOT NULL, `publication` text NOT NULL DEFAULT ('published'), `publish_at` datetime NULL, `slot` text NOT NULL, `sections` json NULL, `draft` json NULL);
-- Set sequence for "home_layouts" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("home_layouts", 283467841536);
-- Create index "home_layouts_slot_key" to table: "home_layouts"
CREATE UNIQUE INDEX `home_layouts_slot_key` ON `home_layouts` (`slot`);
-- Create index "homelayout_publication_publish_at" to table: "home_layouts"
CREATE INDEX `homelayout_publication_publish_at` ON `home_layouts` (`publication`, `publish_at`);
