-- Modify "artists" table
ALTER TABLE "artists" ADD COLUMN "pinyin" character varying NOT NULL DEFAULT '', ADD COLUMN "initial" character varying NOT NULL DEFAULT '#';
-- Create index "artist_initial_pinyin" to table: "artists"
CREATE INDEX "artist_initial_pinyin" ON "artists" ("initial", "pinyin");
-- Create index "artist_pinyin" to table: "artists"
CREATE INDEX "artist_pinyin" ON "artists" ("pinyin");
