package app

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

	"artmarket/graph/gqlserver"
	"artmarket/server/platform/cache"
	"artmarket/server/web/ssr"
)

// Two servers' page caches over one shared cache: a write on either purges
// both, each server's own at once and the other's at its next poll.
func TestPageSyncPurgesTheOtherServers(t *testing.T) {
	shared := cache.NewMemory()
	t.Cleanup(func() { _ = shared.Close() })
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	ctx, stop := context.WithCancel(context.Background())
	var syncs []*pageSync
	done := make(chan struct{}, 2)
	for range 2 {
		// Both caches of anonymous answers, as app.New registers them.
		p := newPageSync(shared, purgers{&ssr.PageCache{TTL: time.Minute}, &gqlserver.ResponseCache{TTL: time.Minute}}, log)
		p.every = 10 * time.Millisecond
		syncs = append(syncs, p)
		go func() { p.Run(ctx); done <- struct{}{} }()
	}
	t.Cleanup(func() { stop(); <-done; <-done })
	a, b := syncs[0], syncs[1]
	waitFor := func(what string, ok func() bool) {
		t.Helper()
		deadline := time.Now().Add(2 * time.Second)
		for !ok() {
			if time.Now().After(deadline) {
				t.Fatalf("%s: not within 2s", what)
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
	time.Sleep(30 * time.Millisecond) // both have seen the counter once
	aBefore, bBefore := purges(t, a), purges(t, b)

	a.purge()
	if purges(t, a) == aBefore {
		t.Fatal("the writing server's pages were not purged at once")
	}
	waitFor("B purged after A's write", func() bool { return purges(t, b) > bBefore })

	aBefore = purges(t, a)
	b.purge()
	waitFor("A purged after B's write", func() bool { return purges(t, a) > aBefore })

	// Quiet: no write, no purge.
	time.Sleep(30 * time.Millisecond)
	aQuiet, bQuiet := purges(t, a), purges(t, b)
	time.Sleep(50 * time.Millisecond)
	if purges(t, a) != aQuiet || purges(t, b) != bQuiet {
		t.Fatalf("purges without writes: A %d→%d, B %d→%d", aQuiet, purges(t, a), bQuiet, purges(t, b))
	}
}

// purges counts a server's purges, the same for its pages and its GraphQL
// answers.
func purges(t *testing.T, p *pageSync) uint64 {
	t.Helper()
	caches := p.pages.(purgers)
	pages, answers := caches[0].(*ssr.PageCache).Purges(), caches[1].(*gqlserver.ResponseCache).Purges()
	if pages != answers {
		t.Fatalf("the page cache was purged %d times, the GraphQL answers %d", pages, answers)
	}
	return pages
}

// The page cache's shared level hears the write count from pageSync: after
// the first read, and after each bump, the count that came with it.
func TestPageSyncTellsTheWriteCount(t *testing.T) {
	shared := cache.NewMemory()
	t.Cleanup(func() { _ = shared.Close() })
	p := newPageSync(shared, purgers{}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	var told []int64
	var epochs []uint64
	var epoch uint64 = 7
	p.epoch = func() uint64 { return epoch }
	p.gen = func(n int64, e uint64) { told, epochs = append(told, n), append(epochs, e) }
	ctx := context.Background()
	p.poll(ctx) // no counter yet: 0
	p.bump(ctx) // this server's write: 1
	if _, err := shared.Incr(ctx, pagesGenKey, pagesGenTTL); err != nil {
		t.Fatal(err)
	}
	p.poll(ctx) // another server's write: 2
	if len(told) != 3 || told[0] != 0 || told[1] != 1 || told[2] != 2 {
		t.Fatalf("told %v, want [0 1 2]", told)
	}
	// With the epoch read before each ask, plus one where pageSync purged itself: the first bump (nothing seen
	// before it but the first poll's 0, so 1 is seen+1: no purge) and the poll of another server's write (a purge).
	if epochs[0] != 7 || epochs[1] != 7 || epochs[2] != 8 {
		t.Fatalf("epochs %v, want [7 7 8]", epochs)
	}
	// A failed read tells nothing.
	_ = shared.Close()
	p.poll(ctx)
	if len(told) != 3 {
		t.Fatalf("told %v after a failed read", told)
	}
}
