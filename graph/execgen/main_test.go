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
