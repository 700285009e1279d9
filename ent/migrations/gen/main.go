// Command gen writes a new versioned migration for every dialect: it replays
// the existing files into an empty development database, compares the result
// with the ent schema and writes the difference as the next file.
//
//	go run ./ent/migrations/gen NAME
//
// SQLite needs nothing; PostgreSQL uses DEV_DATABASE_URL (default: the local
// server) and a throw-away database it creates and drops.
package main

import (
	"context"
	"database/sql"
	"fmt"
	"log"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	atlas "ariga.io/atlas/sql/migrate"
	atlasschema "ariga.io/atlas/sql/schema"
	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"
	"entgo.io/ent/dialect/sql/schema"
	_ "github.com/jackc/pgx/v5/stdlib"
	_ "modernc.org/sqlite"

	"artmarket/ent/migrate"
)

func main() {
	if len(os.Args) != 2 {
		log.Fatal("usage: go run ./ent/migrations/gen NAME")
	}
	name := os.Args[1]
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	if err := diffSQLite(ctx, name); err != nil {
		log.Fatalf("sqlite: %v", err)
	}
	if err := diffPostgres(ctx, name); err != nil {
		log.Fatalf("postgres: %v", err)
	}
}

func diff(ctx context.Context, db *sql.DB, d, dirPath, name string) error {
	dir, err := atlas.NewLocalDir(dirPath)
	if err != nil {
		return fmt.Errorf("open %s: %w", dirPath, err)
	}
	drv := entsql.OpenDB(d, db)
	return migrate.NewSchema(drv).NamedDiff(ctx, name,
		schema.WithDir(dir),
		schema.WithMigrationMode(schema.ModeReplay),
		schema.WithDialect(d),
		schema.WithFormatter(atlas.DefaultFormatter),
		schema.WithDropColumn(true),
		schema.WithDropIndex(true),
		schema.WithDiffHook(keepHandWrittenIndexes),
	)
}

// keepHandWrittenIndexes hides from the diff the indexes a migration file
// creates by hand because ent's schema cannot describe them: the trigram
// indexes of search (names ending in _trgm, PostgreSQL only). Without it
// every new migration would drop them.
func keepHandWrittenIndexes(next schema.Differ) schema.Differ {
	return schema.DiffFunc(func(current, desired *atlasschema.Schema) ([]atlasschema.Change, error) {
		for _, t := range current.Tables {
			kept := t.Indexes[:0]
			for _, idx := range t.Indexes {
				if !strings.HasSuffix(idx.Name, "_trgm") {
					kept = append(kept, idx)
				}
			}
			t.Indexes = kept
		}
		return next.Diff(current, desired)
	})
}

func diffSQLite(ctx context.Context, name string) error {
	db, err := sql.Open("sqlite", "file:migrate-dev?mode=memory&_pragma=foreign_keys(1)")
	if err != nil {
		return err
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	return diff(ctx, db, dialect.SQLite, filepath.Join("ent", "migrations", "sqlite"), name)
}

func diffPostgres(ctx context.Context, name string) error {
	base := os.Getenv("DEV_DATABASE_URL")
	if base == "" {
		base = "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"
	}
	admin, err := sql.Open("pgx", base)
	if err != nil {
		return err
	}
	defer admin.Close()
	const devDB = "artmarket_migrate_dev"
	_, _ = admin.ExecContext(ctx, "DROP DATABASE IF EXISTS "+devDB)
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+devDB); err != nil {
		return fmt.Errorf("create dev database: %w", err)
	}
	defer func() { _, _ = admin.ExecContext(context.Background(), "DROP DATABASE IF EXISTS "+devDB) }()
	u, err := url.Parse(base)
	if err != nil {
		return err
	}
	u.Path = "/" + devDB
	db, err := sql.Open("pgx", u.String())
	if err != nil {
		return err
	}
	defer db.Close()
	return diff(ctx, db, dialect.Postgres, filepath.Join("ent", "migrations", "postgres"), name)
}
