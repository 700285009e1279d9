package ssr

import (
	"context"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"artmarket/server/platform/cache"
	"artmarket/server/platform/cache/cachetest"
	"artmarket/server/platform/clocktest"
)

// sharedServers are two servers' cached proxies (each its own renderer and
// page cache) over one shared second level, both told write count 0.
func sharedServers(t *testing.T, shared cache.Cache, h http.HandlerFunc) (a, b http.Handler, ca, cb *PageCache, ra, rb *atomic.Int64, clkB *clocktest.Clock) {
	t.Helper()
	a, ca, _, ra = cachedProxy(t, h, "")
	b, cb, clkB, rb = cachedProxy(t, h, "")
	for _, c := range []*PageCache{ca, cb} {
		c.Shared = shared
		c.SharedGen(0, c.SharedEpoch())
	}
	return a, b, ca, cb, ra, rb, clkB
}

// testSharedKey is the second level's key of path under gen, for the test
// proxies (all of one shell and configuration: one version).
func testSharedKey(t *testing.T, path string, gen int64) string {
	t.Helper()
	shell := filepath.Join(t.TempDir(), "index.html")
	if err := os.WriteFile(shell, []byte(shellHTML), 0o644); err != nil {
		t.Fatal(err)
	}
	return sharedKey(pageVersion(shell, ClientConfig{}.JSON(), "")+" http://example.com"+path, gen)
}

// idle waits until c has no render, lookup or put under way.
func idle(t *testing.T, c *PageCache) {
	t.Helper()
	for deadline := time.Now().Add(3 * time.Second); c.running.Load() != 0; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("renders still under way after 3s")
		}
	}
}

// held reports whether the second level holds the page of path under gen.
func held(t *testing.T, shared cache.Cache, path string, gen int64) bool {
	t.Helper()
	_, found, err := shared.Get(context.Background(), testSharedKey(t, path, gen))
	if err != nil {
		t.Fatal(err)
	}
	return found
}

func xRender(rec interface{ Header() http.Header }) string { return rec.Header().Get("X-Render") }

func TestPageCacheSharesAPageBetweenServers(t *testing.T) {
	cachetest.Each(t, func(t *testing.T, shared cache.Cache) {
		a, b, ca, cb, ra, rb, _ := sharedServers(t, shared, page)
		first := serve(a, "/artworks?page=2")
		if xRender(first) != "ssr; cache=miss" || ra.Load() != 1 {
			t.Fatalf("server A: X-Render %q, %d renders", xRender(first), ra.Load())
		}
		idle(t, ca)
		if !held(t, shared, "/artworks?page=2", 0) {
			t.Fatal("A's page is not in the shared level")
		}
		other := serve(b, "/artworks?page=2")
		if other.Code != 200 || xRender(other) != "ssr; cache=shared" || rb.Load() != 0 {
			t.Fatalf("server B: %d, X-Render %q, %d renders", other.Code, xRender(other), rb.Load())
		}
		// Server B's own nonce at every place of the nonce, and nothing else changed.
		attrs, header := nonces(other)
		if header == "" || header == nonceOf(first) || len(attrs) != 3 || attrs[0] != header || attrs[2] != header {
			t.Fatalf("nonces %v, header %q (A's %q)", attrs, header, nonceOf(first))
		}
		if want := strings.ReplaceAll(first.Body.String(), nonceOf(first), header); other.Body.String() != want {
			t.Fatalf("B's page differs from A's beyond the nonce:\n%s\n%s", other.Body.String(), want)
		}
		if strings.Contains(other.Body.String(), cb.marker) || strings.Contains(other.Body.String(), ca.marker) {
			t.Fatal("a marker reached the visitor")
		}
		if other.Header().Get("Content-Type") != first.Header().Get("Content-Type") {
			t.Fatalf("Content-Type %q, A's %q", other.Header().Get("Content-Type"), first.Header().Get("Content-Type"))
		}
		// Then it is B's own: a hit.
		if got := xRender(serve(b, "/artworks?page=2")); got != "ssr; cache=hit" || rb.Load() != 0 {
			t.Fatalf("B again: X-Render %q, %d renders", got, rb.Load())
		}
	})
}

