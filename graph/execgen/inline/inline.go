// Package inline is what graph/execgen's generated executor calls to
// marshal a list of a type it resolves inline (a catalogue card, its
// pictures, its connection's edges): one element after the other on the
// caller's goroutine, where gqlgen's graphql.MarshalSliceConcurrently
// starts a goroutine for each.
package inline

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
)

// MarshalSlice is graphql.MarshalSliceConcurrently without the goroutines:
// each element has its own field context (its index in an error's path),
// a panic in one is that element's error and makes the list null, as there.
func MarshalSlice(ctx context.Context, length int, marshalElement func(ctx context.Context, i int) graphql.Marshaler) graphql.Array {
	ret := make(graphql.Array, length)
	failed := false
	for i := range length {
		if !marshal(graphql.WithFieldContext(ctx, &graphql.FieldContext{Index: &i}), i, ret, marshalElement) {
			failed = true
		}
	}
	if failed {
		return nil
	}
	return ret
}

func marshal(ctx context.Context, i int, ret graphql.Array, marshalElement func(ctx context.Context, i int) graphql.Marshaler) (ok bool) {
	defer func() {
		if r := recover(); r != nil {
			graphql.AddError(ctx, graphql.Recover(ctx, r))
			ok = false
		}
	}()
	ret[i] = marshalElement(ctx, i)
	return true
}
