package orders_test

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/ent/goods"
	"artmarket/ent/order"
	"artmarket/ent/orderevent"
	"artmarket/ent/work"
	"artmarket/server/domain/orders"
	"artmarket/server/domain/problem"
)

// The whole table: every state × action lands where the issue says, every
// other pair is refused with a Chinese message.
func TestTransitionTable(t *testing.T) {
	P, D, S, C, X, R := orders.PendingPayment, orders.Paid, orders.Shipped, orders.Completed, orders.Cancelled, orders.Refunded
	want := map[orders.State]map[orders.Action]orders.State{
		orders.None: {orders.Create: P},
		P:           {orders.Pay: D, orders.Cancel: X, orders.Expire: X},
		D:           {orders.Ship: S, orders.Refund: R},
		S:           {orders.ConfirmReceipt: C, orders.AutoReceive: C, orders.Refund: R},
		C:           {orders.Refund: R},
		X:           {},
		R:           {},
	}
	for _, from := range append([]orders.State{orders.None}, orders.States...) {
		for _, a := range orders.Actions {
			to, ok := orders.Next(from, a)
			w, wok := want[from][a]
			if ok != wok || to != w {
				t.Errorf("%s + %s = %s, %v; want %s, %v", from, a, to, ok, w, wok)
			}
		}
	}
	who := map[orders.Action]orders.Actor{
		orders.Create: orders.Buyer, orders.Pay: orders.Buyer, orders.Cancel: orders.Buyer, orders.ConfirmReceipt: orders.Buyer,
		orders.Ship: orders.Seller, orders.Expire: orders.System, orders.AutoReceive: orders.System, orders.Refund: orders.System,
	}
	for a, actor := range who {
		if orders.ActorOf(a) != actor || orders.EventLabel(a) == "" || orders.ActionLabel(a) == "" {
			t.Errorf("%s: actor %s, labels %q %q", a, orders.ActorOf(a), orders.EventLabel(a), orders.ActionLabel(a))
		}
	}
	for _, s := range orders.States {
		if orders.StateName(s) == "" {
			t.Errorf("%s has no name", s)
		}
	}
	if got := orders.Allowed(P, orders.Buyer); fmt.Sprint(got) != "[PAY CANCEL]" {
		t.Errorf("buyer of an unpaid order: %v", got)
	}
	if got := orders.Allowed(D, orders.Buyer); len(got) != 0 {
		t.Errorf("buyer of a paid order: %v", got)
	}
	if got := orders.Allowed(D, orders.Seller); fmt.Sprint(got) != "[SHIP]" {
		t.Errorf("seller of a paid order: %v", got)
	}
}

// Every refused move through the domain is a Chinese refusal, and the order
// stays as it was.
func TestInvalidMovesRefused(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		o := w.mustBuy(buyer, w.original(seller), 1)
		_, err := w.s.Ship(w.ctx, w.c, seller, o.ID, "SF", "SF1234567890")
		refused(t, err, problem.Conflict, "订单当前状态为「待付款」，不能发货")
		_, err = w.s.ConfirmReceipt(w.ctx, w.c, buyer, o.ID)
		refused(t, err, problem.Conflict, "订单当前状态为「待付款」，不能确认收货")
		_, err = w.s.Ship(w.ctx, w.c, buyer, o.ID, "SF", "SF1234567890")
		refused(t, err, problem.Forbidden, orders.MsgNotSeller)
		_, err = w.s.Cancel(w.ctx, w.c, seller, o.ID)
		refused(t, err, problem.Forbidden, orders.MsgNotBuyer)
		if _, err := w.s.Cancel(w.ctx, w.c, buyer, o.ID); err != nil {
			t.Fatal(err)
		}
		_, err = w.s.Cancel(w.ctx, w.c, buyer, o.ID)
		refused(t, err, problem.Conflict, "订单已取消，不能取消")
		_, _, err = w.s.StartPayment(w.ctx, w.c, buyer, o.ID, orders.ChannelPC, "")
		refused(t, err, problem.Conflict, "订单已取消，不能付款")
		if n := w.c.OrderEvent.Query().Where(orderevent.OrderID(o.ID)).CountX(w.ctx); n != 2 {
			t.Errorf("%d events, want create and cancel", n)
		}
	})
}

