package gqlserver

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"artmarket/ent"
	"artmarket/server/domain/catalogue/search"
)

// SearchLookups gives each query operation a search.Request: the artists
// and galleries a search word matches are looked up once per operation and
// handed to every kind's statements as ids (the search page counts and
// lists six kinds for one word). Mutations search without one.
type SearchLookups struct{ Client *ent.Client }

var _ interface {
	graphql.HandlerExtension
	graphql.OperationInterceptor
} = SearchLookups{}

// ExtensionName names the extension.
func (SearchLookups) ExtensionName() string { return "SearchLookups" }

// Validate accepts any schema.
func (SearchLookups) Validate(graphql.ExecutableSchema) error { return nil }

// InterceptOperation gives the context of a query operation its Request.
func (e SearchLookups) InterceptOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	if oc := graphql.GetOperationContext(ctx); oc != nil && oc.Operation != nil && oc.Operation.Operation == ast.Query {
		ctx = search.WithRequest(ctx, search.NewRequest(e.Client))
	}
	return next(ctx)
}
