package gqlserver_test

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"artmarket/graph/gqlserver"
	"artmarket/server/platform/db"
	_ "artmarket/server/platform/dbtest" // the sqlite driver
)

// logBuffer is a slog handler's output, safe for parallel requests.
type logBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// transport is the whole /graphql handler over an empty SQLite database,
// with the response cache, logging into the returned buffer.
func transport(tb testing.TB, dev bool) (http.Handler, *logBuffer) {
	tb.Helper()
	sqldb, err := sql.Open("sqlite", db.SQLiteDSN(filepath.Join(tb.TempDir(), "t.db")))
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { _ = sqldb.Close() })
	d, err := db.FromSQL(context.Background(), sqldb, "sqlite3", slog.New(slog.DiscardHandler))
	if err != nil {
		tb.Fatal(err)
	}
	logs := &logBuffer{}
	h := gqlserver.New(d.Client, gqlserver.Dev(dev), gqlserver.Logger(slog.New(slog.NewTextHandler(logs, nil))),
		gqlserver.Cache(&gqlserver.ResponseCache{TTL: time.Minute, Stale: time.Minute}))
	return h, logs
}

// serve sends one request; body nil for none.
func serve(h http.Handler, method, target, contentType string, body []byte) *httptest.ResponseRecorder {
	var rd *bytes.Reader
	if body != nil {
		rd = bytes.NewReader(body)
	}
	var req *http.Request
	if rd != nil {
		req = httptest.NewRequest(method, target, rd)
	} else {
		req = httptest.NewRequest(method, target, nil)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

type errorsOnly struct {
	Data   json.RawMessage `json:"data"`
	Errors []struct {
		Message    string         `json:"message"`
		Extensions map[string]any `json:"extensions"`
	} `json:"errors"`
}

// TestMalformedRequests: a body that is not one GraphQL request is answered
// 400 with one clear error, BAD_REQUEST, not INTERNAL; nothing panics and
// nothing is logged (they used to log a 5 KB stack each).
func TestMalformedRequests(t *testing.T) {
	h, logs := transport(t, false)
	for body, want := range map[string]string{
		`x`:                                    "not a JSON object",
		``:                                     "empty",
		`   `:                                  "empty",
		`[]`:                                   "batched",
		`[{"query":"{ __typename }"}]`:         "batched",
		`{"query":1}`:                          `"query" must be a string`,
		`{"query":{}}`:                         `"query" must be a string`,
		`{"operationName":1,"query":"{ a }"}`:  `"operationName" must be a string`,
		`{"variables":"a","query":"{ a }"}`:    `"variables" must be a JSON object`,
		`{"variables":[1],"query":"{ a }"}`:    `"variables" must be a JSON object`,
		`{"extensions":1,"query":"{ a }"}`:     `"extensions" must be a JSON object`,
		`{"query":"{ __typename }"} {}`:        "data after",
		`{"query":"{ __typename }"`:            "not valid JSON",
		`"{ __typename }"`:                     "not a JSON object",
		`null`:                                 "not a JSON object",
		"{\"query\":\"{ __typename }\"}\x00":   "data after",
		`{"query":"{ __typename }", "x": [1}`:  "not valid JSON",
		`{"variables": "a", "query": "{ a }"}`: `"variables" must be a JSON object`,
	} {
		for range 3 { // repeated: the answer is the same, and the log stays empty
			rec := serve(h, "POST", "/graphql", "application/json", []byte(body))
			var out errorsOnly
			if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
				t.Fatalf("%q: answer is not JSON: %d %s", body, rec.Code, rec.Body)
			}
			if rec.Code != http.StatusBadRequest || len(out.Errors) != 1 || !strings.Contains(out.Errors[0].Message, want) ||
				out.Errors[0].Extensions["code"] != gqlserver.CodeBadRequest || out.Data != nil {
				t.Fatalf("%q: %d %s, want 400 BAD_REQUEST saying %q", body, rec.Code, rec.Body, want)
			}
			if len(out.Errors[0].Message) > 200 || (len(body) > 3 && strings.Contains(out.Errors[0].Message, body)) {
				t.Errorf("%q: the message echoes the body or runs long: %s", body, out.Errors[0].Message)
			}
		}
	}
	// Well-formed requests still run, null members included.
	for _, body := range []string{`{"query":"{ __typename }"}`, `{"query":"{ __typename }","variables":null,"operationName":null,"extensions":null}`,
		` {"query" : "{ __typename }", "variables" : {} } `} {
		rec := serve(h, "POST", "/graphql", "application/json", []byte(body))
		if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"__typename":"Query"`) {
			t.Errorf("%s: %d %s", body, rec.Code, rec.Body)
		}
	}
	if s := logs.String(); s != "" {
		t.Errorf("bad requests were logged:\n%.2000s", s)
	}
}

// TestGetAndPersistedQueries: /graphql answers GET (a persisted query's
// usual method elsewhere) with 405, Allow: POST and a JSON error saying to
// POST, whatever its variables and extensions, and a persisted query by hash
// over POST with a malformed or unknown hash gets a GraphQL error, not a
// panic.
func TestGetAndPersistedQueries(t *testing.T) {
	h, logs := transport(t, false)
	for _, q := range []string{
		"query=" + url.QueryEscape("{ __typename }"),
		"query=" + url.QueryEscape("{ __typename }") + "&variables=a",
		"query=" + url.QueryEscape("{ __typename }") + "&variables=" + url.QueryEscape(`{"a":`),
		"extensions=" + url.QueryEscape(`{"persistedQuery":{"version":1,"sha256Hash":"abc"}}`),
		"extensions=x&variables=%ff",
		"",
	} {
		rec := serve(h, "GET", "/graphql?"+q, "", nil)
		var out errorsOnly
		if rec.Code != http.StatusMethodNotAllowed || rec.Header().Get("Allow") != "POST, OPTIONS" || json.Unmarshal(rec.Body.Bytes(), &out) != nil ||
			len(out.Errors) != 1 || !strings.Contains(out.Errors[0].Message, "POST") {
			t.Errorf("GET ?%s: %d %v %s", q, rec.Code, rec.Header(), rec.Body)
		}
	}
	for _, body := range []string{
		`{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"abc"}}}`,
		`{"extensions":{"persistedQuery":"x"}}`,
		`{"extensions":{"persistedQuery":{"version":"1","sha256Hash":1}}}`,
		`{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"00"}},"query":"{ __typename }"}`,
	} {
		rec := serve(h, "POST", "/graphql", "application/json", []byte(body))
		var out errorsOnly
		if rec.Code >= 500 || json.Unmarshal(rec.Body.Bytes(), &out) != nil || len(out.Errors) == 0 ||
			out.Errors[0].Extensions["code"] == gqlserver.CodeInternal {
			t.Errorf("%s: %d %s", body, rec.Code, rec.Body)
		}
	}
	if s := logs.String(); s != "" {
		t.Errorf("logged:\n%.2000s", s)
	}
}

// TestNoSuggestionsWithoutIntrospection: with introspection off, a
// validation error names nothing the client did not write (no "Did you
// mean"); in development it still helps.
func TestNoSuggestionsWithoutIntrospection(t *testing.T) {
	queries := []string{
		`{ artwork { id } }`, // Query.artworks
		`{ artworks(firs: 1) { totalCount } }`,
		`{ artworks(first: 1) { edges { nod { id } } } }`,
		`query($w: ArtworkWhereInpu) { artworks(first: 1, where: $w) { totalCount } }`,
		`{ artworks(first: 1, where: {titl: "a"}) { totalCount } }`,
	}
	for _, dev := range []bool{false, true} {
		h, _ := transport(t, dev)
		suggested := 0
		for _, q := range queries {
			body, _ := json.Marshal(map[string]string{"query": q})
			rec := serve(h, "POST", "/graphql", "application/json", body)
			var out errorsOnly
			if json.Unmarshal(rec.Body.Bytes(), &out) != nil || len(out.Errors) == 0 {
				t.Fatalf("%s: %d %s", q, rec.Code, rec.Body)
			}
			for _, e := range out.Errors {
				if strings.Contains(e.Message, "Did you mean") {
					suggested++
					if !dev {
						t.Errorf("introspection off, %s: %q", q, e.Message)
					}
				}
			}
		}
		if dev && suggested == 0 {
			t.Errorf("in development no error suggested anything: the check above proves nothing")
		}
	}
}

// TestPanicStacksBounded: a panic is answered INTERNAL and logged, but its
// stack at most once a minute, whatever the rate of panics.
func TestPanicStacksBounded(t *testing.T) {
	logs := &logBuffer{}
	recoverFn := gqlserver.RecoverFuncForTest(slog.New(slog.NewTextHandler(logs, nil)))
	for range 300 {
		err := recoverFn(context.Background(), "boom")
		if err == nil || err.Error() == "" || !strings.Contains(fmt.Sprint(err), gqlserver.MsgInternal) {
			t.Fatalf("answer %v", err)
		}
	}
	s := logs.String()
	if n := strings.Count(s, "stack="); n != 1 {
		t.Errorf("%d stacks logged for 300 panics, want 1", n)
	}
	if n := strings.Count(s, "graphql: panic"); n != 300 {
		t.Errorf("%d panics logged, want each counted once", n)
	}
	if len(s) > 300*200+20_000 {
		t.Errorf("300 panics wrote %d bytes of log", len(s))
	}
}
