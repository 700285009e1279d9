package refunds_test

import (
	"artmarket/ent/schema/viewer"
	"context"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/ent/goods"
	"artmarket/ent/paymentrefund"
	"artmarket/ent/work"
	"artmarket/server/domain/ledger"
	"artmarket/server/domain/ledger/ledgertest"
	"artmarket/server/domain/orders"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/refunds"
	"artmarket/server/platform/clocktest"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
	"artmarket/server/providers/wechatpay"
	"artmarket/server/providers/wechatpay/wechatpaytest"
)

type world struct {
	t     *testing.T
	c     *ent.Client
	ctx   context.Context
	clock *clocktest.Clock
	pay   *wechatpaytest.Fake
	o     *orders.Service
	s     *refunds.Service
}

var seq atomic.Int64

func each(t *testing.T, fn func(t *testing.T, w *world)) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
		if err != nil {
			t.Fatal(err)
		}
		clk := clocktest.New(time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC))
		pay := wechatpaytest.New()
		pay.Now = clk.Now
		log := slog.New(slog.DiscardHandler)
		o := &orders.Service{Client: d.Client, Pay: pay, Now: clk.Now, PublicURL: "http://shop.test", Log: log}
		s := &refunds.Service{Client: d.Client, Orders: o, Pay: pay}
		o.RefundApplied = s.Applied
		fn(t, &world{t: t, c: d.Client, ctx: context.Background(), clock: clk, pay: pay, o: o, s: s})
	})
}

func (w *world) member(name string) int {
	n := seq.Add(1)
	return w.c.Member.Create().SetUsername(fmt.Sprintf("%s_%d", name, n)).SetNickname(name).
		SetMobile(fmt.Sprintf("136%08d", n)).SaveX(w.ctx).ID
}

// paid is buyer's paid order of seller's original at priceFen (+ fee shipping).
func (w *world) paid(seller, buyer int, priceFen, feeFen int64) *ent.Order {
	w.t.Helper()
	n := seq.Add(1)
	ar := w.c.Artist.Create().SetName(fmt.Sprintf("画家%d", n)).SaveX(w.ctx)
	aw := w.c.Artwork.Create().SetTitle(fmt.Sprintf("山水%d", n)).SetArtist(ar).SetMedium(artwork.MediumOil).
		SetWidthCm(60).SetHeightCm(80).SetPriceFen(priceFen).SaveX(w.ctx)
	g := w.c.Goods.Create().SetArtwork(aw).SetKind(goods.KindOriginal).SetTitle(aw.Title).SetPriceFen(priceFen).SetStock(1).SaveX(w.ctx)
	ship := work.ShippingFree
	if feeFen > 0 {
		ship = work.ShippingFixed
	}
	w.c.Work.Create().SetMemberID(seller).SetState(work.StateListed).SetTitle(aw.Title).SetPriceFen(priceFen).
		SetShipping(ship).SetShippingFeeFen(feeFen).SetArtworkID(aw.ID).ExecX(w.ctx)
	addr := w.c.Address.Create().SetMemberID(buyer).SetRecipient("张三").SetMobile("13800138000").
		SetProvince("44").SetCity("4403").SetDistrict("440305").SetDetail("科技园南区 1 栋 101").SaveX(w.ctx)
	o, err := w.o.Create(w.ctx, w.c, buyer, orders.Input{GoodsID: g.ID, Quantity: 1, AddressID: addr.ID, IdempotencyKey: fmt.Sprintf("key-%012d", n)})
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

func refundOnly(fen int64) refunds.Input {
	return refunds.Input{Kind: refunds.RefundOnly, Reason: "不想要了", AmountFen: fen, Description: "拍错了"}
}

func refused(t *testing.T, err error, kind problem.Kind, msg string) {
	t.Helper()
	p := problem.As(err)
	if p == nil || p.Kind != kind || msg != "" && p.Message != msg {
		t.Fatalf("got %v (%+v), want kind %d %q", err, p, kind, msg)
	}
}

// notify is WeChat Pay's report that refund outRefundNo reached status st.
func (w *world) notify(outRefundNo string, st wechatpay.RefundStatus) {
	w.t.Helper()
	r := w.pay.Refunds()[outRefundNo]
	r.Status = st
	if err := w.o.Apply(w.ctx, wechatpay.Notification{EventType: "REFUND." + string(st), Refund: &r}); err != nil {
		w.t.Fatal(err)
	}
}

// A refund before shipping: requested, agreed, paid by WeChat Pay once
// however often it reports it; the ledger takes it from the seller's
// pending share and the commission, and the timeline tells every step.
func TestRefundOnlyAgreedAndPaid(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		o := w.paid(seller, buyer, 1_000_000, 0)
		r, err := w.s.Request(w.ctx, w.c, buyer, o.ID, refundOnly(1_000_000))
		if err != nil || r.State != string(refunds.Requested) || r.AnswerDueAt == nil || !r.AnswerDueAt.Equal(w.clock.Now().Add(48*time.Hour)) {
			t.Fatalf("request: %+v %v", r, err)
		}
		// One open request per order.
		_, err = w.s.Request(w.ctx, w.c, buyer, o.ID, refundOnly(100))
		refused(t, err, problem.Conflict, refunds.MsgOpenRequest)
		// Only the seller answers; another member sees nothing.
		_, err = w.s.Agree(w.ctx, w.c, buyer, r.ID)
		refused(t, err, problem.Forbidden, refunds.MsgNotSeller)
		_, err = w.s.Agree(w.ctx, w.c, w.member("路人"), r.ID)
		refused(t, err, problem.NotFound, refunds.MsgNotFound)

		r, err = w.s.Agree(w.ctx, w.c, seller, r.ID)
		if err != nil || r.State != string(refunds.Refunding) || r.RefundFen == nil || *r.RefundFen != 1_000_000 {
			t.Fatalf("agree: %+v %v", r, err)
		}
		if got := w.pay.Refunds()[r.OutRefundNo]; got.RefundFen != 1_000_000 || got.OutTradeNo != *o.PaidOutTradeNo {
			t.Fatalf("provider refund %+v", got)
		}
		w.owes(ledger.SellerPending, seller, 0)
		w.owes(ledger.PlatformCommission, 0, 0)
		w.owes(ledger.RefundDue, buyer, 1_000_000)
		for range 10 {
			w.notify(r.OutRefundNo, wechatpay.RefundSuccess)
		}
		r = w.c.RefundRequest.GetX(w.ctx, r.ID)
		if r.State != string(refunds.Succeeded) || r.ProviderStatus != "SUCCESS" {
			t.Fatalf("after success: %+v", r)
		}
		w.owes(ledger.RefundDue, buyer, 0)
		if got, _ := ledger.Balance(w.ctx, w.c, ledger.ProviderClearing, 0); got != 0 {
			t.Fatalf("clearing %d", got)
		}
		ev, err := refunds.Timeline(w.ctx, w.c, r.ID)
		if err != nil || len(ev) != 3 || ev[0].Action != "REQUEST" || ev[1].Action != "AGREE" || ev[2].Action != "SUCCEED" {
			t.Fatalf("timeline %v %v", ev, err)
		}
		// Nothing is left to refund: the order is closed as 已退款.
		_, err = w.s.Request(w.ctx, w.c, buyer, o.ID, refundOnly(1))
		refused(t, err, problem.Conflict, refunds.MsgOrderRefunded)
	})
}

