package e2etest_test

// Content publishing (issue 24, point 2) in the console's matrices: each
// operator field of graph/publishing.graphql called by every role, a plain
// member and a visitor (TestOperatorMatrix), each mutation driven into a user
// error that writes nothing (TestRefusedMutationWritesNothing), and a member
// without the editor role against an article (the other-member check).

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"artmarket/ent/article"
	"artmarket/ent/artlive"
	"artmarket/ent/schema/nodeid"
)

// draftArticle is a new article never published.
func (e *env) draftArticle() int {
	e.T.Helper()
	return e.Client.Article.Create().SetTitle("未发布的文章").SetAuthor("王编辑").SetBody("<p>正文</p>").
		SetPublishedAt(time.Now().UTC()).SetPublication(article.PublicationDraft).SaveX(context.Background()).ID
}

// published is one kind of content in the matrices: its operator fields,
// a way to make a draft of it, a good and a bad input, and how to read its
// publication back.
type published struct {
	list, one, preview, save, act string // the fields
	saveInput, actInput, payload  string // the mutations' input types and the payload's field of the piece
	target, title                 string // the audit target, the draft's title
	draft                         func(e *env) int
	input                         func(e *env, title string) map[string]any
	bad                           map[string]any                      // a save refused
	state                         func(e *env, id int) (string, bool) // its publication and whether a draft waits
	// gallery: a gallery's managers keep it too (the drafts are the matrix's manager's gallery's); the other
	// member is then the manager of another gallery, who meets NOT_FOUND.
	gallery bool
	// named: its pieces have a name (an artist), not a title.
	named bool
}

// titleField is the field of a piece's title in its types: name for an artist.
func (k published) titleField() string {
	if k.named {
		return "name"
	}
	return "title"
}

func (k published) fields() string {
	return `{ userErrors { code message field } ` + k.payload + ` { id state stateLabel allowedActions { action } } }`
}

// register puts k's fields into the operator matrix, the refusals and the other-member checks.
func (k published) register() {
	operatorCalls[k.list] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			k.draft(e)
			return `{ ` + k.list + ` { id stateLabel } }`, nil
		},
		granted: func(r gqlReply) bool { return strings.Contains(string(r.Data[k.list]), "草稿") },
	}
	operatorCalls[k.one] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			return `query($id: ID!) { ` + k.one + `(id: $id) { id ` + k.titleField() + ` allowedActions { action } } }`, map[string]any{"id": strconv.Itoa(k.draft(e))}
		},
		granted: func(r gqlReply) bool { return strings.Contains(string(r.Data[k.one]), `"PUBLISH"`) },
	}
	operatorCalls[k.preview] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			return `query($id: ID!) { ` + k.preview + `(id: $id) { ` + k.titleField() + ` } }`, map[string]any{"id": strconv.Itoa(k.draft(e))}
		},
		granted: func(r gqlReply) bool { return strings.Contains(string(r.Data[k.preview]), k.title) },
	}
	saveQ := `mutation($input: ` + k.saveInput + `!) { ` + k.save + `(input: $input) ` + k.fields() + ` }`
	actQ := `mutation($input: ` + k.actInput + `!) { ` + k.act + `(input: $input) ` + k.fields() + ` }`
	operatorCalls[k.save] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			in := k.input(e, "新的一篇")
			if _, many := in["galleryIDs"]; k.gallery && !many { // a kind of several galleries names them in its input
				in["galleryID"] = strconv.Itoa(e.managedGallery())
			}
			return saveQ, map[string]any{"input": in}
		},
		granted: payloadOK(k.save), action: k.target + ".create",
	}
	operatorCalls[k.act] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			return actQ, map[string]any{"input": map[string]any{"id": strconv.Itoa(k.draft(e)), "action": "PUBLISH"}}
		},
		granted: payloadOK(k.act), action: k.target + ".publish",
	}
	editor := func(e *env) login {
		l := e.LoginMobile(e.Mobile())
		e.setRoles(l, []string{"editor"})
		return l
	}
	refusals[k.save] = func(t *testing.T, e *env, a login) refusal { return refusal{token: editor(e).Token, input: k.bad} }
	refusals[k.act] = func(t *testing.T, e *env, a login) refusal {
		return refusal{token: editor(e).Token, input: map[string]any{"id": strconv.Itoa(k.draft(e)), "action": "UNPUBLISH"}}
	}
	// A member without the editor role (an admin) against a draft: FORBIDDEN, and it stays a draft; for a
	// gallery's kind, the manager of another gallery: NOT_FOUND.
	refused, role := `"FORBIDDEN"`, func(e *env) string { return "admin" }
	if k.gallery {
		refused, role = `"NOT_FOUND"`, func(e *env) string {
			g := e.Client.Gallery.Create().SetName("别家画廊" + e.Mobile()).SetCity("北京").SaveX(context.Background())
			return "gallery_manager:" + strconv.Itoa(g.ID)
		}
	}
	for _, name := range []string{k.save, k.act} {
		otherMember[name] = func(t *testing.T, e *env, a, b login) {
			id := k.draft(e)
			e.setRoles(b, []string{role(e)})
			in, q := k.input(e, "改写"), saveQ
			in["id"] = strconv.Itoa(id)
			if name == k.act {
				in, q = map[string]any{"id": strconv.Itoa(id), "action": "PUBLISH"}, actQ
			}
			r := e.GraphQL(b.Token, q, map[string]any{"input": in})
			if st, hasDraft := k.state(e, id); !strings.Contains(string(r.Data[name]), refused) || st != "draft" || hasDraft {
				t.Errorf("another member's %s: %s %+v; now %s", name, r.Data[name], r.Errors, st)
			}
		}
	}
}

