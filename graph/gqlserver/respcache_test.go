package gqlserver_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"artmarket/graph/gqlserver"
	"artmarket/graph/gqltest"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
)

// cachedServer is the fixture's catalogue behind a server with the cache.
func cachedServer(t *testing.T, c *gqlserver.ResponseCache) (http.Handler, *db.DB) {
	t.Helper()
	f := newFixture(t, dbtest.SQLite(t))
	return gqlserver.New(f.db.Client, gqlserver.Cache(c), gqlserver.Logger(slog.New(slog.NewTextHandler(io.Discard, nil)))), f.db
}

// send posts a request and answers the body and X-Cache.
func send(t *testing.T, h http.Handler, header http.Header, query string, vars map[string]any) (string, string) {
	t.Helper()
	rec := gqltest.Post(h, header, query, vars)
	return rec.Body.String(), rec.Header().Get("X-Cache")
}

func TestResponseCacheServesAnonymousQueries(t *testing.T) {
	c := &gqlserver.ResponseCache{TTL: time.Minute}
	h, d := cachedServer(t, c)
	q := fmt.Sprintf(listQuery, 5)
	before := d.Counter.Count()
	first, state := send(t, h, nil, q, nil)
	if state != "miss" || !strings.Contains(first, `"totalCount":40`) {
		t.Fatalf("first: %s %s", state, first)
	}
	ran := d.Counter.Count()
	second, state := send(t, h, nil, q, nil)
	if state != "hit" || second != first {
		t.Fatalf("second: %s %s", state, second)
	}
	if d.Counter.Count() != ran || ran == before {
		t.Fatalf("SQL: %d for the miss, %d for the hit", ran-before, d.Counter.Count()-ran)
	}
	// What the key holds: variables and operation name; not the Channel
	// header (a visitor's answer does not depend on it: one more header
	// value must not be one more miss).
	const byVar = `query W($n: Int!) { artworkByNumber(number: $n) { title } }`
	for i, tc := range []struct {
		header http.Header
		vars   map[string]any
		want   string
	}{
		{nil, map[string]any{"n": 1}, "miss"},
		{nil, map[string]any{"n": 1}, "hit"},
		{nil, map[string]any{"n": 2}, "miss"},
		{http.Header{"Channel": {"h5"}}, map[string]any{"n": 1}, "hit"},
		{http.Header{"Channel": {"bench-1"}}, map[string]any{"n": 2}, "hit"},
	} {
		if body, state := send(t, h, tc.header, byVar, tc.vars); state != tc.want {
			t.Fatalf("%d: %s, want %s: %s", i, state, tc.want, body)
		}
	}
	// A token (valid or not: this server resolves none) is never a visitor.
	for _, hd := range []http.Header{{"Token": {"abc"}}, {"Authorization": {"Bearer abc"}}} {
		if _, state := send(t, h, hd, q, nil); state != "" {
			t.Fatalf("%v: X-Cache %q", hd, state)
		}
	}
}

// A mutation without a token, a query the limits refuse and a query that
// does not validate are never kept nor answered from the cache.
func TestResponseCacheKeepsNoMutationNorRefusal(t *testing.T) {
	c := &gqlserver.ResponseCache{TTL: time.Minute}
	h, _ := cachedServer(t, c)
	for _, tc := range []struct{ query, state string }{
		{`mutation { favorite(input: {targetID: "1", on: true}) { isFavorited } }`, ""}, // refused (no member) before it
		// Above the complexity limit: refused before the cache is asked.
		{`{ artworks(first: 100) { edges { node { artist { artworks(first: 100) { edges { node { artist { artworks(first: 100) { totalCount } } } } } } } } } }`, ""},
		{`{ noSuchField }`, ""},                          // does not validate
		{`{ artworks(first: 1000) { totalCount } }`, ""}, // above the page limit
	} {
		for range 2 {
			body, state := send(t, h, nil, tc.query, nil)
			if state != tc.state || !strings.Contains(body, `"errors"`) {
				t.Fatalf("%s: X-Cache %q: %s", tc.query, state, body)
			}
		}
	}
	if c.Len() != 0 || c.Runs() != 0 {
		t.Fatalf("kept %d, ran %d", c.Len(), c.Runs())
	}
}

