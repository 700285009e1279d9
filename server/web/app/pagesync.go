package app

import (
	"context"
	"log/slog"
	"strconv"
	"sync/atomic"
	"time"

	"artmarket/server/platform/cache"
	"artmarket/server/platform/outage"
)

// PageSyncEvery is how often a server asks the shared cache whether another
// server wrote to the catalogue: the longest another server's page cache
// keeps a page after a write (with Redis; alone, a write purges at once).
const PageSyncEvery = time.Second

// pagesGenKey counts catalogue writes of every server sharing the cache; a
// day's expiry keeps it evictable like every other entry (a lost or expired
// counter costs one extra purge, nothing more).
const (
	pagesGenKey = "pages:gen"
	pagesGenTTL = 24 * time.Hour
)

// pageSync spreads page-cache purges across the servers of one Redis: a
// catalogue write purges this server's pages at once and bumps a shared
// counter; every server polls the counter and purges its own pages when it
// moved. A counter instead of a message channel keeps it to the cache's Incr
// and Get, and a server that missed polls (restarting, Redis away) catches up
// by comparing one number.
type pageSync struct {
	cache cache.Cache
	pages interface{ Purge() } // this server's caches of anonymous answers
	log   *slog.Logger
	every time.Duration
	poke  chan struct{} // a write on this server, to be told to the others
	// gen, when set, is told the counter after each read or bump that
	// succeeded (the page cache's shared level keys its pages by it), with
	// epoch's value from before the read and any purge of pageSync's own
	// since, so that a purge that came meanwhile keeps the level closed.
	gen   func(n int64, epoch uint64)
	epoch func() uint64

	seen    int64 // the counter as last seen (Run's goroutine only)
	hasSeen bool
	// writes counts this server's writes (purge); counted is the part of
	// them a bump has told the counter of (Run's goroutine only). Until the
	// two agree, a write here is not in the counter yet: the counter read
	// meanwhile is not told to gen, and the bump is tried again each tick.
	writes  atomic.Int64
	counted int64
	due     bool // a poke was taken and no bump has succeeded since (Run's goroutine only)
}

func newPageSync(c cache.Cache, pages interface{ Purge() }, log *slog.Logger) *pageSync {
	return &pageSync{cache: c, pages: pages, log: log, every: PageSyncEvery, poke: make(chan struct{}, 1)}
}

// purge drops this server's pages and, soon after, the other servers'.
// It never blocks: it runs in the ent hook of the write.
func (p *pageSync) purge() {
	p.writes.Add(1)
	p.pages.Purge()
	select {
	case p.poke <- struct{}{}:
	default: // a bump is already due; one tells of both writes
	}
}

// Run keeps this server's page cache in step with the others' writes until
// ctx ends.
func (p *pageSync) Run(ctx context.Context) {
	t := time.NewTicker(p.every)
	defer t.Stop()
	p.poll(ctx)
	for {
		select {
		case <-ctx.Done():
			return
		case <-p.poke:
			p.due = true
			p.bump(ctx)
		case <-t.C:
			if p.due || p.writes.Load() != p.counted { // a bump that failed
				p.bump(ctx)
			}
			p.poll(ctx)
		}
	}
}

// bump tells the other servers of a write on this one.
func (p *pageSync) bump(ctx context.Context) {
	writes, epoch := p.writes.Load(), p.readEpoch()
	p.startCounter(ctx)
	n, err := p.cache.Incr(ctx, pagesGenKey, pagesGenTTL)
	if err != nil {
		if ctx.Err() == nil && outage.As(err) == nil {
			p.log.WarnContext(ctx, "page cache: telling the other servers of a write failed", "err", err)
		}
		return
	}
	if p.hasSeen && n <= p.seen {
		p.wentBack(ctx)
		return // still due: the next tick bumps again, past the raised count
	}
	// Another server's write came between ours and this count: its pages
	// may postdate our purge.
	if !p.hasSeen || n != p.seen+1 {
		p.pages.Purge()
		epoch++
	}
	p.seen, p.hasSeen, p.counted, p.due = n, true, writes, false
	p.tell(n, epoch)
}

// startCounter starts a missing counter (never written, expired or evicted)
// at the time in milliseconds rather than at zero: a count it held before
// can never come back, nor the shared pages kept under it.
func (p *pageSync) startCounter(ctx context.Context) {
	now := []byte(strconv.FormatInt(time.Now().UnixMilli(), 10))
	if _, err := p.cache.SetNX(ctx, pagesGenKey, now, pagesGenTTL); err != nil && ctx.Err() == nil {
		p.log.WarnContext(ctx, "page cache: starting the shared write counter failed", "err", err)
	}
}

// readEpoch is epoch's value, 0 without one.
func (p *pageSync) readEpoch() uint64 {
	if p.epoch == nil {
		return 0
	}
	return p.epoch()
}

// tell hands the counter to gen, unless a write here is not counted in it.
func (p *pageSync) tell(n int64, epoch uint64) {
	if p.gen != nil && p.writes.Load() == p.counted {
		p.gen(n, epoch)
	}
}

// poll purges this server's pages when the counter moved since last seen.
func (p *pageSync) poll(ctx context.Context) {
	epoch := p.readEpoch()
	v, found, err := p.cache.Get(ctx, pagesGenKey)
	if err == nil && !found {
		p.startCounter(ctx)
		v, found, err = p.cache.Get(ctx, pagesGenKey)
	}
	if err != nil {
		if ctx.Err() == nil && outage.As(err) == nil { // an outage is logged once by its monitor, not every poll
			p.log.WarnContext(ctx, "page cache: reading the other servers' writes failed", "err", err)
		}
		return
	}
	var n int64
	if found {
		if n, err = strconv.ParseInt(string(v), 10, 64); err != nil {
			p.log.WarnContext(ctx, "page cache: the shared write counter is not a number", "err", err)
			return
		}
	}
	if p.hasSeen && n < p.seen {
		p.wentBack(ctx)
		return
	}
	if p.hasSeen && n != p.seen {
		p.pages.Purge()
		epoch++
	}
	p.seen, p.hasSeen = n, true
	p.tell(n, epoch)
}

// wentBack answers a counter that went back (Redis restored from a
// snapshot, a replica that lagged took over): pages kept under the counts it
// holds again may predate writes counted since. It drops this server's
// pages and raises the counter past every count seen here; the caller tells
// nothing until a count past them is read.
func (p *pageSync) wentBack(ctx context.Context) {
	p.pages.Purge()
	p.raiseCounter(ctx)
}

// raiseCounter sets the counter past every count this server has seen, and
// to the time in milliseconds if that is later (two servers raising it
// together each leave it past what they saw; the higher wins at their next
// polls).
func (p *pageSync) raiseCounter(ctx context.Context) {
	n := max(p.seen+1, time.Now().UnixMilli())
	if err := p.cache.Set(ctx, pagesGenKey, []byte(strconv.FormatInt(n, 10)), pagesGenTTL); err != nil && ctx.Err() == nil {
		p.log.WarnContext(ctx, "page cache: raising the shared write counter failed", "err", err)
	}
}
