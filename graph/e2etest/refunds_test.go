package e2etest_test

// Refunds through GraphQL (issue 23): a buyer requests a refund of a paid
// order, the seller agrees, WeChat Pay pays it and both see 退款成功 with
// the timeline; the amounts and who sees a request.

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"artmarket/ent/refundrequest"
	"artmarket/server/providers/wechatpay"
	"artmarket/server/providers/wechatpay/wechatpaytest"
)

const refundFields = `id number state stateLabel kind kindLabel reason amountFen refundFen description refuseReason viewerRole
	allowedActions { action label } timeline { action label actorLabel toStateLabel detail } order { number refundableFen }`

type gqlRefund struct {
	ID             string  `json:"id"`
	Number         int     `json:"number"`
	State          string  `json:"state"`
	StateLabel     string  `json:"stateLabel"`
	AmountFen      string  `json:"amountFen"`
	RefundFen      *string `json:"refundFen"`
	RefuseReason   string  `json:"refuseReason"`
	ViewerRole     string  `json:"viewerRole"`
	AllowedActions []struct {
		Action, Label string
	} `json:"allowedActions"`
	Timeline []struct {
		Action, Label, ActorLabel, ToStateLabel, Detail string
	} `json:"timeline"`
	Order struct {
		Number        int    `json:"number"`
		RefundableFen string `json:"refundableFen"`
	} `json:"order"`
}

type refundPayload struct {
	UserErrors []gqlUserError `json:"userErrors"`
	Refund     *gqlRefund     `json:"refund"`
}

// refundCall runs a refund mutation and decodes its payload.
func (e *env) refundCall(token, field, input string, in map[string]any) refundPayload {
	e.T.Helper()
	r := e.GraphQL(token, `mutation($in: `+input+`!) { `+field+`(input: $in) { userErrors { field message code } refund { `+refundFields+` } } }`,
		map[string]any{"in": in})
	var out map[string]refundPayload
	decode(e.T, r, &out)
	return out[field]
}

// paidOrder has buyer order and pay a work a new seller lists.
func (e *env) paidOrder(buyer login) (login, gqlOrder) {
	e.T.Helper()
	seller, o := e.placeOrder(buyer)
	r := e.GraphQL(buyer.Token, `mutation($in: StartPaymentInput!) { startPayment(input: $in) { payment { outTradeNo } } }`,
		map[string]any{"in": map[string]any{"orderID": o.ID, "channel": "PC"}})
	var pay struct {
		StartPayment struct{ Payment struct{ OutTradeNo string } }
	}
	decode(e.T, r, &pay)
	tx, err := e.Pay.Pay(pay.StartPayment.Payment.OutTradeNo)
	if err != nil {
		e.T.Fatal(err)
	}
	if err := e.Orders.Apply(context.Background(), wechatpaytest.Notification(tx)); err != nil {
		e.T.Fatal(err)
	}
	return seller, o
}

// requested has buyer request a refund of all of their paid order o.
func (e *env) requested(buyer login, o gqlOrder) gqlRefund {
	e.T.Helper()
	p := e.refundCall(buyer.Token, "requestRefund", "RequestRefundInput", map[string]any{
		"orderID": o.ID, "kind": "REFUND_ONLY", "reason": "不想要了", "amountFen": o.TotalFen, "description": "拍错了"})
	if len(p.UserErrors) > 0 || p.Refund == nil {
		e.T.Fatalf("requestRefund: %+v", p.UserErrors)
	}
	return *p.Refund
}

// agreedRefund is a refund of buyer's paid order, requested and agreed
// (退款中): its seller and the request.
func (e *env) agreedRefund(buyer login) (login, gqlRefund) {
	e.T.Helper()
	seller, o := e.paidOrder(buyer)
	q := e.requested(buyer, o)
	if p := e.refundCall(seller.Token, "agreeRefund", "RefundIDInput", map[string]any{"refundID": q.ID}); p.Refund == nil {
		e.T.Fatalf("agreeRefund: %+v", p.UserErrors)
	}
	return seller, q
}

