package gqlserver

import (
	"context"
	"errors"
	"log/slog"
	"reflect"
	"sync"
	"sync/atomic"

	"entgo.io/contrib/entgql"
	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"artmarket/server/platform/outage"
)

// Codes and messages of the transaction's own answers.
const (
	// CodeRolledBack marks a mutation field that did what it said but was
	// undone with the request's transaction, because another field of the
	// same operation was refused (one request, one transaction).
	CodeRolledBack = "ROLLED_BACK"
	MsgRolledBack  = "同一请求中的另一项操作被拒绝，本次所有更改均未保存"
	// CodeProviderAlone refuses an operation that sends a @providerCall
	// field with another field (see Transactioner).
	CodeProviderAlone = "PROVIDER_CALL_ALONE"
	MsgProviderAlone  = "涉及微信支付的操作请单独提交"
)

// ProviderCall is the schema's directive on the mutations whose domain code
// calls an outside provider (WeChat Pay): see Transactioner.
const ProviderCall = "providerCall"

// Transactioner runs each mutation operation in one database transaction
// and commits it only when the whole answer is a success. It replaces
// entgql.Transactioner, which commits whenever the answer carries no
// GraphQL error: a payload refusing with userErrors (data, not an error)
// then kept what its resolver wrote before the refusal (issue 26: 20
// parallel approvals of one work left 7 to 10 public orphan works). Here
// the transaction rolls back when
//   - any top-level mutation field returns a payload whose UserErrors is not
//     empty (read from the resolver's value, so it holds whatever the
//     client selected, and for a new payload type without anyone listing
//     it), or
//   - the answer has any error (a resolver's, a panic recovered by gqlgen).
//
// The one exception: a mutation marked @providerCall in the schema (its
// domain code calls WeChat Pay) runs in no request transaction. Its domain
// code runs its own short ones around the call instead: the intent is
// recorded under an idempotency key (out_refund_no, the day's lease) and
// committed, the provider is called outside any transaction, and its answer
// is recorded in another (the jobs' and the payment callbacks' shape). A
// request transaction would hold SQLite's one write lock (BEGIN IMMEDIATE),
// or a PostgreSQL connection and the order's row lock, for the whole round
// trip: with WeChat Pay hanging, up to the client's 10 s timeout a call (a
// reconciliation run downloads two bills: 20 s). On SQLite every other
// writer of the site waits that long behind it, and past the 10 s busy
// timeout fails; on PostgreSQL 20 such requests in flight hold the whole
// pool of 20 connections, and every move of the order waits on its row.
// A provider call that succeeded in a transaction rolled back afterwards
// would also leave WeChat Pay and our books disagreeing. Such a field must
// be the operation's only kind: mixed with an unmarked field the operation
// is refused (CodeProviderAlone), nothing run.
//
// A request gqlgen answers without an operation (a malformed body, a query
// that does not parse) runs no transaction: gqlgen dispatches its error
// through the response interceptors too, without an operation context
// (which entgql's extension asked for, and panicked).
type Transactioner struct {
	TxOpener entgql.TxOpener
	Log      *slog.Logger
}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
	graphql.ResponseInterceptor
} = Transactioner{}

// ExtensionName names the extension.
func (Transactioner) ExtensionName() string { return "Transactioner" }

// Validate needs an opener.
func (t Transactioner) Validate(graphql.ExecutableSchema) error {
	if t.TxOpener == nil {
		return errors.New("gqlserver: transactioner without a tx opener")
	}
	return nil
}

// refusalKey holds the request's *atomic.Bool, set when a top-level field
// refused.
type refusalKey struct{}

// MutateOperationContext serialises the field resolvers of a mutation (one
// transaction is one connection) and notes a refusing payload.
func (t Transactioner) MutateOperationContext(_ context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	if !isMutation(oc.Operation) {
		return nil
	}
	previous := oc.ResolverMiddleware
	var mu sync.Mutex
	oc.ResolverMiddleware = func(ctx context.Context, next graphql.Resolver) (any, error) {
		mu.Lock()
		defer mu.Unlock()
		res, err := previous(ctx, next)
		flag, ok := ctx.Value(refusalKey{}).(*atomic.Bool)
		if !ok {
			return res, err
		}
		// A payload's refusal counts at the top (a mutation field); an
		// error anywhere.
		if err != nil || topLevel(graphql.GetFieldContext(ctx)) && Refuses(res) {
			flag.Store(true)
		}
		return res, err
	}
	return nil
}

