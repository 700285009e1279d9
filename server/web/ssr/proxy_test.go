package ssr

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"artmarket/server/platform/security"
)

const shellHTML = `<!doctype html><html><head><meta property="csp-nonce" /><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`

func newProxy(t *testing.T, addr string, timeout time.Duration) http.Handler {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(shellHTML), 0o644); err != nil {
		t.Fatal(err)
	}
	p := &Proxy{
		Addr:    func() string { return addr },
		Timeout: timeout,
		Shell:   &Shell{Path: filepath.Join(dir, "index.html")},
		Log:     slog.New(slog.NewTextHandler(io.Discard, nil)),
	}
	return security.Headers(p)
}

func renderer(t *testing.T, h http.HandlerFunc) string {
	t.Helper()
	s := httptest.NewServer(h)
	t.Cleanup(s.Close)
	return strings.TrimPrefix(s.URL, "http://")
}

func serve(h http.Handler, path string) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
	return rec
}

func TestProxyPassesStatusBodyAndNonce(t *testing.T) {
	var gotNonce, gotPath string
	addr := renderer(t, func(w http.ResponseWriter, r *http.Request) {
		gotNonce, gotPath = r.Header.Get("X-CSP-Nonce"), r.URL.RequestURI()
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.WriteHeader(http.StatusNotFound)
		_, _ = io.WriteString(w, "<html>404 "+gotNonce+"</html>")
	})
	rec := serve(newProxy(t, addr, time.Second), "/nope?x=1")
	if rec.Code != http.StatusNotFound || rec.Header().Get("X-Render") != "ssr" {
		t.Fatalf("status %d, X-Render %q", rec.Code, rec.Header().Get("X-Render"))
	}
	if gotPath != "/nope?x=1" || gotNonce == "" {
		t.Fatalf("renderer saw path %q nonce %q", gotPath, gotNonce)
	}
	if !strings.Contains(rec.Header().Get("Content-Security-Policy"), "'nonce-"+gotNonce+"'") {
		t.Fatal("the CSP header and the renderer's nonce differ")
	}
	if !strings.Contains(rec.Body.String(), gotNonce) {
		t.Fatal("body not passed through")
	}
}

func TestShellWhenRendererIsDownSlowOrFailing(t *testing.T) {
	slow := renderer(t, func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-time.After(2 * time.Second):
		case <-r.Context().Done():
		}
	})
	failing := renderer(t, func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "boom", http.StatusInternalServerError)
	})
	for name, c := range map[string]struct {
		addr   string
		reason string
	}{
		"down":    {"", "renderer-down"},
		"refused": {"127.0.0.1:1", "renderer-error"},
		"slow":    {slow, "renderer-timeout"},
		"5xx":     {failing, "renderer-5xx"},
	} {
		t.Run(name, func(t *testing.T) {
			start := time.Now()
			rec := serve(newProxy(t, c.addr, 200*time.Millisecond), "/artworks")
			if time.Since(start) > 1500*time.Millisecond {
				t.Fatalf("the shell took %s", time.Since(start))
			}
			if rec.Code != http.StatusOK || rec.Header().Get("X-Render") != "shell; reason="+c.reason {
				t.Fatalf("status %d X-Render %q", rec.Code, rec.Header().Get("X-Render"))
			}
			csp := rec.Header().Get("Content-Security-Policy")
			nonce := strings.TrimSuffix(strings.SplitN(strings.SplitN(csp, "'nonce-", 2)[1], "'", 2)[0], "'")
			body := rec.Body.String()
			if !strings.Contains(body, `<script nonce="`+nonce+`" type="module"`) || !strings.Contains(body, `<meta property="csp-nonce" nonce="`+nonce+`"`) {
				t.Fatalf("shell scripts lack the nonce %q: %s", nonce, body)
			}
		})
	}
}

