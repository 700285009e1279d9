package search_test

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"sync"
	"testing"
	"time"

	entsql "entgo.io/ent/dialect/sql"

	"artmarket/ent"
	"artmarket/ent/article"
	"artmarket/ent/artist"
	"artmarket/ent/artwork"
	"artmarket/ent/exhibition"
	"artmarket/ent/gallery"
	"artmarket/ent/predicate"
	"artmarket/ent/viewingroom"
	"artmarket/server/domain/catalogue/search"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
)

// catalogue writes a small catalogue for the searches below: 齐白石 with
// two works, 林泉 (a name that is also in the title of one of 齐白石's
// works) with one, and more than MaxIDs painters named 画家…, one of whom
// made a work, shows in an exhibition and is written about.
func catalogue(t *testing.T, tdb dbtest.DB) *db.DB {
	t.Helper()
	ctx := context.Background()
	d, err := db.FromSQL(ctx, tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	c := d.Client
	qi := c.Artist.Create().SetName("齐白石").SetNameEn("Qi Baishi").SaveX(ctx)
	lin := c.Artist.Create().SetName("林泉").SaveX(ctx)
	wall := c.Gallery.Create().SetName("白墙画廊").SetNameEn("White Wall Gallery").SetCity("杭州").SaveX(ctx)
	c.Gallery.Create().SetName("林泉画廊").SetCity("苏州").ExecX(ctx)
	hill := c.Gallery.Create().SetName("空山画廊").SetCity("成都").SaveX(ctx)
	work := func(title string, a *ent.Artist) *ent.Artwork {
		return c.Artwork.Create().SetTitle(title).SetArtist(a).SetMedium(artwork.MediumInk).
			SetWidthCm(34).SetHeightCm(100).SetPriceFen(100).SaveX(ctx)
	}
	shrimp := work("墨虾", qi)
	work("林泉秋色", qi)
	stream := work("溪山", lin)
	now := time.Now().UTC()
	c.Exhibition.Create().SetTitle("墨的呼吸").SetCity("杭州").SetGallery(wall).AddArtists(qi).
		SetStartsOn(now.AddDate(0, 0, -10)).SetEndsOn(now.AddDate(0, 0, 10)).ExecX(ctx)
	c.Exhibition.Create().SetTitle("山中").SetCity("北京").AddArtists(lin).
		SetStartsOn(now.AddDate(0, 0, -10)).SetEndsOn(now.AddDate(0, 0, 10)).ExecX(ctx)
	c.ViewingRoom.Create().SetTitle("秋色线上展").SetGallery(wall).AddArtworks(shrimp).
		SetOpensAt(now.AddDate(0, 0, -1)).SetClosesAt(now.AddDate(0, 0, 9)).ExecX(ctx)
	c.ViewingRoom.Create().SetTitle("溪山线上展").SetGallery(hill).AddArtworks(stream).
		SetOpensAt(now.AddDate(0, 0, -1)).SetClosesAt(now.AddDate(0, 0, 9)).ExecX(ctx)
	c.Article.Create().SetTitle("虾趣").SetAuthor("周远").SetBody("<p>正文</p>").AddArtists(qi).
		SetPublishedAt(now.Add(-time.Hour)).ExecX(ctx)

	painters := make([]*ent.ArtistCreate, search.MaxIDs+5)
	for i := range painters {
		painters[i] = c.Artist.Create().SetName(fmt.Sprintf("画家%d", i))
	}
	many := c.Artist.CreateBulk(painters...).SaveX(ctx)
	last := many[len(many)-1]
	work("春山", last)
	c.Exhibition.Create().SetTitle("群展").SetCity("上海").AddArtists(last).
		SetStartsOn(now.AddDate(0, 0, -10)).SetEndsOn(now.AddDate(0, 0, 10)).ExecX(ctx)
	c.Article.Create().SetTitle("访谈").SetAuthor("周远").SetBody("<p>正文</p>").AddArtists(last).
		SetPublishedAt(now.Add(-time.Hour)).ExecX(ctx)
	return d
}

// words are the searches compared: Chinese, full pinyin, initials, a name
// also found in titles, a city, words matching more than MaxIDs artists
// (Chinese and pinyin), a word matching nothing, and an empty one.
var words = []string{
	"齐白石", "白石", "qibaishi", "Qi Bai'shi", "qbs", "qi",
	"林泉", "linquan", "lq", "白墙", "white wall", "杭州",
	"画家", "huajia", "hj", "画家10", "h",
	"无此人", "%", "  ",
}

// kind is one kind of row a search finds: its table and the column that
// names a row, and find, which gives the ids of the rows a query matches
// (sorted) with the plain predicate or, r set, through r.
type kind struct {
	table, field string
	find         func(ctx context.Context, c *ent.Client, r *search.Request, q string) ([]int, error)
}

// idQuery is an ent query of a kind's rows.
type idQuery interface {
	IDs(context.Context) ([]int, error)
}

// kindOf is the kind of table, searched by plain or through viaReq, whose
// rows where selects.
func kindOf[P any, Q idQuery](
	table, field string,
	plain func(string) (P, bool), viaReq func(*search.Request, context.Context, string) (P, bool, error),
	where func(c *ent.Client) func(...P) Q,
) kind {
	return kind{table, field, func(ctx context.Context, c *ent.Client, r *search.Request, q string) ([]int, error) {
		var (
			p   P
			ok  bool
			err error
		)
		if r == nil {
			p, ok = plain(q)
		} else if p, ok, err = viaReq(r, ctx, q); err != nil {
			return nil, err
		}
		var ps []P
		if ok {
			ps = append(ps, p)
		}
		ids, err := where(c)(ps...).IDs(ctx)
		slices.Sort(ids)
		return ids, err
	}}
}

var allKinds = []kind{
	kindOf(artist.Table, artist.FieldName, search.Artists, (*search.Request).Artists,
		func(c *ent.Client) func(...predicate.Artist) *ent.ArtistQuery { return c.Artist.Query().Where }),
	kindOf(gallery.Table, gallery.FieldName, search.Galleries, (*search.Request).Galleries,
		func(c *ent.Client) func(...predicate.Gallery) *ent.GalleryQuery { return c.Gallery.Query().Where }),
	kindOf(artwork.Table, artwork.FieldTitle, search.Artworks, (*search.Request).Artworks,
		func(c *ent.Client) func(...predicate.Artwork) *ent.ArtworkQuery { return c.Artwork.Query().Where }),
	kindOf(exhibition.Table, exhibition.FieldTitle, search.Exhibitions, (*search.Request).Exhibitions,
		func(c *ent.Client) func(...predicate.Exhibition) *ent.ExhibitionQuery {
			return c.Exhibition.Query().Where
		}),
	kindOf(viewingroom.Table, viewingroom.FieldTitle, search.ViewingRooms, (*search.Request).ViewingRooms,
		func(c *ent.Client) func(...predicate.ViewingRoom) *ent.ViewingRoomQuery {
			return c.ViewingRoom.Query().Where
		}),
	kindOf(article.Table, article.FieldTitle, search.Articles, (*search.Request).Articles,
		func(c *ent.Client) func(...predicate.Article) *ent.ArticleQuery { return c.Article.Query().Where }),
}

// A Request's predicates, with the artists and galleries looked up once
// and passed as ids (or, past MaxIDs, matched by subquery as before), find
// exactly the rows the plain predicates find, for every kind and query.
func TestRequestFindsWhatPlainSearchFinds(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		c := catalogue(t, tdb).Client
		ctx := context.Background()
		for _, q := range words {
			r := search.NewRequest(c) // one per query's page, shared by its kinds
			for _, k := range allKinds {
				want, err := k.find(ctx, c, nil, q)
				if err != nil {
					t.Fatalf("%s %q: %v", k.table, q, err)
				}
				got, err := k.find(ctx, c, r, q)
				if err != nil {
					t.Fatalf("%s %q through a Request: %v", k.table, q, err)
				}
				if !slices.Equal(got, want) {
					t.Errorf("%s %q: through a Request %v, plain %v", k.table, q, got, want)
				}
			}
		}
	})
}

