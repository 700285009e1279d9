package ssr

import (
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"artmarket/server/platform/security"
)

func poolOf(addrs ...string) *Pool {
	p := &Pool{}
	for _, a := range addrs {
		r := &Renderer{}
		r.setAddr(a)
		p.Renderers = append(p.Renderers, r)
	}
	return p
}

func TestPoolPicksTheLeastBusyRunningRenderer(t *testing.T) {
	p := poolOf("a:1", "", "c:3")
	a1, ra1 := p.Pick()
	a2, ra2 := p.Pick()
	if a1 == a2 || a1 == "" || a2 == "" {
		t.Fatalf("two renders went to %q and %q: want both running renderers, the down one skipped", a1, a2)
	}
	// Both busy once: the third goes to either; with a1's slot back, a1 is the least busy.
	ra1()
	ra1() // a second release changes nothing
	if a3, r3 := p.Pick(); a3 != a1 {
		t.Fatalf("third render went to %q, want the idle %q", a3, a1)
	} else {
		r3()
	}
	ra2()
	if p.Running() != 2 {
		t.Fatalf("running %d", p.Running())
	}
	// A renderer that goes down gets nothing; none running: "".
	p.Renderers[0].setAddr("")
	for range 3 {
		if a, r := p.Pick(); a != "c:3" {
			t.Fatalf("picked %q with only c:3 up", a)
		} else {
			r()
		}
	}
	p.Renderers[2].setAddr("")
	if a, r := p.Pick(); a != "" {
		t.Fatalf("picked %q with none up", a)
	} else {
		r()
	}
	if p.Addr() != "" {
		t.Fatal("Addr with none up")
	}
}

func TestPoolIsSafeUnderConcurrentPicks(t *testing.T) {
	p := poolOf("a:1", "b:2", "c:3")
	var wg sync.WaitGroup
	for range 50 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 100 {
				_, r := p.Pick()
				r()
			}
		}()
	}
	wg.Wait()
	for i, n := range p.inflight {
		if n != 0 {
			t.Fatalf("renderer %d still counts %d in flight", i, n)
		}
	}
}

// A renderer stuck on one page never holds up the next visitor: the proxy
// sends it to the other renderer of the pool.
func TestProxyRoutesAroundABusyRenderer(t *testing.T) {
	stuck := make(chan struct{})
	defer close(stuck) // before the servers close (cleanups run after defers)
	var slowHits sync.WaitGroup
	slowHits.Add(1)
	slow := renderer(t, func(w http.ResponseWriter, r *http.Request) {
		slowHits.Done()
		select {
		case <-stuck:
		case <-r.Context().Done():
		}
	})
	fast := renderer(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = io.WriteString(w, "<html>fast</html>")
	})
	pool := poolOf(slow, fast)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(shellHTML), 0o644); err != nil {
		t.Fatal(err)
	}
	h := security.Headers(&Proxy{
		Addr: pool.Addr, Pick: pool.Pick, Timeout: 10 * time.Second,
		Shell: &Shell{Path: filepath.Join(dir, "index.html")},
		Log:   slog.New(slog.NewTextHandler(io.Discard, nil)),
	})

	go serve(h, "/artworks") // goes to the slow renderer and waits
	slowHits.Wait()
	// Every later page too (turn-taking alone would send every other one to the stuck renderer).
	for i := range 4 {
		done := make(chan string, 1)
		go func() { done <- serve(h, "/artwork/1").Body.String() }()
		select {
		case body := <-done:
			if !strings.Contains(body, "fast") {
				t.Fatalf("page %d: %q", i+2, body)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("page %d waited for the busy renderer", i+2)
		}
	}
}