func TestStaticAssetsAreImmutableAndPrecompressed(t *testing.T) {
	dir := t.TempDir()
	_ = os.MkdirAll(filepath.Join(dir, "assets"), 0o755)
	_ = os.WriteFile(filepath.Join(dir, "assets", "app-abc.js"), []byte("console.log(1)"), 0o644)
	_ = os.WriteFile(filepath.Join(dir, "assets", "app-abc.js.br"), []byte("BROTLI"), 0o644)
	_ = os.WriteFile(filepath.Join(dir, "robots.txt"), []byte("User-agent: *"), 0o644)
	s := Static{Root: dir}
	req := httptest.NewRequest("GET", "/assets/app-abc.js", nil)
	req.Header.Set("Accept-Encoding", "gzip, br")
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, req)
	if rec.Header().Get("Cache-Control") != "public, max-age=31536000, immutable" ||
		rec.Header().Get("Content-Encoding") != "br" || rec.Body.String() != "BROTLI" ||
		!strings.HasPrefix(rec.Header().Get("Content-Type"), "text/javascript") {
		t.Fatalf("headers %v body %q", rec.Header(), rec.Body.String())
	}
	if !s.Has("/robots.txt") || s.Has("/index.html") || s.Has("/../etc/passwd") || s.Has("/assets") {
		t.Fatal("Has() wrong")
	}
}

func TestProxySendsThePolicyAndTheClientConfig(t *testing.T) {
	var gotPolicy, gotConfig string
	addr := renderer(t, func(w http.ResponseWriter, r *http.Request) {
		gotPolicy, gotConfig = r.Header.Get("X-CSP-Policy"), r.Header.Get("X-App-Config")
		_, _ = io.WriteString(w, "<html></html>")
	})
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(shellHTML), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		config ClientConfig
		want   string
	}{{ClientConfig{}, `{}`}, {ClientConfig{AnalyticsSiteID: "0123abcd"}, `{"analyticsSiteId":"0123abcd"}`}} {
		p := &Proxy{
			Addr: func() string { return addr }, Timeout: time.Second, Config: c.config,
			Shell: &Shell{Path: filepath.Join(dir, "index.html")}, Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
		}
		// A visitor cannot supply either header: only an allowlist is forwarded.
		req := httptest.NewRequest("GET", "/csp-test", nil)
		req.Header.Set("X-App-Config", `{"analyticsSiteId":"evil"}`)
		req.Header.Set("X-CSP-Policy", "script-src *")
		rec := httptest.NewRecorder()
		security.Headers(p).ServeHTTP(rec, req)
		if gotPolicy == "" || gotPolicy != rec.Header().Get("Content-Security-Policy") {
			t.Fatalf("renderer saw policy %q, the answer carries %q", gotPolicy, rec.Header().Get("Content-Security-Policy"))
		}
		if gotConfig != c.want {
			t.Fatalf("renderer saw config %q, want %q", gotConfig, c.want)
		}
		// The client-only shell carries the same configuration.
		p.Addr = func() string { return "" }
		body := serve(security.Headers(p), "/").Body.String()
		if !strings.Contains(body, `<script id="__APP_CONFIG__" type="application/json">`+c.want+`</script></head>`) {
			t.Fatalf("shell lacks the config %s: %s", c.want, body)
		}
	}
}

func TestProxyNamesThePublicURL(t *testing.T) {
	got := make(chan [2]string, 2)
	addr := renderer(t, func(w http.ResponseWriter, r *http.Request) {
		got <- [2]string{r.Header.Get("X-Public-Url"), r.Header.Get("X-Forwarded-Host")}
		_, _ = io.WriteString(w, "<html></html>")
	})
	p := newProxy(t, addr, time.Second)
	serve(p, "/artworks")
	if h := <-got; h[0] != "" || h[1] != "example.com" {
		t.Fatalf("without PUBLIC_URL the renderer saw X-Public-Url %q, X-Forwarded-Host %q", h[0], h[1])
	}
	dir := t.TempDir()
	_ = os.WriteFile(filepath.Join(dir, "index.html"), []byte(shellHTML), 0o644)
	withURL := &Proxy{
		Addr: func() string { return addr }, Timeout: time.Second, PublicURL: "https://art.example",
		Shell: &Shell{Path: filepath.Join(dir, "index.html")}, Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
	}
	serve(withURL, "/artworks")
	if h := <-got; h[0] != "https://art.example" {
		t.Fatalf("with PUBLIC_URL the renderer saw X-Public-Url %q", h[0])
	}
}
