package pageviews_test

import (
	"context"
	"log/slog"
	"strconv"
	"sync"
	"testing"
	"time"

	"artmarket/ent/artwork"
	"artmarket/server/domain/catalogue/pageviews"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
)

func TestCountable(t *testing.T) {
	chrome := "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"
	for _, c := range []struct {
		ua, purpose string
		want        bool
	}{
		{chrome, "", true},
		{"Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0", "", true},
		{"", "", false},
		{"Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)", "", false},
		{"Mozilla/5.0 (compatible; Googlebot/2.1)", "", false},
		{"curl/8.5.0", "", false},
		{"Mozilla/5.0 HeadlessChrome/131.0", "", false},
		{chrome, "prefetch", false},
		{chrome, "prefetch;prerender", false},
		{chrome, " Prefetch", false},
	} {
		if got := pageviews.Countable(c.ua, c.purpose); got != c.want {
			t.Errorf("Countable(%q, %q) = %v, want %v", c.ua, c.purpose, got, c.want)
		}
	}
}

func setup(t *testing.T, tdb dbtest.DB) (*db.DB, []int) {
	t.Helper()
	ctx := context.Background()
	d, err := db.FromSQL(ctx, tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	ar := d.Client.Artist.Create().SetName("齐白石").SaveX(ctx)
	var ids []int
	for _, title := range []string{"虾", "蟹", "牡丹"} {
		w := d.Client.Artwork.Create().SetTitle(title).SetArtist(ar).SetMedium(artwork.MediumInk).
			SetWidthCm(60).SetHeightCm(80).SetPriceFen(100_000).SaveX(ctx)
		ids = append(ids, w.ID)
	}
	return d, ids
}

func views(t *testing.T, d *db.DB, id int) int64 {
	t.Helper()
	return d.Client.Artwork.GetX(context.Background(), id).ViewCount
}

func TestFlushAddsAtomically(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		ctx := context.Background()
		d, ids := setup(t, tdb)
		before := d.Client.Artwork.GetX(ctx, ids[0]).UpdatedAt
		c := pageviews.New(d.Counter, d.Dialect, nil)
		// Nothing pending: nothing sent.
		n0 := d.Counter.Count()
		if err := c.Flush(ctx); err != nil {
			t.Fatal(err)
		}
		if got := d.Counter.Count() - n0; got != 0 {
			t.Fatalf("an empty flush sent %d statements", got)
		}

		// A thousand views over three works, from many goroutines.
		var wg sync.WaitGroup
		for g := range 10 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range 100 {
					c.Hit(ids[(g*100+i)%3])
				}
			}()
		}
		wg.Wait()
		c.Hit(ids[0] + 1_000_000) // a number with no work: no row, no error
		if got := c.Pending(); got != 1001 {
			t.Fatalf("pending %d, want 1001", got)
		}
		n0 = d.Counter.Count()
		if err := c.Flush(ctx); err != nil {
			t.Fatal(err)
		}
		// One UPDATE per work, however many views: bounded, no read first.
		if got := d.Counter.Count() - n0; got != 4 {
			t.Fatalf("a thousand views cost %d statements, want 4 (one per work)", got)
		}
		if c.Pending() != 0 {
			t.Fatal("flushed views still pending")
		}
		want := []int64{334, 333, 333}
		for i, id := range ids {
			if got := views(t, d, id); got != want[i] {
				t.Errorf("work %d: %d views, want %d", i, got, want[i])
			}
		}
		// A second counter (another server) adds to the same rows.
		c2 := pageviews.New(d.Counter, d.Dialect, nil)
		c.Hit(ids[0])
		c2.Hit(ids[0])
		c2.Hit(ids[0])
		if err := c.Flush(ctx); err != nil {
			t.Fatal(err)
		}
		if err := c2.Flush(ctx); err != nil {
			t.Fatal(err)
		}
		if got := views(t, d, ids[0]); got != 337 {
			t.Fatalf("after two servers flushed: %d views, want 337", got)
		}
		// A view is not a catalogue change: updated_at stays.
		if after := d.Client.Artwork.GetX(ctx, ids[0]).UpdatedAt; !after.Equal(before) {
			t.Fatalf("updated_at moved: %v → %v", before, after)
		}
	})
}

func TestPendingIsBounded(t *testing.T) {
	c := pageviews.New(nil, "sqlite3", nil)
	for i := range pageviews.MaxPending + 50 {
		c.Hit(i + 1)
	}
	c.Hit(1) // a work already pending still counts
	if got := c.Pending(); got != pageviews.MaxPending+1 {
		t.Fatalf("pending %d, want %d", got, pageviews.MaxPending+1)
	}
}

