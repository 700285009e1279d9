package publishing_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/article"
	"artmarket/ent/artwork"
	"artmarket/ent/auditentry"
	"artmarket/ent/homelayout"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/publishing"
	"artmarket/server/platform/dbtest"
)

// homeFixture adds two works and a published and a draft article to f.
func homeFixture(t *testing.T, f fixture) (works []int, published, unpublished int) {
	t.Helper()
	ctx := context.Background()
	ar := f.c.Artist.Create().SetName("齐白石").SaveX(ctx)
	for _, title := range []string{"虾", "蟹"} {
		works = append(works, f.c.Artwork.Create().SetTitle(title).SetMedium(artwork.MediumInk).SetWidthCm(30).SetHeightCm(40).
			SetPriceFen(100_000).SetArtist(ar).SaveX(ctx).ID)
	}
	mk := func(title string, p article.Publication) int {
		return f.c.Article.Create().SetTitle(title).SetAuthor("王编辑").SetBody("<p>正文</p>").SetPublishedAt(time.Now()).
			SetPublication(p).SaveX(ctx).ID
	}
	return works, mk("已发布的文章", article.PublicationPublished), mk("草稿文章", article.PublicationDraft)
}

func layoutRows(t *testing.T, c *ent.Client) []*ent.HomeLayout {
	t.Helper()
	return c.HomeLayout.Query().AllX(context.Background())
}

// The layout's form: every broken rule answered in Chinese on its field, and
// nothing written (no row, no audit entry).
func TestHomeLayoutRules(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		f := setup(t, tdb)
		ctx := context.Background()
		works, art, _ := homeFixture(t, f)
		ok := func() []publishing.HomeSectionInput {
			return []publishing.HomeSectionInput{{Kind: "artworks", Title: "精选作品", ItemIDs: works}, {Kind: "articles", Title: "读", ItemIDs: nil}}
		}
		with := func(mod func(in []publishing.HomeSectionInput) []publishing.HomeSectionInput) []publishing.HomeSectionInput {
			return mod(ok())
		}
		many := make([]int, 13)
		for i := range many {
			many[i] = works[0] + 100 + i
		}
		for name, c := range map[string]struct {
			in          []publishing.HomeSectionInput
			field, want string
		}{
			"no section": {[]publishing.HomeSectionInput{}, "sections", publishing.MsgHomeNoSections},
			"13 sections": {with(func(in []publishing.HomeSectionInput) []publishing.HomeSectionInput {
				for len(in) < 13 {
					in = append(in, publishing.HomeSectionInput{Kind: "galleries", Title: "画廊"})
				}
				return in
			}), "sections", publishing.MsgHomeTooMany},
			"an unknown kind": {with(func(in []publishing.HomeSectionInput) []publishing.HomeSectionInput {
				in[1].Kind = "banners"
				return in
			}), "sections.1.kind", publishing.MsgHomeKind},
			"a title too long": {with(func(in []publishing.HomeSectionInput) []publishing.HomeSectionInput {
				in[0].Title = strings.Repeat("长", 21)
				return in
			}), "sections.0.title", "栏目标题不能超过 20 个字"},
			"no title": {with(func(in []publishing.HomeSectionInput) []publishing.HomeSectionInput {
				in[1].Title = "  "
				return in
			}), "sections.1.title", "请填写栏目标题"},
			"13 items": {with(func(in []publishing.HomeSectionInput) []publishing.HomeSectionInput {
				in[0].ItemIDs = many
				return in
			}), "sections.0.itemIDs", "每个栏目最多选择 12 项"},
			"an article in the works": {with(func(in []publishing.HomeSectionInput) []publishing.HomeSectionInput {
				in[0].ItemIDs = []int{works[0], art}
				return in
			}), "sections.0.itemIDs", publishing.MsgHomeItemOtherKind},
			"a work that does not exist": {with(func(in []publishing.HomeSectionInput) []publishing.HomeSectionInput {
				in[0].ItemIDs = []int{works[1] + 1000}
				return in
			}), "sections.0.itemIDs", publishing.MsgHomeItemMissing},
			"a work twice": {with(func(in []publishing.HomeSectionInput) []publishing.HomeSectionInput {
				in[0].ItemIDs = []int{works[0], works[1], works[0]}
				return in
			}), "sections.0.itemIDs", publishing.MsgHomeItemTwice},
		} {
			_, err := publishing.SaveHome(ctx, f.c, f.editor, c.in)
			p := problem.As(err)
			if p == nil || p.Field != c.field || p.Message != c.want {
				t.Errorf("%s: %v (field %v), want %q on %s", name, err, p, c.want, c.field)
			}
			if n := len(layoutRows(t, f.c)); n != 0 {
				t.Errorf("%s: %d rows written", name, n)
			}
			if n := f.c.AuditEntry.Query().CountX(ctx); n != 0 {
				t.Errorf("%s: %d audit entries", name, n)
			}
		}
		// Not an editor: refused, nothing written, whatever the input.
		if _, err := publishing.SaveHome(ctx, f.c, f.plain, ok()); message(err) == "" || len(layoutRows(t, f.c)) != 0 {
			t.Errorf("a non-editor's save: %v", err)
		}
		if _, err := publishing.ActOnHome(ctx, f.c, f.plain, publishing.Publish, time.Time{}, time.Now()); message(err) == "" || len(layoutRows(t, f.c)) != 0 {
			t.Errorf("a non-editor's publish: %v", err)
		}
	})
}

