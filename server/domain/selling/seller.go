package selling

import (
	"context"

	"artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/ent/schema/nodeid"
	"artmarket/ent/schema/viewer"
	"artmarket/server/domain/problem"
)

// OwnByNumber is the member's work whose seller pages are
// /member/artwork/{number}; a refusal (not found) for another member's.
func OwnByNumber(ctx context.Context, c *ent.Client, memberID, number int) (*ent.ArtworkSubmission, error) {
	id, ok := nodeid.ID(nodeid.ArtworkSubmission, number)
	if !ok {
		return nil, problem.New(problem.NotFound, MsgNotFound)
	}
	return Own(ctx, c, memberID, id)
}

// PublicArtwork is the public work of s while anyone can see it (listed, or
// listed with an edit under review, or sold); nil when it was never listed
// or is taken down.
func PublicArtwork(ctx context.Context, c *ent.Client, s *ent.ArtworkSubmission) (*ent.Artwork, error) {
	if s.ArtworkID == nil {
		return nil, nil
	}
	a, err := c.Artwork.Query().Where(artwork.ID(*s.ArtworkID), artwork.Hidden(false)).Only(viewer.AllowHidden(ctx))
	if ent.IsNotFound(err) {
		return nil, nil
	}
	return a, wrap("read public work of", s.ID, err)
}

// Stats are what the public did with a work's page: its favourites and
// page views, kept when it is taken down; zero before it was ever listed.
type Stats struct {
	Favorites int
	Views     int64
}

// PublicStats are the Stats of s.
func PublicStats(ctx context.Context, c *ent.Client, s *ent.ArtworkSubmission) (Stats, error) {
	if s.ArtworkID == nil {
		return Stats{}, nil
	}
	a, err := c.Artwork.Query().Where(artwork.ID(*s.ArtworkID)).
		Select(artwork.FieldFavoriteCount, artwork.FieldViewCount).Only(viewer.AllowHidden(ctx))
	if ent.IsNotFound(err) {
		return Stats{}, nil
	}
	if err != nil {
		return Stats{}, wrap("read stats of", s.ID, err)
	}
	return Stats{Favorites: a.FavoriteCount, Views: a.ViewCount}, nil
}
