// Package pageviews counts the openings of public artwork pages (the
// seller's 浏览量): one view per client and work in RepeatWindow. A page may be served from the page cache without
// rendering, so the count is taken by the front door, kept in memory and
// added to the database in batches: one atomic
// UPDATE artworks SET view_count = view_count + n per work and flush, never
// a read followed by a write, so any number of servers can count at once.
// The statement is sent past ent's hooks on purpose: a view is not a
// catalogue change, so it neither moves the work's updated_at nor purges
// the caches of anonymous pages.
package pageviews

import (
	"context"
	stdsql "database/sql"
	"hash/maphash"
	"log/slog"
	"strconv"
	"strings"
	"sync"
	"time"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"

	"artmarket/ent/artwork"
)

// FlushEvery is how often the counts reach the database.
const FlushEvery = 5 * time.Second

// MaxPending bounds the works counted between two flushes: beyond it the
// views of further works are dropped (a crawl of every number cannot make
// the counter grow without bound).
const MaxPending = 10_000

// bots are User-Agent fragments of crawlers and tools: their requests are
// not views. Cheap, not exhaustive.
var bots = []string{"bot", "spider", "crawl", "slurp", "curl", "wget", "python-requests", "go-http-client",
	"headless", "lighthouse", "preview", "facebookexternalhit", "bytespider", "yisouspider"}

// Countable reports whether a page request is a person's view: not a
// crawler (by its User-Agent) and not a prefetch or prerender (purpose: the
// Sec-Purpose, Purpose or X-Moz request headers, joined).
func Countable(userAgent, purpose string) bool {
	ua := strings.ToLower(strings.TrimSpace(userAgent))
	if ua == "" {
		return false
	}
	for _, b := range bots {
		if strings.Contains(ua, b) {
			return false
		}
	}
	p := strings.ToLower(purpose)
	return !strings.Contains(p, "prefetch") && !strings.Contains(p, "prerender")
}

// RepeatWindow is how long one client's openings of one work count as one
// view: a reload, or a loop of requests, is not another person looking.
const RepeatWindow = 30 * time.Minute

// MaxPerClient bounds the works one client's views count for in a window:
// a person opens dozens; a client walking every number is not one, and
// must not use up MaxSeen for everybody else.
const MaxPerClient = 500

// MaxSeen bounds the (work, client) pairs remembered in a window (about
// 40 bytes each, two windows kept): beyond it, views of pairs not
// remembered are dropped, and logged, until the window turns, so a flood
// of distinct works or addresses grows neither the memory nor the counts
// without bound. Half a million is some 280 new views a second per server.
const MaxSeen = 500_000

// Counter keeps the views not yet written, by artwork id. The zero value is
// not usable: use New.
type Counter struct {
	drv     dialect.ExecQuerier
	dialect string
	log     *slog.Logger
	// Now is the clock of RepeatWindow; nil: time.Now.
	Now func() time.Time

	mu      sync.Mutex
	pending map[int]int64
	dropped int64
	// seen holds the pairs counted in this window, prev in the one before:
	// a pair in either is a repeat (so a repeat is recognised for at least
	// one whole window, at most two).
	seen, prev map[uint64]struct{}
	perClient  map[uint64]int // pairs counted in this window, by client digest
	turned     time.Time
	seed       maphash.Seed
}

// New is a counter writing through drv, a database of the dialect d
// (dialect.SQLite or dialect.Postgres).
func New(drv dialect.ExecQuerier, d string, log *slog.Logger) *Counter {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Counter{drv: drv, dialect: d, log: log, pending: map[int]int64{}, seed: maphash.MakeSeed()}
}

// HitFrom counts a view of the artwork by a client (its rate-limit key: an
// address, an IPv6 /64), unless the same client's view of it was counted
// within RepeatWindow on this server. It reports whether it counted.
func (c *Counter) HitFrom(artworkID int, client string) bool {
	now := time.Now
	if c.Now != nil {
		now = c.Now
	}
	t := now()
	// The pair as a 64-bit digest (seeded per counter): a collision, one
	// view in 2^64 uncounted, is no concern next to the memory it saves.
	var h maphash.Hash
	h.SetSeed(c.seed)
	_, _ = h.WriteString(client)
	who := h.Sum64()
	_ = h.WriteByte(0)
	_, _ = h.WriteString(strconv.Itoa(artworkID))
	k := h.Sum64()
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.seen == nil || t.Sub(c.turned) >= RepeatWindow {
		if t.Sub(c.turned) >= 2*RepeatWindow { // idle a whole window: nothing is a repeat any more
			c.seen = nil
		}
		c.prev, c.seen, c.perClient, c.turned = c.seen, map[uint64]struct{}{}, map[uint64]int{}, t
	}
	if _, ok := c.seen[k]; ok {
		return false
	}
	if _, ok := c.prev[k]; ok {
		return false
	}
	if len(c.seen) >= MaxSeen || c.perClient[who] >= MaxPerClient {
		c.dropped++
		return false
	}
	if !c.hitLocked(artworkID) {
		return false
	}
	c.seen[k] = struct{}{}
	c.perClient[who]++
	return true
}

// Hit counts one view of the artwork with this id.
func (c *Counter) Hit(artworkID int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.hitLocked(artworkID)
}

func (c *Counter) hitLocked(artworkID int) bool {
	if _, ok := c.pending[artworkID]; !ok && len(c.pending) >= MaxPending {
		c.dropped++
		return false
	}
	c.pending[artworkID]++
	return true
}

// Pending is how many views wait for the next flush.
func (c *Counter) Pending() int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	var n int64
	for _, v := range c.pending {
		n += v
	}
	return n
}

// Flush adds the pending views to the database: one UPDATE per work seen
// since the last flush. Views whose update fails are kept for the next one.
func (c *Counter) Flush(ctx context.Context) error {
	c.mu.Lock()
	batch := c.pending
	c.pending = make(map[int]int64, len(batch))
	dropped := c.dropped
	c.dropped = 0
	c.mu.Unlock()
	if dropped > 0 {
		c.log.Warn("page views dropped: too many works between flushes, or clients in a window", "views", dropped)
	}
	var first error
	for id, n := range batch {
		// An atomic increment in SQL (view_count = view_count + n); a work
		// gone meanwhile matches no row.
		q, args := entsql.Dialect(c.dialect).Update(artwork.Table).
			Add(artwork.FieldViewCount, n).Where(entsql.EQ(artwork.FieldID, id)).Query()
		var res stdsql.Result
		if err := c.drv.Exec(ctx, q, args, &res); err != nil {
			if first == nil {
				first = err
			}
			c.mu.Lock()
			c.pending[id] += n
			c.mu.Unlock()
		}
	}
	return first
}

// Run flushes every interval until ctx ends, then once more (on shutdown,
// after the last page has been served) with a few seconds of its own.
func (c *Counter) Run(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			fctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
			defer cancel()
			if err := c.Flush(fctx); err != nil {
				c.log.Error("page views: last flush", "err", err)
			}
			return
		case <-t.C:
			if err := c.Flush(ctx); err != nil && ctx.Err() == nil {
				c.log.Warn("page views: flush", "err", err)
			}
		}
	}
}
