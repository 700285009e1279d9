package gqlserver_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"net"
	"testing"

	"entgo.io/ent/dialect"

	"artmarket/ent"
	"artmarket/graph/gqlserver"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/outage"
)

// unreachable is a database that cannot be reached: every statement fails
// to connect.
type unreachable struct{}

var errRefused = &net.OpError{Op: "dial", Net: "tcp", Err: errors.New("connect: connection refused")}

func (unreachable) Exec(context.Context, string, any, any) error  { return errRefused }
func (unreachable) Query(context.Context, string, any, any) error { return errRefused }
func (unreachable) Tx(context.Context) (dialect.Tx, error)        { return nil, errRefused }
func (unreachable) Close() error                                  { return nil }
func (unreachable) Dialect() string                               { return dialect.SQLite }

// A query that needs the database while it is down is answered UNAVAILABLE
// with the message a person reads (it was INTERNAL 服务器错误), and is not
// logged per request: the outage monitor logs the outage once.
func TestQueryDuringDatabaseOutageIsUnavailable(t *testing.T) {
	var logged bytes.Buffer
	mon := outage.NewMonitor(slog.New(slog.NewTextHandler(&logged, nil)))
	client := ent.NewClient(ent.Driver(outage.WatchDriver(unreachable{}, mon, outage.Database)))
	srv := gqlserver.New(client, gqlserver.Logger(slog.New(slog.NewTextHandler(&logged, nil))))
	for range 5 {
		res := post(t, srv, `{ artists(first: 1) { totalCount } }`, nil)
		if len(res.Errors) != 1 || res.Errors[0].Extensions.Code != gqlserver.CodeUnavailable || res.Errors[0].Message != problem.MsgUnavailable {
			t.Fatalf("want one UNAVAILABLE error, got %s %+v", res.Data, res.Errors)
		}
	}
	if n := bytes.Count(logged.Bytes(), []byte("\n")); n != 1 || !bytes.Contains(logged.Bytes(), []byte("dependency down")) {
		t.Fatalf("want the outage's one line, got:\n%s", logged.String())
	}
}
