package selling

import (
	"strings"
	"testing"
)

// TestTransitions walks every (state, action) pair: the allowed moves land
// where the issue says, every other is refused with a Chinese message.
func TestTransitions(t *testing.T) {
	allowed := map[State]map[Action]State{
		None:      {Create: Draft},
		Draft:     {Edit: Draft, Submit: Pending, Delete: Deleted},
		Pending:   {Withdraw: Draft, DropEdit: Listed, Approve: Listed, Reject: Rejected},
		Rejected:  {Edit: Rejected, Submit: Pending},
		Listed:    {Edit: Pending, Reprice: Listed, TakeDown: TakenDown, Sell: Sold},
		TakenDown: {Edit: Draft, Reprice: TakenDown, Relist: Listed},
		Sold:      {},
	}
	actions := []Action{Create, Edit, Reprice, Submit, Withdraw, DropEdit, Approve, Reject, TakeDown, Relist, Sell, Delete}
	for _, from := range append([]State{None}, States...) {
		for _, a := range actions {
			to, ok := Next(from, a)
			want, wantOK := allowed[from][a]
			if ok != wantOK || to != want {
				t.Errorf("%q + %q = %q, %v; want %q, %v", from, a, to, ok, want, wantOK)
			}
			if !ok {
				msg := refusal(from, a)
				if msg == "" || strings.Contains(msg, "%!") || !strings.ContainsAny(msg, "作品只") {
					t.Errorf("%q + %q: refusal %q", from, a, msg)
				}
			}
		}
	}
	if got := refusal(Sold, Edit); got != "作品已售出，不能修改" {
		t.Errorf("sold edit: %q", got)
	}
	if got := refusal(Listed, Submit); got != "作品当前状态为「在售」，不能提交审核" {
		t.Errorf("listed submit: %q", got)
	}
	for _, s := range States {
		if StateName(s) == "" {
			t.Errorf("no name for %q", s)
		}
	}
}
