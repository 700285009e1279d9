package schema

import (
	"context"

	"entgo.io/ent"
	"github.com/99designs/gqlgen/graphql"

	gen "artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/ent/goods"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/viewer"
)

// Policy of the Goods: only published goods exist inside a GraphQL operation
// (publication.go: the editor's drafts are read through the console's
// domain), and goods follow their artwork's visibility (artwork_policy.go).
// Inside a GraphQL operation the goods of a hidden work (taken down, 下架) do
// not exist, for node(id), the shop list and every edge alike; the seller's
// screens see them through viewer.AllowHidden, as they see the work.
func (Goods) Policy() ent.Policy {
	return privacy.Policy{
		Query: privacy.QueryPolicy{
			publishedOnly(),
			privacy.GoodsQueryRuleFunc(func(ctx context.Context, q *gen.GoodsQuery) error {
				if graphql.HasOperationContext(ctx) && !viewer.AllowsHidden(ctx) {
					q.Where(goods.HasArtworkWith(artwork.Hidden(false)))
				}
				return privacy.Skip
			}),
		},
	}
}
