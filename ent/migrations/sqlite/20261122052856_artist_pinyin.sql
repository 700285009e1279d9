-- Add column "pinyin" to table: "artists"
ALTER TABLE `artists` ADD COLUMN `pinyin` text NOT NULL DEFAULT ('');
-- Add column "initial" to table: "artists"
ALTER TABLE `artists` ADD COLUMN `initial` text NOT NULL DEFAULT ('#');
-- Create index "artist_pinyin" to table: "artists"
CREATE INDEX `artist_pinyin` ON `artists` (`pinyin`);
-- Create index "artist_initial_pinyin" to table: "artists"
CREATE INDEX `artist_initial_pinyin` ON `artists` (`initial`, `pinyin`);
