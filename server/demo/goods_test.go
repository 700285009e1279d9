package demo

import (
	"context"
	"testing"

	"artmarket/ent/artwork"
	"artmarket/ent/goods"
	"artmarket/server/domain/media"
)

func TestSeedGoods(t *testing.T) {
	ctx := context.Background()
	client := testClient(t, "goodstest")
	opts := Options{Artists: 8, Artworks: 60, ImagesPerArtwork: 1, Logger: quiet(), LongSide: 200, Now: testNow}
	res, err := Seed(ctx, client, media.NewDiskStore(t.TempDir()), opts)
	if err != nil {
		t.Fatal(err)
	}
	if res.Goods == 0 {
		t.Fatal("no goods")
	}
	available := client.Artwork.Query().Where(artwork.StatusEQ(artwork.StatusAvailable)).CountX(ctx)
	originals := client.Goods.Query().Where(goods.KindEQ(goods.KindOriginal)).WithArtwork().AllX(ctx)
	if len(originals) != available {
		t.Fatalf("%d originals for %d works for sale", len(originals), available)
	}
	for _, g := range originals {
		if g.Stock != 1 || g.PriceFen != g.Edges.Artwork.PriceFen || g.Status != goods.StatusOnSale {
			t.Fatalf("original %q: stock %d, price %d (work %d), %s", g.Title, g.Stock, g.PriceFen, g.Edges.Artwork.PriceFen, g.Status)
		}
	}
	for _, k := range []goods.Kind{goods.KindPrint, goods.KindDerivative} {
		if client.Goods.Query().Where(goods.KindEQ(k)).CountX(ctx) == 0 {
			t.Errorf("no %s goods", k)
		}
	}
	// Stock 0 is sold out, from the hook.
	for _, g := range client.Goods.Query().Where(goods.Stock(0)).AllX(ctx) {
		if g.Status != goods.StatusSoldOut {
			t.Errorf("%q has no stock but is %s", g.Title, g.Status)
		}
	}
	if n, err := SeedGoods(ctx, client, quiet()); err != nil || n != 0 {
		t.Fatalf("second run: %d %v", n, err)
	}
}
