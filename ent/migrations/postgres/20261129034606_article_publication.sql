-- Modify "articles" table
ALTER TABLE "articles" ADD COLUMN "publication" character varying NOT NULL DEFAULT 'published', ADD COLUMN "draft" jsonb NULL, ADD COLUMN "publish_at" timestamptz NULL;
-- Create index "article_publication_publish_at" to table: "articles"
CREATE INDEX "article_publication_publish_at" ON "articles" ("publication", "publish_at");
