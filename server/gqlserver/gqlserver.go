// Package gqlserver builds the /graphql endpoint: the gqlgen executor over
// the ent client, with page-size-aware complexity and a depth limit.
package gqlserver

import (
	"entgo.io/contrib/entgql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/ast"

	"artmarket/ent"
	"artmarket/graph"
	"artmarket/graph/generated"
)

// Limits of one operation.
const (
	MaxComplexity = 4000
	MaxDepth      = 12
)

// New returns the GraphQL HTTP handler (POST application/json).
func New(client *ent.Client) *handler.Server {
	cfg := generated.Config{Resolvers: &graph.Resolver{Client: client}}
	pageCost := func(child int, first, last *int) int {
		n := graph.MaxPageSize // a list asked for without first or last gets a first page of this size
		if first != nil {
			n = *first
		} else if last != nil {
			n = *last
		}
		if n < 1 {
			n = 1
		}
		return 1 + child*n
	}
	cfg.Complexity.Query.Artworks = func(child int, _ *entgql.Cursor[int], first *int, _ *entgql.Cursor[int], last *int, _ *ent.ArtworkOrder, _ *ent.ArtworkWhereInput) int {
		return pageCost(child, first, last)
	}
	cfg.Complexity.Query.Artists = func(child int, _ *entgql.Cursor[int], first *int, _ *entgql.Cursor[int], last *int, _ *ent.ArtistOrder, _ *ent.ArtistWhereInput) int {
		return pageCost(child, first, last)
	}
	cfg.Complexity.Artist.Artworks = func(child int, _ *entgql.Cursor[int], first *int, _ *entgql.Cursor[int], last *int, _ *ent.ArtworkOrder, _ *ent.ArtworkWhereInput) int {
		return pageCost(child, first, last)
	}

	srv := handler.New(generated.NewExecutableSchema(cfg))
	srv.AddTransport(transport.Options{})
	srv.AddTransport(transport.POST{})
	srv.SetQueryCache(lru.New[*ast.QueryDocument](1000))
	srv.Use(extension.Introspection{})
	srv.Use(extension.AutomaticPersistedQuery{Cache: lru.New[string](200)})
	srv.Use(extension.FixedComplexityLimit(MaxComplexity))
	srv.Use(DepthLimit{Max: MaxDepth})
	srv.Use(entgql.Transactioner{TxOpener: client})
	return srv
}
