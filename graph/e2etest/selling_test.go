package e2etest_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"artmarket/server/domain/selling"
	"artmarket/server/web/apptest"
)

// Selling (issue 10) through GraphQL: the owned node, the other-member
// checks of its mutations (registered in otherMember and ownedNodes below),
// and the review that makes a work public and the take-down that hides it.

// draftWork is a complete draft of owner's: its id.
func (e *env) draftWork(owner login, title string) string {
	e.T.Helper()
	out := e.Sell(owner.Token, "createWork", "CreateWorkInput", map[string]any{"form": apptest.WorkForm(title)})
	if out.Work == nil || out.Work.State != "draft" {
		e.T.Fatalf("draft: %+v", out)
	}
	return out.Work.ID
}

// workAt makes a work of owner's in state: draft, pending, listed or taken_down.
func (e *env) workAt(owner login, state string) string {
	e.T.Helper()
	id := e.draftWork(owner, "甲的作品")
	steps := map[string][]string{"draft": nil, "pending": {"submit"}, "listed": {"submit", "approve"}, "taken_down": {"submit", "approve", "take_down"}}
	for _, step := range steps[state] {
		var err error
		ctx := context.Background()
		n := nodeNumber(e, id)
		switch step {
		case "submit":
			_, err = selling.SubmitWork(ctx, e.Client, owner.Member.ID, n, true)
		case "approve":
			_, err = selling.ApproveWork(ctx, e.Client, e.reviewer(), n)
		case "take_down":
			_, err = selling.TakeDownWork(ctx, e.Client, owner.Member.ID, n)
		}
		if err != nil {
			e.T.Fatalf("%s: %v", step, err)
		}
	}
	return id
}

func nodeNumber(e *env, id string) int {
	var n int
	if _, err := fmt.Sscan(id, &n); err != nil {
		e.T.Fatalf("id %q", id)
	}
	return n
}

// reviewer is a member with the reviewer role: its id.
func (e *env) reviewer() int {
	e.T.Helper()
	m := e.LoginMobile(e.Mobile())
	if _, err := selling.GrantRole(context.Background(), e.Client, e.mobileOf(m), selling.RoleReviewer); err != nil {
		e.T.Fatal(err)
	}
	return m.Member.ID
}

// stateOf is the stored state of a work.
func (e *env) stateOf(id string) string {
	e.T.Helper()
	return string(e.Client.Work.GetX(context.Background(), nodeNumber(e, id)).State)
}

// sellingOtherMember: b runs the mutation on a's work in state; NOT_FOUND (or
// FORBIDDEN for the review), and a's work stays as it was.
func sellingOtherMember(field, input, state, code string, extra map[string]any) func(t *testing.T, e *env, a, b login) {
	return func(t *testing.T, e *env, a, b login) {
		id := e.workAt(a, state)
		in := map[string]any{"id": id}
		for k, v := range extra {
			in[k] = v
		}
		out := e.Sell(b.Token, field, input, in)
		if len(out.UserErrors) != 1 || out.UserErrors[0].Code != code || out.Work != nil || e.stateOf(id) != state {
			t.Errorf("b's %s on a's %s work: %+v; a's is %s", field, state, out, e.stateOf(id))
		}
	}
}

func init() {
	ownedNodes["Work"] = func(t *testing.T, e *env, owner login) string { return e.draftWork(owner, "私有") }
	otherMember["createWork"] = func(t *testing.T, e *env, a, b login) {
		e.draftWork(b, "乙的作品")
		r := e.GraphQL(a.Token, `{ viewer { works(first: 10) { totalCount } workCounts { all } } }`, nil)
		if !strings.Contains(string(r.Data["viewer"]), `"totalCount":0`) || !strings.Contains(string(r.Data["viewer"]), `"all":0`) {
			t.Errorf("b's draft shows on a: %s", r.Data["viewer"])
		}
	}
	otherMember["updateWork"] = sellingOtherMember("updateWork", "UpdateWorkInput", "draft", "NOT_FOUND",
		map[string]any{"version": 1, "form": apptest.WorkForm("乙改的")})
	otherMember["submitWork"] = sellingOtherMember("submitWork", "SubmitWorkInput", "draft", "NOT_FOUND", map[string]any{"acceptAgreement": true})
	otherMember["withdrawWork"] = sellingOtherMember("withdrawWork", "WorkIDInput", "pending", "NOT_FOUND", nil)
	otherMember["takeDownWork"] = sellingOtherMember("takeDownWork", "WorkIDInput", "listed", "NOT_FOUND", nil)
	otherMember["relistWork"] = sellingOtherMember("relistWork", "WorkIDInput", "taken_down", "NOT_FOUND", nil)
	otherMember["approveWork"] = sellingOtherMember("approveWork", "WorkIDInput", "pending", "FORBIDDEN", nil)
	otherMember["rejectWork"] = sellingOtherMember("rejectWork", "RejectWorkInput", "pending", "FORBIDDEN", map[string]any{"reason": "乙说不行"})
	otherMember["deleteWork"] = func(t *testing.T, e *env, a, b login) {
		id := e.workAt(a, "draft")
		r := e.GraphQL(b.Token, `mutation($id: ID!) { deleteWork(input: {id: $id}) { userErrors { code } deletedID } }`, map[string]any{"id": id})
		if !strings.Contains(string(r.Data["deleteWork"]), "NOT_FOUND") || e.stateOf(id) != "draft" {
			t.Errorf("b deleting a's draft: %s %v", r.Data["deleteWork"], r.Errors)
		}
	}
}

