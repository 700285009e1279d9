package ssr

import (
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"artmarket/server/platform/cache"
	"artmarket/server/platform/clocktest"
	"artmarket/server/platform/ratelimit"
	"artmarket/server/platform/security"
)

// cachedProxy is a proxy with a page cache in front of a renderer that
// counts its renders.
func cachedProxy(t *testing.T, h http.HandlerFunc, session string) (http.Handler, *PageCache, *clocktest.Clock, *atomic.Int64) {
	t.Helper()
	return limitedProxy(t, h, session, nil)
}

// limitedProxy is cachedProxy with RenderAllowed.
func limitedProxy(t *testing.T, h http.HandlerFunc, session string, allowed func(*http.Request) bool) (http.Handler, *PageCache, *clocktest.Clock, *atomic.Int64) {
	t.Helper()
	var renders atomic.Int64
	addr := renderer(t, func(w http.ResponseWriter, r *http.Request) {
		renders.Add(1)
		h(w, r)
	})
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(shellHTML), 0o644); err != nil {
		t.Fatal(err)
	}
	clk := clocktest.New(time.Date(2026, 5, 1, 0, 0, 0, 0, time.UTC))
	pc := &PageCache{
		TTL: 5 * time.Second, Stale: time.Minute, NotFoundTTL: time.Second, Now: clk.Now,
		Skip: func(path string) bool { return strings.HasPrefix(path, "/member/") },
	}
	p := &Proxy{
		Addr: func() string { return addr }, Timeout: time.Second,
		Shell: &Shell{Path: filepath.Join(dir, "index.html")},
		Log:   slog.New(slog.NewTextHandler(io.Discard, nil)),
		Cache: pc,
		Session: func(http.ResponseWriter, *http.Request) string {
			return session
		},
		RenderAllowed: allowed,
	}
	return security.Headers(p), pc, clk, &renders
}

// page writes a document with the nonce on a script, and a seller's text.
func page(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "private, no-cache")
	n := r.Header.Get("X-CSP-Nonce")
	_, _ = io.WriteString(w, `<html><head><script nonce="`+n+`">1</script></head><body><p>卖家写的: nonce="abc" pcm0000</p>`+
		`<script nonce="`+n+`" type="application/json">{"n":"`+n+`"}</script></body></html>`)
}

var nonceAttr = regexp.MustCompile(`nonce="([^"]*)"`)

// nonces are the nonce attributes of a served page, and its header's.
func nonces(rec *httptest.ResponseRecorder) (attrs []string, header string) {
	for _, m := range nonceAttr.FindAllStringSubmatch(rec.Body.String(), -1) {
		attrs = append(attrs, m[1])
	}
	if m := regexp.MustCompile(`'nonce-([^']+)'`).FindStringSubmatch(rec.Header().Get("Content-Security-Policy")); m != nil {
		header = m[1]
	}
	return attrs, header
}

func TestPageCacheServesAnonymousPagesWithAFreshNoncePerResponse(t *testing.T) {
	h, cache, _, renders := cachedProxy(t, page, "")
	first := serve(h, "/artworks?page=2")
	second := serve(h, "/artworks?page=2")
	if renders.Load() != 1 {
		t.Fatalf("%d renders for two requests of one page", renders.Load())
	}
	if first.Header().Get("X-Render") != "ssr; cache=miss" || second.Header().Get("X-Render") != "ssr; cache=hit" {
		t.Fatalf("X-Render %q then %q", first.Header().Get("X-Render"), second.Header().Get("X-Render"))
	}
	a1, h1 := nonces(first)
	a2, h2 := nonces(second)
	if h1 == "" || h1 == h2 {
		t.Fatalf("header nonces %q and %q", h1, h2)
	}
	// Each answer carries its own header's nonce on its scripts; the seller's text is as written.
	if len(a1) != 3 || a1[0] != h1 || a1[2] != h1 || len(a2) != 3 || a2[0] != h2 || a2[2] != h2 {
		t.Fatalf("nonces %v (%s), %v (%s)", a1, h1, a2, h2)
	}
	for _, rec := range []*httptest.ResponseRecorder{first, second} {
		body := rec.Body.String()
		if !strings.Contains(body, `卖家写的: nonce="abc" pcm0000`) || strings.Contains(body, cache.marker) {
			t.Fatalf("body %s", body)
		}
		if !strings.Contains(body, `{"n":"`+nonceOf(rec)+`"}`) {
			t.Fatalf("the JSON's nonce was not replaced: %s", body)
		}
	}
	// Another query string is another page.
	serve(h, "/artworks?page=3")
	if renders.Load() != 2 {
		t.Fatalf("%d renders after a third request of another page", renders.Load())
	}
}

