package schema

import (
	"context"

	"entgo.io/ent"
	"github.com/99designs/gqlgen/graphql"

	gen "artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/ent/artworkimage"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/viewer"
)

// Policy of the ArtworkImage: a picture follows its artwork's visibility
// (artwork_policy.go). Inside a GraphQL operation the pictures of a hidden
// work do not exist, for node(id) and the exhibitions' installation views
// alike; the seller's screens see them through viewer.AllowHidden.
func (ArtworkImage) Policy() ent.Policy {
	return privacy.Policy{
		Query: privacy.QueryPolicy{
			privacy.ArtworkImageQueryRuleFunc(func(ctx context.Context, q *gen.ArtworkImageQuery) error {
				if graphql.HasOperationContext(ctx) && !viewer.AllowsHidden(ctx) {
					q.Where(artworkimage.HasArtworkWith(artwork.Hidden(false)))
				}
				return privacy.Skip
			}),
		},
	}
}
