package app

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"artmarket/ent/artwork"
	"artmarket/ent/schema/nodeid"
)

// A thousand openings of a public artwork page, most of them answered by the
// page cache without rendering, cost one UPDATE at the flush; crawlers,
// prefetches, HEAD and 404s are not views, and the flush purges no page.
func TestArtworkPageViews(t *testing.T) {
	var renders atomic.Int64
	a := newTestApp(t)
	ctx := context.Background()
	ar := a.DB.Client.Artist.Create().SetName("齐白石").SaveX(ctx)
	w := a.DB.Client.Artwork.Create().SetTitle("虾").SetArtist(ar).SetMedium(artwork.MediumInk).
		SetWidthCm(60).SetHeightCm(80).SetPriceFen(100_000).SaveX(ctx)
	page := "/artwork/" + strconv.Itoa(nodeid.Number(w.ID))
	rend := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		renders.Add(1)
		rw.Header().Set("Content-Type", "text/html; charset=utf-8")
		if r.URL.Path != page {
			rw.WriteHeader(http.StatusNotFound)
		}
		_, _ = io.WriteString(rw, "<html><body>虾</body></html>")
	}))
	t.Cleanup(rend.Close)
	a.Config.RendererURL = rend.URL
	h := a.Handler

	from := "192.0.2.1:4000"
	open := func(method, path, ua string, header ...string) int {
		req := httptest.NewRequest(method, path, nil)
		req.RemoteAddr = from
		req.Header.Set("User-Agent", ua)
		for i := 0; i+1 < len(header); i += 2 {
			req.Header.Set(header[i], header[i+1])
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec.Code
	}
	const browser = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148"
	for i := range 1000 { // a thousand people
		from = fmt.Sprintf("10.0.%d.%d:4000", i/250, i%250+1)
		if code := open("GET", page, browser); code != http.StatusOK {
			t.Fatalf("view %d: %d", i, code)
		}
	}
	// One of them again, reloading in a loop, and another whose IPv6
	// addresses share a /64: one view each.
	for i := range 50 {
		from = "10.0.0.1:4000"
		open("GET", page, browser)
		from = fmt.Sprintf("[2001:db8:1:2::%x]:4000", i+1)
		open("GET", page, browser)
	}
	if r := renders.Load(); r > 5 {
		t.Fatalf("%d renders for a thousand openings: the page cache did not answer", r)
	}
	open("GET", page, "Mozilla/5.0 (compatible; Baiduspider/2.0)")
	open("GET", page, browser, "Sec-Purpose", "prefetch")
	open("GET", page, browser, "Purpose", "prefetch")
	open("HEAD", page, browser)
	open("GET", page+"/x", browser)
	if code := open("GET", "/artwork/4294967", browser); code != http.StatusNotFound {
		t.Fatalf("a missing work: %d", code)
	}
	if got := a.Views.Pending(); got != 1001 {
		t.Fatalf("pending views %d, want 1001", got)
	}
	// A shell (here the renderer down) says nothing of whether the work
	// exists: not a view, of this work or of a number with none.
	rend.Close()
	a.Pages.Purge()
	for i, p := range []string{page, "/artwork/4294968"} {
		from = fmt.Sprintf("198.51.100.%d:4000", i+1)
		rec := httptest.NewRecorder()
		req := httptest.NewRequest("GET", p, nil)
		req.RemoteAddr = from
		req.Header.Set("User-Agent", browser)
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK || !strings.HasPrefix(rec.Header().Get("X-Render"), "shell") {
			t.Fatalf("%s with the renderer down: %d %q", p, rec.Code, rec.Header().Get("X-Render"))
		}
	}
	if got := a.Views.Pending(); got != 1001 {
		t.Fatalf("pending views %d after shells, want 1001", got)
	}

	purges, statements := a.Pages.Purges(), a.DB.Counter.Count()
	if err := a.Views.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	if got := a.DB.Counter.Count() - statements; got != 1 {
		t.Fatalf("the flush of a thousand and one views sent %d statements, want 1", got)
	}
	if a.Pages.Purges() != purges {
		t.Fatal("counting views purged the page cache")
	}
	if got := a.DB.Client.Artwork.GetX(ctx, w.ID).ViewCount; got != 1001 {
		t.Fatalf("view_count %d, want 1001", got)
	}
}
