package e2etest_test

// The platform as the seller side of refunds on its own goods
// (graph/shipments.graphql): the queue and the answer in the operator
// matrix, their refusals, a member's attempt, two admins at once, and the
// arbitration queue's pages, which never offer an arbiter their own case.

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"

	"artmarket/ent/auditentry"
	"artmarket/ent/ledgerentry"
	"artmarket/server/web/apptest"
)

// platformRequested is buyer's request for a refund of all of a paid order
// of the platform's shop: the request's id.
func (e *env) platformRequested(buyer login) string {
	e.T.Helper()
	return e.requested(buyer, e.platformPaid(buyer)).ID
}

const answerPlatform = `mutation($input: AnswerPlatformRefundInput!) { answerPlatformRefund(input: $input) {
	userErrors { field code message } refund { state stateLabel timeline { action actorLabel detail } } } }`

func answerInput(id, answer, reason string) map[string]any {
	return map[string]any{"input": map[string]any{"refundID": id, "answer": answer, "reason": reason}}
}

func init() {
	operatorCalls["platformRefunds"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			e.platformRequested(target)
			return `{ platformRefunds(first: 10) { totalCount edges { node { stateLabel allowedActions { action } } } } }`, nil
		},
		granted: func(r gqlReply) bool {
			s := string(r.Data["platformRefunds"])
			return strings.Contains(s, `"stateLabel":"待卖家处理"`) && !strings.Contains(s, `"totalCount":0`)
		},
	}
	operatorCalls["answerPlatformRefund"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			return answerPlatform, answerInput(e.platformRequested(target), "REFUSE", "已超出七天无理由期限")
		},
		granted: payloadOK("answerPlatformRefund"), action: "refund.refuse",
	}
	otherMember["answerPlatformRefund"] = refundLeftAlone("answerPlatformRefund", "REQUESTED")
	// A refusal without a reason.
	refusals["answerPlatformRefund"] = func(t *testing.T, e *env, a login) refusal {
		return refusal{token: e.adminLogin().Token, input: answerInput(e.platformRequested(a), "REFUSE", " ")["input"].(map[string]any)}
	}
}

// An admin answers a platform order's refund as its seller: the queue
// offers the seller's moves, the timeline says 平台; a member's order, one
// the admin bought, a move not the seller's, are refused and write nothing;
// two admins agreeing at once refund once.
func TestPlatformAnswersRefunds(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		ctx := context.Background()
		buyer := e.LoginMobile(e.Mobile())
		a1, a2 := e.adminLogin(), e.adminLogin()
		id := e.platformRequested(buyer)
		r := e.GraphQL(a1.Token, `{ platformRefunds(first: 10) { totalCount edges { node { id allowedActions { action label } } } } }`, nil)
		if got := string(r.Data["platformRefunds"]); !strings.Contains(got, `"totalCount":1`) ||
			!strings.Contains(got, `"allowedActions":[{"action":"AGREE","label":"同意退款"},{"action":"REFUSE","label":"拒绝退款"}]`) {
			t.Fatalf("platform refunds: %s %v", got, r.Errors)
		}
		member := e.LoginMobile(e.Mobile())
		_, memberOrder := e.paidOrder(member)
		memberRefund := e.requested(member, memberOrder).ID
		ownBuyer := e.adminLogin()
		own := e.platformRequested(ownBuyer)
		before := e.tableDigests()
		for _, c := range []struct {
			token string
			in    map[string]any
			want  string
		}{
			{a1.Token, answerInput(memberRefund, "AGREE", ""), "该退款申请不是平台自营订单的，由卖家处理"},
			{ownBuyer.Token, answerInput(own, "AGREE", ""), "不能处理自己购买的订单的退款"},
			{a1.Token, answerInput(id, "ESCALATE", ""), "请选择同意退款、拒绝退款或确认收到退货"},
			{a1.Token, answerInput(id, "CONFIRM_RETURN", ""), "不能确认收到退货"},
			{a1.Token, answerInput(id, "REFUSE", strings.Repeat("长", 501)), "请填写拒绝理由"},
		} {
			r := e.GraphQL(c.token, answerPlatform, c.in)
			if got := string(r.Data["answerPlatformRefund"]); !strings.Contains(got, c.want) || !strings.Contains(got, `"refund":null`) {
				t.Errorf("%v: %s %v", c.in, got, r.Errors)
			}
		}
		if after := e.tableDigests(); fmt.Sprint(after) != fmt.Sprint(before) {
			t.Fatalf("refused answers wrote: %v → %v", before, after)
		}
		var wg sync.WaitGroup
		bodies := make([]string, 2)
		for i, tok := range []string{a1.Token, a2.Token} {
			wg.Go(func() {
				_, _, bodies[i] = apptest.Send(e.Handler, tok, answerPlatform, answerInput(id, "AGREE", ""))
			})
		}
		wg.Wait()
		ok := 0
		for _, b := range bodies {
			if strings.Contains(b, `"userErrors":[]`) {
				ok++
				if !strings.Contains(b, `{"action":"AGREE","actorLabel":"平台","detail":""}`) || !strings.Contains(b, `"state":"REFUNDING"`) {
					t.Errorf("agreed: %s", b)
				}
			}
		}
		refunded := e.Client.LedgerEntry.Query().Where(ledgerentry.Kind("REFUND")).CountX(ctx)
		logged := e.Client.AuditEntry.Query().Where(auditentry.Action("refund.agree")).CountX(ctx)
		if ok != 1 || refunded != 1 || logged != 1 {
			t.Fatalf("%d agreed, %d refunds posted, %d audit entries: %v", ok, refunded, logged, bodies)
		}
	})
}

// The arbitration queue, a page at a time: every escalated case once over
// the pages, the arbiter's own case left out.
func TestArbitrationQueuePages(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		arb := e.operator("arbiter")
		want := map[string]bool{}
		for range 3 {
			want[e.escalatedRefund(e.LoginMobile(e.Mobile()))] = true
		}
		e.escalatedRefund(arb) // the arbiter's own case: never offered to them
		seen, after := map[string]bool{}, any(nil)
		for page := 0; ; page++ {
			r := e.GraphQL(arb.Token, `query($after: Cursor) { arbitrationQueue(first: 2, after: $after) { totalCount
				edges { node { id allowedActions { action } } } pageInfo { hasNextPage endCursor } } }`, map[string]any{"after": after})
			var out struct {
				ArbitrationQueue struct {
					TotalCount int
					Edges      []struct{ Node struct{ ID string } }
					PageInfo   struct {
						HasNextPage bool
						EndCursor   string
					}
				}
			}
			decode(e.T, r, &out)
			q := out.ArbitrationQueue
			if q.TotalCount != 3 || len(q.Edges) > 2 || page > 2 {
				t.Fatalf("page %d: %+v", page, q)
			}
			for _, ed := range q.Edges {
				if seen[ed.Node.ID] || !want[ed.Node.ID] {
					t.Fatalf("page %d offers %s (seen %v)", page, ed.Node.ID, seen)
				}
				seen[ed.Node.ID] = true
			}
			if !q.PageInfo.HasNextPage {
				break
			}
			after = q.PageInfo.EndCursor
		}
		if len(seen) != 3 {
			t.Fatalf("pages offered %d of 3 cases", len(seen))
		}
		r := e.GraphQL(arb.Token, `{ arbitrationQueue(first: 1000) { totalCount } }`, nil)
		if len(r.Errors) == 0 {
			t.Fatalf("a page of 1000: %s", mustJSON(r.Data))
		}
	})
}
