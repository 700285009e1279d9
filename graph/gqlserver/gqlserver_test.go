package gqlserver_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"testing"

	"artmarket/ent"
	"artmarket/ent/artist"
	"artmarket/ent/artwork"
	"artmarket/ent/schema/nodeid"
	"artmarket/graph/gqlserver"
	"artmarket/graph/gqltest"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
)

type fixture struct {
	db  *db.DB
	srv http.Handler
}

// newFixture: 3 artists, 40 artworks with 2 images each, one priced above 2^31 fen.
func newFixture(t *testing.T, d dbtest.DB) fixture {
	t.Helper()
	ctx := context.Background()
	database, err := db.FromSQL(ctx, d.SQL, d.Dialect, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	c := database.Client
	var artists []*ent.Artist
	for i, name := range []string{"林秋野", "沈墨", "Anna Weber"} {
		artists = append(artists, c.Artist.Create().SetName(name).SetBirthYear(1960+i).SaveX(ctx))
	}
	for i := 0; i < 40; i++ {
		price := int64(100_000 + i*10_000)
		if i == 7 {
			price = 3_123_456_789 // ¥31,234,567.89: above GraphQL's Int and 2^31
		}
		a := c.Artwork.Create().SetTitle(fmt.Sprintf("作品 %d", i)).SetArtist(artists[i%3]).
			SetMedium(artwork.MediumOil).SetWidthCm(60).SetHeightCm(80).SetPriceFen(price).SaveX(ctx)
		for p := 1; p >= 0; p-- { // inserted out of order: position must win
			c.ArtworkImage.Create().SetArtwork(a).SetPosition(p).SetKey(fmt.Sprintf("k%d-%d", i, p)).
				SetWidth(1600).SetHeight(1200).SaveX(ctx)
		}
	}
	return fixture{db: database, srv: gqlserver.New(c)}
}

type gqlResponse struct {
	Data   json.RawMessage `json:"data"`
	Errors []struct {
		Message string `json:"message"`
	} `json:"errors"`
}

func (f fixture) do(t *testing.T, query string) (gqlResponse, int64) {
	t.Helper()
	before := f.db.Counter.Count()
	rec := gqltest.Post(f.srv, nil, query, nil)
	var out gqlResponse
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		t.Fatalf("bad JSON %q: %v", rec.Body.String(), err)
	}
	return out, f.db.Counter.Count() - before
}

const listQuery = `{ artworks(first: %d, orderBy: {field: CREATED_AT, direction: DESC}) {
	totalCount edges { node { id number title priceFen mediumLabel artist { id name } images { url(width: 640) srcset } } } } }`

// The list's statement count does not grow with the page size (no N+1).
func TestListHasNoNPlusOne(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		f := newFixture(t, d)
		small, n5 := f.do(t, fmt.Sprintf(listQuery, 5))
		large, n30 := f.do(t, fmt.Sprintf(listQuery, 30))
		if len(small.Errors)+len(large.Errors) > 0 {
			t.Fatalf("errors: %v %v", small.Errors, large.Errors)
		}
		if n5 != n30 || n30 > 5 {
			t.Fatalf("statements: %d for 5 artworks, %d for 30", n5, n30)
		}
	})
}

