-- Modify "artists" table
ALTER TABLE "artists" ADD COLUMN "publication" character varying NOT NULL DEFAULT 'published', ADD COLUMN "publish_at" timestamptz NULL, ADD COLUMN "draft" jsonb NULL;
-- Create index "artist_publication_publish_at" to table: "artists"
CREATE INDEX "artist_publication_publish_at" ON "artists" ("publication", "publish_at");
