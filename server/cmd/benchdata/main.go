// Command benchdata fills a PostgreSQL database with the bench catalogue:
// the demo catalogue first (its painted pictures are the media every other
// work reuses), then, in bulk, enough artists, galleries and artworks for
// 10,000, 2,000 and 100,000 (package benchdata). `make bench-data` runs it;
// `make bench` with BENCH_DATABASE_URL then measures over it.
//
// BENCH_DATABASE_URL (default: the database benchdata on the local server,
// created when missing) and BENCH_DATA_DIR (default dist/bench-data, the
// media store the default bench also paints into) tune it; -artworks,
// -artists and -galleries change the totals. A second run on a filled
// database does nothing; drop the database to fill it afresh.
package main

import (
	"context"
	"database/sql"
	"flag"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"

	"artmarket/server/demo"
	"artmarket/server/demo/benchdata"
	"artmarket/server/domain/media"
	"artmarket/server/platform/db"
)

// DefaultURL is the bench database when BENCH_DATABASE_URL is not set.
const DefaultURL = "postgres://postgres@127.0.0.1:5432/benchdata?sslmode=disable"

func main() {
	o := benchdata.DefaultOptions()
	flag.IntVar(&o.Artworks, "artworks", o.Artworks, "artworks in all")
	flag.IntVar(&o.Artists, "artists", o.Artists, "artists in all")
	flag.IntVar(&o.Galleries, "galleries", o.Galleries, "galleries in all")
	flag.Parse()
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	if err := run(context.Background(), log, o); err != nil {
		fmt.Fprintln(os.Stderr, "benchdata:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, log *slog.Logger, o benchdata.Options) error {
	start := time.Now()
	dbURL := os.Getenv("BENCH_DATABASE_URL")
	if dbURL == "" {
		dbURL = DefaultURL
	}
	dataDir := os.Getenv("BENCH_DATA_DIR")
	if dataDir == "" {
		dataDir = filepath.Join("dist", "bench-data")
	}
	if err := createDatabase(ctx, dbURL); err != nil {
		return err
	}
	d, err := db.Open(ctx, dbURL, dataDir, log)
	if err != nil {
		return err
	}
	defer d.Close()
	// The demo catalogue (skipped when artists exist): its pictures, painted
	// once into the media store or found there from an earlier run.
	t := time.Now()
	store := media.NewDiskStore(filepath.Join(dataDir, "media"))
	if err := demo.Seeder(log)(ctx, d.Client, store); err != nil {
		return err
	}
	demoTook := time.Since(t)
	o.Log = log
	res, err := benchdata.Fill(ctx, d.SQL, o)
	if err != nil {
		return err
	}
	if res.Skipped {
		fmt.Printf("bench data: %s already holds %d artworks, %d artists, %d galleries or more; nothing to do\n",
			redact(dbURL), o.Artworks, o.Artists, o.Galleries)
		return nil
	}
	fmt.Printf("bench data: %s\n  demo catalogue %s; bulk fill %s (%d artists, %d galleries, %d represented, %d artworks, %d images, %d goods); total %s\n",
		redact(dbURL), demoTook.Round(time.Millisecond), res.Elapsed.Round(time.Millisecond),
		res.Artists, res.Galleries, res.Represented, res.Artworks, res.Images, res.Goods, time.Since(start).Round(time.Millisecond))
	return nil
}

// createDatabase creates the URL's database when it does not exist, through
// the server's maintenance database.
func createDatabase(ctx context.Context, dbURL string) error {
	u, err := url.Parse(dbURL)
	if err != nil {
		return fmt.Errorf("BENCH_DATABASE_URL: %w", err)
	}
	name := strings.TrimPrefix(u.Path, "/")
	if name == "" {
		return fmt.Errorf("BENCH_DATABASE_URL names no database")
	}
	u.Path = "/postgres"
	admin, err := sql.Open("pgx", u.String())
	if err != nil {
		return err
	}
	defer admin.Close()
	var exists bool
	if err := admin.QueryRowContext(ctx, "SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1)", name).Scan(&exists); err != nil {
		return fmt.Errorf("bench database server: %w", err)
	}
	if exists {
		return nil
	}
	if _, err := admin.ExecContext(ctx, `CREATE DATABASE "`+strings.ReplaceAll(name, `"`, `""`)+`"`); err != nil {
		return fmt.Errorf("create database %s: %w", name, err)
	}
	fmt.Println("bench data: created database", name)
	return nil
}

func redact(s string) string {
	if u, err := url.Parse(s); err == nil {
		return u.Redacted()
	}
	return s
}
