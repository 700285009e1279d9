package ssr

import (
	"context"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"artmarket/server/platform/cache"
	"artmarket/server/platform/cache/cachetest"
)

// sharedServers are two servers' cached proxies (each its own renderer and
// page cache) over one shared second level, both told write count 0.
func sharedServers(t *testing.T, shared cache.Cache, h http.HandlerFunc) (a, b http.Handler, ca, cb *PageCache, ra, rb *atomic.Int64, clkB *fakeClock) {
	t.Helper()
	a, ca, _, ra = cachedProxy(t, h, "")
	b, cb, clkB, rb = cachedProxy(t, h, "")
	for _, c := range []*PageCache{ca, cb} {
		c.Shared = shared
		c.SharedGen(0)
	}
	return a, b, ca, cb, ra, rb, clkB
}

// waitShared waits until the second level holds the page of path under gen
// (a server puts it after answering).
func waitShared(t *testing.T, shared cache.Cache, path string, gen int64) {
	t.Helper()
	key := sharedKey("http://example.com"+path, gen)
	for deadline := time.Now().Add(3 * time.Second); time.Now().Before(deadline); time.Sleep(2 * time.Millisecond) {
		if _, found, err := shared.Get(context.Background(), key); err == nil && found {
			return
		}
	}
	t.Fatalf("%s never reached the shared level", path)
}

func TestPageCacheSharesAPageBetweenServers(t *testing.T) {
	backends := map[string]func(t *testing.T) cache.Cache{
		"memory": func(t *testing.T) cache.Cache { return cache.NewMemory() },
		"redis": func(t *testing.T) cache.Cache {
			url := cachetest.RedisURL(t) // skips without TEST_REDIS_URL
			c, err := cache.NewRedis(url, cache.WithPrefix(cachetest.UniquePrefix(t, url)))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = c.Close() })
			return c
		},
	}
	for name, open := range backends {
		t.Run(name, func(t *testing.T) {
			shared := open(t)
			a, b, _, cb, ra, rb, _ := sharedServers(t, shared, page)
			first := serve(a, "/artworks?page=2")
			if first.Header().Get("X-Render") != "ssr; cache=miss" || ra.Load() != 1 {
				t.Fatalf("server A: X-Render %q, %d renders", first.Header().Get("X-Render"), ra.Load())
			}
			waitShared(t, shared, "/artworks?page=2", 0)
			other := serve(b, "/artworks?page=2")
			if other.Code != 200 || other.Header().Get("X-Render") != "ssr; cache=shared" || rb.Load() != 0 {
				t.Fatalf("server B: %d, X-Render %q, %d renders", other.Code, other.Header().Get("X-Render"), rb.Load())
			}
			// Server B's own nonce at every place of the nonce, and nothing else changed.
			attrs, header := nonces(other)
			if header == "" || header == nonceOf(first) || len(attrs) != 3 || attrs[0] != header || attrs[2] != header {
				t.Fatalf("nonces %v, header %q (A's %q)", attrs, header, nonceOf(first))
			}
			if want := strings.ReplaceAll(first.Body.String(), nonceOf(first), header); other.Body.String() != want {
				t.Fatalf("B's page differs from A's beyond the nonce:\n%s\n%s", other.Body.String(), want)
			}
			if strings.Contains(other.Body.String(), cb.marker) {
				t.Fatal("the marker reached the visitor")
			}
			// Then it is B's own: a hit.
			if got := serve(b, "/artworks?page=2").Header().Get("X-Render"); got != "ssr; cache=hit" || rb.Load() != 0 {
				t.Fatalf("B again: X-Render %q, %d renders", got, rb.Load())
			}
		})
	}
}