func init() {
	published{list: "opsArticles", one: "opsArticle", preview: "articlePreview", save: "saveArticle", act: "actOnArticle",
		saveInput: "ArticleInput", actInput: "ArticleActionInput", payload: "article", target: "article", title: "未发布的文章",
		draft: (*env).draftArticle, input: func(_ *env, title string) map[string]any {
			return articleInput(title, "<h2>小标题</h2><p>正文</p>")
		},
		bad: articleInput("坏文章", `<p>好</p><script>alert(1)</script>`),
		state: func(e *env, id int) (string, bool) {
			a := e.Client.Article.Query().Where(article.ID(id)).OnlyX(context.Background())
			return string(a.Publication), a.Draft != nil
		},
	}.register()
	bad := liveInput("坏直播")
	bad["streamUrl"] = "javascript:alert(1)"
	published{list: "opsLives", one: "opsLive", preview: "livePreview", save: "saveLive", act: "actOnLive",
		saveInput: "LiveInput", actInput: "PublicationActionInput", payload: "live", target: "live", title: "未发布的直播",
		draft: (*env).draftLive, input: func(_ *env, title string) map[string]any { return liveInput(title) }, bad: bad,
		state: func(e *env, id int) (string, bool) {
			l := e.Client.ArtLive.Query().Where(artlive.ID(id)).OnlyX(context.Background())
			return string(l.Publication), l.Draft != nil
		},
	}.register()
}

// draftLive is a new live never published.
func (e *env) draftLive() int {
	e.T.Helper()
	return e.Client.ArtLive.Create().SetTitle("未发布的直播").SetHost("山木画廊").SetStartsAt(time.Now().UTC().Add(time.Hour)).
		SetPublication(artlive.PublicationDraft).SaveX(context.Background()).ID
}

func liveInput(title string) map[string]any {
	return map[string]any{"title": title, "host": "山木画廊", "description": "", "status": "UPCOMING",
		"startsAt": time.Now().UTC().Add(time.Hour).Format(time.RFC3339), "streamUrl": "https://live.example.com/a.m3u8", "replayUrl": ""}
}

func articleInput(title, body string) map[string]any {
	return map[string]any{"title": title, "summary": "", "author": "王编辑", "body": body, "tags": []string{"展评"}, "artworkNumbers": []int{}}
}

