package gqlserver_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"artmarket/ent"
	"artmarket/ent/artist"
	"artmarket/ent/schema/nodeid"
	"artmarket/graph"
	"artmarket/server/platform/dbtest"
)

// galleriesQuery is what /galleries asks for each card: cover, the first
// artists and their count.
const galleriesQuery = `{ galleries(first: %d, orderBy: {field: PINYIN, direction: ASC}%s) {
	totalCount edges { node { id number name initial city
		cover { url(width: 480) srcset width height }
		artists(first: 3) { totalCount edges { node { name } } } } } } }`

// addGalleries gives the fixture n galleries, each representing every
// fixture artist and offering a few works, with a cover picture.
func addGalleries(t *testing.T, f fixture, n int) []*ent.Gallery {
	t.Helper()
	ctx := context.Background()
	c := f.db.Client
	artists := c.Artist.Query().Where(artist.NameIn("林秋野", "沈墨", "Anna Weber")).AllX(ctx)
	works := c.Artwork.Query().WithImages().AllX(ctx)
	var gs []*ent.Gallery
	numerals := []rune("一二三四五六七八九十百千")
	for i := 0; i < n; i++ {
		g := c.Gallery.Create().SetName(fmt.Sprintf("山%c画廊", numerals[i])).SetCity("北京").
			AddArtists(artists...).SetCover(works[i].Edges.Images[0]).
			AddArtworks(works[2*i], works[2*i+1]).SaveX(ctx)
		gs = append(gs, g)
	}
	return gs
}

// The galleries list costs the same statements for 2 galleries as for 12.
func TestGalleryListHasNoNPlusOne(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		f := newFixture(t, d)
		addGalleries(t, f, 12)
		for _, where := range []string{"", `, where: {initial: "S"}`} {
			small, n2 := f.do(t, fmt.Sprintf(galleriesQuery, 2, where))
			large, n12 := f.do(t, fmt.Sprintf(galleriesQuery, 12, where))
			if len(small.Errors)+len(large.Errors) > 0 {
				t.Fatalf("errors: %v %v", small.Errors, large.Errors)
			}
			var out struct {
				Galleries struct {
					TotalCount int
					Edges      []struct {
						Node struct {
							Name, Initial string
							Cover         *struct{ URL string }
							Artists       struct {
								TotalCount int
								Edges      []struct{ Node struct{ Name string } }
							}
						}
					}
				}
			}
			if err := json.Unmarshal(large.Data, &out); err != nil {
				t.Fatal(err)
			}
			if out.Galleries.TotalCount != 12 || len(out.Galleries.Edges) != 12 {
				t.Fatalf("where %q: %d of %d galleries", where, len(out.Galleries.Edges), out.Galleries.TotalCount)
			}
			for _, e := range out.Galleries.Edges {
				if e.Node.Initial != "S" || e.Node.Cover == nil || e.Node.Artists.TotalCount != 3 || len(e.Node.Artists.Edges) != 3 {
					t.Fatalf("gallery card incomplete: %+v", e.Node)
				}
			}
			if n2 != n12 || n12 > 6 {
				t.Fatalf("where %q: statements: %d for 2 galleries, %d for 12", where, n2, n12)
			}
			t.Logf("where %q: %d statements", where, n12)
		}
	})
}

// galleryByNumber answers the gallery page; unknown numbers are null.
func TestGalleryByNumber(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		f := newFixture(t, d)
		gs := addGalleries(t, f, 2)
		num := nodeid.Number(gs[1].ID)
		res, _ := f.do(t, fmt.Sprintf(`{ galleryByNumber(number: %d) { number name pinyin initial city
			artists(first: 50, orderBy: {field: PINYIN, direction: ASC}) { totalCount edges { node { name galleries { name } } } }
			artworks(first: 12) { totalCount edges { node { title gallery { number } } } } }
			galleryInitials
			none: galleryByNumber(number: 4000000) { name } }`, num))
		if len(res.Errors) > 0 {
			t.Fatalf("errors: %v", res.Errors)
		}
		s := string(res.Data)
		for _, want := range []string{
			fmt.Sprintf(`"number":%d,"name":"山二画廊","pinyin":"shanerhualang","initial":"S"`, num),
			`"artists":{"totalCount":3`, `"artworks":{"totalCount":2`,
			fmt.Sprintf(`"gallery":{"number":%d}`, num),
			`"galleryInitials":["S"]`, `"none":null`,
		} {
			if !strings.Contains(s, want) {
				t.Errorf("answer lacks %s:\n%s", want, s)
			}
		}
	})
}

// An artist's portrait is a stored picture in every width; none is null.
func TestArtistPortrait(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t))
	ctx := context.Background()
	c := f.db.Client
	a := c.Artist.Create().SetName("林风眠").SetPortrait("p/abc").SetPortraitWidth(1200).SetPortraitHeight(1500).SaveX(ctx)
	b := c.Artist.Create().SetName("吴冠中").SaveX(ctx)
	res, _ := f.do(t, fmt.Sprintf(`{ a: artistByNumber(number: %d) { portraitPicture { url(width: 400) srcset width height } }
		b: artistByNumber(number: %d) { portraitPicture { url } } }`, nodeid.Number(a.ID), nodeid.Number(b.ID)))
	if len(res.Errors) > 0 {
		t.Fatal(res.Errors)
	}
	s := string(res.Data)
	if !strings.Contains(s, `"url":"/media/p/abc/640.jpg"`) || !strings.Contains(s, `"width":1200,"height":1500`) ||
		!strings.Contains(s, `"b":{"portraitPicture":null}`) || !strings.Contains(s, `1200w`) {
		t.Fatalf("portraits: %s", s)
	}
}

// A list asked for without first or last is one page of MaxPageSize, not the table.
func TestUnboundedListIsOnePage(t *testing.T) {
	f := newFixture(t, dbtest.SQLite(t))
	ctx := context.Background()
	bulk := make([]*ent.ArtistCreate, 0, 120)
	for i := range 120 {
		bulk = append(bulk, f.db.Client.Artist.Create().SetName(fmt.Sprintf("艺术家%03d", i)))
	}
	f.db.Client.Artist.CreateBulk(bulk...).ExecX(ctx)
	res, _ := f.do(t, `{ artists { totalCount edges { node { id } } pageInfo { hasNextPage } } }`)
	if len(res.Errors) > 0 {
		t.Fatal(res.Errors)
	}
	var out struct {
		Artists struct {
			TotalCount int
			Edges      []struct{ Node struct{ ID string } }
			PageInfo   struct{ HasNextPage bool }
		}
	}
	if err := json.Unmarshal(res.Data, &out); err != nil {
		t.Fatal(err)
	}
	if out.Artists.TotalCount != 123 || len(out.Artists.Edges) != graph.MaxPageSize || !out.Artists.PageInfo.HasNextPage {
		t.Fatalf("total %d, %d edges, next %v", out.Artists.TotalCount, len(out.Artists.Edges), out.Artists.PageInfo.HasNextPage)
	}
}
