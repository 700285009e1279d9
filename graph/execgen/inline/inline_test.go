package inline

import (
	"bytes"
	"context"
	"fmt"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
)

// Each element is marshalled with its index in the field context (the path
// of its errors); a panic is that element's error and makes the list null.
func TestMarshalSlice(t *testing.T) {
	recovered := func(ctx context.Context, err any) error { return fmt.Errorf("%v", err) }
	ctx := graphql.WithResponseContext(context.Background(), graphql.DefaultErrorPresenter, recovered)
	ctx = graphql.WithFieldContext(ctx, &graphql.FieldContext{Field: graphql.CollectedField{}})
	got := MarshalSlice(ctx, 3, func(ctx context.Context, i int) graphql.Marshaler {
		return graphql.MarshalString(fmt.Sprintf("%d%d", *graphql.GetFieldContext(ctx).Index, i))
	})
	var out bytes.Buffer
	got.MarshalGQL(&out)
	if out.String() != `["00","11","22"]` {
		t.Errorf("marshalled %s", out.String())
	}
	if graphql.HasFieldError(ctx, graphql.GetFieldContext(ctx)) || len(graphql.GetErrors(ctx)) != 0 {
		t.Errorf("errors: %v", graphql.GetErrors(ctx))
	}

	if got := MarshalSlice(ctx, 3, func(ctx context.Context, i int) graphql.Marshaler {
		if i == 1 {
			panic("element 1")
		}
		return graphql.MarshalString("ok")
	}); got != nil {
		t.Errorf("a panicking element: %v, want null", got)
	}
	errs := graphql.GetErrors(ctx)
	if len(errs) != 1 || fmt.Sprint(errs[0].Path) != "[1]" {
		t.Errorf("errors: %v", errs)
	}
	if MarshalSlice(ctx, 0, nil) == nil {
		t.Error("an empty list is null")
	}
}

// An object is written as gqlgen writes its field set: the fields in
// order, a response name given twice written once (the first).
func TestObject(t *testing.T) {
	for _, aliases := range [][]string{{}, {"a"}, {"id", "title", "year"}, {"a", "b", "a", "c", "b"}} {
		fields := make([]graphql.CollectedField, len(aliases))
		out := graphql.NewFieldSet(fields)
		for i, a := range aliases {
			fields[i].Field = &ast.Field{Alias: a}
			out.Values[i] = graphql.MarshalString(fmt.Sprintf("%s%d", a, i))
		}
		var want, got bytes.Buffer
		out.MarshalGQL(&want)
		Object(fields, out).MarshalGQL(&got)
		if got.String() != want.String() {
			t.Errorf("%v: %s, want %s", aliases, got.String(), want.String())
		}
	}
}

// A resolver's error or panic is reported on the field's path, as
// graphql.ResolveField reports it, and the field is null.
func TestFailed(t *testing.T) {
	recovered := func(ctx context.Context, err any) error { return fmt.Errorf("panic: %v", err) }
	ctx := graphql.WithResponseContext(context.Background(), graphql.DefaultErrorPresenter, recovered)
	oc := &graphql.OperationContext{RecoverFunc: recovered}
	ctx = graphql.WithOperationContext(ctx, oc)
	ctx = graphql.WithFieldContext(ctx, &graphql.FieldContext{Field: graphql.CollectedField{Field: &ast.Field{Alias: "node"}}})
	field := graphql.CollectedField{Field: &ast.Field{Alias: "number"}}
	fieldContext := func(_ context.Context, field graphql.CollectedField) (*graphql.FieldContext, error) {
		return &graphql.FieldContext{Object: "Artwork", Field: field, IsResolver: true}, nil
	}
	if got := Failed(ctx, oc, field, fieldContext, fmt.Errorf("down"), nil); got != graphql.Null {
		t.Errorf("answered %v", got)
	}
	if got := Failed(ctx, oc, field, fieldContext, nil, "boom"); got != graphql.Null {
		t.Errorf("answered %v", got)
	}
	errs := graphql.GetErrors(ctx)
	if len(errs) != 2 || errs[0].Message != "down" || errs[1].Message != "panic: boom" ||
		errs[0].Path.String() != "node.number" || errs[1].Path.String() != "node.number" {
		t.Errorf("errors: %v", errs)
	}
}

// A field's arguments are parsed once per operation with the cache, each
// time without it, and an error is never kept (each object reports it).
func TestArgs(t *testing.T) {
	calls := 0
	var fail error
	fieldContext := func(_ context.Context, field graphql.CollectedField) (*graphql.FieldContext, error) {
		calls++
		if fail != nil {
			return nil, fail
		}
		return &graphql.FieldContext{Field: field, Args: map[string]any{"width": calls}}, nil
	}
	a := graphql.CollectedField{Field: &ast.Field{Alias: "url"}}
	b := graphql.CollectedField{Field: &ast.Field{Alias: "url2"}}
	ctx := WithArgs(context.Background())
	for range 3 {
		if args, err := Args(ctx, a, fieldContext); err != nil || args["width"] != 1 {
			t.Fatalf("%v %v", args, err)
		}
	}
	if args, _ := Args(ctx, b, fieldContext); args["width"] != 2 || calls != 2 {
		t.Errorf("another field: %v, %d parses", args, calls)
	}
	if args, _ := Args(context.Background(), a, fieldContext); args["width"] != 3 {
		t.Errorf("without the cache: %v", args)
	}
	fail = fmt.Errorf("bad width")
	c := graphql.CollectedField{Field: &ast.Field{Alias: "url3"}}
	for range 2 {
		if _, err := Args(ctx, c, fieldContext); err != fail {
			t.Errorf("error %v", err)
		}
	}
	if calls != 5 {
		t.Errorf("%d parses, want 5", calls)
	}
}