// Creating snapshots the goods, the seller's terms and the address, and
// computes the amounts in fen; later edits change nothing.
func TestCreateSnapshotsAndPrices(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		g := w.goodsOf(seller, goods.KindPrint, 88_000, 10, work.ShippingFixed, 1_500)
		w.c.Goods.UpdateOne(g).SetEditionSize(99).ExecX(w.ctx)
		addr := w.address(buyer, "李四")
		o, err := w.s.Create(w.ctx, w.c, buyer, orders.Input{GoodsID: g.ID, Quantity: 3, AddressID: addr, Note: " 请用木箱 ", IdempotencyKey: key()})
		if err != nil {
			t.Fatal(err)
		}
		if o.UnitPriceFen != 88_000 || o.GoodsFen != 264_000 || o.ShippingFen != 1_500 || o.TotalFen != 265_500 ||
			o.Shipping != order.ShippingFixed || o.Quantity != 3 || o.Note != "请用木箱" {
			t.Errorf("amounts: %+v", o)
		}
		if o.Edition != "限量 99 版" || o.SellerName != "卖家" || !strings.HasPrefix(o.ArtistName, "画家") || o.PictureKey == "" ||
			o.Recipient != "李四" || o.RegionName != "广东省 深圳市 南山区" || o.State != order.StatePendingPayment {
			t.Errorf("snapshot: %+v", o)
		}
		if !o.ExpiresAt.Equal(w.clock.Now().Add(orders.DefaultPayWindow)) {
			t.Errorf("expires %v", o.ExpiresAt)
		}
		if got := w.goods(g); got.Stock != 7 || got.Status != goods.StatusOnSale {
			t.Errorf("goods after: stock %d %s", got.Stock, got.Status)
		}
		// Later edits of the goods and the address change nothing.
		w.c.Goods.UpdateOne(g).SetPriceFen(1).SetTitle("改名").ExecX(w.ctx)
		w.c.Address.UpdateOneID(addr).SetRecipient("王五").ExecX(w.ctx)
		if again := w.order(o); again.UnitPriceFen != 88_000 || again.Title != o.Title || again.Recipient != "李四" {
			t.Errorf("the order followed an edit: %+v", again)
		}
		// Collect: 0 paid with the order, 运费到付 in words.
		c := w.goodsOf(seller, goods.KindOriginal, 50_000, 1, work.ShippingCollect, 0)
		oc := w.mustBuy(buyer, c, 1)
		if oc.ShippingFen != 0 || oc.TotalFen != 50_000 || orders.ShippingLabel(oc.Shipping, oc.ShippingFen) != "运费到付" {
			t.Errorf("collect: %+v", oc)
		}
		// The platform's own goods: its name, free shipping, no seller.
		p := w.goodsOf(0, goods.KindDerivative, 9_900, 5, "", 0)
		op := w.mustBuy(buyer, p, 2)
		if op.SellerID != nil || op.SellerName != orders.MsgPlatformSeller || op.TotalFen != 19_800 || op.Shipping != order.ShippingFree {
			t.Errorf("platform goods: %+v", op)
		}
		// The reserved original's work shows 已预订.
		if st := w.c.Artwork.Query().Where(artwork.HasGoodsWith(goods.ID(c.ID))).OnlyX(w.ctx).Status; st != artwork.StatusReserved {
			t.Errorf("reserved original's work is %s", st)
		}
	})
}

