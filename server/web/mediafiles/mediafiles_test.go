package mediafiles

import (
	"bytes"
	"image"
	"image/color"

	"artmarket/server/domain/media"
	"artmarket/server/providers/objectstore"
	"artmarket/server/providers/objectstore/objectstoretest"

	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gen2brain/webp"
	"golang.org/x/sync/semaphore"
)

// The same answers, headers included, whether the files are on disk or in
// an S3 bucket (gofakes3 in this process).
func TestHandler(t *testing.T) {
	t.Run("disk", func(t *testing.T) { testHandler(t, media.NewDiskStore(t.TempDir())) })
	t.Run("s3", func(t *testing.T) {
		b, err := objectstore.New(objectstoretest.Start(t))
		if err != nil {
			t.Fatal(err)
		}
		testHandler(t, media.NewBucketStore(b))
	})
}

func testHandler(t *testing.T, store media.Store) {
	ctx := context.Background()
	saved, err := media.SaveImage(ctx, store, testImage(400, 300, 3))
	if err != nil {
		t.Fatal(err)
	}
	if err := store.Put(ctx, "demo/manifest.json", strings.NewReader("{}")); err != nil {
		t.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle("/media/", Handler(store))
	srv := httptest.NewServer(mux)
	defer srv.Close()

	do := func(method, path string, hdr map[string]string) *http.Response {
		t.Helper()
		req, _ := http.NewRequest(method, srv.URL+path, nil)
		for k, v := range hdr {
			req.Header.Set(k, v)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { res.Body.Close() })
		return res
	}

	url := media.URL(saved.Key, 320)
	res := do("GET", url, nil)
	body, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 {
		t.Fatalf("GET status %d", res.StatusCode)
	}
	for k, want := range map[string]string{
		"Content-Type":           "image/jpeg",
		"Cache-Control":          "public, max-age=31536000, immutable",
		"X-Content-Type-Options": "nosniff",
	} {
		if got := res.Header.Get(k); got != want {
			t.Errorf("%s = %q, want %q", k, got, want)
		}
	}
	etag := res.Header.Get("ETag")
	if !strings.HasPrefix(etag, `"`) || len(etag) < 10 || res.Header.Get("Last-Modified") == "" {
		t.Errorf("ETag %q Last-Modified %q", etag, res.Header.Get("Last-Modified"))
	}
	if len(body) < 100 || string(body[:2]) != "\xff\xd8" {
		t.Fatalf("body is not a JPEG (%d bytes)", len(body))
	}

	// Conditional GET.
	res = do("GET", url, map[string]string{"If-None-Match": etag})
	if res.StatusCode != http.StatusNotModified {
		t.Errorf("If-None-Match status %d, want 304", res.StatusCode)
	}
	if res.Header.Get("ETag") != etag || res.Header.Get("Cache-Control") == "" {
		t.Errorf("304 lost headers: %v", res.Header)
	}
	res = do("GET", url, map[string]string{"If-None-Match": `"other"`})
	if res.StatusCode != 200 {
		t.Errorf("stale If-None-Match status %d", res.StatusCode)
	}

	// Range.
	res = do("GET", url, map[string]string{"Range": "bytes=0-9"})
	part, _ := io.ReadAll(res.Body)
	if res.StatusCode != http.StatusPartialContent || string(part) != string(body[:10]) {
		t.Errorf("Range: status %d, %d bytes", res.StatusCode, len(part))
	}

	// HEAD.
	res = do("HEAD", url, nil)
	if b, _ := io.ReadAll(res.Body); res.StatusCode != 200 || len(b) != 0 || res.Header.Get("Content-Type") != "image/jpeg" {
		t.Errorf("HEAD status %d body %d", res.StatusCode, len(b))
	}

	// Not found: missing, invalid, traversal, directories, non-image files.
	for _, p := range []string{
		media.URL(saved.Key, 1920), "/media/", "/media/" + saved.Key, "/media/" + saved.Key + "/",
		"/media/../go.mod", "/media/%2e%2e/x.jpg", "/media/ab/..%2f..%2fetc/passwd.jpg",
		"/media/AB/x.jpg", "/media/demo/manifest.json", "/media/ab/.tmp-1.jpg",
	} {
		res := do("GET", p, nil)
		b, _ := io.ReadAll(res.Body)
		if res.StatusCode != 404 {
			t.Errorf("GET %s status %d, want 404", p, res.StatusCode)
		}
		if strings.Contains(string(b), "<a href") || res.Header.Get("Cache-Control") != "" {
			t.Errorf("GET %s: listing or cache header on 404: %q", p, b)
		}
		if res.Header.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("GET %s: no nosniff on 404", p)
		}
	}

	// Other methods.
	for _, m := range []string{"POST", "PUT", "DELETE"} {
		res := do(m, url, nil)
		if res.StatusCode != http.StatusMethodNotAllowed || res.Header.Get("Allow") != "GET, HEAD" {
			t.Errorf("%s status %d Allow %q", m, res.StatusCode, res.Header.Get("Allow"))
		}
	}
}

