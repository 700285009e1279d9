package gqlserver_test

import (
	"regexp"
	"strings"
	"testing"

	"artmarket/graph"
	"artmarket/graph/generated"
	"artmarket/server/platform/dbtest"
)

// The where-inputs hold only the filters the pages use (ent/entc.go,
// whereFields): no text matching on long text, no filters through edges,
// no ids.
func TestWhereInputsArePublicOnlyWhereUsed(t *testing.T) {
	schema := generated.NewExecutableSchema(generated.Config{Resolvers: &graph.Resolver{}}).Schema()
	textOp := regexp.MustCompile(`(Contains|ContainsFold|HasPrefix|HasSuffix|EqualFold)$`)
	n := 0
	for name, def := range schema.Types {
		if !strings.HasSuffix(name, "WhereInput") {
			continue
		}
		n++
		for _, f := range def.Fields {
			switch {
			case textOp.MatchString(f.Name) && !strings.HasPrefix(f.Name, "initial"):
				t.Errorf("%s.%s: text matching is not a public filter", name, f.Name)
			case strings.HasPrefix(f.Name, "has") && f.Name != "hasNextPage":
				t.Errorf("%s.%s: a filter through an edge", name, f.Name)
			case f.Name == "id" || strings.HasPrefix(f.Name, "id") && strings.ToUpper(f.Name[2:3]) == f.Name[2:3]:
				t.Errorf("%s.%s: an id filter", name, f.Name)
			}
		}
	}
	if n < 8 {
		t.Fatalf("only %d where-inputs", n)
	}

	f := newFixture(t, dbtest.SQLite(t))
	for _, q := range []string{
		`{ artworks(first: 1, where: {descriptionContains: "a"}) { totalCount } }`,
		`{ artists(first: 1, where: {bioContainsFold: "a"}) { totalCount } }`,
		`{ galleries(first: 1, where: {hasArtworksWith: [{titleContains: "a"}]}) { totalCount } }`,
		`{ articles(first: 1, where: {bodyContains: "a"}) { totalCount } }`,
	} {
		res := post(t, f.srv, q, nil)
		if res.code() != "GRAPHQL_VALIDATION_FAILED" {
			t.Errorf("%s: want GRAPHQL_VALIDATION_FAILED, got %s %v", q, res.Data, res.Errors)
		}
	}
	// The filters the pages use still work.
	res := post(t, f.srv, `{ artworks(first: 1, where: {mediumIn: [OIL], priceFenGTE: "0", yearNotNil: false, status: AVAILABLE, search: "作品"}) { totalCount } }`, nil)
	if len(res.Errors) > 0 || !strings.Contains(string(res.Data), `"totalCount":`) {
		t.Fatalf("artwork filters: %s %v", res.Data, res.Errors)
	}
}
