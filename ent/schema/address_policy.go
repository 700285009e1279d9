package schema

import (
	"context"

	"entgo.io/ent"
	"github.com/99designs/gqlgen/graphql"

	gen "artmarket/ent"
	"artmarket/ent/address"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/viewer"
)

// Policy of the Address: inside a GraphQL operation a query sees only the
// signed-in member's addresses (node(id) of another member's is null; a
// visitor sees none). Server code outside GraphQL is not restricted.
func (Address) Policy() ent.Policy {
	return privacy.Policy{
		Query: privacy.QueryPolicy{
			privacy.AddressQueryRuleFunc(func(ctx context.Context, q *gen.AddressQuery) error {
				if !graphql.HasOperationContext(ctx) {
					return privacy.Skip
				}
				if id, ok := viewer.MemberID(ctx); ok {
					q.Where(address.MemberID(id))
				} else {
					q.Where(address.IDIn()) // matches nothing
				}
				return privacy.Skip
			}),
		},
	}
}