func TestHandlerUnderStripPrefix(t *testing.T) {
	ctx := context.Background()
	store := media.NewDiskStore(t.TempDir())
	saved, err := media.SaveImage(ctx, store, testImage(100, 100, 4))
	if err != nil {
		t.Fatal(err)
	}
	h := http.StripPrefix("/media", Handler(store))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", media.URL(saved.Key, 100), nil))
	if rec.Code != 200 {
		t.Fatalf("status %d", rec.Code)
	}
}

func testImage(w, h int, seed uint8) *image.RGBA {
	m := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			m.SetRGBA(x, y, color.RGBA{uint8(x * 255 / w), uint8(y * 255 / h), uint8(x*y) ^ seed, 255})
		}
	}
	return m
}

// Content negotiation of a JPEG variant: WebP for a client that names it,
// the JPEG for any other, the twin made once, on disk and in S3.
func TestHandlerWebP(t *testing.T) {
	t.Run("disk", func(t *testing.T) { testHandlerWebP(t, media.NewDiskStore(t.TempDir())) })
	t.Run("s3", func(t *testing.T) {
		b, err := objectstore.New(objectstoretest.Start(t))
		if err != nil {
			t.Fatal(err)
		}
		testHandlerWebP(t, media.NewBucketStore(b))
	})
}

const chromeAccept = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8"

