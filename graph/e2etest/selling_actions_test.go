package e2etest_test

import (
	"context"
	"strings"
	"testing"

	"artmarket/server/domain/selling"
)

// Issue 25 point 4: the API tells the client what may happen next
// (Work.allowedActions, from the transition table and the
// viewer's part) and carries the states', moves' and timeline's words.
func TestSellingAllowedActionsThroughGraphQL(t *testing.T) {
	matrix(t, map[string]func(*testing.T, *env){
		"the seller's and the reviewer's moves, with their words": testSellingAllowedActions,
	})
}

func testSellingAllowedActions(t *testing.T, e *env) {
	seller := e.LoginMobile(e.Mobile())
	reviewer := e.LoginMobile(e.Mobile())
	if _, err := selling.GrantRole(context.Background(), e.Client, e.mobileOf(reviewer), selling.RoleReviewer); err != nil {
		t.Fatal(err)
	}
	node := `query($id: ID!) { node(id: $id) { ... on Work {
		state stateLabel allowedActions { action label }
		timeline { action label fromState toState toStateLabel } } } }`
	read := func(token, id string) string {
		t.Helper()
		r := e.GraphQL(token, node, map[string]any{"id": id})
		if len(r.Errors) > 0 {
			t.Fatalf("node: %v", r.Errors)
		}
		return string(r.Data["node"])
	}

	draft := e.workAt(seller, "draft")
	got := read(seller.Token, draft)
	for _, want := range []string{
		`"state":"draft","stateLabel":"草稿"`,
		`"allowedActions":[{"action":"edit","label":"编辑"},{"action":"submit","label":"提交审核"},{"action":"delete","label":"删除"}]`,
		`"timeline":[{"action":"create","label":"创建草稿","fromState":null,"toState":"draft","toStateLabel":"草稿"}]`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("a draft, its seller: %s\nwant %s", got, want)
		}
	}

	pending := e.workAt(seller, "pending")
	if got := read(seller.Token, pending); !strings.Contains(got, `"allowedActions":[{"action":"withdraw","label":"撤回"}]`) {
		t.Errorf("a pending work, its seller: %s", got)
	}
	// The reviewer meets the work in the review queue: approve or reject.
	rt := reviewer.Token
	r := e.GraphQL(rt, `{ reviewQueue(first: 50) { edges { node { id allowedActions { action label } } } } }`, nil)
	if q := string(r.Data["reviewQueue"]); !strings.Contains(q, `"id":"`+pending+`","allowedActions":[{"action":"approve","label":"通过"},{"action":"reject","label":"驳回"}]`) {
		t.Errorf("the reviewer's queue: %s %v", q, r.Errors)
	}
	out := e.Sell(rt, "rejectWork", "RejectWorkInput", map[string]any{"id": pending, "reason": "请补充背面照片"})
	if len(out.UserErrors) > 0 {
		t.Fatalf("reject: %+v", out)
	}
	got = read(seller.Token, pending)
	for _, want := range []string{
		`"state":"rejected","stateLabel":"未通过"`,
		`"allowedActions":[{"action":"edit","label":"编辑"},{"action":"submit","label":"重新提交"}]`,
		`{"action":"reject","label":"审核未通过","fromState":"pending","toState":"rejected","toStateLabel":"未通过"}`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("a rejected work, its seller: %s\nwant %s", got, want)
		}
	}

	listed := e.workAt(seller, "listed")
	if got := read(seller.Token, listed); !strings.Contains(got, `"allowedActions":[{"action":"edit","label":"编辑"},{"action":"reprice","label":"修改价格或运费"},{"action":"take_down","label":"下架"}]`) {
		t.Errorf("a listed work, its seller: %s", got)
	}
}
