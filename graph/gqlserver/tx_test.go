package gqlserver_test

import (
	"context"
	"database/sql/driver"
	"errors"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"artmarket/graph/gqlserver"
	"artmarket/graph/model"
	"artmarket/server/platform/outage"
)

type fakeTx struct{ commits, rollbacks int }

func (f *fakeTx) Commit() error   { f.commits++; return nil }
func (f *fakeTx) Rollback() error { f.rollbacks++; return nil }

type fakeOpener struct {
	opens int
	tx    fakeTx
}

func (o *fakeOpener) OpenTx(ctx context.Context) (context.Context, driver.Tx, error) {
	o.opens++
	return ctx, &o.tx, nil
}

// runMutation runs the transactioner around one top-level mutation field
// whose resolver answers payload and err.
func runMutation(t *testing.T, o *fakeOpener, payload any, err error) *graphql.Response {
	t.Helper()
	tr := gqlserver.Transactioner{TxOpener: o}
	oc := &graphql.OperationContext{
		Operation:          &ast.OperationDefinition{Operation: ast.Mutation, SelectionSet: ast.SelectionSet{&ast.Field{Name: "m"}}},
		ResolverMiddleware: func(ctx context.Context, next graphql.Resolver) (any, error) { return next(ctx) },
	}
	if gerr := tr.MutateOperationContext(context.Background(), oc); gerr != nil {
		t.Fatal(gerr)
	}
	ctx := graphql.WithResponseContext(graphql.WithOperationContext(context.Background(), oc), graphql.DefaultErrorPresenter, nil)
	return tr.InterceptResponse(ctx, func(ctx context.Context) *graphql.Response {
		root := graphql.WithFieldContext(ctx, &graphql.FieldContext{Object: "Mutation"})
		fctx := graphql.WithFieldContext(root, &graphql.FieldContext{Object: "Mutation", Field: graphql.CollectedField{Field: &ast.Field{Name: "m", Alias: "m"}}})
		_, rerr := oc.ResolverMiddleware(fctx, func(context.Context) (any, error) { return payload, err })
		if rerr != nil {
			return &graphql.Response{Errors: gqlerror.List{{Message: rerr.Error()}}}
		}
		return &graphql.Response{Data: []byte(`{"m":{}}`)}
	})
}

// The transactioner commits a success, and rolls back a payload with user
// errors (which entgql's committed) or an error; a request without an
// operation (gqlgen's answer to a malformed body) opens nothing and does
// not panic.
func TestTransactioner(t *testing.T) {
	refused := &model.WorkPayload{UserErrors: []*model.UserError{{Message: "作品已在其他页面修改，请刷新后再试", Code: model.UserErrorCodeConflict}}}
	for name, c := range map[string]struct {
		payload            any
		err                error
		commits, rollbacks int
	}{
		"success":     {&model.WorkPayload{UserErrors: []*model.UserError{}}, nil, 1, 0},
		"user errors": {refused, nil, 0, 1},
		"an error":    {nil, errors.New("db down"), 0, 1},
		"nil payload": {(*model.WorkPayload)(nil), nil, 1, 0},
	} {
		o := &fakeOpener{}
		runMutation(t, o, c.payload, c.err)
		if o.opens != 1 || o.tx.commits != c.commits || o.tx.rollbacks != c.rollbacks {
			t.Errorf("%s: %d opened, %d commits, %d rollbacks; want 1, %d, %d", name, o.opens, o.tx.commits, o.tx.rollbacks, c.commits, c.rollbacks)
		}
	}
	o := &fakeOpener{}
	tr := gqlserver.Transactioner{TxOpener: o}
	called := false
	tr.InterceptResponse(context.Background(), func(context.Context) *graphql.Response { called = true; return &graphql.Response{} })
	if !called || o.opens != 0 {
		t.Errorf("without an operation: next called %v, %d transactions opened", called, o.opens)
	}
}

type failingTx struct{ err error }

func (f failingTx) Commit() error   { return f.err }
func (f failingTx) Rollback() error { return nil }

type failingOpener struct{ open, commit error }

func (o failingOpener) OpenTx(ctx context.Context) (context.Context, driver.Tx, error) {
	if o.open != nil {
		return nil, nil, o.open
	}
	return ctx, failingTx{o.commit}, nil
}