// queryCtx is the context gqlgen gives the interceptor for one operation.
func queryCtx(op ast.Operation, query string, vars map[string]any, header http.Header) context.Context {
	if header == nil {
		header = http.Header{}
	}
	ctx := graphql.WithOperationContext(context.Background(), &graphql.OperationContext{
		RawQuery: query, Variables: vars, Headers: header,
		Operation: &ast.OperationDefinition{Operation: op},
	})
	return graphql.WithResponseContext(ctx, graphql.DefaultErrorPresenter, graphql.DefaultRecover)
}

func answer(data string) graphql.ResponseHandler {
	return func(context.Context) *graphql.Response { return &graphql.Response{Data: json.RawMessage(data)} }
}

func plainQuery() context.Context { return queryCtx(ast.Query, "{ n }", nil, nil) }

// twentyWaiting sends twenty identical requests (each with its own ctx())
// through c at once, lets them all wait on next's first execution (which
// blocks until release), calls meanwhile, releases it and answers their data.
func twentyWaiting(c *gqlserver.ResponseCache, ctx func() context.Context, next graphql.ResponseHandler, release chan struct{}, meanwhile func()) []string {
	var wg sync.WaitGroup
	got := make([]string, 20)
	for i := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if r := c.InterceptResponse(ctx(), next); r != nil {
				got[i] = string(r.Data)
			}
		}()
	}
	time.Sleep(50 * time.Millisecond) // all twenty are waiting on the first execution
	meanwhile()
	close(release)
	wg.Wait()
	return got
}

// Two (here 20) identical concurrent misses execute once and all get its answer.
func TestResponseCacheSingleFlight(t *testing.T) {
	c := &gqlserver.ResponseCache{TTL: time.Minute}
	release := make(chan struct{})
	var runs atomic.Int32
	next := func(context.Context) *graphql.Response {
		runs.Add(1)
		<-release
		return &graphql.Response{Data: json.RawMessage(`{"n":1}`)}
	}
	got := twentyWaiting(c, plainQuery, next, release, func() {})
	if runs.Load() != 1 {
		t.Fatalf("%d executions", runs.Load())
	}
	for i, g := range got {
		if g != `{"n":1}` {
			t.Fatalf("%d: %s", i, g)
		}
	}
}

// A purge during a shared execution does not turn its waiters into a
// stampede: they (and anyone after the purge) share one new execution,
// which reads the new rows.
func TestResponseCachePurgeDuringFlight(t *testing.T) {
	c := &gqlserver.ResponseCache{TTL: time.Minute}
	release := make(chan struct{})
	var runs atomic.Int32
	next := func(context.Context) *graphql.Response {
		n := runs.Add(1)
		if n == 1 {
			<-release // the old rows' execution, overtaken by the purge
		}
		return &graphql.Response{Data: json.RawMessage(fmt.Sprintf(`{"n":%d}`, n))}
	}
	got := twentyWaiting(c, plainQuery, next, release, c.Purge)
	if runs.Load() != 2 {
		t.Fatalf("%d executions for 20 requests and one purge, want 2", runs.Load())
	}
	old := 0
	for _, g := range got {
		if g == `{"n":1}` {
			old++
		} else if g != `{"n":2}` {
			t.Fatalf("answer %s", g)
		}
	}
	if old != 1 { // only the request that ran the old execution answers from it
		t.Fatalf("%d answers from before the purge", old)
	}
	if r := c.InterceptResponse(queryCtx(ast.Query, "{ n }", nil, nil), next); string(r.Data) != `{"n":2}` {
		t.Fatalf("kept after the purge: %s", r.Data)
	}
}