// Publishing through GraphQL: an editor's draft is not on /articles nor at
// its number until published, the preview shows the draft; published, it is
// listed; unpublished, it is gone again.
func TestArticlePublishingThroughGraphQL(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		ed := e.LoginMobile(e.Mobile())
		e.setRoles(ed, []string{"editor"})
		r := e.GraphQL(ed.Token, `mutation($input: ArticleInput!) { saveArticle(input: $input) { userErrors { message } article { id number } } }`,
			map[string]any{"input": articleInput("编辑部的新文章", "<h2>小标题</h2><p>正文</p>")})
		var id, number string
		if s := string(r.Data["saveArticle"]); !strings.Contains(s, `"number":`) {
			t.Fatalf("save: %s %+v", s, r.Errors)
		} else {
			id = s[strings.Index(s, `"id":"`)+6:]
			id = id[:strings.IndexByte(id, '"')]
			number = s[strings.Index(s, `"number":`)+9:]
			number = number[:strings.IndexAny(number, ",}")]
		}
		public := func() string {
			return string(e.GraphQL("", `query($n: Int!) { articleByNumber(number: $n) { title } articles(first: 50) { edges { node { title } } } }`,
				map[string]any{"n": mustAtoi(number)}).Data["articleByNumber"]) +
				string(e.GraphQL("", `{ articles(first: 50) { edges { node { title } } } }`, nil).Data["articles"])
		}
		if strings.Contains(public(), "编辑部的新文章") {
			t.Fatal("a draft is public")
		}
		if p := e.GraphQL(ed.Token, `query($id: ID!) { articlePreview(id: $id) { title } }`, map[string]any{"id": id}); !strings.Contains(string(p.Data["articlePreview"]), "编辑部的新文章") {
			t.Errorf("preview: %s", p.Data["articlePreview"])
		}
		act := func(action string) {
			t.Helper()
			r := e.GraphQL(ed.Token, `mutation($input: ArticleActionInput!) { actOnArticle(input: $input) { userErrors { message } } }`,
				map[string]any{"input": map[string]any{"id": id, "action": action}})
			if strings.Contains(string(r.Data["actOnArticle"]), "message") || len(r.Errors) > 0 {
				t.Fatalf("%s: %s %+v", action, r.Data["actOnArticle"], r.Errors)
			}
		}
		act("PUBLISH")
		if got := public(); strings.Count(got, "编辑部的新文章") != 2 {
			t.Errorf("published, not public: %s", got)
		}
		act("UNPUBLISH")
		if strings.Contains(public(), "编辑部的新文章") {
			t.Error("unpublished, still public")
		}
	})
}

func mustAtoi(s string) int {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		panic(err)
	}
	return n
}

// An art live through GraphQL: a draft is neither listed on the lives pages
// nor found by its number; published, it is; unpublished, gone again.
func TestLivePublishingThroughGraphQL(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		ed := e.LoginMobile(e.Mobile())
		e.setRoles(ed, []string{"editor"})
		id := e.draftLive()
		public := func() string {
			return string(e.GraphQL("", `query($n: Int!) { artLiveByNumber(number: $n) { title } artLives(first: 50) { edges { node { title } } } }`,
				map[string]any{"n": nodeid.Number(id)}).Data["artLiveByNumber"]) +
				string(e.GraphQL("", `{ artLives(first: 50) { edges { node { title } } } }`, nil).Data["artLives"])
		}
		if strings.Contains(public(), "未发布的直播") {
			t.Fatal("a draft live is public")
		}
		act := func(action string) {
			t.Helper()
			r := e.GraphQL(ed.Token, `mutation($input: PublicationActionInput!) { actOnLive(input: $input) { userErrors { message } } }`,
				map[string]any{"input": map[string]any{"id": strconv.Itoa(id), "action": action}})
			if strings.Contains(string(r.Data["actOnLive"]), "message") || len(r.Errors) > 0 {
				t.Fatalf("%s: %s %+v", action, r.Data["actOnLive"], r.Errors)
			}
		}
		act("PUBLISH")
		if got := public(); strings.Count(got, "未发布的直播") != 2 {
			t.Errorf("published, not public: %s", got)
		}
		act("UNPUBLISH")
		if strings.Contains(public(), "未发布的直播") {
			t.Error("unpublished, still public")
		}
	})
}