// An editor's draft is not the page until published; publishing writes one
// entry each step and the page follows; the default until then.
func TestHomeLayoutDraftAndPublish(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		f := setup(t, tdb)
		ctx := context.Background()
		works, art, draftArt := homeFixture(t, f)
		def, _ := publishing.PublishedHome(ctx, f.c)
		if len(def) != 6 || def[0].Title != "最新上架" {
			t.Fatalf("the default page: %+v", def)
		}
		in := []publishing.HomeSectionInput{{Kind: "articles", Title: " 编辑推荐 ", ItemIDs: []int{draftArt, art}}, {Kind: "artworks", Title: "精选", ItemIDs: []int{works[1], works[0]}}}
		l, err := publishing.SaveHome(ctx, f.c, f.editor, in)
		if err != nil {
			t.Fatal(err)
		}
		if got := publishing.HomeContent(l); len(got) != 2 || got[0].Title != "编辑推荐" || got[1].IDs[0] != works[1] {
			t.Errorf("the draft: %+v", got)
		}
		if now, _ := publishing.PublishedHome(ctx, f.c); now[0].Title != "最新上架" {
			t.Errorf("a draft is on the page: %+v", now)
		}
		if _, err := publishing.SaveHome(ctx, f.c, f.editor, in); message(err) != publishing.MsgUnchanged {
			t.Errorf("the same again: %v", err)
		}
		l, err = publishing.ActOnHome(ctx, f.c, f.editor, publishing.Publish, time.Time{}, time.Now())
		if err != nil || l.Draft != nil || l.Publication != homelayout.PublicationPublished {
			t.Fatalf("publish: %v %+v", err, l)
		}
		if now, _ := publishing.PublishedHome(ctx, f.c); len(now) != 2 || now[0].Title != "编辑推荐" || now[1].Title != "精选" {
			t.Errorf("published, the page: %+v", now)
		}
		// Nothing waits: no publish again, no unpublish ever.
		if _, err := publishing.ActOnHome(ctx, f.c, f.editor, publishing.Publish, time.Time{}, time.Now()); message(err) != publishing.MsgNotAllowed {
			t.Errorf("publish with no draft: %v", err)
		}
		if _, err := publishing.ActOnHome(ctx, f.c, f.editor, publishing.Unpublish, time.Time{}, time.Now()); message(err) != publishing.MsgNotAllowed {
			t.Errorf("unpublish: %v", err)
		}
		var actions []string
		for _, e := range f.c.AuditEntry.Query().Order(ent.Asc(auditentry.FieldID)).AllX(ctx) {
			if e.TargetType != audit.TargetHomeLayout || e.ActorID != f.editor.ID || e.ActorRole != "editor" {
				t.Errorf("entry %+v", e)
			}
			actions = append(actions, e.Action)
		}
		if strings.Join(actions, ",") != "home_layout.update,home_layout.publish" {
			t.Errorf("entries %v", actions)
		}
		if n := len(layoutRows(t, f.c)); n != 1 {
			t.Errorf("%d rows", n)
		}
	})
}