// A partial refund reverses the commission in proportion; the rest stays
// the seller's; a second request may take what is left, not more.
func TestPartialRefund(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		o := w.paid(seller, buyer, 10_000, 2_000) // total 12,000; commission 500
		_, err := w.s.Request(w.ctx, w.c, buyer, o.ID, refundOnly(12_001))
		refused(t, err, problem.Invalid, fmt.Sprintf(refunds.MsgAmount, "120.00"))
		r, err := w.s.Request(w.ctx, w.c, buyer, o.ID, refundOnly(3_000))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.s.Agree(w.ctx, w.c, seller, r.ID); err != nil {
			t.Fatal(err)
		}
		// 3,000 of 12,000: a quarter of the commission (125) goes back.
		w.owes(ledger.PlatformCommission, 0, 375)
		w.owes(ledger.SellerPending, seller, 12_000-500-(3_000-125))
		_, err = w.s.Request(w.ctx, w.c, buyer, o.ID, refundOnly(9_001))
		refused(t, err, problem.Conflict, refunds.MsgOpenRequest) // still refunding
		w.notify(r.OutRefundNo, wechatpay.RefundSuccess)
		_, err = w.s.Request(w.ctx, w.c, buyer, o.ID, refundOnly(9_001))
		refused(t, err, problem.Invalid, fmt.Sprintf(refunds.MsgAmount, "90.00"))
		r2, err := w.s.Request(w.ctx, w.c, buyer, o.ID, refundOnly(9_000))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.s.Agree(w.ctx, w.c, seller, r2.ID); err != nil {
			t.Fatal(err)
		}
		w.owes(ledger.PlatformCommission, 0, 0)
		w.owes(ledger.SellerPending, seller, 0)
	})
}

