package selling

import (
	"slices"
	"testing"

	"artmarket/ent"
	"artmarket/ent/work"
)

// TestAllowedActions reads the transition table for every state and every
// part a viewer plays: a fresh work (never listed, no edit of a listed
// version in review) offers exactly the table's moves of that part, DropEdit
// aside (only for an edit of a listed work).
func TestAllowedActions(t *testing.T) {
	const sellerID, reviewerID, otherID = 1, 2, 3
	viewers := map[string]struct {
		m  *ent.Member
		as []Actor
	}{
		"seller":           {&ent.Member{ID: sellerID}, []Actor{Seller}},
		"reviewer":         {&ent.Member{ID: reviewerID, Roles: []string{RoleReviewer}}, []Actor{Reviewer}},
		"seller, reviewer": {&ent.Member{ID: sellerID, Roles: []string{RoleReviewer}}, []Actor{Seller, Reviewer}},
		"another member":   {&ent.Member{ID: otherID, Roles: []string{"editor"}}, nil},
		"a visitor":        {nil, nil},
	}
	for _, st := range States {
		s := &ent.Work{MemberID: sellerID, State: work.State(st)}
		for name, v := range viewers {
			var want []Action
			for a, to := range transitions[st] {
				if to != "" && slices.Contains(v.as, actors[a]) && a != DropEdit {
					want = append(want, a)
				}
			}
			got := AllowedActions(v.m, s)
			for _, a := range got {
				if ActionLabel(a, st) == "" {
					t.Errorf("%s, %s: %q has no label", st, name, a)
				}
			}
			if !sameSet(got, want) {
				t.Errorf("%s, %s: %v; want %v", st, name, got, want)
			}
		}
	}
	// What a person meets, in the buttons' order.
	seller, reviewer := viewers["seller"].m, viewers["reviewer"].m
	draft := &ent.Work{MemberID: sellerID, State: work.StateDraft}
	pending := &ent.Work{MemberID: sellerID, State: work.StatePending}
	for _, c := range []struct {
		name string
		got  []Action
		want []Action
	}{
		{"a draft's seller", AllowedActions(seller, draft), []Action{Edit, Submit, Delete}},
		{"a draft's reviewer", AllowedActions(reviewer, draft), nil},
		{"a pending work's seller", AllowedActions(seller, pending), []Action{Withdraw}},
		{"a pending work's reviewer", AllowedActions(reviewer, pending), []Action{Approve, Reject}},
		{"another member", AllowedActions(viewers["another member"].m, pending), nil},
		{"a listed work's seller", AllowedActions(seller, &ent.Work{MemberID: sellerID, State: work.StateListed}),
			[]Action{Edit, Reprice, TakeDown}},
		{"a sold work's seller", AllowedActions(seller, &ent.Work{MemberID: sellerID, State: work.StateSold}), nil},
		// An edit of a listed work in review: the seller's 撤回 drops the edit.
		{"a listed work's edit in review", AllowedActions(seller, &ent.Work{MemberID: sellerID, State: work.StatePending, ListedForm: "{}"}),
			[]Action{DropEdit}},
		// A draft once listed (taken down, then edited) is not deleted.
		{"a draft once listed", AllowedActions(seller, &ent.Work{MemberID: sellerID, State: work.StateDraft, ArtworkID: new(int)}),
			[]Action{Edit, Submit}},
	} {
		if !slices.Equal(c.got, c.want) {
			t.Errorf("%s: %v; want %v", c.name, c.got, c.want)
		}
	}
	if got := ActionLabel(Submit, Rejected); got != "重新提交" {
		t.Errorf("a rejected work's submit reads %q", got)
	}
	// The timeline's words the seller reads (issue 25: they win over 创建 and 驳回).
	if EventLabel(Create) != "创建草稿" || EventLabel(Reject) != "审核未通过" {
		t.Errorf("event labels: %q, %q", EventLabel(Create), EventLabel(Reject))
	}
	for from, moves := range transitions {
		for a := range moves {
			if !slices.Contains(Actions, a) {
				t.Errorf("%q + %q: the action is not in Actions, so no one is offered it", from, a)
			}
		}
	}
	for _, a := range Actions {
		if actors[a] == "" || EventLabel(a) == "" || ActionLabel(a, Draft) == "" {
			t.Errorf("%q lacks an actor or a word", a)
		}
	}
}

func sameSet(a, b []Action) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}
