package app

import (
	"context"
	"io"
	"log/slog"
	"testing"
	"time"

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
		p := newPageSync(shared, &ssr.PageCache{TTL: time.Minute}, log)
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
	aBefore, bBefore := a.pages.Purges(), b.pages.Purges()

	a.purge()
	if a.pages.Purges() == aBefore {
		t.Fatal("the writing server's pages were not purged at once")
	}
	waitFor("B purged after A's write", func() bool { return b.pages.Purges() > bBefore })

	aBefore = a.pages.Purges()
	b.purge()
	waitFor("A purged after B's write", func() bool { return a.pages.Purges() > aBefore })

	// Quiet: no write, no purge.
	time.Sleep(30 * time.Millisecond)
	aQuiet, bQuiet := a.pages.Purges(), b.pages.Purges()
	time.Sleep(50 * time.Millisecond)
	if a.pages.Purges() != aQuiet || b.pages.Purges() != bQuiet {
		t.Fatalf("purges without writes: A %d→%d, B %d→%d", aQuiet, a.pages.Purges(), bQuiet, b.pages.Purges())
	}
}
