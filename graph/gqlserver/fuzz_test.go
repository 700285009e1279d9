package gqlserver_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"artmarket/graph/gqlserver"
)

// FuzzGraphQL sends whatever the fuzzer makes to the whole /graphql handler
// (gqlserver.New, with the response cache, over a migrated SQLite database)
// as a POST body or, with get, a GET query string. Whatever it is, the
// answer is never a 5xx, never INTERNAL, always JSON, and nothing panics
// (a panic gqlgen recovers is logged: the log is watched). The seed corpus
// is in testdata/fuzz/FuzzGraphQL; make test runs it for a few seconds.
func FuzzGraphQL(f *testing.F) {
	h, logs := transport(f, false)
	f.Fuzz(func(t *testing.T, get bool, query string, body []byte) {
		req := httptest.NewRequest("POST", "/graphql", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		if get {
			req = httptest.NewRequest("GET", "/graphql", nil)
			req.URL.RawQuery = query
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code >= 500 {
			t.Fatalf("%d %s", rec.Code, rec.Body)
		}
		if !json.Valid(rec.Body.Bytes()) {
			t.Fatalf("%d: not JSON: %q", rec.Code, rec.Body)
		}
		if strings.Contains(rec.Body.String(), `"`+gqlserver.CodeInternal+`"`) {
			t.Fatalf("%d: %s", rec.Code, rec.Body)
		}
		if s := logs.String(); strings.Contains(s, "panic") || strings.Contains(s, "level=ERROR") {
			t.Fatalf("logged:\n%.3000s", s)
		}
		if rec.Code != http.StatusOK && rec.Code != http.StatusBadRequest && rec.Code != http.StatusUnprocessableEntity &&
			rec.Code != http.StatusRequestEntityTooLarge && rec.Code != http.StatusMethodNotAllowed {
			t.Fatalf("status %d: %s", rec.Code, rec.Body)
		}
	})
}