// The refusals of create: own work, another member's address (the same
// answer as an unknown one), an original twice, a work taken down or sold
// meanwhile, bad input. None writes anything.
func TestCreateRefusals(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer, other := w.member("卖家"), w.member("买家"), w.member("路人")
		g := w.original(seller)
		mine := w.address(buyer, "张三")
		in := func(mod func(*orders.Input)) error {
			i := orders.Input{GoodsID: g.ID, Quantity: 1, AddressID: mine, IdempotencyKey: key()}
			mod(&i)
			_, err := w.s.Create(w.ctx, w.c, buyer, i)
			return err
		}
		_, err := w.s.Create(w.ctx, w.c, seller, orders.Input{GoodsID: g.ID, Quantity: 1, AddressID: w.address(seller, "卖家"), IdempotencyKey: key()})
		refused(t, err, problem.Forbidden, orders.MsgOwnWork)
		theirs := w.address(other, "路人")
		refused(t, in(func(i *orders.Input) { i.AddressID = theirs }), problem.NotFound, orders.MsgAddressNotFound)
		refused(t, in(func(i *orders.Input) { i.AddressID = theirs + 1000 }), problem.NotFound, orders.MsgAddressNotFound)
		refused(t, in(func(i *orders.Input) { i.Quantity = 2 }), problem.Invalid, orders.MsgOriginalOne)
		refused(t, in(func(i *orders.Input) { i.Quantity = 0 }), problem.Invalid, orders.MsgQuantity)
		refused(t, in(func(i *orders.Input) { i.Quantity = 1 << 40 }), problem.Invalid, orders.MsgQuantityMax)
		refused(t, in(func(i *orders.Input) { i.IdempotencyKey = "short" }), problem.Invalid, orders.MsgKeyFormat)
		refused(t, in(func(i *orders.Input) { i.Note = strings.Repeat("长", 201) }), problem.Invalid, orders.MsgNoteLength)
		refused(t, in(func(i *orders.Input) { i.Note = "a\x00b" }), problem.Invalid, orders.MsgNoteControl)
		refused(t, in(func(i *orders.Input) { i.GoodsID = g.ID + 1_000_000 }), problem.NotFound, orders.MsgGoodsNotFound)
		if n := w.c.Order.Query().CountX(w.ctx); n != 0 || w.goods(g).Stock != 1 {
			t.Fatalf("refusals wrote: %d orders, stock %d", n, w.goods(g).Stock)
		}
		// Taken down meanwhile.
		w.c.Goods.UpdateOne(g).SetStatus(goods.StatusOffShelf).ExecX(w.ctx)
		refused(t, in(func(*orders.Input) {}), problem.Conflict, orders.MsgOffShelf)
		w.c.Goods.UpdateOne(g).SetStatus(goods.StatusOnSale).ExecX(w.ctx)
		// Held meanwhile by another buyer's unpaid order: reserved (it may come back), not sold.
		w.mustBuy(other, g, 1)
		refused(t, in(func(*orders.Input) {}), problem.Conflict, orders.MsgReserved)
		// Paid for meanwhile: sold.
		w.c.Artwork.Update().Where(artwork.HasGoodsWith(goods.ID(g.ID))).SetStatus(artwork.StatusSold).ExecX(w.ctx)
		refused(t, in(func(*orders.Input) {}), problem.Conflict, orders.MsgSold)
		// A print short of stock says how many are left.
		p := w.goodsOf(seller, goods.KindPrint, 1000, 2, work.ShippingFree, 0)
		refused(t, in(func(i *orders.Input) { i.GoodsID, i.Quantity = p.ID, 3 }), problem.Conflict, "库存不足，最多还能购买 2 件")
	})
}

// A double submit (the same key and request, at once or later) gives one
// order; the same key with another request is refused.
func TestCreateIdempotent(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		g := w.goodsOf(seller, goods.KindPrint, 1000, 10, work.ShippingFree, 0)
		addr := w.address(buyer, "张三")
		in := orders.Input{GoodsID: g.ID, Quantity: 2, AddressID: addr, IdempotencyKey: key()}
		var wg sync.WaitGroup
		got := make([]*ent.Order, 5)
		errs := make([]error, 5)
		for i := range got {
			wg.Go(func() { got[i], errs[i] = w.s.Create(w.ctx, w.c, buyer, in) })
		}
		wg.Wait()
		for i := range got {
			if errs[i] != nil || got[i].ID != got[0].ID {
				t.Fatalf("submit %d: %v %v", i, got[i], errs[i])
			}
		}
		if n, st := w.c.Order.Query().CountX(w.ctx), w.goods(g).Stock; n != 1 || st != 8 {
			t.Fatalf("%d orders, stock %d; want 1 and 8", n, st)
		}
		again, err := w.s.Create(w.ctx, w.c, buyer, in)
		if err != nil || again.ID != got[0].ID {
			t.Fatalf("retry: %v %v", again, err)
		}
		in.Quantity = 3
		_, err = w.s.Create(w.ctx, w.c, buyer, in)
		refused(t, err, problem.Conflict, orders.MsgKeyReused)
		// Another buyer's key space is their own.
		other := w.member("另一个买家")
		in.AddressID, in.Quantity = w.address(other, "王五"), 2
		if o, err := w.s.Create(w.ctx, w.c, other, in); err != nil || o.ID == got[0].ID {
			t.Fatalf("another buyer's same key: %v %v", o, err)
		}
	})
}