func TestSellingThroughGraphQL(t *testing.T) {
	matrix(t, map[string]func(*testing.T, *env){
		"review lists the work publicly and take-down hides it": testSellingReview,
		"the seller needs a mobile and a fresh version":         testSellingRules,
		"the seller's view of one work is the seller's alone":   testSellerView,
	})
}

// publicSearch is what a visitor's artworks(where: {search:}) finds: the ids.
func (e *env) publicSearch(q string) string {
	e.T.Helper()
	r := e.GraphQL("", `query($q: String) { artworks(first: 10, where: {search: $q}) { edges { node { id title } } } }`, map[string]any{"q": q})
	if len(r.Errors) > 0 {
		e.T.Fatalf("search: %v", r.Errors)
	}
	return string(r.Data["artworks"])
}

func testSellingReview(t *testing.T, e *env) {
	seller := e.LoginMobile(e.Mobile())
	other := e.LoginMobile(e.Mobile())
	revID := e.reviewer()
	// The reviewer signs in again to have a token (reviewer() only granted the role).
	rev := e.LoginMobile(*e.Client.Member.GetX(context.Background(), revID).Mobile)

	id := e.draftWork(seller, "寒山行旅")
	if out := e.Sell(seller.Token, "submitWork", "SubmitWorkInput", map[string]any{"id": id, "acceptAgreement": true}); out.Work == nil || out.Work.State != "pending" {
		t.Fatalf("submit: %+v", out)
	}
	// The queue: the reviewer sees it, anyone else an empty list.
	q := `{ reviewQueue(first: 10) { totalCount edges { node { id title } } } }`
	if got := string(e.GraphQL(rev.Token, q, nil).Data["reviewQueue"]); !strings.Contains(got, id) {
		t.Errorf("reviewer's queue: %s", got)
	}
	for who, tok := range map[string]string{"the seller": seller.Token, "another member": other.Token, "a visitor": ""} {
		if got := string(e.GraphQL(tok, q, nil).Data["reviewQueue"]); strings.Contains(got, id) {
			t.Errorf("%s reads the queue: %s", who, got)
		}
	}
	if strings.Contains(e.publicSearch("hanshan"), "寒山行旅") {
		t.Fatal("a pending work is public")
	}
	out := e.Sell(rev.Token, "rejectWork", "RejectWorkInput", map[string]any{"id": id, "reason": "请补充背面照片"})
	if out.Work == nil || out.Work.State != "rejected" || out.Work.RejectReason != "请补充背面照片" {
		t.Fatalf("reject: %+v", out)
	}
	e.Sell(seller.Token, "submitWork", "SubmitWorkInput", map[string]any{"id": id, "acceptAgreement": true})
	out = e.Sell(rev.Token, "approveWork", "WorkIDInput", map[string]any{"id": id})
	if out.Work == nil || out.Work.State != "listed" || out.Work.Artwork == nil {
		t.Fatalf("approve: %+v", out)
	}
	artworkID := out.Work.Artwork.ID
	if got := e.publicSearch("hanshan"); !strings.Contains(got, artworkID) {
		t.Fatalf("search by pinyin after approval: %s", got)
	}
	node := `query($id: ID!) { node(id: $id) { id } }`
	if r := e.GraphQL("", node, map[string]any{"id": artworkID}); isNull(r.Data["node"]) {
		t.Fatal("the listed work has no public node")
	}
	// The public page shows the seller (the loginMobile member's nickname, or 匿名卖家), how it ships and what
	// the seller declared.
	pub := `query($id: ID!) { node(id: $id) { ... on Artwork { framed signed certificate
		seller { nickname shipping shippingFeeFen shippingLabel shipFrom } goods { kind stock } } } }`
	seen := e.GraphQL("", pub, map[string]any{"id": artworkID})
	if got := string(seen.Data["node"]); !strings.Contains(got, `"framed":true,"signed":false,"certificate":true`) ||
		!strings.Contains(got, `"shipping":"free","shippingFeeFen":"0","shippingLabel":"包邮","shipFrom":"广东省 深圳市"`) ||
		!strings.Contains(got, `"seller":{"nickname":`) || !strings.Contains(got, `{"kind":"ORIGINAL","stock":1}`) {
		t.Errorf("public page of the work: %s %v", got, seen.Errors)
	}
	// A shipping change applies at once, on the public page too; a catalogue work has no seller.
	ver := e.GraphQL(seller.Token, `query($id: ID!) { node(id: $id) { ... on Work { version } } }`, map[string]any{"id": id})
	var v struct{ Version int }
	_ = json.Unmarshal(ver.Data["node"], &v)
	form := apptest.WorkForm("寒山行旅")
	form["framed"], form["certificate"], form["shipping"], form["shippingFeeFen"] = true, true, "fixed", 1250
	if out := e.Sell(seller.Token, "updateWork", "UpdateWorkInput", map[string]any{"id": id, "version": v.Version, "form": form}); out.Work == nil {
		t.Fatalf("reprice: %+v", out)
	}
	seen = e.GraphQL("", pub, map[string]any{"id": artworkID})
	if got := string(seen.Data["node"]); !strings.Contains(got, `"shipping":"fixed","shippingFeeFen":"1250","shippingLabel":"运费 ¥12.50"`) {
		t.Errorf("after a shipping change: %s %v", got, seen.Errors)
	}
	ctx := context.Background()
	painter := e.Client.Artist.Create().SetName("馆藏画家").SaveX(ctx)
	e.Client.Artwork.Create().SetTitle("馆藏").SetArtist(painter).SetMedium("OIL").SetWidthCm(10).SetHeightCm(10).SetPriceFen(100).ExecX(ctx)
	cat := e.GraphQL("", `{ artworks(first: 5, where: {search: "馆藏"}) { edges { node { seller { nickname } framed } } } }`, nil)
	if got := string(cat.Data["artworks"]); !strings.Contains(got, `{"node":{"seller":null,"framed":null}}`) || strings.Contains(got, `"seller":{`) {
		t.Errorf("a catalogue work: %s %v", got, cat.Errors)
	}
	out = e.Sell(seller.Token, "takeDownWork", "WorkIDInput", map[string]any{"id": id})
	if out.Work == nil || out.Work.State != "taken_down" {
		t.Fatalf("take down: %+v", out)
	}
	if got := e.publicSearch("hanshan"); strings.Contains(got, artworkID) {
		t.Fatalf("search finds a work taken down: %s", got)
	}
	if r := e.GraphQL("", node, map[string]any{"id": artworkID}); !isNull(r.Data["node"]) {
		t.Fatalf("node(id:) of a work taken down: %s", r.Data["node"])
	}
	r := e.GraphQL("", `query($n: Int!) { artworkByNumber(number: $n) { id } }`, map[string]any{"n": nodeNumber(e, artworkID) & (1<<32 - 1)})
	if !isNull(r.Data["artworkByNumber"]) {
		t.Fatalf("artworkByNumber of a work taken down: %s", r.Data["artworkByNumber"])
	}
	// The seller's timeline and tabs.
	r = e.GraphQL(seller.Token, `query($id: ID!) { node(id: $id) { ... on Work { timeline { action toState reason bySeller } } } viewer { workCounts { all takenDown } } }`, map[string]any{"id": id})
	if got := string(r.Data["node"]); !strings.Contains(got, `"action":"reject","toState":"rejected","reason":"请补充背面照片","bySeller":false`) ||
		!strings.Contains(string(r.Data["viewer"]), `"all":1,"takenDown":1`) {
		t.Errorf("seller's view: %s %s %v", got, r.Data["viewer"], r.Errors)
	}
}

