-- Modify "artworks" table
ALTER TABLE "artworks" ADD COLUMN "view_count" bigint NOT NULL DEFAULT 0;
