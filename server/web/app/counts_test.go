package app

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"artmarket/ent/artwork"
	"artmarket/server/domain/member/auth"
)

// A list's totalCount is kept between catalogue writes (db.CountCache) and
// is exact after each: a new work, a work taken down (hidden), a deleted
// one, a price filter's count, and a transaction's work once committed.
func TestListCountsFollowEveryWrite(t *testing.T) {
	a := newTestApp(t)
	ctx := context.Background()
	c := a.DB.Client
	ar := c.Artist.Create().SetName("齐白石").SaveX(ctx)
	work := func(price int64) *artworkRef {
		w := c.Artwork.Create().SetTitle("虾").SetArtist(ar).SetMedium(artwork.MediumInk).
			SetWidthCm(60).SetHeightCm(80).SetPriceFen(price).SaveX(ctx)
		return &artworkRef{id: w.ID}
	}
	works := []*artworkRef{work(100), work(200), work(300)}
	// A member's requests skip the cache of whole answers, so every one
	// reaches the resolvers and the count.
	m := c.Member.Create().SetUsername("collector").SaveX(ctx)
	token, err := a.Auth.Issue(ctx, c, m.ID, auth.Client{})
	if err != nil {
		t.Fatal(err)
	}
	counts := func(step string, all, cheap int) {
		t.Helper()
		for range 2 { // the second from the cache
			body, _ := gql(t, a.Handler, token, `{ all: artworks(first: 1) { totalCount }
				cheap: artworks(first: 1, where: {priceFenLTE: "250"}) { totalCount } }`, nil)
			want := fmt.Sprintf(`{"data":{"all":{"totalCount":%d},"cheap":{"totalCount":%d}}}`, all, cheap)
			if body != want {
				t.Fatalf("%s: %s, want %s", step, body, want)
			}
		}
	}
	hits := a.DB.Counts.Hits()
	counts("at first", 3, 2)
	if a.DB.Counts.Hits() == hits {
		t.Fatal("the second request counted again: nothing was kept")
	}
	works = append(works, work(50))
	counts("after a new work", 4, 3)
	c.Artwork.UpdateOneID(works[0].id).SetHidden(true).ExecX(ctx)
	counts("after a work was taken down", 3, 2)
	c.Artwork.DeleteOneID(works[3].id).ExecX(ctx)
	counts("after a work was deleted", 2, 1)
	c.Artwork.UpdateOneID(works[2].id).SetPriceFen(10).ExecX(ctx)
	counts("after a price change", 2, 2)

	tx, err := c.Tx(ctx)
	if err != nil {
		t.Fatal(err)
	}
	tx.Artwork.Create().SetTitle("虾").SetArtistID(ar.ID).SetMedium(artwork.MediumInk).
		SetWidthCm(60).SetHeightCm(80).SetPriceFen(20).ExecX(ctx)
	if n := tx.Artwork.Query().Where(artwork.Hidden(false)).CountX(ctx); n != 3 {
		t.Fatalf("inside the transaction: %d works, want 3", n)
	}
	counts("while a transaction writes", 2, 2)
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	counts("after the transaction committed", 3, 3)
}

type artworkRef struct{ id int }

// Only counts of catalogue tables, in query operations, are kept.
func TestCountCacheKeepsOnlyCatalogueCounts(t *testing.T) {
	a := newTestApp(t)
	for table := range a.DB.Counts.Tables {
		if strings.Contains(table, "member") || strings.Contains(table, "session") || strings.Contains(table, "submission") {
			t.Errorf("%s is a member's table: its writes purge nothing", table)
		}
	}
}
