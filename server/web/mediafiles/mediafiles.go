// Package mediafiles serves the media store under /media/ (the transport
// side of package media).
package mediafiles

import (
	"artmarket/server/domain/media"
	"context"

	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"
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

// BusyCacheControl is sent with a JPEG served to a WebP client only because
// its twin was not ready (being made, or no encoder free): a later request
// gets the WebP.
const BusyCacheControl = "public, max-age=60"

// Handler serves GET and HEAD /media/{name} from store, for image names
// only. Mount it at "/media/" (with or without http.StripPrefix). Responses
// carry an ETag and honour If-None-Match, If-Modified-Since and Range; any
// missing, invalid or non-image name is a plain 404 and there are no
// directory listings.
//
// A ".jpg" variant is negotiated: a request whose Accept lists image/webp
// gets the variant's WebP twin (made on its first request, see
// media.WebPTwins) with Content-Type image/webp and the twin's own ETag;
// any other request gets the JPEG. Both carry "Vary: Accept", so the
// markup, srcset and CSP stay as they are and caches keep the two apart.
func Handler(store media.Store) http.Handler {
	return &handler{store: store, webp: media.NewWebPTwins(store), twinWait: TwinWait}
}

// TwinWait is how long a request waits for a twin being made: a small
// variant's encode fits in it, a large one's does not. Past it the request
// gets the JPEG (with BusyCacheControl) and the encoding goes on without it,
// so a later request finds the twin stored; no picture is ever held up for
// the encoder.
const TwinWait = 150 * time.Millisecond

type handler struct {
	store    media.Store
	webp     *media.WebPTwins
	twinWait time.Duration
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
	ctx := r.Context()
	cacheControl := CacheControl
	var (
		f   io.ReadSeekCloser
		mod time.Time
		err error
	)
	if twin, ok := media.WebPName(name); ok {
		hdr.Add("Vary", "Accept")
		if acceptsWebP(r.Header.Get("Accept")) {
			// The twin as stored, else made now (once), else the JPEG.
			f, mod, err = h.store.Open(ctx, twin)
			if errors.Is(err, fs.ErrNotExist) {
				// Ensure's encoding outlives this wait (other requests, or
				// the next one, get what it stores).
				wctx, cancel := context.WithTimeout(ctx, h.twinWait)
				_, err = h.webp.Ensure(wctx, name)
				cancel()
				if err == nil {
					f, mod, err = h.store.Open(ctx, twin)
				} else if errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil {
					err = media.ErrBusy
				}
			}
			switch {
			case err == nil:
				name, ctype = twin, "image/webp"
			case errors.Is(err, media.ErrBusy):
				// Every encoder busy: the JPEG now, the WebP later.
				f, cacheControl = nil, BusyCacheControl
			case errors.Is(err, media.ErrTooLarge):
				// Never encodable: the JPEG it is.
				f = nil
			case errors.Is(err, fs.ErrNotExist) || errors.Is(err, media.ErrInvalidName):
				http.NotFound(w, r)
				return
			case errors.Is(err, media.ErrUnreadable):
				// The stored JPEG is broken: a server fault either way.
				slog.ErrorContext(ctx, "media: webp twin failed", "name", name, "err", err)
				http.Error(w, http.StatusText(http.StatusInternalServerError), http.StatusInternalServerError)
				return
			default:
				// The twin could not be stored or encoded (a store that
				// refuses writes, say): the JPEG, if it opens, for now.
				if ctx.Err() == nil {
					slog.ErrorContext(ctx, "media: webp twin failed", "name", name, "err", err)
				}
				f, cacheControl = nil, BusyCacheControl
			}
		}
	}
	if f == nil {
		f, mod, err = h.store.Open(ctx, name)
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) || errors.Is(err, media.ErrInvalidName) {
				http.NotFound(w, r)
				return
			}
			if ctx.Err() != nil {
				return // the client went away (a page left mid-load): nobody to answer, nothing wrong here
			}
			slog.ErrorContext(ctx, "media: open failed", "name", name, "err", err)
			http.Error(w, http.StatusText(http.StatusInternalServerError), http.StatusInternalServerError)
			return
		}
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
	hdr.Set("Cache-Control", cacheControl)
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

// acceptsWebP reads an Accept header: image/webp listed without q=0.
// Wildcards (image/*, */*) do not count: browsers that decode WebP name it.
func acceptsWebP(h string) bool {
	for _, part := range strings.Split(h, ",") {
		typ, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(typ), "image/webp") {
			continue
		}
		for _, p := range strings.Split(params, ";") {
			k, v, _ := strings.Cut(strings.TrimSpace(p), "=")
			if strings.EqualFold(strings.TrimSpace(k), "q") {
				if q, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err != nil || q <= 0 {
					return false
				}
			}
		}
		return true
	}
	return false
}
