-- Create index "artwork_status_price_fen" to table: "artworks"
CREATE INDEX "artwork_status_price_fen" ON "artworks" ("status", "price_fen");
