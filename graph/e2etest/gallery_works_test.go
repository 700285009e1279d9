package e2etest_test

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"artmarket/ent/gallery"
	"artmarket/ent/schema/nodeid"
	"artmarket/ent/schema/viewer"
	"artmarket/server/web/apptest"
)

// A gallery's listings through GraphQL (issue 24 point 3): the console's
// galleryWorks in the authorization matrix, and a manager of another gallery
// against them: unknown in queries and mutations, nothing changed.

func init() {
	// The matrix's gallery manager keeps 长街画廊: its listing (made past the API) is what the query answers.
	operatorCalls["galleryWorks"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			ctx := viewer.AllowHidden(context.Background())
			g := e.Client.Gallery.Query().Where(gallery.Name("长街画廊")).FirstX(ctx)
			e.Client.Work.Create().SetMemberID(target.Member.ID).SetGalleryID(g.ID).SetTitle("长街的画").ExecX(ctx)
			return `query($g: ID!) { galleryWorks(galleryID: $g, first: 10) { totalCount edges { node { title allowedActions { action } } } } }`,
				map[string]any{"g": strconv.Itoa(g.ID)}
		},
		granted: func(r gqlReply) bool {
			s := string(r.Data["galleryWorks"])
			return len(r.Errors) == 0 && strings.Contains(s, "长街的画") && strings.Contains(s, `"edit"`)
		},
	}
}

// A gallery made at a partner's approval is a draft until its manager
// publishes its page: its manager prepares its listings meanwhile.
func TestGalleryWorksOfDraftGallery(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		ctx := viewer.AllowHidden(context.Background())
		g := e.Client.Gallery.Create().SetName("新开画廊").SetCity("上海").SetPublication(gallery.PublicationDraft).SaveX(ctx)
		m := e.LoginMobile(e.Mobile())
		e.setRoles(m, []string{"gallery_manager:" + itoa(g.ID)})
		e.Client.Work.Create().SetMemberID(m.Member.ID).SetGalleryID(g.ID).SetTitle("新开的画").ExecX(ctx)
		r := e.GraphQL(m.Token, `query($g: ID!) { galleryWorks(galleryID: $g, first: 10) { totalCount edges { node { title } } } }`,
			map[string]any{"g": itoa(g.ID)})
		if got := string(r.Data["galleryWorks"]); len(r.Errors) > 0 || !strings.Contains(got, "新开的画") {
			t.Fatalf("the draft gallery's manager reads %s %+v", got, r.Errors)
		}
	})
}

