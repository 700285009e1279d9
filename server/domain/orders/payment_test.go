package orders_test

import (
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/ent/goods"
	"artmarket/ent/order"
	"artmarket/ent/orderevent"
	"artmarket/ent/paymentanomaly"
	"artmarket/ent/paymentattempt"
	"artmarket/ent/paymentrefund"
	"artmarket/ent/work"
	"artmarket/server/domain/ledger"
	"artmarket/server/domain/ledger/ledgertest"
	"artmarket/server/domain/orders"
	"artmarket/server/domain/problem"
	"artmarket/server/providers/wechatpay"
	"artmarket/server/providers/wechatpay/wechatpaytest"
)

// start starts a PC payment of o by its buyer.
func (w *world) start(o *ent.Order) *orders.PaymentStart {
	w.t.Helper()
	p, _, err := w.s.StartPayment(w.ctx, w.c, o.BuyerID, o.ID, orders.ChannelPC, "")
	if err != nil || p == nil {
		w.t.Fatalf("start payment: %v %v", p, err)
	}
	return p
}

// payAt pays attempt p at the provider and answers the transaction.
func (w *world) payAt(p *orders.PaymentStart) wechatpay.Transaction {
	w.t.Helper()
	tx, err := w.pay.Pay(p.OutTradeNo)
	if err != nil {
		w.t.Fatal(err)
	}
	return tx
}

func (w *world) events(o *ent.Order, a orders.Action) int {
	w.t.Helper()
	return w.c.OrderEvent.Query().Where(orderevent.OrderID(o.ID), orderevent.Action(string(a))).CountX(w.ctx)
}

// Each channel gets its trade type; JSAPI needs the official account's openid.
func TestStartPaymentChannels(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		o := w.mustBuy(buyer, w.original(seller), 1)
		pc, _, err := w.s.StartPayment(w.ctx, w.c, buyer, o.ID, orders.ChannelPC, "")
		if err != nil || pc.TradeType != wechatpay.TradeNative || !strings.HasPrefix(pc.CodeURL, "weixin://") || !pc.ExpiresAt.Equal(o.ExpiresAt) {
			t.Fatalf("pc: %+v %v", pc, err)
		}
		h5, _, err := w.s.StartPayment(w.ctx, w.c, buyer, o.ID, orders.ChannelH5, "203.0.113.9")
		if err != nil || h5.TradeType != wechatpay.TradeH5 || !strings.Contains(h5.H5URL, "redirect_url=http%3A%2F%2Fshop.test%2Fwechat-pay-callback") {
			t.Fatalf("h5: %+v %v", h5, err)
		}
		// Switching channel closed the earlier attempt at the provider first.
		calls := strings.Join(w.pay.Calls(), ",")
		if !strings.Contains(calls, "close "+pc.OutTradeNo+",prepay "+h5.OutTradeNo) {
			t.Fatalf("calls %s", calls)
		}
		_, _, err = w.s.StartPayment(w.ctx, w.c, buyer, o.ID, orders.ChannelWeChat, "")
		p := problem.As(err)
		if p == nil || p.Kind != problem.Forbidden || p.Field != orders.FieldOpenID {
			t.Fatalf("jsapi without openid: %v", err)
		}
		w.c.WeChatIdentity.Create().SetMemberID(buyer).SetAppID(wechatpaytest.AppID).SetOpenid("o-buyer").ExecX(w.ctx)
		js, _, err := w.s.StartPayment(w.ctx, w.c, buyer, o.ID, orders.ChannelWeChat, "")
		if err != nil || js.TradeType != wechatpay.TradeJSAPI || js.JSAPI == nil || !strings.HasPrefix(js.JSAPI.Package, "prepay_id=") {
			t.Fatalf("jsapi: %+v %v", js, err)
		}
		open := w.c.PaymentAttempt.Query().Where(paymentattempt.OrderID(o.ID), paymentattempt.StatusEQ(paymentattempt.StatusOPEN)).CountX(w.ctx)
		all := w.c.PaymentAttempt.Query().Where(paymentattempt.OrderID(o.ID)).CountX(w.ctx)
		if open != 1 || all != 3 {
			t.Fatalf("%d open of %d attempts", open, all)
		}
		// The provider down: a clear refusal, nothing written.
		w.pay.Down = true
		_, _, err = w.s.StartPayment(w.ctx, w.c, buyer, o.ID, orders.ChannelPC, "")
		refused(t, err, problem.Unavailable, orders.MsgPayUnavailable)
		// Past the window: expired.
		w.pay.Down = false
		w.clock.Advance(orders.DefaultPayWindow)
		_, _, err = w.s.StartPayment(w.ctx, w.c, buyer, o.ID, orders.ChannelPC, "")
		refused(t, err, problem.Conflict, orders.MsgExpired)
	})
}

