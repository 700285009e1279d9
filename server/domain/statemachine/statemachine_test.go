package statemachine_test

import (
	"slices"
	"testing"

	"artmarket/server/domain/statemachine"
)

var door = statemachine.Table[string, string, string]{
	Moves: map[string]map[string]string{
		"closed": {"open": "open", "lock": "locked"},
		"open":   {"close": "closed"},
		"locked": {"unlock": "closed"},
	},
	Actions: []string{"open", "close", "lock", "unlock"},
	Actors:  map[string]string{"open": "guest", "close": "guest", "lock": "owner", "unlock": "owner"},
}

func TestNextFollowsTheTableOnly(t *testing.T) {
	if to, ok := door.Next("closed", "lock"); !ok || to != "locked" {
		t.Errorf("Next(closed, lock) = %q, %v", to, ok)
	}
	if to, ok := door.Next("locked", "open"); ok || to != "" {
		t.Errorf("Next(locked, open) = %q, %v; want refused", to, ok)
	}
	if _, ok := door.Next("ajar", "close"); ok {
		t.Error("a state outside the table moved")
	}
}

func TestAllowedIsTheTableReadForARole(t *testing.T) {
	if got := door.Allowed("closed", "guest"); !slices.Equal(got, []string{"open"}) {
		t.Errorf("guest at closed: %v", got)
	}
	if got := door.Allowed("closed", "guest", "owner"); !slices.Equal(got, []string{"open", "lock"}) {
		t.Errorf("guest and owner at closed (in the order of Actions): %v", got)
	}
	if got := door.Allowed("open", "owner"); len(got) != 0 {
		t.Errorf("owner at open: %v", got)
	}
	if door.ActorOf("unlock") != "owner" {
		t.Error("ActorOf(unlock)")
	}
}

// Others may take an action beside its actor: Allowed offers it to them, and
// to no one else.
func TestOthersMayTakeAnAction(t *testing.T) {
	d := door
	d.Others = map[string][]string{"unlock": {"locksmith"}}
	if !d.May("unlock", "locksmith") || !d.May("unlock", "owner") || d.May("unlock", "guest") || d.May("lock", "locksmith") {
		t.Error("May does not read Actors and Others")
	}
	if got := d.Allowed("locked", "locksmith"); !slices.Equal(got, []string{"unlock"}) {
		t.Errorf("locksmith at locked: %v", got)
	}
	if got := d.Allowed("closed", "locksmith"); len(got) != 0 {
		t.Errorf("locksmith at closed: %v", got)
	}
}
