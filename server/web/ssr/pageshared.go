package ssr

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
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
const sharedWait = 250 * time.Millisecond

// maxSharedBytes bounds a page put in the second level.
const maxSharedBytes = 2 << 20

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

// SharedGen tells the cache the servers' shared write counter, as read or
// bumped (pageSync). It opens the second level with that count, unless a
// purge here came after the counter was read (the count did not move since).
func (c *PageCache) SharedGen(n int64) {
	if c == nil {
		return
	}
	c.init()
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.sharedOpen && c.sharedKnown && n == c.sharedGen {
		return // read before this server's purge, or no write since
	}
	c.sharedGen, c.sharedKnown, c.sharedOpen = n, true, true
}

// sharedKey names the page of key under the write count gen.
func sharedKey(key string, gen int64) string {
	sum := sha256.Sum256([]byte(key))
	return "pages:l2:" + strconv.FormatInt(gen, 10) + ":" + hex.EncodeToString(sum[:16])
}

// sharedGet is the fresh page of key that another server (or this one) put
// in the second level under gen, or nil.
func (c *PageCache) sharedGet(key string, gen int64) *cachedPage {
	ctx, cancel := context.WithTimeout(context.Background(), sharedWait)
	defer cancel()
	raw, found, err := c.Shared.Get(ctx, sharedKey(key, gen))
	if err != nil || !found {
		return nil
	}
	var s sharedPage
	if json.Unmarshal(raw, &s) != nil || s.Life <= 0 {
		return nil
	}
	stored := time.UnixMilli(s.Stored)
	if age := c.Now().Sub(stored); age < 0 || age >= s.Life {
		return nil
	}
	body := make([]byte, 0, len(s.Body)+len(s.Marks)*len(c.marker))
	marks := make([]int, 0, len(s.Marks))
	prev := 0
	for _, m := range s.Marks {
		if m < prev || m > len(s.Body) {
			return nil // not what sharedPut wrote
		}
		body = append(body, s.Body[prev:m]...)
		marks = append(marks, len(body))
		body = append(body, c.marker...)
		prev = m
	}
	body = append(body, s.Body[prev:]...)
	return &cachedPage{status: s.Status, header: s.Header, body: body, marks: marks, stored: stored,
		life: s.Life, stale: s.Stale, keep: true}
}

// sharedPut puts a page this server rendered in the second level under gen,
// for the rest of its life.
func (c *PageCache) sharedPut(key string, gen int64, p *cachedPage) {
	if len(p.body) > maxSharedBytes || p.life <= 0 {
		return
	}
	s := sharedPage{Status: p.status, Header: p.header, Marks: make([]int, 0, len(p.marks)),
		Stored: p.stored.UnixMilli(), Life: p.life, Stale: p.stale}
	var body bytes.Buffer
	body.Grow(len(p.body))
	prev := 0
	for _, m := range p.marks {
		body.Write(p.body[prev:m])
		s.Marks = append(s.Marks, body.Len())
		prev = m + len(c.marker)
	}
	body.Write(p.body[prev:])
	s.Body = body.Bytes()
	raw, err := json.Marshal(&s)
	if err != nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), sharedWait)
	defer cancel()
	_ = c.Shared.Set(ctx, sharedKey(key, gen), raw, p.life)
}
