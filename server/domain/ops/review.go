package ops

import (
	"context"

	"artmarket/ent"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/roles"
)

// Reviewed records a review (approve or reject) of the work s by the
// reviewer who, in the review's transaction: the state it left and the one
// it reached, and the reason of a rejection.
func Reviewed(ctx context.Context, c *ent.Client, who audit.Actor, action string, from string, s *ent.Work, reason string) error {
	who.Role = string(roles.Reviewer)
	return audit.Append(ctx, c, who, audit.Entry{Action: action, TargetType: audit.TargetWork, TargetID: s.ID,
		Changes: map[string][2]any{"state": {from, string(s.State)}}, Reason: reason})
}
