package graph

import (
	"context"

	"artmarket/ent"
	"artmarket/ent/privacy"
)

// visibleParent turns a parent work the privacy rule hides (taken down while
// its goods or picture was being read, artwork_policy.go) into null: the edge
// is nullable for that reason (ent/entc.go), and a hidden work is no error.
func visibleParent(a *ent.Artwork, err error) (*ent.Artwork, error) {
	if ent.IsNotFound(err) {
		return nil, nil
	}
	return a, err
}

// workArtist is the artist who made a work, published or not: a withdrawn
// artist has no page, list entry or search result (ent/schema/artist.go),
// but their works, on sale or sold, still name their maker. The edge is
// collected with the work when published; a withdrawn one is read past the
// rule (one read, for those works only).
func workArtist(ctx context.Context, a *ent.Artwork) (*ent.Artist, error) {
	if a.Edges.Artist != nil {
		return a.Edges.Artist, nil
	}
	return a.QueryArtist().Only(privacy.DecisionContext(ctx, privacy.Allow))
}
