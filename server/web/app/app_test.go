package app

import (
	"compress/gzip"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"artmarket/server/platform/config"
)

func newTestApp(t *testing.T) *App {
	t.Helper()
	dist := t.TempDir()
	_ = os.MkdirAll(filepath.Join(dist, "client", "assets"), 0o755)
	_ = os.WriteFile(filepath.Join(dist, "client", "index.html"),
		[]byte(`<html><head><meta property="csp-nonce" /></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`), 0o644)
	_ = os.WriteFile(filepath.Join(dist, "client", "assets", "app.js"), []byte("1"), 0o644)
	cfg, err := config.Load(nil)
	if err != nil {
		t.Fatal(err)
	}
	cfg.DataDir, cfg.ClientDist, cfg.Seed, cfg.DatabaseURL, cfg.RedisURL = t.TempDir(), dist, false, "", ""
	a, err := New(context.Background(), cfg, slog.New(slog.NewTextHandler(io.Discard, nil)), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(a.Close)
	return a
}

func get(t *testing.T, h http.Handler, path string) *httptest.ResponseRecorder {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
	return rec
}

func TestFrontDoorRoutes(t *testing.T) {
	a := newTestApp(t)
	h := a.Handler

	if rec := get(t, h, "/healthz"); rec.Code != 200 {
		t.Fatalf("/healthz: %d", rec.Code)
	}
	if rec := get(t, h, "/readyz"); rec.Code != 200 || !strings.Contains(rec.Body.String(), `"ready"`) {
		t.Fatalf("/readyz: %d %s", rec.Code, rec.Body)
	}
	// The renderer is not started in this test: full readiness waits for it.
	if rec := get(t, h, "/readyz?full=1"); rec.Code != http.StatusServiceUnavailable {
		t.Fatalf("/readyz?full=1 without a renderer: %d", rec.Code)
	}

	rec := get(t, h, "/api/no/such/thing")
	var env struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil || rec.Code != 404 || env.Code != 404 || env.Message != "接口不存在" {
		t.Fatalf("unknown /api path: %d %s", rec.Code, rec.Body)
	}

	// Pages fall back to the shell while the renderer is down, with the nonce.
	rec = get(t, h, "/artworks")
	csp := rec.Header().Get("Content-Security-Policy")
	if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("X-Render"), "shell") || !strings.Contains(csp, "'strict-dynamic'") {
		t.Fatalf("page without renderer: %d %v", rec.Code, rec.Header())
	}
	if !strings.Contains(rec.Body.String(), `<script nonce="`) {
		t.Fatalf("shell without nonce: %s", rec.Body)
	}

	if rec := get(t, h, "/assets/app.js"); rec.Code != 200 || !strings.Contains(rec.Header().Get("Cache-Control"), "immutable") {
		t.Fatalf("asset: %d %v", rec.Code, rec.Header())
	}
	if rec := get(t, h, "/assets/missing.js"); rec.Code != 404 {
		t.Fatalf("missing asset: %d", rec.Code)
	}

	// robots.txt and the sitemap come from package seo, not from the renderer.
	if rec := get(t, h, "/robots.txt"); rec.Code != 200 || !strings.Contains(rec.Body.String(), "Disallow: /member/") ||
		!strings.Contains(rec.Body.String(), "Sitemap: http://example.com/sitemap.xml") {
		t.Fatalf("/robots.txt: %d %s", rec.Code, rec.Body)
	}
	if rec := get(t, h, "/sitemap.xml"); rec.Code != 200 || !strings.Contains(rec.Body.String(), "<loc>http://example.com/artworks</loc>") {
		t.Fatalf("/sitemap.xml: %d %s", rec.Code, rec.Body)
	}

	// /member is the member home's address too: a redirect, not a 404.
	for _, path := range []string{"/member", "/member/"} {
		if rec := get(t, h, path); rec.Code != http.StatusFound || rec.Header().Get("Location") != "/member/profile" {
			t.Fatalf("%s: %d %v", path, rec.Code, rec.Header())
		}
	}

	// GraphQL answers on the same door.
	req := httptest.NewRequest("POST", "/graphql", strings.NewReader(`{"query":"{ artworks(first: 1) { totalCount } }"}`))
	req.Header.Set("Content-Type", "application/json")
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"totalCount":0`) {
		t.Fatalf("graphql: %d %s", rec.Code, rec.Body)
	}
}

func TestLoopback(t *testing.T) {
	for in, want := range map[string]string{":8080": "127.0.0.1:8080", "0.0.0.0:9": "127.0.0.1:9", "127.0.0.1:5": "127.0.0.1:5"} {
		if got := loopback(in); got != want {
			t.Errorf("loopback(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestAnalyticsSiteIDReachesThePageAndThePolicy(t *testing.T) {
	t.Setenv("ANALYTICS_SITE_ID", "")
	rec := get(t, newTestApp(t).Handler, "/artworks") // no renderer here: the shell
	if csp := rec.Header().Get("Content-Security-Policy"); strings.Contains(csp, "hm.baidu.com") {
		t.Fatalf("analytics host in the default policy: %s", csp)
	}
	if !strings.Contains(rec.Body.String(), `<script id="__APP_CONFIG__" type="application/json">{}</script>`) {
		t.Fatalf("shell without the empty config: %s", rec.Body)
	}

	t.Setenv("ANALYTICS_SITE_ID", "0123456789abcdef0123456789abcdef")
	rec = get(t, newTestApp(t).Handler, "/artworks")
	csp := rec.Header().Get("Content-Security-Policy")
	if !strings.Contains(csp, "img-src 'self' data: blob: https://hm.baidu.com") || !strings.Contains(csp, "connect-src 'self' https://hm.baidu.com") {
		t.Fatalf("policy does not admit the beacon: %s", csp)
	}
	if !strings.Contains(rec.Body.String(), `{"analyticsSiteId":"0123456789abcdef0123456789abcdef"}`) {
		t.Fatalf("shell lacks the site id: %s", rec.Body)
	}
}

// The front door gzips text for clients that accept it: pages (here the
// shell, no renderer running), GraphQL answers; pictures never.
func TestFrontDoorCompressesText(t *testing.T) {
	a := newTestApp(t)
	for _, c := range []struct {
		method, path, body string
	}{
		{"GET", "/artworks", ""},
		{"POST", "/graphql", `{"query":"{ artworks(first: 30) { edges { node { id title } } } }"}`},
	} {
		req := httptest.NewRequest(c.method, c.path, strings.NewReader(c.body))
		req.Header.Set("Accept-Encoding", "gzip, deflate, br")
		if c.body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		rec := httptest.NewRecorder()
		a.Handler.ServeHTTP(rec, req)
		if rec.Code != 200 || rec.Header().Get("Content-Encoding") != "gzip" {
			t.Fatalf("%s %s: %d, encoding %q", c.method, c.path, rec.Code, rec.Header().Get("Content-Encoding"))
		}
		zr, err := gzip.NewReader(rec.Body)
		if err != nil {
			t.Fatalf("%s: %v", c.path, err)
		}
		if b, _ := io.ReadAll(zr); len(b) == 0 {
			t.Fatalf("%s: empty", c.path)
		}
	}
}
