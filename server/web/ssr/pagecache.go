package ssr

import (
	"bytes"
	"container/list"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"artmarket/server/platform/cache"
)

// PageCache keeps the rendered HTML of anonymous page requests for a short
// time, at the front door: a fresh copy is served as it is, a stale one is
// served while one request renders the page again (single flight), and
// concurrent misses of one page wait for one render.
//
// The CSP nonce stays fresh per response: pages are rendered with a secret
// marker (random per process, so no text a user or seller wrote can hold it)
// in place of the nonce, the marker's positions are recorded once, and each
// response gets its own nonce spliced in at exactly those positions.
//
// What is never stored: a request with a member session (the Proxy does not
// ask), a path the Skip function names (member routes), any answer but 200
// and 404 (a 404 only for NotFoundTTL), an answer with Cache-Control
// no-store or private for a member, or one that sets a cookie.
type PageCache struct {
	TTL         time.Duration // served as it is (PAGE_CACHE_TTL)
	Stale       time.Duration // after TTL, served while one request re-renders
	NotFoundTTL time.Duration // a 404's whole life (fresh, never stale)
	MaxBytes    int           // bound of the bodies kept; the least recently used go first
	Skip        func(path string) bool
	Now         func() time.Time
	// Shared, when set (REDIS_URL), is the second level the servers of one
	// Redis share (pageshared.go); it is used once SharedGen told the count.
	Shared cache.Cache

	once    sync.Once
	marker  string
	mu      sync.Mutex
	entries map[string]*list.Element // of *cachedPage
	lru     list.List                // front: most recently used
	size    int
	flights map[string]*flight
	gen     uint64 // bumped by Purge: a render begun before it is not stored

	sharedGen   int64 // the servers' write count the second level's keys carry
	sharedKnown bool  // SharedGen was told once
	sharedOpen  bool  // the second level is read and written (closed by Purge)
	// Unix nanoseconds until which the second level is left alone (a failure).
	sharedPausedUntil atomic.Int64
	running           atomic.Int64 // renders and lookups under way, with their puts (tests)
}

// cachedPage is one rendered page: the body with the marker, and where.
type cachedPage struct {
	key    string
	status int
	header http.Header
	body   []byte
	marks  []int // offsets of the marker in body
	stored time.Time
	life   time.Duration // fresh for this long
	stale  time.Duration // then stale for this long
	keep   bool          // false: shared by the waiters of its flight, not stored
	// memberPlan: a template member's page's places of the member's values,
	// found at its first use (memberlayer.go).
	memberPlan atomic.Pointer[memberPlan]
}

// plan is the page's member plan (marker: the cache's nonce marker).
func (p *cachedPage) plan(marker string) *memberPlan {
	if pl := p.memberPlan.Load(); pl != nil {
		return pl
	}
	pl := planOf(p.body, p.marks, len(marker))
	p.memberPlan.Store(pl)
	return pl
}

type flight struct {
	done   chan struct{}
	page   *cachedPage
	err    error
	shared bool // the page came from the second level, not a render
}

// Cache states, in X-Render.
const (
	cacheHit   = "hit"
	cacheStale = "stale"
	cacheMiss  = "miss"
	// Not in this server's cache, but in the second level (another server's
	// render, or this one's before a restart).
	cacheShared = "shared"
)

func (c *PageCache) init() {
	c.once.Do(func() {
		var b [16]byte
		_, _ = rand.Read(b[:])
		c.marker = "pcm" + hex.EncodeToString(b[:])
		c.entries = map[string]*list.Element{}
		c.flights = map[string]*flight{}
		if c.Now == nil {
			c.Now = time.Now
		}
		if c.MaxBytes <= 0 {
			c.MaxBytes = 64 << 20
		}
	})
}

// Cacheable reports whether an anonymous request may be answered from the
// cache: GET or HEAD, no member path, no Authorization.
func (c *PageCache) Cacheable(r *http.Request) bool {
	if c == nil || c.TTL <= 0 || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
		return false
	}
	if r.Header.Get("Authorization") != "" || r.Header.Get("Token") != "" {
		return false
	}
	return c.Skip == nil || !c.Skip(r.URL.Path)
}

