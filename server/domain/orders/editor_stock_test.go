package orders_test

import (
	"sync"
	"testing"
	"time"

	"artmarket/ent/goods"
	"artmarket/ent/schema/nodeid"
	"artmarket/ent/work"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/orders"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/publishing"
)

// Buyers' orders and an editor's stock changes of the platform's goods at
// once: every reservation and every delta counts (each is one conditional
// update of the stock; none overwrites another).
func TestOrdersAndEditorStockAtOnce(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		g := w.goodsOf(0, goods.KindDerivative, 4_800, 20, work.ShippingFree, 0)
		ed := w.c.Member.Create().SetUsername("editor_s").SetMobile("13600000001").SetRoles([]string{"editor"}).SaveX(w.ctx)
		const n = 6
		buyers, addrs := make([]int, n), make([]int, n)
		for i := range buyers {
			buyers[i] = w.member("买家")
			addrs[i] = w.address(buyers[i], "张三")
		}
		var wg sync.WaitGroup
		errs := make(chan error, 2*n)
		for i := 0; i < n; i++ {
			wg.Add(2)
			go func() {
				defer wg.Done()
				_, err := w.buy(buyers[i], addrs[i], g, 2)
				errs <- err
			}()
			go func() {
				defer wg.Done()
				_, err := publishing.AdjustGoodsStock(w.ctx, w.c, audit.Actor{ID: ed.ID}, g.ID, 3)
				errs <- err
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		if got := w.goods(g).Stock; got != 20-2*n+3*n {
			t.Errorf("stock %d, want %d", got, 20-2*n+3*n)
		}
	})
}

// Goods an editor has not published cannot be bought; withdrawn ones are off the shelf.
func TestUnpublishedGoodsCannotBeBought(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		ed := audit.Actor{ID: w.c.Member.Create().SetUsername("editor_u").SetMobile("13600000002").SetRoles([]string{"editor"}).SaveX(w.ctx).ID}
		aw := w.goodsOf(0, goods.KindDerivative, 4_800, 5, work.ShippingFree, 0).QueryArtwork().OnlyX(w.ctx)
		g, err := publishing.SaveGoods(w.ctx, w.c, ed, 0, publishing.GoodsInput{Kind: "DERIVATIVE", Title: "明信片", PriceFen: 4_800,
			ArtworkNumber: nodeid.Number(aw.ID), Stock: 5})
		if err != nil {
			t.Fatal(err)
		}
		buyer := w.member("买家")
		_, err = w.buy(buyer, w.address(buyer, "张三"), g, 1)
		refused(t, err, problem.NotFound, orders.MsgGoodsNotFound)
		now := time.Now().UTC()
		if _, err := publishing.ActOnGoods(w.ctx, w.c, ed, g.ID, publishing.Publish, time.Time{}, now); err != nil {
			t.Fatal(err)
		}
		if _, err := publishing.ActOnGoods(w.ctx, w.c, ed, g.ID, publishing.Unpublish, time.Time{}, now); err != nil {
			t.Fatal(err)
		}
		_, err = w.buy(buyer, w.address(buyer, "张三"), g, 1)
		refused(t, err, problem.Conflict, orders.MsgOffShelf)
		if w.goods(g).Stock != 5 {
			t.Error("a refused order took stock")
		}
	})
}
