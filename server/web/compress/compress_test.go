package compress

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

var page = "<!doctype html><html><body>" + strings.Repeat("<p>艺术市场 artworks</p>", 500) + "</body></html>"

func serve(h http.Handler, method, acceptEncoding string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, "/artworks", nil)
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func gunzip(t *testing.T, b []byte) string {
	t.Helper()
	zr, err := gzip.NewReader(strings.NewReader(string(b)))
	if err != nil {
		t.Fatalf("not gzip: %v", err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatalf("gunzip: %v", err)
	}
	return string(out)
}

func html(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_, _ = io.WriteString(w, page)
}

func TestPagesAreGzippedForClientsThatAcceptIt(t *testing.T) {
	h := Handler(http.HandlerFunc(html))
	for _, ae := range []string{"gzip", "gzip, deflate, br, zstd", "br;q=1.0, gzip;q=0.8"} {
		rec := serve(h, "GET", ae)
		if rec.Header().Get("Content-Encoding") != "gzip" || rec.Header().Get("Content-Length") != "" {
			t.Fatalf("%q: encoding %q, length %q", ae, rec.Header().Get("Content-Encoding"), rec.Header().Get("Content-Length"))
		}
		if got := gunzip(t, rec.Body.Bytes()); got != page {
			t.Fatalf("%q: the page changed in the round trip", ae)
		}
		if rec.Body.Len()*5 > len(page) {
			t.Fatalf("%q: %d bytes for a %d-byte page", ae, rec.Body.Len(), len(page))
		}
		if !strings.Contains(strings.Join(rec.Header().Values("Vary"), ","), "Accept-Encoding") {
			t.Fatalf("%q: no Vary: Accept-Encoding", ae)
		}
	}
}

func TestWhatIsNotCompressed(t *testing.T) {
	cases := []struct {
		name, method, ae string
		h                http.HandlerFunc
	}{
		{"no Accept-Encoding", "GET", "", html},
		{"gzip refused with q=0", "GET", "gzip;q=0, br", html},
		{"HEAD", "HEAD", "gzip", html},
		{"a picture", "GET", "gzip", func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "image/jpeg")
			_, _ = io.WriteString(w, page)
		}},
		{"already encoded (a precompressed asset)", "GET", "gzip", func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "text/javascript")
			w.Header().Set("Content-Encoding", "br")
			_, _ = io.WriteString(w, page)
		}},
		{"small, with its length", "GET", "gzip", func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.Header().Set("Content-Length", "11")
			_, _ = io.WriteString(w, `{"ok":true}`)
		}},
		{"304", "GET", "gzip", func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			w.WriteHeader(http.StatusNotModified)
		}},
		{"a range", "GET", "gzip", func(w http.ResponseWriter, _ *http.Request) {
			w.Header().Set("Content-Type", "text/plain")
			w.Header().Set("Content-Range", "bytes 0-9/100")
			w.WriteHeader(http.StatusPartialContent)
			_, _ = io.WriteString(w, page[:10])
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rec := serve(Handler(c.h), c.method, c.ae)
			if enc := rec.Header().Get("Content-Encoding"); enc == "gzip" {
				t.Fatalf("compressed")
			}
			if strings.HasPrefix(rec.Body.String(), "\x1f\x8b") {
				t.Fatal("a gzip body")
			}
		})
	}
}

func TestJSONWithoutAContentTypeSetIsJudgedByItsBytes(t *testing.T) {
	h := Handler(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		_, _ = io.WriteString(w, page) // no Content-Type: sniffed as HTML, as net/http would
	}))
	rec := serve(h, "GET", "gzip")
	if rec.Header().Get("Content-Encoding") != "gzip" || gunzip(t, rec.Body.Bytes()) != page {
		t.Fatalf("encoding %q", rec.Header().Get("Content-Encoding"))
	}
}

// A streamed page reaches the client chunk by chunk: Flush pushes what the
// gzip writer holds.
func TestFlushSendsTheStreamSoFar(t *testing.T) {
	first := make(chan string, 1)
	release := make(chan struct{})
	srv := httptest.NewServer(Handler(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = io.WriteString(w, "<html><head><title>shell</title></head>")
		w.(http.Flusher).Flush()
		<-release
		_, _ = io.WriteString(w, "<body>rest</body></html>")
	})))
	defer srv.Close()
	req, _ := http.NewRequest("GET", srv.URL, nil)
	req.Header.Set("Accept-Encoding", "gzip") // set by hand: the transport then leaves the body encoded
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	zr, err := gzip.NewReader(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	go func() {
		buf := make([]byte, 64)
		n, _ := zr.Read(buf)
		first <- string(buf[:n])
	}()
	if got := <-first; !strings.Contains(got, "shell") {
		t.Fatalf("first chunk %q", got)
	}
	close(release)
	rest, _ := io.ReadAll(zr)
	if !strings.Contains(string(rest), "rest") {
		t.Fatalf("rest %q", rest)
	}
}

func TestAcceptsGzip(t *testing.T) {
	for h, want := range map[string]bool{
		"gzip": true, "GZIP": true, "deflate, gzip": true, "gzip;q=0.5": true, "gzip; q=0": false,
		"gzip;q=0.0": false, "br": false, "": false, "x-gzip": false,
	} {
		if got := acceptsGzip(h); got != want {
			t.Errorf("%q: %v", h, got)
		}
	}
}