// A scheduled layout goes live at its time through the publishing job, once
// when two servers run it at once; unscheduled, the published page stays.
func TestHomeLayoutSchedule(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		f := setup(t, tdb)
		ctx := context.Background()
		t0 := time.Date(2026, 6, 1, 8, 0, 0, 0, time.UTC)
		if _, err := publishing.PublishHomeDefault(ctx, f.c); err != nil {
			t.Fatal(err)
		}
		if _, err := publishing.SaveHome(ctx, f.c, f.editor, []publishing.HomeSectionInput{{Kind: "galleries", Title: "画廊在前"}}); err != nil {
			t.Fatal(err)
		}
		if _, err := publishing.ActOnHome(ctx, f.c, f.editor, publishing.Schedule, t0.Add(-time.Minute), t0); message(err) != publishing.MsgScheduleLater {
			t.Errorf("scheduled in the past: %v", err)
		}
		at := t0.Add(time.Hour)
		l, err := publishing.ActOnHome(ctx, f.c, f.editor, publishing.Schedule, at, t0)
		if err != nil || l.Publication != homelayout.PublicationScheduled {
			t.Fatalf("schedule: %v %+v", err, l)
		}
		s := &publishing.Scheduler{Client: f.c, Now: func() time.Time { return t0 }}
		if n, err := s.PublishDue(ctx, t0.Add(59*time.Minute)); err != nil || n != 0 {
			t.Errorf("before its time: %d %v", n, err)
		}
		if now, _ := publishing.PublishedHome(ctx, f.c); now[0].Title != "最新上架" {
			t.Errorf("before its time, the page: %+v", now)
		}
		var wg sync.WaitGroup
		var mu sync.Mutex
		total := 0
		for range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				n, err := s.PublishDue(ctx, at)
				if err != nil {
					t.Error(err)
				}
				mu.Lock()
				total += n
				mu.Unlock()
			}()
		}
		wg.Wait()
		if total != 1 {
			t.Errorf("two servers published %d times", total)
		}
		if now, _ := publishing.PublishedHome(ctx, f.c); len(now) != 1 || now[0].Title != "画廊在前" {
			t.Errorf("on time, the page: %+v", now)
		}
		if n := f.c.AuditEntry.Query().Where(auditentry.Action("home_layout.publish"), auditentry.ActorID(0)).CountX(ctx); n != 1 {
			t.Errorf("%d entries of the job", n)
		}
		// Scheduled then unscheduled: the published page stays, the draft waits.
		if _, err := publishing.SaveHome(ctx, f.c, f.editor, []publishing.HomeSectionInput{{Kind: "lives", Title: "直播"}}); err != nil {
			t.Fatal(err)
		}
		if _, err := publishing.ActOnHome(ctx, f.c, f.editor, publishing.Schedule, at.Add(time.Hour), at); err != nil {
			t.Fatal(err)
		}
		l, err = publishing.ActOnHome(ctx, f.c, f.editor, publishing.Unschedule, time.Time{}, at)
		if err != nil || l.Publication != homelayout.PublicationPublished || l.Draft == nil {
			t.Fatalf("unschedule: %v %+v", err, l)
		}
		if n, _ := s.PublishDue(ctx, at.Add(3*time.Hour)); n != 0 {
			t.Errorf("unscheduled, yet published %d", n)
		}
		if now, _ := publishing.PublishedHome(ctx, f.c); now[0].Title != "画廊在前" {
			t.Errorf("unscheduled, the page: %+v", now)
		}
		// The seeder's default never overwrites a published layout.
		if wrote, err := publishing.PublishHomeDefault(ctx, f.c); wrote || err != nil {
			t.Errorf("the default over an editor's layout: %v %v", wrote, err)
		}
	})
}
