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

func TestPolicyAllowsTheAnalyticsBeaconOnlyWhenConfigured(t *testing.T) {
	plain := CSP("n")
	if strings.Contains(plain, "baidu") {
		t.Fatalf("analytics origin in the default policy: %s", plain)
	}
	wide := Policy("n", Options{AnalyticsOrigins: []string{"https://hm.baidu.com"}})
	for _, want := range []string{"img-src 'self' data: blob: https://hm.baidu.com", "connect-src 'self' https://hm.baidu.com", "script-src 'nonce-n' 'strict-dynamic'", "style-src 'self';"} {
		if !strings.Contains(wide, want) {
			t.Errorf("policy lacks %q: %s", want, wide)
		}
	}
	rec := httptest.NewRecorder()
	HeadersWith(Options{AnalyticsOrigins: []string{"https://hm.baidu.com"}})(http.HandlerFunc(func(http.ResponseWriter, *http.Request) {})).
		ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
	if !strings.Contains(rec.Header().Get("Content-Security-Policy"), "img-src 'self' data: blob: https://hm.baidu.com") {
		t.Errorf("HeadersWith did not widen the policy: %s", rec.Header().Get("Content-Security-Policy"))
	}
}
