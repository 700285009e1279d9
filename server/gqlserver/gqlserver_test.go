package gqlserver_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/ent/nodeid"
	"artmarket/server/db"
	"artmarket/server/dbtest"
	"artmarket/server/gqlserver"
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
	body, _ := json.Marshal(map[string]string{"query": query})
	req := httptest.NewRequest("POST", "/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	before := f.db.Counter.Count()
	f.srv.ServeHTTP(rec, req)
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
	// Introspection is deep by nature and allowed.
	res, _ := f.do(t, `{ __schema { types { name fields { name type { name ofType { name ofType { name ofType { name ofType { name ofType { name ofType { name } } } } } } } } } } }`)
	if len(res.Errors) > 0 {
		t.Fatalf("introspection refused: %v", res.Errors)
	}
}
