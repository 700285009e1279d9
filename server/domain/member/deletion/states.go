package deletion

// State is where a member's deletion request stands. A member who never
// asked has no row: [None].
type State string

// The states (the row's state column, plus None for no row).
const (
	None      State = ""
	Pending   State = "pending"   // confirmed; the cooling-off period runs until erase_at
	Cancelled State = "cancelled" // the member cancelled, or signed in during the cooling-off period
	Erased    State = "erased"    // the personal data is gone; the row records that it was done
)

// Event is what moves a request.
type Event string

// The events.
const (
	Request Event = "request" // the member confirms a request with a code
	Cancel  Event = "cancel"  // the member cancels (撤销注销)
	SignIn  Event = "sign_in" // the member signs in during the cooling-off period
	Erase   Event = "erase"   // the sweep, at or after erase_at
)

// transitions is the whole state machine: every allowed move, in one place.
// What is not listed is refused.
var transitions = map[State]map[Event]State{
	None:      {Request: Pending},
	Cancelled: {Request: Pending},
	Pending:   {Cancel: Cancelled, SignIn: Cancelled, Erase: Erased},
	Erased:    {},
}

// Next is the state event moves from to; ok is false when the move is not
// allowed.
func Next(from State, ev Event) (to State, ok bool) {
	to, ok = transitions[from][ev]
	return to, ok
}
