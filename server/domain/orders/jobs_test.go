package orders_test

import (
	"log/slog"
	"sync"
	"testing"
	"time"

	"artmarket/ent/artwork"
	"artmarket/ent/goods"
	"artmarket/ent/order"
	"artmarket/ent/outboxmessage"
	"artmarket/ent/paymentanomaly"
	"artmarket/ent/paymentattempt"
	"artmarket/ent/schema/nodeid"
	"artmarket/ent/work"
	"artmarket/server/domain/orders"
	"artmarket/server/providers/outbox"
	"artmarket/server/providers/wechatpay/wechatpaytest"
)

// The auto-cancel closes the payment at the provider first, and only then
// releases the stock (the original is for sale again) and cancels.
func TestExpireClosesFirst(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		g := w.original(seller)
		o := w.mustBuy(buyer, g, 1)
		p := w.start(o)
		closedWithStock := -1
		w.pay.OnClose = func(string) { closedWithStock = w.goods(g).Stock }
		w.clock.Advance(orders.DefaultPayWindow - time.Second)
		if r, err := w.s.RunOnce(w.ctx); err != nil || r.Expired != 0 {
			t.Fatalf("before the window: %+v %v", r, err)
		}
		w.clock.Advance(time.Second)
		r, err := w.s.RunOnce(w.ctx)
		if err != nil || r.Expired != 1 {
			t.Fatalf("at the window: %+v %v", r, err)
		}
		if closedWithStock != 0 {
			t.Fatalf("the provider was asked to close with stock %d (want 0: before the release)", closedWithStock)
		}
		got := w.order(o)
		if got.State != order.StateCancelled || got.CancelReason != orders.MsgCancelExpired || w.events(o, orders.Expire) != 1 {
			t.Fatalf("order %+v", got)
		}
		if gg := w.goods(g); gg.Stock != 1 || gg.Status != goods.StatusOnSale {
			t.Fatalf("goods %d %s", gg.Stock, gg.Status)
		}
		if st := w.c.Artwork.Query().Where(artwork.HasGoodsWith(goods.ID(g.ID))).OnlyX(w.ctx).Status; st != artwork.StatusAvailable {
			t.Fatalf("work %s", st)
		}
		if a := w.c.PaymentAttempt.Query().Where(paymentattempt.OutTradeNo(p.OutTradeNo)).OnlyX(w.ctx); a.Status != paymentattempt.StatusCLOSED {
			t.Fatalf("attempt %s", a.Status)
		}
		// Paid late anyway: refunded.
		tx := forcePay(t, w, p.OutTradeNo)
		if err := w.s.Apply(w.ctx, wechatpaytest.Notification(tx)); err != nil {
			t.Fatal(err)
		}
		if n := w.c.PaymentAnomaly.Query().Where(paymentanomaly.KindEQ(paymentanomaly.KindPAID_AFTER_CANCEL)).CountX(w.ctx); n != 1 || len(w.pay.Refunds()) != 1 {
			t.Fatalf("late payment: %d anomalies, refunds %v", n, w.pay.Refunds())
		}
	})
}

// The sandbox's control cancels one unpaid order as the job would at the
// end of its hold (closed at the provider first, the stock released, the
// event at the hold's end), without moving the service's clock and without
// touching any other unpaid order; a paid or unknown number is left alone.
func TestExpireAtHoldEnd(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		g := w.original(seller)
		o := w.mustBuy(buyer, g, 1)
		other := w.mustBuy(w.member("另一位买家"), w.original(seller), 1)
		p := w.start(o)
		closedWithStock := -1
		w.pay.OnClose = func(string) { closedWithStock = w.goods(g).Stock }
		before := w.clock.Now()
		ok, err := w.s.ExpireAtHoldEnd(w.ctx, nodeid.Number(o.ID))
		if err != nil || !ok {
			t.Fatalf("expire: %v %v", ok, err)
		}
		got := w.order(o)
		if got.State != order.StateCancelled || got.CancelReason != orders.MsgCancelExpired || w.events(o, orders.Expire) != 1 {
			t.Fatalf("order %+v", got)
		}
		if closedWithStock != 0 || w.c.PaymentAttempt.Query().Where(paymentattempt.OutTradeNo(p.OutTradeNo)).OnlyX(w.ctx).Status != paymentattempt.StatusCLOSED {
			t.Fatalf("closed at the provider with stock %d (want 0: before the release)", closedWithStock)
		}
		if gg := w.goods(g); gg.Stock != 1 || gg.Status != goods.StatusOnSale {
			t.Fatalf("goods %d %s", gg.Stock, gg.Status)
		}
		if got.CancelledAt == nil || !got.CancelledAt.Equal(o.ExpiresAt) || !w.clock.Now().Equal(before) || got.LeaseUntil != nil {
			t.Fatalf("cancelled at %v (hold ends %v), clock %v → %v, lease %v", got.CancelledAt, o.ExpiresAt, before, w.clock.Now(), got.LeaseUntil)
		}
		if w.order(other).State != order.StatePendingPayment {
			t.Fatal("another unpaid order was cancelled")
		}
		for _, n := range []int{nodeid.Number(o.ID), 999999, -1} {
			if ok, err := w.s.ExpireAtHoldEnd(w.ctx, n); ok || err != nil {
				t.Fatalf("number %d again: %v %v", n, ok, err)
			}
		}
		if w.events(o, orders.Expire) != 1 {
			t.Fatal("expired twice")
		}
	})
}

