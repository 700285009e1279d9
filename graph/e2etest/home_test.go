package e2etest_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"artmarket/ent/article"
	"artmarket/ent/homelayout"
	"artmarket/ent/schema/draft"
)

// The home page's layout (issue 24, point 2) in the operator matrix, the
// refusals and the other-member checks, and through GraphQL: an editor's
// draft, previewed, published, is what a visitor's homeSections answer.

var homeSeq atomic.Int64

const (
	homeSaveQ = `mutation($input: HomeLayoutInput!) { saveHomeLayout(input: $input) { userErrors { code message field } layout { state hasDraft sections { kind title items { id title } } } } }`
	homeActQ  = `mutation($input: HomeLayoutActionInput!) { actOnHomeLayout(input: $input) { userErrors { code message field } layout { state hasDraft } } }`
)

// homeInput is a layout to save, new each call (a save that changes nothing is refused).
func homeInput(title string) map[string]any {
	return map[string]any{"sections": []map[string]any{
		{"kind": "ARTICLES", "title": title, "itemIDs": []string{}},
		{"kind": "ARTWORKS", "title": "最新上架", "itemIDs": []string{}},
	}}
}

// homeDraft leaves a draft waiting on the layout (its row made when missing).
func (e *env) homeDraft() {
	e.T.Helper()
	ctx := context.Background()
	d := &draft.HomeLayout{Sections: []draft.HomeSection{{Kind: "galleries", Title: fmt.Sprintf("画廊%d", homeSeq.Add(1)), IDs: []int{}}}}
	n := e.Client.HomeLayout.Update().SetDraft(d).SetPublication(homelayout.PublicationPublished).ClearPublishAt().SaveX(ctx)
	if n == 0 {
		e.Client.HomeLayout.Create().SetSlot("home").SetPublication(homelayout.PublicationPublished).SetDraft(d).ExecX(ctx)
	}
}

func init() {
	operatorCalls["opsHomeLayout"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			return `{ opsHomeLayout { state sections { kind title } kinds { kind label } } }`, nil
		},
		granted: func(r gqlReply) bool { return strings.Contains(string(r.Data["opsHomeLayout"]), "商城商品") },
	}
	operatorCalls["homeLayoutPreview"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			e.homeDraft()
			return `{ homeLayoutPreview { key title } }`, nil
		},
		granted: func(r gqlReply) bool { return strings.Contains(string(r.Data["homeLayoutPreview"]), `"画廊`) },
	}
	operatorCalls["homeItemSearch"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			e.platformArtwork()
			return `{ homeItemSearch(kind: ARTWORKS, text: "江南") { id number title visible } }`, nil
		},
		granted: func(r gqlReply) bool { return strings.Contains(string(r.Data["homeItemSearch"]), "江南") },
	}
	operatorCalls["saveHomeLayout"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			return homeSaveQ, map[string]any{"input": homeInput(fmt.Sprintf("推荐%d", homeSeq.Add(1)))}
		},
		granted: payloadOK("saveHomeLayout"), action: "home_layout.update",
	}
	operatorCalls["actOnHomeLayout"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			e.homeDraft()
			return homeActQ, map[string]any{"input": map[string]any{"action": "PUBLISH"}}
		},
		granted: payloadOK("actOnHomeLayout"), action: "home_layout.publish",
	}
	editor := func(e *env) login {
		l := e.LoginMobile(e.Mobile())
		e.setRoles(l, []string{"editor"})
		return l
	}
	refusals["saveHomeLayout"] = func(t *testing.T, e *env, a login) refusal {
		in := homeInput(strings.Repeat("长", 21))
		return refusal{token: editor(e).Token, input: in}
	}
	refusals["actOnHomeLayout"] = func(t *testing.T, e *env, a login) refusal {
		return refusal{token: editor(e).Token, input: map[string]any{"action": "UNPUBLISH"}}
	}
	// An admin without the editor role: FORBIDDEN, and the layout as it was.
	for name, q := range map[string]string{"saveHomeLayout": homeSaveQ, "actOnHomeLayout": homeActQ} {
		otherMember[name] = func(t *testing.T, e *env, a, b login) {
			e.homeDraft()
			before := e.Client.HomeLayout.Query().OnlyX(context.Background())
			e.setRoles(b, []string{"admin"})
			in := homeInput("改写")
			if name == "actOnHomeLayout" {
				in = map[string]any{"action": "PUBLISH"}
			}
			r := e.GraphQL(b.Token, q, map[string]any{"input": in})
			after := e.Client.HomeLayout.Query().OnlyX(context.Background())
			if !strings.Contains(string(r.Data[name]), `"FORBIDDEN"`) || !after.UpdatedAt.Equal(before.UpdatedAt) {
				t.Errorf("an admin's %s: %s %+v", name, r.Data[name], r.Errors)
			}
		}
	}
}

type homeSectionsReply []struct {
	Key, Kind, Title string
	Articles         []struct{ Title string }
	Artworks         []struct{ Title string }
	Galleries        []struct{ Name string }
}