func nonceOf(rec *httptest.ResponseRecorder) string {
	_, h := nonces(rec)
	return h
}

func TestPageCacheNeverKeepsMembersPagesOrWhatMayNotBeShared(t *testing.T) {
	cases := map[string]struct {
		session string
		path    string
		handler http.HandlerFunc
	}{
		"a member's page": {session: "tok", path: "/artworks", handler: page},
		"a member route":  {path: "/member/profile", handler: page},
		"a redirect": {path: "/login-first", handler: func(w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, "/login", http.StatusFound)
		}},
		"a cookie": {path: "/artworks", handler: func(w http.ResponseWriter, r *http.Request) {
			http.SetCookie(w, &http.Cookie{Name: "x", Value: "1"})
			page(w, r)
		}},
		"no-store": {path: "/artworks", handler: func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Cache-Control", "no-store")
			_, _ = io.WriteString(w, "<html>x</html>")
		}},
		"a renderer error": {path: "/artworks", handler: func(w http.ResponseWriter, r *http.Request) {
			http.Error(w, "boom", http.StatusInternalServerError)
		}},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			h, cache, _, renders := cachedProxy(t, tc.handler, tc.session)
			serve(h, tc.path)
			rec := serve(h, tc.path)
			if renders.Load() != 2 || cache.Len() != 0 {
				t.Fatalf("%d renders, %d kept", renders.Load(), cache.Len())
			}
			if strings.Contains(rec.Body.String(), cache.marker) {
				t.Fatalf("marker leaked: %s", rec.Body)
			}
			if tc.session != "" && rec.Header().Get("Cache-Control") != memberCacheControl {
				t.Fatalf("member page Cache-Control %q", rec.Header().Get("Cache-Control"))
			}
		})
	}
}

func TestPageCacheKeepsA404Briefly(t *testing.T) {
	h, _, clk, renders := cachedProxy(t, func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNotFound)
		page(w, r)
	}, "")
	if rec := serve(h, "/nope"); rec.Code != http.StatusNotFound {
		t.Fatalf("status %d", rec.Code)
	}
	serve(h, "/nope")
	if renders.Load() != 1 {
		t.Fatalf("%d renders", renders.Load())
	}
	clk.Advance(1100 * time.Millisecond) // past NotFoundTTL: no stale 404
	if rec := serve(h, "/nope"); rec.Header().Get("X-Render") != "ssr; cache=miss" || renders.Load() != 2 {
		t.Fatalf("after its life: %q, %d renders", rec.Header().Get("X-Render"), renders.Load())
	}
}

func TestPageCacheRendersOncePerPageForConcurrentMisses(t *testing.T) {
	release := make(chan struct{})
	h, _, _, renders := cachedProxy(t, func(w http.ResponseWriter, r *http.Request) {
		<-release
		page(w, r)
	}, "")
	var wg sync.WaitGroup
	recs := make([]*httptest.ResponseRecorder, 20)
	for i := range recs {
		wg.Add(1)
		go func() { defer wg.Done(); recs[i] = serve(h, "/") }()
	}
	time.Sleep(50 * time.Millisecond) // let them queue on the one render (not a timing assertion)
	close(release)
	wg.Wait()
	if renders.Load() != 1 {
		t.Fatalf("%d renders for 20 concurrent requests", renders.Load())
	}
	seen := map[string]bool{}
	for _, rec := range recs {
		a, hdr := nonces(rec)
		if rec.Code != 200 || len(a) != 3 || a[0] != hdr || seen[hdr] {
			t.Fatalf("answer %d nonces %v header %q", rec.Code, a, hdr)
		}
		seen[hdr] = true
	}
}

