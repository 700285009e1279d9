-- Create index "artworkimage_artwork_images" to table: "artwork_images"
CREATE INDEX "artworkimage_artwork_images" ON "artwork_images" ("artwork_images");
