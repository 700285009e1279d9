package schema

import (
	"context"

	"entgo.io/ent"
	"github.com/99designs/gqlgen/graphql"

	gen "artmarket/ent"
	"artmarket/ent/favorite"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/viewer"
)

// Policy of the Favorite: inside a GraphQL operation a query sees only the
// signed-in member's favourites (a visitor none), so node(id) answers
// another member's favourite as one that does not exist.
func (Favorite) Policy() ent.Policy {
	return privacy.Policy{
		Query: privacy.QueryPolicy{
			privacy.FavoriteQueryRuleFunc(func(ctx context.Context, q *gen.FavoriteQuery) error {
				if !graphql.HasOperationContext(ctx) {
					return privacy.Skip
				}
				if id, ok := viewer.MemberID(ctx); ok {
					q.Where(favorite.MemberID(id))
				} else {
					q.Where(favorite.IDIn()) // matches nothing
				}
				return privacy.Skip
			}),
		},
	}
}
