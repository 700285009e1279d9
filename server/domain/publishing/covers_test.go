package publishing_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/auditentry"
	"artmarket/ent/schema/imageref"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/publishing"
	"artmarket/server/platform/dbtest"
)

var (
	coverA = &imageref.Image{Key: "ab/0123456789abcdef", Width: 1600, Height: 900}
	coverB = &imageref.Image{Key: "cd/fedcba9876543210", Width: 1200, Height: 1200}
)

// lastChanges are the changed fields of the newest audit entry on target id.
func lastChanges(t *testing.T, c *ent.Client, target string, id int) map[string][2]any {
	t.Helper()
	e, err := c.AuditEntry.Query().Where(auditentry.TargetType(target), auditentry.TargetID(id)).
		Order(ent.Desc(auditentry.FieldID)).First(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return e.Changes
}

func coverKey(im *imageref.Image) string {
	if im == nil {
		return ""
	}
	return im.Key
}

// An article's cover is part of its draft: readers keep the published cover
// until the edit is published; the audit log names the change; a cover
// that is not an upload's reference is refused on its field, nothing written.
func TestArticleCover(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		f := setup(t, tdb)
		ctx := context.Background()
		now := time.Date(2026, 5, 1, 2, 0, 0, 0, time.UTC)
		for name, bad := range map[string]*imageref.Image{
			"a path":        {Key: "../../etc/passwd", Width: 10, Height: 10},
			"an address":    {Key: "https://evil.example/x.jpg", Width: 10, Height: 10},
			"no size":       {Key: coverA.Key},
			"a huge height": {Key: coverA.Key, Width: 10, Height: 1 << 30},
		} {
			in := good
			in.Cover = bad
			_, err := publishing.Save(ctx, f.c, f.editor, 0, in)
			if p := problem.As(err); p == nil || p.Field != "cover" || p.Message != publishing.MsgCoverBad {
				t.Errorf("%s: %v", name, err)
			}
		}
		if n := f.c.Article.Query().CountX(ctx); n != 0 {
			t.Fatalf("refused covers wrote %d articles", n)
		}
		in := good
		in.Cover = coverA
		a, err := publishing.Save(ctx, f.c, f.editor, 0, in)
		if err != nil {
			t.Fatal(err)
		}
		if got := publishing.Content(a).Cover; got == nil || *got != *coverA {
			t.Fatalf("draft cover %+v", got)
		}
		if a, err = publishing.Act(ctx, f.c, f.editor, a.ID, publishing.Publish, time.Time{}, now); err != nil {
			t.Fatal(err)
		}
		if a.CoverPicture == nil || *a.CoverPicture != *coverA {
			t.Fatalf("published cover %+v", a.CoverPicture)
		}
		// An edit with another cover: a draft; readers keep coverA; the preview shows coverB.
		in.Cover = coverB
		if a, err = publishing.Save(ctx, f.c, f.editor, a.ID, in); err != nil {
			t.Fatal(err)
		}
		if coverKey(a.CoverPicture) != coverA.Key || coverKey(publishing.Preview(a).CoverPicture) != coverB.Key {
			t.Fatalf("after the edit: published %+v, preview %+v", a.CoverPicture, publishing.Preview(a).CoverPicture)
		}
		if ch := lastChanges(t, f.c, audit.TargetArticle, a.ID)["cover"]; ch[0] != coverA.Key || ch[1] != coverB.Key {
			t.Errorf("audit of the cover change: %v", ch)
		}
		if a, err = publishing.Act(ctx, f.c, f.editor, a.ID, publishing.Publish, time.Time{}, now); err != nil || coverKey(a.CoverPicture) != coverB.Key {
			t.Fatalf("published the edit: %v, %+v", err, a)
		}
		// Removing the cover and publishing: none.
		in.Cover = nil
		if _, err = publishing.Save(ctx, f.c, f.editor, a.ID, in); err != nil {
			t.Fatal(err)
		}
		if a, err = publishing.Act(ctx, f.c, f.editor, a.ID, publishing.Publish, time.Time{}, now); err != nil || a.CoverPicture != nil {
			t.Fatalf("cover removed: %v, %+v", err, a.CoverPicture)
		}
	})
}