func testHandlerWebP(t *testing.T, store media.Store) {
	ctx := context.Background()
	saved, err := media.SaveImage(ctx, store, testImage(400, 300, 5))
	if err != nil {
		t.Fatal(err)
	}
	h := Handler(store).(*handler)
	h.twinWait = time.Minute // these requests wait for their twin
	srv := httptest.NewServer(h)
	defer srv.Close()
	do := func(method, path string, hdr map[string]string) (*http.Response, []byte) {
		t.Helper()
		req, _ := http.NewRequest(method, srv.URL+path, nil)
		for k, v := range hdr {
			req.Header.Set(k, v)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, err := io.ReadAll(res.Body)
		if err != nil {
			t.Fatal(err)
		}
		return res, b
	}
	url := media.URL(saved.Key, 320)

	// Several first requests at once: one encode, the same answer for all.
	const n = 6
	var wg sync.WaitGroup
	etags := make([]string, n)
	bodies := make([][]byte, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			req, _ := http.NewRequest("GET", srv.URL+url, nil)
			req.Header.Set("Accept", chromeAccept)
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Error(err)
				return
			}
			defer res.Body.Close()
			bodies[i], _ = io.ReadAll(res.Body)
			etags[i] = res.Header.Get("ETag")
			if res.StatusCode != 200 || res.Header.Get("Content-Type") != "image/webp" {
				t.Errorf("concurrent GET: %d %s", res.StatusCode, res.Header.Get("Content-Type"))
			}
		}()
	}
	wg.Wait()
	if h.webp.Made() != 1 {
		t.Errorf("made %d twins for %d concurrent requests, want 1", h.webp.Made(), n)
	}
	for i := 1; i < n; i++ {
		if etags[i] != etags[0] || !bytes.Equal(bodies[i], bodies[0]) {
			t.Errorf("answer %d differs", i)
		}
	}

	// WebP side.
	res, body := do("GET", url, map[string]string{"Accept": chromeAccept})
	if res.StatusCode != 200 {
		t.Fatalf("GET webp status %d", res.StatusCode)
	}
	for k, want := range map[string]string{
		"Content-Type":           "image/webp",
		"Cache-Control":          CacheControl,
		"Vary":                   "Accept",
		"X-Content-Type-Options": "nosniff",
	} {
		if got := res.Header.Get(k); got != want {
			t.Errorf("webp %s = %q, want %q", k, got, want)
		}
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(body))
	if err != nil || format != "webp" || cfg.Width != 320 || cfg.Height != 240 {
		t.Fatalf("webp body: %s %dx%d %v", format, cfg.Width, cfg.Height, err)
	}
	if _, err := webp.Decode(bytes.NewReader(body)); err != nil {
		t.Fatalf("webp body does not decode: %v", err)
	}
	webpTag := res.Header.Get("ETag")

	// JPEG side: no Accept, Accept without WebP, WebP refused with q=0,
	// a wildcard only.
	for _, accept := range []string{"", "image/png,image/*;q=0.8,*/*;q=0.5", "image/webp;q=0, */*", "*/*"} {
		res, jb := do("GET", url, map[string]string{"Accept": accept})
		if res.StatusCode != 200 || res.Header.Get("Content-Type") != "image/jpeg" || string(jb[:2]) != "\xff\xd8" {
			t.Errorf("Accept %q: %d %s", accept, res.StatusCode, res.Header.Get("Content-Type"))
		}
		if res.Header.Get("Vary") != "Accept" || res.Header.Get("Cache-Control") != CacheControl {
			t.Errorf("Accept %q: Vary %q Cache-Control %q", accept, res.Header.Get("Vary"), res.Header.Get("Cache-Control"))
		}
		if tag := res.Header.Get("ETag"); tag == "" || tag == webpTag {
			t.Errorf("Accept %q: ETag %q, WebP's %q", accept, tag, webpTag)
		}
		if len(jb) <= len(body) {
			t.Logf("JPEG %d bytes, WebP %d bytes", len(jb), len(body))
		}
	}

	// Conditional, Range and HEAD on the WebP.
	res, _ = do("GET", url, map[string]string{"Accept": chromeAccept, "If-None-Match": webpTag})
	if res.StatusCode != http.StatusNotModified || res.Header.Get("Vary") != "Accept" {
		t.Errorf("If-None-Match: %d Vary %q", res.StatusCode, res.Header.Get("Vary"))
	}
	res, part := do("GET", url, map[string]string{"Accept": chromeAccept, "Range": "bytes=0-11"})
	if res.StatusCode != http.StatusPartialContent || !bytes.Equal(part, body[:12]) || res.Header.Get("Content-Type") != "image/webp" {
		t.Errorf("Range: %d %q", res.StatusCode, part)
	}
	res, hb := do("HEAD", url, map[string]string{"Accept": chromeAccept})
	if res.StatusCode != 200 || len(hb) != 0 || res.Header.Get("Content-Type") != "image/webp" ||
		res.ContentLength != int64(len(body)) || res.Header.Get("ETag") != webpTag {
		t.Errorf("HEAD: %d %s length %d", res.StatusCode, res.Header.Get("Content-Type"), res.ContentLength)
	}
	// HEAD first on another variant also makes its twin.
	res, _ = do("HEAD", media.URL(saved.Key, 400), map[string]string{"Accept": "image/webp"})
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "image/webp" || h.webp.Made() != 2 {
		t.Errorf("HEAD first: %d %s made %d", res.StatusCode, res.Header.Get("Content-Type"), h.webp.Made())
	}
	// The twin is served under its own name too.
	twin, _ := media.WebPName(media.Name(saved.Key, 320))
	if res, b := do("GET", "/media/"+twin, nil); res.StatusCode != 200 || !bytes.Equal(b, body) {
		t.Errorf("GET %s: %d", twin, res.StatusCode)
	}

	// Missing source: 404 either way. Corrupt source: 500 for WebP (the
	// JPEG bytes as stored otherwise), no twin, no panic.
	for _, accept := range []string{chromeAccept, ""} {
		if res, _ := do("GET", media.URL(saved.Key, 1920), map[string]string{"Accept": accept}); res.StatusCode != 404 {
			t.Errorf("missing, Accept %q: %d", accept, res.StatusCode)
		}
	}
	const corrupt = "ab/0123456789abcdef/320.jpg"
	if err := store.Put(ctx, corrupt, strings.NewReader("\xff\xd8\xff broken")); err != nil {
		t.Fatal(err)
	}
	if res, _ := do("GET", "/media/"+corrupt, map[string]string{"Accept": chromeAccept}); res.StatusCode != 500 {
		t.Errorf("corrupt, WebP: %d", res.StatusCode)
	}
	if res, _ := do("GET", "/media/"+corrupt, nil); res.StatusCode != 200 {
		t.Errorf("corrupt, JPEG: %d", res.StatusCode)
	}
	if ok, _ := store.Exists(ctx, "ab/0123456789abcdef/320.webp"); ok {
		t.Error("twin of a corrupt source")
	}
}

