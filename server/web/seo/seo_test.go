package seo_test

import (
	"context"
	"encoding/xml"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"artmarket/ent/artwork"
	"artmarket/ent/schema/nodeid"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
	"artmarket/server/web/seo"
)

type urlset struct {
	XMLName xml.Name `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 urlset"`
	URLs    []struct {
		Loc     string `xml:"loc"`
		LastMod string `xml:"lastmod"`
	} `xml:"url"`
}

func serve(h http.Handler, path string, mod func(*http.Request)) *httptest.ResponseRecorder {
	req := httptest.NewRequest("GET", path, nil)
	if mod != nil {
		mod(req)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func TestRobots(t *testing.T) {
	mux := http.NewServeMux()
	(&seo.Handler{}).Routes(mux)
	rec := serve(mux, "/robots.txt", func(r *http.Request) {
		r.Host = "art.example"
		r.Header.Set("X-Forwarded-Proto", "https")
	})
	if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/plain") {
		t.Fatalf("robots: %d %v", rec.Code, rec.Header())
	}
	if cc := rec.Header().Get("Cache-Control"); !strings.Contains(cc, "public") || !strings.Contains(cc, "max-age=") {
		t.Errorf("robots Cache-Control %q", cc)
	}
	body := rec.Body.String()
	for _, want := range []string{
		"User-agent: *\n", "Allow: /\n", "Disallow: /member/\n", "Disallow: /api/\n", "Disallow: /graphql\n",
		"Disallow: /graphiql\n", "Disallow: /_sandbox/\n", "Sitemap: https://art.example/sitemap.xml\n",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("robots.txt lacks %q:\n%s", want, body)
		}
	}

	// PUBLIC_URL wins over the request's host.
	mux = http.NewServeMux()
	(&seo.Handler{PublicURL: "https://www.art.example/"}).Routes(mux)
	body = serve(mux, "/robots.txt", nil).Body.String()
	if !strings.Contains(body, "Sitemap: https://www.art.example/sitemap.xml\n") {
		t.Errorf("robots.txt with PUBLIC_URL:\n%s", body)
	}
}

func TestLastMod(t *testing.T) {
	shanghai := time.FixedZone("CST", 8*3600)
	if got := seo.LastMod(time.Date(2026, 3, 1, 2, 30, 0, 999, shanghai)); got != "2026-02-28T18:30:00Z" {
		t.Errorf("LastMod = %q", got)
	}
}

