package gqlserver_test

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"strings"
	"testing"

	"artmarket/ent/schema/nodeid"
	"artmarket/graph/gqlserver"
	"artmarket/server/platform/dbtest"
)

// A database error reaches the client as 服务器错误 with code INTERNAL and
// no SQL text; the real error goes to the log. Errors written for the
// client (a resolver's argument check, a scalar's) pass through.
func TestErrorPresenterHidesInternalErrors(t *testing.T) {
	d := dbtest.SQLite(t)
	f := newFixture(t, d)
	var logged bytes.Buffer
	srv := gqlserver.New(f.db.Client, gqlserver.Logger(slog.New(slog.NewTextHandler(&logged, nil))))
	// Break the artists table under ent's feet: selecting a name fails in SQL.
	if _, err := d.SQL.ExecContext(context.Background(), `ALTER TABLE artists RENAME COLUMN name TO name_gone`); err != nil {
		t.Fatal(err)
	}
	res := post(t, srv, `{ artists(first: 1) { edges { node { name } } } }`, nil)
	if len(res.Errors) != 1 {
		t.Fatalf("want one error, got %s %v", res.Data, res.Errors)
	}
	e := res.Errors[0]
	if e.Message != gqlserver.MsgInternal || e.Extensions.Code != gqlserver.CodeInternal {
		t.Fatalf("want %s %s, got %+v", gqlserver.MsgInternal, gqlserver.CodeInternal, e)
	}
	for _, leak := range []string{"name", "artists", "SQL", "column", "ent"} {
		if strings.Contains(res.Errors[0].Message, leak) {
			t.Fatalf("error leaks %q: %+v", leak, e)
		}
	}
	if !strings.Contains(logged.String(), "name") || !strings.Contains(logged.String(), "internal error") {
		t.Fatalf("the real error is not logged: %s", logged.String())
	}

	// Errors meant for the client keep their text.
	for q, want := range map[string]string{
		`{ exhibitions(first: 1, city: "` + strings.Repeat("城", 41) + `") { totalCount } }`: "city must be at most 40 characters",
		`{ artworks(first: 1, where: {priceFenGTE: "1.5"}) { totalCount } }`:                "Fen must be",
		`{ artworks(first: 1, where: {sizeClass: HUGE}) { totalCount } }`:                   "请求格式错误：字段 sizeClass 取值无效",
		fmt.Sprintf(`{ node(id: "%d") { id } }`, nodeid.Start(nodeid.Artwork)+999_999):      "Could not resolve to a node",
		`{ node(id: "1") { id } }`:                                 "Could not resolve to a node",
		`{ artworks(first: 1, after: "garbage!") { totalCount } }`: "invalid cursor",
	} {
		res := post(t, srv, q, nil)
		if len(res.Errors) == 0 || !strings.Contains(res.Errors[0].Message, want) || res.Errors[0].Extensions.Code == gqlserver.CodeInternal ||
			strings.Contains(res.Errors[0].Message, "ent:") {
			t.Fatalf("%s: want an error about %q, got %v", q, want, res.Errors)
		}
	}
}
