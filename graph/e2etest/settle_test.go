package e2etest_test

// Abnormal refunds settled by hand (issue 23, point 4) through GraphQL: the
// finance role's settleRefundManually in the operator matrix, its refusals,
// a plain member's attempt, and two finance operators at the same instant.

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"

	"artmarket/ent/auditentry"
	"artmarket/ent/ledgerentry"
	"artmarket/ent/refundrequest"
	"artmarket/server/providers/wechatpay"
	"artmarket/server/web/apptest"
)

// abnormalRefund is a refund of buyer's paid order, agreed, that WeChat Pay
// answered ABNORMAL: the request's id.
func (e *env) abnormalRefund(buyer login) string {
	e.T.Helper()
	_, q := e.agreedRefund(buyer)
	ctx := context.Background()
	r := e.Client.RefundRequest.Query().Where(refundrequest.BuyerID(buyer.Member.ID), refundrequest.State("REFUNDING")).OnlyX(ctx)
	rf := e.Pay.Refunds()[r.OutRefundNo]
	rf.Status = wechatpay.RefundAbnormal
	if err := e.Orders.Apply(ctx, wechatpay.Notification{EventType: "REFUND.ABNORMAL", Refund: &rf}); err != nil {
		e.T.Fatal(err)
	}
	return q.ID
}

const settleMutation = `mutation($input: SettleRefundManuallyInput!) { settleRefundManually(input: $input) {
	userErrors { field code message } refund { state stateLabel allowedActions { action } timeline { action actorLabel detail } } } }`

func init() {
	operatorCalls["settleRefundManually"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			return settleMutation, map[string]any{"input": map[string]any{"refundID": e.abnormalRefund(target), "payoutRef": "BANK-20261129"}}
		},
		granted: payloadOK("settleRefundManually"), action: "refund.settle",
	}
	otherMember["settleRefundManually"] = refundLeftAlone("settleRefundManually", "ABNORMAL")
	refusals["settleRefundManually"] = func(t *testing.T, e *env, a login) refusal {
		return refusal{token: e.operator("finance").Token, input: map[string]any{"refundID": e.abnormalRefund(a), "payoutRef": "流水 1"}}
	}
}

// Finance sees SETTLE_MANUALLY offered on an abnormal refund; two finance
// operators settle it at the same instant: one settlement stands (one
// refund-out entry, one audit entry, the timeline says 平台), the other is
// told clearly; the buyer sees 退款成功.
func TestSettleManuallyRace(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		ctx := context.Background()
		buyer := e.LoginMobile(e.Mobile())
		id := e.abnormalRefund(buyer)
		f1, f2 := e.operator("finance"), e.operator("finance")
		r := e.GraphQL(f1.Token, `{ abnormalRefunds { id allowedActions { action label } } }`, nil)
		if got := string(r.Data["abnormalRefunds"]); !strings.Contains(got, `"allowedActions":[{"action":"SETTLE_MANUALLY","label":"登记线下退款"}]`) {
			t.Fatalf("abnormal refunds as finance: %s %v", got, r.Errors)
		}
		var wg sync.WaitGroup
		bodies := make([]string, 2)
		for i, tok := range []string{f1.Token, f2.Token} {
			wg.Go(func() {
				_, _, bodies[i] = apptest.Send(e.Handler, tok, settleMutation,
					map[string]any{"input": map[string]any{"refundID": id, "payoutRef": fmt.Sprintf("BANK-%d", i)}})
			})
		}
		wg.Wait()
		ok, told := 0, 0
		for _, b := range bodies {
			switch {
			case strings.Contains(b, `"userErrors":[]`):
				ok++
				if !strings.Contains(b, `"state":"SUCCEEDED"`) || !strings.Contains(b, `{"action":"SETTLE_MANUALLY","actorLabel":"平台","detail":"付款流水号 BANK-`) ||
					!strings.Contains(b, `"allowedActions":[]`) {
					t.Errorf("settled: %s", b)
				}
			case strings.Contains(b, `"code":"CONFLICT"`):
				told++
			}
		}
		no := e.Client.RefundRequest.Query().Where(refundrequest.BuyerID(buyer.Member.ID)).OnlyX(ctx).OutRefundNo
		paidOut := e.Client.LedgerEntry.Query().Where(ledgerentry.Key("refund:" + no)).CountX(ctx)
		entries := e.Client.AuditEntry.Query().Where(auditentry.Action("refund.settle")).CountX(ctx)
		if ok != 1 || told != 1 || paidOut != 1 || entries != 1 {
			t.Fatalf("%d settled, %d told, %d refund-out entries, %d audit entries: %v", ok, told, paidOut, entries, bodies)
		}
	})
}

// refundLeftAlone is the other-member check of an operator's refund
// mutation name: plain member b's call on a's request is FORBIDDEN and the
// request stays in state.
func refundLeftAlone(name, state string) func(t *testing.T, e *env, a, b login) {
	return func(t *testing.T, e *env, a, b login) {
		q, vars := operatorCalls[name].prepare(e, a)
		r := e.GraphQL(b.Token, q, vars)
		n := e.Client.RefundRequest.Query().Where(refundrequest.BuyerID(a.Member.ID), refundrequest.State(state)).CountX(context.Background())
		if !strings.Contains(string(r.Data[name]), `"FORBIDDEN"`) || n != 1 {
			t.Errorf("b's %s on a's refund: %s; %d still %s", name, r.Data[name], n, state)
		}
	}
}
