// Package dbtest opens throw-away databases for tests: an in-memory SQLite
// database always, and a fresh PostgreSQL database when TEST_DATABASE_URL
// answers. Each comes migrated by the real migrations.
package dbtest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"testing"
	"time"

	"entgo.io/ent/dialect"
	_ "github.com/jackc/pgx/v5/stdlib" // PostgreSQL driver "pgx"
	_ "modernc.org/sqlite"             // SQLite driver "sqlite"

	serverdb "artmarket/server/platform/db"
)

// DB is one opened test database.
type DB struct {
	Dialect string
	SQL     *sql.DB
}

// Dialects runs fn once per available database: SQLite always, PostgreSQL
// when TEST_DATABASE_URL is set and answers (skipped, with a log line, when
// it does not).
func Dialects(t *testing.T, fn func(t *testing.T, db DB)) {
	t.Helper()
	t.Run("sqlite", func(t *testing.T) { fn(t, SQLite(t)) })
	t.Run("postgres", func(t *testing.T) {
		db, ok := Postgres(t)
		if !ok {
			t.Skip("TEST_DATABASE_URL not set or not answering")
		}
		fn(t, db)
	})
}

func randName() string {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// SQLite opens an empty SQLite file private to the test, with the same
// settings as the server's (WAL, busy timeout, immediate transactions), so
// concurrency behaves as it does in production.
func SQLite(t *testing.T) DB {
	t.Helper()
	db, err := sql.Open("sqlite", serverdb.SQLiteDSN(filepath.Join(t.TempDir(), "test.db")))
	if err != nil {
		t.Fatalf("open sqlite: %v", err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return DB{Dialect: dialect.SQLite, SQL: db}
}

// Postgres creates a fresh database on the server at TEST_DATABASE_URL and
// drops it when the test ends.
func Postgres(t *testing.T) (DB, bool) {
	t.Helper()
	dsn, ok := PostgresURL(t)
	if !ok {
		return DB{}, false
	}
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		t.Fatalf("open test database: %v", err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return DB{Dialect: dialect.Postgres, SQL: db}, true
}

// PostgresURL creates a fresh, empty database on the server at
// TEST_DATABASE_URL and returns its URL, for code that opens the database
// itself (several app servers sharing one). The database is dropped, with
// any connection still open to it, when the test ends.
func PostgresURL(t testing.TB) (string, bool) {
	t.Helper()
	base := os.Getenv("TEST_DATABASE_URL")
	if base == "" {
		return "", false
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	admin, err := sql.Open("pgx", base)
	if err != nil {
		return "", false
	}
	if err := admin.PingContext(ctx); err != nil {
		_ = admin.Close()
		t.Logf("TEST_DATABASE_URL does not answer: %v", err)
		return "", false
	}
	name := "artmarket_t_" + randName()
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+name); err != nil {
		_ = admin.Close()
		t.Fatalf("create test database: %v", err)
	}
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("parse TEST_DATABASE_URL: %v", err)
	}
	u.Path = "/" + name
	t.Cleanup(func() {
		_, _ = admin.ExecContext(context.Background(), "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
		_ = admin.Close()
	})
	return u.String(), true
}
