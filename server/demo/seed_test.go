package demo

import (
	"context"
	"database/sql"
	"io"
	"log/slog"
	"os"
	"runtime"
	"strconv"
	"testing"
	"time"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"
	_ "modernc.org/sqlite"

	"artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/server/domain/media"
	"artmarket/server/platform/cputime"
)

func testClient(t *testing.T, name string) *ent.Client {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+name+"?mode=memory&cache=shared&_pragma=foreign_keys(1)")
	if err != nil {
		t.Fatal(err)
	}
	client := ent.NewClient(ent.Driver(entsql.OpenDB(dialect.SQLite, db)))
	t.Cleanup(func() { client.Close() })
	if err := client.Schema.Create(context.Background()); err != nil {
		t.Fatal(err)
	}
	return client
}

func quiet() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func TestSeedSmall(t *testing.T) {
	ctx := context.Background()
	client := testClient(t, "seedtest")
	store := media.NewDiskStore(t.TempDir())
	opts := Options{Artists: 5, Artworks: 20, ImagesPerArtwork: 1, Logger: quiet(), LongSide: 480, Now: testNow}
	res, err := Seed(ctx, client, store, opts)
	if err != nil {
		t.Fatal(err)
	}
	if res.Skipped || res.Artists != 5 || res.Artworks != 20 || res.Images != 20 || res.Painted != 20 {
		t.Fatalf("result %+v", res)
	}
	if n := client.Artist.Query().CountX(ctx); n != 5 {
		t.Fatalf("%d artists", n)
	}
	works := client.Artwork.Query().WithImages().WithArtist().AllX(ctx)
	if len(works) != 20 {
		t.Fatalf("%d artworks", len(works))
	}
	for _, w := range works {
		if w.PriceFen <= 0 || w.Edges.Artist == nil || w.Year == nil {
			t.Errorf("artwork %d: price %d artist %v", w.ID, w.PriceFen, w.Edges.Artist)
		}
		if len(w.Edges.Images) < 1 {
			t.Errorf("artwork %q has no image", w.Title)
			continue
		}
		for _, im := range w.Edges.Images {
			if im.Position == 0 && im.Alt == "" {
				t.Errorf("main image of %q has no alt text", w.Title)
			}
			for _, vw := range media.VariantWidths(im.Width) {
				if ok, err := store.Exists(ctx, media.Name(im.Key, vw)); err != nil || !ok {
					t.Errorf("image %s/%d of %q missing from the store (%v)", im.Key, vw, w.Title, err)
				}
			}
		}
	}
	// 64-bit money survives the database.
	if n := client.Artwork.Query().Where(artwork.PriceFenGT(2147483647)).CountX(ctx); n < 1 {
		t.Errorf("%d works above 2^31-1 fen after the round trip", n)
	}
	// Newest first is meaningful: creation times differ.
	newest := client.Artwork.Query().Order(ent.Desc(artwork.FieldCreatedAt)).FirstX(ctx)
	oldest := client.Artwork.Query().Order(ent.Asc(artwork.FieldCreatedAt)).FirstX(ctx)
	if !newest.CreatedAt.After(oldest.CreatedAt.Add(24 * time.Hour)) {
		t.Errorf("creation times not spread: %v .. %v", oldest.CreatedAt, newest.CreatedAt)
	}

	// A second seed does nothing.
	again, err := Seed(ctx, client, store, opts)
	if err != nil {
		t.Fatal(err)
	}
	if !again.Skipped || client.Artwork.Query().CountX(ctx) != 20 || client.ArtworkImage.Query().CountX(ctx) != 20 {
		t.Fatalf("second seed: %+v", again)
	}

	// A fresh database seeded into the same store: same catalogue, pictures
	// reused from the store instead of painted again.
	other := testClient(t, "seedtest2")
	res2, err := Seed(ctx, other, store, opts)
	if err != nil {
		t.Fatal(err)
	}
	if res2.Reused != 20 || res2.Painted != 0 {
		t.Errorf("reseed: %+v, want all 20 pictures reused", res2)
	}
	n1 := client.Artist.Query().Order(ent.Asc("id")).Select("name").StringsX(ctx)
	n2 := other.Artist.Query().Order(ent.Asc("id")).Select("name").StringsX(ctx)
	if len(n1) != 5 || len(n2) != 5 {
		t.Fatalf("names %v %v", n1, n2)
	}
	for i := range n1 {
		if n1[i] != n2[i] {
			t.Errorf("artist %d: %s then %s", i, n1[i], n2[i])
		}
	}
	k1 := client.ArtworkImage.Query().Order(ent.Asc("id")).Select("key").StringsX(ctx)
	k2 := other.ArtworkImage.Query().Order(ent.Asc("id")).Select("key").StringsX(ctx)
	for i := range k1 {
		if k1[i] != k2[i] {
			t.Errorf("image %d: key %s then %s", i, k1[i], k2[i])
		}
	}
}

func TestSeedSeveralPictures(t *testing.T) {
	ctx := context.Background()
	client := testClient(t, "seedtest3")
	store := media.NewDiskStore(t.TempDir())
	res, err := Seed(ctx, client, store, Options{Artists: 3, Artworks: 12, ImagesPerArtwork: 3, Logger: quiet(), LongSide: 400, Now: testNow})
	if err != nil {
		t.Fatal(err)
	}
	if res.Images <= 12 || res.Images > 36 {
		t.Fatalf("%d images for 12 works", res.Images)
	}
	for _, w := range client.Artwork.Query().WithImages().AllX(ctx) {
		pos := map[int]bool{}
		for _, im := range w.Edges.Images {
			pos[im.Position] = true
		}
		for i := range len(w.Edges.Images) {
			if !pos[i] {
				t.Errorf("%q: image positions %v", w.Title, pos)
			}
		}
	}
}

func TestSeedCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	client := testClient(t, "seedtest4")
	if _, err := Seed(ctx, client, media.NewDiskStore(t.TempDir()), Options{Artists: 2, Artworks: 4, Logger: quiet()}); err == nil {
		t.Fatal("seed with a cancelled context succeeded")
	}
	if n := client.Artist.Query().CountX(context.Background()); n != 0 {
		t.Fatalf("cancelled seed left %d artists", n)
	}
}

// TestFullSeed runs the whole default catalogue and reports the time:
//
//	DEMO_FULL_SEED=/tmp/media go test -run FullSeed -v ./server/demo
func TestFullSeed(t *testing.T) {
	dir := os.Getenv("DEMO_FULL_SEED")
	if dir == "" {
		t.Skip("DEMO_FULL_SEED not set")
	}
	ctx := context.Background()
	store := media.NewDiskStore(dir)
	for run := 1; run <= 2; run++ {
		client := testClient(t, "fullseed"+strconv.Itoa(run))
		cpu := cputime.Process()
		res, err := Seed(ctx, client, store, DefaultOptions())
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("run %d: %+v, CPU time %v on GOMAXPROCS=%d", run, res, (cputime.Process() - cpu).Round(time.Millisecond), runtime.GOMAXPROCS(0))
	}
}
