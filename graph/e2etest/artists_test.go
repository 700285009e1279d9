package e2etest_test

// Artists (issue 24, points 2 and 3) in the console's matrices: every
// operator field of graph/artists.graphql by each role, a plain member and a
// visitor (the drafts are represented by the matrix's gallery manager's
// gallery), each mutation refused without a write, the manager of another
// gallery against a draft (NOT_FOUND); and through GraphQL, a draft is
// neither listed, searched nor found by number until published, while a withdrawn
// artist's works still name them.

import (
	"context"
	"strings"
	"testing"

	"artmarket/ent/artist"
	"artmarket/ent/artwork"
	"artmarket/ent/schema/nodeid"
)

// draftArtist is a new artist represented by the managed gallery, never published.
func (e *env) draftArtist() int {
	e.T.Helper()
	return e.Client.Artist.Create().SetName("未发布的艺术家").AddGalleryIDs(e.managedGallery()).
		SetPublication(artist.PublicationDraft).SaveX(context.Background()).ID
}

func artistInputOf(e *env, name string) map[string]any {
	return map[string]any{"name": name, "nameEn": "", "birthYear": 1968, "region": "杭州", "bio": "简介", "portrait": nil,
		"galleryIDs": []string{itoa(e.managedGallery())}}
}

func init() {
	published{list: "opsArtists", one: "opsArtist", preview: "artistPreview", save: "saveArtist", act: "actOnArtist",
		saveInput: "ArtistInput", actInput: "PublicationActionInput", payload: "artist", target: "artist", title: "未发布的艺术家",
		draft: (*env).draftArtist, gallery: true, named: true,
		input: func(e *env, title string) map[string]any { return artistInputOf(e, title) },
		bad:   map[string]any{"name": "坏艺术家", "nameEn": "", "birthYear": 3000, "region": "", "bio": "", "galleryIDs": []string{}},
		state: func(e *env, id int) (string, bool) {
			a := e.Client.Artist.Query().Where(artist.ID(id)).OnlyX(context.Background())
			return string(a.Publication), a.Draft != nil
		},
	}.register()
}

// An artist through GraphQL: an editor's draft is neither on the artists
// list nor at its number until published; published, it is; unpublished,
// gone again, while their work still names them.
func TestArtistPublishingThroughGraphQL(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		ed := e.LoginMobile(e.Mobile())
		e.setRoles(ed, []string{"editor"})
		r := e.GraphQL(ed.Token, `mutation($input: ArtistInput!) { saveArtist(input: $input) { userErrors { message } artist { id number } } }`,
			map[string]any{"input": artistInputOf(e, "编辑部的新艺术家")})
		s := string(r.Data["saveArtist"])
		if !strings.Contains(s, `"number":`) {
			t.Fatalf("save: %s %+v", s, r.Errors)
		}
		id := s[strings.Index(s, `"id":"`)+6:]
		id = id[:strings.IndexByte(id, '"')]
		public := func() string {
			return string(e.GraphQL("", `query($n: Int!) { artistByNumber(number: $n) { name } }`,
				map[string]any{"n": nodeid.Number(mustAtoi(id))}).Data["artistByNumber"]) +
				string(e.GraphQL("", `{ artists(first: 100) { edges { node { name } } } }`, nil).Data["artists"]) +
				string(e.GraphQL("", `{ artists(first: 10, where: {search: "编辑部的新"}) { edges { node { name } } } }`, nil).Data["artists"])
		}
		if strings.Contains(public(), "编辑部的新艺术家") {
			t.Fatal("a draft artist is public")
		}
		if p := e.GraphQL(ed.Token, `query($id: ID!) { artistPreview(id: $id) { name } }`, map[string]any{"id": id}); !strings.Contains(string(p.Data["artistPreview"]), "编辑部的新艺术家") {
			t.Errorf("preview: %s", p.Data["artistPreview"])
		}
		act := func(action string) {
			t.Helper()
			r := e.GraphQL(ed.Token, `mutation($input: PublicationActionInput!) { actOnArtist(input: $input) { userErrors { message } } }`,
				map[string]any{"input": map[string]any{"id": id, "action": action}})
			if strings.Contains(string(r.Data["actOnArtist"]), "message") || len(r.Errors) > 0 {
				t.Fatalf("%s: %s %+v", action, r.Data["actOnArtist"], r.Errors)
			}
		}
		act("PUBLISH")
		if got := public(); strings.Count(got, "编辑部的新艺术家") != 3 { // its page, the list and search
			t.Errorf("published, not public: %s", got)
		}
		// A work of theirs, then the artist withdrawn: the page and the list
		// lose them, the work still names its maker.
		w := e.Client.Artwork.Create().SetTitle("撤下艺术家的作品").SetArtistID(mustAtoi(id)).SetMedium(artwork.MediumInk).
			SetWidthCm(60).SetHeightCm(80).SetPriceFen(100).SaveX(context.Background())
		act("UNPUBLISH")
		if strings.Contains(public(), "编辑部的新艺术家") {
			t.Error("unpublished, still public")
		}
		work := e.GraphQL("", `query($n: Int!) { artworkByNumber(number: $n) { title artist { name } } }`, map[string]any{"n": nodeid.Number(w.ID)})
		if !strings.Contains(string(work.Data["artworkByNumber"]), "编辑部的新艺术家") || len(work.Errors) > 0 {
			t.Errorf("the withdrawn artist's work: %s %+v", work.Data["artworkByNumber"], work.Errors)
		}
		list := e.GraphQL("", `{ artworks(first: 100) { edges { node { title artist { name } } } } }`, nil)
		if len(list.Errors) > 0 || (strings.Contains(string(list.Data["artworks"]), "撤下艺术家的作品") && !strings.Contains(string(list.Data["artworks"]), "编辑部的新艺术家")) {
			t.Errorf("the works list: %s %+v", list.Data["artworks"], list.Errors)
		}
	})
}
