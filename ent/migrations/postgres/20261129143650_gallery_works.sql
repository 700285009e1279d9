-- Modify "artwork_submissions" table
ALTER TABLE "artwork_submissions" ADD COLUMN "gallery_id" bigint NULL, ADD CONSTRAINT "artwork_submissions_galleries_works" FOREIGN KEY ("gallery_id") REFERENCES "galleries" ("id") ON UPDATE NO ACTION ON DELETE RESTRICT;
-- Create index "work_gallery_id_state" to table: "artwork_submissions"
CREATE INDEX "work_gallery_id_state" ON "artwork_submissions" ("gallery_id", "state");
