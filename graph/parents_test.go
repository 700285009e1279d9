package graph

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"github.com/99designs/gqlgen/graphql"

	"artmarket/ent/artwork"
	"artmarket/ent/goods"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
)

// Goods or a picture read before their work was taken down lead to null,
// not to an error: the edge is nullable for it (ent/entc.go).
func TestHiddenParentIsNull(t *testing.T) {
	ctx := context.Background()
	d := dbtest.SQLite(t)
	database, err := db.FromSQL(ctx, d.SQL, d.Dialect, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	c := database.Client
	who := c.Artist.Create().SetName("林秋野").SaveX(ctx)
	a := c.Artwork.Create().SetTitle("作品").SetArtist(who).SetMedium(artwork.MediumOil).SetWidthCm(60).SetHeightCm(80).
		SetPriceFen(100_000).SaveX(ctx)
	g := c.Goods.Create().SetArtwork(a).SetKind(goods.KindOriginal).SetTitle("原作").SetPriceFen(100_000).SetStock(1).SaveX(ctx)
	img := c.ArtworkImage.Create().SetArtwork(a).SetKey("k").SetWidth(10).SetHeight(10).SaveX(ctx)
	c.Artwork.UpdateOne(a).SetHidden(true).ExecX(ctx)

	op := graphql.WithOperationContext(ctx, &graphql.OperationContext{})
	r := &Resolver{Client: c}
	if got, err := r.Goods().Artwork(op, g); got != nil || err != nil {
		t.Fatalf("goods of a hidden work: %v, %v", got, err)
	}
	if got, err := r.ArtworkImage().Artwork(op, img); got != nil || err != nil {
		t.Fatalf("picture of a hidden work: %v, %v", got, err)
	}
	c.Artwork.UpdateOne(a).SetHidden(false).ExecX(ctx)
	if got, err := r.Goods().Artwork(op, g); err != nil || got == nil || got.ID != a.ID {
		t.Fatalf("goods of a visible work: %v, %v", got, err)
	}
}
