package e2etest_test

// Exhibitions and viewing rooms (issue 24, points 2 and 3) in the console's
// matrices: every operator field of graph/places.graphql by each role, a plain
// member and a visitor (the drafts are the matrix's gallery manager's
// gallery's), each mutation refused without a write, the manager of another
// gallery against a draft (NOT_FOUND); and through GraphQL, a draft is neither
// listed nor found by number until published.

import (
	"context"
	"strings"
	"testing"
	"time"

	"artmarket/ent/exhibition"
	"artmarket/ent/gallery"
	"artmarket/ent/schema/nodeid"
	"artmarket/ent/viewingroom"
)

// managedGallery is the gallery of the operator matrix's manager (长街画廊), made when missing.
func (e *env) managedGallery() int {
	e.T.Helper()
	ctx := context.Background()
	if g, err := e.Client.Gallery.Query().Where(gallery.Name("长街画廊")).First(ctx); err == nil {
		return g.ID
	}
	return e.Client.Gallery.Create().SetName("长街画廊").SetCity("上海").SaveX(ctx).ID
}

// draftExhibition is a new exhibition of the managed gallery, never published.
func (e *env) draftExhibition() int {
	e.T.Helper()
	day := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	return e.Client.Exhibition.Create().SetTitle("未发布的展览").SetCity("上海").SetStartsOn(day).SetEndsOn(day.AddDate(0, 1, 0)).
		SetGalleryID(e.managedGallery()).SetPublication(exhibition.PublicationDraft).SaveX(context.Background()).ID
}

// draftRoom is a new viewing room of the managed gallery, never published.
func (e *env) draftRoom() int {
	e.T.Helper()
	return e.Client.ViewingRoom.Create().SetTitle("未发布的展厅").SetOpensAt(time.Now().UTC()).SetClosesAt(time.Now().UTC().Add(72 * time.Hour)).
		SetGalleryID(e.managedGallery()).SetPublication(viewingroom.PublicationDraft).SaveX(context.Background()).ID
}

func exhibitionInput(title string) map[string]any {
	return map[string]any{"title": title, "subtitle": "", "venue": "", "city": "上海", "address": "", "startsOn": "2026-12-01",
		"endsOn": "2026-12-31", "pressText": "展览介绍", "artworkNumbers": []int{}}
}

func roomInput(title string) map[string]any {
	return map[string]any{"title": title, "statement": "策展语", "opensAt": time.Now().UTC().Format(time.RFC3339),
		"closesAt": time.Now().UTC().Add(72 * time.Hour).Format(time.RFC3339), "artworkNumbers": []int{}}
}

func init() {
	bad := exhibitionInput("坏展览")
	bad["venue"], bad["endsOn"] = "美术馆", "2026-11-30" // an editor's show at another venue, ending before it starts
	published{list: "opsExhibitions", one: "opsExhibition", preview: "exhibitionPreview", save: "saveExhibition", act: "actOnExhibition",
		saveInput: "ExhibitionInput", actInput: "PublicationActionInput", payload: "exhibition", target: "exhibition", title: "未发布的展览",
		draft: (*env).draftExhibition, input: func(_ *env, title string) map[string]any { return exhibitionInput(title) }, bad: bad, gallery: true,
		state: func(e *env, id int) (string, bool) {
			x := e.Client.Exhibition.Query().Where(exhibition.ID(id)).OnlyX(context.Background())
			return string(x.Publication), x.Draft != nil
		},
	}.register()
	badRoom := roomInput("坏展厅")
	badRoom["closesAt"] = badRoom["opensAt"]
	published{list: "opsViewingRooms", one: "opsViewingRoom", preview: "viewingRoomPreview", save: "saveViewingRoom", act: "actOnViewingRoom",
		saveInput: "ViewingRoomInput", actInput: "PublicationActionInput", payload: "viewingRoom", target: "viewing_room", title: "未发布的展厅",
		draft: (*env).draftRoom, input: func(_ *env, title string) map[string]any { return roomInput(title) }, bad: badRoom, gallery: true,
		state: func(e *env, id int) (string, bool) {
			r := e.Client.ViewingRoom.Query().Where(viewingroom.ID(id)).OnlyX(context.Background())
			return string(r.Publication), r.Draft != nil
		},
	}.register()
}

// An exhibition through GraphQL: a manager's draft is neither on the
// exhibitions list nor at its number (nor in the sitemap's reach of the
// public API) until published; published, it is; unpublished, gone again.
func TestExhibitionPublishingThroughGraphQL(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		m := e.LoginMobile(e.Mobile())
		e.setRoles(m, []string{"gallery_manager:" + itoa(e.managedGallery())})
		in := exhibitionInput("画廊的新展")
		in["galleryID"] = itoa(e.managedGallery())
		r := e.GraphQL(m.Token, `mutation($input: ExhibitionInput!) { saveExhibition(input: $input) { userErrors { message } exhibition { id number } } }`,
			map[string]any{"input": in})
		s := string(r.Data["saveExhibition"])
		if !strings.Contains(s, `"number":`) {
			t.Fatalf("save: %s %+v", s, r.Errors)
		}
		id := s[strings.Index(s, `"id":"`)+6:]
		id = id[:strings.IndexByte(id, '"')]
		public := func() string {
			return string(e.GraphQL("", `query($n: Int!) { exhibitionByNumber(number: $n) { title } }`,
				map[string]any{"n": nodeid.Number(mustAtoi(id))}).Data["exhibitionByNumber"]) +
				string(e.GraphQL("", `{ exhibitions(first: 50) { edges { node { title } } } }`, nil).Data["exhibitions"])
		}
		if strings.Contains(public(), "画廊的新展") {
			t.Fatal("a draft exhibition is public")
		}
		act := func(action string) {
			t.Helper()
			r := e.GraphQL(m.Token, `mutation($input: PublicationActionInput!) { actOnExhibition(input: $input) { userErrors { message } } }`,
				map[string]any{"input": map[string]any{"id": id, "action": action}})
			if strings.Contains(string(r.Data["actOnExhibition"]), "message") || len(r.Errors) > 0 {
				t.Fatalf("%s: %s %+v", action, r.Data["actOnExhibition"], r.Errors)
			}
		}
		act("PUBLISH")
		if got := public(); strings.Count(got, "画廊的新展") != 2 {
			t.Errorf("published, not public: %s", got)
		}
		act("UNPUBLISH")
		if strings.Contains(public(), "画廊的新展") {
			t.Error("unpublished, still public")
		}
	})
}
