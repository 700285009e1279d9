package schema

import (
	"context"

	"entgo.io/ent"
	"github.com/99designs/gqlgen/graphql"

	gen "artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/viewer"
)

// Policy of the Artwork: inside a GraphQL operation a hidden work (a member's
// work taken down, 下架) does not exist, for the lists, search, node(id), the
// page by number and the edges from artists and galleries alike. Server code
// outside GraphQL (seed, sitemap) sees every work and filters for itself.
func (Artwork) Policy() ent.Policy {
	return privacy.Policy{
		Query: privacy.QueryPolicy{
			privacy.ArtworkQueryRuleFunc(func(ctx context.Context, q *gen.ArtworkQuery) error {
				if graphql.HasOperationContext(ctx) && !viewer.AllowsHidden(ctx) {
					q.Where(artwork.Hidden(false))
				}
				return privacy.Skip
			}),
		},
	}
}
