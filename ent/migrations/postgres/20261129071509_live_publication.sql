-- Modify "art_lives" table
ALTER TABLE "art_lives" ADD COLUMN "publication" character varying NOT NULL DEFAULT 'published', ADD COLUMN "publish_at" timestamptz NULL, ADD COLUMN "ends_at" timestamptz NULL, ADD COLUMN "stream_url" character varying NULL, ADD COLUMN "replay_url" character varying NULL, ADD COLUMN "draft" jsonb NULL;
-- Create index "artlive_publication_publish_at" to table: "art_lives"
CREATE INDEX "artlive_publication_publish_at" ON "art_lives" ("publication", "publish_at");
