// Package seo serves what search engines read before any page: /robots.txt
// and /sitemap.xml (every public artist, artwork, gallery, exhibition,
// viewing room and published article, with its last change). A site of
// more than MaxURLs addresses gets a sitemap index at /sitemap.xml naming
// the files /sitemaps/1.xml, /sitemaps/2.xml, …, as the protocol asks.
//
// Addresses in both are absolute, built on the site's public base:
// PUBLIC_URL when configured, else the request's scheme and host.
package seo

import (
	"bytes"
	"context"
	"encoding/xml"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"golang.org/x/sync/singleflight"

	"artmarket/ent"
	"artmarket/ent/article"
	"artmarket/ent/artist"
	"artmarket/ent/artwork"
	"artmarket/ent/exhibition"
	"artmarket/ent/gallery"
	"artmarket/ent/schema/nodeid"
	"artmarket/ent/viewingroom"
)

// DefaultPageSize is how many rows one sitemap query reads.
const DefaultPageSize = 1000

// MaxURLs is the most addresses one sitemap file may list (sitemaps.org;
// a crawler refuses a larger file whole).
const MaxURLs = 50_000

// DefaultMaxAge is how long a built sitemap is served before it is read
// again: reading it costs a query per thousand rows of every kind (over a
// hundred at 100,000 works), so it is built once for every request and
// server address in that time, never per request.
const DefaultMaxAge = 10 * time.Minute

// Cache lifetimes: crawlers may keep robots.txt a day and the sitemap an
// hour (a new artwork shows up in it within the hour).
const (
	RobotsCacheControl  = "public, max-age=86400"
	SitemapCacheControl = "public, max-age=3600"
)

// StaticPaths are the public pages that exist once (not per row). Pages that
// are not built yet (the coming-soon routes) are left out.
var StaticPaths = []string{
	"/", "/artworks", "/artists", "/artists-names", "/galleries", "/galleries-names", "/exhibitions",
	"/viewing-rooms", "/articles", "/art-lives", "/live-list", "/shop", "/about", "/studio", "/apply-partener",
	"/agreement/service", "/agreement/privacy",
}

// Disallowed are the path prefixes robots.txt closes: member pages, the API,
// GraphQL and its playground, and the sandbox simulators.
var Disallowed = []string{"/member/", "/ops/", "/api/", "/graphql", "/graphiql", "/_sandbox/"}

// Handler serves /robots.txt and /sitemap.xml.
type Handler struct {
	Client    *ent.Client
	PublicURL string           // the site's public address; empty: the request's
	Log       *slog.Logger     // nil: slog.Default()
	PageSize  int              // rows per query; 0: DefaultPageSize
	MaxURLs   int              // addresses per file; 0: MaxURLs
	MaxAge    time.Duration    // a built sitemap is served this long; 0: DefaultMaxAge
	Now       func() time.Time // nil: time.Now

	flight singleflight.Group
	mu     sync.Mutex
	built  *builtSitemap
}

// builtSitemap is every file of the sitemap, each a whole <urlset>
// document whose addresses begin with baseMarker (the origin is the
// request's when PUBLIC_URL is not set, so it is put in when served).
type builtSitemap struct {
	files [][]byte
	at    time.Time
}

// baseMarker stands for the origin in a built file. Nothing else in a
// sitemap is text anybody wrote (paths, numbers, datetimes), so the marker
// cannot occur but where it was put.
const baseMarker = "{{origin}}"

// Routes registers GET /robots.txt, /sitemap.xml and /sitemaps/{n}.xml
// (HEAD too).
func (h *Handler) Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /robots.txt", h.robots)
	mux.HandleFunc("GET /sitemap.xml", h.sitemap)
	mux.HandleFunc("GET /sitemaps/{file}", h.sitemapFile)
}

func (h *Handler) log() *slog.Logger {
	if h.Log != nil {
		return h.Log
	}
	return slog.Default()
}

