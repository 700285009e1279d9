package gqlserver

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// DepthLimit refuses operations nested deeper than Max fields. The
// introspection fields (__schema, __type) are not counted: GraphiQL's
// introspection query is deep by nature and cheap.
type DepthLimit struct {
	anySchema
	Max int
}

// ExtensionName names the extension.
func (DepthLimit) ExtensionName() string { return "DepthLimit" }

// MutateOperationContext measures the operation and refuses it when too deep.
func (d DepthLimit) MutateOperationContext(_ context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	if oc.Operation == nil {
		return nil
	}
	if depth := selectionDepth(oc.Operation.SelectionSet, 0, map[string]bool{}); depth > d.Max {
		err := gqlerror.Errorf("query is nested %d levels deep; the limit is %d", depth, d.Max)
		errcode(err)
		return err
	}
	return nil
}

func errcode(err *gqlerror.Error) {
	if err.Extensions == nil {
		err.Extensions = map[string]any{}
	}
	err.Extensions["code"] = "DEPTH_LIMIT_EXCEEDED"
}

func selectionDepth(set ast.SelectionSet, depth int, visiting map[string]bool) int {
	deepest := depth
	for _, sel := range set {
		var d int
		switch s := sel.(type) {
		case *ast.Field:
			if s.Name == "__schema" || s.Name == "__type" {
				continue
			}
			d = selectionDepth(s.SelectionSet, depth+1, visiting)
		case *ast.InlineFragment:
			d = selectionDepth(s.SelectionSet, depth, visiting)
		case *ast.FragmentSpread:
			if s.Definition == nil || visiting[s.Name] {
				continue
			}
			visiting[s.Name] = true
			d = selectionDepth(s.Definition.SelectionSet, depth, visiting)
			delete(visiting, s.Name)
		}
		if d > deepest {
			deepest = d
		}
	}
	return deepest
}