func TestPageCacheSharedLevelFollowsTheWriteCount(t *testing.T) {
	shared := cache.NewMemory()
	a, b, ca, cb, ra, rb, _ := sharedServers(t, shared, page)
	serve(b, "/artist/1")
	waitShared(t, shared, "/artist/1", 0)

	// A write on A: its purge closes the level until the count moves past it.
	ca.Purge()
	serve(a, "/artist/1")
	if ra.Load() != 1 {
		t.Fatalf("A took a page kept before its own write (%d renders)", ra.Load())
	}
	// A count read before the purge (a poll that crossed it) does not reopen it.
	ca.SharedGen(0)
	serve(b, "/artist/2")
	waitShared(t, shared, "/artist/2", 0)
	serve(a, "/artist/2")
	if ra.Load() != 2 {
		t.Fatalf("A read the level before the count moved (%d renders)", ra.Load())
	}
	// The bump: A now reads and writes under count 1, where B's pages of count 0 are not.
	ca.SharedGen(1)
	serve(b, "/artist/3")
	waitShared(t, shared, "/artist/3", 0)
	if got := serve(a, "/artist/3").Header().Get("X-Render"); got != "ssr; cache=miss" || ra.Load() != 3 {
		t.Fatalf("A under count 1 took a page of count 0: %q, %d renders", got, ra.Load())
	}
	waitShared(t, shared, "/artist/3", 1)
	// B, told of the write (its poll purges, then tells the count), takes A's page of count 1.
	cb.Purge()
	cb.SharedGen(1)
	if got := serve(b, "/artist/3").Header().Get("X-Render"); got != "ssr; cache=shared" || rb.Load() != 3 {
		t.Fatalf("B under count 1: %q, %d renders", got, rb.Load())
	}
}

func TestPageCacheSharesOnlyWhatItMayKeep(t *testing.T) {
	shared := cache.NewMemory()
	var cookie atomic.Bool
	a, b, _, _, _, rb, clkB := sharedServers(t, shared, func(w http.ResponseWriter, r *http.Request) {
		if cookie.Load() {
			http.SetCookie(w, &http.Cookie{Name: "x", Value: "1"})
		}
		page(w, r)
	})
	// A page that sets a cookie is not kept, so not shared.
	cookie.Store(true)
	serve(a, "/cookie")
	cookie.Store(false)
	time.Sleep(20 * time.Millisecond)
	if got := serve(b, "/cookie").Header().Get("X-Render"); got != "ssr; cache=miss" || rb.Load() != 1 {
		t.Fatalf("a page that set a cookie came from the shared level: %q", got)
	}
	// What the level holds that is not a page: rendered instead, no error.
	ctx := context.Background()
	for i, junk := range []string{"not json", `{"s":200,"b":"eA==","m":[5],"t":1,"l":1000000000}`, `{"s":200,"b":"eA=="}`} {
		path := "/junk" + string(rune('a'+i))
		if err := shared.Set(ctx, sharedKey("http://example.com"+path, 0), []byte(junk), time.Minute); err != nil {
			t.Fatal(err)
		}
		before := rb.Load()
		if rec := serve(b, path); rec.Code != 200 || rb.Load() != before+1 {
			t.Fatalf("%q: %d, renders %d→%d", junk, rec.Code, before, rb.Load())
		}
	}
	// A page past its life is not taken (B's clock moves on; A's page was stored at A's now).
	serve(a, "/old")
	waitShared(t, shared, "/old", 0)
	clkB.Advance(5 * time.Second)
	before := rb.Load()
	if got := serve(b, "/old").Header().Get("X-Render"); got != "ssr; cache=miss" || rb.Load() != before+1 {
		t.Fatalf("an expired shared page was served: %q", got)
	}
}

func TestPageCacheWithoutTheCountReadsNoSharedLevel(t *testing.T) {
	shared := cache.NewMemory()
	a, ca, _, _ := cachedProxy(t, page, "")
	b, cb, _, rb := cachedProxy(t, page, "")
	ca.Shared, cb.Shared = shared, shared
	ca.SharedGen(0) // B has not been told the count yet (its first poll has not answered)
	serve(a, "/p")
	waitShared(t, shared, "/p", 0)
	if got := serve(b, "/p").Header().Get("X-Render"); got != "ssr; cache=miss" || rb.Load() != 1 {
		t.Fatalf("B used the level before it knew the count: %q", got)
	}
}
