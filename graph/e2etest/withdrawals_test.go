package e2etest_test

// Withdrawals through GraphQL (issue 23): the finance role's console calls
// in the operator matrix, their refusals, and a plain member's attempt.

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/member"
	"artmarket/ent/realname"
	"artmarket/ent/withdrawal"
	"artmarket/server/domain/ledger"
)

// pendingWithdrawal has owner (verified, with a cash-out account, the first
// time) withdraw ¥10 of a settled sale: the withdrawal's id.
func (e *env) pendingWithdrawal(owner login) string {
	e.T.Helper()
	ctx := context.Background()
	if !e.Client.RealName.Query().Where(realname.HasMemberWith(member.ID(owner.Member.ID))).ExistX(ctx) {
		e.cashOutAccount(owner)
	}
	seller := owner.Member.ID
	o := &ent.Order{ID: 1<<40 + int(e.Next()), BuyerID: 1, SellerID: &seller, GoodsFen: 1_000, TotalFen: 1_000, Title: "作品"}
	if _, err := ledger.Post(ctx, e.Client, ledger.Payment(o, fmt.Sprintf("E2E%d", o.ID)), time.Now()); err != nil {
		e.T.Fatal(err)
	}
	if _, err := ledger.Settle(ctx, e.Client, o, time.Now()); err != nil {
		e.T.Fatal(err)
	}
	r := e.GraphQL(owner.Token, `mutation { requestWithdrawal(input: { amountFen: "1000" }) { userErrors { message } withdrawal { id } } }`, nil)
	var out struct {
		Withdrawal *struct{ ID string } `json:"withdrawal"`
	}
	if err := json.Unmarshal(r.Data["requestWithdrawal"], &out); err != nil || out.Withdrawal == nil {
		e.T.Fatalf("requestWithdrawal: %s %v", r.Data["requestWithdrawal"], r.Errors)
	}
	return out.Withdrawal.ID
}

func withdrawalCall(field, input string, extra map[string]any) opCall {
	return opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			in := map[string]any{"withdrawalID": e.pendingWithdrawal(target)}
			for k, v := range extra {
				in[k] = v
			}
			return `mutation($input: ` + input + `!) { ` + field + `(input: $input) { userErrors { code message } } }`, map[string]any{"input": in}
		},
		granted: payloadOK(field), action: map[string]string{"payWithdrawal": "withdrawal.pay", "rejectWithdrawal": "withdrawal.reject"}[field],
	}
}

func init() {
	operatorCalls["opsWithdrawals"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			e.pendingWithdrawal(target)
			return `{ opsWithdrawals { id amountFen stateLabel } }`, nil
		},
		granted: func(r gqlReply) bool {
			return strings.Contains(string(r.Data["opsWithdrawals"]), `"stateLabel":"审核中"`)
		},
	}
	operatorCalls["payWithdrawal"] = withdrawalCall("payWithdrawal", "PayWithdrawalInput", map[string]any{"payoutRef": "BANK-0001"})
	operatorCalls["rejectWithdrawal"] = withdrawalCall("rejectWithdrawal", "RejectWithdrawalInput", map[string]any{"reason": "账户信息有误"})

	// A plain member's decision on another's withdrawal: FORBIDDEN, still pending.
	for _, name := range []string{"payWithdrawal", "rejectWithdrawal"} {
		otherMember[name] = func(t *testing.T, e *env, a, b login) {
			q, vars := operatorCalls[name].prepare(e, a)
			r := e.GraphQL(b.Token, q, vars)
			n := e.Client.Withdrawal.Query().Where(withdrawal.MemberID(a.Member.ID), withdrawal.State("PENDING")).CountX(context.Background())
			if !strings.Contains(string(r.Data[name]), `"FORBIDDEN"`) || n != 1 {
				t.Errorf("b's %s on a's withdrawal: %s; %d pending", name, r.Data[name], n)
			}
		}
	}
	// The finance role's decisions without a reference or a reason.
	finance := func(e *env) login {
		l := e.LoginMobile(e.Mobile())
		e.setRoles(l, []string{"finance"})
		return l
	}
	refusals["payWithdrawal"] = func(t *testing.T, e *env, a login) refusal {
		return refusal{token: finance(e).Token, input: map[string]any{"withdrawalID": e.pendingWithdrawal(a), "payoutRef": " "}}
	}
	refusals["rejectWithdrawal"] = func(t *testing.T, e *env, a login) refusal {
		return refusal{token: finance(e).Token, input: map[string]any{"withdrawalID": e.pendingWithdrawal(a), "reason": ""}}
	}
}