func TestArtworkByNumberMoneyAndImageOrder(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		f := newFixture(t, d)
		ctx := context.Background()
		a := f.db.Client.Artwork.Query().Where(artwork.PriceFen(3_123_456_789)).OnlyX(ctx)
		res, _ := f.do(t, fmt.Sprintf(`{ artworkByNumber(number: %d) { id number priceFen statusLabel images { position url(width: 500) } } }`, nodeid.Number(a.ID)))
		var out struct {
			ArtworkByNumber struct {
				ID          string
				Number      int
				PriceFen    string
				StatusLabel string
				Images      []struct {
					Position int
					URL      string
				}
			}
		}
		if err := json.Unmarshal(res.Data, &out); err != nil || len(res.Errors) > 0 {
			t.Fatalf("%v %v", err, res.Errors)
		}
		got := out.ArtworkByNumber
		if got.PriceFen != "3123456789" || got.StatusLabel != "在售" || got.ID != fmt.Sprint(a.ID) {
			t.Fatalf("got %+v", got)
		}
		if len(got.Images) != 2 || got.Images[0].Position != 0 || got.Images[1].Position != 1 {
			t.Fatalf("images out of order: %+v", got.Images)
		}
		if !strings.HasSuffix(got.Images[0].URL, "/640.jpg") {
			t.Fatalf("url(width: 500) should pick the next stored width: %s", got.Images[0].URL)
		}
		// node(id) resolves the type from the id's range.
		node, _ := f.do(t, fmt.Sprintf(`{ node(id: "%d") { __typename ... on Artwork { title } } }`, a.ID))
		if !strings.Contains(string(node.Data), `"__typename":"Artwork"`) {
			t.Fatalf("node: %s %v", node.Data, node.Errors)
		}
		missing, _ := f.do(t, `{ artworkByNumber(number: 99999) { id } }`)
		if string(missing.Data) != `{"artworkByNumber":null}` {
			t.Fatalf("missing artwork: %s", missing.Data)
		}
	})
}

func TestLimits(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t))
	cases := map[string]struct{ query, want string }{
		"page size": {`{ artworks(first: 101) { totalCount } }`, "page size"},
		"depth": {`{ artists(first: 1) { edges { node { artworks(first: 1) { edges { node { artist { artworks(first: 1) { edges { node { artist { artworks(first: 1) { totalCount } } } } } } } } } } } } }`,
			"nested"},
		"complexity": {`{ artists(first: 100) { edges { node { artworks(first: 100) { edges { node { title year priceFen } } } } } } }`, "complexity"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			res, _ := f.do(t, c.query)
			if len(res.Errors) == 0 || !strings.Contains(res.Errors[0].Message, c.want) {
				t.Fatalf("want an error about %q, got %s %v", c.want, res.Data, res.Errors)
			}
		})
	}
	// Introspection (in development) is deep by nature and allowed.
	dev := fixture{db: f.db, srv: gqlserver.New(f.db.Client, gqlserver.Dev(true))}
	res, _ := dev.do(t, `{ __schema { types { name fields { name type { name ofType { name ofType { name ofType { name ofType { name ofType { name ofType { name } } } } } } } } } } }`)
	if len(res.Errors) > 0 {
		t.Fatalf("introspection refused: %v", res.Errors)
	}
}

// The artists list page's query: each artist with a thumbnail of its newest work.
const artistsQuery = `{ artistInitials artists(first: %d, orderBy: {field: PINYIN, direction: ASC}%s) {
	totalCount edges { node { id number name pinyin initial region birthYear
		artworks(first: 1, orderBy: {field: CREATED_AT, direction: DESC}) { edges { node { number title images { url(width: 320) srcset width height alt } } } } } } } }`

// The artists list (and its letter filter) costs the same statements for 2
// artists as for 12: thumbnails come in one windowed query, not one per artist.
func TestArtistListHasNoNPlusOne(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		f := newFixture(t, d)
		ctx := context.Background()
		c := f.db.Client
		for i := 0; i < 12; i++ {
			a := c.Artist.Create().SetName(fmt.Sprintf("王%c", '一'+rune(i))).SaveX(ctx)
			w := c.Artwork.Create().SetTitle(fmt.Sprintf("小品 %d", i)).SetArtist(a).
				SetMedium(artwork.MediumInk).SetWidthCm(30).SetHeightCm(40).SetPriceFen(1000).SaveX(ctx)
			c.ArtworkImage.Create().SetArtwork(w).SetKey(fmt.Sprintf("w%d", i)).SetWidth(800).SetHeight(600).SaveX(ctx)
		}
		for _, where := range []string{"", `, where: {initial: "W"}`} {
			small, n2 := f.do(t, fmt.Sprintf(artistsQuery, 2, where))
			large, n12 := f.do(t, fmt.Sprintf(artistsQuery, 12, where))
			if len(small.Errors)+len(large.Errors) > 0 {
				t.Fatalf("errors: %v %v", small.Errors, large.Errors)
			}
			var out struct {
				Artists struct {
					TotalCount int
					Edges      []struct {
						Node struct {
							Initial  string
							Artworks struct {
								Edges []struct {
									Node struct{ Images []struct{ URL string } }
								}
							}
						}
					}
				}
			}
			if err := json.Unmarshal(large.Data, &out); err != nil {
				t.Fatal(err)
			}
			if len(out.Artists.Edges) != 12 {
				t.Fatalf("where %q: %d artists", where, len(out.Artists.Edges))
			}
			for _, e := range out.Artists.Edges {
				if where != "" && e.Node.Initial != "W" {
					t.Fatalf("filter by initial let %q through", e.Node.Initial)
				}
				if len(e.Node.Artworks.Edges) != 1 || len(e.Node.Artworks.Edges[0].Node.Images) == 0 {
					t.Fatalf("an artist without its thumbnail: %+v", e.Node)
				}
			}
			if n2 != n12 || n12 > 6 {
				t.Fatalf("where %q: statements: %d for 2 artists, %d for 12", where, n2, n12)
			}
			t.Logf("where %q: %d statements", where, n12)
		}
	})
}

