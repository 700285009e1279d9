package gqlserver

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"artmarket/graph"
)

// CodePageSize is the extensions.code of a refused page size or list argument.
const CodePageSize = "PAGE_SIZE_EXCEEDED"

// MaxListArg bounds the items of any list in a field's arguments (ids of
// nodes, the values of a where-input's …In, its and/or/not lists).
const MaxListArg = graph.MaxPageSize

// UnpagedListItems is what a list field without paging arguments (an
// exhibition's artworks, an artwork's images) is assumed to hold when
// costing a query: such lists are short, curated ones.
const UnpagedListItems = 5

// PageLimit checks every field of an operation, root or nested, before it
// runs: first and last must be between 0 and graph.MaxPageSize, a
// connection reached through an edge must say first or last (a root
// connection without them gets a first page of graph.MaxPageSize from its
// resolver), and no list argument may hold more than MaxListArg items.
// The nested connections are loaded by the root resolver (entgql's
// CollectFields) before their own resolvers run, so this check has to
// happen on the whole operation up front, not in a field middleware.
type PageLimit struct{ anySchema }

// ExtensionName names the extension.
func (PageLimit) ExtensionName() string { return "PageLimit" }

// MutateOperationContext walks the operation with its variables.
func (PageLimit) MutateOperationContext(_ context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	if oc.Operation == nil {
		return nil
	}
	return checkPages(oc.Operation.SelectionSet, oc.Variables, 0, map[string]bool{})
}

func checkPages(set ast.SelectionSet, vars map[string]any, depth int, visiting map[string]bool) *gqlerror.Error {
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			if s.Definition == nil {
				continue
			}
			if err := checkField(s, vars, depth); err != nil {
				return err
			}
			if err := checkPages(s.SelectionSet, vars, depth+1, visiting); err != nil {
				return err
			}
		case *ast.InlineFragment:
			if err := checkPages(s.SelectionSet, vars, depth, visiting); err != nil {
				return err
			}
		case *ast.FragmentSpread:
			if s.Definition == nil || visiting[s.Name] {
				continue
			}
			visiting[s.Name] = true
			err := checkPages(s.Definition.SelectionSet, vars, depth, visiting)
			delete(visiting, s.Name)
			if err != nil {
				return err
			}
		}
	}
	return nil
}

// paged reports whether a field takes first and last (a connection).
func paged(def *ast.FieldDefinition) bool {
	return def.Arguments.ForName("first") != nil && def.Arguments.ForName("last") != nil
}

func checkField(f *ast.Field, vars map[string]any, depth int) *gqlerror.Error {
	args := f.ArgumentMap(vars)
	where := f.ObjectDefinition.Name + "." + f.Name
	if paged(f.Definition) {
		first, last := args["first"], args["last"]
		for name, v := range map[string]any{"first": first, "last": last} {
			n, ok := intArg(v)
			if v != nil && (!ok || n < 0 || n > int64(graph.MaxPageSize)) {
				return pageError(f, "page size %s: %v on %s must be between 0 and %d", name, v, where, graph.MaxPageSize)
			}
		}
		if depth > 0 && first == nil && last == nil {
			return pageError(f, "page size: %s needs first or last (at most %d)", where, graph.MaxPageSize)
		}
	}
	for name, v := range args {
		if n := longestList(v); n > MaxListArg {
			return pageError(f, "argument %s of %s holds a list of %d items; the limit is %d", name, where, n, MaxListArg)
		}
	}
	return nil
}

func pageError(f *ast.Field, format string, args ...any) *gqlerror.Error {
	err := gqlerror.ErrorPosf(f.Position, format, args...)
	err.Extensions = map[string]any{"code": CodePageSize}
	return err
}

func intArg(v any) (int64, bool) {
	switch n := v.(type) {
	case int:
		return int64(n), true
	case int64:
		return n, true
	case int32:
		return int64(n), true
	case float64:
		return int64(n), float64(int64(n)) == n
	case json.Number:
		i, err := n.Int64()
		return i, err == nil
	}
	return 0, false
}

// longestList is the length of the longest list anywhere in an argument's value.
func longestList(v any) int {
	longest := 0
	switch x := v.(type) {
	case []any:
		longest = len(x)
		for _, e := range x {
			longest = max(longest, longestList(e))
		}
	case map[string]any:
		for _, e := range x {
			longest = max(longest, longestList(e))
		}
	}
	return longest
}

// pagedComplexity costs every field of the schema in one place: a
// connection costs its page size (first or last; graph.MaxPageSize when
// neither is given) times what one item selects, a list without paging
// UnpagedListItems times, everything else 1 plus its selection (gqlgen's
// default).
type pagedComplexity struct {
	graphql.ExecutableSchema
}

func (s pagedComplexity) Complexity(ctx context.Context, typeName, fieldName string, child int, args map[string]any) (int, bool) {
	def := s.Schema().Types[typeName]
	if def == nil {
		return s.ExecutableSchema.Complexity(ctx, typeName, fieldName, child, args)
	}
	field := def.Fields.ForName(fieldName)
	if field == nil {
		return s.ExecutableSchema.Complexity(ctx, typeName, fieldName, child, args)
	}
	switch {
	case paged(field):
		n := int64(graph.MaxPageSize)
		if v, ok := intArg(args["first"]); ok {
			n = v
		} else if v, ok := intArg(args["last"]); ok {
			n = v
		}
		return 1 + satMul(int(min(max(n, 1), int64(graph.MaxPageSize)+1)), child), true
	case field.Type.Elem != nil && child > 0 && !strings.HasSuffix(typeName, "Connection"): // a list of objects (a page's edges are costed by the page)
		n := UnpagedListItems
		if ids, ok := args["ids"].([]any); ok { // Query.nodes
			n = len(ids)
		}
		return 1 + satMul(max(n, 1), child), true
	}
	return s.ExecutableSchema.Complexity(ctx, typeName, fieldName, child, args)
}

// satMul multiplies without overflowing: costs of nested pages multiply.
func satMul(a, b int) int {
	const limit = 1 << 40
	if a > 0 && b > limit/a {
		return limit
	}
	return a * b
}
