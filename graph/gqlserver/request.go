package gqlserver

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
)

// CodeBadRequest marks a request that is not one GraphQL request: a body
// that is not a JSON object with the members of the GraphQL-over-HTTP
// specification, in their types.
const CodeBadRequest = "BAD_REQUEST"

// wellFormed answers a POST body that is not one GraphQL request with 400
// and {"errors":[{"message": …, "extensions":{"code":"BAD_REQUEST"}}]},
// before gqlgen reads it. gqlgen answered such a body itself, echoing up to
// the whole body in its message (64 KiB), and dispatched the error through
// the response interceptors without an operation, where entgql's
// transactioner panicked: 400 INTERNAL and a 5 KB stack in the log per
// request (issue 26: 300 bad requests grew the log by 1.5 MB in 3 s). Here
// a bad request is answered in a line and not logged at all.
func wellFormed(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet || r.Method == http.MethodHead {
			// Queries, persisted ones included, come by POST (the client's
			// automatic persisted queries send the hash in the body): a GET,
			// whatever its query, variables or extensions, is told so.
			w.Header().Set("Allow", "POST, OPTIONS")
			writeError(w, http.StatusMethodNotAllowed, "GET is not supported: send the request by POST as application/json", CodeBadRequest)
			return
		}
		if r.Method != http.MethodPost || !jsonBody(r) || r.Header.Get("Upgrade") != "" || r.Body == nil {
			next.ServeHTTP(w, r) // gqlgen answers 400 "transport not supported"
			return
		}
		body, err := io.ReadAll(r.Body) // limitBody has bounded it
		if err != nil {
			writeError(w, http.StatusBadRequest, "could not read the request body", CodeBadRequest)
			return
		}
		if msg := badRequest(body); msg != "" {
			writeError(w, http.StatusBadRequest, msg, CodeBadRequest)
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		next.ServeHTTP(w, r)
	})
}

// badRequest says what is wrong with a POST body, or "" when it is one
// GraphQL request: a JSON object whose query and operationName are strings
// (or null), and whose variables and extensions are objects (or null).
// Other members are ignored, as the specification allows.
func badRequest(body []byte) string {
	trimmed := bytes.TrimSpace(body)
	switch {
	case len(trimmed) == 0:
		return `the request body is empty: send a JSON object such as {"query": "{ __typename }"}`
	case trimmed[0] == '[':
		return "batched requests are not supported: send one JSON object per request"
	case trimmed[0] != '{':
		return `the request body is not a JSON object: send {"query": …, "variables": {…}}`
	}
	dec := json.NewDecoder(bytes.NewReader(trimmed))
	var members map[string]json.RawMessage
	if err := dec.Decode(&members); err != nil {
		return "the request body is not valid JSON"
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return "the request body has data after its JSON object"
	}
	for _, m := range []struct {
		name string
		kind byte // '"' a string, '{' an object
	}{{"query", '"'}, {"operationName", '"'}, {"variables", '{'}, {"extensions", '{'}} {
		v, ok := members[m.name]
		if !ok || string(v) == "null" {
			continue
		}
		if len(v) == 0 || v[0] != m.kind {
			if m.kind == '"' {
				return `"` + m.name + `" must be a string`
			}
			return `"` + m.name + `" must be a JSON object`
		}
	}
	return ""
}
