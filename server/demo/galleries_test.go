package demo

import (
	"context"
	"testing"

	"artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/ent/gallery"
	"artmarket/server/domain/media"
)

func TestSeedGalleries(t *testing.T) {
	ctx := context.Background()
	client := testClient(t, "gallerytest")
	store := media.NewDiskStore(t.TempDir())
	opts := Options{Artists: 24, Artworks: 60, ImagesPerArtwork: 2, Logger: quiet(), LongSide: 240, Now: testNow}
	res, err := Seed(ctx, client, store, opts)
	if err != nil {
		t.Fatal(err)
	}
	if res.Galleries != len(demoGalleries) {
		t.Fatalf("seeded %d galleries, want %d", res.Galleries, len(demoGalleries))
	}
	gs := client.Gallery.Query().WithArtists().WithArtworks(func(q *ent.ArtworkQuery) { q.WithArtist() }).WithCover().AllX(ctx)
	if len(gs) != len(demoGalleries) {
		t.Fatalf("%d galleries in the database", len(gs))
	}
	initials := map[string]string{}
	withCover, represented := 0, map[int]bool{}
	for _, g := range gs {
		initials[g.Name] = g.Initial
		if g.Pinyin == "" || g.City == "" || g.Description == "" || g.Phone == "" {
			t.Errorf("gallery %q lacks pinyin, city, description or phone: %+v", g.Name, g)
		}
		mine := map[int]bool{}
		for _, a := range g.Edges.Artists {
			mine[a.ID] = true
			represented[a.ID] = true
		}
		for _, w := range g.Edges.Artworks {
			if !mine[w.Edges.Artist.ID] {
				t.Errorf("%q offers 《%s》 by an artist it does not represent", g.Name, w.Title)
			}
			if w.Status == artwork.StatusNotForSale {
				t.Errorf("%q offers 《%s》, which is not for sale", g.Name, w.Title)
			}
		}
		if g.Edges.Cover != nil {
			withCover++
		}
		if g.Logo == "" || g.LogoWidth != logoSize || g.LogoHeight != logoSize {
			t.Errorf("gallery %q has no logo: %q %dx%d", g.Name, g.Logo, g.LogoWidth, g.LogoHeight)
		} else if ok, err := store.Exists(ctx, media.Name(g.Logo, logoSize)); err != nil || !ok {
			t.Errorf("the logo of %q is not in the store (%v)", g.Name, err)
		}
	}
	for name, want := range map[string]string{"山木画廊": "S", "Lumen Gallery": "L", "1301 艺术空间": "#", "鹭岛画廊": "L"} {
		if initials[name] != want {
			t.Errorf("%s is filed under %q, want %q", name, initials[name], want)
		}
	}
	if withCover == 0 {
		t.Error("no gallery got a cover picture")
	}
	if len(represented) < 20 {
		t.Errorf("only %d of 24 artists have a gallery", len(represented))
	}

	// Idempotent: a second run adds nothing.
	if n, err := SeedGalleries(ctx, client, store, quiet()); err != nil || n != 0 {
		t.Fatalf("second run: %d, %v", n, err)
	}
	if n := client.Gallery.Query().CountX(ctx); n != len(demoGalleries) {
		t.Fatalf("%d galleries after the second run", n)
	}
}

// A catalogue seeded before galleries existed gains them at the next start.
func TestSeedAddsGalleriesToAnOldCatalogue(t *testing.T) {
	ctx := context.Background()
	client := testClient(t, "gallerylate")
	store := media.NewDiskStore(t.TempDir())
	opts := Options{Artists: 6, Artworks: 12, ImagesPerArtwork: 1, Logger: quiet(), LongSide: 240, Now: testNow}
	if _, err := Seed(ctx, client, store, opts); err != nil {
		t.Fatal(err)
	}
	// Such a catalogue had no exhibitions or viewing rooms either.
	client.ViewingRoom.Delete().ExecX(ctx)
	client.Exhibition.Delete().ExecX(ctx)
	client.Gallery.Delete().ExecX(ctx)
	res, err := Seed(ctx, client, store, opts)
	if err != nil {
		t.Fatal(err)
	}
	if !res.Skipped || res.Galleries != len(demoGalleries) {
		t.Fatalf("result %+v", res)
	}
	if n := client.Gallery.Query().Where(gallery.HasArtists()).CountX(ctx); n == 0 {
		t.Fatal("no gallery represents anyone")
	}
}
