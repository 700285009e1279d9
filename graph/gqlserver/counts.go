package gqlserver

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"artmarket/server/platform/db"
)

// CachedCounts lets the list counts (a connection's totalCount) of query
// operations be answered from the database's count cache, kept between
// catalogue writes (db.CountCache: keyed by the statement and its
// arguments, dropped by the purge every catalogue write sends). Mutations
// count afresh.
type CachedCounts struct{}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationInterceptor
} = CachedCounts{}

// ExtensionName names the extension.
func (CachedCounts) ExtensionName() string { return "CachedCounts" }

// Validate accepts any schema.
func (CachedCounts) Validate(graphql.ExecutableSchema) error { return nil }

// InterceptOperation marks the context of a query operation.
func (CachedCounts) InterceptOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	if oc := graphql.GetOperationContext(ctx); oc != nil && oc.Operation != nil && oc.Operation.Operation == ast.Query {
		ctx = db.WithCountCache(ctx)
	}
	return next(ctx)
}