// The provider refusing the close because it was paid: the payment is
// applied, the order paid, not cancelled.
func TestExpireFindsPayment(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		o := w.mustBuy(buyer, w.original(seller), 1)
		w.payAt(w.start(o)) // the notification is lost
		w.clock.Advance(orders.DefaultPayWindow)
		w.s.ReconcileAfter = time.Hour // the reconciliation has not come yet
		if _, err := w.s.RunOnce(w.ctx); err != nil {
			t.Fatal(err)
		}
		if got := w.order(o); got.State != order.StatePaid || w.events(o, orders.Expire) != 0 {
			t.Fatalf("order %s", got.State)
		}
	})
}

// The reconciliation finds a payment whose notification was lost.
func TestReconcileAppliesLostPayment(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		o := w.mustBuy(buyer, w.original(seller), 1)
		w.payAt(w.start(o))
		if r, _ := w.s.RunOnce(w.ctx); r.Reconciled != 0 || w.order(o).State != order.StatePendingPayment {
			t.Fatalf("reconciled before ReconcileAfter: %+v", r)
		}
		w.clock.Advance(orders.DefaultReconcileAfter)
		r, err := w.s.RunOnce(w.ctx)
		if err != nil || r.Reconciled != 1 || w.order(o).State != order.StatePaid || w.events(o, orders.Pay) != 1 {
			t.Fatalf("%+v %v: %s", r, err, w.order(o).State)
		}
		// An unpaid attempt past its end stops being asked about.
		o2 := w.mustBuy(buyer, w.original(seller), 1)
		w.start(o2)
		w.clock.Advance(orders.DefaultPayWindow + time.Minute)
		if _, err := w.s.RunOnce(w.ctx); err != nil {
			t.Fatal(err)
		}
		if n := w.c.PaymentAttempt.Query().Where(paymentattempt.StatusEQ(paymentattempt.StatusOPEN)).CountX(w.ctx); n != 0 {
			t.Fatalf("%d attempts still open", n)
		}
	})
}

// Receipt is confirmed automatically ReceiveWindow after shipping.
func TestAutoReceive(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		o := w.mustBuy(buyer, w.original(seller), 1)
		if err := w.s.Apply(w.ctx, wechatpaytest.Notification(w.payAt(w.start(o)))); err != nil {
			t.Fatal(err)
		}
		if _, err := w.s.Ship(w.ctx, w.c, seller, o.ID, "SF", "sf1234567890"); err != nil {
			t.Fatal(err)
		}
		got := w.order(o)
		if got.State != order.StateShipped || got.TrackingNumber != "SF1234567890" || !w.s.AutoReceiveAt(got).Equal(w.clock.Now().Add(orders.DefaultReceiveWindow)) {
			t.Fatalf("shipped: %+v", got)
		}
		w.clock.Advance(orders.DefaultReceiveWindow - time.Minute)
		if r, _ := w.s.RunOnce(w.ctx); r.Received != 0 {
			t.Fatalf("received early")
		}
		w.clock.Advance(time.Minute)
		if r, err := w.s.RunOnce(w.ctx); err != nil || r.Received != 1 {
			t.Fatalf("%+v %v", r, err)
		}
		got = w.order(o)
		if got.State != order.StateCompleted || got.CompletedAt == nil || w.events(o, orders.AutoReceive) != 1 {
			t.Fatalf("completed: %+v", got)
		}
		// The buyer's own confirmation of another.
		o2 := w.mustBuy(buyer, w.goodsOf(seller, goods.KindPrint, 100, 3, work.ShippingFree, 0), 1)
		if err := w.s.Apply(w.ctx, wechatpaytest.Notification(w.payAt(w.start(o2)))); err != nil {
			t.Fatal(err)
		}
		if _, err := w.s.Ship(w.ctx, w.c, seller, o2.ID, "EMS", "EA123456789CN"); err != nil {
			t.Fatal(err)
		}
		if got, err := w.s.ConfirmReceipt(w.ctx, w.c, buyer, o2.ID); err != nil || got.State != order.StateCompleted {
			t.Fatalf("confirm: %v", err)
		}
	})
}

