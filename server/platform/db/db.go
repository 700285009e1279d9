// Package db opens the database (SQLite by default, PostgreSQL through pgx
// when a URL is given), applies the migrations and returns the ent client.
package db

import (
	"context"
	"database/sql"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"time"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
	_ "modernc.org/sqlite" // driver "sqlite"

	"artmarket/ent"
	"artmarket/ent/artist"
	"artmarket/ent/artwork"
	"artmarket/ent/gallery"
	"artmarket/ent/migrations"
	_ "artmarket/ent/runtime" // schema defaults, hooks and interceptors
	"artmarket/server/platform/outage"
)

// DB is an open, migrated database.
type DB struct {
	Client  *ent.Client
	SQL     *sql.DB
	Dialect string
	Counter *Counter // counts the statements sent (benchmarks, N+1 tests)
	// Counts keeps list counts between catalogue writes; it caches nothing
	// until its Tables are set by whoever purges it on those writes (app).
	Counts *CountCache
	// Outages sees every statement: a database that cannot be reached is
	// logged once, its errors are *outage.Error, and the app's other
	// dependencies (Redis) report to it too.
	Outages *outage.Monitor
}

// Open opens PostgreSQL when databaseURL is set, else the SQLite file
// dataDir/artmarket.db, and migrates it to the newest schema.
func Open(ctx context.Context, databaseURL, dataDir string, log *slog.Logger) (*DB, error) {
	var (
		sqldb *sql.DB
		d     string
		err   error
	)
	if databaseURL != "" {
		d = dialect.Postgres
		cfg, err := pgx.ParseConfig(databaseURL)
		if err != nil {
			return nil, fmt.Errorf("db: postgres url: %w", err)
		}
		// pgx prepares each statement once per connection, and after five runs
		// PostgreSQL may plan it once for any argument (a generic plan): a search's
		// `title ILIKE $1` then cannot use its trigram index, and the same search
		// took 0.6 ms or 800 ms by luck (100k works, 64 clients: 37 searches a
		// second; 104 with a plan per run). A URL that sets it keeps its own.
		if _, set := cfg.RuntimeParams["plan_cache_mode"]; !set {
			cfg.RuntimeParams["plan_cache_mode"] = "force_custom_plan"
		}
		sqldb = stdlib.OpenDB(*cfg)
		sqldb.SetMaxOpenConns(20)
		sqldb.SetMaxIdleConns(10)
		sqldb.SetConnMaxIdleTime(5 * time.Minute)
	} else {
		d = dialect.SQLite
		if err := os.MkdirAll(dataDir, 0o755); err != nil {
			return nil, fmt.Errorf("db: data dir: %w", err)
		}
		sqldb, err = sql.Open("sqlite", SQLiteDSN(filepath.Join(dataDir, "artmarket.db")))
		if err != nil {
			return nil, fmt.Errorf("db: open sqlite: %w", err)
		}
		sqldb.SetMaxOpenConns(8)
	}
	return FromSQL(ctx, sqldb, d, log)
}

// SQLiteDSN is the connection string of a SQLite file with the settings the
// server needs: foreign keys on, WAL so readers never wait for the writer,
// and a busy timeout so concurrent writers queue instead of failing.
func SQLiteDSN(path string) string {
	return "file:" + path + "?_pragma=foreign_keys(1)&_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)&_txlock=immediate"
}

// FromSQL migrates an opened database and wraps it in an ent client.
func FromSQL(ctx context.Context, sqldb *sql.DB, d string, log *slog.Logger) (*DB, error) {
	pctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := sqldb.PingContext(pctx); err != nil {
		_ = sqldb.Close()
		return nil, fmt.Errorf("db: %s does not answer: %w", d, err)
	}
	if _, err := migrations.Apply(ctx, sqldb, d, log); err != nil {
		_ = sqldb.Close()
		return nil, fmt.Errorf("db: migrate: %w", err)
	}
	outages := outage.NewMonitor(log)
	var driver dialect.Driver = entsql.OpenDB(d, sqldb)
	if d == dialect.SQLite {
		driver = &stmtCache{Driver: driver, db: sqldb}
	}
	counter := &Counter{Driver: outage.WatchDriver(driver, outages, outage.Database)}
	counts := &CountCache{Driver: counter}
	client := ent.NewClient(ent.Driver(counts))
	// Terms first: the pinyin backfill re-saves rows, which writes their
	// terms, and the terms' backfill only fills an empty table.
	if err := backfillSearchTerms(ctx, client); err != nil {
		_ = sqldb.Close()
		return nil, err
	}
	if err := backfillPinyin(ctx, client); err != nil {
		_ = sqldb.Close()
		return nil, err
	}
	return &DB{
		Client:  client,
		SQL:     sqldb,
		Dialect: d,
		Counter: counter,
		Counts:  counts,
		Outages: outages,
	}, nil
}

// backfillPinyin gives rows saved before a pinyin key column existed their
// keys: re-saving the name (or title) runs the schema's pinyin hook, which
// computes them all. A few cheap queries once every row has them.
func backfillPinyin(ctx context.Context, client *ent.Client) error {
	artists, err := client.Artist.Query().Where(artist.Or(artist.Pinyin(""), artist.PinyinAbbr(""))).
		Select(artist.FieldID, artist.FieldName).All(ctx)
	if err != nil {
		return fmt.Errorf("db: find artists without pinyin: %w", err)
	}
	for _, a := range artists {
		if err := client.Artist.UpdateOneID(a.ID).SetName(a.Name).Exec(ctx); err != nil {
			return fmt.Errorf("db: backfill pinyin of artist %d: %w", a.ID, err)
		}
	}
	galleries, err := client.Gallery.Query().Where(gallery.PinyinAbbr("")).
		Select(gallery.FieldID, gallery.FieldName).All(ctx)
	if err != nil {
		return fmt.Errorf("db: find galleries without pinyin: %w", err)
	}
	for _, g := range galleries {
		if err := client.Gallery.UpdateOneID(g.ID).SetName(g.Name).Exec(ctx); err != nil {
			return fmt.Errorf("db: backfill pinyin of gallery %d: %w", g.ID, err)
		}
	}
	works, err := client.Artwork.Query().Where(artwork.TitlePinyin("")).
		Select(artwork.FieldID, artwork.FieldTitle).All(ctx)
	if err != nil {
		return fmt.Errorf("db: find artworks without pinyin: %w", err)
	}
	for _, w := range works {
		if err := client.Artwork.UpdateOneID(w.ID).SetTitle(w.Title).Exec(ctx); err != nil {
			return fmt.Errorf("db: backfill pinyin of artwork %d: %w", w.ID, err)
		}
	}
	return nil
}

// Ready reports whether the database answers (for /readyz); the answer
// also tells Outages, so a database that came back while no request needed
// it is marked up.
func (db *DB) Ready(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	return db.Outages.Seen(outage.Database, db.SQL.PingContext(ctx))
}

// Close closes the client and the connection pool.
func (db *DB) Close() error { return db.Client.Close() }