// What the searches find, by name: the same with and without a Request,
// including a name that is also in titles and a word matching more artists
// than MaxIDs (the subquery path).
func TestRequestSearches(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		c := catalogue(t, tdb).Client
		ctx := context.Background()
		// names are the names (or titles) of the rows of table that q finds.
		names := func(r *search.Request, table, q string) string {
			t.Helper()
			i := slices.IndexFunc(allKinds, func(k kind) bool { return k.table == table })
			ids, err := allKinds[i].find(ctx, c, r, q)
			if err != nil {
				t.Fatal(err)
			}
			query, args := entsql.Dialect(tdb.Dialect).Select(allKinds[i].field).From(entsql.Table(table)).
				Where(entsql.InInts("id", ids...)).Query()
			rows, err := tdb.SQL.QueryContext(ctx, query, args...)
			if err != nil {
				t.Fatal(err)
			}
			defer rows.Close()
			var out []string
			for rows.Next() {
				var n string
				if err := rows.Scan(&n); err != nil {
					t.Fatal(err)
				}
				out = append(out, n)
			}
			slices.Sort(out)
			if len(out) > 5 {
				return fmt.Sprintf("%d rows", len(out))
			}
			return fmt.Sprint(out)
		}
		many := fmt.Sprintf("%d rows", search.MaxIDs+5)
		cases := []struct{ table, q, want string }{
			{"artists", "齐白石", "[齐白石]"},
			{"artists", "qibaishi", "[齐白石]"},
			{"artists", "qbs", "[齐白石]"},
			{"artworks", "齐白石", "[墨虾 林泉秋色]"}, // by the artist
			{"artworks", "qibaishi", "[墨虾 林泉秋色]"},
			{"artworks", "qbs", "[墨虾 林泉秋色]"},
			{"exhibitions", "qbs", "[墨的呼吸]"},
			{"viewing_rooms", "qbs", "[秋色线上展]"}, // by the artist of a work shown
			{"articles", "qibaishi", "[虾趣]"},
			// 林泉 names an artist, a gallery and a title of another's work.
			{"artists", "林泉", "[林泉]"},
			{"galleries", "林泉", "[林泉画廊]"},
			{"artworks", "林泉", "[林泉秋色 溪山]"},
			{"artworks", "linquan", "[林泉秋色 溪山]"},
			{"artworks", "lq", "[林泉秋色 溪山]"},
			{"exhibitions", "林泉", "[山中]"},
			{"viewing_rooms", "林泉", "[溪山线上展]"},
			// A gallery's name, pinyin and city.
			{"exhibitions", "white wall", "[墨的呼吸]"},
			{"viewing_rooms", "bqhl", "[秋色线上展]"},
			{"exhibitions", "杭州", "[墨的呼吸]"},
			// More than MaxIDs artists: matched by subquery.
			{"artists", "画家", many},
			{"artists", "huajia", many},
			{"artworks", "画家", "[春山]"},
			{"artworks", "hj", "[春山]"},
			{"exhibitions", "huajia", "[群展]"},
			{"articles", "画家", "[访谈]"},
			{"artworks", "无此人", "[]"},
		}
		for _, cs := range cases {
			plain := names(nil, cs.table, cs.q)
			via := names(search.NewRequest(c), cs.table, cs.q)
			if plain != cs.want || via != cs.want {
				t.Errorf("%s %q: plain %s, through a Request %s, want %s", cs.table, cs.q, plain, via, cs.want)
			}
		}
	})
}