// Two agreements at the same instant: one refund, one clear refusal.
func TestTwoAgreesAtOnce(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		o := w.paid(seller, buyer, 50_000, 0)
		r, err := w.s.Request(w.ctx, w.c, buyer, o.ID, refundOnly(50_000))
		if err != nil {
			t.Fatal(err)
		}
		errs := make([]error, 10)
		var wg sync.WaitGroup
		for i := range errs {
			wg.Go(func() { _, errs[i] = w.s.Agree(w.ctx, w.c, seller, r.ID) })
		}
		wg.Wait()
		ok := 0
		for _, err := range errs {
			switch {
			case err == nil:
				ok++
			case problem.As(err) == nil:
				t.Fatalf("agree: %v", err)
			}
		}
		if ok != 1 || len(w.pay.Refunds()) != 1 || w.c.PaymentRefund.Query().CountX(w.ctx) != 1 {
			t.Fatalf("%d agreed, %d provider refunds", ok, len(w.pay.Refunds()))
		}
		w.owes(ledger.RefundDue, buyer, 50_000)
	})
}

// A return: agreed, the parcel sent back with its tracking number, the
// seller confirms, the refund is paid. A refusal can be cancelled or
// escalated; the buyer cancels only before the money moves.
func TestReturnAndRefusal(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		o := w.paid(seller, buyer, 20_000, 0)
		in := refundOnly(20_000)
		in.Kind = refunds.ReturnAndRefund
		_, err := w.s.Request(w.ctx, w.c, buyer, o.ID, in)
		refused(t, err, problem.Invalid, refunds.MsgReturnUnshipped)
		if _, err := w.o.Ship(w.ctx, w.c, seller, o.ID, "SF", "SF1234567890"); err != nil {
			t.Fatal(err)
		}
		r, err := w.s.Request(w.ctx, w.c, buyer, o.ID, in)
		if err != nil {
			t.Fatal(err)
		}
		if got := refunds.AllowedActions(&ent.Member{ID: seller}, r); fmt.Sprint(got) != "[AGREE_RETURN REFUSE]" {
			t.Fatalf("seller's actions %v", got)
		}
		if r, err = w.s.Agree(w.ctx, w.c, seller, r.ID); err != nil || r.State != string(refunds.AwaitingReturn) || len(w.pay.Refunds()) != 0 {
			t.Fatalf("agree return: %+v %v", r, err)
		}
		_, err = w.s.ShipBack(w.ctx, w.c, buyer, r.ID, "SF", "x")
		refused(t, err, problem.Invalid, orders.MsgTracking)
		if r, err = w.s.ShipBack(w.ctx, w.c, buyer, r.ID, "SF", "sf9876543210"); err != nil || r.ReturnTracking != "SF9876543210" || r.ReturnDueAt == nil {
			t.Fatalf("ship back: %+v %v", r, err)
		}
		_, err = w.s.Cancel(w.ctx, w.c, buyer, r.ID)
		refused(t, err, problem.Conflict, "退款申请当前状态为「待卖家收货」，不能撤销申请")
		if r, err = w.s.ConfirmReturn(w.ctx, w.c, seller, r.ID); err != nil || r.State != string(refunds.Refunding) {
			t.Fatalf("confirm return: %+v %v", r, err)
		}
		w.notify(r.OutRefundNo, wechatpay.RefundAbnormal)
		if got := w.c.RefundRequest.GetX(w.ctx, r.ID); got.State != string(refunds.Abnormal) {
			t.Fatalf("abnormal: %s", got.State)
		}
		if n := w.c.PaymentRefund.Query().Where(paymentrefund.StatusEQ(paymentrefund.StatusABNORMAL)).CountX(w.ctx); n != 1 {
			t.Fatalf("%d abnormal refunds", n)
		}
		w.owes(ledger.RefundDue, buyer, 20_000) // owed until finance settles it

		// A refusal: the reason is required; then escalate or cancel.
		o2 := w.paid(seller, buyer, 30_000, 0)
		r2, err := w.s.Request(w.ctx, w.c, buyer, o2.ID, refundOnly(30_000))
		if err != nil {
			t.Fatal(err)
		}
		_, err = w.s.Refuse(w.ctx, w.c, seller, r2.ID, "  ")
		refused(t, err, problem.Invalid, refunds.MsgRefuseReason)
		if r2, err = w.s.Refuse(w.ctx, w.c, seller, r2.ID, "作品已签收，无质量问题"); err != nil || r2.RefuseReason == "" {
			t.Fatalf("refuse: %+v %v", r2, err)
		}
		if got := refunds.AllowedActions(&ent.Member{ID: buyer}, r2); fmt.Sprint(got) != "[ESCALATE CANCEL]" {
			t.Fatalf("buyer's actions %v", got)
		}
		if r2, err = w.s.Escalate(w.ctx, w.c, buyer, r2.ID); err != nil || r2.State != string(refunds.Arbitration) {
			t.Fatalf("escalate: %+v %v", r2, err)
		}
		w.owes(ledger.SellerPending, seller, 30_000-1_500)
	})
}

