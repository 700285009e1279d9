package favorites_test

import (
	"context"
	"sync"
	"testing"

	"artmarket/ent/artwork"
	"artmarket/server/domain/member/favorites"
	"artmarket/server/platform/dbtest"
)

// A request's Lookups answers every card from one read per kind of the
// member's favourites, and the same as a statement per card would,
// including for another member and for a member with more favourites than
// it reads.
func TestLookupsReadOnceAndAnswerAsTheDatabase(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		ctx := context.Background()
		w := setup(t, d)
		art2 := w.c.Artwork.Create().SetTitle("春").SetMedium(artwork.MediumInk).SetWidthCm(50).SetHeightCm(40).
			SetPriceFen(100000).SetArtist(w.artist).SaveX(ctx)
		for _, target := range []int{w.art.ID, art2.ID, w.artist.ID} {
			if _, err := set(ctx, w.c, w.ann.ID, target, true); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := set(ctx, w.c, w.bob.ID, w.gallery.ID, true); err != nil {
			t.Fatal(err)
		}
		want := map[int]map[int]bool{
			w.ann.ID: {w.art.ID: true, art2.ID: true, w.artist.ID: true, w.gallery.ID: false, w.ann.ID: false},
			w.bob.ID: {w.art.ID: false, w.artist.ID: false, w.gallery.ID: true},
		}
		check := func(t *testing.T, ctx context.Context, member int) {
			t.Helper()
			for target, fav := range want[member] {
				got, err := favorites.Has(ctx, w.c, member, target)
				if err != nil || got != fav {
					t.Errorf("member %d, target %d: %v, %v; want %v", member, target, got, err, fav)
				}
			}
		}
		statements := func(t *testing.T, want int64, do func()) {
			t.Helper()
			before := w.sql.Count()
			do()
			if n := w.sql.Count() - before; n != want {
				t.Errorf("%d statements, want %d", n, want)
			}
		}

		t.Run("one read a kind for every card, the cards asked at once", func(t *testing.T) {
			lctx := favorites.WithLookups(ctx, favorites.NewLookups())
			statements(t, 3, func() {
				var wg sync.WaitGroup
				for range 8 {
					wg.Go(func() { check(t, lctx, w.ann.ID) })
				}
				wg.Wait()
			})
		})
		t.Run("another member in the same request asks the database", func(t *testing.T) {
			lctx := favorites.WithLookups(ctx, favorites.NewLookups())
			check(t, lctx, w.ann.ID)
			statements(t, 3, func() { check(t, lctx, w.bob.ID) })
		})
		t.Run("more favourites of a kind than it reads: that kind asked one by one", func(t *testing.T) {
			lctx := favorites.WithLookups(ctx, favorites.NewLookupsCapped(1))
			// Works: the read finds 2, then one statement each; the artist
			// and the gallery: one read each.
			statements(t, 1+2+1+1, func() { check(t, lctx, w.ann.ID) })
		})
		t.Run("a failed read is not kept", func(t *testing.T) {
			lctx := favorites.WithLookups(ctx, favorites.NewLookups())
			gone, cancel := context.WithCancel(lctx)
			cancel()
			if _, err := favorites.Has(gone, w.c, w.ann.ID, w.art.ID); err == nil {
				t.Fatal("a read on a cancelled context succeeded")
			}
			check(t, lctx, w.ann.ID)
		})
		t.Run("without Lookups: one statement a card", func(t *testing.T) {
			// The member's own id is no target: no statement.
			statements(t, 4, func() { check(t, ctx, w.ann.ID) })
		})
	})
}
