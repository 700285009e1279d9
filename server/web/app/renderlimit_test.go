package app

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
)

// One address asking for page after page that no cache answers (a flood of
// distinct query strings) is bounded at PAGE_RENDER_LIMIT renders a minute
// and then gets the shell; the machine's own requests are not bounded.
func TestRendersOfOneAddressAreBounded(t *testing.T) {
	var renders atomic.Int64
	rend := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		renders.Add(1)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "private, no-cache")
		_, _ = io.WriteString(w, "<html><body>page</body></html>")
	}))
	t.Cleanup(rend.Close)
	a := authTestApp(t, true)
	a.Config.RendererURL = rend.URL
	limit := a.Config.PageRenderLimit
	if limit != 300 {
		t.Fatalf("default PAGE_RENDER_LIMIT %d", limit)
	}
	get := func(remote, path string) *httptest.ResponseRecorder {
		req := httptest.NewRequest("GET", path, nil)
		req.RemoteAddr = remote
		rec := httptest.NewRecorder()
		a.Handler.ServeHTTP(rec, req)
		return rec
	}
	shells := 0
	for i := range limit + 20 {
		rec := get("203.0.113.5:"+strconv.Itoa(1000+i), "/artworks?x="+strconv.Itoa(i))
		if rec.Code != http.StatusOK {
			t.Fatalf("request %d: %d", i, rec.Code)
		}
		if strings.Contains(rec.Header().Get("X-Render"), "reason=render-limit") {
			shells++
		}
	}
	if renders.Load() != int64(limit) || shells != 20 {
		t.Fatalf("%d renders and %d shells for %d requests of one address", renders.Load(), shells, limit+20)
	}
	for i := range 50 {
		if rec := get("127.0.0.1:9000", "/artworks?local="+strconv.Itoa(i)); !strings.HasPrefix(rec.Header().Get("X-Render"), "ssr") {
			t.Fatalf("a loopback request was bounded: %q", rec.Header().Get("X-Render"))
		}
	}
}

// A request the page cache may not answer renders every time: it counts
// against the same bound, so a header the renderer never sees (Token,
// Authorization) or a member path does not switch the bound off.
func TestUncacheableRendersAreBoundedToo(t *testing.T) {
	var renders atomic.Int64
	rend := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		renders.Add(1)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = io.WriteString(w, "<html><body>page</body></html>")
	}))
	t.Cleanup(rend.Close)
	a := authTestApp(t, true)
	a.Config.RendererURL = rend.URL
	a.Config.PageRenderLimit = 10 // read at each request
	shells := 0
	for i := range 30 {
		req := httptest.NewRequest("GET", "/search?q="+strconv.Itoa(i), nil)
		req.RemoteAddr = "[2001:db8:5:7::" + strconv.FormatInt(int64(i+1), 16) + "]:4000" // one /64
		switch i % 3 {
		case 0:
			req.Header.Set("Token", "anything")
		case 1:
			req.Header.Set("Authorization", "Bearer anything")
		default:
			req.URL.Path = "/member/orders"
		}
		rec := httptest.NewRecorder()
		a.Handler.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK {
			t.Fatalf("request %d: %d", i, rec.Code)
		}
		if strings.Contains(rec.Header().Get("X-Render"), "reason=render-limit") {
			shells++
		}
	}
	if renders.Load() != 10 || shells != 20 {
		t.Fatalf("%d renders and %d shells for 30 uncacheable requests of one /64 (limit 10)", renders.Load(), shells)
	}
}