func testSellingRules(t *testing.T, e *env) {
	seller := e.LoginMobile(e.Mobile())
	id := e.draftWork(seller, "两页同改")
	first := e.Sell(seller.Token, "updateWork", "UpdateWorkInput", map[string]any{"id": id, "version": 1, "form": apptest.WorkForm("甲页")})
	if first.Work == nil || first.Work.Version != 2 {
		t.Fatalf("first save: %+v", first)
	}
	second := e.Sell(seller.Token, "updateWork", "UpdateWorkInput", map[string]any{"id": id, "version": 1, "form": apptest.WorkForm("乙页")})
	if len(second.UserErrors) != 1 || second.UserErrors[0].Code != "CONFLICT" || second.UserErrors[0].Message != selling.MsgStale {
		t.Fatalf("stale save: %+v", second)
	}
	unticked := e.Sell(seller.Token, "submitWork", "SubmitWorkInput", map[string]any{"id": id, "acceptAgreement": false})
	if len(unticked.UserErrors) != 1 || unticked.UserErrors[0].Message != selling.MsgAgreement || unticked.Work != nil || e.stateOf(id) != "draft" {
		t.Fatalf("submit without the declaration: %+v", unticked)
	}
	form := apptest.WorkForm("小数")
	form["widthCm"] = 60.55
	bad := e.Sell(seller.Token, "updateWork", "UpdateWorkInput", map[string]any{"id": id, "version": 2, "form": form})
	if len(bad.UserErrors) != 1 || bad.UserErrors[0].Field == nil || *bad.UserErrors[0].Field != "width" {
		t.Fatalf("two decimals: %+v", bad)
	}
	if got := e.Client.Work.GetX(context.Background(), nodeNumber(e, id)).Title; got != "甲页" {
		t.Fatalf("stored %q", got)
	}
}

