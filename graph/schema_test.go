package graph

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/ast"
)

// loadSchema reads the public schema as the client sees it: schema.graphql, every graph/*.graphql merged by
// `make generate` (graph/schemagen).
func loadSchema(t *testing.T) *ast.Schema {
	t.Helper()
	src, err := os.ReadFile("../schema.graphql")
	if err != nil {
		t.Fatalf("read schema: %v", err)
	}
	s, gerr := gqlparser.LoadSchema(&ast.Source{Name: "schema.graphql", Input: string(src)})
	if gerr != nil {
		t.Fatalf("load schema: %v", gerr)
	}
	return s
}

// ours lists the schema's own types (not GraphQL's built-in scalars and introspection types), sorted so a
// failure reads the same every run.
func ours(s *ast.Schema) []*ast.Definition {
	var defs []*ast.Definition
	for _, d := range s.Types {
		if d.BuiltIn {
			continue
		}
		defs = append(defs, d)
	}
	slices.SortFunc(defs, func(a, b *ast.Definition) int { return strings.Compare(a.Name, b.Name) })
	return defs
}

// idSpelling finds "Id" ending a word (sessionId, WorkIdInput): GraphQL and entgql write ID
// (artistID, memberID), and entgql's names stay as they are, so ID is the one spelling (issue 25, point 4).
var idSpelling = regexp.MustCompile(`Id([A-Z]|$)`)

// Schema spelling, one way each (issue 25, point 4): `goods` not `goodsSlice`, ID not Id, money named …Fen,
// and one mutation shape (no argument or one `input: …Input!`, a payload with userErrors, no clientMutationId).
func TestSchemaSpelling(t *testing.T) {
	s := loadSchema(t)
	var bad []string
	name := func(where, n string) {
		switch {
		case strings.EqualFold(n, "clientMutationID"):
			bad = append(bad, where+": no clientMutationId (no mutation echoes one)")
		case idSpelling.MatchString(n):
			bad = append(bad, where+": spell Id as ID")
		}
	}
	// money reports a Fen (an amount in fen) whose name does not say so: priceFen, shippingFeeFen, and
	// entgql's filters on them (priceFenGT) all carry Fen.
	money := func(where, n string, typ *ast.Type) {
		if typ.Name() == "Fen" && !strings.Contains(n, "Fen") {
			bad = append(bad, where+": an amount in fen is named …Fen")
		}
	}
	for _, d := range ours(s) {
		name(d.Name, d.Name)
		for _, f := range d.Fields {
			where := d.Name + "." + f.Name
			name(where, f.Name)
			money(where, f.Name, f.Type)
			if strings.HasSuffix(f.Name, "Slice") {
				bad = append(bad, where+": entgql's …Slice plural; name the query field (entgql.QueryField(\"goods\"))")
			}
			for _, a := range f.Arguments {
				name(where+"("+a.Name+")", a.Name)
				money(where+"("+a.Name+")", a.Name, a.Type)
			}
		}
	}
	for _, m := range s.Mutation.Fields {
		switch {
		case len(m.Arguments) == 0:
			// Nothing to send (signOutOtherSessions, cancelAccountDeletion): an input object needs a field.
		case len(m.Arguments) == 1 && m.Arguments[0].Name == "input" && m.Arguments[0].Type.NonNull &&
			strings.HasSuffix(m.Arguments[0].Type.Name(), "Input"):
		default:
			bad = append(bad, "Mutation."+m.Name+": takes one argument, input: …Input!")
		}
		payload := s.Types[m.Type.Name()]
		if !m.Type.NonNull || payload == nil || !strings.HasSuffix(payload.Name, "Payload") {
			bad = append(bad, "Mutation."+m.Name+": answers a non-null …Payload")
			continue
		}
		if ue := payload.Fields.ForName("userErrors"); ue == nil || ue.Type.String() != "[UserError!]!" {
			bad = append(bad, "Mutation."+m.Name+": its payload has userErrors: [UserError!]!")
		}
	}
	if len(bad) > 0 {
		t.Errorf("schema spelling, one way each (%d):\n%s", len(bad), strings.Join(bad, "\n"))
	}
}

// boilerplate names the Relay and entgql types whose every field entgql writes the same way for each entity and
// the Relay spec explains (connections, edges, page info, orderings, where-inputs).
func boilerplate(typ string) bool {
	for _, suffix := range []string{"Connection", "Edge", "WhereInput", "Order", "OrderField"} {
		if strings.HasSuffix(typ, suffix) {
			return true
		}
	}
	return typ == "PageInfo" || typ == "OrderDirection" || typ == "Cursor" || typ == "Node"
}

// Every type, field, argument and enum value of the public schema says what it is (issue 25, point 4). The
// hand-written graph/*.graphql carry """descriptions"""; graph/ent.graphql gets them from entgql: a field's
// or an edge's Comment() in ent/schema, and the types, enum values and query fields from ent/entc.go's
// describe hook (typeDocs, enumDocs, queryDocs).
func TestSchemaDescribed(t *testing.T) {
	s := loadSchemaFiles(t)
	var missing []string
	miss := func(pos *ast.Position, what string) {
		file := "graph"
		if pos != nil && pos.Src != nil {
			file = pos.Src.Name
		}
		missing = append(missing, file+": "+what)
	}
	for _, d := range ours(s) {
		if boilerplate(d.Name) {
			continue
		}
		if strings.TrimSpace(d.Description) == "" {
			miss(d.Position, d.Name)
		}
		for _, f := range d.Fields {
			if strings.HasPrefix(f.Name, "__") {
				continue // introspection (__schema, __type), which the GraphQL spec describes
			}
			if strings.TrimSpace(f.Description) == "" {
				miss(f.Position, d.Name+"."+f.Name)
			}
			for _, a := range f.Arguments {
				if strings.TrimSpace(a.Description) == "" {
					miss(a.Position, d.Name+"."+f.Name+"("+a.Name+")")
				}
			}
		}
		for _, v := range d.EnumValues {
			if strings.TrimSpace(v.Description) == "" {
				miss(v.Position, d.Name+"."+v.Name)
			}
		}
	}
	slices.Sort(missing)
	if len(missing) > 0 {
		t.Errorf("undocumented (%d): write a \"\"\"description\"\"\" in graph/*.graphql, a Comment() on the ent field or edge, or an entry in ent/entc.go's describe hook:\n%s",
			len(missing), strings.Join(missing, "\n"))
	}
}

// loadSchemaFiles loads graph/*.graphql one source a file, so a finding names the file to write it in.
func loadSchemaFiles(t *testing.T) *ast.Schema {
	t.Helper()
	files, err := filepath.Glob("*.graphql")
	if err != nil || len(files) == 0 {
		t.Fatalf("no graph/*.graphql: %v", err)
	}
	var srcs []*ast.Source
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatalf("read %s: %v", f, err)
		}
		srcs = append(srcs, &ast.Source{Name: f, Input: string(b)})
	}
	s, gerr := gqlparser.LoadSchema(srcs...)
	if gerr != nil {
		t.Fatalf("load schema: %v", gerr)
	}
	return s
}
