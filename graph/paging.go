package graph

import (
	"context"

	"entgo.io/contrib/entgql"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"artmarket/ent"
	"artmarket/ent/schema/nodeid"
)

// pageSize refuses page sizes above MaxPageSize or below zero, and gives a
// list asked for with neither first nor last a first page of MaxPageSize,
// so a single query cannot ask for the whole catalogue. It returns the first
// to paginate with.
func pageSize(first, last *int) (*int, error) {
	for _, n := range []*int{first, last} {
		if n != nil && (*n < 0 || *n > MaxPageSize) {
			return nil, gqlerror.Errorf("page size must be between 0 and %d", MaxPageSize)
		}
	}
	if first == nil && last == nil {
		n := MaxPageSize
		return &n, nil
	}
	return first, nil
}

// nodeType resolves the ent type of a global id from its range; an id of
// no known range is not found (NOT_FOUND), as one of a missing row is.
func nodeType(_ context.Context, id int) (string, error) {
	t, err := nodeid.Type(id)
	if err != nil {
		return "", entgql.ErrNodeNotFound(id)
	}
	return t, nil
}

func noderOption() ent.NodeOption { return ent.WithNodeType(nodeType) }

// onlyQuery is an ent query that returns its one row.
type onlyQuery[T any] interface {
	Only(context.Context) (T, error)
}

// byNumber loads the row of a range by the short number of its public URL,
// with the fields the request selects (query builds the CollectFields
// query for an id); a number that names nothing is null, not an error.
func byNumber[T any, Q onlyQuery[T]](ctx context.Context, rng, number int, query func(id int) (Q, error)) (T, error) {
	var none T
	id, ok := nodeid.ID(rng, number)
	if !ok {
		return none, nil
	}
	q, err := query(id)
	if err != nil {
		return none, err
	}
	v, err := q.Only(ctx)
	if ent.IsNotFound(err) {
		return none, nil
	}
	return v, err
}