// With every encoder busy a WebP client gets the JPEG, cached for a short
// time only, and the WebP once an encoder is free.
func TestHandlerWebPBusy(t *testing.T) {
	ctx := context.Background()
	store := media.NewDiskStore(t.TempDir())
	saved, err := media.SaveImage(ctx, store, testImage(200, 100, 6))
	if err != nil {
		t.Fatal(err)
	}
	h := Handler(store).(*handler)
	h.twinWait = time.Minute // these requests wait for their twin
	h.webp.Slots = semaphore.NewWeighted(1)
	h.webp.Wait = 20 * time.Millisecond
	if !h.webp.Slots.TryAcquire(1) {
		t.Fatal("slot")
	}
	get := func() *httptest.ResponseRecorder {
		req := httptest.NewRequest("GET", media.URL(saved.Key, 200), nil)
		req.Header.Set("Accept", chromeAccept)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	rec := get()
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/jpeg" ||
		rec.Header().Get("Cache-Control") != BusyCacheControl || rec.Header().Get("Vary") != "Accept" {
		t.Errorf("busy: %d %v", rec.Code, rec.Header())
	}
	h.webp.Slots.Release(1)
	rec = get()
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/webp" || rec.Header().Get("Cache-Control") != CacheControl {
		t.Errorf("free: %d %v", rec.Code, rec.Header())
	}
}

func TestAcceptsWebP(t *testing.T) {
	for h, want := range map[string]bool{
		"":                                  false,
		"*/*":                               false,
		"image/*":                           false,
		"image/webp":                        true,
		"IMAGE/WEBP":                        true,
		chromeAccept:                        true,
		"image/avif, image/webp;q=0.9, */*": true,
		"image/webp;q=0":                    false,
		"image/webp; q=0.0, image/png":      false,
		"image/webp;q=abc":                  false,
		"image/webpx, image/png":            false,
	} {
		if got := acceptsWebP(h); got != want {
			t.Errorf("acceptsWebP(%q) = %v, want %v", h, got, want)
		}
	}
}