// The pinyin and index letter are computed from the name when it is saved.
func TestArtistPinyinHook(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t))
	ctx := context.Background()
	c := f.db.Client
	a := c.Artist.Create().SetName("齐白石").SaveX(ctx)
	if a.Pinyin != "qibaishi" || a.Initial != "Q" {
		t.Fatalf("create: %q %q", a.Pinyin, a.Initial)
	}
	a = a.Update().SetName("Anna Weber").SaveX(ctx)
	if a.Pinyin != "annaweber" || a.Initial != "A" {
		t.Fatalf("update one: %q %q", a.Pinyin, a.Initial)
	}
	c.Artist.Update().Where(artist.ID(a.ID)).SetName("1986画派").ExecX(ctx)
	a = c.Artist.GetX(ctx, a.ID)
	if a.Pinyin != "1986huapai" || a.Initial != "#" {
		t.Fatalf("bulk update: %q %q", a.Pinyin, a.Initial)
	}
	bulk := c.Artist.CreateBulk(c.Artist.Create().SetName("徐悲鸿"), c.Artist.Create().SetName("·佚名")).SaveX(ctx)
	if bulk[0].Initial != "X" || bulk[1].Pinyin != "yiming" || bulk[1].Initial != "Y" {
		t.Fatalf("bulk create: %+v %+v", bulk[0], bulk[1])
	}
	// Exposed in GraphQL, with where filters.
	res, _ := f.do(t, `{ artists(first: 10, where: {initial: "#"}) { edges { node { name pinyin initial } } } }`)
	if len(res.Errors) > 0 || !strings.Contains(string(res.Data), `"name":"1986画派","pinyin":"1986huapai","initial":"#"`) {
		t.Fatalf("graphql: %s %v", res.Data, res.Errors)
	}
}

// A list whose cards select resolver fields (number, mediumLabel,
// statusLabel) reads the columns they need, not every column: no work's
// description, and the labels still answer.
func TestListReadsOnlyItsColumns(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t))
	var statements []string
	f.db.Counter.Record = func(q string, _ any) { statements = append(statements, q) }
	res, _ := f.do(t, `{ artworks(first: 2, orderBy: {field: PRICE, direction: ASC}) { edges { cursor node { number title mediumLabel statusLabel sizeLabel } } } }`)
	f.db.Counter.Record = nil
	if len(res.Errors) > 0 || !strings.Contains(string(res.Data), `"mediumLabel":"油画"`) || !strings.Contains(string(res.Data), `"statusLabel":"在售"`) ||
		!strings.Contains(string(res.Data), `"sizeLabel":"`) {
		t.Fatalf("%s %v", res.Data, res.Errors)
	}
	for _, q := range statements {
		if strings.Contains(q, "FROM `artworks`") && !strings.Contains(q, "COUNT(") &&
			(strings.Contains(q, "`description`") || !strings.Contains(q, "`price_fen`")) {
			t.Fatalf("the list read %s", q)
		}
	}
}