// race has n buyers buy quantity 1 of g at once; it answers the orders made
// and the refusals' messages, failing on anything else.
func race(t *testing.T, w *world, g *ent.Goods, n int) (made int, refusals map[string]int) {
	buyers := make([]int, n)
	addrs := make([]int, n)
	for i := range buyers {
		buyers[i] = w.member("买家")
		addrs[i] = w.address(buyers[i], "张三")
	}
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { _, errs[i] = w.buy(buyers[i], addrs[i], g, 1) })
	}
	wg.Wait()
	refusals = map[string]int{}
	for _, err := range errs {
		switch p := problem.As(err); {
		case err == nil:
			made++
		case p != nil && p.Kind == problem.Conflict:
			refusals[p.Message]++
		default:
			t.Errorf("not a clear refusal: %v", err)
		}
	}
	return made, refusals
}

// 50 buyers of one original at once: exactly one order, 49 told another
// buyer's order holds it.
func TestOriginalSellsOnce(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		g := w.original(w.member("卖家"))
		made, refusals := race(t, w, g, 50)
		if made != 1 || refusals[orders.MsgReserved] != 49 {
			t.Fatalf("%d orders, refusals %v; want 1 and 49 × %s", made, refusals, orders.MsgReserved)
		}
		if got := w.goods(g); got.Stock != 0 || got.Status != goods.StatusSoldOut {
			t.Fatalf("goods: stock %d %s", got.Stock, got.Status)
		}
		if n := w.c.Order.Query().CountX(w.ctx); n != 1 {
			t.Fatalf("%d orders stored", n)
		}
	})
}

// 50 buyers of a print with 10 left: 10 orders, stock 0, sold out.
func TestPrintStockNeverBelowZero(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		g := w.goodsOf(w.member("卖家"), goods.KindPrint, 5_000, 10, work.ShippingFree, 0)
		made, refusals := race(t, w, g, 50)
		if made != 10 || refusals[orders.MsgSoldOut] != 40 {
			t.Fatalf("%d orders, refusals %v; want 10 and 40 × %s", made, refusals, orders.MsgSoldOut)
		}
		if got := w.goods(g); got.Stock != 0 || got.Status != goods.StatusSoldOut {
			t.Fatalf("goods: stock %d %s", got.Stock, got.Status)
		}
	})
}

// An order is visible to its buyer and seller only: anyone else gets the
// answer of an unknown id.
func TestVisibility(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer, other := w.member("卖家"), w.member("买家"), w.member("路人")
		o := w.mustBuy(buyer, w.original(seller), 1)
		for _, id := range []int{buyer, seller} {
			if got, err := orders.Visible(w.ctx, w.c, id, o.ID); err != nil || got.ID != o.ID {
				t.Errorf("member %d: %v", id, err)
			}
		}
		_, errOther := orders.Visible(w.ctx, w.c, other, o.ID)
		_, errUnknown := orders.Visible(w.ctx, w.c, other, o.ID+1000)
		refused(t, errOther, problem.NotFound, orders.MsgNotFound)
		refused(t, errUnknown, problem.NotFound, orders.MsgNotFound)
		_, err := w.s.Cancel(w.ctx, w.c, other, o.ID)
		refused(t, err, problem.NotFound, orders.MsgNotFound)
		_, _, err = w.s.StartPayment(w.ctx, w.c, other, o.ID, orders.ChannelPC, "")
		refused(t, err, problem.NotFound, orders.MsgNotFound)
	})
}
