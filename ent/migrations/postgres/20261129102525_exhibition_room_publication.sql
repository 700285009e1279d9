-- Modify "exhibitions" table
ALTER TABLE "exhibitions" ADD COLUMN "publication" character varying NOT NULL DEFAULT 'published', ADD COLUMN "publish_at" timestamptz NULL, ADD COLUMN "draft" jsonb NULL;
-- Create index "exhibition_publication_publish_at" to table: "exhibitions"
CREATE INDEX "exhibition_publication_publish_at" ON "exhibitions" ("publication", "publish_at");
-- Modify "viewing_rooms" table
ALTER TABLE "viewing_rooms" ADD COLUMN "publication" character varying NOT NULL DEFAULT 'published', ADD COLUMN "publish_at" timestamptz NULL, ADD COLUMN "draft" jsonb NULL;
-- Create index "viewingroom_publication_publish_at" to table: "viewing_rooms"
CREATE INDEX "viewingroom_publication_publish_at" ON "viewing_rooms" ("publication", "publish_at");
