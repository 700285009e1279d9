package search

import (
	"context"
	"slices"
	"sync"

	"artmarket/ent"
	"artmarket/ent/predicate"
)

// MaxIDs bounds the ids of the artists, or of the galleries, that a
// request hands to its statements as a list. A query matching more (a
// pinyin letter or syllable, a common character) is matched by subquery
// inside each statement, as without a Request: the results are the same
// either way. The bound keeps the plans on the indexes: PostgreSQL reads a
// list's rows by index while they are a few per cent of the table, but
// chose to read the 2,000 galleries whole for 400 of their ids, and 20,000
// works whole for the works of 330 artists (the EXPLAIN tests in
// graph/gqlserver).
const MaxIDs = 100

// Request is one request's searches. The search page asks for every kind
// at once, twice each (a count and a page), and works, exhibitions, viewing
// rooms and articles are also found by their artists and galleries: without
// a Request each of those statements matches the artists (and the
// galleries) of the query again, in a subquery the database plans afresh
// each time. A Request looks them up once per query, in one small
// statement each (the same index-backed predicates), and hands the ids to
// every statement as a plain list (col = ANY($1) on PostgreSQL).
//
// A Request is safe for concurrent use (GraphQL resolves a query's root
// fields concurrently: one lookup runs, the others wait for it). It keeps
// what it looked up for its whole life: make one per read-only request
// (a GraphQL query operation), never one that writes and reads back.
// Its methods on a nil Request are the package's plain functions.
type Request struct {
	client *ent.Client
	mu     sync.Mutex
	found  map[lookupKey]*lookup
}

// NewRequest returns a Request that looks matches up through client.
func NewRequest(client *ent.Client) *Request {
	return &Request{client: client, found: map[lookupKey]*lookup{}}
}

type requestKey struct{}

// WithRequest returns ctx carrying r.
func WithRequest(ctx context.Context, r *Request) context.Context {
	return context.WithValue(ctx, requestKey{}, r)
}

// FromContext is the Request ctx carries, or nil.
func FromContext(ctx context.Context) *Request {
	r, _ := ctx.Value(requestKey{}).(*Request)
	return r
}

// Artists is Artists(q) through r's lookups.
func (r *Request) Artists(ctx context.Context, q string) (predicate.Artist, bool, error) {
	return build(ctx, r, q, lookupArtists, artists)
}

// Galleries is Galleries(q) through r's lookups.
func (r *Request) Galleries(ctx context.Context, q string) (predicate.Gallery, bool, error) {
	return build(ctx, r, q, lookupGalleries, galleries)
}

// Artworks is Artworks(q) through r's lookups.
func (r *Request) Artworks(ctx context.Context, q string) (predicate.Artwork, bool, error) {
	return build(ctx, r, q, lookupArtists, artworks)
}

// Exhibitions is Exhibitions(q) through r's lookups.
func (r *Request) Exhibitions(ctx context.Context, q string) (predicate.Exhibition, bool, error) {
	return build(ctx, r, q, lookupArtists|lookupGalleries, exhibitions)
}

// ViewingRooms is ViewingRooms(q) through r's lookups.
func (r *Request) ViewingRooms(ctx context.Context, q string) (predicate.ViewingRoom, bool, error) {
	return build(ctx, r, q, lookupArtists|lookupGalleries, viewingRooms)
}

// Articles is Articles(q) through r's lookups.
func (r *Request) Articles(ctx context.Context, q string) (predicate.Article, bool, error) {
	return build(ctx, r, q, lookupArtists, articles)
}

// What a kind's predicate needs looked up.
const (
	lookupArtists = 1 << iota
	lookupGalleries
)

type lookupKey struct {
	kind int // lookupArtists or lookupGalleries
	q    string
}

// lookup is one lookup, done or under way.
type lookup struct {
	done chan struct{}
	ids  *[]int // nil: more than MaxIDs
	err  error
}

// build is f's predicate for q with what needs names looked up.
func build[P any](ctx context.Context, r *Request, q string, needs int, f func(q string, m matched) P) (p P, ok bool, err error) {
	if r == nil {
		p, ok = unmatched(q, f)
		return p, ok, nil
	}
	if q = Clean(q); q == "" {
		return p, false, nil
	}
	var m matched
	if needs&lookupArtists != 0 {
		if m.artists, err = r.ids(ctx, lookupKey{lookupArtists, q}); err != nil {
			return p, false, err
		}
	}
	if needs&lookupGalleries != 0 {
		if m.galleries, err = r.ids(ctx, lookupKey{lookupGalleries, q}); err != nil {
			return p, false, err
		}
	}
	return f(q, m), true, nil
}

// ids looks k up, or waits for the lookup already under way.
func (r *Request) ids(ctx context.Context, k lookupKey) (*[]int, error) {
	r.mu.Lock()
	l, ok := r.found[k]
	if !ok {
		l = &lookup{done: make(chan struct{})}
		r.found[k] = l
	}
	r.mu.Unlock()
	if ok {
		select {
		case <-l.done:
			return l.ids, l.err
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	defer close(l.done)
	var ids []int
	if k.kind == lookupArtists {
		ids, l.err = r.client.Artist.Query().Where(artistText(k.q)).Limit(MaxIDs + 1).IDs(ctx)
	} else {
		ids, l.err = r.client.Gallery.Query().Where(galleryText(k.q)).Limit(MaxIDs + 1).IDs(ctx)
	}
	if l.err == nil && len(ids) <= MaxIDs {
		slices.Sort(ids) // the same statement arguments, and count-cache key, for the same matches
		l.ids = &ids
	}
	return l.ids, l.err
}
