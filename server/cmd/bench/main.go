// Command bench measures the site through its front door on the demo data:
// requests per second and p50/p99 latency for server-rendered pages, the
// same page's HTML served as a static file, and a GraphQL list, plus the SQL
// statements one list request costs. `make bench` runs it.
//
// BENCH_DURATION (default 5s) and BENCH_CONCURRENCY (default 8) tune it.
// The CPU time one GraphQL miss of the 30-work list costs (misscpu.go,
// BENCH_MISS_REQUESTS requests, default 2000) is graphql_miss_cpu_ms.
// Last, ten parallel uploads of a 30-megapixel JPEG report the server's
// peak memory (uploads.go); BENCH_ONLY=uploads runs only that, on an
// unseeded server, and adds its figures to dist/bench.json.
//
// Then the checkout on PostgreSQL (checkout.go): orders placed and paid
// through the WeChat Pay simulator per second, and many buyers of one
// original at once; BENCH_ONLY=checkout runs only that. Then the refunds
// on the same setup (refunds.go): requests and the seller's agreements per
// second, and racers on one order never refunded more than was paid;
// BENCH_ONLY=refunds runs only that.
//
// With BENCH_DATABASE_URL set it measures the large catalogue of
// `make bench-data` on that PostgreSQL database instead (scale.go): the
// pages' GraphQL queries at 64 concurrent clients by default, figures in
// dist/bench-scale.json; the demo bench and its dist/bench.json are left
// as they are.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"artmarket/server/demo"
	"artmarket/server/platform/config"
	"artmarket/server/web/app"
)

type result struct {
	name      string
	n         int
	errors    int
	rps       float64
	p50, p99  time.Duration
	sqlPerReq float64
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

func envDuration(key string, def time.Duration) time.Duration {
	if d, err := time.ParseDuration(os.Getenv(key)); err == nil && d > 0 {
		return d
	}
	return def
}

func envInt(key string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(key)); err == nil && n > 0 {
		return n
	}
	return def
}