func TestPageCacheServesStaleWhileOneRequestRerenders(t *testing.T) {
	var version atomic.Int64
	version.Store(1)
	rendered := make(chan struct{}, 10)
	hold := make(chan struct{}) // the re-render waits for it: the stale answers come first
	h, _, clk, renders := cachedProxy(t, func(w http.ResponseWriter, r *http.Request) {
		if version.Load() == 2 {
			<-hold
		}
		_, _ = io.WriteString(w, "<html>v"+string(rune('0'+version.Load()))+"</html>")
		rendered <- struct{}{}
	}, "")
	serve(h, "/")
	<-rendered
	version.Store(2)
	clk.Advance(6 * time.Second) // stale
	for range 3 {
		if rec := serve(h, "/"); rec.Body.String() != "<html>v1</html>" || rec.Header().Get("X-Render") != "ssr; cache=stale" {
			t.Fatalf("stale answer %q %q", rec.Body, rec.Header().Get("X-Render"))
		}
	}
	close(hold)
	<-rendered // the one background render
	deadline := time.Now().Add(5 * time.Second)
	for {
		rec := serve(h, "/")
		if rec.Body.String() == "<html>v2</html>" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the background render was never stored")
		}
		time.Sleep(5 * time.Millisecond)
	}
	if n := renders.Load(); n != 2 {
		t.Fatalf("%d renders: stale answers must share one re-render", n)
	}
	clk.Advance(2 * time.Minute) // past stale: a miss again
	if rec := serve(h, "/"); rec.Header().Get("X-Render") != "ssr; cache=miss" {
		t.Fatalf("after the stale window: %q", rec.Header().Get("X-Render"))
	}
}

func TestPageCachePurgeDropsPagesAndARenderBegunBefore(t *testing.T) {
	release := make(chan struct{})
	var block atomic.Bool
	h, cache, _, renders := cachedProxy(t, func(w http.ResponseWriter, r *http.Request) {
		if block.Load() {
			<-release
		}
		page(w, r)
	}, "")
	serve(h, "/artist/1")
	cache.Purge()
	serve(h, "/artist/1")
	if renders.Load() != 2 {
		t.Fatalf("%d renders: a purge must drop the page", renders.Load())
	}
	// A render that began before a purge is not stored.
	cache.Purge()
	block.Store(true)
	done := make(chan struct{})
	go func() { serve(h, "/artist/1"); close(done) }()
	for renders.Load() != 3 {
		time.Sleep(time.Millisecond)
	}
	cache.Purge()
	close(release)
	<-done
	if cache.Len() != 0 {
		t.Fatal("a render begun before the purge was stored")
	}
}

func TestPageCacheServesTheShellWhenTheRendererFails(t *testing.T) {
	h, cache, _, _ := cachedProxy(t, func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(1500 * time.Millisecond) // past the proxy's 1 s
		page(w, r)
	}, "")
	rec := serve(h, "/")
	if !strings.HasPrefix(rec.Header().Get("X-Render"), "shell; reason=renderer-timeout") || cache.Len() != 0 {
		t.Fatalf("X-Render %q, %d kept", rec.Header().Get("X-Render"), cache.Len())
	}
}

func TestPageCacheIsBoundedInBytes(t *testing.T) {
	h, cache, _, _ := cachedProxy(t, page, "")
	cache.init()
	cache.MaxBytes = 600
	for _, p := range []string{"/a", "/b", "/c", "/d"} {
		serve(h, p)
	}
	if n := cache.Len(); n == 0 || n > 3 {
		t.Fatalf("%d pages kept under a 600-byte bound", n)
	}
}

// A cache hit takes no renderer: it neither waits for a slot nor counts as
// a render in flight, and a kept page is still served while every renderer
// restarts (the shell is only for a miss with no renderer).
func TestPageCacheHitsTakeNoRendererAndOutliveARestart(t *testing.T) {
	addr := renderer(t, page)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(shellHTML), 0o644); err != nil {
		t.Fatal(err)
	}
	var picks atomic.Int64
	var down atomic.Bool
	p := &Proxy{
		Timeout: time.Second,
		Shell:   &Shell{Path: filepath.Join(dir, "index.html")},
		Log:     slog.New(slog.NewTextHandler(io.Discard, nil)),
		Cache:   &PageCache{TTL: 5 * time.Second, Stale: time.Minute},
		Pick: func() (string, func()) {
			picks.Add(1)
			if down.Load() {
				return "", func() {}
			}
			return addr, func() {}
		},
	}
	h := security.Headers(p)
	if rec := serve(h, "/artworks"); rec.Header().Get("X-Render") != "ssr; cache=miss" {
		t.Fatalf("first answer %q", rec.Header().Get("X-Render"))
	}
	down.Store(true)
	for range 5 {
		rec := serve(h, "/artworks")
		if rec.Header().Get("X-Render") != "ssr; cache=hit" || !strings.Contains(rec.Body.String(), "卖家写的") {
			t.Fatalf("a kept page while the renderers restart: %q", rec.Header().Get("X-Render"))
		}
	}
	if n := picks.Load(); n != 1 {
		t.Fatalf("%d renderer picks for one miss and five hits", n)
	}
	// A miss with no renderer: the shell, and nothing kept.
	rec := serve(h, "/artists")
	if !strings.HasPrefix(rec.Header().Get("X-Render"), "shell; reason=renderer-down") {
		t.Fatalf("a miss with no renderer: %q", rec.Header().Get("X-Render"))
	}
}

