package security

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestHeadersGiveEachRequestItsOwnNonce(t *testing.T) {
	var seen []string
	h := Headers(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		seen = append(seen, Nonce(r))
	}))
	var csps []string
	for i := 0; i < 2; i++ {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
		csps = append(csps, rec.Header().Get("Content-Security-Policy"))
		if rec.Header().Get("X-Content-Type-Options") != "nosniff" || rec.Header().Get("X-Frame-Options") != "DENY" {
			t.Fatalf("missing security headers: %v", rec.Header())
		}
	}
	if seen[0] == "" || seen[0] == seen[1] {
		t.Fatalf("nonces not fresh: %q", seen)
	}
	for i, c := range csps {
		if !strings.Contains(c, "script-src 'nonce-"+seen[i]+"' 'strict-dynamic'") {
			t.Errorf("CSP lacks the request's nonce: %s", c)
		}
		if strings.Contains(c, "unsafe-inline") || !strings.Contains(c, "style-src 'self'") || !strings.Contains(c, "object-src 'none'") {
			t.Errorf("CSP not strict: %s", c)
		}
	}
}
