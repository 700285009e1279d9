package favorites_test

import (
	"context"
	"sync"
	"testing"

	"artmarket/server/domain/member/favorites"
	"artmarket/server/platform/dbtest"
)

// A request's Lookups answers every card from one read of the member's
// favourites, and the same as a statement per card would, including for
// another member and for a member with more favourites than it reads.
func TestLookupsReadOnceAndAnswerAsTheDatabase(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		ctx := context.Background()
		w := setup(t, d)
		for _, target := range []int{w.art.ID, w.artist.ID} {
			if _, err := set(ctx, w.c, w.ann.ID, target, true); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := set(ctx, w.c, w.bob.ID, w.gallery.ID, true); err != nil {
			t.Fatal(err)
		}
		want := map[int]map[int]bool{
			w.ann.ID: {w.art.ID: true, w.artist.ID: true, w.gallery.ID: false, w.ann.ID: false},
			w.bob.ID: {w.art.ID: false, w.artist.ID: false, w.gallery.ID: true},
		}
		check := func(t *testing.T, ctx context.Context, member int) {
			t.Helper()
			for target, fav := range want[member] {
				got, err := favorites.Has(ctx, w.c, member, target)
				if err != nil || got != fav {
					t.Fatalf("member %d, target %d: %v, %v; want %v", member, target, got, err, fav)
				}
			}
		}

		t.Run("one read for every card, the cards asked at once", func(t *testing.T) {
			lctx := favorites.WithLookups(ctx, favorites.NewLookups(w.c))
			before := w.sql.Count()
			var wg sync.WaitGroup
			for range 8 {
				wg.Go(func() { check(t, lctx, w.ann.ID) })
			}
			wg.Wait()
			if n := w.sql.Count() - before; n != 1 {
				t.Fatalf("%d statements for 32 answers, want 1", n)
			}
		})
		t.Run("another member in the same request asks the database", func(t *testing.T) {
			lctx := favorites.WithLookups(ctx, favorites.NewLookups(w.c))
			check(t, lctx, w.ann.ID)
			check(t, lctx, w.bob.ID)
		})
		t.Run("more favourites than it reads: asked one by one", func(t *testing.T) {
			lctx := favorites.WithLookups(ctx, favorites.NewLookupsCapped(w.c, 1))
			before := w.sql.Count()
			check(t, lctx, w.ann.ID)
			if n := w.sql.Count() - before; n != 4 { // the read, then one each for the artwork, the artist and the gallery
				t.Fatalf("%d statements", n)
			}
		})
		t.Run("without Lookups: one statement a card", func(t *testing.T) {
			before := w.sql.Count()
			check(t, ctx, w.ann.ID)
			if n := w.sql.Count() - before; n != 3 { // the member's own id is no target: no statement
				t.Fatalf("%d statements", n)
			}
		})
	})
}
