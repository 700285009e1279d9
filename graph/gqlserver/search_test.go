package gqlserver_test

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"testing"
	"time"

	"artmarket/ent/artist"
	"artmarket/ent/artwork"
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