func run() error {
	duration := envDuration("BENCH_DURATION", 5*time.Second)
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	// BENCH_CPUPROFILE=file: a CPU profile of the whole run (server and load in this process), for `go tool pprof`.
	if path := os.Getenv("BENCH_CPUPROFILE"); path != "" {
		f, err := os.Create(path)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	if dbURL := os.Getenv("BENCH_DATABASE_URL"); dbURL != "" {
		return runScale(dbURL, duration, envInt("BENCH_CONCURRENCY", 64), log)
	}
	conc := envInt("BENCH_CONCURRENCY", 8)
	switch os.Getenv("BENCH_ONLY") {
	case "checkout":
		return runCheckout(duration, conc, log)
	case "refunds":
		return runRefunds(duration, conc, log)
	}

	dataDir, err := filepath.Abs("dist/bench-data")
	if err != nil {
		return err
	}
	_ = os.Remove(filepath.Join(dataDir, "artmarket.db"))
	onlyUploads := os.Getenv("BENCH_ONLY") == "uploads"
	// The uploads' picture is made before the server starts, so its pixels are not in the idle figure.
	picture := filepath.Join(dataDir, "upload-30mp.jpg")
	if _, err := writeUploadJPEG(picture); err != nil {
		return fmt.Errorf("uploads: picture: %w", err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	addr := ln.Addr().String()
	cfg, err := config.Load(nil)
	if err != nil {
		return err
	}
	cfg.Addr, cfg.DataDir, cfg.DatabaseURL, cfg.RedisURL, cfg.Seed = addr, dataDir, "", "", !onlyUploads
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if !onlyUploads {
		fmt.Println("seeding the demo catalogue into", dataDir, "…")
	}
	a, err := app.New(ctx, cfg, log, demo.Seeder(log))
	if err != nil {
		return err
	}
	defer a.Close()
	srv := &http.Server{Handler: a.Handler}
	go func() { _ = srv.Serve(ln) }()
	defer srv.Close()
	base := "http://" + addr
	if onlyUploads { // no pages are measured: no renderer, no client build needed
		if err := waitFor(base + "/readyz"); err != nil {
			return err
		}
	} else {
		go a.Renderers.Run(ctx)
		if err := waitFor(base + "/readyz?full=1"); err != nil {
			return err
		}
	}

	if onlyUploads {
		res, err := runUploads(ctx, a, base, picture)
		if err != nil {
			return err
		}
		if err := recordUploads(res); err != nil {
			return err
		}
		fmt.Println("written to dist/bench.json")
		return nil
	}

	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: conc * 2, DisableCompression: true}}
	number, err := firstArtwork(client, base)
	if err != nil {
		return err
	}
	artworkPath := fmt.Sprintf("/artwork/%d", number)
	// The first artist in pinyin order: its page, with the artworks tab.
	artistNumber, err := firstNumber(client, base, "artists", `orderBy: {field: PINYIN, direction: ASC}`)
	if err != nil {
		return err
	}
	artistPath := fmt.Sprintf("/artist/%d", artistNumber)
	const filteredPath = "/artworks?medium=OIL,INK&size=medium&status=available&sort=price_asc"

	// Each measured page's own HTML, served as a static file by the same server: an SSR page is compared
	// with the same bytes sent from disk (a list page is several times the size of an artwork page).
	staticOf := map[string]string{}
	for i, page := range []string{artworkPath, "/artworks", "/"} {
		// Its own address for the copy: the page cache stays cold for the SQL count below.
		html, err := get(client, base+page+"?bench-static=1")
		if err != nil {
			return err
		}
		name := fmt.Sprintf("__bench-%d.html", i)
		path := filepath.Join(cfg.ClientDist, "client", name)
		if err := os.WriteFile(path, html, 0o644); err != nil {
			return err
		}
		defer os.Remove(path)
		staticOf[page] = "/" + name
	}
	staticName := strings.TrimPrefix(staticOf[artworkPath], "/")
	staticGet := func(page string) func() error {
		return func() error { _, err := get(client, base+staticOf[page]); return err }
	}

	listQuery, _ := json.Marshal(map[string]any{"query": `query { artworks(first: 30, orderBy: {field: CREATED_AT, direction: DESC}) {
		totalCount edges { cursor node { id number title year mediumLabel priceFen statusLabel
		artist { id number name region } images { url(width: 640) srcset width height } } } } }`})

	// A signed-in member (their session cookie, as a browser after sign-in sends it) with favourites among the
	// listed works: the member layer's cost is in their scenarios.
	cookie, err := benchMember(ctx, a)
	if err != nil {
		return fmt.Errorf("the bench member: %w", err)
	}
	getAs := func(path string) func() error {
		return func() error { _, err := getCookie(client, base+path, cookie); return err }
	}

	firstRender := func() error {
		_, err := get(client, fmt.Sprintf("%s%s?miss=%d", base, artworkPath, missSeq.Add(1)))
		return err
	}
	scenarios := []struct {
		name string
		do   func() error
		conc int  // clients; 0: conc
		miss bool // every GraphQL answer a miss of the answer cache (ResponseCache.MissAlways)
	}{
		{"SSR " + artworkPath, func() error { _, err := get(client, base+artworkPath); return err }, 0, false},
		{"SSR /artworks", func() error { _, err := get(client, base+"/artworks"); return err }, 0, false},
		{"static " + artworkPath + " HTML", func() error { _, err := get(client, base+"/"+staticName); return err }, 0, false},
		{"GraphQL 30 artworks + artists", func() error { return post(client, base+"/graphql", listQuery) }, 0, false},
		// The same query, every request a miss of the cache of visitors' answers: it runs the resolvers.
		{"GraphQL 30 artworks + artists (uncached)", func() error { return post(client, base+"/graphql", listQuery) }, 0, true},
		{"SSR " + artistPath, func() error { _, err := get(client, base+artistPath); return err }, 0, false},
		{"SSR /artworks filtered", func() error { _, err := get(client, base+filteredPath); return err }, 0, false},
		{"SSR / (home)", func() error { _, err := get(client, base+"/"); return err }, 0, false},
		{"static /artworks HTML", staticGet("/artworks"), 0, false},
		{"static / HTML", staticGet("/"), 0, false},
		{"SSR /search?q=shan", func() error { _, err := get(client, base+"/search?q=shan"); return err }, 0, false},
		// A new address each time: never in the page cache, so every request is a first render.
		{"SSR " + artworkPath + " (cache miss)", firstRender, 0, false},
		// The time of one first render, with no queue of other clients' renders in front of it.
		{"SSR " + artworkPath + " (cache miss, 1 client)", firstRender, 1, false},
		// The same public pages for a signed-in member (issue 27): the cached page made theirs.
		{"SSR " + artworkPath + " (member)", getAs(artworkPath), 0, false},
		{"SSR /artworks (member)", getAs("/artworks"), 0, false},
		{"SSR / (member)", getAs("/"), 0, false},
		{"SSR " + artistPath + " (member)", getAs(artistPath), 0, false},
		{"SSR /artworks (member, 1 client)", getAs("/artworks"), 1, false},
		// The member's own pages: rendered for them every time.
		{"SSR /member/profile (member)", getAs("/member/profile"), 0, false},
		{"SSR /member/address (member)", getAs("/member/address"), 0, false},
		{"SSR /member/fav-artworks (member)", getAs("/member/fav-artworks"), 0, false},
		{"SSR /member/artworks (member)", getAs("/member/artworks"), 0, false},
		{"SSR /member/profile (member, 1 client)", getAs("/member/profile"), 1, false},
		{"SSR /member/address (member, 1 client)", getAs("/member/address"), 1, false},
		{"SSR /member/fav-artworks (member, 1 client)", getAs("/member/fav-artworks"), 1, false},
		{"SSR /member/artworks (member, 1 client)", getAs("/member/artworks"), 1, false},
	}
	// BENCH_ONLY=a,b: only the scenarios whose names hold one of these (and the static files, the ratios' base).
	if only := os.Getenv("BENCH_ONLY"); only != "" {
		kept := scenarios[:0]
		for _, sc := range scenarios {
			if strings.HasPrefix(sc.name, "static ") || anyIn(sc.name, strings.Split(only, ",")) {
				kept = append(kept, sc)
			}
		}
		scenarios = kept
	}
	fmt.Printf("\n%d concurrent clients, %s per scenario, %d-core machine\n\n", conc, duration, numCPU())
	var results []result
	for _, s := range scenarios {
		c := conc
		if s.conc > 0 {
			c = s.conc
		}
		r, sqlOne, err := measure(a, s.name, s.do, s.miss, time.Second/2, duration, c)
		if err != nil {
			return err
		}
		r.sqlPerReq = float64(sqlOne)
		results = append(results, r)
	}
	byName := map[string]result{}
	for _, r := range results {
		byName[r.name] = r
	}
	static := byName["static "+artworkPath+" HTML"].rps
	fmt.Printf("%-48s %9s %9s %9s %8s %6s %8s %8s\n", "scenario", "req/s", "p50", "p99", "errors", "SQL", "÷static", "÷anon")
	type row struct {
		Scenario      string  `json:"scenario"`
		RPS           float64 `json:"rps"`
		P50ms         float64 `json:"p50_ms"`
		P99ms         float64 `json:"p99_ms"`
		Errors        int     `json:"errors"`
		SQLPerRequest float64 `json:"sql_per_request"`
		RatioStatic   float64 `json:"ratio_to_static"`
		// A member's public page against the same page for a visitor, in this run.
		RatioAnonymous float64 `json:"ratio_to_anonymous,omitempty"`
	}
	var rows []row
	// Each SSR page against its own static copy when measured, else against the artwork page's.
	staticRPS := map[string]float64{}
	for _, r := range results {
		if strings.HasPrefix(r.name, "static ") {
			staticRPS[strings.TrimSuffix(strings.TrimPrefix(r.name, "static "), " HTML")] = r.rps
		}
	}
	for _, r := range results {
		ratio := r.rps / static
		if page := strings.TrimSuffix(strings.TrimPrefix(r.name, "SSR "), " (home)"); strings.HasPrefix(r.name, "SSR ") && staticRPS[page] > 0 {
			ratio = r.rps / staticRPS[page]
		}
		anon := 0.0
		if page, ok := strings.CutSuffix(r.name, " (member)"); ok && byName[page].rps > 0 {
			anon = r.rps / byName[page].rps
		} else if ok && byName[page+" (home)"].rps > 0 {
			anon = r.rps / byName[page+" (home)"].rps
		}
		fmt.Printf("%-48s %9.0f %9s %9s %8d %6.0f %8.3f %8.3f\n", r.name, r.rps, r.p50.Round(10*time.Microsecond), r.p99.Round(10*time.Microsecond), r.errors, r.sqlPerReq, ratio, anon)
		rows = append(rows, row{r.name, r.rps, ms(r.p50), ms(r.p99), r.errors, r.sqlPerReq, ratio, anon})
	}
	// What one miss of the 30-work list costs the server in CPU (issue 27).
	miss, err := missCPU(a, listQuery, envInt("BENCH_MISS_REQUESTS", 2000))
	if err != nil {
		return err
	}
	out, _ := json.MarshalIndent(map[string]any{
		"when": time.Now().UTC().Format(time.RFC3339), "cores": numCPU(), "concurrency": conc,
		"duration": duration.String(), "scenarios": rows,
		"graphql_miss_cpu_ms": ms(miss),
	}, "", "  ")
	if err := os.WriteFile(filepath.Join("dist", "bench.json"), out, 0o644); err != nil {
		return err
	}
	fmt.Println("\nwritten to dist/bench.json")
	if ssr := byName["SSR "+artworkPath]; ssr.rps > 0 && static > 0 {
		fmt.Printf("\nSSR ÷ static (req/s, %s): %.3f  (static is %.1f× faster)\n", artworkPath, ssr.rps/static, static/ssr.rps)
	}
	if gql, ok := byName["GraphQL 30 artworks + artists"]; ok {
		fmt.Printf("SQL statements per GraphQL list request (30 artworks with artists and images): %.0f\n", gql.sqlPerReq)
	}
	fmt.Printf("CPU time of one GraphQL miss of the 30-work list (one request at a time, through the handler): %s\n", miss.Round(time.Microsecond))
	if list, ok := byName["SSR /artworks"]; ok {
		fmt.Printf("SQL statements per /artworks page render (24 artworks): %.0f\n", list.sqlPerReq)
	}
	fmt.Printf("filtered list: %s\n", filteredPath)
	if os.Getenv("BENCH_ONLY") != "" { // a subset: no uploads, no Lighthouse
		return nil
	}
	up, err := runUploads(ctx, a, base, picture)
	if err != nil {
		return err
	}
	if err := recordUploads(up); err != nil {
		return err
	}
	if err := runCheckout(duration, conc, log); err != nil {
		return err
	}
	if err := runRefunds(duration, conc, log); err != nil {
		return err
	}
	if os.Getenv("BENCH_LIGHTHOUSE") == "0" {
		return nil
	}
	// Lighthouse (mobile preset) on the same server: /, /artworks and these two pages.
	lh := exec.Command("node", "client/scripts/lighthouse.mjs", base, artworkPath, artistPath)
	lh.Stdout, lh.Stderr = os.Stdout, os.Stderr
	if err := lh.Run(); err != nil {
		return fmt.Errorf("lighthouse: %w", err)
	}
	fmt.Println("written to dist/lighthouse.json")
	return nil
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// missSeq makes every cache-miss request's address new.
var missSeq atomic.Int64

func numCPU() int { return runtime.NumCPU() }

func waitFor(url string) error {
	deadline := time.Now().Add(3 * time.Minute)
	for time.Now().Before(deadline) {
		resp, err := http.Get(url)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	return fmt.Errorf("%s did not become ready", url)
}

func get(c *http.Client, url string) ([]byte, error) { return getCookie(c, url, "") }

// getCookie is get with a Cookie header (a signed-in member's session; none
// when empty): the page's body, an error unless it answered 200 and was
// rendered on the server.
func getCookie(c *http.Client, url, cookie string) ([]byte, error) {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	if cookie != "" {
		req.Header.Set("Cookie", cookie)
	}
	resp, err := c.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("GET %s: %d", url, resp.StatusCode)
	}
	if xr := resp.Header.Get("X-Render"); xr != "" && !strings.HasPrefix(xr, "ssr") {
		return nil, fmt.Errorf("GET %s was not server-rendered: %s", url, xr)
	}
	return b, nil
}

func anyIn(name string, parts []string) bool {
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" && strings.Contains(name, p) {
			return true
		}
	}
	return false
}

