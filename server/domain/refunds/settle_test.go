package refunds_test

import (
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"

	"artmarket/ent"
	"artmarket/ent/auditentry"
	"artmarket/ent/ledgerentry"
	"artmarket/ent/order"
	"artmarket/ent/outboxmessage"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/ledger"
	"artmarket/server/domain/orders"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/refunds"
	"artmarket/server/domain/roles"
	"artmarket/server/providers/outbox"
	"artmarket/server/providers/wechatpay"
)

// abnormal is buyer's refund of all of o, agreed by seller, that WeChat Pay
// answered ABNORMAL.
func (w *world) abnormal(seller, buyer int, o *ent.Order) *ent.RefundRequest {
	w.t.Helper()
	r, err := w.s.Request(w.ctx, w.c, buyer, o.ID, refundOnly(o.TotalFen))
	if err != nil {
		w.t.Fatal(err)
	}
	if r, err = w.s.Agree(w.ctx, w.c, seller, r.ID); err != nil {
		w.t.Fatal(err)
	}
	w.notify(r.OutRefundNo, wechatpay.RefundAbnormal)
	r = w.c.RefundRequest.GetX(w.ctx, r.ID)
	if r.State != string(refunds.Abnormal) {
		w.t.Fatalf("after ABNORMAL: %s", r.State)
	}
	return r
}

// written counts what a settlement writes: ledger entries, audit entries, timeline lines.
func (w *world) written() string {
	return fmt.Sprint(w.c.LedgerEntry.Query().CountX(w.ctx), w.c.AuditEntry.Query().CountX(w.ctx), w.c.RefundEvent.Query().CountX(w.ctx))
}

