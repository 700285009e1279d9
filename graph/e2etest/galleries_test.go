package e2etest_test

// Galleries (issue 24, points 2 and 3) in the console's matrices: every
// operator field of graph/galleries.graphql by each role, a plain member and a
// visitor (the draft is the matrix's gallery manager's gallery), each mutation
// refused without a write, the manager of another gallery against it
// (NOT_FOUND); and through GraphQL, a draft gallery is neither listed nor
// found by number until published.

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"artmarket/ent/gallery"
	"artmarket/ent/schema/nodeid"
)

// draftGallery is the matrix's managed gallery (长街画廊), back to a draft never published.
func (e *env) draftGallery() int {
	e.T.Helper()
	id := e.managedGallery()
	e.Client.Gallery.UpdateOneID(id).SetPublication(gallery.PublicationDraft).ClearDraft().ExecX(context.Background())
	return id
}

func galleryInput(name, description string) map[string]any {
	return map[string]any{"name": name, "nameEn": "", "city": "上海", "address": "", "openingHours": "", "phone": "", "email": "",
		"website": "", "description": description}
}

func init() {
	bad := galleryInput("坏画廊", "")
	bad["website"] = "javascript:alert(1)"
	k := published{list: "opsGalleries", one: "opsGallery", preview: "galleryPreview", save: "saveGallery", act: "actOnGallery",
		saveInput: "GalleryInput", actInput: "PublicationActionInput", payload: "gallery", target: "gallery", title: "长街画廊",
		draft: (*env).draftGallery, input: func(_ *env, title string) map[string]any { return galleryInput(title, "") }, bad: bad, gallery: true,
		state: func(e *env, id int) (string, bool) {
			g := e.Client.Gallery.Query().Where(gallery.ID(id)).OnlyX(context.Background())
			return string(g.Publication), g.Draft != nil
		},
	}
	k.register()
	// Saving, for both the editor and the gallery's manager: an edit of the managed gallery (only an editor
	// creates one), a new description each time.
	operatorCalls[k.save] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			in := galleryInput("长街画廊", "简介 "+strconv.Itoa(int(galleries.Add(1))))
			in["id"] = strconv.Itoa(e.managedGallery())
			return `mutation($input: GalleryInput!) { saveGallery(input: $input) ` + k.fields() + ` }`, map[string]any{"input": in}
		},
		granted: payloadOK(k.save), action: "gallery.update",
	}
	// A gallery has a name, not a title.
	operatorCalls[k.one] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			return `query($id: ID!) { opsGallery(id: $id) { id name allowedActions { action } } }`, map[string]any{"id": strconv.Itoa(e.draftGallery())}
		},
		granted: func(r gqlReply) bool { return strings.Contains(string(r.Data[k.one]), `"PUBLISH"`) },
	}
	operatorCalls[k.preview] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			return `query($id: ID!) { galleryPreview(id: $id) { name } }`, map[string]any{"id": strconv.Itoa(e.draftGallery())}
		},
		granted: func(r gqlReply) bool { return strings.Contains(string(r.Data[k.preview]), "长街画廊") },
	}
	operatorCalls["opsGalleryChoices"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			e.managedGallery()
			return `{ opsGalleryChoices(query: "长街") { id name stateLabel } }`, nil
		},
		granted: func(r gqlReply) bool { return strings.Contains(string(r.Data["opsGalleryChoices"]), "长街画廊") },
	}
}

// A gallery through GraphQL: an editor's new gallery is a draft, neither on
// the galleries list nor at its number until published; its manager cannot
// withdraw it (no UNPUBLISH among their actions, FORBIDDEN when sent);
// withdrawn by an editor, it is gone again.
func TestGalleryPublishingThroughGraphQL(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		ed := e.LoginMobile(e.Mobile())
		e.setRoles(ed, []string{"editor"})
		r := e.GraphQL(ed.Token, `mutation($input: GalleryInput!) { saveGallery(input: $input) { userErrors { message } gallery { id number } } }`,
			map[string]any{"input": galleryInput("新开的画廊", "画廊介绍")})
		s := string(r.Data["saveGallery"])
		if !strings.Contains(s, `"number":`) {
			t.Fatalf("save: %s %+v", s, r.Errors)
		}
		id := s[strings.Index(s, `"id":"`)+6:]
		id = id[:strings.IndexByte(id, '"')]
		public := func() string {
			return string(e.GraphQL("", `query($n: Int!) { galleryByNumber(number: $n) { name } }`,
				map[string]any{"n": nodeid.Number(mustAtoi(id))}).Data["galleryByNumber"]) +
				string(e.GraphQL("", `{ galleries(first: 100) { edges { node { name } } } }`, nil).Data["galleries"])
		}
		if strings.Contains(public(), "新开的画廊") {
			t.Fatal("a draft gallery is public")
		}
		// A published viewing room of the draft gallery is not public either (its gallery must be), and the
		// rooms' list answers without an error.
		gid := mustAtoi(id)
		e.Client.ViewingRoom.Create().SetTitle("草稿画廊的展厅").SetOpensAt(time.Now().UTC()).SetClosesAt(time.Now().UTC().Add(72 * time.Hour)).
			SetGalleryID(gid).SaveX(context.Background())
		rooms := func() string {
			t.Helper()
			r := e.GraphQL("", `{ viewingRooms(first: 100) { edges { node { title gallery { name } } } } }`, nil)
			if len(r.Errors) > 0 {
				t.Fatalf("viewing rooms: %+v", r.Errors)
			}
			return string(r.Data["viewingRooms"])
		}
		if strings.Contains(rooms(), "草稿画廊的展厅") {
			t.Error("a draft gallery's room is public")
		}
		mgr := e.LoginMobile(e.Mobile())
		e.setRoles(mgr, []string{"gallery_manager:" + id})
		act := func(l login, action string) string {
			t.Helper()
			return string(e.GraphQL(l.Token, `mutation($input: PublicationActionInput!) { actOnGallery(input: $input) { userErrors { code message } gallery { allowedActions { action } } } }`,
				map[string]any{"input": map[string]any{"id": id, "action": action}}).Data["actOnGallery"])
		}
		if got := act(mgr, "PUBLISH"); strings.Contains(got, "code") || strings.Contains(got, "UNPUBLISH") {
			t.Fatalf("the manager publishes: %s", got)
		}
		if !strings.Contains(public(), "新开的画廊") || !strings.Contains(rooms(), "草稿画廊的展厅") {
			t.Fatal("a published gallery (or its room) is not public")
		}
		if got := act(mgr, "UNPUBLISH"); !strings.Contains(got, `"FORBIDDEN"`) {
			t.Errorf("the manager withdraws: %s", got)
		}
		if got := act(ed, "UNPUBLISH"); strings.Contains(got, "code") {
			t.Fatalf("the editor withdraws: %s", got)
		}
		if strings.Contains(public(), "新开的画廊") {
			t.Error("a withdrawn gallery is public")
		}
	})
}
