package gqlserver_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/schema/nodeid"
	"artmarket/server/domain/catalogue/schedule"
	"artmarket/server/platform/dbtest"
)

// exhibitionCard is what a card of /exhibitions, the artist's exhibitions tab
// and the gallery's 展览 section ask for (ExhibitionCard_exhibition).
const exhibitionCard = `number title subtitle city venueName status statusLabel startsOn endsOn
	gallery { number name } artists { name } installationImages { url(width: 640) srcset width height }`

// roomCard is ViewingRoomCard_viewingRoom.
const roomCard = `number title status statusLine opensAt closesAt gallery { number name city }
	cover { url(width: 640) srcset width height }`

// addEvents gives the fixture n exhibitions of each status (in one gallery,
// half of the current ones in a museum in 上海) and n viewing rooms of each
// status, every one with artists, works and pictures.
func addEvents(t *testing.T, f fixture, n int) *ent.Gallery {
	t.Helper()
	ctx := context.Background()
	c := f.db.Client
	artists := c.Artist.Query().AllX(ctx)
	works := c.Artwork.Query().WithImages().AllX(ctx)
	g := c.Gallery.Create().SetName("山木画廊").SetCity("北京").AddArtists(artists...).SaveX(ctx)
	today := schedule.Day(time.Now())
	now := time.Now().UTC()
	for i := 0; i < n; i++ {
		for s, span := range [][2]int{{-10, 20}, {5, 30}, {-60, -20}} {
			b := c.Exhibition.Create().SetTitle(fmt.Sprintf("展览 %d-%d", s, i)).SetCity("北京").
				SetStartsOn(schedule.AddDays(today, span[0]+i)).SetEndsOn(schedule.AddDays(today, span[1]+i)).
				AddArtists(artists...).AddArtworks(works[i], works[i+1]).
				AddInstallationImages(works[i].Edges.Images...)
			if s == 0 && i%2 == 1 {
				b.SetVenue("浦江当代美术馆").SetCity("上海")
			} else {
				b.SetGallery(g)
			}
			b.ExecX(ctx)
		}
		for s, span := range [][2]time.Duration{{-48, 48}, {24, 96}, {-96, -24}} {
			c.ViewingRoom.Create().SetTitle(fmt.Sprintf("线上展厅 %d-%d", s, i)).SetGallery(g).
				SetOpensAt(now.Add(span[0]*time.Hour)).SetClosesAt(now.Add(span[1]*time.Hour+time.Duration(i)*time.Minute)).
				AddArtworks(works[2*i], works[2*i+1]).SetCover(works[i].Edges.Images[0]).ExecX(ctx)
		}
	}
	return g
}

type conn struct {
	TotalCount int
	Edges      []struct {
		Node map[string]any
	}
}

// The exhibitions list, the viewing rooms list, an artist's exhibitions and a
// gallery's sections cost the same statements for 2 rows as for 10.
func TestEventListsHaveNoNPlusOne(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		f := newFixture(t, d)
		g := addEvents(t, f, 10)
		artistNumber := nodeid.Number(f.db.Client.Artist.Query().FirstIDX(context.Background()))
		for _, c := range []struct {
			name, query string
			total       int
			path        func(map[string]json.RawMessage) json.RawMessage
		}{
			{"current exhibitions", `{ x: exhibitions(first: %d, status: CURRENT) { totalCount edges { node { ` + exhibitionCard + ` } } } }`, 10, nil},
			{"current exhibitions in 北京", `{ x: exhibitions(first: %d, status: CURRENT, city: "北京") { totalCount edges { node { ` + exhibitionCard + ` } } } }`, 5, nil},
			{"past exhibitions", `{ x: exhibitions(first: %d, status: PAST) { totalCount edges { node { ` + exhibitionCard + ` } } } }`, 10, nil},
			{"open viewing rooms", `{ x: viewingRooms(first: %d, status: OPEN) { totalCount edges { node { ` + roomCard + ` } } } }`, 10, nil},
			{"closed viewing rooms", `{ x: viewingRooms(first: %d, status: CLOSED) { totalCount edges { node { ` + roomCard + ` } } } }`, 10, nil},
			{"an artist's exhibitions", `{ y: artistByNumber(number: ` + fmt.Sprint(artistNumber) + `) { x: exhibitions(first: %d, orderBy: {field: STARTS_ON, direction: DESC}) { totalCount edges { node { ` + exhibitionCard + ` } } } } }`, 30, nil},
			{"a gallery's viewing rooms", `{ y: galleryByNumber(number: ` + fmt.Sprint(nodeid.Number(g.ID)) + `) { x: viewingRooms(first: %d, orderBy: {field: OPENS_AT, direction: DESC}) { totalCount edges { node { ` + roomCard + ` } } } } }`, 30, nil},
		} {
			small, n2 := f.do(t, fmt.Sprintf(c.query, 2))
			large, n10 := f.do(t, fmt.Sprintf(c.query, 10))
			if len(small.Errors)+len(large.Errors) > 0 {
				t.Fatalf("%s: errors: %v %v", c.name, small.Errors, large.Errors)
			}
			var top map[string]json.RawMessage
			if err := json.Unmarshal(large.Data, &top); err != nil {
				t.Fatal(err)
			}
			raw := top["x"]
			if y, ok := top["y"]; ok {
				var inner map[string]json.RawMessage
				_ = json.Unmarshal(y, &inner)
				raw = inner["x"]
			}
			var out conn
			if err := json.Unmarshal(raw, &out); err != nil {
				t.Fatal(err)
			}
			if out.TotalCount != c.total || len(out.Edges) != min(10, c.total) {
				t.Fatalf("%s: %d of %d rows, want %d", c.name, len(out.Edges), out.TotalCount, c.total)
			}
			for _, e := range out.Edges {
				if e.Node["venueName"] == "" || e.Node["statusLine"] == "" || e.Node["gallery"] == nil && e.Node["venueName"] == nil {
					t.Fatalf("%s: incomplete card %v", c.name, e.Node)
				}
			}
			if n2 != n10 || n10 > 8 {
				t.Fatalf("%s: statements: %d for 2 rows, %d for 10", c.name, n2, n10)
			}
			t.Logf("%s: %d statements", c.name, n10)
		}
	})
}

