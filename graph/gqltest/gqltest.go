// Package gqltest is the one way the tests post a GraphQL request to a
// handler. Only tests import it.
package gqltest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
)

// Post sends query with vars as POST /graphql (JSON) to h, with header
// added, and answers the recorded response. It touches no *testing.T, so
// goroutines may call it.
func Post(h http.Handler, header http.Header, query string, vars map[string]any) *httptest.ResponseRecorder {
	body, err := json.Marshal(map[string]any{"query": query, "variables": vars})
	if err != nil {
		panic(fmt.Sprintf("gqltest: variables %v: %v", vars, err)) // a test's own mistake
	}
	req := httptest.NewRequest("POST", "/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	for k, v := range header {
		req.Header[k] = v
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// Token is the header of a member's request with session token ("" for a
// visitor: none).
func Token(token string) http.Header {
	if token == "" {
		return nil
	}
	return http.Header{"Token": {token}}
}