// A mutation is never kept; an answer with errors (or without data) is not
// kept and waiters of a failed execution run their own.
func TestResponseCacheKeepsNoMutationOrError(t *testing.T) {
	c := &gqlserver.ResponseCache{TTL: time.Minute}
	var runs int
	for range 3 {
		c.InterceptResponse(queryCtx(ast.Mutation, "mutation { m }", nil, nil), func(context.Context) *graphql.Response {
			runs++
			return &graphql.Response{Data: json.RawMessage(`{"m":true}`)}
		})
	}
	for _, bad := range []*graphql.Response{
		{Data: json.RawMessage(`{"a":null}`), Errors: gqlerror.List{{Message: "boom"}}},
		{Data: json.RawMessage(`null`)},
		nil,
	} {
		for range 2 {
			c.InterceptResponse(queryCtx(ast.Query, "{ a }", nil, nil), func(context.Context) *graphql.Response { runs++; return bad })
		}
	}
	if runs != 3+6 || c.Len() != 0 {
		t.Fatalf("%d executions, %d kept", runs, c.Len())
	}
}

// A flood of distinct variables cannot grow the cache past its bound.
func TestResponseCacheByteBound(t *testing.T) {
	const bound = 64 << 10
	c := &gqlserver.ResponseCache{TTL: time.Minute, MaxBytes: bound}
	data := `{"x":"` + strings.Repeat("a", 1000) + `"}`
	for i := range 5000 {
		c.InterceptResponse(queryCtx(ast.Query, "query($i: Int) { x(i: $i) }", map[string]any{"i": i}, nil), answer(data))
		if c.Bytes() > bound {
			t.Fatalf("after %d: %d bytes", i, c.Bytes())
		}
	}
	if c.Len() == 0 || c.Len() > bound/1000 {
		t.Fatalf("%d answers kept", c.Len())
	}
	// The most recent are the ones kept.
	ctx := queryCtx(ast.Query, "query($i: Int) { x(i: $i) }", map[string]any{"i": 4999}, nil)
	c.InterceptResponse(ctx, func(context.Context) *graphql.Response { t.Fatal("the latest answer was evicted"); return nil })
	// One answer above a quarter of the bound is not kept at all.
	c.InterceptResponse(queryCtx(ast.Query, "{ big }", nil, nil), answer(`"`+strings.Repeat("b", bound/2)+`"`))
	if c.Bytes() > bound {
		t.Fatalf("%d bytes", c.Bytes())
	}
}

// Fresh, then stale while one background execution refreshes it, then gone;
// a purge drops everything and keeps an execution begun before it out.
func TestResponseCacheStaleAndPurge(t *testing.T) {
	now := time.Unix(1000, 0)
	var mu sync.Mutex
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	advance := func(d time.Duration) { mu.Lock(); now = now.Add(d); mu.Unlock() }
	c := &gqlserver.ResponseCache{TTL: 5 * time.Second, Stale: 10 * time.Second, Now: clock}
	ctx := queryCtx(ast.Query, "{ v }", nil, nil)
	var version atomic.Int32
	next := func(context.Context) *graphql.Response {
		return &graphql.Response{Data: json.RawMessage(fmt.Sprintf(`{"v":%d}`, version.Add(1)))}
	}
	get := func() string { return string(c.InterceptResponse(ctx, next).Data) }
	if got := get(); got != `{"v":1}` {
		t.Fatal(got)
	}
	advance(4 * time.Second)
	if got := get(); got != `{"v":1}` {
		t.Fatalf("fresh: %s", got)
	}
	advance(2 * time.Second)
	if got := get(); got != `{"v":1}` { // stale: served, refreshed behind
		t.Fatalf("stale: %s", got)
	}
	deadline := time.Now().Add(2 * time.Second)
	for get() != `{"v":2}` {
		if time.Now().After(deadline) {
			t.Fatal("the stale answer was not refreshed")
		}
		time.Sleep(time.Millisecond)
	}
	advance(16 * time.Second) // past fresh and stale: run again
	if got := get(); got != `{"v":3}` {
		t.Fatalf("expired: %s", got)
	}
	c.Purge()
	if c.Len() != 0 {
		t.Fatal("purge kept answers")
	}
	// An execution overtaken by a purge is not kept.
	c.InterceptResponse(ctx, func(context.Context) *graphql.Response {
		c.Purge()
		return &graphql.Response{Data: json.RawMessage(`{"v":0}`)}
	})
	if c.Len() != 0 {
		t.Fatal("an answer begun before a purge was kept")
	}
}

