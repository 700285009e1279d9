// Package dashboard is what the member's dashboard (/member/profile)
// counts. The counts come from the areas that own the things counted
// (favourites, later orders) through Counter, so this package depends on
// none of them.
package dashboard

import (
	"context"
	"fmt"
)

// Counts are the dashboard's numbers for one member.
type Counts struct {
	FavoriteArtworks  int
	FollowedArtists   int
	FollowedGalleries int
}

// Counter counts a member's things. The favourites area implements it.
type Counter interface {
	Counts(ctx context.Context, memberID int) (Counts, error)
}

// None counts nothing: every number is 0 (until an area is wired in).
type None struct{}

// Counts answers zeros.
func (None) Counts(context.Context, int) (Counts, error) { return Counts{}, nil }

// Of asks c (None when nil) for memberID's counts.
func Of(ctx context.Context, c Counter, memberID int) (Counts, error) {
	if c == nil {
		c = None{}
	}
	n, err := c.Counts(ctx, memberID)
	if err != nil {
		return Counts{}, fmt.Errorf("dashboard: counts of member %d: %w", memberID, err)
	}
	return n, nil
}
