package refunds_test

import (
	"fmt"
	"strings"
	"testing"

	"artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/ent/goods"
	"artmarket/ent/order"
	"artmarket/ent/orderevent"
	"artmarket/ent/work"
	"artmarket/server/domain/ledger"
	"artmarket/server/domain/member/deletion"
	"artmarket/server/domain/member/erasure"
	"artmarket/server/domain/member/funds"
	"artmarket/server/domain/orders"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/refunds"
	"artmarket/server/domain/selling"
	"artmarket/server/providers/wechatpay"
	"artmarket/server/providers/wechatpay/wechatpaytest"
)

// pieces is the goods of o, and its artwork and the seller's work.
func (w *world) pieces(o *ent.Order) (*ent.Goods, *ent.Artwork, *ent.Work) {
	w.t.Helper()
	g := w.c.Goods.GetX(w.ctx, o.GoodsID)
	aw := w.c.Artwork.GetX(w.ctx, o.ArtworkID)
	s, err := w.c.Work.Query().Where(work.ArtworkID(o.ArtworkID)).Only(w.ctx)
	if err != nil {
		w.t.Fatal(err)
	}
	return g, aw, s
}

// paidRefund is buyer's request of fen on o agreed by seller and reported
// paid by WeChat Pay (twice: a replay changes nothing).
func (w *world) paidRefund(seller, buyer int, o *ent.Order, fen int64) *ent.RefundRequest {
	w.t.Helper()
	r, err := w.s.Request(w.ctx, w.c, buyer, o.ID, refundOnly(fen))
	if err != nil {
		w.t.Fatal(err)
	}
	if r, err = w.s.Agree(w.ctx, w.c, seller, r.ID); err != nil {
		w.t.Fatal(err)
	}
	w.notify(r.OutRefundNo, wechatpay.RefundSuccess)
	w.notify(r.OutRefundNo, wechatpay.RefundSuccess)
	return r
}

// A full refund of an unshipped original closes the order as 已退款 (once,
// with its line in the timeline); the piece is back: the goods have their
// stock again, the public work is no longer sold but hidden, and the
// seller's work waits under 已下架 until the seller relists it (issue 23:
// only if the seller chooses to), then it is on sale.
func TestFullRefundClosesOrderAndReturnsThePiece(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		o := w.paid(seller, buyer, 50_000, 0)
		if _, aw, s := w.pieces(o); aw.Status != artwork.StatusSold || s.State != work.StateSold {
			t.Fatalf("before: artwork %s, work %s", aw.Status, s.State)
		}
		w.paidRefund(seller, buyer, o, 50_000)
		o = w.c.Order.GetX(w.ctx, o.ID)
		if o.State != order.StateRefunded || orders.StateName(orders.State(o.State)) != "已退款" {
			t.Fatalf("order state %s", o.State)
		}
		n, err := w.c.OrderEvent.Query().Where(orderevent.OrderID(o.ID), orderevent.Action(string(orders.Refund))).Count(w.ctx)
		if err != nil || n != 1 {
			t.Fatalf("%d REFUND events, %v", n, err)
		}
		g, aw, s := w.pieces(o)
		if g.Stock != 1 || g.Status != goods.StatusOffShelf || aw.Status != artwork.StatusAvailable || !aw.Hidden || s.State != work.StateTakenDown {
			t.Fatalf("after refund: goods %d %s, artwork %s hidden %v, work %s", g.Stock, g.Status, aw.Status, aw.Hidden, s.State)
		}
		// The order is closed: the seller cannot ship it, the buyer cannot ask again.
		_, err = w.o.Ship(w.ctx, w.c, seller, o.ID, "SF", "SF1234567890")
		refused(t, err, problem.Conflict, "订单已退款，不能发货")
		if _, err := selling.RelistWork(w.ctx, w.c, seller, s.ID); err != nil {
			t.Fatal(err)
		}
		g, aw, s = w.pieces(o)
		if g.Stock != 1 || g.Status != goods.StatusOnSale || aw.Status != artwork.StatusAvailable || aw.Hidden || s.State != work.StateListed {
			t.Fatalf("relisted: goods %d %s, artwork %s hidden %v, work %s", g.Stock, g.Status, aw.Status, aw.Hidden, s.State)
		}
	})
}

