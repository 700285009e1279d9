package refunds_test

import (
	"log/slog"
	"strings"
	"testing"

	"artmarket/ent/outboxmessage"
	"artmarket/server/domain/orders"
	"artmarket/server/domain/refunds"
	"artmarket/server/providers/outbox"
	"artmarket/server/providers/wechatpay"
)

// Each step of a return tells the other side (and both of the money), by
// SMS as their settings say, once the step committed: a refused step tells
// no one, and a member who turned order SMS off is told nothing by SMS.
func TestRefundNotices(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		box := &outbox.Sandbox{Client: w.c, Log: slog.New(slog.DiscardHandler), Now: w.clock.Now}
		w.s.Notifier = &orders.Outbox{SMS: box, Email: box}
		seller, buyer := w.member("卖家"), w.member("买家")
		texts := func(id int, a refunds.Action) []string {
			t.Helper()
			m := w.c.Member.GetX(w.ctx, id)
			rows := w.c.OutboxMessage.Query().Where(outboxmessage.To(*m.Mobile), outboxmessage.Purpose("refund_"+string(a))).AllX(w.ctx)
			var out []string
			for _, r := range rows {
				out = append(out, r.Body)
			}
			return out
		}
		told := func(id int, a refunds.Action, n int, part string) {
			t.Helper()
			got := texts(id, a)
			if len(got) != n || n > 0 && !strings.Contains(got[0], part) {
				t.Fatalf("member %d, %s: %q, want %d containing %q", id, a, got, n, part)
			}
		}
		o := w.paid(seller, buyer, 20_000, 0)
		if _, err := w.o.Ship(w.ctx, w.c, seller, o.ID, "SF", "SF1234567890"); err != nil {
			t.Fatal(err)
		}
		in := refundOnly(20_000)
		in.Kind = refunds.ReturnAndRefund
		r, err := w.s.Request(w.ctx, w.c, buyer, o.ID, in)
		if err != nil {
			t.Fatal(err)
		}
		told(seller, refunds.Request, 1, "申请退款 ¥200.00")
		told(buyer, refunds.Request, 0, "")
		if _, err := w.s.Agree(w.ctx, w.c, seller, r.ID); err != nil {
			t.Fatal(err)
		}
		told(buyer, refunds.AgreeReturn, 1, "请寄回商品")
		// A refused step (the seller agrees again) tells no one.
		if _, err := w.s.Agree(w.ctx, w.c, seller, r.ID); err == nil {
			t.Fatal("agreed twice")
		}
		told(buyer, refunds.AgreeReturn, 1, "请寄回商品")
		if _, err := w.s.ShipBack(w.ctx, w.c, buyer, r.ID, "SF", "SF9876543210"); err != nil {
			t.Fatal(err)
		}
		told(seller, refunds.ShipBack, 1, "买家已寄回")
		// The buyer turns order SMS off: the rest reaches the seller only.
		w.c.Member.UpdateOneID(buyer).SetSettings(map[string]any{"notify.orders.sms": false}).ExecX(w.ctx)
		if r, err = w.s.ConfirmReturn(w.ctx, w.c, seller, r.ID); err != nil {
			t.Fatal(err)
		}
		told(buyer, refunds.ConfirmReturn, 0, "")
		w.notify(r.OutRefundNo, wechatpay.RefundSuccess)
		w.notify(r.OutRefundNo, wechatpay.RefundSuccess) // a replay tells no one again
		told(seller, refunds.Succeed, 1, "退款 ¥200.00 已完成")
		told(buyer, refunds.Succeed, 0, "")
	})
}
