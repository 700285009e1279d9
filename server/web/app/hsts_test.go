package app

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// An https PUBLIC_URL pins the site to https on every answer (pages, API,
// errors, health); an http one never does, not even when a request claims
// to come through https.
func TestHSTSFollowsPublicURL(t *testing.T) {
	a := newTestApp(t)
	paths := []string{"/healthz", "/artworks", "/api/no/such/thing", "/assets/missing.js", "/media/none.jpg"}
	for _, tc := range []struct {
		publicURL string
		want      string
	}{
		{"https://art.example.com", "max-age=31536000; includeSubDomains"},
		{"HTTPS://art.example.com/", "max-age=31536000; includeSubDomains"},
		{"http://art.example.com", ""},
		{"", ""},
	} {
		a.Config.PublicURL = tc.publicURL
		h := a.routes()
		for _, p := range paths {
			for _, proto := range []string{"", "https", "http"} {
				r := httptest.NewRequest("GET", p, nil)
				if proto != "" {
					r.Header.Set("X-Forwarded-Proto", proto)
				}
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, r)
				if got := rec.Header().Get("Strict-Transport-Security"); got != tc.want {
					t.Errorf("PUBLIC_URL %q, %s (%d, X-Forwarded-Proto %q): Strict-Transport-Security %q, want %q",
						tc.publicURL, p, rec.Code, proto, got, tc.want)
				}
			}
		}
		post := httptest.NewRecorder()
		h.ServeHTTP(post, httptest.NewRequest(http.MethodPost, "/graphql", nil))
		if got := post.Header().Get("Strict-Transport-Security"); got != tc.want {
			t.Errorf("PUBLIC_URL %q, POST /graphql (%d): %q", tc.publicURL, post.Code, got)
		}
	}
}