func TestPageCacheSharedLevelFollowsTheWriteCount(t *testing.T) {
	shared := cache.NewMemory()
	a, b, ca, cb, ra, rb, _ := sharedServers(t, shared, page)
	serve(b, "/artist/1")
	idle(t, cb)

	// A write on A: its purge closes the level until the count moves past it.
	ca.Purge()
	serve(a, "/artist/1")
	if ra.Load() != 1 {
		t.Fatalf("A took a page kept before its own write (%d renders)", ra.Load())
	}
	// The count told before the purge (a poll that read it after) does not reopen it.
	ca.SharedGen(0, ca.SharedEpoch())
	// Nor does a moved count read before the purge (another server's write, read while A's own went on).
	ca.SharedGen(1, ca.SharedEpoch()-1)
	serve(b, "/artist/2")
	idle(t, cb)
	serve(a, "/artist/2")
	idle(t, ca)
	if ra.Load() != 2 || held(t, shared, "/artist/2", 1) {
		t.Fatalf("A used the level before the count moved past its purge (%d renders)", ra.Load())
	}
	// The bump: A now reads and writes under count 1, where B's pages of count 0 are not.
	ca.SharedGen(1, ca.SharedEpoch())
	serve(b, "/artist/3")
	idle(t, cb)
	if got := xRender(serve(a, "/artist/3")); got != "ssr; cache=miss" || ra.Load() != 3 {
		t.Fatalf("A under count 1 took a page of count 0: %q, %d renders", got, ra.Load())
	}
	idle(t, ca)
	if !held(t, shared, "/artist/3", 1) {
		t.Fatal("A's page is not in the shared level under count 1")
	}
	// B, told of the write (its poll purges, then tells the count), takes A's page of count 1.
	cb.Purge()
	cb.SharedGen(1, cb.SharedEpoch())
	if got := xRender(serve(b, "/artist/3")); got != "ssr; cache=shared" || rb.Load() != 3 {
		t.Fatalf("B under count 1: %q, %d renders", got, rb.Load())
	}
}

// A render that began before a purge, or before the count moved, is not put.
func TestPageCachePutsNoRenderThatAWriteOvertook(t *testing.T) {
	shared := cache.NewMemory()
	release := make(chan struct{})
	var block atomic.Bool
	a, _, ca, _, ra, _, _ := sharedServers(t, shared, func(w http.ResponseWriter, r *http.Request) {
		if block.Load() {
			<-release
		}
		page(w, r)
	})
	for i, overtake := range []func(){
		func() { ca.Purge(); ca.SharedGen(1, ca.SharedEpoch()) }, // a write here, then its bump
		func() { ca.SharedGen(2, ca.SharedEpoch()) },             // another server's write, polled
	} {
		block.Store(true)
		path := "/slow" + string(rune('a'+i))
		before := ra.Load()
		done := make(chan struct{})
		go func() { serve(a, path); close(done) }()
		for ra.Load() == before {
			time.Sleep(time.Millisecond)
		}
		overtake()
		block.Store(false)
		close(release)
		<-done
		idle(t, ca)
		release = make(chan struct{})
		for gen := int64(0); gen <= 2; gen++ {
			if held(t, shared, path, gen) {
				t.Fatalf("case %d: a render overtaken by a write was put under count %d", i, gen)
			}
		}
	}
}