// A Request looks up the artists and the galleries of a query once each,
// however many kinds ask, concurrently or not; nothing for an empty query;
// a nil Request none at all.
func TestRequestLooksUpOnce(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		d := catalogue(t, tdb)
		ctx := context.Background()
		r := search.NewRequest(d.Client)
		ask := func(r *search.Request, q string) {
			var wg sync.WaitGroup
			for range 3 {
				wg.Go(func() {
					for _, f := range []func() (bool, error){
						func() (bool, error) { _, ok, err := r.Artists(ctx, q); return ok, err },
						func() (bool, error) { _, ok, err := r.Galleries(ctx, q); return ok, err },
						func() (bool, error) { _, ok, err := r.Artworks(ctx, q); return ok, err },
						func() (bool, error) { _, ok, err := r.Exhibitions(ctx, q); return ok, err },
						func() (bool, error) { _, ok, err := r.ViewingRooms(ctx, q); return ok, err },
						func() (bool, error) { _, ok, err := r.Articles(ctx, q); return ok, err },
					} {
						if _, err := f(); err != nil {
							t.Error(err)
						}
					}
				})
			}
			wg.Wait()
		}
		for _, c := range []struct {
			r    *search.Request
			q    string
			want int64
		}{
			{r, "齐白石", 2},   // the artists, the galleries
			{r, " 齐白石 ", 0}, // the same query, cleaned
			{r, "画家", 2},    // too many artists: looked up all the same, once
			{r, "   ", 0},
			{nil, "qbs", 0},
		} {
			before := d.Counter.Count()
			ask(c.r, c.q)
			if n := d.Counter.Count() - before; n != c.want {
				t.Errorf("%q: %d statements, want %d", c.q, n, c.want)
			}
		}
	})
}
