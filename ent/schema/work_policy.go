package schema

import (
	"context"

	"entgo.io/ent"
	"github.com/99designs/gqlgen/graphql"

	gen "artmarket/ent"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/viewer"
	"artmarket/ent/work"
)

// Policy of the Work: inside a GraphQL operation a query sees
// only the signed-in member's works (node(id) of another member's is null; a
// visitor sees none). The review queue and the rules read through server code
// (package selling), which checks the reviewer role itself.
func (Work) Policy() ent.Policy {
	return privacy.Policy{
		Query: privacy.QueryPolicy{
			privacy.WorkQueryRuleFunc(func(ctx context.Context, q *gen.WorkQuery) error {
				if !graphql.HasOperationContext(ctx) || viewer.AllowsHidden(ctx) {
					return privacy.Skip
				}
				if id, ok := viewer.MemberID(ctx); ok {
					q.Where(work.MemberID(id))
				} else {
					q.Where(work.IDIn()) // matches nothing
				}
				return privacy.Skip
			}),
		},
	}
}