func TestPageCacheSharesOnlyWhatItMayKeep(t *testing.T) {
	shared := cache.NewMemory()
	var cookie atomic.Bool
	a, b, ca, _, _, rb, clkB := sharedServers(t, shared, func(w http.ResponseWriter, r *http.Request) {
		if cookie.Load() {
			http.SetCookie(w, &http.Cookie{Name: "x", Value: "1"})
		}
		page(w, r)
	})
	// A page that sets a cookie is not kept, so not shared.
	cookie.Store(true)
	serve(a, "/cookie")
	cookie.Store(false)
	idle(t, ca)
	if held(t, shared, "/cookie", 0) {
		t.Fatal("a page that set a cookie was put in the shared level")
	}
	// What the level holds that this cache could not have put: rendered instead, no error, no panic.
	now := clkB.Now().UnixMilli()
	ctx := context.Background()
	for i, junk := range []string{
		"not json",
		`{"s":200,"b":"eA==","m":[5],"t":NOW,"l":1000000000}`,         // a mark past the body
		`{"s":200,"b":"eHl6","m":[2,1],"t":NOW,"l":1000000000}`,       // marks out of order
		`{"s":200,"b":"eHl6","m":[-1],"t":NOW,"l":1000000000}`,        // a negative mark
		`{"s":200,"b":"eA==","t":NOW}`,                                // no life
		`{"s":99,"b":"eA==","t":NOW,"l":1000000000}`,                  // a status WriteHeader refuses
		`{"s":302,"b":"eA==","t":NOW,"l":1000000000}`,                 // a status the cache never keeps
		`{"s":200,"b":"eA==","t":NOW,"l":3600000000000}`,              // a life longer than the TTL
		`{"s":404,"b":"eA==","t":NOW,"l":1000000000,"x":60000000000}`, // a 404 served stale
	} {
		path := "/junk" + string(rune('a'+i))
		if err := shared.Set(ctx, testSharedKey(t, path, 0), []byte(strings.ReplaceAll(junk, "NOW", itoa(now))), time.Minute); err != nil {
			t.Fatal(err)
		}
		before := rb.Load()
		if rec := serve(b, path); rec.Code != 200 || rb.Load() != before+1 {
			t.Fatalf("%s: %d, renders %d→%d", junk, rec.Code, before, rb.Load())
		}
	}
	// A well-formed page: taken, with only the headers the cache keeps (no cookie, no redirect).
	good := `{"s":200,"h":{"Content-Type":["text/html"],"Set-Cookie":["a=1"],"Location":["/x"]},"b":"PHA+aGk8L3A+","t":NOW,"l":1000000000}`
	if err := shared.Set(ctx, testSharedKey(t, "/good", 0), []byte(strings.ReplaceAll(good, "NOW", itoa(now))), time.Minute); err != nil {
		t.Fatal(err)
	}
	rec := serve(b, "/good")
	if xRender(rec) != "ssr; cache=shared" || rec.Body.String() != "<p>hi</p>" || rec.Header().Get("Set-Cookie") != "" || rec.Header().Get("Location") != "" {
		t.Fatalf("%q %q, Set-Cookie %q, Location %q", xRender(rec), rec.Body.String(), rec.Header().Get("Set-Cookie"), rec.Header().Get("Location"))
	}
	// A page past its life is not taken (B's clock moves on; A's page was stored at A's now).
	serve(a, "/old")
	idle(t, ca)
	clkB.Advance(5 * time.Second)
	before := rb.Load()
	if got := xRender(serve(b, "/old")); got != "ssr; cache=miss" || rb.Load() != before+1 {
		t.Fatalf("an expired shared page was served: %q", got)
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

func TestPageCacheWithoutTheCountReadsNoSharedLevel(t *testing.T) {
	shared := cache.NewMemory()
	a, ca, _, _ := cachedProxy(t, page, "")
	b, cb, _, rb := cachedProxy(t, page, "")
	ca.Shared, cb.Shared = shared, shared
	ca.SharedGen(0, ca.SharedEpoch()) // B has not been told the count yet (its first poll has not answered)
	serve(a, "/p")
	idle(t, ca)
	if got := xRender(serve(b, "/p")); got != "ssr; cache=miss" || rb.Load() != 1 {
		t.Fatalf("B used the level before it knew the count: %q", got)
	}
}

// failingCache is a shared level that is down: every call fails, counted.
type failingCache struct {
	cache.Cache
	calls atomic.Int64
}

func (f *failingCache) Get(context.Context, string) ([]byte, bool, error) {
	f.calls.Add(1)
	return nil, false, errors.New("down")
}

func (f *failingCache) Set(context.Context, string, []byte, time.Duration) error {
	f.calls.Add(1)
	return errors.New("down")
}

// A shared level that is down costs one try, then is left alone for a while;
// pages render as without it.
func TestPageCacheLeavesAFailingSharedLevelAlone(t *testing.T) {
	down := &failingCache{}
	h, c, clk, renders := cachedProxy(t, page, "")
	c.Shared = down
	c.SharedGen(0, c.SharedEpoch())
	for i := range 5 {
		if rec := serve(h, "/down"+string(rune('a'+i))); rec.Code != 200 || xRender(rec) != "ssr; cache=miss" {
			t.Fatalf("%d %q with the shared level down", rec.Code, xRender(rec))
		}
		idle(t, c)
	}
	if renders.Load() != 5 || down.calls.Load() != 1 {
		t.Fatalf("%d renders, %d calls to a shared level that is down", renders.Load(), down.calls.Load())
	}
	clk.Advance(sharedPause)
	serve(h, "/downf")
	if down.calls.Load() != 2 {
		t.Fatalf("%d calls: the level is not tried again after the pause", down.calls.Load())
	}
}

// Servers of another client build, configuration or public address have
// another version, so their pages are kept apart in the shared level.
func TestPageVersionNamesTheBuildAndConfiguration(t *testing.T) {
	dir := t.TempDir()
	shell := func(name, html string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(html), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	one, same := shell("a.html", `<script src="/assets/app-A.js">`), shell("b.html", `<script src="/assets/app-A.js">`)
	other := shell("c.html", `<script src="/assets/app-B.js">`)
	base := pageVersion(one, `{"a":1}`, "https://shop.example")
	if pageVersion(same, `{"a":1}`, "https://shop.example") != base {
		t.Fatal("the same build and configuration gave another version")
	}
	for name, v := range map[string]string{
		"another build":          pageVersion(other, `{"a":1}`, "https://shop.example"),
		"another configuration":  pageVersion(one, `{"a":2}`, "https://shop.example"),
		"another public address": pageVersion(one, `{"a":1}`, "https://other.example"),
	} {
		if v == base {
			t.Fatalf("%s gave the same version", name)
		}
	}
}