// A notification applied ten times (at once) moves the order once; the sold
// original leaves the market and the seller's work is sold.
func TestNotificationAppliedOnce(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		g := w.original(seller)
		o := w.mustBuy(buyer, g, 1)
		tx := w.payAt(w.start(o))
		var wg sync.WaitGroup
		errs := make([]error, 10)
		for i := range errs {
			wg.Go(func() { errs[i] = w.s.Apply(w.ctx, wechatpaytest.Notification(tx)) })
		}
		wg.Wait()
		for _, err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		got := w.order(o)
		if got.State != order.StatePaid || got.TransactionID == nil || *got.TransactionID != tx.TransactionID || got.PaidAt == nil {
			t.Fatalf("order: %+v", got)
		}
		if n := w.events(o, orders.Pay); n != 1 {
			t.Fatalf("%d pay events", n)
		}
		aw := w.c.Artwork.Query().Where(artwork.HasGoodsWith(goods.ID(g.ID))).OnlyX(w.ctx)
		sub := w.c.Work.Query().Where(work.ArtworkID(aw.ID)).OnlyX(w.ctx)
		if aw.Status != artwork.StatusSold || sub.State != work.StateSold {
			t.Fatalf("work %s, submission %s", aw.Status, sub.State)
		}
		if n := w.c.PaymentAnomaly.Query().CountX(w.ctx); n != 0 {
			t.Fatalf("%d anomalies", n)
		}
		// The ledger holds the payment once: the seller's share less 5 %.
		w.owes(ledger.SellerPending, seller, 1_280_000-64_000)
		w.owes(ledger.PlatformCommission, 0, 64_000)
		if n := w.c.LedgerEntry.Query().CountX(w.ctx); n != 1 {
			t.Fatalf("%d ledger entries", n)
		}
	})
}

// A verified notification that does not fit (amount, appid, currency)
// changes no state, records an anomaly once, and is answered success.
func TestMismatchIsAnAnomaly(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		o := w.mustBuy(buyer, w.original(seller), 1)
		tx := w.payAt(w.start(o))
		bad := tx
		bad.TotalFen = 1
		for range 3 {
			if err := w.s.Apply(w.ctx, wechatpaytest.Notification(bad)); err != nil {
				t.Fatal(err)
			}
		}
		other := tx
		other.TransactionID, other.AppID = "42000999", "wx_other"
		if err := w.s.Apply(w.ctx, wechatpaytest.Notification(other)); err != nil {
			t.Fatal(err)
		}
		unknown := tx
		unknown.TransactionID, unknown.OutTradeNo = "42000998", "AM-nobody"
		if err := w.s.Apply(w.ctx, wechatpaytest.Notification(unknown)); err != nil {
			t.Fatal(err)
		}
		if got := w.order(o); got.State != order.StatePendingPayment || w.events(o, orders.Pay) != 0 {
			t.Fatalf("order moved: %s", got.State)
		}
		kinds := map[paymentanomaly.Kind]int{}
		for _, a := range w.c.PaymentAnomaly.Query().AllX(w.ctx) {
			kinds[a.Kind]++
		}
		if kinds[paymentanomaly.KindMISMATCH] != 2 || kinds[paymentanomaly.KindUNKNOWN_ORDER] != 1 {
			t.Fatalf("anomalies %v", kinds)
		}
		// The true notification still applies.
		if err := w.s.Apply(w.ctx, wechatpaytest.Notification(tx)); err != nil || w.order(o).State != order.StatePaid {
			t.Fatalf("true notification: %v", err)
		}
	})
}

