package app

import (
	"net/http/httptest"
	"strings"
	"testing"
)

// Introspection and GraphiQL follow DEV: off without it, on with it.
func TestIntrospectionFollowsDev(t *testing.T) {
	a := newTestApp(t)
	for _, dev := range []bool{false, true} {
		a.Config.Dev = dev
		h := a.routes()
		req := httptest.NewRequest("POST", "/graphql", strings.NewReader(`{"query":"{ __schema { queryType { name } } }"}`))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		body := rec.Body.String()
		if dev && !strings.Contains(body, `"queryType":{"name":"Query"}`) {
			t.Fatalf("DEV on: introspection refused: %d %s", rec.Code, body)
		}
		if !dev && (strings.Contains(body, `"Query"`) || !strings.Contains(body, `"INTROSPECTION_DISABLED"`)) {
			t.Fatalf("DEV off: introspection answered: %d %s", rec.Code, body)
		}
		// GraphiQL is mounted only in development (not built here, it answers
		// that it is not built); without DEV /graphiql is an ordinary page
		// address (the shell, no playground).
		rec = get(t, h, "/graphiql")
		if got := strings.Contains(rec.Body.String(), "GraphiQL"); got != dev {
			t.Fatalf("DEV %v: /graphiql: %d %s", dev, rec.Code, rec.Body)
		}
	}
}
