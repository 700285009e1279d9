package graph

import (
	"context"
	"fmt"

	"artmarket/ent"
	"artmarket/ent/nodeid"
)

// checkPage refuses page sizes above MaxPageSize or below zero, so a single
// query cannot ask for the whole catalogue.
func checkPage(first, last *int) error {
	for _, n := range []*int{first, last} {
		if n != nil && (*n < 0 || *n > MaxPageSize) {
			return fmt.Errorf("page size must be between 0 and %d", MaxPageSize)
		}
	}
	return nil
}

// nodeType resolves the ent type of a global id from its range.
func nodeType(_ context.Context, id int) (string, error) { return nodeid.Type(id) }

func noderOption() ent.NodeOption { return ent.WithNodeType(nodeType) }
