-- Modify "goods" table
ALTER TABLE "goods" ADD COLUMN "publication" character varying NOT NULL DEFAULT 'published', ADD COLUMN "publish_at" timestamptz NULL, ADD COLUMN "draft" jsonb NULL;
-- Create index "goods_publication_publish_at" to table: "goods"
CREATE INDEX "goods_publication_publish_at" ON "goods" ("publication", "publish_at");