// Base is the public origin without a trailing slash: PublicURL, else the
// request's scheme (https behind a proxy that says so) and host.
func Base(publicURL string, r *http.Request) string {
	if publicURL != "" {
		return strings.TrimRight(publicURL, "/")
	}
	scheme := "http"
	if r.TLS != nil || r.Header.Get("X-Forwarded-Proto") == "https" {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}

// Robots is the robots.txt text for a site at base.
func Robots(base string) string {
	var b strings.Builder
	b.WriteString("User-agent: *\nAllow: /\n")
	for _, p := range Disallowed {
		b.WriteString("Disallow: " + p + "\n")
	}
	b.WriteString("\nSitemap: " + base + "/sitemap.xml\n")
	return b.String()
}

func (h *Handler) robots(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", RobotsCacheControl)
	_, _ = w.Write([]byte(Robots(Base(h.PublicURL, r))))
}

// entry is one <url> of the sitemap.
type entry struct {
	XMLName xml.Name `xml:"url"`
	Loc     string   `xml:"loc"`
	LastMod string   `xml:"lastmod,omitempty"`
}

// row is what a sitemap query reads: the id and the last change.
type row struct {
	ID        int       `sql:"id"`
	UpdatedAt time.Time `sql:"updated_at"`
}

// LastMod formats t as a W3C datetime in UTC (2026-11-23T07:40:52Z).
func LastMod(t time.Time) string { return t.UTC().Format(time.RFC3339) }

const sitemapHead = xml.Header + `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n"

// sitemap answers the urlset of the whole site, or, past MaxURLs
// addresses, the index of its files.
func (h *Handler) sitemap(w http.ResponseWriter, r *http.Request) {
	b, ok := h.sitemapOrFail(w, r)
	if !ok {
		return
	}
	base := Base(h.PublicURL, r)
	if len(b.files) == 1 {
		h.writeXML(w, r, withBase(b.files[0], base))
		return
	}
	var out bytes.Buffer
	out.WriteString(xml.Header + `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	enc := xml.NewEncoder(&out)
	enc.Indent("", "  ")
	for i := range b.files {
		_ = enc.Encode(indexEntry{Loc: fmt.Sprintf("%s/sitemaps/%d.xml", base, i+1), LastMod: LastMod(b.at)})
	}
	_ = enc.Flush()
	out.WriteString("\n</sitemapindex>\n")
	h.writeXML(w, r, out.Bytes())
}

// sitemapFile answers /sitemaps/{n}.xml, one file of a sitemap index.
func (h *Handler) sitemapFile(w http.ResponseWriter, r *http.Request) {
	num, ok := strings.CutSuffix(r.PathValue("file"), ".xml")
	n, err := strconv.Atoi(num)
	if !ok || err != nil || n < 1 || num != strconv.Itoa(n) {
		http.NotFound(w, r)
		return
	}
	b, ok := h.sitemapOrFail(w, r)
	if !ok {
		return
	}
	if len(b.files) < 2 || n > len(b.files) { // a site of one file has no index
		http.NotFound(w, r)
		return
	}
	h.writeXML(w, r, withBase(b.files[n-1], Base(h.PublicURL, r)))
}

type indexEntry struct {
	XMLName xml.Name `xml:"sitemap"`
	Loc     string   `xml:"loc"`
	LastMod string   `xml:"lastmod"`
}

func (h *Handler) writeXML(w http.ResponseWriter, r *http.Request, body []byte) {
	w.Header().Set("Content-Type", "application/xml; charset=utf-8")
	w.Header().Set("Cache-Control", SitemapCacheControl)
	w.Header().Set("Content-Length", strconv.Itoa(len(body)))
	if r.Method == http.MethodHead {
		return
	}
	_, _ = w.Write(body)
}

// withBase puts the origin, escaped for XML, where the marker stands.
func withBase(file []byte, base string) []byte {
	var esc bytes.Buffer
	_ = xml.EscapeText(&esc, []byte(base))
	return bytes.ReplaceAll(file, []byte(baseMarker), esc.Bytes())
}