func post(c *http.Client, url string, body []byte) error {
	return postWith(c, url, body, nil)
}

func postWith(c *http.Client, url string, body []byte, header http.Header) error {
	req, err := http.NewRequest(http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	for k, v := range header {
		req.Header[k] = v
	}
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	if resp.StatusCode != http.StatusOK || bytes.Contains(b, []byte(`"errors"`)) {
		return fmt.Errorf("POST %s: %d %.200s", url, resp.StatusCode, b)
	}
	return nil
}

func firstArtwork(c *http.Client, base string) (int, error) {
	return firstNumber(c, base, "artworks", `orderBy: {field: CREATED_AT, direction: DESC}`)
}

// firstNumber is the public number of the first row of a list field
// (artworks, artists ...) in the given order.
func firstNumber(c *http.Client, base, field, args string) (int, error) {
	q, _ := json.Marshal(map[string]string{"query": fmt.Sprintf(`{ list: %s(first: 1, %s) { edges { node { number } } } }`, field, args)})
	resp, err := c.Post(base+"/graphql", "application/json", bytes.NewReader(q))
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	var out struct {
		Data struct {
			List struct {
				Edges []struct {
					Node struct{ Number int } `json:"node"`
				} `json:"edges"`
			} `json:"list"`
		} `json:"data"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || len(out.Data.List.Edges) == 0 {
		return 0, fmt.Errorf("no %s to benchmark: %v", field, err)
	}
	return out.Data.List.Edges[0].Node.Number, nil
}

func warm(do func() error, d time.Duration, conc int) { load("warm-up", do, d, conc) }

// measure runs a scenario once alone (answers from the answer cache, or
// every one a miss of it), counting its SQL statements, then warms it for
// warmFor and loads it for d with conc clients.
func measure(a *app.App, name string, do func() error, miss bool, warmFor, d time.Duration, conc int) (result, int64, error) {
	if a.Answers != nil {
		a.Answers.MissAlways(miss)
	}
	before := a.DB.Counter.Count()
	if err := do(); err != nil {
		return result{}, 0, fmt.Errorf("%s: %w", name, err)
	}
	sqlOne := a.DB.Counter.Count() - before
	warm(do, warmFor, conc)
	return load(name, do, d, conc), sqlOne, nil
}

func load(name string, do func() error, d time.Duration, conc int) result {
	var (
		mu    sync.Mutex
		lat   []time.Duration
		errs  int
		wg    sync.WaitGroup
		start = time.Now()
		end   = start.Add(d)
	)
	for i := 0; i < conc; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var mine []time.Duration
			bad := 0
			for time.Now().Before(end) {
				t := time.Now()
				if err := do(); err != nil {
					bad++
					continue
				}
				mine = append(mine, time.Since(t))
			}
			mu.Lock()
			lat = append(lat, mine...)
			errs += bad
			mu.Unlock()
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	return result{name: name, n: len(lat), errors: errs, rps: float64(len(lat)) / elapsed.Seconds(), p50: percentile(lat, 0.5), p99: percentile(lat, 0.99)}
}