// InterceptResponse runs a mutation under a transaction, committed only
// when nothing was refused and nothing failed.
func (t Transactioner) InterceptResponse(ctx context.Context, next graphql.ResponseHandler) *graphql.Response {
	if !graphql.HasOperationContext(ctx) || !isMutation(graphql.GetOperationContext(ctx).Operation) {
		return next(ctx)
	}
	if refused(ctx) { // the limits or the validator refused it: nothing runs
		return next(ctx)
	}
	switch marked, all := providerCalls(graphql.GetOperationContext(ctx)); {
	case all:
		return next(ctx) // the domain's own short transactions
	case marked:
		return &graphql.Response{Errors: gqlerror.List{{Message: MsgProviderAlone, Extensions: map[string]any{"code": CodeProviderAlone}}}}
	}
	txCtx, tx, err := t.TxOpener.OpenTx(ctx)
	if err != nil {
		return t.failed(ctx, "graphql: begin mutation transaction", err)
	}
	flag := new(atomic.Bool)
	ctx = context.WithValue(txCtx, refusalKey{}, flag)
	done := false
	defer func() {
		if !done {
			_ = tx.Rollback() // a panic on its way up
		}
	}()
	rsp := next(ctx)
	done = true
	if rsp == nil || len(rsp.Errors) > 0 || flag.Load() {
		if err := tx.Rollback(); err != nil {
			t.log().ErrorContext(ctx, "graphql: roll mutation back", "err", err)
		}
		if rsp != nil && len(rsp.Errors) == 0 && fieldCount(graphql.GetOperationContext(ctx).Operation) > 1 {
			// Another field's success is in the answer but was undone with it.
			rsp.Errors = gqlerror.List{{Message: MsgRolledBack, Extensions: map[string]any{"code": CodeRolledBack}}}
		}
		return rsp
	}
	if err := tx.Commit(); err != nil {
		return t.failed(ctx, "graphql: commit mutation", err)
	}
	return rsp
}

func (t Transactioner) log() *slog.Logger {
	if t.Log == nil {
		return slog.New(slog.DiscardHandler)
	}
	return t.Log
}

// failed answers a transaction that could not begin or commit: UNAVAILABLE
// when the database cannot be reached (the outage monitor logs that once per
// outage, not once a request, and the message names no connection detail),
// else INTERNAL, logged.
func (t Transactioner) failed(ctx context.Context, what string, err error) *graphql.Response {
	if outage.As(err) != nil {
		return &graphql.Response{Errors: gqlerror.List{{Message: MsgUnavailable, Extensions: map[string]any{"code": CodeUnavailable}}}}
	}
	t.log().ErrorContext(ctx, what, "err", err)
	return internalResponse()
}

func internalResponse() *graphql.Response {
	return &graphql.Response{Errors: gqlerror.List{{Message: MsgInternal, Extensions: map[string]any{"code": CodeInternal}}}}
}

// topLevel: a field of the operation's root type (gqlgen gives those a
// parent context of the root object, which is no field).
func topLevel(fc *graphql.FieldContext) bool {
	if fc == nil || fc.Field.Field == nil {
		return false
	}
	for p := fc.Parent; p != nil; p = p.Parent {
		if p.Field.Field != nil || p.Index != nil {
			return false
		}
	}
	return true
}

func isMutation(op *ast.OperationDefinition) bool {
	return op != nil && op.Operation == ast.Mutation
}

// providerCalls says whether any top-level field of oc's operation is
// marked @providerCall, and whether all are.
func providerCalls(oc *graphql.OperationContext) (marked, all bool) {
	all = true
	var walk func(ast.SelectionSet)
	walk = func(set ast.SelectionSet) {
		for _, sel := range set {
			switch s := sel.(type) {
			case *ast.Field:
				if s.Definition != nil && s.Definition.Directives.ForName(ProviderCall) != nil {
					marked = true
				} else {
					all = false
				}
			case *ast.InlineFragment:
				walk(s.SelectionSet)
			case *ast.FragmentSpread:
				if s.Definition != nil {
					walk(s.Definition.SelectionSet)
				} else {
					all = false
				}
			}
		}
	}
	walk(oc.Operation.SelectionSet)
	return marked, marked && all
}

// fieldCount is the number of top-level selections of an operation.
func fieldCount(op *ast.OperationDefinition) int {
	if op == nil {
		return 0
	}
	return len(op.SelectionSet)
}

// Refuses reports whether a mutation's payload refuses: a struct (or a
// pointer to one) with a non-empty slice field UserErrors, the shape of
// every payload of the schema (input → payload with user errors as data).
func Refuses(payload any) bool {
	v := reflect.ValueOf(payload)
	for v.IsValid() && (v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface) {
		if v.IsNil() {
			return false
		}
		v = v.Elem()
	}
	if !v.IsValid() || v.Kind() != reflect.Struct {
		return false
	}
	f := v.FieldByName("UserErrors")
	return f.IsValid() && f.Kind() == reflect.Slice && f.Len() > 0
}
