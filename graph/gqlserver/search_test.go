package gqlserver_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/artist"
	"artmarket/ent/artwork"
	"artmarket/ent/searchterm"
	"artmarket/server/domain/catalogue/search"
	"artmarket/server/platform/dbtest"
)

// Search matches Chinese substrings, full pinyin and pinyin abbreviations,
// across artists, galleries and artworks (a work is found by its artist).
func TestSearch(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		f := newFixture(t, d)
		ctx := context.Background()
		c := f.db.Client
		qi := c.Artist.Create().SetName("齐白石").SetNameEn("Qi Baishi").SaveX(ctx)
		c.Artwork.Create().SetTitle("墨虾").SetArtist(qi).SetMedium(artwork.MediumInk).SetWidthCm(34).SetHeightCm(100).
			SetPriceFen(100).SetMaterials("纸本水墨").ExecX(ctx)
		c.Artwork.Create().SetTitle("林泉秋色").SetArtist(qi).SetMedium(artwork.MediumInk).SetWidthCm(34).SetHeightCm(100).
			SetPriceFen(100).ExecX(ctx)
		wall := c.Gallery.Create().SetName("白墙画廊").SetNameEn("White Wall Gallery").SetCity("杭州").SaveX(ctx)
		now := time.Now().UTC()
		c.Exhibition.Create().SetTitle("墨的呼吸").SetCity("杭州").SetGallery(wall).AddArtists(qi).
			SetStartsOn(now.AddDate(0, 0, -10)).SetEndsOn(now.AddDate(0, 0, 10)).ExecX(ctx)
		c.Exhibition.Create().SetTitle("光与空间").SetCity("上海").SetVenue("浦江当代美术馆").
			SetStartsOn(now.AddDate(0, 0, -10)).SetEndsOn(now.AddDate(0, 0, 10)).ExecX(ctx)
		shrimp := c.Artwork.Query().Where(artwork.Title("墨虾")).OnlyX(ctx)
		c.ViewingRoom.Create().SetTitle("秋色线上展").SetGallery(wall).AddArtworks(shrimp).
			SetOpensAt(now.AddDate(0, 0, -1)).SetClosesAt(now.AddDate(0, 0, 9)).ExecX(ctx)
		c.Article.Create().SetTitle("虾趣：一位老画家的晚年").SetAuthor("周远").SetBody("<p>正文</p>").AddArtists(qi).
			SetPublishedAt(now.Add(-time.Hour)).ExecX(ctx)

		names := func(kind, where string) []string {
			t.Helper()
			field := map[string]string{"artists": "name", "galleries": "name"}[kind]
			if field == "" {
				field = "title"
			}
			res, _ := f.do(t, fmt.Sprintf(`{ %s(first: 50, where: %s) { totalCount edges { node { %s } } } }`, kind, where, field))
			if len(res.Errors) > 0 {
				t.Fatalf("%s %s: %v", kind, where, res.Errors)
			}
			var out map[string]struct {
				Edges []struct{ Node map[string]string }
			}
			if err := json.Unmarshal(res.Data, &out); err != nil {
				t.Fatal(err)
			}
			var ns []string
			for _, e := range out[kind].Edges {
				ns = append(ns, e.Node[field])
			}
			sort.Strings(ns)
			return ns
		}
		cases := []struct{ kind, q, want string }{
			{"artists", "齐白石", "[齐白石]"},
			{"artists", "白石", "[齐白石]"},
			{"artists", "qibaishi", "[齐白石]"},
			{"artists", "Qi Bai'shi", "[齐白石]"},
			{"artists", "baishi", "[齐白石]"},
			{"artists", "qbs", "[齐白石]"},
			{"artists", "QBS", "[齐白石]"},
			{"artists", "weber", "[Anna Weber]"},
			{"artists", "bs", "[]"}, // an abbreviation matches from its start
			{"artists", "%", "[]"},  // wildcards are literal
			{"artists", "   ", "[Anna Weber 林秋野 沈墨 齐白石]"},
			{"galleries", "白墙", "[白墙画廊]"},
			{"galleries", "bqhl", "[白墙画廊]"},
			{"galleries", "white wall", "[白墙画廊]"},
			{"galleries", "杭州", "[白墙画廊]"},
			{"artworks", "虾", "[墨虾]"},
			{"artworks", "moxia", "[墨虾]"},
			{"artworks", "lqqs", "[林泉秋色]"},
			{"artworks", "水墨", "[墨虾]"},
			{"artworks", "qbs", "[墨虾 林泉秋色]"}, // by the artist
			{"exhibitions", "呼吸", "[墨的呼吸]"},
			{"exhibitions", "mdhx", "[墨的呼吸]"},
			{"exhibitions", "qbs", "[墨的呼吸]"},        // by its artist
			{"exhibitions", "white wall", "[墨的呼吸]"}, // by its gallery
			{"exhibitions", "浦江", "[光与空间]"},         // by its venue
			{"viewingRooms", "qiuse", "[秋色线上展]"},
			{"viewingRooms", "qbs", "[秋色线上展]"}, // by the artist of a work shown
			{"articles", "虾趣", "[虾趣：一位老画家的晚年]"},
			{"articles", "zhouyuan", "[]"}, // authors are matched as written, not by pinyin
			{"articles", "周远", "[虾趣：一位老画家的晚年]"},
			{"articles", "qibaishi", "[虾趣：一位老画家的晚年]"},
			// One or two characters: the search terms (SearchTerm).
			{"artworks", "纸本", "[墨虾]"}, // its materials 纸本水墨
			{"artworks", "秋色", "[林泉秋色]"},
			{"artworks", "齐白", "[墨虾 林泉秋色]"}, // by the artist
			{"artists", "we", "[Anna Weber]"},
			{"artists", "QI", "[齐白石]"}, // a short key: the start of the pinyin
			{"artists", "ib", "[]"},    // … not inside it (qibaishi), nor across a space (Qi Baishi)
			{"galleries", "墙", "[白墙画廊]"},
			{"galleries", "wa", "[白墙画廊]"}, // White Wall
		}
		check := func(cases []struct{ kind, q, want string }) {
			t.Helper()
			for _, c := range cases {
				q, _ := json.Marshal(c.q)
				if got := fmt.Sprint(names(c.kind, fmt.Sprintf(`{search: %s}`, q))); got != c.want {
					t.Errorf("%s %q: got %s, want %s", c.kind, c.q, got, c.want)
				}
			}
		}
		check(cases)

		// The terms follow the texts: a new title, a name changed in bulk,
		// a deleted work, a work made in a transaction.
		c.Artwork.UpdateOne(shrimp).SetTitle("游虾").ExecX(ctx)
		c.Artist.Update().Where(artist.ID(qi.ID)).SetName("齐璜").ExecX(ctx)
		autumn := c.Artwork.Query().Where(artwork.Title("林泉秋色")).OnlyX(ctx)
		c.Artwork.DeleteOne(autumn).ExecX(ctx)
		tx, err := c.Tx(ctx)
		if err != nil {
			t.Fatal(err)
		}
		tx.Artwork.Create().SetTitle("秋山").SetArtistID(qi.ID).SetMedium(artwork.MediumInk).SetWidthCm(34).SetHeightCm(100).
			SetPriceFen(100).ExecX(ctx)
		if err := tx.Commit(); err != nil {
			t.Fatal(err)
		}
		check([]struct{ kind, q, want string }{
			{"artworks", "游虾", "[游虾]"},
			{"artworks", "墨虾", "[]"},
			{"artworks", "秋色", "[]"},
			{"artworks", "秋山", "[秋山]"},
			{"artists", "白石", "[]"},
			{"artists", "齐璜", "[齐璜]"},
		})
	})
}

