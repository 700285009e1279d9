// Package statemachine reads a one-table state machine (the model is
// selling/transitions.go, which orders and later machines follow): where a
// move leads, and which moves a role may take from a state. The table
// itself stays in its area's transitions.go, the one place a move is
// allowed.
package statemachine

import "slices"

// Table is a machine: every allowed move (what is not listed is refused),
// the actions in the order they are shown, and who takes each: Actors the
// one who usually does, Others whoever else may (the platform shipping its
// own goods, where a member ships theirs).
type Table[S, A, R comparable] struct {
	Moves   map[S]map[A]S
	Actions []A
	Actors  map[A]R
	Others  map[A][]R
}

// Next is the state a moves from to; ok is false when the move is not
// allowed.
func (t Table[S, A, R]) Next(from S, a A) (to S, ok bool) {
	to, ok = t.Moves[from][a]
	return to, ok
}

// Allowed are the moves out of from that one of as may take, in the order
// of Actions: the table read for a role, nothing else.
func (t Table[S, A, R]) Allowed(from S, as ...R) []A {
	var out []A
	for _, a := range t.Actions {
		if _, ok := t.Moves[from][a]; ok && slices.ContainsFunc(as, func(r R) bool { return t.May(a, r) }) {
			out = append(out, a)
		}
	}
	return out
}

// ActorOf is who takes a.
func (t Table[S, A, R]) ActorOf(a A) R { return t.Actors[a] }

// May tells whether r may take a: its actor, or one of its others.
func (t Table[S, A, R]) May(a A, r R) bool {
	if actor, ok := t.Actors[a]; ok && actor == r {
		return true
	}
	return slices.Contains(t.Others[a], r)
}
