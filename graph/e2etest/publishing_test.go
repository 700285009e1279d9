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
)

// draftArticle is a new article never published.
func (e *env) draftArticle() int {
	e.T.Helper()
	return e.Client.Article.Create().SetTitle("未发布的文章").SetAuthor("王编辑").SetBody("<p>正文</p>").
		SetPublishedAt(time.Now().UTC()).SetPublication(article.PublicationDraft).SaveX(context.Background()).ID
}

const articleFields = `{ userErrors { code message field } article { id state stateLabel allowedActions { action } } }`

func init() {
	operatorCalls["opsArticles"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			e.draftArticle()
			return `{ opsArticles { id stateLabel } }`, nil
		},
		granted: func(r gqlReply) bool { return strings.Contains(string(r.Data["opsArticles"]), "草稿") },
	}
	operatorCalls["opsArticle"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			return `query($id: ID!) { opsArticle(id: $id) { id title allowedActions { action } } }`, map[string]any{"id": strconv.Itoa(e.draftArticle())}
		},
		granted: func(r gqlReply) bool { return strings.Contains(string(r.Data["opsArticle"]), `"PUBLISH"`) },
	}
	operatorCalls["articlePreview"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			return `query($id: ID!) { articlePreview(id: $id) { title body } }`, map[string]any{"id": strconv.Itoa(e.draftArticle())}
		},
		granted: func(r gqlReply) bool { return strings.Contains(string(r.Data["articlePreview"]), "未发布的文章") },
	}
	operatorCalls["saveArticle"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			return `mutation($input: ArticleInput!) { saveArticle(input: $input) ` + articleFields + ` }`,
				map[string]any{"input": articleInput("新文章", "<h2>小标题</h2><p>正文</p>")}
		},
		granted: payloadOK("saveArticle"), action: "article.create",
	}
	operatorCalls["actOnArticle"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			return `mutation($input: ArticleActionInput!) { actOnArticle(input: $input) ` + articleFields + ` }`,
				map[string]any{"input": map[string]any{"id": strconv.Itoa(e.draftArticle()), "action": "PUBLISH"}}
		},
		granted: payloadOK("actOnArticle"), action: "article.publish",
	}

	editor := func(e *env) login {
		l := e.LoginMobile(e.Mobile())
		e.setRoles(l, []string{"editor"})
		return l
	}
	refusals["saveArticle"] = func(t *testing.T, e *env, a login) refusal {
		return refusal{token: editor(e).Token, input: articleInput("坏文章", `<p>好</p><script>alert(1)</script>`)}
	}
	refusals["actOnArticle"] = func(t *testing.T, e *env, a login) refusal {
		id := e.draftArticle()
		return refusal{token: editor(e).Token, input: map[string]any{"id": strconv.Itoa(id), "action": "UNPUBLISH"}}
	}
	// A member without the editor role (an admin) against an article: FORBIDDEN, and it stays a draft.
	for _, name := range []string{"saveArticle", "actOnArticle"} {
		otherMember[name] = func(t *testing.T, e *env, a, b login) {
			ctx := context.Background()
			id := e.draftArticle()
			e.setRoles(b, []string{"admin"})
			in := articleInput("改写", "<p>改写</p>")
			in["id"] = strconv.Itoa(id)
			q := `mutation($input: ArticleInput!) { saveArticle(input: $input) ` + articleFields + ` }`
			if name == "actOnArticle" {
				in = map[string]any{"id": strconv.Itoa(id), "action": "PUBLISH"}
				q = `mutation($input: ArticleActionInput!) { actOnArticle(input: $input) ` + articleFields + ` }`
			}
			r := e.GraphQL(b.Token, q, map[string]any{"input": in})
			after := e.Client.Article.Query().Where(article.ID(id)).OnlyX(ctx)
			if !strings.Contains(string(r.Data[name]), `"FORBIDDEN"`) || after.Publication != article.PublicationDraft || after.Draft != nil {
				t.Errorf("an admin's %s of an article: %s %+v; article %s", name, r.Data[name], r.Errors, after.Publication)
			}
		}
	}
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