// sitemapOrFail is the built sitemap, or a 503 written (a database that is
// down is a 503, never half a document).
func (h *Handler) sitemapOrFail(w http.ResponseWriter, r *http.Request) (*builtSitemap, bool) {
	b, err := h.current(r.Context())
	if err != nil {
		if r.Context().Err() == nil {
			h.log().ErrorContext(r.Context(), "seo: sitemap", "err", err)
			http.Error(w, "sitemap unavailable", http.StatusServiceUnavailable)
		}
		return nil, false
	}
	return b, true
}

// current is the sitemap built within MaxAge, or a new one: concurrent
// requests share one build, which goes on when they leave.
func (h *Handler) current(ctx context.Context) (*builtSitemap, error) {
	now := time.Now
	if h.Now != nil {
		now = h.Now
	}
	maxAge := h.MaxAge
	if maxAge <= 0 {
		maxAge = DefaultMaxAge
	}
	h.mu.Lock()
	b := h.built
	h.mu.Unlock()
	if b != nil && now().Sub(b.at) < maxAge {
		return b, nil
	}
	ch := h.flight.DoChan("sitemap", func() (any, error) {
		bctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Minute)
		defer cancel()
		at := now()
		files, err := h.build(bctx)
		if err != nil {
			return nil, err
		}
		b := &builtSitemap{files: files, at: at}
		h.mu.Lock()
		h.built = b
		h.mu.Unlock()
		return b, nil
	})
	select {
	case res := <-ch:
		if res.Err != nil {
			return nil, res.Err
		}
		return res.Val.(*builtSitemap), nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// build reads the static pages, then every artist, artwork, gallery,
// exhibition, viewing room and published article in id order, a page of
// rows at a time, into files of at most MaxURLs addresses.
func (h *Handler) build(ctx context.Context) ([][]byte, error) {
	size := h.PageSize
	if size <= 0 {
		size = DefaultPageSize
	}
	limit := h.MaxURLs
	if limit <= 0 {
		limit = MaxURLs
	}
	fw := &fileWriter{limit: limit}
	for _, p := range StaticPaths {
		if err := fw.add(entry{Loc: baseMarker + p}); err != nil {
			return nil, err
		}
	}
	for _, k := range []struct {
		prefix string
		next   pager
	}{
		{"/artist/", h.artists}, {"/artwork/", h.artworks}, {"/gallery/", h.galleries},
		{"/exhibition/", h.exhibitions}, {"/viewing-room/", h.viewingRooms}, {"/article/", h.articles},
	} {
		if err := h.stream(ctx, fw, baseMarker+k.prefix, size, k.next); err != nil {
			return nil, err
		}
	}
	return fw.finish()
}

// fileWriter encodes entries into urlset files of at most limit entries.
type fileWriter struct {
	limit int
	files [][]byte
	buf   *bytes.Buffer
	enc   *xml.Encoder
	n     int
}

func (f *fileWriter) add(e entry) error {
	if f.enc != nil && f.n == f.limit {
		if err := f.close(); err != nil {
			return err
		}
	}
	if f.enc == nil {
		f.buf = bytes.NewBufferString(sitemapHead)
		f.enc = xml.NewEncoder(f.buf)
		f.enc.Indent("", "  ")
		f.n = 0
	}
	f.n++
	if err := f.enc.Encode(e); err != nil {
		return fmt.Errorf("seo: write sitemap: %w", err)
	}
	return nil
}

func (f *fileWriter) close() error {
	if err := f.enc.Flush(); err != nil {
		return fmt.Errorf("seo: write sitemap: %w", err)
	}
	f.buf.WriteString("\n</urlset>\n")
	f.files = append(f.files, f.buf.Bytes())
	f.buf, f.enc = nil, nil
	return nil
}

func (f *fileWriter) finish() ([][]byte, error) {
	if f.enc != nil {
		if err := f.close(); err != nil {
			return nil, err
		}
	}
	return f.files, nil
}

type pager func(ctx context.Context, after, limit int) ([]row, error)

// stream adds every row of next, read a page at a time, as prefix+number
// entries.
func (h *Handler) stream(ctx context.Context, fw *fileWriter, prefix string, size int, next pager) error {
	rows, err := next(ctx, 0, size)
	if err != nil {
		return err
	}
	for len(rows) > 0 {
		for _, x := range rows {
			if err := fw.add(entry{Loc: fmt.Sprintf("%s%d", prefix, nodeid.Number(x.ID)), LastMod: LastMod(x.UpdatedAt)}); err != nil {
				return err
			}
		}
		if len(rows) < size {
			return nil
		}
		if rows, err = next(ctx, rows[len(rows)-1].ID, size); err != nil {
			return err
		}
	}
	return nil
}

// artists reads a page of (id, updated_at) after the id after, in id order:
// the published only (a draft or a withdrawn artist has no public page).
func (h *Handler) artists(ctx context.Context, after, limit int) ([]row, error) {
	var rows []row
	err := h.Client.Artist.Query().
		Where(artist.IDGT(after), artist.PublicationEQ(artist.PublicationPublished)).
		Order(ent.Asc(artist.FieldID)).
		Limit(limit).
		Select(artist.FieldID, artist.FieldUpdatedAt).
		Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("seo: read artists after %d: %w", after, err)
	}
	return rows, nil
}

