package graph

import (
	"context"
	"fmt"

	"entgo.io/contrib/entgql"

	"artmarket/ent"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/member/favorites"
)

// viewerHasFavorited answers false for a visitor, with no error.
func (r *Resolver) viewerHasFavorited(ctx context.Context, targetID int) (bool, error) {
	m, err := auth.Viewer(ctx)
	if err != nil || m == nil {
		return false, nil //nolint:nilerr // a visitor has no favourites
	}
	return favorites.Has(ctx, r.client(ctx), m.ID, targetID)
}

// favoriteList is one of the member's favourite lists, newest first; empty
// for anyone but the signed-in member.
func (r *Resolver) favoriteList(ctx context.Context, obj *ent.Member, kind favorites.Kind,
	after *entgql.Cursor[int], first *int, before *entgql.Cursor[int], last *int) (*ent.FavoriteConnection, error) {
	m, err := auth.Viewer(ctx)
	if err != nil {
		return nil, fmt.Errorf("favourites: %w", err)
	}
	if m == nil || m.ID != obj.ID {
		return &ent.FavoriteConnection{Edges: []*ent.FavoriteEdge{}}, nil
	}
	return favorites.List(r.client(ctx), m.ID, kind).Paginate(ctx, after, first, before, last,
		ent.WithFavoriteOrder(&ent.FavoriteOrder{Direction: entgql.OrderDirectionDesc, Field: ent.FavoriteOrderFieldCreatedAt}))
}
