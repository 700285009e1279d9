package refunds_test

import (
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/paymentrefund"
	"artmarket/server/domain/ledger"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/refunds"
	"artmarket/server/providers/wechatpay"
)

// Under a controlled clock: the seller's silence agrees after 48 hours
// (not a minute before); a refund WeChat Pay could not take is sent again
// under the same out_refund_no; after a return is sent back, silence
// confirms it after 10 days. Two runners at once handle each request once.
func TestJobs(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		o := w.paid(seller, buyer, 40_000, 0)
		r, err := w.s.Request(w.ctx, w.c, buyer, o.ID, refundOnly(40_000))
		if err != nil {
			t.Fatal(err)
		}
		w.clock.Advance(refunds.DefaultAnswerWindow - time.Minute)
		if rep, err := w.s.RunOnce(w.ctx); err != nil || rep.Agreed != 0 {
			t.Fatalf("early: %+v %v", rep, err)
		}
		w.clock.Advance(time.Minute)
		w.pay.Down = true // WeChat Pay cannot be reached: agreed, waiting
		reps := make([]refunds.Report, 2)
		done := make(chan struct{})
		go func() { reps[1], _ = w.s.RunOnce(w.ctx); close(done) }()
		reps[0], err = w.s.RunOnce(w.ctx)
		<-done
		if err != nil || reps[0].Agreed+reps[1].Agreed != 1 {
			t.Fatalf("auto agree: %+v %v", reps, err)
		}
		r = w.c.RefundRequest.GetX(w.ctx, r.ID)
		if r.State != string(refunds.Refunding) || len(w.pay.Refunds()) != 0 {
			t.Fatalf("auto agreed: %s, %d provider refunds", r.State, len(w.pay.Refunds()))
		}
		if n := w.c.PaymentRefund.Query().Where(paymentrefund.StatusEQ(paymentrefund.StatusPENDING)).CountX(w.ctx); n != 1 {
			t.Fatalf("%d pending refunds", n)
		}
		w.pay.Down = false
		w.clock.Advance(2 * time.Minute)
		if rep, err := w.s.RunOnce(w.ctx); err != nil || rep.Sent != 1 {
			t.Fatalf("resend: %+v %v", rep, err)
		}
		if got := w.pay.Refunds(); len(got) != 1 || got[r.OutRefundNo].RefundFen != 40_000 {
			t.Fatalf("provider refunds %v", got)
		}
		// A lost notification: the job asks WeChat Pay.
		w.pay.SetRefundStatus(r.OutRefundNo, wechatpay.RefundSuccess)
		w.clock.Advance(2 * time.Minute)
		if _, err := w.s.RunOnce(w.ctx); err != nil {
			t.Fatal(err)
		}
		if got := w.c.RefundRequest.GetX(w.ctx, r.ID); got.State != string(refunds.Succeeded) {
			t.Fatalf("after query: %s", got.State)
		}
		w.owes(ledger.RefundDue, buyer, 0)

		// A return sent back: confirmed by silence after 10 days.
		o2 := w.paid(seller, buyer, 10_000, 0)
		if _, err := w.o.Ship(w.ctx, w.c, seller, o2.ID, "SF", "SF1234567890"); err != nil {
			t.Fatal(err)
		}
		in := refundOnly(10_000)
		in.Kind = refunds.ReturnAndRefund
		r2, err := w.s.Request(w.ctx, w.c, buyer, o2.ID, in)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.s.Agree(w.ctx, w.c, seller, r2.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := w.s.ShipBack(w.ctx, w.c, buyer, r2.ID, "EMS", "EA123456789CN"); err != nil {
			t.Fatal(err)
		}
		w.clock.Advance(refunds.DefaultReturnWindow)
		if rep, err := w.s.RunOnce(w.ctx); err != nil || rep.Confirmed != 1 {
			t.Fatalf("auto confirm: %+v %v", rep, err)
		}
		if got := w.c.RefundRequest.GetX(w.ctx, r2.ID); got.State != string(refunds.Refunding) {
			t.Fatalf("after auto confirm: %s", got.State)
		}
	})
}

// The seller's share becomes available once the refund window after
// receipt ends with no open request: not a minute before, once however
// many runs, and with a refund open only after it ends.
func TestSettlement(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		o := w.paid(seller, buyer, 100_000, 0) // commission 5,000
		o2 := w.paid(seller, buyer, 20_000, 0) // commission 1,000
		for _, x := range []*ent.Order{o, o2} {
			if _, err := w.o.Ship(w.ctx, w.c, seller, x.ID, "SF", "SF1234567890"); err != nil {
				t.Fatal(err)
			}
			if _, err := w.o.ConfirmReceipt(w.ctx, w.c, buyer, x.ID); err != nil {
				t.Fatal(err)
			}
		}
		r, err := w.s.Request(w.ctx, w.c, buyer, o2.ID, refundOnly(5_000))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.s.Refuse(w.ctx, w.c, seller, r.ID, "已签收"); err != nil { // still open: the buyer may escalate
			t.Fatal(err)
		}
		w.clock.Advance(refunds.DefaultRequestWindow - time.Minute)
		if rep, err := w.s.RunOnce(w.ctx); err != nil || rep.Settled != 0 {
			t.Fatalf("early: %+v %v", rep, err)
		}
		w.clock.Advance(time.Minute)
		if rep, err := w.s.RunOnce(w.ctx); err != nil || rep.Settled != 1 {
			t.Fatalf("settle: %+v %v", rep, err)
		}
		w.owes(ledger.SellerAvailable, seller, 95_000)
		w.owes(ledger.SellerPending, seller, 19_000)
		// The refused request is cancelled: then the rest settles, once.
		if _, err := w.s.Cancel(w.ctx, w.c, buyer, r.ID); err != nil {
			t.Fatal(err)
		}
		for range 2 {
			if _, err := w.s.RunOnce(w.ctx); err != nil {
				t.Fatal(err)
			}
		}
		w.owes(ledger.SellerAvailable, seller, 95_000+19_000)
		w.owes(ledger.SellerPending, seller, 0)
		b, err := ledger.MemberBalances(w.ctx, w.c, seller)
		if err != nil || b != (ledger.Balances{Available: 114_000}) {
			t.Fatalf("balances %+v %v", b, err)
		}
		h, err := ledger.History(w.ctx, w.c, seller, 10)
		if err != nil || len(h) != 6 || h[0].OrderID == nil {
			t.Fatalf("history %+v %v", h, err)
		}
		// After the window, no refund may be requested.
		_, err = w.s.Request(w.ctx, w.c, buyer, o.ID, refundOnly(100))
		refused(t, err, problem.Conflict, refunds.MsgWindowOver)
	})
}
