package gqlserver_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"artmarket/graph/gqlserver"
	"artmarket/server/demo"
	"artmarket/server/domain/media"
	"artmarket/server/platform/cputime"
	"artmarket/server/platform/db"
)

const artworksPageArtifact = "client/src/apps/artworks/pages/artworks/__generated__/ArtworksPageQuery.graphql.ts"

// benchListQuery is make bench's "GraphQL 30 artworks + artists" (server/cmd/bench).
const benchListQuery = `query { artworks(first: 30, orderBy: {field: CREATED_AT, direction: DESC}) {
		totalCount edges { cursor node { id number title year mediumLabel priceFen statusLabel
		artist { id number name region } images { url(width: 640) srcset width height } } } } }`

// demoCatalogue is the demo catalogue (48 artists, 300 works, up to 3
// pictures each) in a SQLite file opened as the server opens it (db.Open).
// Pictures are painted small and kept in the user's cache between runs
// (the seed then takes under a second); their recorded sizes are the full
// demo's, so url and srcset answer as on `make run`.
func demoCatalogue(b *testing.B) *db.DB {
	b.Helper()
	ctx := context.Background()
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	d, err := db.Open(ctx, "", b.TempDir(), log)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { _ = d.Close() })
	pictures, err := os.UserCacheDir()
	if err != nil {
		pictures = os.TempDir()
	}
	store := media.NewDiskStore(filepath.Join(pictures, "artmarket-bench-pictures"))
	const long = 64
	opts := demo.DefaultOptions()
	opts.Logger, opts.LongSide = log, long
	if _, err := demo.Seed(ctx, d.Client, store, opts); err != nil {
		b.Fatal(err)
	}
	if _, err := d.SQL.ExecContext(ctx, `UPDATE artwork_images SET width = width * ? / ?, height = height * ? / ?`,
		demo.DefaultLongSide, long, demo.DefaultLongSide, long); err != nil {
		b.Fatal(err)
	}
	return d
}

// BenchmarkArtworksListMiss is what a miss of the 30-work list costs the
// server: the query runs through the GraphQL handler (parse cache warm, as
// on a running server) with no answer cache and no count cache, so every
// operation executes the resolvers and sends its SQL.
//
//	go test ./graph/gqlserver -run '^$' -bench ArtworksListMiss -count 5 -cpuprofile cpu.out
func BenchmarkArtworksListMiss(b *testing.B) {
	d := demoCatalogue(b)
	srv := gqlserver.New(d.Client)
	page, _ := json.Marshal(map[string]any{"query": documentOf(b, artworksPageArtifact), "variables": map[string]any{
		"first": 30, "where": nil, "orderBy": map[string]any{"field": "CREATED_AT", "direction": "DESC"}}})
	list, _ := json.Marshal(map[string]any{"query": benchListQuery})
	for _, c := range []struct {
		name string
		body []byte
	}{{"page", page}, {"list", list}} {
		b.Run(c.name, func(b *testing.B) {
			post := func() *httptest.ResponseRecorder {
				req := httptest.NewRequest(http.MethodPost, "/graphql", bytes.NewReader(c.body))
				req.Header.Set("Content-Type", "application/json")
				rec := httptest.NewRecorder()
				srv.ServeHTTP(rec, req)
				return rec
			}
			rec := post()
			if rec.Code != http.StatusOK || bytes.Contains(rec.Body.Bytes(), []byte(`"errors"`)) ||
				bytes.Count(rec.Body.Bytes(), []byte(`"cursor"`)) != 30 {
				b.Fatalf("%d %.300s", rec.Code, rec.Body.Bytes())
			}
			b.ReportAllocs()
			cpu := cputime.Process()
			for b.Loop() {
				post()
			}
			// The process's CPU time per operation: on a shared machine ns/op
			// counts the waits for a core too.
			b.ReportMetric(float64(cputime.Process()-cpu)/float64(b.N), "cpu-ns/op")
		})
	}
}