// refundOf is request number n as the member with token sees it (nil: not found).
func (e *env) refundOf(token string, n int) *gqlRefund {
	e.T.Helper()
	r := e.GraphQL(token, `query($n: Int!) { viewer { refundRequest(number: $n) { `+refundFields+` } } }`, map[string]any{"n": n})
	var out struct {
		Viewer *struct{ RefundRequest *gqlRefund }
	}
	decode(e.T, r, &out)
	if out.Viewer == nil {
		return nil
	}
	return out.Viewer.RefundRequest
}

func refundActions(r *gqlRefund) []string {
	var out []string
	for _, a := range r.AllowedActions {
		out = append(out, a.Action+":"+a.Label)
	}
	return out
}

func TestRefundLifecycleGraphQL(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		buyer := e.LoginMobile(e.Mobile())
		seller, o := e.paidOrder(buyer)
		over := e.refundCall(buyer.Token, "requestRefund", "RequestRefundInput", map[string]any{
			"orderID": o.ID, "kind": "REFUND_ONLY", "reason": "不想要了", "amountFen": "1280001"})
		if len(over.UserErrors) != 1 || over.UserErrors[0].Field == nil || *over.UserErrors[0].Field != "amount" ||
			over.UserErrors[0].Message != "退款金额应大于 0，且不超过可退金额 ¥12800.00" {
			t.Fatalf("over: %+v", over.UserErrors)
		}
		q := e.requested(buyer, o)
		if q.State != "REQUESTED" || q.StateLabel != "待卖家处理" || q.ViewerRole != "BUYER" || len(q.Timeline) != 1 ||
			q.Timeline[0].Label != "买家申请退款" || len(refundActions(&q)) != 1 || refundActions(&q)[0] != "CANCEL:撤销申请" {
			t.Fatalf("requested %+v", q)
		}
		seen := e.refundOf(seller.Token, q.Number)
		if seen == nil || seen.ViewerRole != "SELLER" || len(refundActions(seen)) != 2 || refundActions(seen)[0] != "AGREE:同意退款" {
			t.Fatalf("seller sees %+v", seen)
		}
		if other := e.refundOf(e.LoginMobile(e.Mobile()).Token, q.Number); other != nil {
			t.Fatalf("another member sees %+v", other)
		}
		r := e.GraphQL(seller.Token, `{ viewer { refundRequests(role: SELLER) { number } } }`, nil)
		if got := string(r.Data["viewer"]); got != `{"refundRequests":[{"number":`+strconv.Itoa(q.Number)+`}]}` {
			t.Fatalf("seller's list %s", got)
		}
		agreed := e.refundCall(seller.Token, "agreeRefund", "RefundIDInput", map[string]any{"refundID": q.ID})
		if agreed.Refund == nil || agreed.Refund.State != "REFUNDING" || *agreed.Refund.RefundFen != "1280000" || agreed.Refund.Order.RefundableFen != "0" {
			t.Fatalf("agreed %+v", agreed)
		}
		for no, rf := range e.Pay.Refunds() {
			rf.Status = wechatpay.RefundSuccess
			for range 3 {
				if err := e.Orders.Apply(context.Background(), wechatpay.Notification{Refund: &rf}); err != nil {
					t.Fatalf("%s: %v", no, err)
				}
			}
		}
		// The seller's balance: the sale came in pending and went back out with the refund, line by line.
		r = e.GraphQL(seller.Token, `{ viewer { balance { availableFen pendingFen } balanceHistory { accountLabel amountFen orderNumber } } }`, nil)
		if got := string(r.Data["viewer"]); got != `{"balance":{"availableFen":"0","pendingFen":"0"},"balanceHistory":[`+
			`{"accountLabel":"待结算","amountFen":"-1216000","orderNumber":`+strconv.Itoa(o.Number)+`},`+
			`{"accountLabel":"待结算","amountFen":"1216000","orderNumber":`+strconv.Itoa(o.Number)+`}]}` {
			t.Fatalf("seller's balance %s", got)
		}
		for _, tok := range []string{buyer.Token, seller.Token} {
			got := e.refundOf(tok, q.Number)
			if got == nil || got.StateLabel != "退款成功" || len(got.Timeline) != 3 || got.Timeline[2].Label != "退款成功" || len(got.AllowedActions) != 0 {
				t.Fatalf("after success %+v", got)
			}
		}
	})
}