// Two job runners (two servers) at once handle each due order once.
func TestTwoRunnersHandleEachOnce(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller := w.member("卖家")
		var all []int
		for range 6 {
			buyer := w.member("买家")
			o := w.mustBuy(buyer, w.original(seller), 1)
			w.start(o)
			all = append(all, o.ID)
		}
		w.clock.Advance(orders.DefaultPayWindow)
		other := *w.s
		var wg sync.WaitGroup
		reports := make([]orders.Report, 4)
		for i := range reports {
			s := w.s
			if i%2 == 1 {
				s = &other
			}
			wg.Go(func() {
				r, err := s.RunOnce(w.ctx)
				if err != nil {
					t.Error(err)
				}
				reports[i] = r
			})
		}
		wg.Wait()
		total := 0
		for _, r := range reports {
			total += r.Expired
		}
		if total != len(all) {
			t.Fatalf("%d cancellations for %d orders: %+v", total, len(all), reports)
		}
		for _, id := range all {
			if n := w.events(w.c.Order.GetX(w.ctx, id), orders.Expire); n != 1 {
				t.Fatalf("order %d cancelled %d times", id, n)
			}
		}
	})
}

// The buyer is reminded of a coming auto-cancel once; the seller is told of
// the payment and the buyer of the shipment, by SMS as the settings say.
func TestNotifications(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		box := &outbox.Sandbox{Client: w.c, Log: slog.New(slog.DiscardHandler), Now: w.clock.Now}
		w.s.Notifier = &orders.Outbox{SMS: box, Email: box}
		seller, buyer := w.member("卖家"), w.member("买家")
		mobile := func(id int) string { return *w.c.Member.GetX(w.ctx, id).Mobile }
		count := func(id int, purpose string) int {
			return w.c.OutboxMessage.Query().Where(outboxmessage.To(mobile(id)), outboxmessage.Purpose(purpose)).CountX(w.ctx)
		}
		o := w.mustBuy(buyer, w.original(seller), 1)
		w.clock.Advance(orders.DefaultPayWindow - orders.DefaultRemindBefore)
		for range 2 {
			if _, err := w.s.RunOnce(w.ctx); err != nil {
				t.Fatal(err)
			}
		}
		if n := count(buyer, "order_cancel_soon"); n != 1 {
			t.Fatalf("%d reminders", n)
		}
		if err := w.s.Apply(w.ctx, wechatpaytest.Notification(w.payAt(w.start(o)))); err != nil {
			t.Fatal(err)
		}
		if count(seller, "order_paid") != 1 || count(buyer, "order_paid") != 1 {
			t.Fatalf("paid: seller %d, buyer %d", count(seller, "order_paid"), count(buyer, "order_paid"))
		}
		// The buyer turned SMS off for orders: told nothing more by SMS.
		w.c.Member.UpdateOneID(buyer).SetSettings(map[string]any{"notify.orders.sms": false}).ExecX(w.ctx)
		if _, err := w.s.Ship(w.ctx, w.c, seller, o.ID, "SF", "SF1234567890"); err != nil {
			t.Fatal(err)
		}
		if n := count(buyer, "order_shipped"); n != 0 {
			t.Fatalf("%d shipped messages against the settings", n)
		}
	})
}

// An account with an order under way (as buyer or seller) is kept from
// deletion until the order is completed or cancelled.
func TestOpenOrdersKeepTheAccount(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer, other := w.member("卖家"), w.member("买家"), w.member("路人")
		o := w.mustBuy(buyer, w.original(seller), 1)
		for _, id := range []int{buyer, seller} {
			if got, err := orders.Open(w.ctx, w.c, id); err != nil || len(got) != 1 || got[0] != orders.MsgOpenOrders {
				t.Fatalf("member %d: %v %v", id, got, err)
			}
		}
		if got, _ := orders.Open(w.ctx, w.c, other); len(got) != 0 {
			t.Fatalf("another member: %v", got)
		}
		if _, err := w.s.Cancel(w.ctx, w.c, buyer, o.ID); err != nil {
			t.Fatal(err)
		}
		if got, _ := orders.Open(w.ctx, w.c, buyer); len(got) != 0 {
			t.Fatalf("after cancel: %v", got)
		}
	})
}