// An editor's layout through GraphQL: the draft is the preview, not the
// page; published, a visitor's homeSections answer it, chosen pieces in
// their order, a piece readers may not see left out; bad input answered on
// its field, nothing written.
func TestHomeLayoutThroughGraphQL(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		ctx := context.Background()
		ed := e.LoginMobile(e.Mobile())
		e.setRoles(ed, []string{"editor"})
		mkArticle := func(title string, p article.Publication) int {
			return e.Client.Article.Create().SetTitle(title).SetAuthor("王编辑").SetBody("<p>正文</p>").SetPublishedAt(time.Now().Add(-time.Hour)).
				SetPublication(p).SaveX(ctx).ID
		}
		first, hidden, second := mkArticle("第一篇", article.PublicationPublished), mkArticle("未发布的一篇", article.PublicationDraft),
			mkArticle("第二篇", article.PublicationPublished)
		work := e.platformArtwork()
		sections := `{ key kind title articles { title } artworks { title } galleries { name } }`
		read := func(token, field string) homeSectionsReply {
			t.Helper()
			r := e.GraphQL(token, `{ `+field+` `+sections+` }`, nil)
			var out homeSectionsReply
			if err := json.Unmarshal(r.Data[field], &out); err != nil || len(r.Errors) > 0 {
				t.Fatalf("%s: %s %+v", field, r.Data[field], r.Errors)
			}
			return out
		}
		if got := read("", "homeSections"); len(got) != 6 || got[0].Key != "newest" || got[0].Title != "最新上架" || got[4].Key != "articles" {
			t.Fatalf("the default page: %+v", got)
		}
		save := func(in map[string]any) map[string]any {
			t.Helper()
			r := e.GraphQL(ed.Token, homeSaveQ, map[string]any{"input": in})
			var p map[string]any
			_ = json.Unmarshal(r.Data["saveHomeLayout"], &p)
			if len(r.Errors) > 0 {
				t.Fatalf("save: %+v", r.Errors)
			}
			return p
		}
		id := strconv.Itoa
		// Bad input: on its field, in Chinese, nothing written.
		for _, c := range []struct {
			in    map[string]any
			field string
		}{
			{map[string]any{"sections": []map[string]any{{"kind": "ARTICLES", "title": strings.Repeat("长", 21), "itemIDs": []string{}}}}, "sections.0.title"},
			{map[string]any{"sections": []map[string]any{{"kind": "ARTICLES", "title": "读", "itemIDs": []string{id(first), id(work)}}}}, "sections.0.itemIDs"},
			{map[string]any{"sections": []map[string]any{{"kind": "ARTICLES", "title": "读", "itemIDs": []string{id(first), id(first)}}}}, "sections.0.itemIDs"},
			{map[string]any{"sections": []map[string]any{{"kind": "ARTICLES", "title": "读", "itemIDs": []string{id(second + 999)}}}}, "sections.0.itemIDs"},
		} {
			p := save(c.in)
			ue, _ := p["userErrors"].([]any)
			if len(ue) != 1 || ue[0].(map[string]any)["field"] != c.field {
				t.Errorf("%v: %v", c.in, p)
			}
			if n := e.Client.HomeLayout.Query().CountX(ctx); n != 0 {
				t.Errorf("refused, yet %d rows", n)
			}
		}
		in := map[string]any{"sections": []map[string]any{
			{"kind": "ARTICLES", "title": "编辑推荐", "itemIDs": []string{id(second), id(hidden), id(first)}},
			{"kind": "ARTWORKS", "title": "最新上架", "itemIDs": []string{}},
			{"kind": "GALLERIES", "title": "画廊", "itemIDs": []string{}},
		}}
		if p := save(in); len(p["userErrors"].([]any)) != 0 {
			t.Fatalf("save: %v", p)
		}
		if got := read("", "homeSections"); got[0].Title != "最新上架" {
			t.Errorf("a draft is on the page: %+v", got)
		}
		pre := read(ed.Token, "homeLayoutPreview")
		if len(pre) != 3 || pre[0].Title != "编辑推荐" || len(pre[0].Articles) != 2 || pre[0].Articles[0].Title != "第二篇" || pre[0].Articles[1].Title != "第一篇" {
			t.Errorf("the preview: %+v", pre)
		}
		r := e.GraphQL(ed.Token, homeActQ, map[string]any{"input": map[string]any{"action": "PUBLISH"}})
		if !strings.Contains(string(r.Data["actOnHomeLayout"]), `"userErrors":[]`) {
			t.Fatalf("publish: %s %+v", r.Data["actOnHomeLayout"], r.Errors)
		}
		got := read("", "homeSections")
		if len(got) != 3 || got[0].Key != "articles" || got[0].Title != "编辑推荐" || len(got[0].Articles) != 2 ||
			got[0].Articles[0].Title != "第二篇" || len(got[0].Artworks) != 0 || got[1].Key != "newest" || got[2].Key != "galleries" {
			t.Errorf("published, the page: %+v", got)
		}
		// A chosen piece withdrawn later is skipped, never an error.
		e.Client.Article.UpdateOneID(second).SetPublication(article.PublicationUnpublished).ExecX(ctx)
		if got := read("", "homeSections"); len(got[0].Articles) != 1 || got[0].Articles[0].Title != "第一篇" {
			t.Errorf("withdrawn, still shown: %+v", got[0])
		}
	})
}
