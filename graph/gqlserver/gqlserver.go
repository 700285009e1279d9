// Package gqlserver builds the /graphql endpoint: the gqlgen executor over
// the ent client, with its limits (body, tokens, fields, page sizes,
// page-aware complexity, depth), an error presenter that keeps internal
// errors inside, and introspection only in development.
package gqlserver

import (
	"io"
	"log/slog"
	"net/http"

	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/ast"

	"artmarket/ent"
	"artmarket/graph"
	"artmarket/graph/generated"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/member/deletion"
	"artmarket/server/domain/member/favorites"
	"artmarket/server/domain/member/funds"
	"artmarket/server/domain/orders"
	"artmarket/server/domain/reconcile"
	"artmarket/server/domain/refunds"
)

// Limits of one operation. Costs are page-aware (see pagedComplexity): the
// client's heaviest page, the gallery, costs about 3,600, the search page
// with every tab at once about 6,700, and the heaviest query of the browser
// tests (every gallery, 100, with 50 of its artists each) 21,200; a page of
// 100 under a page of 100 costs 30,000 and more and is refused.
const (
	MaxComplexity = 25_000
	MaxDepth      = 12
)

// Option sets up the server.
type Option func(*options)

type options struct {
	dev         bool
	log         *slog.Logger
	auth        *auth.Service
	del         *deletion.Service
	funds       *funds.Service
	order       *orders.Service
	refunds     *refunds.Service
	withdrawals *funds.Withdrawals
	reconcile   *reconcile.Service
	cache       *ResponseCache
}

// Cache keeps anonymous queries' answers (see ResponseCache); none when not
// given or nil.
func Cache(c *ResponseCache) Option { return func(o *options) { o.cache = c } }

// Deletion is the account deletion service of the deletion mutations;
// without it they answer UNAVAILABLE.
func Deletion(s *deletion.Service) Option { return func(o *options) { o.del = s } }

// Auth is the member domain's session service, which member mutations
// (signing devices out) use; without it they answer UNAVAILABLE.
func Auth(s *auth.Service) Option { return func(o *options) { o.auth = s } }

// Funds is the funds settings' service (real names, cash-out accounts);
// without it their mutations answer UNAVAILABLE.
func Funds(s *funds.Service) Option { return func(o *options) { o.funds = s } }

// Orders is buying and paying; without it the order mutations answer
// UNAVAILABLE and the checkout is null.
func Orders(s *orders.Service) Option { return func(o *options) { o.order = s } }

// Refunds are buyers' refund requests and sellers' answers; without them
// their mutations answer UNAVAILABLE.
func Refunds(s *refunds.Service) Option { return func(o *options) { o.refunds = s } }

// Withdrawals are members' requests to be paid; without them
// requestWithdrawal answers UNAVAILABLE.
func Withdrawals(w *funds.Withdrawals) Option { return func(o *options) { o.withdrawals = w } }

// Reconcile compares the ledger with WeChat Pay's bills; without it
// runReconciliation answers UNAVAILABLE.
func Reconcile(s *reconcile.Service) Option { return func(o *options) { o.reconcile = s } }

// Dev turns on introspection (GraphiQL's schema) when on: config.Dev.
func Dev(on bool) Option { return func(o *options) { o.dev = on } }

// Logger is where internal errors are logged; none when not given.
func Logger(l *slog.Logger) Option { return func(o *options) { o.log = l } }

// New returns the GraphQL HTTP handler (POST application/json). Without
// options, introspection is off.
func New(client *ent.Client, opts ...Option) http.Handler {
	o := options{log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	for _, opt := range opts {
		opt(&o)
	}
	cfg := generated.Config{Resolvers: &graph.Resolver{
		Client: client, Auth: o.auth, Deletion: o.del, Funds: o.funds, Orders: o.order, Refunds: o.refunds, Withdrawals: o.withdrawals,
		Reconcile:       o.reconcile,
		DashboardCounts: favorites.Counter{Client: client},
	}}
	srv := handler.New(pagedComplexity{generated.NewExecutableSchema(cfg)})
	srv.AddTransport(transport.Options{})
	srv.AddTransport(post{}) // gqlgen's, without compacting the data (transport.go)
	// Parsed and validated documents: the client has about 40 operations;
	// the bound keeps the cache small even when filled with the largest
	// documents the limits let through (64 KiB, 2,000 fields each).
	srv.SetQueryCache(lru.New[*ast.QueryDocument](200))
	srv.SetParserTokenLimit(MaxTokens)
	srv.SetValidationRulesFn(validationRules) // input literals' errors in Chinese
	// With introspection off, the validator names no field, argument,
	// type or value the client did not write ("Did you mean …?" would read
	// the schema out piece by piece).
	srv.SetDisableSuggestion(!o.dev)
	srv.SetErrorPresenter(errorPresenter(o.log, !o.dev))
	srv.SetRecoverFunc(recoverFunc(o.log))
	if o.dev {
		srv.Use(extension.Introspection{})
	}
	srv.Use(extension.AutomaticPersistedQuery{Cache: lru.New[string](200)})
	srv.Use(NewQuerySize()) // after APQ, which fills in the query of a hash
	srv.Use(&StrictStrings{})
	srv.Use(PageLimit{})
	srv.Use(extension.FixedComplexityLimit(MaxComplexity))
	srv.Use(DepthLimit{Max: MaxDepth})
	srv.Use(OperatorBound{Cache: o.cache}) // before MemberOnly: a visitor's flood counts too
	srv.Use(MemberOnly{})
	if o.cache != nil { // after every limit: only queries that passed them reach it
		srv.Use(o.cache)
	}
	srv.Use(QueryScope{Client: client})
	srv.Use(Transactioner{TxOpener: client, Log: o.log})
	return unavailable(limitBody(MaxBodyBytes, withCache(o.cache, wellFormed(srv))))
}