// The fast path (the same bytes as a kept answer's request, answered before
// gqlgen parses them) serves only fresh answers, to JSON bodies, and
// forgets its names with a purge; a flood through it stays in the bound.
func TestResponseCacheFastPath(t *testing.T) {
	now := time.Unix(1000, 0)
	var mu sync.Mutex
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	c := &gqlserver.ResponseCache{TTL: 5 * time.Second, Stale: 10 * time.Second, Now: clock, MaxBytes: 16 << 10}
	h, d := cachedServer(t, c)
	const q = `query W($n: Int!) { artworkByNumber(number: $n) { title priceFen } }`
	vars := map[string]any{"n": 3}
	first, state := send(t, h, nil, q, vars)
	if state != "miss" {
		t.Fatal(state)
	}
	sql := d.Counter.Count()
	for range 3 {
		if body, state := send(t, h, nil, q, vars); state != "hit" || body != first {
			t.Fatalf("%s %s, want %s", state, body, first)
		}
	}
	if d.Counter.Count() != sql {
		t.Fatal("a hit ran SQL")
	}
	// Another Content-Type: gqlgen's transport refuses it, the cache does not answer it.
	raw, _ := json.Marshal(map[string]any{"query": q, "variables": vars})
	req := httptest.NewRequest("POST", "/graphql", bytes.NewReader(raw))
	req.Header.Set("Content-Type", "text/plain")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Header().Get("X-Cache") != "" || rec.Body.String() == first {
		t.Fatalf("text/plain: %d %q %s", rec.Code, rec.Header().Get("X-Cache"), rec.Body)
	}
	// Stale: through gqlgen, which serves it and refreshes it.
	mu.Lock()
	now = now.Add(6 * time.Second)
	mu.Unlock()
	if _, state := send(t, h, nil, q, vars); state != "stale" {
		t.Fatalf("after TTL: %s", state)
	}
	c.Purge()
	if c.Bytes() != 0 {
		t.Fatalf("%d bytes after a purge", c.Bytes())
	}
	if _, state := send(t, h, nil, q, vars); state != "miss" {
		t.Fatalf("after a purge: %s", state)
	}
	// A flood of distinct variables (and spellings of them) through the front.
	for i := range 300 {
		v := map[string]any{"n": i % 50}
		if i%2 == 1 {
			v["extra"] = nil // another body for the same key… refused by the validator: nothing kept
		}
		send(t, h, nil, q, v)
		if c.Bytes() > 16<<10 {
			t.Fatalf("after %d: %d bytes", i, c.Bytes())
		}
	}
}

