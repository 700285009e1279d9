// Package inline is what graph/execgen's generated executor calls to
// marshal a list of a type it resolves inline (a catalogue card, its
// pictures, its connection's edges): one element after the other on the
// caller's goroutine, where gqlgen's graphql.MarshalSliceConcurrently
// starts a goroutine for each.
package inline

import (
	"context"
	"io"
	"sync"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
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

// Object is the marshalled object of a type resolved inline: out, the
// field set the executor filled for fields (its collected fields, in
// order). It writes what out.MarshalGQL writes, each response name once,
// without the map of written names and the copy of each field that
// gqlgen's marshalling allocates per object.
func Object(fields []graphql.CollectedField, out *graphql.FieldSet) graphql.Marshaler {
	return object{fields: fields, values: out.Values}
}

type object struct {
	fields []graphql.CollectedField
	values []graphql.Marshaler
}

func (o object) MarshalGQL(w io.Writer) {
	_, _ = io.WriteString(w, "{")
	first := true
next:
	for i := range o.fields {
		alias := o.fields[i].Alias
		for j := range i {
			if o.fields[j].Alias == alias {
				continue next
			}
		}
		if !first {
			_, _ = io.WriteString(w, ",")
		}
		first = false
		// A response name is a GraphQL name ([_A-Za-z][_0-9A-Za-z]*):
		// nothing in it to escape.
		_, _ = io.WriteString(w, `"`)
		_, _ = io.WriteString(w, alias)
		_, _ = io.WriteString(w, `":`)
		o.values[i].MarshalGQL(w)
	}
	_, _ = io.WriteString(w, "}")
}

// Failed is what a leaf field answers whose resolver, called without a
// field context of its own (execgen's resolvedScalars), returned err or
// panicked with panicked: the field context is built then, and the error
// reported on the field's path and the field null, as
// graphql.ResolveField does (no field middleware marks it non-null).
func Failed(ctx context.Context, oc *graphql.OperationContext, field graphql.CollectedField,
	fieldContext func(context.Context, graphql.CollectedField) (*graphql.FieldContext, error), err error, panicked any,
) graphql.Marshaler {
	fc, ferr := fieldContext(ctx, field)
	if ferr != nil {
		return graphql.Null
	}
	ctx = graphql.WithFieldContext(ctx, fc)
	if panicked != nil {
		oc.Error(ctx, oc.Recover(ctx, panicked))
		return graphql.Null
	}
	oc.Error(ctx, graphql.AddFieldLocationToError(ctx, err))
	return graphql.Null
}

// argsKey keys an operation's argsCache in its context.
type argsKey struct{}

// argsCache is an operation's arguments of the fields execgen's
// resolvedScalars answers, by field of the document: a field's arguments
// are its document's values and the operation's variables, the same for
// every object of a list.
type argsCache struct {
	mu sync.Mutex
	m  map[*ast.Field]map[string]any
}

// WithArgs gives an operation's context the cache Args keeps arguments in.
func WithArgs(ctx context.Context) context.Context {
	return context.WithValue(ctx, argsKey{}, &argsCache{})
}

// Args is the arguments of field as its field context has them (parsed by
// fieldContext, which reports their errors on the field's path), parsed
// once per operation when its context has WithArgs' cache. The map is
// shared by the field's objects: resolvers read it, none writes it.
func Args(ctx context.Context, field graphql.CollectedField,
	fieldContext func(context.Context, graphql.CollectedField) (*graphql.FieldContext, error),
) (map[string]any, error) {
	c, _ := ctx.Value(argsKey{}).(*argsCache)
	if c != nil {
		c.mu.Lock()
		args, ok := c.m[field.Field]
		c.mu.Unlock()
		if ok {
			return args, nil
		}
	}
	fc, err := fieldContext(ctx, field)
	if err != nil {
		return nil, err
	}
	if c != nil {
		c.mu.Lock()
		if c.m == nil {
			c.m = make(map[*ast.Field]map[string]any)
		}
		c.m[field.Field] = fc.Args
		c.mu.Unlock()
	}
	return fc.Args, nil
}
