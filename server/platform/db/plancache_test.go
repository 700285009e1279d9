package db_test

import (
	"context"
	"io"
	"log/slog"
	"net/url"
	"testing"

	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
)

// PostgreSQL connections plan each statement for its arguments: a generic
// plan of `title ILIKE $1` cannot use the trigram index. A URL that sets
// plan_cache_mode keeps its own choice.
func TestPostgresPlansEachRun(t *testing.T) {
	base, ok := dbtest.PostgresURL(t)
	if !ok {
		t.Skip("TEST_DATABASE_URL not set")
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	mode := func(t *testing.T, dsn string) string {
		t.Helper()
		d, err := db.Open(context.Background(), dsn, t.TempDir(), log)
		if err != nil {
			t.Fatal(err)
		}
		defer d.Close()
		var m string
		if err := d.SQL.QueryRow("SHOW plan_cache_mode").Scan(&m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	if got := mode(t, base); got != "force_custom_plan" {
		t.Errorf("plan_cache_mode = %q, want force_custom_plan", got)
	}
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("plan_cache_mode", "auto")
	u.RawQuery = q.Encode()
	if got := mode(t, u.String()); got != "auto" {
		t.Errorf("with the URL's own setting: plan_cache_mode = %q, want auto", got)
	}
}
