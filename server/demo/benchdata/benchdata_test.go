package benchdata_test

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"artmarket/ent/artist"
	"artmarket/ent/artwork"
	"artmarket/ent/gallery"
	"artmarket/server/demo/benchdata"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
)

// Fill writes the totals asked for, with the keys the pinyin hook would
// have stored (saving a row's name again through ent changes nothing), and
// a second run does nothing.
func TestFillMatchesTheHookAndRunsOnce(t *testing.T) {
	d, ok := dbtest.Postgres(t)
	if !ok {
		t.Skip("TEST_DATABASE_URL not set: bulk fill is PostgreSQL's COPY")
	}
	ctx := context.Background()
	database, err := db.FromSQL(ctx, d.SQL, d.Dialect, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	c := database.Client
	o := benchdata.Options{Artworks: 600, Artists: 80, Galleries: 30, Images: []benchdata.Image{{Key: "ab/cdef", Width: 1200, Height: 900}}}
	res, err := benchdata.Fill(ctx, d.SQL, o)
	if err != nil {
		t.Fatal(err)
	}
	if res.Skipped || res.Artworks != 600 || res.Artists != 80 || res.Galleries != 30 || res.Images < 600 || res.Goods == 0 {
		t.Fatalf("first fill: %+v", res)
	}
	for name, n := range map[string]int{"artworks": c.Artwork.Query().CountX(ctx), "artists": c.Artist.Query().CountX(ctx), "galleries": c.Gallery.Query().CountX(ctx)} {
		if want := map[string]int{"artworks": 600, "artists": 80, "galleries": 30}[name]; n != want {
			t.Errorf("%s: %d rows, want %d", name, n, want)
		}
	}

	// What the hook stores when the name or title is saved through ent.
	for _, a := range c.Artist.Query().Limit(20).AllX(ctx) {
		b := c.Artist.UpdateOne(a).SetName(a.Name).SaveX(ctx)
		if a.Pinyin == "" || a.Pinyin != b.Pinyin || a.Initial != b.Initial || a.PinyinAbbr != b.PinyinAbbr {
			t.Errorf("artist %s: bulk keys %q %q %q, hook %q %q %q", a.Name, a.Pinyin, a.Initial, a.PinyinAbbr, b.Pinyin, b.Initial, b.PinyinAbbr)
		}
	}
	for _, g := range c.Gallery.Query().Limit(10).AllX(ctx) {
		h := c.Gallery.UpdateOne(g).SetName(g.Name).SaveX(ctx)
		if g.Pinyin == "" || g.Pinyin != h.Pinyin || g.Initial != h.Initial || g.PinyinAbbr != h.PinyinAbbr {
			t.Errorf("gallery %s: bulk keys %q %q %q, hook %q %q %q", g.Name, g.Pinyin, g.Initial, g.PinyinAbbr, h.Pinyin, h.Initial, h.PinyinAbbr)
		}
	}
	for _, w := range c.Artwork.Query().Limit(50).AllX(ctx) {
		v := c.Artwork.UpdateOne(w).SetTitle(w.Title).SaveX(ctx)
		if w.TitlePinyin == "" || w.TitlePinyin != v.TitlePinyin || w.TitleAbbr != v.TitleAbbr {
			t.Errorf("artwork %s: bulk keys %q %q, hook %q %q", w.Title, w.TitlePinyin, w.TitleAbbr, v.TitlePinyin, v.TitleAbbr)
		}
	}
	// Every work has an artist, pictures and the keys searched by; some a gallery.
	if n := c.Artwork.Query().Where(artwork.Not(artwork.HasImages())).CountX(ctx); n != 0 {
		t.Errorf("%d works without pictures", n)
	}
	if n := c.Artwork.Query().Where(artwork.HasGallery()).CountX(ctx); n == 0 {
		t.Error("no work is offered by a gallery")
	}
	if n := c.Artist.Query().Where(artist.HasGalleries()).CountX(ctx); n == 0 {
		t.Error("no artist is represented by a gallery")
	}
	if n := c.Gallery.Query().Where(gallery.PinyinAbbr("")).CountX(ctx); n != 0 {
		t.Errorf("%d galleries without an abbreviation", n)
	}

	again, err := benchdata.Fill(ctx, d.SQL, o)
	if err != nil {
		t.Fatal(err)
	}
	if !again.Skipped || c.Artwork.Query().CountX(ctx) != 600 {
		t.Fatalf("second fill wrote rows: %+v", again)
	}
}
