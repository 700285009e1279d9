package gqlserver_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"artmarket/ent/artist"
	"artmarket/ent/artwork"
	"artmarket/ent/schema/nodeid"
	"artmarket/server/platform/dbtest"
)

// The /artworks filters: size class and artist number (our input fields)
// alongside entgql's own (medium, price, year, status), and the sorts.
func TestArtworkFilters(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		f := newFixture(t, d)
		ctx := context.Background()
		c := f.db.Client
		shen := c.Artist.Query().Where(artist.Name("沈墨")).OnlyX(ctx)
		depth := 130.0
		c.Artwork.Create().SetTitle("小品").SetArtist(shen).SetMedium(artwork.MediumInk).SetWidthCm(30).SetHeightCm(60).
			SetPriceFen(50_000).SetYear(1999).ExecX(ctx)
		c.Artwork.Create().SetTitle("巨幅").SetArtist(shen).SetMedium(artwork.MediumInk).SetWidthCm(200).SetHeightCm(90).
			SetPriceFen(9_000_000).SetYear(2021).SetStatus(artwork.StatusSold).ExecX(ctx)
		c.Artwork.Create().SetTitle("高台").SetArtist(shen).SetMedium(artwork.MediumSculpture).SetWidthCm(40).SetHeightCm(50).
			SetDepthCm(depth).SetPriceFen(1_000_000).SetYear(2010).ExecX(ctx)

		titles := func(where, order string) []string {
			t.Helper()
			res, _ := f.do(t, fmt.Sprintf(`{ artworks(first: 50, where: %s, orderBy: %s) { totalCount edges { node { title sizeClass sizeLabel } } } }`, where, order))
			if len(res.Errors) > 0 {
				t.Fatalf("where %s: %v", where, res.Errors)
			}
			var out struct {
				Artworks struct {
					TotalCount int
					Edges      []struct {
						Node struct{ Title, SizeClass, SizeLabel string }
					}
				}
			}
			if err := json.Unmarshal(res.Data, &out); err != nil {
				t.Fatal(err)
			}
			var ts []string
			for _, e := range out.Artworks.Edges {
				ts = append(ts, e.Node.Title)
			}
			if out.Artworks.TotalCount != len(ts) {
				t.Fatalf("where %s: totalCount %d for %d works", where, out.Artworks.TotalCount, len(ts))
			}
			return ts
		}
		newest := `{field: CREATED_AT, direction: DESC}`
		eq := func(name string, got []string, want ...string) {
			t.Helper()
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Errorf("%s: got %v, want %v", name, got, want)
			}
		}
		eq("small", titles(`{sizeClass: SMALL}`, newest), "小品")
		eq("large: the sculpture's depth counts", titles(`{sizeClass: LARGE}`, newest), "高台", "巨幅")
		if n := len(titles(`{sizeClass: MEDIUM}`, newest)); n != 40 {
			t.Errorf("medium: %d works, want the fixture's 40", n)
		}
		num := nodeid.Number(shen.ID)
		eq("artist + medium + year range", titles(fmt.Sprintf(`{artistNumber: %d, mediumIn: [INK], yearGTE: 2000, yearLTE: 2030}`, num), newest), "巨幅")
		eq("price range, cheapest first", titles(`{priceFenGTE: "450000", priceFenLTE: "500000"}`, `{field: PRICE, direction: ASC}`),
			"作品 35", "作品 36", "作品 37", "作品 38", "作品 39")
		eq("available only, price range: the sold 巨幅 is left out", titles(`{status: AVAILABLE, priceFenGTE: "1000000"}`, `{field: PRICE, direction: DESC}`),
			"作品 7", "高台")
		eq("unknown artist number", titles(`{artistNumber: 4294967296}`, newest))
		eq("no such artist", titles(`{artistNumber: 99999}`, newest))
		eq("nested in or", titles(`{or: [{sizeClass: SMALL}, {sizeClass: LARGE}]}`, `{field: YEAR, direction: ASC}`), "小品", "高台", "巨幅")
	})
}

// A filtered list costs the same statements for 5 works as for 30.
func TestFilteredListHasNoNPlusOne(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		f := newFixture(t, d)
		q := `{ artworks(first: %d, where: {sizeClass: MEDIUM, mediumIn: [OIL], priceFenGTE: "0"}, orderBy: {field: PRICE, direction: ASC}) {
			totalCount edges { node { id number title priceFen mediumLabel sizeLabel artist { id name } images { url(width: 640) srcset } } } } }`
		small, n5 := f.do(t, fmt.Sprintf(q, 5))
		large, n30 := f.do(t, fmt.Sprintf(q, 30))
		if len(small.Errors)+len(large.Errors) > 0 {
			t.Fatalf("errors: %v %v", small.Errors, large.Errors)
		}
		if n5 != n30 || n30 > 5 {
			t.Fatalf("statements: %d for 5 works, %d for 30", n5, n30)
		}
	})
}
