package favorites

import (
	"context"
	"fmt"
	"sync"

	"artmarket/ent"
)

// LookupCap is how many favourites of one kind a Lookups reads at most for
// a member. A member with more is answered one target at a time, as
// without it.
const LookupCap = 500

// Lookups answers Has for one read-only request (a GraphQL query) from one
// read of the member's favourites of the kind asked, instead of a statement
// per card: a page of 24 works asks once. Never give it to a request that
// writes favourites: it does not see its own writes.
type Lookups struct {
	cap int

	mu     sync.Mutex
	member int // the member of the first question: any other asks the database
	kinds  map[Kind]*kindSet
}

// kindSet is the member's favourites of one kind, once read.
type kindSet struct {
	over bool // more than the cap: ask per target
	ids  map[int]struct{}
}

// NewLookups returns empty Lookups.
func NewLookups() *Lookups { return &Lookups{cap: LookupCap} }

type lookupsKey struct{}

// WithLookups returns ctx carrying l.
func WithLookups(ctx context.Context, l *Lookups) context.Context {
	return context.WithValue(ctx, lookupsKey{}, l)
}

func lookupsFrom(ctx context.Context) *Lookups {
	l, _ := ctx.Value(lookupsKey{}).(*Lookups)
	return l
}

// has answers from the member's favourites of the target's kind, read once
// through client; ok is false when it cannot (another member than the first
// one asked for, or more favourites than the cap), and the caller asks the
// database for this target. A failed read is not kept: the next question
// reads again.
func (l *Lookups) has(ctx context.Context, client *ent.Client, memberID int, kind Kind, targetID int) (has, ok bool, err error) {
	l.mu.Lock() // the concurrent fields of one answer wait for one read
	defer l.mu.Unlock()
	if l.kinds == nil {
		l.member, l.kinds = memberID, map[Kind]*kindSet{}
	}
	if l.member != memberID {
		return false, false, nil
	}
	set := l.kinds[kind]
	if set == nil {
		if set, err = l.load(ctx, client, memberID, kind); err != nil {
			return false, false, err
		}
		l.kinds[kind] = set
	}
	if set.over {
		return false, false, nil
	}
	_, has = set.ids[targetID]
	return has, true, nil
}

func (l *Lookups) load(ctx context.Context, client *ent.Client, memberID int, kind Kind) (*kindSet, error) {
	ids, err := List(client, memberID, kind).Limit(l.cap + 1).Select(targetColumn(kind)).Ints(ctx)
	if err != nil {
		return nil, fmt.Errorf("favorites: read member %d's: %w", memberID, err)
	}
	if len(ids) > l.cap {
		return &kindSet{over: true}, nil
	}
	set := &kindSet{ids: make(map[int]struct{}, len(ids))}
	for _, id := range ids {
		set.ids[id] = struct{}{}
	}
	return set, nil
}
