package e2etest_test

// The console's money pages (issue 23) through GraphQL: the finance role's
// reads in the operator matrix, and the races and bad input of the
// arbiters' and finance's decisions, on SQLite and PostgreSQL.

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"artmarket/ent/auditentry"
	"artmarket/ent/ledgerentry"
	"artmarket/ent/paymentanomaly"
	"artmarket/ent/reconday"
	"artmarket/ent/refundrequest"
	"artmarket/ent/withdrawal"
	"artmarket/server/web/apptest"
)

func init() {
	operatorCalls["abnormalRefunds"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			e.NewIP()
			_, o := e.paidOrder(target)
			q := e.requested(target, o)
			// What WeChat Pay's REFUND.ABNORMAL leaves (orders.Service.RefundApplied): the request stays abnormal.
			e.Client.RefundRequest.Update().Where(refundrequest.BuyerID(target.Member.ID)).SetState("ABNORMAL").ExecX(context.Background())
			_ = q
			return `{ abnormalRefunds { id stateLabel amountFen order { id } } }`, nil
		},
		granted: func(r gqlReply) bool {
			return strings.Contains(string(r.Data["abnormalRefunds"]), `"stateLabel":"退款异常"`)
		},
	}
	operatorCalls["paymentAnomalies"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			e.Client.PaymentAnomaly.Create().SetKind(paymentanomaly.KindMISMATCH).SetOutTradeNo(fmt.Sprintf("AM%d", e.Next())).
				SetTransactionID(fmt.Sprintf("42%d", e.Next())).SetAmountFen(100).SetDetail("金额不符").ExecX(context.Background())
			return `{ paymentAnomalies { id kindLabel amountFen detail } }`, nil
		},
		granted: func(r gqlReply) bool {
			return strings.Contains(string(r.Data["paymentAnomalies"]), `"kindLabel":"金额或订单信息不符"`)
		},
	}
	operatorCalls["reconciliationDays"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			e.Client.ReconDay.Create().SetBillDate("2026-01-02").SetStatus(reconday.StatusCLEAN).SetNextRunAt(time.Now()).
				OnConflictColumns(reconday.FieldBillDate).DoNothing().Exec(context.Background()) //nolint:errcheck // there from an earlier case
			return `{ reconciliationDays { billDate status statusLabel differences { kindLabel } } }`, nil
		},
		granted: func(r gqlReply) bool {
			return strings.Contains(string(r.Data["reconciliationDays"]), `"statusLabel":"无差异"`)
		},
	}
	operatorCalls["runReconciliation"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			today := e.Clock.Now().In(time.FixedZone("CST", 8*3600)).Format(time.DateOnly)
			return `mutation($in: RunReconciliationInput!) { runReconciliation(input: $in) { userErrors { code message } day { billDate status } } }`,
				map[string]any{"in": map[string]any{"billDate": today}}
		},
		granted: payloadOK("runReconciliation"), action: "reconcile.run",
	}
	// A bill date that is no date: a user error, and no day row is written.
	refusals["runReconciliation"] = func(t *testing.T, e *env, a login) refusal {
		return refusal{token: e.operator("finance").Token, input: map[string]any{"billDate": "2026-13-45"}}
	}
	// No member owns a bill day: a member without the finance role is
	// FORBIDDEN and no day is reconciled.
	otherMember["runReconciliation"] = func(t *testing.T, e *env, a, b login) {
		day := e.Clock.Now().In(time.FixedZone("CST", 8*3600)).AddDate(0, 0, -1).Format(time.DateOnly)
		before := e.Client.ReconDay.Query().Where(reconday.BillDate(day)).CountX(context.Background())
		r := e.GraphQL(b.Token, `mutation($in: RunReconciliationInput!) { runReconciliation(input: $in) { userErrors { code } } }`,
			map[string]any{"in": map[string]any{"billDate": day}})
		after := e.Client.ReconDay.Query().Where(reconday.BillDate(day)).CountX(context.Background())
		if !strings.Contains(string(r.Data["runReconciliation"]), `"FORBIDDEN"`) || after != before {
			t.Errorf("a plain member's runReconciliation: %s %v; days %d → %d", r.Data["runReconciliation"], r.Errors, before, after)
		}
	}
	operatorCalls["trialBalance"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			return `{ trialBalance { rows { account label balanceFen } debitFen creditFen balanced problem } }`, nil
		},
		granted: func(r gqlReply) bool {
			return strings.Contains(string(r.Data["trialBalance"]), `"label":"微信支付待清算"`)
		},
	}
}

// operator is a new signed-in member holding role.
func (e *env) operator(role string) login {
	e.T.Helper()
	l := e.LoginMobile(e.Mobile())
	e.setRoles(l, []string{role})
	return l
}