func TestSitemap(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		ctx := context.Background()
		database, err := db.FromSQL(ctx, d.SQL, d.Dialect, slog.New(slog.NewTextHandler(io.Discard, nil)))
		if err != nil {
			t.Fatal(err)
		}
		c := database.Client
		want := map[string]bool{}
		var firstArtwork string
		for i := 0; i < 5; i++ {
			ar := c.Artist.Create().SetName(fmt.Sprintf("艺术家%d", i)).SaveX(ctx)
			want[fmt.Sprintf("https://art.example/artist/%d", nodeid.Number(ar.ID))] = true
			for j := 0; j < 3; j++ {
				aw := c.Artwork.Create().SetTitle(fmt.Sprintf("作品 <%d&%d>", i, j)).SetArtist(ar).
					SetMedium(artwork.MediumOil).SetWidthCm(60).SetHeightCm(80).SetPriceFen(100_00).SaveX(ctx)
				loc := fmt.Sprintf("https://art.example/artwork/%d", nodeid.Number(aw.ID))
				want[loc] = true
				if firstArtwork == "" {
					firstArtwork = loc
				}
			}
		}
		// A member's work taken down (hidden) is left out: "unexpected entry" if listed.
		c.Artwork.Create().SetTitle("已下架").SetArtist(c.Artist.Query().FirstX(ctx)).SetHidden(true).
			SetMedium(artwork.MediumOil).SetWidthCm(60).SetHeightCm(80).SetPriceFen(100_00).ExecX(ctx)
		for _, p := range seo.StaticPaths {
			want["https://art.example"+p] = true
		}

		now := time.Now()
		mux := http.NewServeMux()
		(&seo.Handler{Client: c, PageSize: 4, Now: func() time.Time { return now }}).Routes(mux)
		before := database.Counter.Count()
		rec := serve(mux, "/sitemap.xml", func(r *http.Request) { r.Host = "art.example"; r.Header.Set("X-Forwarded-Proto", "https") })
		queries := database.Counter.Count() - before
		if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "application/xml") {
			t.Fatalf("sitemap: %d %v %s", rec.Code, rec.Header(), rec.Body)
		}
		if cc := rec.Header().Get("Cache-Control"); !strings.Contains(cc, "max-age=") {
			t.Errorf("sitemap Cache-Control %q", cc)
		}
		var set urlset
		if err := xml.Unmarshal(rec.Body.Bytes(), &set); err != nil {
			t.Fatalf("sitemap is not well-formed XML: %v\n%s", err, rec.Body)
		}
		got := map[string]bool{}
		for _, u := range set.URLs {
			if got[u.Loc] {
				t.Errorf("%s listed twice", u.Loc)
			}
			got[u.Loc] = true
			if !want[u.Loc] {
				t.Errorf("unexpected entry %s", u.Loc)
			}
			static := !strings.Contains(u.Loc, "/artist/") && !strings.Contains(u.Loc, "/artwork/")
			if static {
				continue
			}
			ts, err := time.Parse(time.RFC3339, u.LastMod)
			if err != nil || !strings.HasSuffix(u.LastMod, "Z") || time.Since(ts) > time.Hour || time.Since(ts) < -time.Minute {
				t.Errorf("%s: lastmod %q (%v)", u.Loc, u.LastMod, err)
			}
		}
		if len(got) != len(want) {
			t.Errorf("sitemap has %d entries, want %d", len(got), len(want))
		}
		if !got[firstArtwork] {
			t.Errorf("sitemap lacks %s", firstArtwork)
		}
		// 5 artists in pages of 4: 2 queries; 15 artworks: 4; no galleries,
		// exhibitions, viewing rooms or articles: 1 each. Nothing per row.
		if queries != 10 {
			t.Errorf("sitemap took %d queries, want 10", queries)
		}

		// An edited artwork moves its lastmod forward, once the built
		// sitemap has aged out: until then it is served as built, for any
		// origin, without a query.
		aw := c.Artwork.Query().Order(artwork.ByID()).FirstX(ctx)
		later := time.Now().Add(2 * time.Minute).UTC().Truncate(time.Second)
		c.Artwork.UpdateOne(aw).SetUpdatedAt(later).ExecX(ctx)
		before = database.Counter.Count()
		kept := serve(mux, "/sitemap.xml", func(r *http.Request) { r.Host = "other.example" }).Body.String()
		if database.Counter.Count() != before || strings.Contains(kept, seo.LastMod(later)) ||
			!strings.Contains(kept, "<loc>http://other.example/artists</loc>") || strings.Contains(kept, "art.example") {
			t.Fatalf("within its age the sitemap was read again, or kept another origin: %d queries\n%s", database.Counter.Count()-before, kept)
		}
		now = now.Add(seo.DefaultMaxAge)
		var again urlset
		if err := xml.Unmarshal(serve(mux, "/sitemap.xml", func(r *http.Request) { r.Host = "art.example" }).Body.Bytes(), &again); err != nil {
			t.Fatal(err)
		}
		loc := fmt.Sprintf("http://art.example/artwork/%d", nodeid.Number(aw.ID))
		found := false
		for _, u := range again.URLs {
			if u.Loc == loc {
				found = true
				if u.LastMod != seo.LastMod(later) {
					t.Errorf("%s: lastmod %q after the edit, want %q", loc, u.LastMod, seo.LastMod(later))
				}
			}
		}
		if !found {
			t.Errorf("sitemap without PUBLIC_URL lacks %s", loc)
		}

		// HEAD answers the headers only.
		req := httptest.NewRequest("HEAD", "/sitemap.xml", nil)
		head := httptest.NewRecorder()
		mux.ServeHTTP(head, req)
		if head.Code != 200 || head.Body.Len() != 0 {
			t.Errorf("HEAD sitemap: %d, %d bytes", head.Code, head.Body.Len())
		}
	})
}

