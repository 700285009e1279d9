package app

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"strconv"
	"sync/atomic"
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
	p.poll(ctx) // no counter yet: started at the time in milliseconds
	p.bump(ctx) // this server's write: one more
	if _, err := shared.Incr(ctx, pagesGenKey, pagesGenTTL); err != nil {
		t.Fatal(err)
	}
	p.poll(ctx) // another server's write: one more
	if len(told) != 3 || told[0] < time.Now().Add(-time.Minute).UnixMilli() || told[1] != told[0]+1 || told[2] != told[0]+2 {
		t.Fatalf("told %v, want a start at the time in ms, then one more each write", told)
	}
	// With the epoch read before each ask, plus one where pageSync purged itself: the bump (1 is seen+1: no purge)
	// and the poll of another server's write (a purge).
	if epochs[0] != 7 || epochs[1] != 7 || epochs[2] != 8 {
		t.Fatalf("epochs %v, want [7 7 8]", epochs)
	}
	// A write here not yet counted: a count read meanwhile is not told (it may predate the write); the bump is.
	p.purge()
	if _, err := shared.Incr(ctx, pagesGenKey, pagesGenTTL); err != nil { // another server's write
		t.Fatal(err)
	}
	p.poll(ctx)
	if len(told) != 3 {
		t.Fatalf("told %v while this server's write was not counted", told)
	}
	p.bump(ctx)
	if len(told) != 4 || told[3] != told[0]+4 {
		t.Fatalf("told %v after the bump", told)
	}
	// A failed read tells nothing.
	_ = shared.Close()
	p.poll(ctx)
	if len(told) != 4 {
		t.Fatalf("told %v after a failed read", told)
	}
}

// flakyIncr fails its first Incr calls (Redis away for a moment).
type flakyIncr struct {
	cache.Cache
	fails atomic.Int64
}

func (f *flakyIncr) Incr(ctx context.Context, key string, ttl time.Duration) (int64, error) {
	if f.fails.Add(-1) >= 0 {
		return 0, errors.New("redis away")
	}
	return f.Cache.Incr(ctx, key, ttl)
}

// A bump that failed is tried again at the next tick: the other servers
// still hear of the write.
func TestPageSyncCountsAWriteWhoseBumpFailed(t *testing.T) {
	mem := cache.NewMemory()
	t.Cleanup(func() { _ = mem.Close() })
	flaky := &flakyIncr{Cache: mem}
	flaky.fails.Store(1)
	p := newPageSync(flaky, purgers{}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	p.every = 10 * time.Millisecond
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { p.Run(ctx); close(done) }()
	t.Cleanup(func() { stop(); <-done })
	var start []byte
	for deadline := time.Now().Add(2 * time.Second); start == nil; time.Sleep(2 * time.Millisecond) {
		start, _, _ = mem.Get(context.Background(), pagesGenKey) // the first poll started the counter
		if time.Now().After(deadline) {
			t.Fatal("the counter was never started")
		}
	}
	p.purge()
	for deadline := time.Now().Add(2 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		now, _, _ := mem.Get(context.Background(), pagesGenKey)
		if string(now) != string(start) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the write was never counted after its bump failed")
		}
	}
}

// A poke whose bump failed is bumped again even when an earlier bump already
// counted every write (a transaction's two purges: the first bump saw both):
// the level would otherwise stay closed until the next write anywhere.
func TestPageSyncRetriesAPokeWhoseBumpFailed(t *testing.T) {
	mem := cache.NewMemory()
	t.Cleanup(func() { _ = mem.Close() })
	flaky := &flakyIncr{Cache: mem}
	p := newPageSync(flaky, purgers{}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	p.every = 10 * time.Millisecond
	var told atomic.Int64
	p.gen = func(n int64, _ uint64) { told.Store(n) }
	ctx := context.Background()
	p.poll(ctx)
	p.purge()
	p.purge()
	<-p.poke     // the first poke's bump counts both writes
	p.due = true // as Run does
	p.bump(ctx)
	first := told.Load()
	p.poke <- struct{}{} // the second purge's poke, whose bump fails
	flaky.fails.Store(1)
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() { p.Run(runCtx); close(done) }()
	t.Cleanup(func() { stop(); <-done })
	for deadline := time.Now().Add(2 * time.Second); told.Load() <= first; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the failed bump was never tried again")
		}
	}
}

// A counter that went back (a Redis restored from a snapshot) is raised past
// every count seen here, and no count at or below those is told meanwhile.
func TestPageSyncRaisesACounterThatWentBack(t *testing.T) {
	mem := cache.NewMemory()
	t.Cleanup(func() { _ = mem.Close() })
	pages := &ssr.PageCache{TTL: time.Minute}
	p := newPageSync(mem, purgers{pages}, slog.New(slog.NewTextHandler(io.Discard, nil)))
	var told []int64
	p.gen = func(n int64, _ uint64) { told = append(told, n) }
	ctx := context.Background()
	p.poll(ctx)
	p.bump(ctx)
	seen := told[len(told)-1]
	// The restore: the counter holds an older count.
	if err := mem.Set(ctx, pagesGenKey, []byte(strconv.FormatInt(seen-5, 10)), pagesGenTTL); err != nil {
		t.Fatal(err)
	}
	purgesBefore := pages.Purges()
	p.poll(ctx)
	if len(told) != 2 || pages.Purges() == purgesBefore {
		t.Fatalf("told %v, purges %d→%d: a count gone back was told, or the pages kept", told, purgesBefore, pages.Purges())
	}
	v, _, _ := mem.Get(ctx, pagesGenKey)
	if raised, _ := strconv.ParseInt(string(v), 10, 64); raised <= seen {
		t.Fatalf("the counter was left at %d, not past %d", raised, seen)
	}
	p.poll(ctx)
	if len(told) != 3 || told[2] <= seen {
		t.Fatalf("told %v after the raise", told)
	}
	// A bump that finds the counter gone back does the same.
	if err := mem.Set(ctx, pagesGenKey, []byte("3"), pagesGenTTL); err != nil {
		t.Fatal(err)
	}
	p.purge()
	<-p.poke
	p.bump(ctx)
	if len(told) != 3 {
		t.Fatalf("told %v: a bump told a count gone back", told)
	}
	p.bump(ctx) // the retry, past the raised count
	if len(told) != 4 || told[3] <= told[2] {
		t.Fatalf("told %v after the retried bump", told)
	}
}