// Two arbiters decide one escalated request at the same instant (one
// refunds part, the other nothing): one decision stands, one audit entry,
// at most one refund in the ledger.
func TestArbitersRace(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		ctx := context.Background()
		buyer := e.LoginMobile(e.Mobile())
		id := e.escalatedRefund(buyer)
		a1, a2 := e.operator("arbiter"), e.operator("arbiter")
		calls := []struct {
			token, q string
			in       map[string]any
		}{
			{a1.Token, `mutation($in: GrantRefundInput!) { grantRefund(input: $in) { userErrors { code message } refund { state } } }`,
				map[string]any{"refundID": id, "amountFen": "50000", "note": "部分退款"}},
			{a2.Token, `mutation($in: DenyRefundInput!) { denyRefund(input: $in) { userErrors { code message } refund { state } } }`,
				map[string]any{"refundID": id, "reason": "证据不足"}},
		}
		var wg sync.WaitGroup
		bodies := make([]string, len(calls))
		for i, c := range calls {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, _, bodies[i] = apptest.Send(e.Handler, c.token, c.q, map[string]any{"in": c.in})
			}()
		}
		wg.Wait()
		ok := 0
		for _, b := range bodies {
			if strings.Contains(b, `"userErrors":[]`) {
				ok++
			}
		}
		entries := e.Client.AuditEntry.Query().Where(auditentry.ActionIn("refund.grant", "refund.deny")).CountX(ctx)
		refundsPosted := e.Client.LedgerEntry.Query().Where(ledgerentry.Kind("REFUND")).CountX(ctx)
		if ok != 1 || entries != 1 || refundsPosted > 1 {
			t.Fatalf("%d decisions stood, %d audit entries, %d refunds posted: %v", ok, entries, refundsPosted, bodies)
		}
	})
}

// Two finance operators pay one withdrawal at the same instant: it is paid
// once (one ledger entry, one audit entry), the other told it is decided.
func TestFinancePayRace(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		ctx := context.Background()
		owner := e.LoginMobile(e.Mobile())
		id := e.pendingWithdrawal(owner)
		f1, f2 := e.operator("finance"), e.operator("finance")
		var wg sync.WaitGroup
		bodies := make([]string, 2)
		for i, tok := range []string{f1.Token, f2.Token} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, _, bodies[i] = apptest.Send(e.Handler, tok, `mutation($in: PayWithdrawalInput!) { payWithdrawal(input: $in) { userErrors { code message } withdrawal { state } } }`,
					map[string]any{"in": map[string]any{"withdrawalID": id, "payoutRef": fmt.Sprintf("BANK-%d", i)}})
			}()
		}
		wg.Wait()
		ok := 0
		for _, b := range bodies {
			if strings.Contains(b, `"userErrors":[]`) {
				ok++
			}
		}
		paid := e.Client.LedgerEntry.Query().Where(ledgerentry.Kind("WITHDRAWAL_PAID")).CountX(ctx)
		entries := e.Client.AuditEntry.Query().Where(auditentry.Action("withdrawal.pay")).CountX(ctx)
		state := e.Client.Withdrawal.Query().Where(withdrawal.MemberID(owner.Member.ID)).OnlyX(ctx).State
		if ok != 1 || paid != 1 || entries != 1 || state != "PAID" {
			t.Fatalf("%d payments stood, %d posted, %d audit entries, state %s: %v", ok, paid, entries, state, bodies)
		}
	})
}

// An arbiter's malformed amounts: a refusal on the amount (or a GraphQL
// error for what is not a number), and nothing written.
func TestGrantMalformedAmounts(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		ctx := context.Background()
		buyer := e.LoginMobile(e.Mobile())
		id := e.escalatedRefund(buyer)
		arb := e.operator("arbiter")
		before := [2]int{e.auditCount(), e.Client.LedgerEntry.Query().CountX(ctx)}
		for _, amount := range []any{"0", "-100", "1280001", "12.5", "abc", "99999999999999999999999", 1e30} {
			r := e.GraphQL(arb.Token, `mutation($in: GrantRefundInput!) { grantRefund(input: $in) { userErrors { field code message } } }`,
				map[string]any{"in": map[string]any{"refundID": id, "amountFen": amount}})
			body := string(r.Data["grantRefund"])
			if len(r.Errors) == 0 && !strings.Contains(body, `"code":"INVALID"`) {
				t.Errorf("amount %v: %s %+v", amount, body, r.Errors)
			}
			if len(r.Errors) == 0 && !strings.Contains(body, "裁定退款金额应大于 0") {
				t.Errorf("amount %v: message %s", amount, body)
			}
		}
		after := [2]int{e.auditCount(), e.Client.LedgerEntry.Query().CountX(ctx)}
		state := e.Client.RefundRequest.Query().Where(refundrequest.BuyerID(buyer.Member.ID)).OnlyX(ctx).State
		if after != before || state != "ARBITRATION" {
			t.Fatalf("malformed amounts wrote: audit/ledger %v → %v, state %s", before, after, state)
		}
	})
}