// Statuses filter and order the lists; byNumber answers the pages; unknown
// numbers are null; cities come busiest first.
func TestExhibitionAndRoomQueries(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		f := newFixture(t, d)
		addEvents(t, f, 2)
		ctx := context.Background()
		ex := f.db.Client.Exhibition.Query().FirstX(ctx)
		vr := f.db.Client.ViewingRoom.Query().FirstX(ctx)
		res, _ := f.do(t, fmt.Sprintf(`{
			cur: exhibitions(first: 10, status: CURRENT) { edges { node { title status statusLabel venueName endsOn } } }
			up: exhibitions(first: 10, status: UPCOMING) { totalCount edges { node { status statusLabel } } }
			cities: exhibitionCities(status: CURRENT)
			allCities: exhibitionCities
			e: exhibitionByNumber(number: %d) { number title gallery { name } artists { name } artworks { title } installationImages { url } }
			v: viewingRoomByNumber(number: %d) { number title statusLine gallery { name } artworks { title } }
			open: viewingRooms(first: 10, status: OPEN) { totalCount edges { node { status statusLine } } }
			soon: viewingRooms(first: 10, status: UPCOMING) { edges { node { status statusLine } } }
			noE: exhibitionByNumber(number: 4000000) { title }
			noV: viewingRoomByNumber(number: -1) { title } }`, nodeid.Number(ex.ID), nodeid.Number(vr.ID)))
		if len(res.Errors) > 0 {
			t.Fatalf("errors: %v", res.Errors)
		}
		s := string(res.Data)
		for _, want := range []string{
			`"status":"CURRENT","statusLabel":"正在展出","venueName":"山木画廊"`, `"venueName":"浦江当代美术馆"`,
			`"up":{"totalCount":2`, `"statusLabel":"即将开幕"`,
			`"allCities":["北京","上海"]`,
			fmt.Sprintf(`"e":{"number":%d,"title":"展览 0-0","gallery":{"name":"山木画廊"}`, nodeid.Number(ex.ID)),
			`"statusLine":"已开放 · 还有 2 天结束"`, `"open":{"totalCount":2`, `"statusLine":"1 天后开放"`,
			`"noE":null`, `"noV":null`,
		} {
			if !strings.Contains(s, want) {
				t.Errorf("answer lacks %s:\n%s", want, s)
			}
		}
		// Current shows come closing soonest first.
		var out struct{ Cur conn }
		_ = json.Unmarshal(res.Data, &out)
		var last string
		for _, e := range out.Cur.Edges {
			if end := e.Node["endsOn"].(string); end < last {
				t.Errorf("current shows out of order: %s after %s", end, last)
			} else {
				last = end
			}
		}
		// Bad arguments are clear errors, not 500s.
		for _, q := range []string{
			`{ exhibitions(first: 5, status: NOW) { totalCount } }`,
			`{ exhibitions(first: 500) { totalCount } }`,
			`{ exhibitions(first: 5, city: "` + strings.Repeat("城", 41) + `") { totalCount } }`,
			`{ viewingRooms(first: 5, status: PAST) { totalCount } }`,
		} {
			if bad, _ := f.do(t, q); len(bad.Errors) == 0 {
				t.Errorf("%s: no error", q)
			}
		}
	})
}
