// Package mediafiles serves the media store under /media/ (the transport
// side of package media).
package mediafiles

import (
	"artmarket/server/domain/media"

	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"path"
	"strings"
)

// contentTypes maps the extensions the handler serves to their media types.
// Anything else in the store (manifests, caches) is never served.
var contentTypes = map[string]string{
	".jpg":  "image/jpeg",
	".jpeg": "image/jpeg",
	".png":  "image/png",
	".webp": "image/webp",
	".avif": "image/avif",
	".gif":  "image/gif",
}

// CacheControl is sent with every file: names are content-addressed, so a
// name never changes its bytes.
const CacheControl = "public, max-age=31536000, immutable"

// Handler serves GET and HEAD /media/{name} from store, for image names
// only. Mount it at "/media/" (with or without http.StripPrefix). Responses
// carry an ETag and honour If-None-Match, If-Modified-Since and Range; any
// missing, invalid or non-image name is a plain 404 and there are no
// directory listings.
func Handler(store media.Store) http.Handler { return &handler{store: store} }

type handler struct {
	store media.Store
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	hdr := w.Header()
	hdr.Set("X-Content-Type-Options", "nosniff")
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		hdr.Set("Allow", "GET, HEAD")
		http.Error(w, http.StatusText(http.StatusMethodNotAllowed), http.StatusMethodNotAllowed)
		return
	}
	name, ok := strings.CutPrefix(r.URL.Path, "/media/")
	if !ok {
		name = strings.TrimPrefix(r.URL.Path, "/")
	}
	ctype := contentTypes[path.Ext(name)]
	if ctype == "" || !media.ValidName(name) {
		http.NotFound(w, r)
		return
	}
	f, mod, err := h.store.Open(r.Context(), name)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, media.ErrInvalidName) {
			http.NotFound(w, r)
			return
		}
		slog.ErrorContext(r.Context(), "media: open failed", "name", name, "err", err)
		http.Error(w, http.StatusText(http.StatusInternalServerError), http.StatusInternalServerError)
		return
	}
	defer f.Close()
	size, err := f.Seek(0, io.SeekEnd)
	if err == nil {
		_, err = f.Seek(0, io.SeekStart)
	}
	if err != nil {
		slog.ErrorContext(r.Context(), "media: seek failed", "name", name, "err", err)
		http.Error(w, http.StatusText(http.StatusInternalServerError), http.StatusInternalServerError)
		return
	}
	hdr.Set("Content-Type", ctype)
	hdr.Set("Cache-Control", CacheControl)
	hdr.Set("ETag", etag(name, size, mod.UnixNano()))
	http.ServeContent(w, r, name, mod, f)
}

// etag names one version of a file: its name, size and modification time.
func etag(name string, size, modNano int64) string {
	h := sha256.New()
	h.Write([]byte(name))
	var b [16]byte
	binary.BigEndian.PutUint64(b[:8], uint64(size))
	binary.BigEndian.PutUint64(b[8:], uint64(modNano))
	h.Write(b[:])
	return `"` + hex.EncodeToString(h.Sum(nil)[:12]) + `"`
}
