package gqlserver_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"sort"
	"strings"
	"sync"
	"testing"

	"artmarket/ent/artwork"
	"artmarket/graph/gqlserver"
	"artmarket/graph/gqltest"
	"artmarket/server/demo/benchdata"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
)

// bigTable is the row count from which a sequential scan fails the search
// plans: tables this size are the ones search must reach through an index.
const bigTable = 2_000

// TestSearchQueriesUseIndexes runs the search page's own query (Chinese
// substring, full pinyin, initials) on PostgreSQL over a catalogue large
// enough that the planner, with nothing priced out, prefers an index when
// it has one (20,000 artworks, 5,000 artists, 500 galleries, written by the
// bench data generator), and fails on a sequential scan of any table of
// 2,000 rows or more: substring search must reach them through the trigram
// indexes (pg_trgm), and a query of one or two characters, which holds no
// trigram, through the search terms' index, not by reading them whole.
func TestSearchQueriesUseIndexes(t *testing.T) {
	d, ok := dbtest.Postgres(t)
	if !ok {
		t.Skip("TEST_DATABASE_URL not set: the plans are PostgreSQL's")
	}
	ctx := context.Background()
	database, err := db.FromSQL(ctx, d.SQL, d.Dialect, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	var trgm int
	if err := d.SQL.QueryRowContext(ctx, `SELECT count(*) FROM pg_indexes WHERE indexname LIKE '%\_trgm'`).Scan(&trgm); err != nil {
		t.Fatal(err)
	}
	if trgm == 0 {
		t.Skip("pg_trgm is not available on this server: the migration left the search indexes out")
	}
	c := database.Client
	ar := c.Artist.Create().SetName("齐白石").SetBirthYear(1864).SaveX(ctx)
	for i := range 5 {
		c.Artwork.Create().SetTitle(fmt.Sprintf("山水清音 %d", i)).SetArtist(ar).SetMedium(artwork.MediumInk).
			SetWidthCm(60).SetHeightCm(80).SetPriceFen(int64(100_000 + i)).SaveX(ctx)
	}
	res, err := benchdata.Fill(ctx, d.SQL, benchdata.Options{Artworks: 20_000, Artists: 5_000, Galleries: 2_000})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("filled in %s: %d artworks, %d artists, %d galleries", res.Elapsed, res.Artworks, res.Artists, res.Galleries)

	var (
		mu   sync.Mutex
		seen = map[string][]any{}
	)
	database.Counter.Record = func(query string, args any) {
		a, _ := args.([]any)
		mu.Lock()
		seen[query] = a
		mu.Unlock()
	}
	srv := gqlserver.New(c)
	doc := documentOf(t, "client/src/apps/search/pages/search/__generated__/SearchPageQuery.graphql.ts")
	// Three characters and more: the trigram indexes; one or two (山水, 齐白,
	// qi): the search terms and the pinyin's start.
	for _, q := range []string{"齐白石", "qibaishi", "qbs", "山水", "齐白", "qi"} {
		for _, all := range []bool{true, false} { // every kind, then the artworks tab
			vars := map[string]any{"all": all, "artworks": !all, "artists": false, "galleries": false,
				"exhibitions": false, "rooms": false, "articles": false, "first": 24}
			for _, w := range []string{"artworkWhere", "artistWhere", "galleryWhere", "exhibitionWhere", "roomWhere", "articleWhere"} {
				vars[w] = map[string]any{"search": q}
			}
			rec := gqltest.Post(srv, nil, doc, vars)
			var out struct {
				Data struct {
					ArtworkCount struct{ TotalCount int } `json:"artworkCount"`
				} `json:"data"`
				Errors []struct{ Message string } `json:"errors"`
			}
			_ = json.Unmarshal(rec.Body.Bytes(), &out)
			if rec.Code != 200 || len(out.Errors) > 0 {
				t.Fatalf("search %q: HTTP %d %+v", q, rec.Code, out.Errors)
			}
			if out.Data.ArtworkCount.TotalCount < 5 {
				t.Errorf("search %q found %d artworks, want at least the 5 by 齐白石", q, out.Data.ArtworkCount.TotalCount)
			}
		}
	}
	database.Counter.Record = nil

	big := map[string]bool{}
	rows, err := d.SQL.QueryContext(ctx, `SELECT relname FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace AND reltuples >= $1`, bigTable)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			t.Fatal(err)
		}
		big[n] = true
	}
	rows.Close()
	for _, must := range []string{"artworks", "artists", "artwork_images", "search_terms"} {
		if !big[must] {
			t.Fatalf("%s is not among the big tables %v: the planner would not need an index", must, big)
		}
	}

	queries := make([]string, 0, len(seen))
	for q := range seen {
		if strings.HasPrefix(strings.TrimSpace(strings.ToUpper(q)), "SELECT") {
			queries = append(queries, q)
		}
	}
	sort.Strings(queries)
	searched := 0
	for _, q := range queries {
		if strings.Contains(q, "LIKE") {
			searched++
		}
		if tables := plainPlanSeqScans(t, d.SQL, q, seen[q], big); len(tables) > 0 {
			t.Errorf("reads %v whole:\n%s", tables, q)
		}
	}
	if searched < 6 {
		t.Fatalf("only %d search statements recorded", searched)
	}
}

// plainPlanSeqScans are the big tables the planner, with its default
// settings, chooses to read sequentially for q.
func plainPlanSeqScans(t *testing.T, sqldb *sql.DB, q string, args []any, big map[string]bool) []string {
	t.Helper()
	var plan string
	if err := sqldb.QueryRowContext(context.Background(), "EXPLAIN (FORMAT JSON) "+q, args...).Scan(&plan); err != nil {
		t.Fatalf("explain %s: %v", q, err)
	}
	return seqScansOfPlan(t, plan, big)
}