// Admit bounds the executions a visitor starts: past it a miss is a 429
// with the message, runs nothing and keeps nothing; hits, and requests
// that are not a visitor's, are never asked.
func TestResponseCacheAdmitBoundsMisses(t *testing.T) {
	var asked atomic.Int32
	c := &gqlserver.ResponseCache{TTL: time.Minute, Admit: func(r *http.Request) bool {
		if r == nil || r.Header.Get("Content-Type") == "" {
			t.Error("Admit without the request")
		}
		return asked.Add(1) <= 3
	}}
	h, d := cachedServer(t, c)
	const byVar = `query W($n: Int!) { artworkByNumber(number: $n) { title } }`
	post := func(header http.Header, n int) *httptest.ResponseRecorder {
		return gqltest.Post(h, header, byVar, map[string]any{"n": n})
	}
	for n := 1; n <= 3; n++ {
		if rec := post(nil, n); rec.Code != 200 || rec.Header().Get("X-Cache") != "miss" {
			t.Fatalf("miss %d: %d %s", n, rec.Code, rec.Body)
		}
	}
	before, kept := d.Counter.Count(), c.Len()
	rec := post(nil, 4)
	var out struct {
		Data   json.RawMessage
		Errors []struct {
			Message    string
			Extensions map[string]any
		}
	}
	_ = json.Unmarshal(rec.Body.Bytes(), &out)
	if rec.Code != http.StatusTooManyRequests || rec.Header().Get("Retry-After") == "" || len(out.Errors) != 1 ||
		out.Errors[0].Message != gqlserver.MsgTooManyMisses || out.Errors[0].Extensions["code"] != "TOO_MANY_REQUESTS" {
		t.Fatalf("past the bound: %d %v %s", rec.Code, rec.Header(), rec.Body)
	}
	if d.Counter.Count() != before || c.Len() != kept {
		t.Fatalf("a refused miss ran %d statements or kept an answer", d.Counter.Count()-before)
	}
	asked.Store(100)
	for range 3 { // kept answers are served past the bound, without asking
		if rec := post(nil, 2); rec.Code != 200 || rec.Header().Get("X-Cache") != "hit" {
			t.Fatalf("hit past the bound: %d %s", rec.Code, rec.Body)
		}
	}
	// A header that keeps the answer out of the cache (a token that may
	// resolve to nobody) still counts against the bound: past it, 429.
	for _, hd := range []http.Header{{"Token": {"abc"}}, {"Authorization": {"Basic eA=="}}} {
		before := d.Counter.Count()
		if rec := post(hd, 5); rec.Code != http.StatusTooManyRequests || d.Counter.Count() != before {
			t.Fatalf("%v past the bound: %d, %d statements", hd, rec.Code, d.Counter.Count()-before)
		}
	}
	asked.Store(0)
	if rec := post(http.Header{"Token": {"abc"}}, 5); rec.Code != 200 || asked.Load() != 1 {
		t.Fatalf("a request with a token within the bound: %d, Admit asked %d times", rec.Code, asked.Load())
	}
	// A mutation is not a query: never asked.
	asked.Store(100)
	if rec := gqltest.Post(h, nil, `mutation { __typename }`, nil); rec.Code == http.StatusTooManyRequests || asked.Load() != 100 {
		t.Fatalf("a mutation: %d, Admit asked %d times", rec.Code, asked.Load()-100)
	}
}

// The waiters of a shared execution that gave nothing to share (an answer
// with errors) run their own, each counted: N identical requests of a
// failing query are not one admission.
func TestResponseCacheAdmitCountsWaitersOfAFailure(t *testing.T) {
	var asked atomic.Int32
	c := &gqlserver.ResponseCache{TTL: time.Minute, Admit: func(*http.Request) bool { return asked.Add(1) <= 1 }}
	release := make(chan struct{})
	var runs atomic.Int32
	next := func(context.Context) *graphql.Response {
		if runs.Add(1) == 1 {
			<-release
		}
		return &graphql.Response{Data: json.RawMessage(`{"n":1}`), Errors: gqlerror.List{{Message: "bad id"}}}
	}
	withRequest := func() context.Context {
		return context.WithValue(plainQuery(), gqlserver.RequestKeyForTest(), httptest.NewRequest("POST", "/graphql", nil))
	}
	twentyWaiting(c, withRequest, next, release, func() {})
	if runs.Load() != 1 {
		t.Fatalf("%d executions for 20 requests with one admission, want 1", runs.Load())
	}
}

// MissAlways: every request runs its own execution through the miss path
// (and keeps its answer), none is answered from the cache or shares;
// switched off, the kept answer serves again.
func TestResponseCacheMissAlways(t *testing.T) {
	c := &gqlserver.ResponseCache{TTL: time.Minute}
	h, d := cachedServer(t, c)
	const q = `query W($n: Int!) { artworkByNumber(number: $n) { title } }`
	vars := map[string]any{"n": 1}
	if _, state := send(t, h, nil, q, vars); state != "miss" {
		t.Fatal(state)
	}
	c.MissAlways(true)
	for range 3 {
		before := d.Counter.Count()
		if _, state := send(t, h, nil, q, vars); state != "miss" || d.Counter.Count() == before {
			t.Fatalf("with MissAlways: %s, %d statements", state, d.Counter.Count()-before)
		}
	}
	c.MissAlways(false)
	if _, state := send(t, h, nil, q, vars); state != "hit" {
		t.Fatalf("after MissAlways: %s", state)
	}
}