// A refund WeChat Pay answered ABNORMAL is never retried: finance settles it
// by hand with a payout reference. Refusals (not finance, one's own order, a
// bad reference, a request not abnormal) write nothing; two finance
// operators at once settle it once (one ledger refund-out, one audit entry,
// the other told it changed); the order is closed, both sides are told after
// commit; WeChat Pay's later word changes nothing.
func TestSettleAbnormalByHand(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		box := &outbox.Sandbox{Client: w.c, Log: slog.New(slog.DiscardHandler), Now: w.clock.Now}
		w.s.Notifier = &orders.Outbox{SMS: box, Email: box}
		seller, buyer := w.member("卖家"), w.member("买家")
		f1, f2 := w.member("财务"), w.member("财务")
		for _, id := range []int{f1, f2, seller} {
			w.c.Member.UpdateOneID(id).SetRoles([]string{"finance"}).ExecX(w.ctx)
		}
		o := w.paid(seller, buyer, 50_000, 0)
		r := w.abnormal(seller, buyer, o)
		if got := refunds.AllowedActions(w.c.Member.GetX(w.ctx, f1), r); fmt.Sprint(got) != "[SETTLE_MANUALLY]" {
			t.Fatalf("finance's moves of an abnormal refund: %v", got)
		}
		if got := refunds.AllowedActions(w.c.Member.GetX(w.ctx, seller), r); len(got) != 0 {
			t.Fatalf("the seller (holding finance) may %v", got)
		}
		other := w.paid(seller, buyer, 10_000, 0)
		pending, err := w.s.Request(w.ctx, w.c, buyer, other.ID, refundOnly(10_000))
		if err != nil {
			t.Fatal(err)
		}

		before := w.written()
		_, err = w.s.SettleManually(w.ctx, w.c, audit.Actor{ID: buyer}, r.ID, "BANK-20261128")
		refused(t, err, problem.Forbidden, roles.MsgForbidden)
		_, err = w.s.SettleManually(w.ctx, w.c, audit.Actor{ID: seller}, r.ID, "BANK-20261128")
		refused(t, err, problem.Forbidden, refunds.MsgOwnSettlement)
		for _, ref := range []string{"", "   ", "abc", "流水号12345", "BANK 123", strings.Repeat("9", 65), "x'; DROP TABLE--"} {
			_, err = w.s.SettleManually(w.ctx, w.c, audit.Actor{ID: f1}, r.ID, ref)
			refused(t, err, problem.Invalid, refunds.MsgSettleRef)
		}
		_, err = w.s.SettleManually(w.ctx, w.c, audit.Actor{ID: f1}, pending.ID, "BANK-20261128")
		refused(t, err, problem.Conflict, "退款申请当前状态为「待卖家处理」，不能登记线下退款")
		_, err = w.s.SettleManually(w.ctx, w.c, audit.Actor{ID: f1}, 1<<40, "BANK-20261128")
		refused(t, err, problem.NotFound, refunds.MsgNotFound)
		if after := w.written(); after != before || w.c.RefundRequest.GetX(w.ctx, r.ID).State != string(refunds.Abnormal) {
			t.Fatalf("refusals wrote: %s → %s", before, after)
		}

		// Two finance operators at the same instant, five times each.
		errs := make([]error, 10)
		var wg sync.WaitGroup
		for i := range errs {
			who := []int{f1, f2}[i%2]
			wg.Go(func() {
				_, errs[i] = w.s.SettleManually(w.ctx, w.c, audit.Actor{ID: who, IP: "203.0.113.9"}, r.ID, fmt.Sprintf("BANK-%04d", i))
			})
		}
		wg.Wait()
		ok := 0
		for _, err := range errs {
			switch p := problem.As(err); {
			case err == nil:
				ok++
			case p == nil || p.Kind != problem.Conflict:
				t.Fatalf("settle: %v", err)
			}
		}
		paidOut := w.c.LedgerEntry.Query().Where(ledgerentry.Key("refund:" + r.OutRefundNo)).AllX(w.ctx)
		logged := w.c.AuditEntry.Query().Where(auditentry.Action(audit.ActionRefundSettle)).AllX(w.ctx)
		if ok != 1 || len(paidOut) != 1 || len(logged) != 1 || !strings.HasPrefix(paidOut[0].Memo, "线下退款 BANK-") ||
			logged[0].ActorRole != "finance" || logged[0].TargetID != r.ID {
			t.Fatalf("%d settled, %d refund-out entries, audit %+v", ok, len(paidOut), logged)
		}
		w.owes(ledger.RefundDue, buyer, 0)
		r = w.c.RefundRequest.GetX(w.ctx, r.ID)
		o = w.c.Order.GetX(w.ctx, o.ID)
		if r.State != string(refunds.Succeeded) || o.State != order.StateRefunded {
			t.Fatalf("after settlement: request %s, order %s", r.State, o.State)
		}
		tl, err := refunds.Timeline(w.ctx, w.c, r.ID)
		last := tl[len(tl)-1]
		if err != nil || last.Action != string(refunds.SettleManually) || last.Actor != string(refunds.Finance) || *last.ActorID != logged[0].ActorID ||
			!strings.Contains(last.Detail, "BANK-") || refunds.ActorName(refunds.Finance) != "平台" {
			t.Fatalf("timeline %+v %v", last, err)
		}
		if got := refunds.AllowedActions(w.c.Member.GetX(w.ctx, f1), r); len(got) != 0 {
			t.Fatalf("finance's moves after settlement: %v", got)
		}
		for _, id := range []int{buyer, seller} {
			m := w.c.Member.GetX(w.ctx, id)
			n := w.c.OutboxMessage.Query().Where(outboxmessage.To(*m.Mobile), outboxmessage.Purpose("refund_SETTLE_MANUALLY")).CountX(w.ctx)
			if n != 1 {
				t.Fatalf("member %d told %d times", id, n)
			}
		}
		// WeChat Pay's later report of success posts nothing more.
		w.notify(r.OutRefundNo, wechatpay.RefundSuccess)
		if n := w.c.LedgerEntry.Query().Where(ledgerentry.Key("refund:" + r.OutRefundNo)).CountX(w.ctx); n != 1 {
			t.Fatalf("%d refund-out entries after WeChat Pay's success", n)
		}
		w.owes(ledger.RefundDue, buyer, 0)
	})
}

// An abnormal refund WeChat Pay later reported paid after all: settling it
// by hand would pay the buyer twice, so it is refused and writes nothing.
func TestSettleRefusedWhenProviderPaid(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer, fin := w.member("卖家"), w.member("买家"), w.member("财务")
		w.c.Member.UpdateOneID(fin).SetRoles([]string{"finance"}).ExecX(w.ctx)
		r := w.abnormal(seller, buyer, w.paid(seller, buyer, 30_000, 0))
		w.notify(r.OutRefundNo, wechatpay.RefundSuccess)
		before := w.written()
		_, err := w.s.SettleManually(w.ctx, w.c, audit.Actor{ID: fin}, r.ID, "BANK-0001")
		refused(t, err, problem.Conflict, refunds.MsgPaidByProvider)
		if after := w.written(); after != before || w.c.RefundRequest.GetX(w.ctx, r.ID).State != string(refunds.Abnormal) {
			t.Fatalf("refused settlement wrote: %s → %s", before, after)
		}
	})
}
