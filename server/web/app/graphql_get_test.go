package app

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// A GET of /graphql, with a query, a persisted query's hash or malformed
// variables and extensions, is answered by the GraphQL endpoint (405, Allow
// POST, a JSON error), not by the page renderer.
func TestGraphQLGet(t *testing.T) {
	h := newTestApp(t).routes()
	for _, q := range []string{
		"query=" + url.QueryEscape("{ __typename }"),
		"extensions=" + url.QueryEscape(`{"persistedQuery":{"version":1,"sha256Hash":"abc"}}`) + "&variables=a",
		"extensions=x&variables=%ff",
	} {
		rec := get(t, h, "/graphql?"+q)
		var out struct {
			Errors []struct{ Message string } `json:"errors"`
		}
		if rec.Code != http.StatusMethodNotAllowed || json.Unmarshal(rec.Body.Bytes(), &out) != nil || len(out.Errors) != 1 ||
			!strings.Contains(out.Errors[0].Message, "POST") {
			t.Errorf("GET /graphql?%s: %d %.300s", q, rec.Code, rec.Body)
		}
	}
}