// Purge drops every page (a catalogue write: the affected pages are among
// them), and keeps renders begun before it from being stored.
func (c *PageCache) Purge() {
	if c == nil {
		return
	}
	c.init()
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	c.sharedOpen = false // until the write count moved past this purge (SharedGen)
	// A request from now on starts a render of its own: one begun before may
	// show what the write changed (its waiters so far still get it).
	c.flights = map[string]*flight{}
	c.entries = map[string]*list.Element{}
	c.lru.Init()
	c.size = 0
}

// Purges counts the purges so far.
func (c *PageCache) Purges() uint64 {
	c.init()
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.gen
}

// Len is the number of pages kept.
func (c *PageCache) Len() int {
	c.init()
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.lru.Len()
}

// renderFunc renders the page of a key with the marker as its nonce.
type renderFunc func(ctx context.Context, marker string) (*cachedPage, error)

// get answers the page of key: from the cache when fresh (hit) or stale
// (stale: a background render refreshes it), else from a render shared
// with every concurrent request of that key (miss). admit, when set, is
// asked before this request starts a render of its own (a miss nobody is
// rendering yet): false refuses it with errRenderLimit. Hits, stale answers
// and joining a render already under way are never refused.
func (c *PageCache) get(ctx context.Context, key string, render renderFunc, admit func() bool) (*cachedPage, string, error) {
	c.init()
	now := c.Now()
	c.mu.Lock()
	if el, ok := c.entries[key]; ok {
		p := el.Value.(*cachedPage)
		age := now.Sub(p.stored)
		switch {
		case age < p.life:
			c.lru.MoveToFront(el)
			c.mu.Unlock()
			return p, cacheHit, nil
		case age < p.life+p.stale:
			c.lru.MoveToFront(el)
			if _, busy := c.flights[key]; !busy {
				c.startLocked(key, render)
			}
			c.mu.Unlock()
			return p, cacheStale, nil
		}
		c.removeLocked(el)
	}
	f, ok := c.flights[key]
	if !ok && admit != nil {
		// Asked without the lock (it may count in Redis); a render another
		// request started meanwhile is joined rather than doubled.
		c.mu.Unlock()
		if !admit() {
			return nil, cacheMiss, &renderError{"render-limit", errRenderLimit}
		}
		c.mu.Lock()
		f, ok = c.flights[key]
	}
	if !ok {
		f = c.startLocked(key, render)
	}
	c.mu.Unlock()
	select {
	case <-f.done:
		if f.shared {
			return f.page, cacheShared, f.err
		}
		return f.page, cacheMiss, f.err
	case <-ctx.Done():
		return nil, cacheMiss, ctx.Err()
	}
}

// startLocked renders key in the background, detached from any one
// request (a waiter that leaves does not cancel the others' page).
func (c *PageCache) startLocked(key string, render renderFunc) *flight {
	f := &flight{done: make(chan struct{})}
	c.flights[key] = f
	gen := c.gen
	// A member's own page (ownKey) stays in this server's level: the second
	// level is for pages everyone may be shown.
	sharedGen, shared := c.sharedGen, c.Shared != nil && c.sharedOpen && !strings.HasPrefix(key, ownKey)
	c.running.Add(1)
	go func() {
		defer c.running.Add(-1)
		var page *cachedPage
		var err error
		if shared {
			page = c.sharedGet(key, sharedGen)
		}
		fromShared := page != nil
		if !fromShared {
			page, err = render(context.Background(), c.marker)
		}
		c.mu.Lock()
		if c.flights[key] == f { // not a flight a purge detached
			delete(c.flights, key)
		}
		// Put in the second level: a page rendered here, with no purge since
		// the render began and the write count unchanged.
		put := shared && !fromShared && err == nil && page.keep && gen == c.gen && c.sharedOpen && c.sharedGen == sharedGen
		if err == nil && page.keep && gen == c.gen {
			page.key = key
			if page.stored.IsZero() { // a shared page keeps its moment of expiry
				page.stored = c.Now()
			}
			if el, ok := c.entries[key]; ok {
				c.removeLocked(el)
			}
			c.entries[key] = c.lru.PushFront(page)
			c.size += len(page.body)
			for c.size > c.MaxBytes && c.lru.Len() > 1 {
				c.removeLocked(c.lru.Back())
			}
		}
		c.mu.Unlock()
		f.page, f.err, f.shared = page, err, fromShared
		close(f.done)
		if put {
			c.sharedPut(key, sharedGen, page)
		}
	}()
	return f
}

