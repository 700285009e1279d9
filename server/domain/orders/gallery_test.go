package orders_test

import (
	"strconv"
	"testing"

	"artmarket/ent/goods"
	"artmarket/ent/work"
	"artmarket/server/domain/orders"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
)

// A gallery's listing is every one of its managers' own work (the selling
// domain's ActsAsSeller): the listing manager and a second manager of the
// gallery are refused as buying their own work, on the checkout's quote and
// on create, and nothing is written; another gallery's manager and a plain
// member buy it.
func TestGalleryListingNotBoughtByItsManagers(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		ga := w.c.Gallery.Create().SetName("长街画廊").SetCity("上海").SaveX(w.ctx)
		gb := w.c.Gallery.Create().SetName("别家画廊").SetCity("北京").SaveX(w.ctx)
		manage := func(name string, g int) int {
			id := w.member(name)
			w.c.Member.UpdateOneID(id).SetRoles([]string{string(roles.GalleryManager) + ":" + strconv.Itoa(g)}).ExecX(w.ctx)
			return id
		}
		lister, colleague, stranger := manage("经手人", ga.ID), manage("同事", ga.ID), manage("别家", gb.ID)
		plain := w.member("买家")
		g := w.goodsOf(0, goods.KindDerivative, 50_000, 5, "", 0)
		aw := w.c.Goods.QueryArtwork(g).OnlyX(w.ctx)
		w.c.Work.Create().SetMemberID(lister).SetGalleryID(ga.ID).SetState(work.StateListed).SetTitle(aw.Title).
			SetPriceFen(50_000).SetShipping(work.ShippingFree).SetArtworkID(aw.ID).ExecX(w.ctx)

		for _, who := range []int{lister, colleague} {
			q, err := w.s.Quote(w.ctx, w.c, who, g.ID, 1)
			if err != nil || q.Unavailable == nil || q.Unavailable.Message != orders.MsgOwnWork || q.MaxQuantity != 0 {
				t.Errorf("manager %d's quote: %+v %v", who, q, err)
			}
			_, err = w.buy(who, w.address(who, "经理"), g, 1)
			refused(t, err, problem.Forbidden, orders.MsgOwnWork)
		}
		if n := w.c.Order.Query().CountX(w.ctx); n != 0 {
			t.Fatalf("refused orders wrote %d", n)
		}
		if st := w.goods(g).Stock; st != 5 {
			t.Fatalf("refused orders took stock: %d", st)
		}
		for _, who := range []int{stranger, plain} {
			if q, err := w.s.Quote(w.ctx, w.c, who, g.ID, 1); err != nil || q.Unavailable != nil {
				t.Errorf("buyer %d's quote: %+v %v", who, q, err)
			}
			if o := w.mustBuy(who, g, 1); o.SellerID == nil || *o.SellerID != lister {
				t.Errorf("the seller of record is not paid: %+v", o)
			}
		}
	})
}
