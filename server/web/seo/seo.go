// Package seo serves what search engines read before any page: /robots.txt
// and /sitemap.xml (every public artist, artwork, gallery, exhibition,
// viewing room and published article, with its last change).
//
// Addresses in both are absolute, built on the site's public base:
// PUBLIC_URL when configured, else the request's scheme and host.
package seo

import (
	"context"
	"encoding/xml"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"time"

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
	PublicURL string       // the site's public address; empty: the request's
	Log       *slog.Logger // nil: slog.Default()
	PageSize  int          // rows per query; 0: DefaultPageSize
}

// Routes registers GET /robots.txt and GET /sitemap.xml (HEAD too).
func (h *Handler) Routes(mux *http.ServeMux) {
	mux.HandleFunc("GET /robots.txt", h.robots)
	mux.HandleFunc("GET /sitemap.xml", h.sitemap)
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

// sitemap streams the urlset: the static pages, then every artist, artwork,
// gallery, exhibition, viewing room and published article read in id order, a page of rows at a time (bounded memory, one
// query per page). The first page is read before anything is written, so a
// database that is down is a 503 and not half a document.
func (h *Handler) sitemap(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	base := Base(h.PublicURL, r)
	size := h.PageSize
	if size <= 0 {
		size = DefaultPageSize
	}
	first, err := h.artists(ctx, 0, size)
	if err != nil {
		h.log().ErrorContext(ctx, "seo: sitemap", "err", err)
		http.Error(w, "sitemap unavailable", http.StatusServiceUnavailable)
		return
	}
	if first == nil { // no artists: stream must not read them again
		first = []row{}
	}
	w.Header().Set("Content-Type", "application/xml; charset=utf-8")
	w.Header().Set("Cache-Control", SitemapCacheControl)
	if r.Method == http.MethodHead {
		return
	}
	if _, err := w.Write([]byte(sitemapHead)); err != nil {
		return
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	for _, p := range StaticPaths {
		if err := enc.Encode(entry{Loc: base + p}); err != nil {
			return
		}
	}
	err = h.stream(ctx, enc, base+"/artist/", first, size, h.artists)
	if err == nil {
		err = h.stream(ctx, enc, base+"/artwork/", nil, size, h.artworks)
	}
	if err == nil {
		err = h.stream(ctx, enc, base+"/gallery/", nil, size, h.galleries)
	}
	if err == nil {
		err = h.stream(ctx, enc, base+"/exhibition/", nil, size, h.exhibitions)
	}
	if err == nil {
		err = h.stream(ctx, enc, base+"/viewing-room/", nil, size, h.viewingRooms)
	}
	if err == nil {
		err = h.stream(ctx, enc, base+"/article/", nil, size, h.articles)
	}
	if err != nil {
		// The answer has started: it ends malformed, which a crawler
		// treats as a failed fetch and retries.
		h.log().ErrorContext(ctx, "seo: sitemap cut short", "err", err)
		return
	}
	if err := enc.Flush(); err != nil {
		return
	}
	_, _ = w.Write([]byte("\n</urlset>\n"))
}

type pager func(ctx context.Context, after, limit int) ([]row, error)

// stream writes every row of next, starting with rows (nil: fetch the first
// page), as prefix+number entries.
func (h *Handler) stream(ctx context.Context, enc *xml.Encoder, prefix string, rows []row, size int, next pager) error {
	var err error
	if rows == nil {
		if rows, err = next(ctx, 0, size); err != nil {
			return err
		}
	}
	for len(rows) > 0 {
		for _, x := range rows {
			e := entry{Loc: fmt.Sprintf("%s%d", prefix, nodeid.Number(x.ID)), LastMod: LastMod(x.UpdatedAt)}
			if err := enc.Encode(e); err != nil {
				return fmt.Errorf("seo: write sitemap: %w", err)
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

// artists reads a page of (id, updated_at) after the id after, in id order.
func (h *Handler) artists(ctx context.Context, after, limit int) ([]row, error) {
	var rows []row
	err := h.Client.Artist.Query().
		Where(artist.IDGT(after)).
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
		Where(gallery.IDGT(after)).
		Order(ent.Asc(gallery.FieldID)).
		Limit(limit).
		Select(gallery.FieldID, gallery.FieldUpdatedAt).
		Scan(ctx, &rows)
	if err != nil {
		return nil, fmt.Errorf("seo: read galleries after %d: %w", after, err)
	}
	return rows, nil
}

// exhibitions reads a page of (id, updated_at) after the id after, in id order.
func (h *Handler) exhibitions(ctx context.Context, after, limit int) ([]row, error) {
	var rows []row
	err := h.Client.Exhibition.Query().
		Where(exhibition.IDGT(after)).
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
// order: closed and upcoming rooms too (their pages exist and say so).
func (h *Handler) viewingRooms(ctx context.Context, after, limit int) ([]row, error) {
	var rows []row
	err := h.Client.ViewingRoom.Query().
		Where(viewingroom.IDGT(after)).
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
