package gqlserver_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"artmarket/ent/goods"
	"artmarket/ent/schema"
	"artmarket/server/platform/dbtest"
)

// The status follows the stock; an original is one piece.
func TestGoodsStockRules(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t))
	ctx := context.Background()
	c := f.db.Client
	w := c.Artwork.Query().FirstX(ctx)
	g := c.Goods.Create().SetArtwork(w).SetKind(goods.KindPrint).SetTitle("版画").SetPriceFen(68_000).SetStock(2).SaveX(ctx)
	if g.Status != goods.StatusOnSale {
		t.Fatalf("new goods: %s", g.Status)
	}
	g = g.Update().SetStock(0).SaveX(ctx)
	if g.Status != goods.StatusSoldOut {
		t.Fatalf("stock 0: %s", g.Status)
	}
	g = g.Update().SetStock(5).SaveX(ctx)
	if g.Status != goods.StatusOnSale {
		t.Fatalf("restocked: %s", g.Status)
	}
	g = g.Update().SetStatus(goods.StatusOffShelf).SetStock(0).SaveX(ctx)
	if g.Status != goods.StatusOffShelf {
		t.Fatalf("off the shelf with no stock: %s", g.Status)
	}
	_, err := c.Goods.Create().SetArtwork(w).SetKind(goods.KindOriginal).SetTitle("原作").SetPriceFen(1).SetStock(2).Save(ctx)
	if !errors.Is(err, schema.ErrOriginalStock) {
		t.Fatalf("an original with 2 pieces: %v", err)
	}
	o := c.Goods.Create().SetArtwork(w).SetKind(goods.KindOriginal).SetTitle("原作").SetPriceFen(1).SetStock(1).SaveX(ctx)
	if _, err := o.Update().SetStock(3).Save(ctx); !errors.Is(err, schema.ErrOriginalStock) {
		t.Fatalf("restocking an original: %v", err)
	}
}

// The shop list costs the same statements for 3 goods as for 20.
func TestGoodsListHasNoNPlusOne(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		f := newFixture(t, d)
		ctx := context.Background()
		c := f.db.Client
		for i, w := range c.Artwork.Query().Limit(20).AllX(ctx) {
			c.Goods.Create().SetArtwork(w).SetKind(goods.KindPrint).SetTitle(fmt.Sprintf("版画 %d", i)).
				SetPriceFen(int64(68_000 + i)).SetStock(3).ExecX(ctx)
		}
		q := `{ goods(first: %d, where: {status: ON_SALE, kind: PRINT}, orderBy: {field: PRICE, direction: ASC}) {
			totalCount edges { node { id number title priceFen stock kindLabel statusLabel editionSize
				artwork { number title artist { name } images { url(width: 480) srcset width height } } } } } }`
		small, n3 := f.do(t, fmt.Sprintf(q, 3))
		large, n20 := f.do(t, fmt.Sprintf(q, 20))
		if len(small.Errors)+len(large.Errors) > 0 {
			t.Fatalf("errors: %v %v", small.Errors, large.Errors)
		}
		if !strings.Contains(string(large.Data), `"totalCount":20`) || !strings.Contains(string(large.Data), `"kindLabel":"限量版画"`) {
			t.Fatalf("answer: %.300s", large.Data)
		}
		if n3 != n20 || n20 > 6 {
			t.Fatalf("statements: %d for 3 goods, %d for 20", n3, n20)
		}
	})
}

// Stock is set one piece of goods at a time: a bulk update cannot see kinds.
func TestGoodsBulkStockRefused(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t))
	ctx := context.Background()
	c := f.db.Client
	w := c.Artwork.Query().FirstX(ctx)
	c.Goods.Create().SetArtwork(w).SetKind(goods.KindOriginal).SetTitle("原作").SetPriceFen(1).SetStock(1).ExecX(ctx)
	if err := c.Goods.Update().Where(goods.KindEQ(goods.KindOriginal)).SetStock(5).Exec(ctx); !errors.Is(err, schema.ErrBulkStock) {
		t.Fatalf("bulk stock update: %v", err)
	}
	// Other bulk changes are fine.
	if err := c.Goods.Update().SetStatus(goods.StatusOffShelf).Exec(ctx); err != nil {
		t.Fatal(err)
	}
}

// A version of an agreement stored ahead of time is not readable before it
// takes effect, not even through node(id).
func TestAgreementFutureVersionHidden(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t))
	ctx := context.Background()
	c := f.db.Client
	now := time.Now().UTC()
	cur := c.Agreement.Create().SetKey("service").SetVersion(1).SetTitle("协议 1").SetBody("一").SetEffectiveAt(now.Add(-time.Hour)).SaveX(ctx)
	next := c.Agreement.Create().SetKey("service").SetVersion(2).SetTitle("协议 2").SetBody("二").SetEffectiveAt(now.Add(24 * time.Hour)).SaveX(ctx)
	res, _ := f.do(t, fmt.Sprintf(`{ agreement(key: "service") { version }
		cur: node(id: "%d") { ... on Agreement { version } }
		next: node(id: "%d") { ... on Agreement { version } } }`, cur.ID, next.ID))
	s := string(res.Data)
	if !strings.Contains(s, `"agreement":{"version":1}`) || !strings.Contains(s, `"cur":{"version":1}`) || !strings.Contains(s, `"next":null`) {
		t.Fatalf("answer: %s %v", s, res.Errors)
	}
}

// Articles cannot be probed through where-filters of artists or artworks: a
// subquery there would bypass the Article policy (scheduled articles).
func TestNoArticleFilterOnOtherTypes(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t))
	for _, q := range []string{
		`{ artists(first: 1, where: {hasArticlesWith: [{titleContains: "x"}]}) { totalCount } }`,
		`{ artworks(first: 1, where: {hasArticles: true}) { totalCount } }`,
	} {
		if res, _ := f.do(t, q); len(res.Errors) == 0 {
			t.Errorf("%s is accepted: %s", q, res.Data)
		}
	}
}