// The search page asks for six kinds, twice each (a count and a page), and
// works, exhibitions, viewing rooms and articles are also found by their
// artists and galleries. Each request matches the artists of its word once
// and the galleries once (search.Request): one statement each, whose ids
// the others take as a list, instead of the same subquery in about ten
// statements. A word matching more than search.MaxIDs artists still finds
// them all (by subquery, as before).
func TestSearchPageMatchesArtistsOnce(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		f := newFixture(t, d)
		ctx := context.Background()
		c := f.db.Client
		qi := c.Artist.Create().SetName("齐白石").SetNameEn("Qi Baishi").SaveX(ctx)
		wall := c.Gallery.Create().SetName("白墙画廊").SetCity("杭州").SaveX(ctx)
		c.Artwork.Create().SetTitle("山水清音").SetArtist(qi).SetGallery(wall).SetMedium(artwork.MediumInk).
			SetWidthCm(34).SetHeightCm(100).SetPriceFen(100).ExecX(ctx)
		painters := make([]*ent.ArtistCreate, search.MaxIDs+1)
		for i := range painters {
			painters[i] = c.Artist.Create().SetName(fmt.Sprintf("画家%d", i))
		}
		c.Artist.CreateBulk(painters...).ExecX(ctx)
		doc := documentOf(t, "client/src/apps/search/pages/search/__generated__/SearchPageQuery.graphql.ts")

		type statement struct {
			query string
			args  []any
		}
		// matches reports whether a statement matches the artists (or the
		// galleries) by their texts: a Latin name (what a word of three
		// characters and more looks at, never a list's or a card's filter),
		// or the search terms of their kind (one or two characters).
		matches := func(s statement, table string, kind searchterm.Kind) bool {
			_, where, _ := strings.Cut(strings.ReplaceAll(s.query, "`", `"`), " WHERE ") // SQLite's quotes as PostgreSQL's
			if strings.Contains(where, `"`+table+`"."name_en"`) {
				return true
			}
			return strings.Contains(where, `"search_terms"`) && slices.Contains(s.args, any(string(kind)))
		}
		for _, c := range []struct {
			q                  string
			artists, galleries int // statements matching them
			artistCount        int
		}{
			{"齐白石", 1, 1, 1},
			{"qibaishi", 1, 1, 1},
			{"qbs", 1, 1, 1},
			{"山水", 1, 1, 0},
			// Too many artists: the lookup, then, as without it, a subquery
			// in each count and page of artists, works, exhibitions, viewing
			// rooms and articles.
			{"画家", 1 + 10, 1, search.MaxIDs + 1},
		} {
			vars := map[string]any{"all": true, "artworks": false, "artists": false, "galleries": false,
				"exhibitions": false, "rooms": false, "articles": false, "first": 24}
			for _, w := range []string{"artworkWhere", "artistWhere", "galleryWhere", "exhibitionWhere", "roomWhere", "articleWhere"} {
				vars[w] = map[string]any{"search": c.q}
			}
			body, _ := json.Marshal(map[string]any{"query": doc, "variables": vars})
			var (
				mu   sync.Mutex
				seen []statement
			)
			f.db.Counter.Record = func(query string, args any) {
				a, _ := args.([]any)
				mu.Lock()
				seen = append(seen, statement{query, a})
				mu.Unlock()
			}
			req := httptest.NewRequest("POST", "/graphql", bytes.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			rec := httptest.NewRecorder()
			f.srv.ServeHTTP(rec, req)
			f.db.Counter.Record = nil
			var out struct {
				Data struct {
					ArtistCount struct{ TotalCount int } `json:"artistCount"`
				} `json:"data"`
				Errors []struct{ Message string } `json:"errors"`
			}
			if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil || len(out.Errors) > 0 {
				t.Fatalf("search %q: %v %+v", c.q, err, out.Errors)
			}
			if out.Data.ArtistCount.TotalCount != c.artistCount {
				t.Errorf("search %q found %d artists, want %d", c.q, out.Data.ArtistCount.TotalCount, c.artistCount)
			}
			var artists, galleries int
			for _, s := range seen {
				if matches(s, "artists", searchterm.KindArtist) {
					artists++
				}
				if matches(s, "galleries", searchterm.KindGallery) {
					galleries++
				}
			}
			if artists != c.artists || galleries != c.galleries {
				t.Errorf("search %q: %d statements, the artists matched in %d, the galleries in %d; want %d and %d",
					c.q, len(seen), artists, galleries, c.artists, c.galleries)
			}
		}
	})
}
