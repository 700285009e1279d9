-- Modify "galleries" table
ALTER TABLE "galleries" ADD COLUMN "publication" character varying NOT NULL DEFAULT 'published', ADD COLUMN "publish_at" timestamptz NULL, ADD COLUMN "cover_key" character varying NULL, ADD COLUMN "cover_width" bigint NULL, ADD COLUMN "cover_height" bigint NULL, ADD COLUMN "draft" jsonb NULL;
-- Create index "gallery_publication_publish_at" to table: "galleries"
CREATE INDEX "gallery_publication_publish_at" ON "galleries" ("publication", "publish_at");
