package refunds_test

import (
	"testing"

	"artmarket/ent/auditentry"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/ledger"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/refunds"
	"artmarket/server/domain/roles"
	"artmarket/server/providers/wechatpay"
)

// A refusal escalated: only an arbiter decides, never one who is buyer or
// seller of the order; a part is refunded (the commission in proportion),
// once; a denial closes the request; both are in the audit log.
func TestArbitration(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		seller, buyer := w.member("卖家"), w.member("买家")
		arbiter := w.member("仲裁")
		w.c.Member.UpdateOneID(arbiter).SetRoles([]string{"arbiter"}).ExecX(w.ctx)
		w.c.Member.UpdateOneID(seller).SetRoles([]string{"arbiter"}).ExecX(w.ctx)
		escalated := func(price int64) *refundsReq {
			o := w.paid(seller, buyer, price, 0)
			r, err := w.s.Request(w.ctx, w.c, buyer, o.ID, refundOnly(price))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := w.s.Refuse(w.ctx, w.c, seller, r.ID, "无质量问题"); err != nil {
				t.Fatal(err)
			}
			if _, err := w.s.Escalate(w.ctx, w.c, buyer, r.ID); err != nil {
				t.Fatal(err)
			}
			return &refundsReq{id: r.ID, no: r.OutRefundNo}
		}
		q := escalated(40_000)
		_, err := w.s.Grant(w.ctx, w.c, audit.Actor{ID: buyer}, q.id, 100, "")
		refused(t, err, problem.Forbidden, roles.MsgForbidden)
		_, err = w.s.Grant(w.ctx, w.c, audit.Actor{ID: seller}, q.id, 100, "")
		refused(t, err, problem.Forbidden, refunds.MsgOwnCase)
		_, err = w.s.Grant(w.ctx, w.c, audit.Actor{ID: arbiter}, q.id, 40_001, "")
		refused(t, err, problem.Invalid, "裁定退款金额应大于 0，且不超过买家申请的 ¥400.00")
		r, err := w.s.Grant(w.ctx, w.c, audit.Actor{ID: arbiter, IP: "203.0.113.5"}, q.id, 10_000, "双方各担一半运输损失")
		if err != nil || r.State != string(refunds.Refunding) || *r.RefundFen != 10_000 || *r.ArbiterID != arbiter || r.DecidedAt == nil {
			t.Fatalf("grant: %+v %v", r, err)
		}
		_, err = w.s.Grant(w.ctx, w.c, audit.Actor{ID: arbiter}, q.id, 10_000, "")
		refused(t, err, problem.Conflict, "")
		// A quarter refunded: a quarter of the 2,000 commission goes back.
		w.owes(ledger.PlatformCommission, 0, 1_500)
		w.owes(ledger.SellerPending, seller, 40_000-2_000-(10_000-500))
		w.notify(q.no, wechatpay.RefundSuccess)
		if got := w.c.RefundRequest.GetX(w.ctx, q.id); got.State != string(refunds.Succeeded) {
			t.Fatalf("after payment: %s", got.State)
		}

		d := escalated(20_000)
		_, err = w.s.Deny(w.ctx, w.c, audit.Actor{ID: arbiter}, d.id, " ")
		refused(t, err, problem.Invalid, refunds.MsgDenyReason)
		if r, err := w.s.Deny(w.ctx, w.c, audit.Actor{ID: arbiter}, d.id, "证据不足"); err != nil || r.State != string(refunds.Closed) {
			t.Fatalf("deny: %+v %v", r, err)
		}
		kinds := map[string]int{}
		for _, e := range w.c.AuditEntry.Query().Where(auditentry.TargetType(audit.TargetRefund)).AllX(w.ctx) {
			kinds[e.Action]++
			if e.ActorID != arbiter || e.ActorRole != "arbiter" {
				t.Fatalf("audit %+v", e)
			}
		}
		if kinds[audit.ActionRefundGrant] != 1 || kinds[audit.ActionRefundDeny] != 1 {
			t.Fatalf("audit %v", kinds)
		}
	})
}

type refundsReq struct {
	id int
	no string
}
