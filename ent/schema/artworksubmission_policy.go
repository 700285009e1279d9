package schema

import (
	"context"

	"entgo.io/ent"
	"github.com/99designs/gqlgen/graphql"

	gen "artmarket/ent"
	"artmarket/ent/artworksubmission"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/viewer"
)

// Policy of the ArtworkSubmission: inside a GraphQL operation a query sees
// only the signed-in member's works (node(id) of another member's is null; a
// visitor sees none). The review queue and the rules read through server code
// (package selling), which checks the reviewer role itself.
func (ArtworkSubmission) Policy() ent.Policy {
	return privacy.Policy{
		Query: privacy.QueryPolicy{
			privacy.ArtworkSubmissionQueryRuleFunc(func(ctx context.Context, q *gen.ArtworkSubmissionQuery) error {
				if !graphql.HasOperationContext(ctx) || viewer.AllowsHidden(ctx) {
					return privacy.Skip
				}
				if id, ok := viewer.MemberID(ctx); ok {
					q.Where(artworksubmission.MemberID(id))
				} else {
					q.Where(artworksubmission.IDIn()) // matches nothing
				}
				return privacy.Skip
			}),
		},
	}
}
