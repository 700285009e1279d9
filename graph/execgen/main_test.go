package main

import (
	"strings"
	"testing"

	"github.com/99designs/gqlgen/codegen"
	"github.com/vektah/gqlparser/v2/ast"
)

func objects(names ...string) []*codegen.Object {
	var out []*codegen.Object
	for _, n := range names {
		out = append(out, &codegen.Object{Definition: &ast.Definition{Name: n}, Root: n == "Query"})
	}
	return out
}

// The listed types are resolved inline and nothing else is; a list that
// names a type the schema lost, or a root type, stops the generation.
func TestInlineFields(t *testing.T) {
	all := append(append([]string{}, inline...), "Query", "Member", "Work")
	data := &codegen.Data{Objects: objects(all...)}
	if err := (inlineFields{}).GenerateCode(data); err != nil {
		t.Fatal(err)
	}
	for _, o := range data.Objects {
		want := !o.Root && o.Name != "Member" && o.Name != "Work"
		if o.DisableConcurrency != want {
			t.Errorf("%s: inline %v, want %v", o.Name, o.DisableConcurrency, want)
		}
	}

	if err := (inlineFields{}).GenerateCode(&codegen.Data{Objects: objects(inline[1:]...)}); err == nil ||
		!strings.Contains(err.Error(), "of the") {
		t.Errorf("a type missing from the schema: %v", err)
	}
	root := objects(inline...)
	root[0].Root = true
	if err := (inlineFields{}).GenerateCode(&codegen.Data{Objects: root}); err == nil || !strings.Contains(err.Error(), "root") {
		t.Errorf("a root type: %v", err)
	}
}

// The list functions of the inline types call inline.MarshalSlice; the
// other lists keep gqlgen's goroutines; an executor without the shape it
// rewrites stops the generation.
func TestInlineLists(t *testing.T) {
	list := func(kind, name string) string {
		return "func (ec *executionContext) marshal" + kind + name + "2ᚕᚖartmarketᚋentᚐ" + name +
			"(ctx context.Context, sel ast.SelectionSet, v []*ent." + name + ") graphql.Marshaler {\n" +
			"\tret := graphql.MarshalSliceConcurrently(ctx, len(v), 0, false, func(ctx context.Context, i int) graphql.Marshaler {\n" +
			"\t\treturn nil\n\t})\n\treturn ret\n}\n\n"
	}
	src := "package generated\n\nimport (\n\t\"context\"\n)\n\n" + list("O", "ArtworkEdge") + list("N", "Member") + list("N", "Artwork")
	out, err := inlineLists([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	got := string(out)
	if strings.Count(got, "inline.MarshalSlice(ctx, len(v), func(") != 2 || strings.Count(got, "graphql.MarshalSliceConcurrently(") != 1 ||
		!strings.Contains(got, "\""+inlinePackage+"\"") {
		t.Errorf("rewritten:\n%s", got)
	}
	if !strings.Contains(got, "marshalNMember2ᚕᚖartmarketᚋentᚐMember(ctx context.Context, sel ast.SelectionSet, v []*ent.Member) graphql.Marshaler {\n\tret := graphql.MarshalSliceConcurrently") {
		t.Errorf("Member's list changed:\n%s", got)
	}

	changed := strings.Replace(src, "len(v), 0, false", "len(v), 4, false", 1)
	if _, err := inlineLists([]byte(changed)); err == nil || !strings.Contains(err.Error(), "ArtworkEdge") {
		t.Errorf("a worker limit: %v", err)
	}
	if _, err := inlineLists([]byte("package generated\n\nimport (\n)\n\n" + list("N", "Member"))); err == nil {
		t.Error("no inline list: no error")
	}
}

// Every object's ProcessDeferredGroup call is guarded by its defers; a call
// of another shape stops the generation.
func TestSkipEmptyDefers(t *testing.T) {
	src := "package generated\n\nfunc f() {\n" + string(deferGroup) + "}\n\nfunc g() {\n" + string(deferGroup) + "}\n"
	out, err := skipEmptyDefers([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if got := string(out); strings.Count(got, "if len(deferLabelToView) > 0 {\n\t\tec.ProcessDeferredGroup(") != 2 {
		t.Errorf("rewritten:\n%s", got)
	}
	other := src + "\nfunc h() {\n\tec.ProcessDeferredGroup(graphql.DeferredGroup{Path: graphql.GetPath(ctx)})\n}\n"
	if _, err := skipEmptyDefers([]byte(other)); err == nil || !strings.Contains(err.Error(), "2 of the") {
		t.Errorf("a call of another shape: %v", err)
	}
}