// Exhibitions and viewing rooms (past and closed ones too) are in the
// sitemap under their public numbers, with their last change.
func TestSitemapEvents(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		ctx := context.Background()
		database, err := db.FromSQL(ctx, d.SQL, d.Dialect, slog.New(slog.NewTextHandler(io.Discard, nil)))
		if err != nil {
			t.Fatal(err)
		}
		c := database.Client
		g := c.Gallery.Create().SetName("山木画廊").SetCity("北京").SaveX(ctx)
		now := time.Now().UTC()
		want := map[string]string{}
		for i := 0; i < 5; i++ {
			e := c.Exhibition.Create().SetTitle(fmt.Sprintf("展览 %d", i)).SetCity("北京").SetGallery(g).
				SetStartsOn(now.AddDate(0, 0, 10*i-20)).SetEndsOn(now.AddDate(0, 0, 10*i-10)).SaveX(ctx)
			want[fmt.Sprintf("https://art.example/exhibition/%d", nodeid.Number(e.ID))] = seo.LastMod(e.UpdatedAt)
			v := c.ViewingRoom.Create().SetTitle(fmt.Sprintf("线上展厅 %d", i)).SetGallery(g).
				SetOpensAt(now.AddDate(0, 0, 10*i-20)).SetClosesAt(now.AddDate(0, 0, 10*i-10)).SaveX(ctx)
			want[fmt.Sprintf("https://art.example/viewing-room/%d", nodeid.Number(v.ID))] = seo.LastMod(v.UpdatedAt)
		}
		mux := http.NewServeMux()
		(&seo.Handler{Client: c, PublicURL: "https://art.example", PageSize: 2}).Routes(mux)
		before := database.Counter.Count()
		rec := serve(mux, "/sitemap.xml", nil)
		queries := database.Counter.Count() - before
		var set urlset
		if err := xml.Unmarshal(rec.Body.Bytes(), &set); err != nil {
			t.Fatalf("sitemap is not well-formed XML: %v\n%s", err, rec.Body)
		}
		got := map[string]string{}
		for _, u := range set.URLs {
			got[u.Loc] = u.LastMod
		}
		for loc, mod := range want {
			if got[loc] != mod {
				t.Errorf("%s: lastmod %q, want %q", loc, got[loc], mod)
			}
		}
		for _, p := range []string{"/exhibitions", "/viewing-rooms"} {
			if _, ok := got["https://art.example"+p]; !ok {
				t.Errorf("sitemap lacks %s", p)
			}
		}
		// No artists, no artworks, no articles: 1 query each; the one gallery:
		// 1; 5 of each event in pages of 2: 3 each.
		if queries != 10 {
			t.Errorf("sitemap took %d queries, want 10", queries)
		}
	})
}

func TestSitemapDatabaseDown(t *testing.T) {
	d := dbtest.SQLite(t)
	database, err := db.FromSQL(context.Background(), d.SQL, d.Dialect, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	_ = database.Client.Close()
	mux := http.NewServeMux()
	(&seo.Handler{Client: database.Client, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}).Routes(mux)
	if rec := serve(mux, "/sitemap.xml", nil); rec.Code != http.StatusServiceUnavailable {
		t.Fatalf("sitemap with the database closed: %d %s", rec.Code, rec.Body)
	}
}

// Published articles are listed with their last change; a scheduled one is
// not, until its time comes.
func TestSitemapArticles(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		ctx := context.Background()
		database, err := db.FromSQL(ctx, d.SQL, d.Dialect, slog.New(slog.NewTextHandler(io.Discard, nil)))
		if err != nil {
			t.Fatal(err)
		}
		c := database.Client
		now := time.Now().UTC()
		var published []string
		for i := 0; i < 5; i++ {
			a := c.Article.Create().SetTitle(fmt.Sprintf("文章 %d", i)).SetAuthor("编辑").SetBody("<p>正文</p>").
				SetPublishedAt(now.Add(-time.Duration(i+1) * time.Hour)).SaveX(ctx)
			published = append(published, fmt.Sprintf("https://art.example/article/%d", nodeid.Number(a.ID)))
		}
		future := c.Article.Create().SetTitle("明日").SetAuthor("编辑").SetBody("<p>正文</p>").
			SetPublishedAt(now.Add(time.Hour)).SaveX(ctx)

		mux := http.NewServeMux()
		(&seo.Handler{Client: c, PageSize: 2, PublicURL: "https://art.example"}).Routes(mux)
		rec := serve(mux, "/sitemap.xml", nil)
		var set urlset
		if err := xml.Unmarshal(rec.Body.Bytes(), &set); err != nil {
			t.Fatalf("sitemap: %v\n%s", err, rec.Body)
		}
		got := map[string]string{}
		for _, u := range set.URLs {
			got[u.Loc] = u.LastMod
		}
		for _, loc := range append(published, "https://art.example/articles", "https://art.example/art-lives", "https://art.example/live-list") {
			if _, ok := got[loc]; !ok {
				t.Errorf("sitemap lacks %s", loc)
			}
		}
		for _, loc := range published {
			if !strings.HasSuffix(got[loc], "Z") {
				t.Errorf("%s: lastmod %q", loc, got[loc])
			}
		}
		if _, ok := got[fmt.Sprintf("https://art.example/article/%d", nodeid.Number(future.ID))]; ok {
			t.Error("sitemap lists a scheduled article")
		}
	})
}

type sitemapIndex struct {
	XMLName  xml.Name `xml:"http://www.sitemaps.org/schemas/sitemap/0.9 sitemapindex"`
	Sitemaps []struct {
		Loc     string `xml:"loc"`
		LastMod string `xml:"lastmod"`
	} `xml:"sitemap"`
}

