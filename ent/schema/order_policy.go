package schema

import (
	"context"

	"entgo.io/ent"
	"github.com/99designs/gqlgen/graphql"

	gen "artmarket/ent"
	"artmarket/ent/order"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/viewer"
)

// Policy of the Order: inside a GraphQL operation a query sees only the
// orders the signed-in member bought or sells (node(id) of anyone else's is
// null, as for an unknown id; a visitor sees none). Server code outside
// GraphQL (the jobs, the payment notifications) is not restricted.
func (Order) Policy() ent.Policy {
	return privacy.Policy{
		Query: privacy.QueryPolicy{
			privacy.OrderQueryRuleFunc(func(ctx context.Context, q *gen.OrderQuery) error {
				if !graphql.HasOperationContext(ctx) {
					return privacy.Skip
				}
				if id, ok := viewer.MemberID(ctx); ok {
					q.Where(order.Or(order.BuyerID(id), order.SellerID(id)))
				} else {
					q.Where(order.IDIn()) // matches nothing
				}
				return privacy.Skip
			}),
		},
	}
}
