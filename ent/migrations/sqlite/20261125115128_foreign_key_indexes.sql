-- Create index "exhibition_gallery_exhibitions" to table: "exhibitions"
CREATE INDEX `exhibition_gallery_exhibitions` ON `exhibitions` (`gallery_exhibitions`);
-- Create index "goods_artwork_goods" to table: "goods"
CREATE INDEX `goods_artwork_goods` ON `goods` (`artwork_goods`);
-- Create index "viewingroom_gallery_viewing_rooms" to table: "viewing_rooms"
CREATE INDEX `viewingroom_gallery_viewing_rooms` ON `viewing_rooms` (`gallery_viewing_rooms`);
-- Create index "artwork_artist_artworks" to table: "artworks"
CREATE INDEX `artwork_artist_artworks` ON `artworks` (`artist_artworks`);
