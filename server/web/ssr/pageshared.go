package ssr

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"os"
	"strconv"
	"time"
)

// The page cache's shared second level (REDIS_URL): a page one server
// rendered is answered by every server of the same Redis, so several servers
// behind a load balancer render a page once between them instead of once
// each. Only a fresh page is taken from it; this server then keeps it in its
// own level until the same moment of expiry.
//
// Keys carry the servers' shared count of catalogue writes (pageSync's
// counter, told to SharedGen): a write anywhere moves it, and the pages kept
// under the old count are never read again (they expire with their page's
// life). From a purge on this server until the counter is seen past it, the
// second level is neither read nor written: a page kept before this
// server's write must not come back through it.

// sharedWait bounds one read or write of the second level; past it the page
// is rendered (or not shared) as if there were none.
const sharedWait = 50 * time.Millisecond

// sharedPause is how long the second level is left alone after a read or
// write failed or timed out: a Redis that is down or slow costs a miss
// sharedWait once in that time, not every miss.
const sharedPause = 5 * time.Second

// maxSharedBytes bounds a page put in (and read from) the second level.
const maxSharedBytes = 1 << 20

// maxSharedMarks bounds the places of the nonce in a page read from it.
const maxSharedMarks = 64

// sharedPage is a page as the second level keeps it: the body without this
// process's marker (each process has its own), and where the nonce goes.
type sharedPage struct {
	Status int           `json:"s"`
	Header http.Header   `json:"h"`
	Body   []byte        `json:"b"`
	Marks  []int         `json:"m"` // offsets in Body, ascending
	Stored int64         `json:"t"` // Unix milliseconds
	Life   time.Duration `json:"l"`
	Stale  time.Duration `json:"x"`
}

// SharedEpoch is this cache's count of purges, read by pageSync before it
// asks the shared write counter (see SharedGen).
func (c *PageCache) SharedEpoch() uint64 { return c.Purges() }

// SharedGen tells the cache the servers' shared write counter n, as read or
// bumped by pageSync, which read epoch (SharedEpoch, plus its own purge if it
// made one) before asking. It opens the second level under n unless a purge
// came after that read (the count may predate this server's write), or n is
// the count told before the last purge (no write was counted since).
func (c *PageCache) SharedGen(n int64, epoch uint64) {
	if c == nil {
		return
	}
	c.init()
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gen != epoch || (!c.sharedOpen && c.sharedKnown && n == c.sharedGen) {
		return
	}
	c.sharedGen, c.sharedKnown, c.sharedOpen = n, true, true
}

// sharedUsable reports whether the second level is not paused after a
// failure.
func (c *PageCache) sharedUsable() bool {
	return c.Now().UnixNano() >= c.sharedPausedUntil.Load()
}

// sharedFailed pauses the second level.
func (c *PageCache) sharedFailed() {
	c.sharedPausedUntil.Store(c.Now().Add(sharedPause).UnixNano())
}

// pageVersion names what, beside the URL, the pages a server renders
// depend on: its client build (the shell names the build's assets) and the
// configuration it writes into them. Servers of two builds (a rolling
// deployment) or two configurations never answer each other's pages.
func pageVersion(shellPath, configJSON, publicURL string) string {
	h := sha256.New()
	shell, _ := os.ReadFile(shellPath) // none: the version of no build
	for _, part := range [][]byte{shell, []byte(configJSON), []byte(publicURL)} {
		h.Write(part)
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil)[:8])
}

// sharedKey names the page of key under the write count gen.
func sharedKey(key string, gen int64) string {
	sum := sha256.Sum256([]byte(key))
	return "pages:l2:" + strconv.FormatInt(gen, 10) + ":" + hex.EncodeToString(sum[:16])
}

// sharedGet is the fresh page of key that another server (or this one) put
// in the second level under gen, or nil. What it holds is checked as if
// anyone could have written it: a status, headers and lives this cache could
// have kept, marks in order inside the body.
func (c *PageCache) sharedGet(key string, gen int64) *cachedPage {
	if !c.sharedUsable() {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), sharedWait)
	defer cancel()
	raw, found, err := c.Shared.Get(ctx, sharedKey(key, gen))
	if err != nil {
		c.sharedFailed()
		return nil
	}
	if !found || len(raw) > maxSharedBytes*4/3+64<<10 { // base64 of the body, and the rest
		return nil
	}
	var s sharedPage
	if json.Unmarshal(raw, &s) != nil || len(s.Body) > maxSharedBytes || len(s.Marks) > maxSharedMarks {
		return nil
	}
	switch {
	case s.Status == http.StatusOK && s.Life > 0 && s.Life <= c.TTL && s.Stale >= 0 && s.Stale <= c.Stale:
	case s.Status == http.StatusNotFound && s.Life > 0 && s.Life <= c.NotFoundTTL && s.Stale == 0:
	default:
		return nil
	}
	stored := time.UnixMilli(s.Stored)
	if age := c.Now().Sub(stored); age < 0 || age >= s.Life {
		return nil
	}
	header := http.Header{}
	for _, h := range copyHeaders {
		if h == "Location" {
			continue // a 200 or a 404 has none
		}
		if v := s.Header.Get(h); v != "" {
			header.Set(h, v)
		}
	}
	body, marks, ok := swapMarks(s.Body, s.Marks, 0, c.marker)
	if !ok {
		return nil // not what sharedPut wrote
	}
	return &cachedPage{status: s.Status, header: header, body: body, marks: marks, stored: stored,
		life: s.Life, stale: s.Stale, keep: true}
}

// sharedPut puts a page this server rendered in the second level under gen,
// for the rest of its life.
func (c *PageCache) sharedPut(key string, gen int64, p *cachedPage) {
	if len(p.body) > maxSharedBytes || len(p.marks) > maxSharedMarks || p.life <= 0 || !c.sharedUsable() {
		return
	}
	s := sharedPage{Status: p.status, Header: p.header, Stored: p.stored.UnixMilli(), Life: p.life, Stale: p.stale}
	s.Body, s.Marks, _ = swapMarks(p.body, p.marks, len(c.marker), "")
	raw, err := json.Marshal(&s)
	if err != nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), sharedWait)
	defer cancel()
	if err := c.Shared.Set(ctx, sharedKey(key, gen), raw, p.life); err != nil {
		c.sharedFailed()
	}
}

// swapMarks replaces the width bytes at each of marks (ascending offsets in
// body) with with, and returns the new body and where with now stands in it:
// sharedPut takes this process's marker out (with ""), sharedGet puts it back
// in (width 0). ok is false for marks out of order or past the body.
func swapMarks(body []byte, marks []int, width int, with string) (out []byte, at []int, ok bool) {
	out = make([]byte, 0, len(body)+len(marks)*(len(with)-width))
	at = make([]int, 0, len(marks))
	prev := 0
	for _, m := range marks {
		if m < prev || m+width > len(body) {
			return nil, nil, false
		}
		out = append(out, body[prev:m]...)
		at = append(at, len(out))
		out = append(out, with...)
		prev = m + width
	}
	return append(out, body[prev:]...), at, true
}
