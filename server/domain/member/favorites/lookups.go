package favorites

import (
	"context"
	"fmt"
	"sync"

	"artmarket/ent"
	"artmarket/ent/favorite"
)

// LookupCap is how many favourites a Lookups reads at most for a member.
// A member with more is answered one target at a time, as without it.
const LookupCap = 1_000

// Lookups answers Has for one read-only request (a GraphQL query) from one
// read of the member's favourites, instead of a statement per card: a page
// of 24 works, or the search page's six lists, asks once. Never give it to
// a request that writes favourites: it does not see its own writes.
type Lookups struct {
	client *ent.Client
	cap    int

	mu     sync.Mutex
	member int
	read   bool
	err    error
	over   bool             // more than LookupCap: ask per target
	ids    map[int]struct{} // the member's favourite targets
}

// NewLookups returns Lookups that read through client.
func NewLookups(client *ent.Client) *Lookups { return &Lookups{client: client, cap: LookupCap} }

type lookupsKey struct{}

// WithLookups returns ctx carrying l.
func WithLookups(ctx context.Context, l *Lookups) context.Context {
	return context.WithValue(ctx, lookupsKey{}, l)
}

func lookupsFrom(ctx context.Context) *Lookups {
	l, _ := ctx.Value(lookupsKey{}).(*Lookups)
	return l
}

// has answers from the member's favourites read once; ok is false when it
// cannot (another member than the first one asked for, or more favourites
// than LookupCap), and the caller asks the database for this target.
func (l *Lookups) has(ctx context.Context, memberID, targetID int) (has, ok bool, err error) {
	l.mu.Lock() // the concurrent fields of one answer wait for one read
	defer l.mu.Unlock()
	if !l.read {
		l.read, l.member = true, memberID
		l.ids, l.over, l.err = l.load(ctx, memberID)
	}
	if l.err != nil {
		return false, false, l.err
	}
	if l.member != memberID || l.over {
		return false, false, nil
	}
	_, has = l.ids[targetID]
	return has, true, nil
}

func (l *Lookups) load(ctx context.Context, memberID int) (map[int]struct{}, bool, error) {
	rows, err := l.client.Favorite.Query().Where(favorite.MemberID(memberID)).
		Select(favorite.FieldArtworkID, favorite.FieldArtistID, favorite.FieldGalleryID).
		Limit(l.cap + 1).All(ctx)
	if err != nil {
		return nil, false, fmt.Errorf("favorites: read member %d's: %w", memberID, err)
	}
	if len(rows) > l.cap {
		return nil, true, nil
	}
	ids := make(map[int]struct{}, len(rows))
	for _, r := range rows {
		for _, id := range []*int{r.ArtworkID, r.ArtistID, r.GalleryID} {
			if id != nil {
				ids[*id] = struct{}{}
			}
		}
	}
	return ids, false, nil
}