// readOnlyWebP refuses to store twins.
type readOnlyWebP struct{ media.Store }

func (s readOnlyWebP) Put(ctx context.Context, name string, r io.Reader) error {
	if strings.HasSuffix(name, ".webp") {
		return errors.New("read-only store")
	}
	return s.Store.Put(ctx, name, r)
}

// A twin that cannot be stored leaves WebP clients with the JPEG (briefly
// cached), not an error.
func TestHandlerWebPStoreRefuses(t *testing.T) {
	ctx := context.Background()
	store := readOnlyWebP{media.NewDiskStore(t.TempDir())}
	saved, err := media.SaveImage(ctx, store, testImage(200, 100, 7))
	if err != nil {
		t.Fatal(err)
	}
	req := httptest.NewRequest("GET", media.URL(saved.Key, 200), nil)
	req.Header.Set("Accept", chromeAccept)
	rec := httptest.NewRecorder()
	hh := Handler(store).(*handler)
	hh.twinWait = time.Minute
	hh.ServeHTTP(rec, req)
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "image/jpeg" || rec.Header().Get("Cache-Control") != BusyCacheControl {
		t.Errorf("%d %v", rec.Code, rec.Header())
	}
}

// A twin that takes longer than TwinWait does not hold the picture up: the
// first request gets the JPEG (briefly cached) and the encoding, going on
// without it, leaves the twin for the next one.
func TestHandlerWebPNeverWaitsForALongEncode(t *testing.T) {
	store := media.NewDiskStore(t.TempDir())
	ctx := context.Background()
	img := image.NewRGBA(image.Rect(0, 0, 1280, 960))
	for i := range img.Pix {
		img.Pix[i] = uint8(i * 7)
	}
	saved, err := media.SaveImage(ctx, store, img)
	if err != nil {
		t.Fatal(err)
	}
	h := Handler(store).(*handler)
	h.twinWait = time.Nanosecond // shorter than any encode
	url := media.URL(saved.Key, 1280)
	get := func() *httptest.ResponseRecorder {
		rec := httptest.NewRecorder()
		req := httptest.NewRequest("GET", url, nil)
		req.Header.Set("Accept", chromeAccept)
		h.ServeHTTP(rec, req)
		return rec
	}
	if rec := get(); rec.Code != 200 || rec.Header().Get("Content-Type") != "image/jpeg" || rec.Header().Get("Cache-Control") != BusyCacheControl {
		t.Fatalf("first request: %d %q %q", rec.Code, rec.Header().Get("Content-Type"), rec.Header().Get("Cache-Control"))
	}
	deadline := time.Now().Add(30 * time.Second)
	for h.webp.Made() == 0 {
		if time.Now().After(deadline) {
			t.Fatal("the twin was never made after the request left")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if rec := get(); rec.Code != 200 || rec.Header().Get("Content-Type") != "image/webp" || rec.Header().Get("Cache-Control") != CacheControl {
		t.Fatalf("later request: %d %q %q", rec.Code, rec.Header().Get("Content-Type"), rec.Header().Get("Cache-Control"))
	}
}

// A client that leaves while its picture is being looked up (a page left
// mid-load) is no server error: nothing is logged as one or answered 500.
func TestHandlerClientGone(t *testing.T) {
	b, err := objectstore.New(objectstoretest.Start(t))
	if err != nil {
		t.Fatal(err)
	}
	store := media.NewBucketStore(b)
	img := image.NewRGBA(image.Rect(0, 0, 400, 300))
	saved, err := media.SaveImage(context.Background(), store, img)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rec := httptest.NewRecorder()
	Handler(store).ServeHTTP(rec, httptest.NewRequest("GET", media.URL(saved.Key, 320), nil).WithContext(ctx))
	if rec.Code == http.StatusInternalServerError {
		t.Fatalf("a gone client answered %d", rec.Code)
	}
}
