//go:build ignore

// entc generates the ent data layer and, through entgql, the GraphQL schema
// of the ent types (graph/ent.graphql). Run through `make generate`.
package main

import (
	"encoding/json"
	"fmt"
	"log"
	"slices"

	"entgo.io/contrib/entgql"
	"entgo.io/ent/entc"
	"entgo.io/ent/entc/gen"
	"github.com/vektah/gqlparser/v2/ast"
)

// whereFields are the only fields of each type that its GraphQL where-input
// filters on: the ones the client's pages use (artwork filters, the shop,
// the letter indexes, live statuses). Every other field, the id and every
// edge (has…/has…With) are left out of the public schema: a …Contains on
// long text or a filter through an edge is a full scan at scale. Types not
// listed get no where-input at all. The search, sizeClass and artistNumber
// filters are ours (graph/app.graphql) and stay. Add a field here when a
// page needs it.
var whereFields = map[string][]string{
	"Artwork":     {"status", "medium", "price_fen", "year"},
	"Artist":      {"initial"},
	"Gallery":     {"initial"},
	"Exhibition":  {},
	"ViewingRoom": {},
	"Article":     {},
	"ArtLive":     {"status"},
	"Goods":       {"status", "kind"},
}

// publicWhereInputs annotates every field, edge and type not in whereFields
// with entgql.Skip(entgql.SkipWhereInput) before the templates and the
// schema generator read the graph.
func publicWhereInputs(next gen.Generator) gen.Generator {
	return gen.GenerateFunc(func(g *gen.Graph) error {
		for _, t := range g.Nodes {
			keep, listed := whereFields[t.Name]
			if !listed {
				if err := skipWhere(&t.Annotations); err != nil {
					return fmt.Errorf("%s: %w", t.Name, err)
				}
				continue
			}
			fields := append([]*gen.Field{t.ID}, t.Fields...)
			for _, f := range fields {
				if f == nil || slices.Contains(keep, f.Name) {
					continue
				}
				if err := skipWhere(&f.Annotations); err != nil {
					return fmt.Errorf("%s.%s: %w", t.Name, f.Name, err)
				}
			}
			for _, e := range t.Edges {
				if err := skipWhere(&e.Annotations); err != nil {
					return fmt.Errorf("%s.%s: %w", t.Name, e.Name, err)
				}
			}
		}
		return next.Generate(g)
	})
}

func skipWhere(ants *gen.Annotations) error {
	if *ants == nil {
		*ants = gen.Annotations{}
	}
	ant := &entgql.Annotation{}
	if v, ok := (*ants)[ant.Name()]; ok && v != nil {
		if err := ant.Decode(v); err != nil {
			return err
		}
	}
	ant.Skip |= entgql.SkipWhereInput
	// Stored the way entc loads annotations from the schema (decoded JSON):
	// entgql's templates read them in that form.
	raw, err := json.Marshal(ant)
	if err != nil {
		return err
	}
	var v map[string]any
	if err := json.Unmarshal(raw, &v); err != nil {
		return err
	}
	(*ants)[ant.Name()] = v
	return nil
}

// nullableParents are edges required in the database but nullable in GraphQL:
// the parent is a work that may be hidden (taken down, artwork_policy.go), and
// a hidden parent reads as null, never as an error (graph/catalogue.go).
var nullableParents = map[string][]string{
	"Goods":        {"artwork"},
	"ArtworkImage": {"artwork"},
}

func nullableParentEdges(_ *gen.Graph, s *ast.Schema) error {
	for typ, fields := range nullableParents {
		def := s.Types[typ]
		if def == nil {
			return fmt.Errorf("nullable parent: no type %s", typ)
		}
		for _, name := range fields {
			f := def.Fields.ForName(name)
			if f == nil {
				return fmt.Errorf("nullable parent: no field %s.%s", typ, name)
			}
			f.Type.NonNull = false
		}
	}
	return nil
}

func main() {
	ex, err := entgql.NewExtension(
		entgql.WithSchemaGenerator(),
		entgql.WithWhereInputs(true),
		entgql.WithConfigPath("../gqlgen.yml"),
		entgql.WithSchemaPath("../graph/ent.graphql"),
		entgql.WithSchemaHook(nullableParentEdges),
	)
	if err != nil {
		log.Fatalf("entgql extension: %v", err)
	}
	cfg := &gen.Config{Hooks: []gen.Hook{publicWhereInputs}, Features: []gen.Feature{
		gen.FeatureVersionedMigration,
		gen.FeaturePrivacy,
		gen.FeatureEntQL,
		gen.FeatureUpsert,
		gen.FeatureLock,
		gen.FeatureModifier,
		gen.FeatureIntercept,
	}}
	if err := entc.Generate("./schema", cfg, entc.Extensions(ex)); err != nil {
		log.Fatalf("ent codegen: %v", err)
	}
}