// The seller's page of one work (/member/artwork/{n}): its number, cover,
// public work and the public's favourites and page views — the seller's
// alone: another member and a visitor get null.
func testSellerView(t *testing.T, e *env) {
	seller := e.LoginMobile(e.Mobile())
	other := e.LoginMobile(e.Mobile())
	id := e.workAt(seller, "listed")
	number := nodeNumber(e, id) & (1<<32 - 1)
	s := e.Client.Work.GetX(context.Background(), nodeNumber(e, id))
	e.Client.Artwork.UpdateOneID(*s.ArtworkID).AddViewCount(41).SetFavoriteCount(3).ExecX(context.Background())
	fields := `number cover { url(width: 320) } publicArtwork { number } favoriteCount pageViews`
	mine := `query($n: Int!) { viewer { work(number: $n) { id ` + fields + ` } } }`
	r := e.GraphQL(seller.Token, mine, map[string]any{"n": number})
	want := fmt.Sprintf(`"number":%d,"cover":{"url":"/media/`, number)
	if got := string(r.Data["viewer"]); !strings.Contains(got, want) || !strings.Contains(got, `"favoriteCount":3,"pageViews":41`) ||
		strings.Contains(got, `"publicArtwork":null`) || len(r.Errors) > 0 {
		t.Fatalf("the seller's view: %s %v", got, r.Errors)
	}
	// The preview's names, as the public page shows them.
	r = e.GraphQL(seller.Token, `query($n: Int!) { viewer { work(number: $n) { artistDisplayName sellerNickname mediumLabel } } }`, map[string]any{"n": number})
	if got := string(r.Data["viewer"]); !strings.Contains(got, `"mediumLabel":"油画"`) || strings.Contains(got, `"artistDisplayName":""`) || strings.Contains(got, `"sellerNickname":""`) {
		t.Errorf("the preview's names: %s %v", got, r.Errors)
	}
	// Another member: their own viewer has no such work, a's node is null.
	if r := e.GraphQL(other.Token, mine, map[string]any{"n": number}); string(r.Data["viewer"]) != `{"work":null}` {
		t.Errorf("another member's work(number: a's): %s %v", r.Data["viewer"], r.Errors)
	}
	byNode := `query($id: ID!) { node(id: $id) { ... on Work { ` + fields + ` } } }`
	for who, tok := range map[string]string{"another member": other.Token, "a visitor": ""} {
		if r := e.GraphQL(tok, byNode, map[string]any{"id": id}); !isNull(r.Data["node"]) {
			t.Errorf("%s reads the seller's view: %s", who, r.Data["node"])
		}
	}
	if r := e.GraphQL("", mine, map[string]any{"n": number}); !isNull(r.Data["viewer"]) {
		t.Errorf("a visitor's viewer: %s", r.Data["viewer"])
	}
	// Taken down: no public work, the counts stay.
	e.Sell(seller.Token, "takeDownWork", "WorkIDInput", map[string]any{"id": id})
	r = e.GraphQL(seller.Token, mine, map[string]any{"n": number})
	if got := string(r.Data["viewer"]); !strings.Contains(got, `"publicArtwork":null,"favoriteCount":3,"pageViews":41`) {
		t.Errorf("taken down: %s %v", got, r.Errors)
	}
	// A draft never listed: zeros, no public work.
	draft := e.draftWork(seller, "草稿")
	r = e.GraphQL(seller.Token, mine, map[string]any{"n": nodeNumber(e, draft) & (1<<32 - 1)})
	if got := string(r.Data["viewer"]); !strings.Contains(got, `"publicArtwork":null,"favoriteCount":0,"pageViews":0`) {
		t.Errorf("a draft: %s %v", got, r.Errors)
	}
}