// artworks reads a page of (id, updated_at) after the id after, in id order,
// leaving out the works taken down (hidden).
func (h *Handler) artworks(ctx context.Context, after, limit int) ([]row, error) {
	var rows []row
	err := h.Client.Artwork.Query().
		Where(artwork.IDGT(after), artwork.Hidden(false)).
		Order(ent.Asc(artwork.FieldID)).
		Limit(limit).
		Select(artwork.FieldID, artwork.FieldUpdatedAt).
		Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("seo: read artworks after %d: %w", after, err)
	}
	return rows, nil
}

// galleries reads a page of (id, updated_at) after the id after, in id order.
func (h *Handler) galleries(ctx context.Context, after, limit int) ([]row, error) {
	var rows []row
	err := h.Client.Gallery.Query().
		Where(gallery.IDGT(after), gallery.PublicationEQ(gallery.PublicationPublished)).
		Order(ent.Asc(gallery.FieldID)).
		Limit(limit).
		Select(gallery.FieldID, gallery.FieldUpdatedAt).
		Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("seo: read galleries after %d: %w", after, err)
	}
	return rows, nil
}

// exhibitions reads a page of (id, updated_at) after the id after, in id
// order: the published only (a draft or a withdrawn one has no public page).
func (h *Handler) exhibitions(ctx context.Context, after, limit int) ([]row, error) {
	var rows []row
	err := h.Client.Exhibition.Query().
		Where(exhibition.IDGT(after), exhibition.PublicationEQ(exhibition.PublicationPublished)).
		Order(ent.Asc(exhibition.FieldID)).
		Limit(limit).
		Select(exhibition.FieldID, exhibition.FieldUpdatedAt).
		Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("seo: read exhibitions after %d: %w", after, err)
	}
	return rows, nil
}

// viewingRooms reads a page of (id, updated_at) after the id after, in id
// order: closed and upcoming rooms too (their pages exist and say so), the
// published only.
func (h *Handler) viewingRooms(ctx context.Context, after, limit int) ([]row, error) {
	var rows []row
	err := h.Client.ViewingRoom.Query().
		Where(viewingroom.IDGT(after), viewingroom.PublicationEQ(viewingroom.PublicationPublished),
			viewingroom.HasGalleryWith(gallery.PublicationEQ(gallery.PublicationPublished))). // a room shows only with its gallery
		Order(ent.Asc(viewingroom.FieldID)).
		Limit(limit).
		Select(viewingroom.FieldID, viewingroom.FieldUpdatedAt).
		Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("seo: read viewing rooms after %d: %w", after, err)
	}
	return rows, nil
}

// articles reads a page of the articles published by now (scheduled ones
// stay out until they are public), after the id after, in id order.
func (h *Handler) articles(ctx context.Context, after, limit int) ([]row, error) {
	var rows []row
	err := h.Client.Article.Query().
		Where(article.IDGT(after), article.PublishedAtLTE(time.Now().UTC())).
		Order(ent.Asc(article.FieldID)).
		Limit(limit).
		Select(article.FieldID, article.FieldUpdatedAt).
		Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("seo: read articles after %d: %w", after, err)
	}
	return rows, nil
}