func TestGalleryWorksOtherGallery(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		ctx := context.Background()
		ga := e.Client.Gallery.Create().SetName("长街画廊").SetCity("上海").SaveX(ctx)
		gb := e.Client.Gallery.Create().SetName("别家画廊").SetCity("北京").SaveX(ctx)
		lister, colleague, stranger := e.LoginMobile(e.Mobile()), e.LoginMobile(e.Mobile()), e.LoginMobile(e.Mobile())
		e.setRoles(lister, []string{"gallery_manager:" + itoa(ga.ID)})
		e.setRoles(colleague, []string{"gallery_manager:" + itoa(ga.ID)})
		e.setRoles(stranger, []string{"gallery_manager:" + itoa(gb.ID)})

		// Listed for the gallery through the members' mutation; another gallery is unknown, nothing is written.
		out := e.Sell(lister.Token, "createWork", "CreateWorkInput", map[string]any{"form": apptest.GalleryWorkForm("长街夜色"), "galleryID": itoa(ga.ID)})
		if out.Work == nil || len(out.UserErrors) != 0 {
			t.Fatalf("gallery draft: %+v", out)
		}
		id := out.Work.ID
		bad := e.Sell(stranger.Token, "createWork", "CreateWorkInput", map[string]any{"form": apptest.GalleryWorkForm("冒名"), "galleryID": itoa(ga.ID)})
		if len(bad.UserErrors) != 1 || bad.UserErrors[0].Code != "NOT_FOUND" || bad.UserErrors[0].Field == nil || *bad.UserErrors[0].Field != "galleryID" {
			t.Errorf("another gallery's manager listed for it: %+v", bad)
		}
		// The same rules: a price of 0 is refused on its field.
		form := apptest.GalleryWorkForm("零元")
		form["priceFen"] = 0
		if r := e.Sell(lister.Token, "createWork", "CreateWorkInput", map[string]any{"form": form, "galleryID": itoa(ga.ID)}); len(r.UserErrors) != 1 || r.UserErrors[0].Field == nil || *r.UserErrors[0].Field != "price" {
			t.Errorf("a price of 0: %+v", r)
		}

		list := `query($g: ID!) { galleryWorks(galleryID: $g, first: 10) { totalCount } }`
		for who, l := range map[string]login{"the lister": lister, "the colleague": colleague} {
			if got := string(e.GraphQL(l.Token, list, map[string]any{"g": itoa(ga.ID)}).Data["galleryWorks"]); got != `{"totalCount":1}` {
				t.Errorf("%s sees %s", who, got)
			}
		}
		if r := e.GraphQL(stranger.Token, list, map[string]any{"g": itoa(ga.ID)}); string(r.Data["galleryWorks"]) != `{"totalCount":0}` {
			t.Errorf("another gallery's manager sees its works: %s %+v", r.Data["galleryWorks"], r.Errors)
		}
		// Not in the lister's own works; their page of it (and the colleague's) opens, the stranger's does not.
		if got := string(e.GraphQL(lister.Token, `{ viewer { works(first: 5) { totalCount } } }`, nil).Data["viewer"]); got != `{"works":{"totalCount":0}}` {
			t.Errorf("the gallery's listing is in the manager's own works: %s", got)
		}
		number := `query($n: Int!) { viewer { work(number: $n) { id } } }`
		n := map[string]any{"n": nodeid.Number(nodeNumber(e, id))}
		for who, l := range map[string]login{"the lister": lister, "the colleague": colleague} {
			if r := e.GraphQL(l.Token, number, n); !strings.Contains(string(r.Data["viewer"]), id) {
				t.Errorf("%s cannot open it: %s %+v", who, r.Data["viewer"], r.Errors)
			}
		}
		if r := e.GraphQL(stranger.Token, number, n); string(r.Data["viewer"]) != `{"work":null}` {
			t.Errorf("another gallery's manager opened it: %s", r.Data["viewer"])
		}

		// Every seller move by the stranger: NOT_FOUND, and the work is as it was.
		for field, in := range map[string]struct {
			input string
			vars  map[string]any
		}{
			"updateWork": {"UpdateWorkInput", map[string]any{"id": id, "version": out.Work.Version, "form": apptest.GalleryWorkForm("改写")}},
			"submitWork": {"SubmitWorkInput", map[string]any{"id": id, "acceptAgreement": true}},
			"deleteWork": {"WorkIDInput", map[string]any{"id": id}},
		} {
			r := e.GraphQL(stranger.Token, `mutation($input: `+in.input+`!) { `+field+`(input: $input) { userErrors { code } } }`, map[string]any{"input": in.vars})
			if !strings.Contains(string(r.Data[field]), `"NOT_FOUND"`) {
				t.Errorf("another gallery's manager's %s: %s %+v", field, r.Data[field], r.Errors)
			}
		}
		w := e.Client.Work.GetX(viewer.AllowHidden(ctx), nodeNumber(e, id))
		if w.Title != "长街夜色" || w.State != "draft" || w.Version != out.Work.Version {
			t.Fatalf("another gallery's manager changed it: %+v", w)
		}
		// The colleague submits it; approved, the public work names the gallery as its seller and is on its page.
		if r := e.Sell(colleague.Token, "submitWork", "SubmitWorkInput", map[string]any{"id": id, "acceptAgreement": true}); r.Work == nil || r.Work.State != "pending" {
			t.Fatalf("the colleague's submit: %+v", r)
		}
		reviewer := e.LoginMobile(e.Mobile())
		e.setRoles(reviewer, []string{"reviewer"})
		r := e.Sell(reviewer.Token, "approveWork", "WorkIDInput", map[string]any{"id": id})
		if r.Work == nil || r.Work.Artwork == nil {
			t.Fatalf("approve: %+v", r)
		}
		pub := e.GraphQL("", `query($id: ID!) { node(id: $id) { ... on Artwork { gallery { name } seller { nickname } } } }`, map[string]any{"id": r.Work.Artwork.ID})
		if got := string(pub.Data["node"]); got != `{"gallery":{"name":"长街画廊"},"seller":{"nickname":"长街画廊"}}` {
			t.Errorf("the public work: %s %+v", got, pub.Errors)
		}
	})
}