// A payment of an order cancelled meanwhile is refunded and recorded; so is
// a second successful attempt of a paid order. Replays refund nothing more.
func TestLatePaymentsRefunded(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		o := w.mustBuy(buyer, w.original(seller), 1)
		first := w.start(o)
		second := w.start(o) // closes first at the provider
		// The payer pays the second; then the first is paid too (the fake
		// lets a closed attempt be paid only through a test's hand).
		tx2 := w.payAt(second)
		if err := w.s.Apply(w.ctx, wechatpaytest.Notification(tx2)); err != nil {
			t.Fatal(err)
		}
		_ = first
		// A third attempt cannot start on a paid order.
		_, _, err := w.s.StartPayment(w.ctx, w.c, buyer, o.ID, orders.ChannelPC, "")
		refused(t, err, problem.Conflict, "订单已支付，无需重复付款")

		// Double payment: a second attempt of another order, forced open and paid.
		o2 := w.mustBuy(buyer, w.goodsOf(seller, goods.KindPrint, 2_000, 5, work.ShippingFree, 0), 1)
		a := w.start(o2)
		b := w.start(o2)
		txb := w.payAt(b)
		if err := w.s.Apply(w.ctx, wechatpaytest.Notification(txb)); err != nil {
			t.Fatal(err)
		}
		// The earlier attempt, closed by us, was paid anyway (a race at the provider).
		w.c.PaymentAttempt.Update().Where(paymentattempt.OutTradeNo(a.OutTradeNo)).SetStatus(paymentattempt.StatusOPEN).ExecX(w.ctx)
		txa := forcePay(t, w, a.OutTradeNo)
		for range 3 {
			if err := w.s.Apply(w.ctx, wechatpaytest.Notification(txa)); err != nil {
				t.Fatal(err)
			}
		}
		if got := w.order(o2); got.State != order.StatePaid || *got.TransactionID != txb.TransactionID || w.events(o2, orders.Pay) != 1 {
			t.Fatalf("double payment moved the order: %+v", got)
		}
		if rs := w.c.PaymentRefund.Query().AllX(w.ctx); len(rs) != 1 || rs[0].TransactionID != txa.TransactionID || rs[0].RefundFen != 2_000 {
			t.Fatalf("refunds %v", rs)
		}
		if n := w.c.PaymentAnomaly.Query().Where(paymentanomaly.KindEQ(paymentanomaly.KindDOUBLE_PAYMENT)).CountX(w.ctx); n != 1 {
			t.Fatalf("%d double payment anomalies", n)
		}

		// Paid after cancel.
		o3 := w.mustBuy(buyer, w.original(seller), 1)
		c := w.start(o3)
		if _, err := w.s.Cancel(w.ctx, w.c, buyer, o3.ID); err != nil {
			t.Fatal(err)
		}
		txc := forcePay(t, w, c.OutTradeNo)
		if err := w.s.Apply(w.ctx, wechatpaytest.Notification(txc)); err != nil {
			t.Fatal(err)
		}
		if got := w.order(o3); got.State != order.StateCancelled {
			t.Fatalf("cancelled order moved: %s", got.State)
		}
		if n := w.c.PaymentAnomaly.Query().Where(paymentanomaly.KindEQ(paymentanomaly.KindPAID_AFTER_CANCEL)).CountX(w.ctx); n != 1 {
			t.Fatalf("%d paid-after-cancel anomalies", n)
		}
		if len(w.pay.Refunds()) != 2 {
			t.Fatalf("provider refunds %v", w.pay.Refunds())
		}
		// The ledger: the two paid orders' shares pending, the two payments
		// that cannot stand owed back to the buyer until WeChat Pay reports
		// them refunded (replayed reports move the money once).
		w.owes(ledger.SellerPending, seller, 1_280_000-64_000+2_000-100)
		w.owes(ledger.RefundDue, buyer, 2_000+1_280_000)
		for no, r := range w.pay.Refunds() {
			r.Status = wechatpay.RefundSuccess
			for range 3 {
				if err := w.s.Apply(w.ctx, wechatpay.Notification{EventType: "REFUND.SUCCESS", Refund: &r}); err != nil {
					t.Fatalf("refund %s: %v", no, err)
				}
			}
		}
		w.owes(ledger.RefundDue, buyer, 0)
		if n := w.c.LedgerEntry.Query().CountX(w.ctx); n != 6 {
			t.Fatalf("%d ledger entries", n)
		}
		if n := w.c.PaymentRefund.Query().Where(paymentrefund.StatusEQ(paymentrefund.StatusSUCCESS)).CountX(w.ctx); n != 2 {
			t.Fatalf("%d refunds succeeded", n)
		}
	})
}

// forcePay pays an attempt the fake closed (what a payer racing the close
// at the real provider can do).
func forcePay(t *testing.T, w *world, outTradeNo string) wechatpay.Transaction {
	t.Helper()
	tx, err := w.pay.ForcePay(outTradeNo)
	if err != nil {
		t.Fatal(err)
	}
	return tx
}

// The provider down while a notification is applied: an error (the
// provider retries), nothing changed.
func TestRefundProviderDownRetried(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		o := w.mustBuy(buyer, w.original(seller), 1)
		p := w.start(o)
		if _, err := w.s.Cancel(w.ctx, w.c, buyer, o.ID); err != nil {
			t.Fatal(err)
		}
		tx := forcePay(t, w, p.OutTradeNo)
		w.pay.Down = true
		if err := w.s.Apply(w.ctx, wechatpaytest.Notification(tx)); !errors.Is(err, wechatpay.ErrUnavailable) {
			t.Fatalf("apply with the provider down: %v", err)
		}
		if n := w.c.PaymentAnomaly.Query().CountX(w.ctx) + w.c.PaymentRefund.Query().CountX(w.ctx); n != 0 {
			t.Fatalf("%d rows written", n)
		}
		w.pay.Down = false
		if err := w.s.Apply(w.ctx, wechatpaytest.Notification(tx)); err != nil || w.c.PaymentRefund.Query().CountX(w.ctx) != 1 {
			t.Fatalf("retry: %v", err)
		}
		_ = time.Second
	})
}

// owes asserts what the platform owes on account a of member.
func (w *world) owes(a ledger.Account, member int, want int64) {
	w.t.Helper()
	ledgertest.Owes(w.t, w.ctx, w.c, a, member, want)
}
