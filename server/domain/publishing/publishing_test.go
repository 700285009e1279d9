package publishing_test

import (
	"context"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/article"
	"artmarket/ent/auditentry"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/publishing"
	"artmarket/server/domain/roles"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
)

type fixture struct {
	c             *ent.Client
	editor, plain audit.Actor
}

func setup(t *testing.T, tdb dbtest.DB) fixture {
	t.Helper()
	d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	c := d.Client
	ed := c.Member.Create().SetUsername("editor").SetMobile("13800000002").SetRoles([]string{"editor"}).SaveX(ctx)
	pl := c.Member.Create().SetUsername("plain").SetMobile("13800000003").SetRoles([]string{"reviewer", "admin"}).SaveX(ctx)
	return fixture{c: c, editor: audit.Actor{ID: ed.ID, IP: "203.0.113.9"}, plain: audit.Actor{ID: pl.ID}}
}

func message(err error) string {
	if p := problem.As(err); p != nil {
		return p.Message
	}
	return ""
}

var good = publishing.ArticleInput{Title: "春季展评", Summary: "导语", Author: "王编辑", Body: "<h2>小标题</h2><p>正文<a href=\"/artist/1\">链接</a></p>",
	Tags: []string{"展评"}}

// The form's rules: over-long and missing fields, unsafe rich text refused
// with its message on the body, harmless markup outside the allow-list
// sanitised away; nothing written on a refusal.
func TestArticleInputRules(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		f := setup(t, tdb)
		ctx := context.Background()
		with := func(mod func(in *publishing.ArticleInput)) publishing.ArticleInput {
			in := good
			mod(&in)
			return in
		}
		for name, c := range map[string]struct {
			in          publishing.ArticleInput
			field, want string
		}{
			"a title too long":     {with(func(in *publishing.ArticleInput) { in.Title = strings.Repeat("长", 121) }), "title", "标题不能超过 120 个字"},
			"no title":             {with(func(in *publishing.ArticleInput) { in.Title = "  " }), "title", "请填写标题"},
			"no author":            {with(func(in *publishing.ArticleInput) { in.Author = "" }), "author", "请填写作者"},
			"a script":             {with(func(in *publishing.ArticleInput) { in.Body = "<p>好</p><script>alert(1)</script>" }), "body", publishing.MsgUnsafeBody},
			"a javascript: link":   {with(func(in *publishing.ArticleInput) { in.Body = `<p><a href="JavaScript:alert(1)">点</a></p>` }), "body", publishing.MsgUnsafeBody},
			"an event attribute":   {with(func(in *publishing.ArticleInput) { in.Body = `<p><img src="/media/a.jpg" onerror="alert(1)"></p>` }), "body", publishing.MsgUnsafeBody},
			"an empty body":        {with(func(in *publishing.ArticleInput) { in.Body = "<p> </p><div></div>" }), "body", publishing.MsgNoBody},
			"an unknown work":      {with(func(in *publishing.ArticleInput) { in.ArtworkNumbers = []int{99999} }), "artworkNumbers", publishing.MsgNoArtwork},
			"a tag too long":       {with(func(in *publishing.ArticleInput) { in.Tags = []string{strings.Repeat("标", 21)} }), "tags", "每个标签不能超过 20 个字"},
			"a summary too long":   {with(func(in *publishing.ArticleInput) { in.Summary = strings.Repeat("导", 401) }), "summary", "导语不能超过 400 个字"},
			"too many quoted work": {with(func(in *publishing.ArticleInput) { in.ArtworkNumbers = make([]int, 13) }), "artworkNumbers", "引用的作品最多 12 件"},
		} {
			before := f.c.Article.Query().CountX(ctx)
			_, err := publishing.Save(ctx, f.c, f.editor, 0, c.in)
			p := problem.As(err)
			if p == nil || p.Message != c.want || p.Field != c.field {
				t.Errorf("%s: %v", name, err)
			}
			if f.c.Article.Query().CountX(ctx) != before || f.c.AuditEntry.Query().CountX(ctx) != 0 {
				t.Errorf("%s: written on a refusal", name)
			}
		}
		// The words in running text are text: a market report may say "data: 雅昌".
		if _, err := publishing.Save(ctx, f.c, f.editor, 0, with(func(in *publishing.ArticleInput) { in.Body = "<p>data: 雅昌指数</p>" })); err != nil {
			t.Errorf("a body mentioning data: %v", err)
		}
		// Markup outside the allow-list is sanitised (kept as text), h1 becomes h2.
		a, err := publishing.Save(ctx, f.c, f.editor, 0, with(func(in *publishing.ArticleInput) {
			in.Body = `<h1 class="x">大标题</h1><div style="color:red"><span>文字</span></div><blockquote>引文</blockquote>`
		}))
		if err != nil {
			t.Fatal(err)
		}
		if got := publishing.Content(a).Body; got != "<h2>大标题</h2>文字<blockquote>引文</blockquote>" {
			t.Errorf("sanitised body %q", got)
		}
		// Anyone but an editor is refused.
		if _, err := publishing.Save(ctx, f.c, f.plain, 0, good); message(err) != roles.MsgForbidden {
			t.Errorf("an admin without the editor role saved: %v", err)
		}
	})
}

