-- Create "search_terms" table
CREATE TABLE `search_terms` (`id` integer NOT NULL PRIMARY KEY AUTOINCREMENT, `kind` text NOT NULL, `owner_id` integer NOT NULL, `term` text NOT NULL);
-- Set sequence for "search_terms" table
INSERT INTO sqlite_sequence (name, seq) VALUES ("search_terms", 137438953472);
-- Create index "searchterm_kind_term_owner_id" to table: "search_terms"
CREATE UNIQUE INDEX `searchterm_kind_term_owner_id` ON `search_terms` (`kind`, `term`, `owner_id`);
-- Create index "searchterm_kind_owner_id" to table: "search_terms"
CREATE INDEX `searchterm_kind_owner_id` ON `search_terms` (`kind`, `owner_id`);
