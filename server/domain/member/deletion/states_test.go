package deletion

import "testing"

// Every move of the table, allowed and refused.
func TestNext(t *testing.T) {
	for _, c := range []struct {
		from State
		ev   Event
		to   State
		ok   bool
	}{
		{None, Request, Pending, true},
		{Cancelled, Request, Pending, true},
		{Pending, Cancel, Cancelled, true},
		{Pending, SignIn, Cancelled, true},
		{Pending, Erase, Erased, true},
		{Pending, Request, "", false},
		{None, Cancel, "", false},
		{None, Erase, "", false},
		{Cancelled, Erase, "", false},
		{Erased, Request, "", false},
		{Erased, SignIn, "", false},
	} {
		if to, ok := Next(c.from, c.ev); to != c.to || ok != c.ok {
			t.Errorf("%q --%s--> %q %v, want %q %v", c.from, c.ev, to, ok, c.to, c.ok)
		}
	}
}
