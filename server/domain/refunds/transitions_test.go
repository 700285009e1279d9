package refunds

import (
	"slices"
	"testing"
)

// Every state and action has its words, every action its actor, and the
// whole table is what the tests below walk.
func TestTableComplete(t *testing.T) {
	for _, s := range append([]State{None}, States...) {
		if stateNames[s] == "" {
			t.Errorf("state %q has no name", s)
		}
		if _, ok := transitions[s]; !ok {
			t.Errorf("state %q is not in the table", s)
		}
	}
	for _, a := range Actions {
		if actors[a] == "" || actionNames[a] == "" || eventLabels[a] == "" || buttonLabels[a] == "" {
			t.Errorf("action %q lacks an actor or words", a)
		}
	}
	for from, moves := range transitions {
		for a, to := range moves {
			if !slices.Contains(Actions, a) || (to != None && stateNames[to] == "") {
				t.Errorf("%s --%s--> %s: unknown", from, a, to)
			}
		}
	}
}

// The table, move by move: what is listed is allowed, everything else refused.
func TestTransitions(t *testing.T) {
	want := map[State][]Action{
		None:           {Request},
		Requested:      {Agree, AgreeReturn, Refuse, Cancel, AutoAgree, AutoAgreeReturn},
		AwaitingReturn: {ShipBack, Cancel},
		ReturnShipped:  {ConfirmReturn, AutoConfirmReturn},
		Refused:        {Escalate, Cancel},
		Arbitration:    {Grant, Deny},
		Refunding:      {Succeed, Fail},
		Abnormal:       {SettleManually},
	}
	for _, from := range append([]State{None}, States...) {
		for _, a := range Actions {
			_, ok := Next(from, a)
			if ok != slices.Contains(want[from], a) {
				t.Errorf("%s --%s--> allowed %v", from, a, ok)
			}
		}
	}
	if got := Allowed(Requested, Seller); !slices.Equal(got, []Action{Agree, AgreeReturn, Refuse}) {
		t.Errorf("seller's moves of a request: %v", got)
	}
	if got := Allowed(Refused, Buyer); !slices.Equal(got, []Action{Escalate, Cancel}) {
		t.Errorf("buyer's moves of a refusal: %v", got)
	}
	if got := Allowed(Arbitration, Buyer, Seller); len(got) != 0 {
		t.Errorf("members decide an arbitration: %v", got)
	}
	if refusal(Succeeded, Cancel) != "退款申请当前状态为「退款成功」，不能撤销申请" {
		t.Errorf("refusal %q", refusal(Succeeded, Cancel))
	}
}
