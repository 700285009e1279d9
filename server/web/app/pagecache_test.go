package app

import (
	"context"
	"testing"
)

func TestCatalogueWritesPurgeThePageCache(t *testing.T) {
	a := newTestApp(t)
	if a.Pages == nil {
		t.Fatal("the page cache is on by default")
	}
	ctx := context.Background()
	before := a.Pages.Purges()
	ar := a.DB.Client.Artist.Create().SetName("齐白石").SaveX(ctx)
	if got := a.Pages.Purges() - before; got != 1 {
		t.Fatalf("a new artist: %d purges", got)
	}
	// In a transaction: at the write, and again at the commit.
	tx, err := a.DB.Client.Tx(ctx)
	if err != nil {
		t.Fatal(err)
	}
	tx.Artist.UpdateOneID(ar.ID).SetName("白石老人").ExecX(ctx)
	mid := a.Pages.Purges()
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	if a.Pages.Purges() != mid+1 {
		t.Fatalf("the commit did not purge: %d then %d", mid, a.Pages.Purges())
	}
	// Reads purge nothing.
	n := a.Pages.Purges()
	a.DB.Client.Artist.Query().AllX(ctx)
	if a.Pages.Purges() != n {
		t.Fatal("a read purged the cache")
	}
}

func TestPrivatePages(t *testing.T) {
	for path, want := range map[string]bool{
		"/member/profile": true, "/member": true, "/wechat-pay-callback": true, "/ops/artworks": true,
		"/": false, "/artworks": false, "/members-of-the-press": false, "/login": false,
	} {
		if privatePage(path) != want {
			t.Errorf("privatePage(%q) = %v", path, !want)
		}
	}
}