// No request on an unpaid order, another's order, or after the window.
func TestRequestRefusals(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		o := w.paid(seller, buyer, 20_000, 0)
		_, err := w.s.Request(w.ctx, w.c, w.member("路人"), o.ID, refundOnly(100))
		refused(t, err, problem.NotFound, orders.MsgNotFound)
		_, err = w.s.Request(w.ctx, w.c, seller, o.ID, refundOnly(100))
		refused(t, err, problem.Forbidden, refunds.MsgNotBuyer)
		bad := refundOnly(100)
		bad.Reason = "<script>"
		_, err = w.s.Request(w.ctx, w.c, buyer, o.ID, bad)
		refused(t, err, problem.Invalid, refunds.MsgReason)
		if _, err := w.o.Ship(w.ctx, w.c, seller, o.ID, "SF", "SF1234567890"); err != nil {
			t.Fatal(err)
		}
		if _, err := w.o.ConfirmReceipt(w.ctx, w.c, buyer, o.ID); err != nil {
			t.Fatal(err)
		}
		w.clock.Advance(refunds.DefaultRequestWindow)
		before := w.c.RefundRequest.Query().CountX(w.ctx)
		_, err = w.s.Request(w.ctx, w.c, buyer, o.ID, refundOnly(100))
		refused(t, err, problem.Conflict, refunds.MsgWindowOver)
		if w.c.RefundRequest.Query().CountX(w.ctx) != before {
			t.Fatal("a refused request wrote a row")
		}
	})
}

// CanRequest, which the order's page offers 申请退款 by, follows Request's
// own rules: the buyer only, not while a request is open, not after the
// window; refused when Request would be.
func TestCanRequestFollowsRequest(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		o := w.paid(seller, buyer, 20_000, 0)
		can := func(who int, want bool, why string) {
			t.Helper()
			o, err := w.c.Order.Get(w.ctx, o.ID)
			if err != nil {
				t.Fatal(err)
			}
			got, err := w.s.CanRequest(viewer.NewContext(w.ctx, who), w.c, who, o) // as the API asks: the viewer's own context
			if err != nil || got != want {
				t.Fatalf("%s: CanRequest = %v, %v; want %v", why, got, err, want)
			}
		}
		can(buyer, true, "the buyer of a paid order")
		can(seller, false, "its seller")
		can(w.member("路人"), false, "another member")
		r, err := w.s.Request(w.ctx, w.c, buyer, o.ID, refundOnly(100))
		if err != nil {
			t.Fatal(err)
		}
		can(buyer, false, "while a request is open")
		if _, err := w.s.Cancel(w.ctx, w.c, buyer, r.ID); err != nil {
			t.Fatal(err)
		}
		can(buyer, true, "after the buyer cancelled it")
		if _, err := w.o.Ship(w.ctx, w.c, seller, o.ID, "SF", "SF1234567890"); err != nil {
			t.Fatal(err)
		}
		if _, err := w.o.ConfirmReceipt(w.ctx, w.c, buyer, o.ID); err != nil {
			t.Fatal(err)
		}
		can(buyer, true, "received, within the window")
		w.clock.Advance(refunds.DefaultRequestWindow)
		can(buyer, false, "after the window")
		_, err = w.s.Request(w.ctx, w.c, buyer, o.ID, refundOnly(100))
		refused(t, err, problem.Conflict, refunds.MsgWindowOver)
	})
}

// owes asserts what the platform owes on account a of member.
func (w *world) owes(a ledger.Account, member int, want int64) {
	w.t.Helper()
	ledgertest.Owes(w.t, w.ctx, w.c, a, member, want)
}

// Twenty requests of one order at the same instant: one request, nineteen
// clear refusals, nothing over what was paid.
func TestRequestsAtOnce(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		o := w.paid(seller, buyer, 30_000, 0)
		errs := make([]error, 20)
		var wg sync.WaitGroup
		for i := range errs {
			wg.Go(func() { _, errs[i] = w.s.Request(w.ctx, w.c, buyer, o.ID, refundOnly(30_000)) })
		}
		wg.Wait()
		ok := 0
		for _, err := range errs {
			switch p := problem.As(err); {
			case err == nil:
				ok++
			case p == nil || p.Message != refunds.MsgOpenRequest:
				t.Fatalf("request: %v", err)
			}
		}
		if n := w.c.RefundRequest.Query().CountX(w.ctx); ok != 1 || n != 1 {
			t.Fatalf("%d requested, %d rows", ok, n)
		}
	})
}
