package mediafiles

import (
	"image"
	"image/color"

	"artmarket/server/domain/media"
	"artmarket/server/providers/objectstore"
	"artmarket/server/providers/objectstore/objectstoretest"

	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
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
