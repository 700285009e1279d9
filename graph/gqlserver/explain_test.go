package gqlserver_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"artmarket/ent/artwork"
	"artmarket/ent/schema/nodeid"
	"artmarket/graph/gqlserver"
	"artmarket/graph/gqltest"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
)

// largeTables grow with the catalogue and the members: a page query must
// reach them through an index, never by reading them whole.
var largeTables = map[string]bool{
	"artworks": true, "artists": true, "galleries": true, "artwork_images": true, "goods": true,
	"favorites": true, "members": true, "exhibitions": true, "viewing_rooms": true, "articles": true,
}

// pageQuery is one page's GraphQL document, taken from the client's Relay
// artifact (what the page really sends), with the variables it sends.
type pageQuery struct {
	name     string
	artifact string
	vars     map[string]any
}

var textRe = regexp.MustCompile(`"text": ("(?:[^"\\]|\\.)*")`)

func documentOf(t testing.TB, artifact string) string {
	t.Helper()
	_, here, _, _ := runtime.Caller(0)
	b, err := os.ReadFile(filepath.Join(filepath.Dir(here), "..", "..", artifact))
	if err != nil {
		t.Fatal(err)
	}
	m := textRe.FindSubmatch(b)
	if m == nil {
		t.Fatalf("%s: no query text", artifact)
	}
	text, err := strconv.Unquote(string(m[1]))
	if err != nil {
		t.Fatalf("%s: %v", artifact, err)
	}
	return text
}

// TestPageQueriesUseIndexes runs the pages' GraphQL queries on PostgreSQL,
// records every SQL statement they send and asks the planner for each with
// sequential scans priced out (enable_seqscan = off): a plan that still
// reads a large table whole has no index it could use, and fails.
func TestPageQueriesUseIndexes(t *testing.T) {
	d, ok := dbtest.Postgres(t)
	if !ok {
		t.Skip("TEST_DATABASE_URL not set: the plans are PostgreSQL's")
	}
	ctx := context.Background()
	database, err := db.FromSQL(ctx, d.SQL, d.Dialect, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	c := database.Client
	ar := c.Artist.Create().SetName("齐白石").SetBirthYear(1864).SaveX(ctx)
	g := c.Gallery.Create().SetName("山水画廊").SetCity("北京").SaveX(ctx)
	var aw int
	for i := range 5 {
		a := c.Artwork.Create().SetTitle(fmt.Sprintf("山水 %d", i)).SetArtist(ar).SetGallery(g).SetMedium(artwork.MediumInk).
			SetWidthCm(60).SetHeightCm(80).SetPriceFen(int64(100_000 + i)).SaveX(ctx)
		c.ArtworkImage.Create().SetArtwork(a).SetPosition(0).SetKey(fmt.Sprintf("k%d", i)).SetWidth(1600).SetHeight(1200).SaveX(ctx)
		aw = nodeid.Number(a.ID)
	}
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

	pages := []pageQuery{
		{"home", "client/src/apps/home/pages/home/__generated__/HomePageQuery.graphql.ts", map[string]any{}},
		{"artworks, newest", "client/src/apps/artworks/pages/artworks/__generated__/ArtworksPageQuery.graphql.ts",
			map[string]any{"first": 24, "where": nil, "orderBy": map[string]any{"field": "CREATED_AT", "direction": "DESC"}}},
		{"artworks, filtered by price", "client/src/apps/artworks/pages/artworks/__generated__/ArtworksPageQuery.graphql.ts",
			map[string]any{"first": 24, "orderBy": map[string]any{"field": "PRICE", "direction": "ASC"},
				"where": map[string]any{"status": "AVAILABLE", "mediumIn": []string{"OIL", "INK"}, "sizeClass": "MEDIUM", "artistNumber": nodeid.Number(ar.ID)}}},
		{"artwork", "client/src/apps/artworks/pages/artwork/__generated__/ArtworkPageQuery.graphql.ts", map[string]any{"number": aw}},
		{"artists", "client/src/apps/artists/pages/artists/__generated__/ArtistsPageQuery.graphql.ts", map[string]any{"first": 48, "where": nil}},
		{"artists by initial", "client/src/apps/artists/pages/artists/__generated__/ArtistsPageQuery.graphql.ts", map[string]any{"first": 48, "where": map[string]any{"initial": "Q"}}},
		{"artist", "client/src/apps/artists/pages/artist/__generated__/ArtistPageQuery.graphql.ts", map[string]any{"number": nodeid.Number(ar.ID)}},
		{"galleries", "client/src/apps/galleries/pages/galleries/__generated__/GalleriesPageQuery.graphql.ts", map[string]any{"first": 24, "where": nil}},
		{"gallery", "client/src/apps/galleries/pages/gallery/__generated__/GalleryPageQuery.graphql.ts", map[string]any{"number": nodeid.Number(g.ID)}},
	}
	for _, p := range pages {
		rec := gqltest.Post(srv, nil, documentOf(t, p.artifact), p.vars)
		var out struct {
			Errors []struct{ Message string } `json:"errors"`
		}
		_ = json.Unmarshal(rec.Body.Bytes(), &out)
		if rec.Code != 200 || len(out.Errors) > 0 {
			t.Fatalf("%s: HTTP %d %+v", p.name, rec.Code, out.Errors)
		}
	}
	database.Counter.Record = nil

	queries := make([]string, 0, len(seen))
	for q := range seen {
		if strings.HasPrefix(strings.TrimSpace(strings.ToUpper(q)), "SELECT") {
			queries = append(queries, q)
		}
	}
	sort.Strings(queries)
	if len(queries) < 10 {
		t.Fatalf("only %d statements recorded", len(queries))
	}
	for _, q := range queries {
		tables := seqScans(t, d.SQL, q, seen[q])
		if len(tables) > 0 {
			t.Errorf("reads %v whole (no usable index):\n%s", tables, q)
		}
	}
}

// seqScans are the large tables the plan of q still scans sequentially
// with sequential scans priced out.
func seqScans(t *testing.T, sqldb *sql.DB, q string, args []any) []string {
	t.Helper()
	ctx := context.Background()
	tx, err := sqldb.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = tx.Rollback() }()
	if _, err := tx.ExecContext(ctx, "SET LOCAL enable_seqscan = off"); err != nil {
		t.Fatal(err)
	}
	var plan string
	if err := tx.QueryRowContext(ctx, "EXPLAIN (FORMAT JSON) "+q, args...).Scan(&plan); err != nil {
		t.Fatalf("explain %s: %v", q, err)
	}
	return seqScansOfPlan(t, plan, largeTables)
}

// seqScansOfPlan are the tables of big that an EXPLAIN (FORMAT JSON) plan
// reads with a sequential scan, at any depth.
func seqScansOfPlan(t *testing.T, plan string, big map[string]bool) []string {
	t.Helper()
	var nodes []map[string]any
	if err := json.Unmarshal([]byte(plan), &nodes); err != nil {
		t.Fatal(err)
	}
	var out []string
	var walk func(n map[string]any)
	walk = func(n map[string]any) {
		if n["Node Type"] == "Seq Scan" && big[fmt.Sprint(n["Relation Name"])] {
			out = append(out, fmt.Sprint(n["Relation Name"]))
		}
		kids, _ := n["Plans"].([]any)
		for _, k := range kids {
			if m, ok := k.(map[string]any); ok {
				walk(m)
			}
		}
	}
	for _, n := range nodes {
		if p, ok := n["Plan"].(map[string]any); ok {
			walk(p)
		}
	}
	return out
}