func (c *PageCache) removeLocked(el *list.Element) {
	p := c.lru.Remove(el).(*cachedPage)
	delete(c.entries, p.key)
	c.size -= len(p.body)
}

// capture turns a renderer's answer into a page, marking the marker's
// positions, and decides whether it may be stored. own: a member's own page
// (ownpages.go), which the renderer marks no-store for the browser and which
// is kept under the member's key alone (a 200 only).
func (c *PageCache) capture(status int, header http.Header, body []byte, setsCookie, own bool) *cachedPage {
	p := &cachedPage{status: status, header: header, body: body}
	for off := 0; ; {
		i := bytes.Index(body[off:], []byte(c.marker))
		if i < 0 {
			break
		}
		p.marks = append(p.marks, off+i)
		off += i + len(c.marker)
	}
	cc := strings.ToLower(header.Get("Cache-Control"))
	storable := !setsCookie && (own || !strings.Contains(cc, "no-store"))
	switch {
	case own:
		if status == http.StatusOK && storable {
			p.keep, p.life, p.stale = true, c.TTL, c.Stale
		}
	case status == http.StatusOK && storable:
		p.keep, p.life, p.stale = true, c.TTL, c.Stale
	case status == http.StatusNotFound && storable && c.NotFoundTTL > 0:
		p.keep, p.life = true, c.NotFoundTTL
	}
	return p
}

// write answers the page with nonce at the recorded positions.
func (c *PageCache) write(w http.ResponseWriter, r *http.Request, p *cachedPage, nonce, state string) {
	for k, v := range p.header {
		w.Header()[k] = v
	}
	w.Header().Set("X-Render", "ssr; cache="+state)
	w.WriteHeader(p.status)
	if r.Method == http.MethodHead {
		return
	}
	_, _ = w.Write(c.withNonce(p, nonce))
}

// withNonce is the page's body with nonce at the recorded positions.
func (c *PageCache) withNonce(p *cachedPage, nonce string) []byte {
	out := make([]byte, 0, len(p.body)+len(p.marks)*(len(nonce)-len(c.marker)))
	prev := 0
	for _, m := range p.marks {
		out = append(out, p.body[prev:m]...)
		out = append(out, nonce...)
		prev = m + len(c.marker)
	}
	return append(out, p.body[prev:]...)
}

// pageKey names a page: scheme, host and the request URI (the renderer's
// output depends on nothing else for a visitor: it reads no cookie, user
// agent or language into the markup).
func pageKey(r *http.Request, proto string) string {
	return proto + "://" + strings.ToLower(r.Host) + r.URL.RequestURI()
}

// renderError says why a render for the cache gave no page (the shell's
// reason).
type renderError struct {
	reason string
	err    error
}

func (e *renderError) Error() string { return e.reason + ": " + e.err.Error() }
func (e *renderError) Unwrap() error { return e.err }

// errRendererDown: no renderer runs (all are starting or restarting).
var errRendererDown = errors.New("no renderer is running")

// errRenderLimit: the client's address started too many renders of pages
// nobody had asked for lately (a flood of distinct URLs that no cache can
// answer); it gets the shell, which the browser renders itself.
var errRenderLimit = errors.New("too many page renders from this address")

// maxPageBytes bounds a rendered page read for the cache.
const maxPageBytes = 8 << 20

