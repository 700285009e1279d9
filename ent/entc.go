//go:build ignore

// entc generates the ent data layer and, through entgql, the GraphQL schema
// of the ent types (graph/ent.graphql). Run through `make generate`.
package main

import (
	"log"

	"entgo.io/contrib/entgql"
	"entgo.io/ent/entc"
	"entgo.io/ent/entc/gen"
)

func main() {
	ex, err := entgql.NewExtension(
		entgql.WithSchemaGenerator(),
		entgql.WithWhereInputs(true),
		entgql.WithConfigPath("../gqlgen.yml"),
		entgql.WithSchemaPath("../graph/ent.graphql"),
	)
	if err != nil {
		log.Fatalf("entgql extension: %v", err)
	}
	cfg := &gen.Config{Features: []gen.Feature{
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
