-- Modify "artworks" table
ALTER TABLE "artworks" ADD COLUMN "framed" boolean NULL, ADD COLUMN "signed" boolean NULL, ADD COLUMN "certificate" boolean NULL;
