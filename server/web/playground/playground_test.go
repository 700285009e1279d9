package playground_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"artmarket/server/web/playground"
)

// A page shaped like Vite's output, plus a tag that already has a nonce.
const indexHTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <title>GraphiQL</title>
    <script type="module" crossorigin src="/graphiql/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/graphiql/assets/runtime-def456.js">
    <link rel="stylesheet" crossorigin href="/graphiql/assets/index-789.css">
    <SCRIPT nonce="stale" src="/graphiql/assets/extra.js"></SCRIPT>
  </head>
  <body><div id="graphiql"></div></body>
</html>
`

func fakeDist(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	write(t, filepath.Join(dir, "index.html"), indexHTML)
	write(t, filepath.Join(dir, "assets", "index-abc123.js"), "console.log('graphiql')")
	write(t, filepath.Join(dir, "assets", "index-789.css"), "body{margin:0}")
	write(t, filepath.Join(dir, "assets", "nested", "chunk.js"), "export {}")
	write(t, filepath.Join(dir, "secret.txt"), "not an asset")
	return dir
}

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

func get(t *testing.T, h http.Handler, method, target string) *httptest.ResponseRecorder {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(method, target, nil))
	return rec
}

func fixedNonce(n string) func(*http.Request) string {
	return func(*http.Request) string { return n }
}

const nonce = "dGVzdG5vbmNlMTIzNDU2Nw"

func TestIndexGetsNonce(t *testing.T) {
	h := playground.Handler(fakeDist(t), fixedNonce(nonce))
	for _, target := range []string{"/graphiql", "/graphiql/", "/graphiql/index.html"} {
		rec := get(t, h, "GET", target)
		if rec.Code != 200 {
			t.Fatalf("%s: status %d", target, rec.Code)
		}
		body := rec.Body.String()
		hd := rec.Header()
		if hd.Get("Content-Type") != "text/html; charset=utf-8" || hd.Get("Cache-Control") != "no-store" {
			t.Errorf("%s: headers %v", target, hd)
		}
		if got := hd.Get("Content-Security-Policy"); got != playground.CSP(nonce) {
			t.Errorf("%s: CSP = %q", target, got)
		}
		// Every script and link tag carries exactly the request's nonce.
		tags := regexp.MustCompile(`(?i)<(script|link)\b[^>]*>`).FindAllString(body, -1)
		if len(tags) != 4 {
			t.Fatalf("%s: %d script/link tags in %s", target, len(tags), body)
		}
		for _, tag := range tags {
			if strings.Count(tag, "nonce=") != 1 || !strings.Contains(tag, `nonce="`+nonce+`"`) {
				t.Errorf("%s: tag without the nonce: %s", target, tag)
			}
		}
		if strings.Contains(body, "stale") {
			t.Errorf("%s: stale nonce kept", target)
		}
		meta := `<meta property="csp-nonce" nonce="` + nonce + `">`
		if strings.Count(body, meta) != 1 || strings.Index(body, meta) > strings.Index(body, "<script") {
			t.Errorf("%s: csp-nonce meta missing or after the scripts:\n%s", target, body)
		}
		if !strings.Contains(body, `<div id="graphiql"></div>`) {
			t.Errorf("%s: page body altered", target)
		}
	}
}

func TestNoncePerRequest(t *testing.T) {
	n := 0
	h := playground.Handler(fakeDist(t), func(*http.Request) string {
		n++
		return strings.Repeat(string(rune('A'+n)), 22)
	})
	a, b := get(t, h, "GET", "/graphiql").Body.String(), get(t, h, "GET", "/graphiql").Body.String()
	if !strings.Contains(a, strings.Repeat("B", 22)) || !strings.Contains(b, strings.Repeat("C", 22)) {
		t.Fatalf("nonces not per request:\n%s\n%s", a, b)
	}
}

func TestBadOrMissingNonceReplaced(t *testing.T) {
	dist := fakeDist(t)
	for name, fn := range map[string]func(*http.Request) string{
		"nil":       nil,
		"empty":     fixedNonce(""),
		"injection": fixedNonce(`x"><script>alert(1)</script>`),
		"short":     fixedNonce("abc"),
	} {
		rec := get(t, playground.Handler(dist, fn), "GET", "/graphiql")
		body := rec.Body.String()
		if rec.Code != 200 || strings.Contains(body, "alert(1)") {
			t.Fatalf("%s: status %d, body %s", name, rec.Code, body)
		}
		m := regexp.MustCompile(`<meta property="csp-nonce" nonce="([A-Za-z0-9+/]{22})">`).FindStringSubmatch(body)
		if m == nil {
			t.Fatalf("%s: no generated nonce in %s", name, body)
		}
		if rec.Header().Get("Content-Security-Policy") != playground.CSP(m[1]) {
			t.Fatalf("%s: CSP does not use the generated nonce %s", name, m[1])
		}
	}
}

