package ssr

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// A page for a member: the proxy forwards the session's token (never the
// cookie itself, nor a visitor's own header of that name) and the answer is
// never stored by a shared cache.
func TestProxyRendersForTheSessionsMember(t *testing.T) {
	type seen struct{ token, cookie string }
	got := make(chan seen, 1)
	addr := renderer(t, func(w http.ResponseWriter, r *http.Request) {
		got <- seen{r.Header.Get(SessionTokenHeader), r.Header.Get("Cookie")}
		w.Header().Set("Cache-Control", "public, max-age=600")
		_, _ = io.WriteString(w, "<html></html>")
	})
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(shellHTML), 0o644); err != nil {
		t.Fatal(err)
	}
	p := &Proxy{
		Addr: func() string { return addr }, Timeout: time.Second,
		Shell: &Shell{Path: filepath.Join(dir, "index.html")}, Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
		SessionCookie: "am_session",
		Session: func(w http.ResponseWriter, r *http.Request) string {
			c, err := r.Cookie("am_session")
			if err != nil || c.Value != "good" {
				return ""
			}
			return "good"
		},
	}
	page := func(cookie, header string) (*httptest.ResponseRecorder, seen) {
		req := httptest.NewRequest("GET", "/artworks", nil)
		if cookie != "" {
			req.Header.Set("Cookie", cookie)
		}
		if header != "" {
			req.Header.Set(SessionTokenHeader, header)
		}
		rec := httptest.NewRecorder()
		p.ServeHTTP(rec, req)
		return rec, <-got
	}

	rec, s := page("theme=dark; am_session=good; lang=zh", "")
	if s.token != "good" || s.cookie != "theme=dark; lang=zh" {
		t.Fatalf("member page: renderer saw token %q, cookies %q", s.token, s.cookie)
	}
	if cc := rec.Header().Get("Cache-Control"); cc != "private, no-store" {
		t.Fatalf("member page Cache-Control %q", cc)
	}

	rec, s = page("am_session=stale", "forged")
	if s.token != "" || s.cookie != "" {
		t.Fatalf("visitor: renderer saw token %q, cookies %q", s.token, s.cookie)
	}
	if cc := rec.Header().Get("Cache-Control"); cc != "public, max-age=600" {
		t.Fatalf("visitor page Cache-Control %q: the renderer's", cc)
	}
}
