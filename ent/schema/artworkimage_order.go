package schema

import (
	"context"

	"entgo.io/ent"
	"entgo.io/ent/dialect/sql"

	gen "artmarket/ent"
	"artmarket/ent/artworkimage"
	"artmarket/ent/intercept"
)

// Interceptors of the ArtworkImage: images always come in display order
// (position, then id), also when loaded as an edge of many artworks at once.
func (ArtworkImage) Interceptors() []ent.Interceptor {
	return []ent.Interceptor{
		intercept.TraverseArtworkImage(func(_ context.Context, q *gen.ArtworkImageQuery) error {
			q.Order(artworkimage.ByPosition(), artworkimage.ByID(sql.OrderAsc()))
			return nil
		}),
	}
}