// Past MaxURLs addresses /sitemap.xml is an index of files of at most
// MaxURLs each, which together list every address once. Concurrent first
// requests share one build; a flood of requests reads the database once.
func TestSitemapIndex(t *testing.T) {
	ctx := context.Background()
	d := dbtest.SQLite(t)
	database, err := db.FromSQL(ctx, d.SQL, d.Dialect, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	c := database.Client
	want := map[string]bool{}
	for _, p := range seo.StaticPaths {
		want["https://art.example"+p] = true
	}
	for i := range 4 {
		ar := c.Artist.Create().SetName(fmt.Sprintf("艺术家%d", i)).SaveX(ctx)
		want[fmt.Sprintf("https://art.example/artist/%d", nodeid.Number(ar.ID))] = true
		for j := range 5 {
			aw := c.Artwork.Create().SetTitle(fmt.Sprintf("作品%d-%d", i, j)).SetArtist(ar).
				SetMedium(artwork.MediumOil).SetWidthCm(60).SetHeightCm(80).SetPriceFen(100_00).SaveX(ctx)
			want[fmt.Sprintf("https://art.example/artwork/%d", nodeid.Number(aw.ID))] = true
		}
	}
	const perFile = 7
	mux := http.NewServeMux()
	(&seo.Handler{Client: c, PageSize: 3, MaxURLs: perFile}).Routes(mux)
	https := func(r *http.Request) { r.Host = "art.example"; r.Header.Set("X-Forwarded-Proto", "https") }

	before := database.Counter.Count()
	var wg sync.WaitGroup
	recs := make([]*httptest.ResponseRecorder, 20)
	for i := range recs {
		wg.Add(1)
		go func() { defer wg.Done(); recs[i] = serve(mux, "/sitemap.xml", https) }()
	}
	wg.Wait()
	// 4 artists in pages of 3: 2 queries; 20 works: 7; 1 each for the four
	// other kinds: one build, 13 queries, for twenty requests.
	if q := database.Counter.Count() - before; q != 13 {
		t.Errorf("20 concurrent requests took %d queries, want one build's 13", q)
	}
	for _, rec := range recs[1:] {
		if rec.Body.String() != recs[0].Body.String() {
			t.Fatal("concurrent requests got different indexes")
		}
	}
	var idx sitemapIndex
	if err := xml.Unmarshal(recs[0].Body.Bytes(), &idx); err != nil {
		t.Fatalf("index: %v\n%s", err, recs[0].Body)
	}
	files := (len(want) + perFile - 1) / perFile
	if len(idx.Sitemaps) != files {
		t.Fatalf("%d files for %d addresses, want %d", len(idx.Sitemaps), len(want), files)
	}
	got := map[string]bool{}
	for i, sm := range idx.Sitemaps {
		if sm.Loc != fmt.Sprintf("https://art.example/sitemaps/%d.xml", i+1) || !strings.HasSuffix(sm.LastMod, "Z") {
			t.Fatalf("index entry %d: %+v", i, sm)
		}
		rec := serve(mux, strings.TrimPrefix(sm.Loc, "https://art.example"), https)
		var set urlset
		if err := xml.Unmarshal(rec.Body.Bytes(), &set); rec.Code != 200 || err != nil {
			t.Fatalf("%s: %d %v\n%s", sm.Loc, rec.Code, err, rec.Body)
		}
		if len(set.URLs) == 0 || len(set.URLs) > perFile {
			t.Fatalf("%s lists %d addresses", sm.Loc, len(set.URLs))
		}
		for _, u := range set.URLs {
			if got[u.Loc] || !want[u.Loc] {
				t.Fatalf("%s: %s listed twice or unexpected", sm.Loc, u.Loc)
			}
			got[u.Loc] = true
		}
	}
	if len(got) != len(want) {
		t.Fatalf("the files list %d addresses, want %d", len(got), len(want))
	}
	for _, p := range []string{"/sitemaps/0.xml", fmt.Sprintf("/sitemaps/%d.xml", files+1), "/sitemaps/01.xml", "/sitemaps/1", "/sitemaps/x.xml", "/sitemaps/-1.xml"} {
		if rec := serve(mux, p, https); rec.Code != http.StatusNotFound {
			t.Errorf("%s: %d", p, rec.Code)
		}
	}
	// The origin of a request is escaped where it is put.
	if body := serve(mux, "/sitemaps/1.xml", func(r *http.Request) { r.Host = "a&b.example" }).Body.String(); !strings.Contains(body, "<loc>http://a&amp;b.example/</loc>") {
		t.Errorf("origin not escaped:\n%s", body)
	}
}