// serveCached answers an anonymous page from the cache, rendering it (once
// for every concurrent request of the page) when missing.
func (p *Proxy) serveCached(w http.ResponseWriter, r *http.Request, nonce string) {
	if page, state, ok := p.cachedPage(w, r, nonce, "", nil); ok {
		p.Cache.write(w, r, page, nonce, state)
	}
}

// cachedPage is the page of r from the cache, rendered (once for every
// concurrent request of the page) when missing: the visitor's, or with
// variant the template member's (memberlayer.go), or with own a member's
// own page (ownpages.go). ok false: the shell has been served instead.
func (p *Proxy) cachedPage(w http.ResponseWriter, r *http.Request, nonce, variant string, own *ownPage) (*cachedPage, string, bool) {
	c := p.Cache
	c.init()
	// Everything the render needs is read from r now: a stale answer returns
	// while the render goes on.
	policy := strings.ReplaceAll(w.Header().Get("Content-Security-Policy"), nonce, c.marker)
	token := ""
	if own != nil {
		token = own.token
	}
	header := p.rendererHeaders(r, c.marker, policy, token)
	// The renderer reads none of these into the markup, and a page for
	// everyone carries nobody's.
	for _, h := range []string{"Cookie", "Referer", "Accept-Language"} {
		header.Del(h)
	}
	uri := r.URL.RequestURI()
	p.httpClient() // the version below
	// The build and configuration first: servers share the pages of the same ones only (pageshared.go).
	key := p.version + " " + pageKey(r, forwardedProto(r))
	if variant != "" {
		header.Set(MemberTemplateHeader, templateViewer(variant))
		key = p.version + " member-" + variant + " " + pageKey(r, forwardedProto(r))
	}
	if own != nil {
		key = ownKey + own.key + " " + key
	}
	page, state, err := c.get(r.Context(), key, func(ctx context.Context, _ string) (*cachedPage, error) {
		addr, release := p.pick()
		defer release()
		if addr == "" {
			return nil, &renderError{"renderer-down", errRendererDown}
		}
		return p.renderForCache(ctx, "http://"+addr+uri, header, own != nil)
	}, p.admit(r))
	if err != nil {
		if r.Context().Err() != nil {
			return nil, "", false
		}
		reason := "renderer-error"
		var re *renderError
		if errors.As(err, &re) {
			reason = re.reason
		}
		if reason == "render-limit" { // a flood: one line each would flood the log too
			p.Log.Debug("render refused; serving the shell", "path", r.URL.Path, "reason", reason)
		} else {
			p.Log.Warn("rendering failed; serving the shell", "path", r.URL.Path, "reason", reason, "err", err)
		}
		p.Shell.Serve(w, r, nonce, reason)
		return nil, "", false
	}
	return page, state, true
}

// renderForCache renders one page with the marker as its nonce and reads it
// whole (a page for the cache is not streamed).
func (p *Proxy) renderForCache(ctx context.Context, url string, header http.Header, own bool) (*cachedPage, error) {
	ctx, cancel := context.WithTimeout(ctx, p.Timeout+10*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, &renderError{"bad-request", err}
	}
	req.Header = header
	timer := time.AfterFunc(p.Timeout, cancel) // to the headers, as for a streamed page
	resp, err := p.httpClient().Do(req)
	if !timer.Stop() {
		if err == nil {
			resp.Body.Close()
		}
		return nil, &renderError{"renderer-timeout", context.DeadlineExceeded}
	}
	if err != nil {
		return nil, &renderError{"renderer-error", err}
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 500 {
		return nil, &renderError{"renderer-5xx", fmt.Errorf("renderer answered %d", resp.StatusCode)}
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxPageBytes+1))
	if err != nil {
		return nil, &renderError{"renderer-error", err}
	}
	if len(body) > maxPageBytes {
		return nil, &renderError{"renderer-error", fmt.Errorf("page over %d bytes", maxPageBytes)}
	}
	kept := http.Header{}
	for _, h := range copyHeaders {
		if v := resp.Header.Get(h); v != "" {
			kept.Set(h, v)
		}
	}
	return p.Cache.capture(resp.StatusCode, kept, body, len(resp.Header.Values("Set-Cookie")) > 0, own), nil
}
