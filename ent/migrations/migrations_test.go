package migrations_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	entsql "entgo.io/ent/dialect/sql"

	"artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/ent/migrate"
	"artmarket/ent/migrations"
	_ "artmarket/ent/runtime"
	"artmarket/server/platform/dbtest"
)

// The migrations bring an empty database exactly to the ent schema: when a
// schema change has no migration file yet, this fails and says what to run.
func TestMigrationsMatchSchema(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, db dbtest.DB) {
		ctx := context.Background()
		if _, err := migrations.Apply(ctx, db.SQL, db.Dialect, nil); err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		drv := entsql.OpenDB(db.Dialect, db.SQL)
		if err := migrate.NewSchema(drv).WriteTo(ctx, &buf); err != nil {
			t.Fatal(err)
		}
		var pending []string
		for _, l := range strings.Split(buf.String(), "\n") {
			l = strings.TrimSpace(l)
			if l == "" || strings.HasPrefix(l, "--") || l == "BEGIN;" || l == "COMMIT;" {
				continue
			}
			pending = append(pending, l)
		}
		if len(pending) > 0 {
			t.Fatalf("the migrations lag the ent schema; run `make migration NAME=...`. Missing:\n%s", strings.Join(pending, "\n"))
		}
	})
}

// Applying again changes nothing and keeps the rows.
func TestApplyIsIdempotentAndKeepsRows(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, db dbtest.DB) {
		ctx := context.Background()
		n, err := migrations.Apply(ctx, db.SQL, db.Dialect, nil)
		if err != nil || n == 0 {
			t.Fatalf("first apply: %d files, %v", n, err)
		}
		client := ent.NewClient(ent.Driver(entsql.OpenDB(db.Dialect, db.SQL)))
		a := client.Artist.Create().SetName("齐白石").SaveX(ctx)
		client.Artwork.Create().SetTitle("虾").SetArtist(a).SetMedium(artwork.MediumInk).
			SetWidthCm(34).SetHeightCm(100).SetPriceFen(3_000_000_000).SaveX(ctx)
		n, err = migrations.Apply(ctx, db.SQL, db.Dialect, nil)
		if err != nil || n != 0 {
			t.Fatalf("second apply: %d files, %v", n, err)
		}
		if c := client.Artwork.Query().CountX(ctx); c != 1 {
			t.Fatalf("rows after re-apply: %d", c)
		}
		got := client.Artwork.Query().OnlyX(ctx)
		if got.PriceFen != 3_000_000_000 {
			t.Fatalf("price survived as %d", got.PriceFen)
		}
		if got.ID>>32 != 2 || a.ID>>32 != 1 {
			t.Fatalf("ids outside their ranges: artist %d, artwork %d", a.ID, got.ID)
		}
	})
}