func TestRunFlushesOnShutdown(t *testing.T) {
	d, ids := setup(t, dbtest.SQLite(t))
	c := pageviews.New(d.Counter, d.Dialect, nil)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { c.Run(ctx, time.Hour); close(done) }()
	for range 7 {
		c.Hit(ids[1])
	}
	cancel()
	<-done
	if got := views(t, d, ids[1]); got != 7 {
		t.Fatalf("after shutdown: %d views, want 7", got)
	}
}

func TestRunFlushesPeriodically(t *testing.T) {
	d, ids := setup(t, dbtest.SQLite(t))
	c := pageviews.New(d.Counter, d.Dialect, nil)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go c.Run(ctx, 20*time.Millisecond)
	c.Hit(ids[2])
	deadline := time.Now().Add(10 * time.Second)
	for views(t, d, ids[2]) != 1 {
		if time.Now().After(deadline) {
			t.Fatal("the periodic flush never wrote the view")
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// One client's openings of one work within RepeatWindow are one view;
// after the window (and the one after it, at most) the client counts again.
// Concurrent openings by one client count once.
func TestOneViewPerClientAndWindow(t *testing.T) {
	now := time.Unix(1_000_000, 0)
	var mu sync.Mutex
	c := pageviews.New(nil, "sqlite3", nil)
	c.Now = func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	advance := func(d time.Duration) { mu.Lock(); now = now.Add(d); mu.Unlock() }

	var wg sync.WaitGroup
	var counted sync.Map
	for i := range 50 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if c.HitFrom(7, "192.0.2.1") {
				counted.Store(i, true)
			}
		}()
	}
	wg.Wait()
	n := 0
	counted.Range(func(any, any) bool { n++; return true })
	if n != 1 || c.Pending() != 1 {
		t.Fatalf("50 concurrent openings by one client: %d counted, %d pending", n, c.Pending())
	}
	if !c.HitFrom(8, "192.0.2.1") || !c.HitFrom(7, "192.0.2.2") {
		t.Fatal("another work, or another client, was not counted")
	}
	advance(pageviews.RepeatWindow - time.Second)
	if c.HitFrom(7, "192.0.2.1") {
		t.Fatal("a repeat within the window counted")
	}
	advance(pageviews.RepeatWindow) // the window turned once: still remembered
	if c.HitFrom(7, "192.0.2.1") {
		t.Fatal("a repeat one window later counted")
	}
	advance(pageviews.RepeatWindow)
	if !c.HitFrom(7, "192.0.2.1") {
		t.Fatal("a view two windows later did not count")
	}
	if got := c.Pending(); got != 4 {
		t.Fatalf("pending %d, want 4", got)
	}
}

// The pairs remembered in a window are bounded: past MaxSeen, views of new
// pairs are dropped until the window turns.
func TestSeenIsBounded(t *testing.T) {
	now := time.Unix(1_000_000, 0)
	c := pageviews.New(nil, "sqlite3", nil)
	c.Now = func() time.Time { return now }
	for i := range pageviews.MaxSeen {
		c.HitFrom(1+i%1000, "client-"+strconv.Itoa(i))
	}
	if c.HitFrom(1, "one-more") {
		t.Fatal("a view past MaxSeen counted")
	}
	if got := c.Pending(); got != pageviews.MaxSeen {
		t.Fatalf("pending %d, want %d", got, pageviews.MaxSeen)
	}
	now = now.Add(pageviews.RepeatWindow)
	if !c.HitFrom(1, "one-more") {
		t.Fatal("after the window turned, a new client's view did not count")
	}
}

// One client's views count for at most MaxPerClient works a window, so a
// client walking every number cannot use up MaxSeen for everybody else;
// after a whole window idle, nothing is a repeat any more.
func TestOneClientCannotFillTheWindow(t *testing.T) {
	now := time.Unix(1_000_000, 0)
	c := pageviews.New(nil, "sqlite3", nil)
	c.Now = func() time.Time { return now }
	for i := range pageviews.MaxPerClient + 100 {
		c.HitFrom(i+1, "walker")
	}
	if got := c.Pending(); got != pageviews.MaxPerClient {
		t.Fatalf("one client counted for %d works, want %d", got, pageviews.MaxPerClient)
	}
	if !c.HitFrom(1, "a person") {
		t.Fatal("another client's view was dropped")
	}
	if !c.HitFrom(99_999, "a person") {
		t.Fatal("another client's view of another work was dropped")
	}
	now = now.Add(5 * time.Hour) // idle, then the same person again
	if !c.HitFrom(1, "a person") {
		t.Fatal("a view after hours idle was taken for a repeat")
	}
}
