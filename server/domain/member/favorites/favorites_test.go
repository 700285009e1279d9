package favorites_test

import (
	"context"
	"io"
	"log/slog"
	"sync"
	"testing"

	"artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/ent/favorite"
	"artmarket/server/domain/member/favorites"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
)

type world struct {
	c        *ent.Client
	sql      *db.Counter
	ann, bob *ent.Member
	art      *ent.Artwork
	artist   *ent.Artist
	gallery  *ent.Gallery
}

func setup(t *testing.T, d dbtest.DB) world {
	t.Helper()
	ctx := context.Background()
	database, err := db.FromSQL(ctx, d.SQL, d.Dialect, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	c := database.Client
	ar := c.Artist.Create().SetName("吴冠中").SaveX(ctx)
	return world{
		c:   c,
		sql: database.Counter,
		ann: c.Member.Create().SetUsername("ann").SaveX(ctx),
		bob: c.Member.Create().SetUsername("bob").SaveX(ctx),
		art: c.Artwork.Create().SetTitle("江南").SetMedium(artwork.MediumInk).SetWidthCm(50).SetHeightCm(40).
			SetPriceFen(100000).SetArtist(ar).SaveX(ctx),
		artist:  ar,
		gallery: c.Gallery.Create().SetName("画廊").SetCity("北京").SaveX(ctx),
	}
}

// set runs favorites.Set in its own transaction, as the mutation does.
func set(ctx context.Context, c *ent.Client, memberID, target int, on bool) (favorites.Result, error) {
	tx, err := c.Tx(ctx)
	if err != nil {
		return favorites.Result{}, err
	}
	res, err := favorites.Set(ctx, tx.Client(), memberID, target, on)
	if err != nil {
		_ = tx.Rollback()
		return res, err
	}
	return res, tx.Commit()
}

func TestToggleIsIdempotentAndCounts(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		ctx := context.Background()
		w := setup(t, d)
		for _, target := range []int{w.art.ID, w.artist.ID, w.gallery.ID} {
			for i := 0; i < 2; i++ {
				res, err := set(ctx, w.c, w.ann.ID, target, true)
				if err != nil || !res.On || res.Count != 1 {
					t.Fatalf("favourite %d (try %d): %+v %v", target, i, res, err)
				}
			}
			res, err := set(ctx, w.c, w.bob.ID, target, true)
			if err != nil || res.Count != 2 {
				t.Fatalf("second member: %+v %v", res, err)
			}
			for i := 0; i < 2; i++ {
				res, err := set(ctx, w.c, w.ann.ID, target, false)
				if err != nil || res.On || res.Count != 1 {
					t.Fatalf("unfavourite %d (try %d): %+v %v", target, i, res, err)
				}
			}
			if has, _ := favorites.Has(ctx, w.c, w.ann.ID, target); has {
				t.Fatal("ann still has it")
			}
			if has, _ := favorites.Has(ctx, w.c, w.bob.ID, target); !has {
				t.Fatal("bob lost his")
			}
		}
		if n := w.c.Favorite.Query().CountX(ctx); n != 3 {
			t.Fatalf("%d rows, want bob's 3", n)
		}
		if a := w.c.Artwork.GetX(ctx, w.art.ID); a.FavoriteCount != 1 {
			t.Fatalf("artwork count %d", a.FavoriteCount)
		}
		if n := favorites.List(w.c, w.bob.ID, favorites.Artist).CountX(ctx); n != 1 {
			t.Fatalf("bob follows %d artists", n)
		}
	})
}

func TestUnknownTarget(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		ctx := context.Background()
		w := setup(t, d)
		for _, id := range []int{0, -1, w.ann.ID, w.art.ID + 999, 1 << 62} {
			_, err := set(ctx, w.c, w.ann.ID, id, true)
			if p := problem.As(err); p == nil || p.Kind != problem.NotFound || p.Message != favorites.MsgNotFound {
				t.Fatalf("target %d: %v", id, err)
			}
		}
		if n := w.c.Favorite.Query().CountX(ctx); n != 0 {
			t.Fatalf("%d rows", n)
		}
	})
}

func TestConcurrentFavouritesKeepOneRowAndTheRightCount(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		ctx := context.Background()
		w := setup(t, d)
		var wg sync.WaitGroup
		errs := make(chan error, 16)
		for i := 0; i < 8; i++ {
			for _, m := range []*ent.Member{w.ann, w.bob} {
				wg.Add(1)
				go func(id int) {
					defer wg.Done()
					if _, err := set(ctx, w.c, id, w.art.ID, true); err != nil {
						errs <- err
					}
				}(m.ID)
			}
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
		if n := w.c.Favorite.Query().Where(favorite.ArtworkID(w.art.ID)).CountX(ctx); n != 2 {
			t.Fatalf("%d rows, want 2", n)
		}
		if a := w.c.Artwork.GetX(ctx, w.art.ID); a.FavoriteCount != 2 {
			t.Fatalf("count %d, want 2", a.FavoriteCount)
		}
	})
}

func TestUnavailableLabel(t *testing.T) {
	for s, want := range map[artwork.Status]string{artwork.StatusSold: "已售出", artwork.StatusNotForSale: "已下架", artwork.StatusAvailable: ""} {
		if got := favorites.UnavailableLabel(&ent.Artwork{Status: s}); got != want {
			t.Errorf("%s: %q", s, got)
		}
	}
}

// Among reads a member's favourites among a page's targets in one statement:
// their own only, of every kind, ignoring ids of other types.
func TestAmongIsOneReadOfTheMembersOwn(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		w := setup(t, d)
		ctx := context.Background()
		for _, id := range []int{w.art.ID, w.gallery.ID} {
			if _, err := set(ctx, w.c, w.ann.ID, id, true); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := set(ctx, w.c, w.bob.ID, w.artist.ID, true); err != nil {
			t.Fatal(err)
		}
		targets := []int{w.art.ID, w.artist.ID, w.gallery.ID, w.ann.ID}
		before := w.sql.Count()
		got, err := favorites.Among(ctx, w.c, w.ann.ID, targets)
		if err != nil {
			t.Fatal(err)
		}
		if n := w.sql.Count() - before; n != 1 {
			t.Fatalf("%d statements", n)
		}
		if len(got) != 2 || !got[w.art.ID] || !got[w.gallery.ID] {
			t.Fatalf("ann's: %v", got)
		}
		if got, _ := favorites.Among(ctx, w.c, w.bob.ID, targets); len(got) != 1 || !got[w.artist.ID] {
			t.Fatalf("bob's: %v", got)
		}
		if got, err := favorites.Among(ctx, w.c, w.bob.ID, []int{w.ann.ID}); err != nil || len(got) != 0 {
			t.Fatalf("no target: %v %v", got, err)
		}
	})
}
