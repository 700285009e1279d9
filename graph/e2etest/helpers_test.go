package e2etest_test

import (
	"testing"

	"artmarket/server/web/apptest"
)

// env is the shared test environment (server/web/apptest); the tests of
// this package hang their own helpers on it.
type env struct{ *apptest.Env }

type (
	reply      = apptest.Reply
	login      = apptest.Login
	memberInfo = apptest.MemberInfo
	gqlReply   = apptest.GQLReply
)

// matrix runs every case on every database and cache (apptest.Matrix).
func matrix(t *testing.T, cases map[string]func(t *testing.T, e *env)) {
	wrapped := make(map[string]func(t *testing.T, e *apptest.Env), len(cases))
	for name, fn := range cases {
		wrapped[name] = func(t *testing.T, e *apptest.Env) { fn(t, &env{e}) }
	}
	apptest.Matrix(t, wrapped)
}

// eachDialect runs fn on SQLite and PostgreSQL (apptest.EachDialect).
func eachDialect(t *testing.T, fn func(t *testing.T, mk func(t *testing.T) *env)) {
	apptest.EachDialect(t, func(t *testing.T, mk func(t *testing.T) *apptest.Env) {
		fn(t, func(t *testing.T) *env { return &env{mk(t)} })
	})
}
