-- Modify "artwork_submissions" table
ALTER TABLE "artwork_submissions" ADD COLUMN "listed_form" text NOT NULL DEFAULT '';
