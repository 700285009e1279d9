-- Add column "framed" to table: "artworks"
ALTER TABLE `artworks` ADD COLUMN `framed` bool NULL;
-- Add column "signed" to table: "artworks"
ALTER TABLE `artworks` ADD COLUMN `signed` bool NULL;
-- Add column "certificate" to table: "artworks"
ALTER TABLE `artworks` ADD COLUMN `certificate` bool NULL;