// refundOtherMember: b runs the mutation on a's refund request (a the
// buyer); NOT_FOUND, and a's request is as it was.
func refundOtherMember(field, input string, extra map[string]any) func(t *testing.T, e *env, a, b login) {
	return func(t *testing.T, e *env, a, b login) {
		_, o := e.paidOrder(a)
		q := e.requested(a, o)
		in := map[string]any{"refundID": q.ID}
		for k, v := range extra {
			in[k] = v
		}
		r := e.GraphQL(b.Token, `mutation($in: `+input+`!) { `+field+`(input: $in) { userErrors { code } } }`, map[string]any{"in": in})
		after := e.refundOf(a.Token, q.Number)
		if !strings.Contains(string(r.Data[field]), "NOT_FOUND") || after == nil || after.State != q.State || len(after.Timeline) != len(q.Timeline) {
			t.Errorf("b's %s on a's refund: %s %v", field, r.Data[field], r.Errors)
		}
	}
}

// escalatedRefund is a refund of buyer's paid order, refused by a new
// seller and escalated by buyer: its id.
func (e *env) escalatedRefund(buyer login) string {
	e.T.Helper()
	e.NewIP() // the matrix makes many: each seller's sign-in code within the per-address limit
	seller, o := e.paidOrder(buyer)
	q := e.requested(buyer, o)
	if p := e.refundCall(seller.Token, "refuseRefund", "RefuseRefundInput", map[string]any{"refundID": q.ID, "reason": "无质量问题"}); p.Refund == nil {
		e.T.Fatalf("refuseRefund: %+v", p.UserErrors)
	}
	if p := e.refundCall(buyer.Token, "escalateRefund", "RefundIDInput", map[string]any{"refundID": q.ID}); p.Refund == nil || p.Refund.State != "ARBITRATION" {
		e.T.Fatalf("escalateRefund: %+v", p.UserErrors)
	}
	return q.ID
}

func arbitrationCall(field, input string, extra map[string]any) opCall {
	return opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			in := map[string]any{"refundID": e.escalatedRefund(target)}
			for k, v := range extra {
				in[k] = v
			}
			return `mutation($input: ` + input + `!) { ` + field + `(input: $input) { userErrors { code message } } }`, map[string]any{"input": in}
		},
		granted: payloadOK(field), action: map[string]string{"grantRefund": "refund.grant", "denyRefund": "refund.deny"}[field],
	}
}

func init() {
	operatorCalls["arbitrationQueue"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			e.escalatedRefund(target)
			return `{ arbitrationQueue(first: 10) { totalCount edges { node { id stateLabel } } } }`, nil
		},
		granted: func(r gqlReply) bool {
			return strings.Contains(string(r.Data["arbitrationQueue"]), `"stateLabel":"平台介入中"`)
		},
	}
	operatorCalls["grantRefund"] = arbitrationCall("grantRefund", "GrantRefundInput", map[string]any{"amountFen": "100000", "note": "部分退款"})
	operatorCalls["denyRefund"] = arbitrationCall("denyRefund", "DenyRefundInput", map[string]any{"reason": "证据不足"})
	// A plain member's decision on another's case: FORBIDDEN, still in arbitration.
	for _, name := range []string{"grantRefund", "denyRefund"} {
		otherMember[name] = func(t *testing.T, e *env, a, b login) {
			q, vars := operatorCalls[name].prepare(e, a)
			r := e.GraphQL(b.Token, q, vars)
			n := e.Client.RefundRequest.Query().Where(refundrequest.BuyerID(a.Member.ID), refundrequest.State("ARBITRATION")).CountX(context.Background())
			if !strings.Contains(string(r.Data[name]), `"FORBIDDEN"`) || n != 1 {
				t.Errorf("b's %s on a's case: %s; %d in arbitration", name, r.Data[name], n)
			}
		}
	}
	arbiter := func(e *env) login {
		l := e.LoginMobile(e.Mobile())
		e.setRoles(l, []string{"arbiter"})
		return l
	}
	// More than the buyer asked; no reason.
	refusals["grantRefund"] = func(t *testing.T, e *env, a login) refusal {
		return refusal{token: arbiter(e).Token, input: map[string]any{"refundID": e.escalatedRefund(a), "amountFen": "1280001"}}
	}
	refusals["denyRefund"] = func(t *testing.T, e *env, a login) refusal {
		return refusal{token: arbiter(e).Token, input: map[string]any{"refundID": e.escalatedRefund(a), "reason": " "}}
	}
}
