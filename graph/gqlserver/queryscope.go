package gqlserver

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"artmarket/ent"
	"artmarket/graph/execgen/inline"
	"artmarket/server/domain/catalogue/search"
	"artmarket/server/domain/member/favorites"
	"artmarket/server/platform/db"
)

// QueryScope gives each query operation what lets it read once what many
// of its fields ask (mutations, which write, get none of it):
//   - the database's count cache: a connection's totalCount is answered
//     from counts kept between catalogue writes (db.CountCache: keyed by the
//     statement and its arguments, dropped by the purge every catalogue
//     write sends);
//   - a search.Request: the artists and galleries a search word matches are
//     looked up once and handed to every kind's statements as ids (the
//     search page counts and lists six kinds for one word);
//   - favorites.Lookups: the signed-in member's favourites are read once,
//     not once per card (viewerHasFavorited on a page of 24 works);
//   - the arguments of the card types' resolved fields are parsed once, not
//     once per object (inline.Args: url(width:) on every picture of a page).
type QueryScope struct {
	anySchema
	Client *ent.Client
}

// ExtensionName names the extension.
func (QueryScope) ExtensionName() string { return "QueryScope" }

// InterceptOperation gives the context of a query operation its memos.
func (e QueryScope) InterceptOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	if oc := graphql.GetOperationContext(ctx); oc != nil && oc.Operation != nil && oc.Operation.Operation == ast.Query {
		ctx = db.WithCountCache(ctx)
		ctx = search.WithRequest(ctx, search.NewRequest(e.Client))
		ctx = favorites.WithLookups(ctx, favorites.NewLookups())
		ctx = inline.WithArgs(ctx)
	}
	return next(ctx)
}