// The table: allowed actions per state, refused moves change nothing; an
// edit of a published article is a draft beside it until published again;
// every action writes one audit entry; readers (the policy) see only the
// published version.
func TestArticleStateMachine(t *testing.T) {
	if got := publishing.Allowed(publishing.Draft, true); !slices.Equal(got, []publishing.Action{publishing.Publish, publishing.Schedule}) {
		t.Errorf("draft: %v", got)
	}
	if got := publishing.Allowed(publishing.Published, false); !slices.Equal(got, []publishing.Action{publishing.Unpublish}) {
		t.Errorf("published without an edit: %v", got)
	}
	if got := publishing.Allowed(publishing.Published, true); !slices.Equal(got, []publishing.Action{publishing.Publish, publishing.Unpublish}) {
		t.Errorf("published with an edit: %v", got)
	}
	if _, ok := publishing.Next(publishing.Draft, publishing.Unpublish); ok {
		t.Error("a draft was unpublished")
	}
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		f := setup(t, tdb)
		ctx := context.Background()
		now := time.Date(2026, 5, 1, 2, 0, 0, 0, time.UTC)
		a, err := publishing.Save(ctx, f.c, f.editor, 0, good)
		if err != nil || a.Publication != article.PublicationDraft {
			t.Fatalf("create: %v %v", a, err)
		}
		entries := func() int { return f.c.AuditEntry.Query().Where(auditentry.TargetID(a.ID)).CountX(ctx) }
		if _, err := publishing.Act(ctx, f.c, f.editor, a.ID, publishing.Unpublish, time.Time{}, now); message(err) != publishing.MsgNotAllowed || entries() != 1 {
			t.Errorf("unpublish a draft: %v (%d entries)", err, entries())
		}
		if _, err := publishing.Act(ctx, f.c, f.editor, a.ID, publishing.Schedule, now.Add(-time.Minute), now); message(err) != publishing.MsgScheduleLater {
			t.Errorf("schedule in the past: %v", err)
		}
		if _, err := publishing.Act(ctx, f.c, f.plain, a.ID, publishing.Publish, time.Time{}, now); message(err) != roles.MsgForbidden {
			t.Errorf("publish by a non-editor: %v", err)
		}
		if a, err = publishing.Act(ctx, f.c, f.editor, a.ID, publishing.Publish, time.Time{}, now); err != nil || a.Publication != article.PublicationPublished ||
			a.Draft != nil || !a.PublishedAt.Equal(now) || a.Title != good.Title {
			t.Fatalf("publish: %+v %v", a, err)
		}
		edit := good
		edit.Title = "春季展评（修订）"
		if a, err = publishing.Save(ctx, f.c, f.editor, a.ID, edit); err != nil || a.Title != good.Title || a.Draft == nil || a.Draft.Title != edit.Title {
			t.Fatalf("edit a published article: %+v %v", a, err)
		}
		if _, err := publishing.Save(ctx, f.c, f.editor, a.ID, edit); message(err) != "内容没有变化" {
			t.Errorf("an unchanged edit: %v", err)
		}
		later := now.Add(time.Hour)
		if a, err = publishing.Act(ctx, f.c, f.editor, a.ID, publishing.Publish, time.Time{}, later); err != nil || a.Title != edit.Title ||
			!a.PublishedAt.Equal(now) {
			t.Fatalf("publish the edit (keeps its first date): %+v %v", a, err)
		}
		if a, err = publishing.Act(ctx, f.c, f.editor, a.ID, publishing.Unpublish, time.Time{}, later); err != nil || a.Publication != article.PublicationUnpublished {
			t.Fatalf("unpublish: %+v %v", a, err)
		}
		if n := entries(); n != 5 {
			t.Errorf("%d audit entries, want 5 (create, publish, edit, publish, unpublish)", n)
		}
		last := f.c.AuditEntry.Query().Where(auditentry.TargetID(a.ID)).Order(ent.Desc(auditentry.FieldID)).FirstX(ctx)
		if last.Action != audit.ActionArticleUnpublish || last.ActorID != f.editor.ID || last.ActorRole != "editor" || last.ClientIP != "203.0.113.9" {
			t.Errorf("last entry %+v", last)
		}
	})
}