func TestExistingMetaReplaced(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "index.html"),
		`<html><head><meta property="csp-nonce" nonce="PLACEHOLDER"><script type="module" nonce="PLACEHOLDER" src="/graphiql/assets/a.js"></script></head></html>`)
	body := get(t, playground.Handler(dir, fixedNonce(nonce)), "GET", "/graphiql").Body.String()
	want := `<html><head><meta property="csp-nonce" nonce="` + nonce + `"><script nonce="` + nonce + `" type="module" src="/graphiql/assets/a.js"></script></head></html>`
	if body != want {
		t.Fatalf("got\n%s\nwant\n%s", body, want)
	}
}

func TestHead(t *testing.T) {
	rec := get(t, playground.Handler(fakeDist(t), fixedNonce(nonce)), "HEAD", "/graphiql")
	if rec.Code != 200 || rec.Body.Len() != 0 || rec.Header().Get("Content-Length") == "" {
		t.Fatalf("HEAD: %d, %d bytes, Content-Length %q", rec.Code, rec.Body.Len(), rec.Header().Get("Content-Length"))
	}
}

func TestMethodNotAllowed(t *testing.T) {
	rec := get(t, playground.Handler(fakeDist(t), nil), "POST", "/graphiql")
	if rec.Code != 405 || rec.Header().Get("Allow") != "GET, HEAD" {
		t.Fatalf("POST: %d Allow %q", rec.Code, rec.Header().Get("Allow"))
	}
}

func TestNotBuilt(t *testing.T) {
	h := playground.Handler(filepath.Join(t.TempDir(), "missing"), nil)
	rec := get(t, h, "GET", "/graphiql")
	if rec.Code != 503 {
		t.Fatalf("status %d, want 503", rec.Code)
	}
	if ct := rec.Header().Get("Content-Type"); ct != "text/plain; charset=utf-8" {
		t.Fatalf("Content-Type %q", ct)
	}
	if body := rec.Body.String(); !strings.Contains(body, "make build") || !strings.Contains(body, "尚未构建") {
		t.Fatalf("body %q does not say how to build", body)
	}
	if rec.Header().Get("Cache-Control") != "no-store" {
		t.Fatal("503 page may be cached")
	}
	if rec := get(t, h, "GET", "/graphiql/assets/index.js"); rec.Code != 404 {
		t.Fatalf("asset of a missing build: %d", rec.Code)
	}
}

func TestAssets(t *testing.T) {
	h := playground.Handler(fakeDist(t), nil)
	for target, ct := range map[string]string{
		"/graphiql/assets/index-abc123.js": "text/javascript; charset=utf-8",
		"/graphiql/assets/index-789.css":   "text/css; charset=utf-8",
		"/graphiql/assets/nested/chunk.js": "text/javascript; charset=utf-8",
	} {
		rec := get(t, h, "GET", target)
		if rec.Code != 200 {
			t.Fatalf("%s: %d", target, rec.Code)
		}
		if got := rec.Header().Get("Cache-Control"); got != "public, max-age=31536000, immutable" {
			t.Errorf("%s: Cache-Control %q", target, got)
		}
		if got := rec.Header().Get("Content-Type"); got != ct {
			t.Errorf("%s: Content-Type %q, want %q", target, got, ct)
		}
		if rec.Header().Get("Content-Security-Policy") != "" {
			t.Errorf("%s: assets need no CSP of their own", target)
		}
	}
	for _, target := range []string{
		"/graphiql/assets/missing.js",
		"/graphiql/assets/",
		"/graphiql/assets/nested",
		"/graphiql/assets/nested/",
		"/graphiql/assets/../secret.txt",
		"/graphiql/assets/..%2fsecret.txt",
		"/graphiql/assets/nested/../../secret.txt",
		"/graphiql/secret.txt",
		"/graphiql/other",
		"/graphiqlx",
		"/elsewhere",
	} {
		req := httptest.NewRequest("GET", "/", nil)
		req.URL.Path = target // unclean on purpose: the handler must not rely on the mux
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != 404 {
			t.Errorf("%s: status %d, want 404", target, rec.Code)
		}
		if strings.Contains(rec.Body.String(), "not an asset") {
			t.Errorf("%s: served a file outside assets/", target)
		}
		if strings.Contains(rec.Header().Get("Cache-Control"), "immutable") {
			t.Errorf("%s: a 404 marked immutable", target)
		}
	}
}

