-- Search reads names, titles and pinyin keys with ILIKE '%…%' (Chinese and Latin
-- substrings, ent's ContainsFold on PostgreSQL), LIKE '%…%' (full pinyin) and
-- LIKE '…%' (abbreviations): trigram GIN indexes (pg_trgm, gin_trgm_ops on the
-- bare column, which is what ILIKE and LIKE match) serve all three.
--
-- pg_trgm ships with PostgreSQL (Debian: postgresql-contrib) and is a trusted
-- extension since PostgreSQL 13. Where it cannot be created (not installed, or
-- no right to create it) the migration notes it and leaves the indexes out:
-- search still answers, by reading the tables. Once the extension is there,
-- run this file's DO block by hand (or drop its row from schema_migrations).
-- The index names end in _trgm: ent/migrations/gen keeps them (ent's schema
-- cannot describe them, and a diff would otherwise drop them).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "artworks_title_trgm" ON "artworks" USING gin ("title" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "artworks_materials_trgm" ON "artworks" USING gin ("materials" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "artworks_title_pinyin_trgm" ON "artworks" USING gin ("title_pinyin" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "artworks_title_abbr_trgm" ON "artworks" USING gin ("title_abbr" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "artists_name_trgm" ON "artists" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "artists_name_en_trgm" ON "artists" USING gin ("name_en" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "artists_pinyin_trgm" ON "artists" USING gin ("pinyin" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "artists_pinyin_abbr_trgm" ON "artists" USING gin ("pinyin_abbr" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "galleries_name_trgm" ON "galleries" USING gin ("name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "galleries_name_en_trgm" ON "galleries" USING gin ("name_en" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "galleries_pinyin_trgm" ON "galleries" USING gin ("pinyin" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "galleries_pinyin_abbr_trgm" ON "galleries" USING gin ("pinyin_abbr" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "exhibitions_title_trgm" ON "exhibitions" USING gin ("title" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "exhibitions_subtitle_trgm" ON "exhibitions" USING gin ("subtitle" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "exhibitions_venue_trgm" ON "exhibitions" USING gin ("venue" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "exhibitions_title_pinyin_trgm" ON "exhibitions" USING gin ("title_pinyin" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "exhibitions_title_abbr_trgm" ON "exhibitions" USING gin ("title_abbr" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "viewing_rooms_title_trgm" ON "viewing_rooms" USING gin ("title" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "viewing_rooms_title_pinyin_trgm" ON "viewing_rooms" USING gin ("title_pinyin" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "viewing_rooms_title_abbr_trgm" ON "viewing_rooms" USING gin ("title_abbr" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "articles_title_trgm" ON "articles" USING gin ("title" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "articles_summary_trgm" ON "articles" USING gin ("summary" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "articles_author_trgm" ON "articles" USING gin ("author" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "articles_title_pinyin_trgm" ON "articles" USING gin ("title_pinyin" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "articles_title_abbr_trgm" ON "articles" USING gin ("title_abbr" gin_trgm_ops);
EXCEPTION WHEN undefined_file OR feature_not_supported OR insufficient_privilege OR undefined_object THEN
  RAISE WARNING 'pg_trgm is not available (%): search indexes not created', SQLERRM;
END
$$;