// The exhibition's press release is rich text, sanitised with the article
// body's allow-list: script, javascript: links and event attributes are
// refused with a message on the field (nothing written), other markup
// outside the allow-list is dropped; the plain press text follows it; a
// press text written before it is edited as its paragraphs (escaped).
func TestExhibitionDescription(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		p := setupPlaces(t, tdb)
		ctx := context.Background()
		now := time.Date(2026, 5, 1, 2, 0, 0, 0, time.UTC)
		rich := func(s string) publishing.ExhibitionInput {
			in := p.goodShow
			in.Description = &s
			return in
		}
		for name, body := range map[string]string{
			"a script":           `<p>展览</p><script>alert(1)</script>`,
			"a javascript: link": `<p><a href=" javascript:alert(1)">看</a></p>`,
			"an event attribute": `<p onclick="alert(1)">展览</p>`,
			"an svg":             `<svg><a href="/">x</a></svg>`,
		} {
			_, err := publishing.SaveExhibition(ctx, p.c, p.manager, 0, rich(body))
			if pr := problem.As(err); pr == nil || pr.Field != "description" || pr.Message != publishing.MsgUnsafeText {
				t.Errorf("%s: %v", name, err)
			}
		}
		if n := p.c.Exhibition.Query().CountX(ctx); n != 0 {
			t.Fatalf("refused press releases wrote %d exhibitions", n)
		}
		_, err := publishing.SaveExhibition(ctx, p.c, p.manager, 0, rich(strings.Repeat("<p>字</p>", 10001)))
		if pr := problem.As(err); pr == nil || pr.Field != "description" {
			t.Errorf("a press release too long: %v", err)
		}
		in := rich(`<h1>开幕</h1><div class="x"><p>第一段 <b>粗</b> &amp; <a href="/artist/1">链接</a></p></div><p>第二段</p>`)
		in.Cover = coverA
		x, err := publishing.SaveExhibition(ctx, p.c, p.manager, 0, in)
		if err != nil {
			t.Fatal(err)
		}
		d := publishing.ExhibitionContent(x)
		if d.Description != `<h2>开幕</h2><p>第一段 <b>粗</b> &amp; <a href="/artist/1" rel="noopener noreferrer nofollow">链接</a></p><p>第二段</p>` {
			t.Errorf("sanitised description %q", d.Description)
		}
		if d.PressText != "开幕\n第一段 粗 & 链接\n第二段" {
			t.Errorf("plain press text %q", d.PressText)
		}
		if x, err = publishing.ActOnExhibition(ctx, p.c, p.manager, x.ID, publishing.Publish, time.Time{}, now); err != nil {
			t.Fatal(err)
		}
		if x.Description != d.Description || x.PressText != d.PressText || coverKey(x.CoverPicture) != coverA.Key {
			t.Errorf("published: %q %q %+v", x.Description, x.PressText, x.CoverPicture)
		}
		// An edit: a draft beside the published release until published.
		if x, err = publishing.SaveExhibition(ctx, p.c, p.manager, x.ID, rich("<p>改过的介绍</p>")); err != nil {
			t.Fatal(err)
		}
		if x.Description != d.Description || x.CoverPicture == nil || publishing.ExhibitionPreview(x).Description != "<p>改过的介绍</p>" ||
			publishing.ExhibitionPreview(x).CoverPicture != nil {
			t.Errorf("edit leaked before publishing: %q, preview %q", x.Description, publishing.ExhibitionPreview(x).Description)
		}
		ch := lastChanges(t, p.c, audit.TargetExhibition, x.ID)
		if _, ok := ch["description"]; !ok || ch["cover"][0] != coverA.Key {
			t.Errorf("audit of the edit: %v", ch)
		}
		// Every writer's description is sanitised (the schema's hook).
		y := p.c.Exhibition.UpdateOneID(x.ID).SetDescription(`<p onmouseover="x()">好</p><script>bad()</script>`).SaveX(ctx)
		if y.Description != "<p>好</p>" {
			t.Errorf("hook kept %q", y.Description)
		}
		// A press text of before: the editor starts from its paragraphs, escaped.
		old := p.c.Exhibition.Create().SetTitle("旧展").SetCity("上海").SetStartsOn(now).SetEndsOn(now).
			SetPressText("第一段 <b>不是标签</b>\n\n第二段").SaveX(ctx)
		if got := publishing.ExhibitionContent(old).Description; got != "<p>第一段 &lt;b&gt;不是标签&lt;/b&gt;</p><p>第二段</p>" {
			t.Errorf("old press text as paragraphs %q", got)
		}
		// Without a description (an older client), the plain press text is kept as it was.
		plain := p.goodShow
		plain.PressText = "只有纯文本"
		z, err := publishing.SaveExhibition(ctx, p.c, p.manager, 0, plain)
		if err != nil || publishing.ExhibitionContent(z).PressText != "只有纯文本" {
			t.Errorf("plain press text: %v", err)
		}
	})
}

// A viewing room's cover is a draft until published, like its other fields.
func TestViewingRoomCover(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		p := setupPlaces(t, tdb)
		ctx := context.Background()
		now := time.Date(2026, 5, 1, 2, 0, 0, 0, time.UTC)
		in := p.goodRoom
		in.Cover = &imageref.Image{Key: "x", Width: 1, Height: 1}
		if _, err := publishing.SaveRoom(ctx, p.c, p.manager, 0, in); message(err) != publishing.MsgCoverBad {
			t.Fatalf("a bad cover: %v", err)
		}
		in.Cover = coverA
		r, err := publishing.SaveRoom(ctx, p.c, p.manager, 0, in)
		if err != nil {
			t.Fatal(err)
		}
		if r, err = publishing.ActOnRoom(ctx, p.c, p.manager, r.ID, publishing.Publish, time.Time{}, now); err != nil || coverKey(r.CoverPicture) != coverA.Key {
			t.Fatalf("published: %v %+v", err, r)
		}
		in.Cover = coverB
		if r, err = publishing.SaveRoom(ctx, p.c, p.manager, r.ID, in); err != nil {
			t.Fatal(err)
		}
		if coverKey(r.CoverPicture) != coverA.Key || coverKey(publishing.RoomPreview(r).CoverPicture) != coverB.Key {
			t.Errorf("draft cover leaked or lost: %+v", r.CoverPicture)
		}
		// Another gallery's manager may not change it.
		if _, err := publishing.SaveRoom(ctx, p.c, p.otherMgr, r.ID, in); message(err) != publishing.MsgNoRoom {
			t.Errorf("another gallery's manager: %v", err)
		}
		if r, err = publishing.ActOnRoom(ctx, p.c, p.manager, r.ID, publishing.Publish, time.Time{}, now); err != nil || coverKey(r.CoverPicture) != coverB.Key {
			t.Fatalf("published the edit: %v", err)
		}
	})
}