// A transaction that cannot begin or commit because the database cannot be
// reached answers UNAVAILABLE with no connection detail, not INTERNAL with
// the driver's text; another failure stays INTERNAL.
func TestTransactionerOutage(t *testing.T) {
	down := &outage.Error{Dependency: "database", Err: errors.New("dial tcp 10.0.0.7:5432: connection refused")}
	for name, c := range map[string]struct {
		o    failingOpener
		code string
	}{
		"begin, database down":  {failingOpener{open: down}, gqlserver.CodeUnavailable},
		"commit, database down": {failingOpener{commit: down}, gqlserver.CodeUnavailable},
		"begin, other failure":  {failingOpener{open: errors.New("boom")}, gqlserver.CodeInternal},
	} {
		tr := gqlserver.Transactioner{TxOpener: c.o}
		oc := &graphql.OperationContext{
			Operation:          &ast.OperationDefinition{Operation: ast.Mutation, SelectionSet: ast.SelectionSet{&ast.Field{Name: "m"}}},
			ResolverMiddleware: func(ctx context.Context, next graphql.Resolver) (any, error) { return next(ctx) },
		}
		ctx := graphql.WithResponseContext(graphql.WithOperationContext(context.Background(), oc), graphql.DefaultErrorPresenter, nil)
		rsp := tr.InterceptResponse(ctx, func(context.Context) *graphql.Response {
			return &graphql.Response{Data: []byte(`{"m":{}}`)}
		})
		if len(rsp.Errors) != 1 || rsp.Errors[0].Extensions["code"] != c.code {
			t.Errorf("%s: answered %v; want one %s error", name, rsp.Errors, c.code)
			continue
		}
		if strings.Contains(rsp.Errors[0].Message, "10.0.0.7") {
			t.Errorf("%s: the answer names the connection: %q", name, rsp.Errors[0].Message)
		}
	}
}

// A @providerCall field opens no request transaction, also reached through
// a fragment; with another field beside it the operation is refused and
// runs nothing; an unmarked mutation keeps its transaction.
func TestTransactionerProviderCall(t *testing.T) {
	marked := &ast.FieldDefinition{Name: "agreeRefund", Directives: ast.DirectiveList{{Name: gqlserver.ProviderCall}}}
	plain := &ast.FieldDefinition{Name: "createAddress"}
	field := func(d *ast.FieldDefinition) *ast.Field { return &ast.Field{Name: d.Name, Alias: d.Name, Definition: d} }
	fragment := &ast.FragmentSpread{Name: "F", Definition: &ast.FragmentDefinition{Name: "F", SelectionSet: ast.SelectionSet{field(marked)}}}
	for name, c := range map[string]struct {
		set          ast.SelectionSet
		opens, calls int
		refused      bool
	}{
		"marked":            {set: ast.SelectionSet{field(marked), field(marked)}, calls: 1},
		"through fragments": {set: ast.SelectionSet{fragment, &ast.InlineFragment{SelectionSet: ast.SelectionSet{field(marked)}}}, calls: 1},
		"mixed":             {set: ast.SelectionSet{field(plain), fragment}, refused: true},
		"unmarked":          {set: ast.SelectionSet{field(plain)}, opens: 1, calls: 1},
	} {
		t.Run(name, func(t *testing.T) {
			o := &fakeOpener{}
			tr := gqlserver.Transactioner{TxOpener: o}
			oc := &graphql.OperationContext{Operation: &ast.OperationDefinition{Operation: ast.Mutation, SelectionSet: c.set},
				ResolverMiddleware: func(ctx context.Context, next graphql.Resolver) (any, error) { return next(ctx) }}
			if gerr := tr.MutateOperationContext(context.Background(), oc); gerr != nil {
				t.Fatal(gerr)
			}
			calls := 0
			ctx := graphql.WithResponseContext(graphql.WithOperationContext(context.Background(), oc), graphql.DefaultErrorPresenter, nil)
			rsp := tr.InterceptResponse(ctx, func(context.Context) *graphql.Response { calls++; return &graphql.Response{Data: []byte(`{}`)} })
			refused := len(rsp.Errors) == 1 && rsp.Errors[0].Message == gqlserver.MsgProviderAlone &&
				rsp.Errors[0].Extensions["code"] == gqlserver.CodeProviderAlone
			if o.opens != c.opens || calls != c.calls || refused != c.refused {
				t.Fatalf("opens %d, ran %d, refused %v (%v)", o.opens, calls, refused, rsp.Errors)
			}
		})
	}
}