func TestRebuildPickedUp(t *testing.T) {
	dir := fakeDist(t)
	h := playground.Handler(dir, fixedNonce(nonce))
	if body := get(t, h, "GET", "/graphiql").Body.String(); !strings.Contains(body, "index-abc123.js") {
		t.Fatal("first build not served")
	}
	file := filepath.Join(dir, "index.html")
	write(t, file, strings.ReplaceAll(indexHTML, "index-abc123.js", "index-new999.js"))
	later := time.Now().Add(2 * time.Second)
	if err := os.Chtimes(file, later, later); err != nil {
		t.Fatal(err)
	}
	if body := get(t, h, "GET", "/graphiql").Body.String(); !strings.Contains(body, "index-new999.js") {
		t.Fatal("rebuilt index.html not picked up")
	}
	if err := os.Remove(file); err != nil {
		t.Fatal(err)
	}
	if rec := get(t, h, "GET", "/graphiql"); rec.Code != 503 {
		t.Fatalf("removed build: status %d, want 503", rec.Code)
	}
}

func TestCSP(t *testing.T) {
	csp := playground.CSP("N0nce")
	for _, want := range []string{
		"script-src 'nonce-N0nce' 'strict-dynamic'",
		"style-src 'self' 'nonce-N0nce'",
		"font-src 'self' data:",
		"connect-src 'self'",
		"object-src 'none'",
		"base-uri 'none'",
		"frame-ancestors 'none'",
	} {
		if !strings.Contains(csp, want) {
			t.Errorf("CSP lacks %q: %s", want, csp)
		}
	}
	for _, bad := range []string{"unsafe-inline", "unsafe-eval", "http:", "https:", "*"} {
		if strings.Contains(csp, bad) {
			t.Errorf("CSP contains %q: %s", bad, csp)
		}
	}
}

// TestRealBuild checks dist/graphiql when it has been built: every script
// and link gets the nonce and every asset the page names is served.
func TestRealBuild(t *testing.T) {
	dist := filepath.Join("..", "..", "..", "dist", "graphiql")
	if _, err := os.Stat(filepath.Join(dist, "index.html")); err != nil {
		t.Skip("dist/graphiql not built (npx vite build --config client/graphiql/vite.config.ts)")
	}
	h := playground.Handler(dist, fixedNonce(nonce))
	body := get(t, h, "GET", "/graphiql").Body.String()
	if !strings.Contains(body, `<meta property="csp-nonce" nonce="`+nonce+`">`) {
		t.Fatalf("no csp-nonce meta:\n%s", body)
	}
	for _, tag := range regexp.MustCompile(`<(script|link)\b[^>]*>`).FindAllString(body, -1) {
		if !strings.Contains(tag, `nonce="`+nonce+`"`) {
			t.Errorf("tag without nonce: %s", tag)
		}
	}
	refs := regexp.MustCompile(`(?:src|href)="(/graphiql/assets/[^"]+)"`).FindAllStringSubmatch(body, -1)
	if len(refs) == 0 {
		t.Fatalf("no assets referenced:\n%s", body)
	}
	for _, m := range refs {
		rec := get(t, h, "GET", m[1])
		if rec.Code != 200 {
			t.Errorf("%s: %d", m[1], rec.Code)
		}
		if b, _ := io.ReadAll(rec.Body); len(b) == 0 {
			t.Errorf("%s: empty", m[1])
		}
	}
	if regexp.MustCompile(`(?i)(src|href)="https?://`).MatchString(body) {
		t.Errorf("page loads something from another origin:\n%s", body)
	}
}