// A partial refund leaves the order as it was (the refunded amount shows
// beside it); the second refund that takes the rest closes it.
func TestPartialRefundKeepsTheOrder(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		o := w.paid(seller, buyer, 10_000, 0)
		w.paidRefund(seller, buyer, o, 4_000)
		o = w.c.Order.GetX(w.ctx, o.ID)
		left, err := w.s.Refundable(w.ctx, w.c, o)
		if o.State != order.StatePaid || err != nil || left != 6_000 {
			t.Fatalf("after a partial refund: %s, %d left, %v", o.State, left, err)
		}
		if _, aw, _ := w.pieces(o); aw.Status != artwork.StatusSold {
			t.Fatalf("artwork %s after a partial refund", aw.Status)
		}
		w.paidRefund(seller, buyer, o, 6_000)
		if o = w.c.Order.GetX(w.ctx, o.ID); o.State != order.StateRefunded {
			t.Fatalf("after the rest: %s", o.State)
		}
	})
}

// After shipping, a refund only in full closes the order but the piece is
// with the buyer: nothing goes back on sale. A return brings it back once
// the seller confirms the parcel.
func TestShippedRefundsAndReturns(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		o := w.paid(seller, buyer, 30_000, 0)
		if _, err := w.o.Ship(w.ctx, w.c, seller, o.ID, "SF", "SF1234567890"); err != nil {
			t.Fatal(err)
		}
		w.paidRefund(seller, buyer, o, 30_000)
		g, aw, s := w.pieces(w.c.Order.GetX(w.ctx, o.ID))
		if w.c.Order.GetX(w.ctx, o.ID).State != order.StateRefunded || g.Stock != 0 || aw.Status != artwork.StatusSold || s.State != work.StateSold {
			t.Fatalf("refund only after shipping: goods %d, artwork %s, work %s", g.Stock, aw.Status, s.State)
		}

		o = w.paid(seller, buyer, 30_000, 0)
		if _, err := w.o.Ship(w.ctx, w.c, seller, o.ID, "SF", "SF1234567891"); err != nil {
			t.Fatal(err)
		}
		in := refundOnly(30_000)
		in.Kind = refunds.ReturnAndRefund
		r, err := w.s.Request(w.ctx, w.c, buyer, o.ID, in)
		if err != nil {
			t.Fatal(err)
		}
		if r, err = w.s.Agree(w.ctx, w.c, seller, r.ID); err != nil {
			t.Fatal(err)
		}
		if r, err = w.s.ShipBack(w.ctx, w.c, buyer, r.ID, "SF", "SF9876543210"); err != nil {
			t.Fatal(err)
		}
		if _, aw, _ := w.pieces(o); aw.Status != artwork.StatusSold {
			t.Fatalf("artwork %s while the parcel travels", aw.Status)
		}
		if r, err = w.s.ConfirmReturn(w.ctx, w.c, seller, r.ID); err != nil {
			t.Fatal(err)
		}
		w.notify(r.OutRefundNo, wechatpay.RefundSuccess)
		g, aw, s = w.pieces(o)
		if w.c.Order.GetX(w.ctx, o.ID).State != order.StateRefunded || g.Stock != 1 || aw.Status != artwork.StatusAvailable || s.State != work.StateTakenDown {
			t.Fatalf("returned: goods %d, artwork %s, work %s", g.Stock, aw.Status, s.State)
		}
	})
}

// A print's stock goes back up by the refunded order's quantity with a
// delta: pieces another order holds meanwhile stay held.
func TestPrintRestockKeepsOtherHolds(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer, other := w.member("卖家"), w.member("买家"), w.member("别人")
		o := w.paidPrint(seller, buyer, 5, 2, 4_000) // 5 pieces, 2 bought
		held, err := w.o.Create(w.ctx, w.c, other, orders.Input{GoodsID: o.GoodsID, Quantity: 3, IdempotencyKey: fmt.Sprintf("key-%012d", seq.Add(1)),
			AddressID: w.c.Address.Create().SetMemberID(other).SetRecipient("李四").SetMobile("13800138001").
				SetProvince("44").SetCity("4403").SetDistrict("440305").SetDetail("科技园南区 1 栋 102").SaveX(w.ctx).ID})
		if err != nil || w.c.Goods.GetX(w.ctx, o.GoodsID).Status != goods.StatusSoldOut {
			t.Fatalf("hold: %v", err)
		}
		w.paidRefund(seller, buyer, w.c.Order.GetX(w.ctx, o.ID), 8_000)
		g := w.c.Goods.GetX(w.ctx, o.GoodsID)
		if g.Stock != 2 || g.Status != goods.StatusOnSale {
			t.Fatalf("after the refund: stock %d %s, want 2 on sale (3 held by order %d)", g.Stock, g.Status, held.ID)
		}
	})
}