// One address that asks for page after page nobody asked for (?x=1, ?x=2,
// …) gets the shell once past its renders, from a real limiter counting
// IPv4 addresses and IPv6 /64s; what the cache or a render under way
// answers is never refused, and other addresses still get their renders.
func TestPageCacheBoundsTheRendersOfOneAddress(t *testing.T) {
	lim := &ratelimit.Limiter{Cache: cache.NewMemory()}
	allowed := func(r *http.Request) bool {
		host, _, _ := net.SplitHostPort(r.RemoteAddr)
		res, err := lim.Allow(r.Context(), "render:"+ratelimit.AddressKey(host), 3, time.Minute)
		return err == nil && res.Allowed
	}
	h, _, _, renders := limitedProxy(t, page, "", allowed)
	from := func(addr, path string) *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		req := httptest.NewRequest("GET", path, nil)
		req.RemoteAddr = addr
		h.ServeHTTP(rec, req)
		return rec
	}
	for i := range 10 {
		rec := from("[2001:db8:1:2::"+strconv.Itoa(i+1)+"]:4000", "/artworks?x="+strconv.Itoa(i))
		want := "ssr; cache=miss"
		if i >= 3 {
			want = "shell; reason=render-limit"
		}
		if got := rec.Header().Get("X-Render"); !strings.HasPrefix(got, want) || rec.Code != 200 {
			t.Fatalf("request %d from one /64: %d %q, want %q", i, rec.Code, got, want)
		}
	}
	if renders.Load() != 3 {
		t.Fatalf("%d renders for one /64, want 3", renders.Load())
	}
	// A page kept is still answered to that /64.
	if got := from("[2001:db8:1:2::99]:4000", "/artworks?x=1").Header().Get("X-Render"); got != "ssr; cache=hit" {
		t.Fatalf("a kept page past the limit: %q", got)
	}
	// Another address renders.
	if got := from("198.51.100.7:5000", "/artworks?x=9").Header().Get("X-Render"); got != "ssr; cache=miss" {
		t.Fatalf("another address: %q", got)
	}
	if renders.Load() != 4 {
		t.Fatalf("%d renders", renders.Load())
	}
}

// A request after a purge does not join a render begun before it (which may
// show what the write changed): it starts its own.
func TestPageCachePurgeDetachesARenderUnderWay(t *testing.T) {
	release := make(chan struct{})
	free := sync.OnceFunc(func() { close(release) })
	var block atomic.Bool
	var version atomic.Int64
	h, cache, _, renders := cachedProxy(t, func(w http.ResponseWriter, r *http.Request) {
		v := version.Load()
		if block.Load() {
			<-release
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = io.WriteString(w, "<p>version "+strconv.FormatInt(v, 10)+"</p>")
	}, "")
	t.Cleanup(free) // before the renderer's own (cleanups run last first)
	block.Store(true)
	before := make(chan string, 1)
	go func() { before <- serve(h, "/artwork/1").Body.String() }()
	for renders.Load() != 1 {
		time.Sleep(time.Millisecond)
	}
	// The write: the catalogue changes, the cache is purged.
	version.Store(1)
	cache.Purge()
	block.Store(false)
	answered := make(chan *httptest.ResponseRecorder, 1)
	go func() { answered <- serve(h, "/artwork/1") }()
	var after *httptest.ResponseRecorder
	select {
	case after = <-answered:
	case <-time.After(2 * time.Second):
		t.Fatal("a request after the purge waited for the render begun before it")
	}
	if renders.Load() != 2 || after.Body.String() != "<p>version 1</p>" {
		t.Fatalf("after the purge: %d renders, %q", renders.Load(), after.Body.String())
	}
	free()
	if got := <-before; got != "<p>version 0</p>" {
		t.Fatalf("the request from before the purge got %q", got)
	}
}
