package selling

import (
	"slices"

	"artmarket/ent"
	"artmarket/server/domain/roles"
)

// ActorsOf are the parts viewer plays for the work s: its seller (for a
// gallery's listing, any of its managers), a reviewer, both or none (a
// visitor, another member, another gallery's manager).
func ActorsOf(viewer *ent.Member, s *ent.Work) []Actor {
	if viewer == nil || s == nil {
		return nil
	}
	var as []Actor
	if sells(viewer.ID, roles.FromStrings(viewer.Roles), s) {
		as = append(as, Seller)
	}
	if slices.Contains(viewer.Roles, RoleReviewer) {
		as = append(as, Reviewer)
	}
	return as
}

// AllowedActions are the moves viewer may take next on s
// (Work.allowedActions): the table's moves out of its state for
// viewer's parts, with the two the work's own facts decide. In review, the
// seller's withdrawal is DropEdit when the listed version is on sale (the
// edit is dropped) and Withdraw otherwise (WithdrawWork picks the same way);
// a draft that was once listed is not deleted (MsgDeletePublished).
func AllowedActions(viewer *ent.Member, s *ent.Work) []Action {
	as := ActorsOf(viewer, s)
	if len(as) == 0 {
		return nil
	}
	all := Allowed(State(s.State), as...)
	out := all[:0]
	for _, a := range all {
		switch {
		case a == Withdraw && s.ListedForm != "",
			a == DropEdit && s.ListedForm == "",
			a == Delete && s.ArtworkID != nil:
			continue
		}
		out = append(out, a)
	}
	return out
}