// Account deletion is refused while money is owed, listing all that is
// open: a refund under way (for its buyer and its seller), the seller's
// pending balance, a pending withdrawal.
func TestErasureWaitsForTheMoney(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		del := erasure.Wire(&deletion.Service{Client: w.c}, nil)
		seller, buyer := w.member("卖家"), w.member("买家")
		o := w.paid(seller, buyer, 10_000, 0)
		if _, err := w.s.Request(w.ctx, w.c, buyer, o.ID, refundOnly(1_000)); err != nil {
			t.Fatal(err)
		}
		want := func(member int, msgs ...string) {
			t.Helper()
			got, err := del.OpenObligations(w.ctx, w.c, member)
			if err != nil || strings.Join(got, "|") != strings.Join(msgs, "|") {
				t.Fatalf("member %d: %q %v, want %q", member, got, err, msgs)
			}
		}
		pending := fmt.Sprintf(ledger.MsgBalance, "95.00", "0.00")
		want(buyer, orders.MsgOpenOrders, refunds.MsgOpenRefunds)
		want(seller, orders.MsgOpenOrders, refunds.MsgOpenRefunds, pending)

		// The seller's other sale settled: available money. Then a
		// withdrawal of it pending (its row as the withdrawals write it).
		o2 := w.paid(seller, w.member("买家二"), 20_000, 0)
		if _, err := ledger.Settle(w.ctx, w.c, o2, w.clock.Now()); err != nil {
			t.Fatal(err)
		}
		want(seller, orders.MsgOpenOrders, refunds.MsgOpenRefunds, fmt.Sprintf(ledger.MsgBalance, "95.00", "190.00"))
		w.c.Withdrawal.Create().SetMemberID(seller).SetAmountFen(1_000).SetAccountID(1).SetAccountLabel("支付宝 ***1").
			SetState(string(funds.WithdrawalPending)).SetCreatedAt(w.clock.Now()).SetUpdatedAt(w.clock.Now()).ExecX(w.ctx)
		want(seller, orders.MsgOpenOrders, refunds.MsgOpenRefunds, fmt.Sprintf(ledger.MsgBalance, "95.00", "190.00"), funds.MsgOpenWithdrawals)
		want(w.member("路人"))
	})
}

// paidPrint is buyer's paid order of qty of seller's print of stock pieces
// at priceFen each.
func (w *world) paidPrint(seller, buyer, stock, qty int, priceFen int64) *ent.Order {
	w.t.Helper()
	n := seq.Add(1)
	ar := w.c.Artist.Create().SetName(fmt.Sprintf("画家%d", n)).SaveX(w.ctx)
	aw := w.c.Artwork.Create().SetTitle(fmt.Sprintf("版画%d", n)).SetArtist(ar).SetMedium(artwork.MediumOil).
		SetWidthCm(60).SetHeightCm(80).SetPriceFen(priceFen).SaveX(w.ctx)
	g := w.c.Goods.Create().SetArtwork(aw).SetKind(goods.KindPrint).SetTitle(aw.Title).SetPriceFen(priceFen).SetStock(stock).SaveX(w.ctx)
	w.c.Work.Create().SetMemberID(seller).SetState(work.StateListed).SetTitle(aw.Title).SetPriceFen(priceFen).
		SetShipping(work.ShippingFree).SetArtworkID(aw.ID).ExecX(w.ctx)
	addr := w.c.Address.Create().SetMemberID(buyer).SetRecipient("张三").SetMobile("13800138000").
		SetProvince("44").SetCity("4403").SetDistrict("440305").SetDetail("科技园南区 1 栋 101").SaveX(w.ctx)
	o, err := w.o.Create(w.ctx, w.c, buyer, orders.Input{GoodsID: g.ID, Quantity: qty, AddressID: addr.ID, IdempotencyKey: fmt.Sprintf("key-%012d", n)})
	if err != nil {
		w.t.Fatal(err)
	}
	p, _, err := w.o.StartPayment(w.ctx, w.c, buyer, o.ID, orders.ChannelPC, "")
	if err != nil {
		w.t.Fatal(err)
	}
	tx, err := w.pay.Pay(p.OutTradeNo)
	if err != nil {
		w.t.Fatal(err)
	}
	if err := w.o.Apply(w.ctx, wechatpaytest.Notification(tx)); err != nil {
		w.t.Fatal(err)
	}
	return w.c.Order.GetX(w.ctx, o.ID)
}
