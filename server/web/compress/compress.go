// Package compress gzips the server's text answers (pages, GraphQL and REST
// JSON, the sitemap) for clients that accept it. A page's HTML is about a
// tenth of its size gzipped, which on a phone's connection is most of the
// time to the first paint. Answers that are already encoded (the
// precompressed client assets), pictures, and answers with no body pass
// through untouched.
package compress

import (
	"bufio"
	"compress/gzip"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
)

// MinSize is the smallest answer worth compressing, when its length is known
// up front; a streamed answer (no Content-Length) is always compressed.
const MinSize = 1024

// Level trades a little size for speed: a page is compressed anew for each
// answer (its CSP nonce differs), so it must stay cheap.
const Level = gzip.BestSpeed

var writers = sync.Pool{New: func() any {
	w, _ := gzip.NewWriterLevel(io.Discard, Level)
	return w
}}

// compressible are the media types worth compressing.
var compressible = []string{
	"text/html", "text/plain", "text/css", "text/xml", "text/javascript",
	"application/json", "application/graphql-response+json", "application/xml",
	"application/javascript", "image/svg+xml",
}

// Handler gzips next's compressible answers for clients that accept gzip.
func Handler(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Add("Vary", "Accept-Encoding")
		if !acceptsGzip(r.Header.Get("Accept-Encoding")) || r.Method == http.MethodHead {
			next.ServeHTTP(w, r)
			return
		}
		cw := &writer{ResponseWriter: w}
		defer cw.close()
		next.ServeHTTP(cw, r)
	})
}

// acceptsGzip reads an Accept-Encoding header: gzip listed without q=0.
func acceptsGzip(h string) bool {
	for _, part := range strings.Split(h, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), "gzip") {
			continue
		}
		if q, ok := strings.CutPrefix(strings.ReplaceAll(params, " ", ""), "q="); ok {
			if v, err := strconv.ParseFloat(q, 64); err == nil && v == 0 {
				return false
			}
		}
		return true
	}
	return false
}

// writer decides at WriteHeader whether the answer is gzipped, then writes
// through a pooled gzip.Writer.
type writer struct {
	http.ResponseWriter
	gz          *gzip.Writer
	wroteHeader bool
}

func (w *writer) WriteHeader(status int) {
	if w.wroteHeader {
		return
	}
	w.wroteHeader = true
	if w.shouldCompress(status) {
		h := w.Header()
		h.Set("Content-Encoding", "gzip")
		h.Del("Content-Length")
		// A strong validator names the identity bytes, not these.
		if etag := h.Get("ETag"); etag != "" && !strings.HasPrefix(etag, "W/") {
			h.Set("ETag", "W/"+etag)
		}
		gz := writers.Get().(*gzip.Writer)
		gz.Reset(w.ResponseWriter)
		w.gz = gz
	}
	w.ResponseWriter.WriteHeader(status)
}

func (w *writer) shouldCompress(status int) bool {
	h := w.Header()
	if status < 200 || status == http.StatusNoContent || status == http.StatusNotModified || status == http.StatusPartialContent {
		return false
	}
	if h.Get("Content-Encoding") != "" || h.Get("Content-Range") != "" {
		return false
	}
	if n, err := strconv.Atoi(h.Get("Content-Length")); err == nil && n < MinSize {
		return false
	}
	ct := strings.ToLower(h.Get("Content-Type"))
	for _, t := range compressible {
		if strings.HasPrefix(ct, t) {
			return true
		}
	}
	return false
}

func (w *writer) Write(p []byte) (int, error) {
	if !w.wroteHeader {
		if w.Header().Get("Content-Type") == "" {
			w.Header().Set("Content-Type", http.DetectContentType(p))
		}
		w.WriteHeader(http.StatusOK)
	}
	if w.gz != nil {
		return w.gz.Write(p)
	}
	return w.ResponseWriter.Write(p)
}

// Flush sends what was written so far (a streamed page's chunks reach the
// browser as they are rendered).
func (w *writer) Flush() {
	if w.gz != nil {
		_ = w.gz.Flush()
	}
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// Hijack is for protocol upgrades, which are never compressed.
func (w *writer) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	return http.NewResponseController(w.ResponseWriter).Hijack()
}

func (w *writer) Unwrap() http.ResponseWriter { return w.ResponseWriter }

func (w *writer) close() {
	if w.gz == nil {
		return
	}
	_ = w.gz.Close()
	w.gz.Reset(io.Discard)
	writers.Put(w.gz)
	w.gz = nil
}