// A scheduled article goes live when the job runs at or after its time under
// a controlled clock, not before; two servers running the job at once
// publish it once (one audit entry).
func TestScheduledPublication(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		f := setup(t, tdb)
		ctx := context.Background()
		now := time.Date(2026, 5, 1, 2, 0, 0, 0, time.UTC)
		at := now.Add(10 * time.Minute)
		a, err := publishing.Save(ctx, f.c, f.editor, 0, good)
		if err != nil {
			t.Fatal(err)
		}
		if a, err = publishing.Act(ctx, f.c, f.editor, a.ID, publishing.Schedule, at, now); err != nil || a.Publication != article.PublicationScheduled ||
			!a.PublishAt.Equal(at) {
			t.Fatalf("schedule: %+v %v", a, err)
		}
		clock := now
		s := &publishing.Scheduler{Client: f.c, Now: func() time.Time { return clock }}
		if n, err := s.PublishDue(ctx, at.Add(-time.Second)); err != nil || n != 0 {
			t.Fatalf("before its time: %d %v", n, err)
		}
		var wg sync.WaitGroup
		counts := make([]int, 2)
		errs := make([]error, 2)
		for i := range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				other := &publishing.Scheduler{Client: f.c}
				counts[i], errs[i] = other.PublishDue(ctx, at)
			}()
		}
		wg.Wait()
		if counts[0]+counts[1] != 1 || errs[0] != nil || errs[1] != nil {
			t.Fatalf("two servers at its time: %v %v", counts, errs)
		}
		got := f.c.Article.Query().Where(article.ID(a.ID)).OnlyX(ctx)
		if got.Publication != article.PublicationPublished || !got.PublishedAt.Equal(at) || got.PublishAt != nil || got.Draft != nil {
			t.Errorf("after the job: %+v", got)
		}
		pubs := f.c.AuditEntry.Query().Where(auditentry.TargetID(a.ID), auditentry.Action(audit.ActionArticlePublish)).AllX(ctx)
		if len(pubs) != 1 || pubs[0].ActorID != 0 {
			t.Errorf("the job's entries: %+v", pubs)
		}
		// The sandbox control: the job's step at the article's own time.
		b, _ := publishing.Save(ctx, f.c, f.editor, 0, good)
		if _, err := publishing.Act(ctx, f.c, f.editor, b.ID, publishing.Schedule, at.Add(time.Hour), now); err != nil {
			t.Fatal(err)
		}
		if ok, err := s.PublishScheduledAt(ctx, "articles", b.ID&(1<<32-1)); !ok || err != nil {
			t.Errorf("PublishScheduledAt: %v %v", ok, err)
		}
		if ok, _ := s.PublishScheduledAt(ctx, "articles", b.ID&(1<<32-1)); ok {
			t.Error("published twice")
		}
	})
}
