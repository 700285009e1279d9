package publishing_test

import (
	"context"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/artist"
	"artmarket/ent/auditentry"
	"artmarket/ent/schema/imageref"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/publishing"
	"artmarket/server/platform/dbtest"
)

var artistNow = time.Date(2026, 5, 1, 2, 0, 0, 0, time.UTC)

func goodArtist(galleries ...int) publishing.ArtistInput {
	year := 1968
	return publishing.ArtistInput{Name: "林一", NameEn: "Lin Yi", BirthYear: &year, Region: "杭州", Bio: "生于杭州，以水墨山水见长。",
		Portrait: imageref.Image{Key: "ab/abcdef0123456789", Width: 1200, Height: 1600}, GalleryIDs: galleries}
}

func galleryIDsOf(a *ent.Artist) []int {
	var out []int
	for _, g := range a.Edges.Galleries {
		out = append(out, g.ID)
	}
	slices.Sort(out)
	return out
}

// The artist form's rules, each on its field with its message; nothing written on a refusal.
func TestArtistInputRules(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		p := setupPlaces(t, tdb)
		ctx := context.Background()
		artists := p.c.Artist.Query().CountX(ctx)
		with := func(mod func(in *publishing.ArtistInput)) publishing.ArtistInput {
			in := goodArtist(p.mine.ID)
			mod(&in)
			return in
		}
		year := func(y int) *int { return &y }
		for name, c := range map[string]struct {
			who         audit.Actor
			in          publishing.ArtistInput
			field, want string
		}{
			"no name":               {p.editor, with(func(in *publishing.ArtistInput) { in.Name = "  " }), "name", "请填写姓名"},
			"a name too long":       {p.editor, with(func(in *publishing.ArtistInput) { in.Name = strings.Repeat("林", 81) }), "name", "姓名不能超过 80 个字"},
			"an English name long":  {p.editor, with(func(in *publishing.ArtistInput) { in.NameEn = strings.Repeat("a", 121) }), "nameEn", "英文名不能超过 120 个字"},
			"a bio too long":        {p.editor, with(func(in *publishing.ArtistInput) { in.Bio = strings.Repeat("字", 5001) }), "bio", "简介不能超过 5000 个字"},
			"born before 1000":      {p.editor, with(func(in *publishing.ArtistInput) { in.BirthYear = year(999) }), "birthYear", publishing.MsgBirthYear},
			"born next year":        {p.editor, with(func(in *publishing.ArtistInput) { in.BirthYear = year(2027) }), "birthYear", publishing.MsgBirthYear},
			"a portrait not stored": {p.editor, with(func(in *publishing.ArtistInput) { in.Portrait.Key = "../etc/passwd" }), "portrait", publishing.MsgBadPortrait},
			"a portrait of no size": {p.editor, with(func(in *publishing.ArtistInput) { in.Portrait.Width = 0 }), "portrait", publishing.MsgBadPortrait},
			"a gallery that is not": {p.editor, with(func(in *publishing.ArtistInput) { in.GalleryIDs = []int{p.other.ID + 1000} }), "galleryIDs", "画廊不存在"},
			"a manager, another's":  {p.manager, with(func(in *publishing.ArtistInput) { in.GalleryIDs = []int{p.other.ID} }), "galleryIDs", "画廊不存在"},
			"a manager, none":       {p.manager, with(func(in *publishing.ArtistInput) { in.GalleryIDs = nil }), "galleryIDs", publishing.MsgPickGallery},
			"a member with no role": {audit.Actor{ID: p.plain.ID}, goodArtist(), "", "无权进行此操作"},
		} {
			_, err := publishing.SaveArtist(ctx, p.c, c.who, 0, c.in, artistNow)
			if pr := problem.As(err); pr == nil || pr.Message != c.want || pr.Field != c.field {
				t.Errorf("%s: %v", name, err)
			}
			if p.c.Artist.Query().CountX(ctx) != artists || p.c.AuditEntry.Query().CountX(ctx) != 0 {
				t.Errorf("%s: written on a refusal", name)
			}
		}
		// Born this year, no birth year, no portrait, no gallery (an editor's): fine.
		for _, in := range []publishing.ArtistInput{
			with(func(in *publishing.ArtistInput) { in.BirthYear = year(2026) }),
			with(func(in *publishing.ArtistInput) {
				in.BirthYear, in.Portrait, in.GalleryIDs = nil, imageref.Image{}, nil
			}),
		} {
			if _, err := publishing.CheckArtist(in, artistNow); err != nil {
				t.Errorf("%+v: %v", in, err)
			}
		}
	})
}

// A gallery's manager keeps the artists their gallery represents, as an
// editor keeps every one; another gallery's artist answers as unknown. A
// manager's artist is represented by their gallery; a manager's edit keeps
// the other galleries' part; publishing makes the draft public (fields and
// galleries); the job publishes on time; one audit entry per action.
func TestArtistPublishingByManager(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		p := setupPlaces(t, tdb)
		ctx := context.Background()
		a, err := publishing.SaveArtist(ctx, p.c, p.manager, 0, goodArtist(p.mine.ID), artistNow)
		if err != nil || a.Publication != artist.PublicationDraft || a.Draft == nil || !slices.Equal(galleryIDsOf(a), []int{p.mine.ID}) {
			t.Fatalf("create: %+v %v", a, err)
		}
		// Not public: the GraphQL rule hides drafts; the domain sees them.
		entries := p.c.AuditEntry.Query().CountX(ctx)
		edit := goodArtist(p.mine.ID)
		edit.Name = "林一（修订）"
		if _, err := publishing.GetArtist(ctx, p.c, p.otherMgr, a.ID); message(err) != publishing.MsgNoArtist {
			t.Errorf("another manager reads: %v", err)
		}
		if _, err := publishing.SaveArtist(ctx, p.c, p.otherMgr, a.ID, goodArtist(p.other.ID), artistNow); problem.As(err) == nil || problem.As(err).Kind != problem.NotFound {
			t.Errorf("another manager edits: %v", err)
		}
		if _, err := publishing.ActOnArtist(ctx, p.c, p.otherMgr, a.ID, publishing.Publish, time.Time{}, artistNow); message(err) != publishing.MsgNoArtist {
			t.Errorf("another manager publishes: %v", err)
		}
		if l, err := publishing.ListArtists(ctx, p.c, p.otherMgr, 100); err != nil || len(l) != 0 {
			t.Errorf("another manager's list: %v %v", l, err)
		}
		if p.c.AuditEntry.Query().CountX(ctx) != entries || p.c.Artist.GetX(ctx, a.ID).Publication != artist.PublicationDraft {
			t.Error("another manager's tries wrote")
		}
		if l, err := publishing.ListArtists(ctx, p.c, p.manager, 100); err != nil || len(l) != 1 {
			t.Errorf("the manager's list: %v %v", l, err)
		}
		if l, err := publishing.ListArtists(ctx, p.c, p.editor, 100); err != nil || len(l) != 2 { // and the fixture's artist
			t.Errorf("the editor's list: %v %v", l, err)
		}
		// An editor adds the other gallery; the manager's edit keeps it (they
		// cannot drop another gallery's part) and cannot drop their own.
		both := goodArtist(p.mine.ID, p.other.ID)
		if a, err = publishing.SaveArtist(ctx, p.c, p.editor, a.ID, both, artistNow); err != nil || !slices.Equal(galleryIDsOf(a), both.GalleryIDs) {
			t.Fatalf("an editor's edit: %+v %v", a, err)
		}
		if _, err := publishing.SaveArtist(ctx, p.c, p.manager, a.ID, goodArtist(p.other.ID), artistNow); message(err) != publishing.MsgKeepGallery {
			t.Errorf("a manager drops their gallery: %v", err)
		}
		if a, err = publishing.SaveArtist(ctx, p.c, p.manager, a.ID, edit, artistNow); err != nil || !slices.Equal(a.Draft.GalleryIDs, both.GalleryIDs) {
			t.Fatalf("the manager's edit: %+v %v", a, err)
		}
		if _, err := publishing.SaveArtist(ctx, p.c, p.manager, a.ID, edit, artistNow); message(err) != publishing.MsgUnchanged {
			t.Errorf("an unchanged edit: %v", err)
		}
		if a, err = publishing.ActOnArtist(ctx, p.c, p.manager, a.ID, publishing.Publish, time.Time{}, artistNow); err != nil ||
			a.Publication != artist.PublicationPublished || a.Draft != nil || a.Name != "林一（修订）" || a.Portrait != "ab/abcdef0123456789" ||
			!slices.Equal(galleryIDsOf(a), both.GalleryIDs) {
			t.Fatalf("publish: %+v %v", a, err)
		}
		// The other gallery's manager now keeps the artist too.
		if _, err := publishing.GetArtist(ctx, p.c, p.otherMgr, a.ID); err != nil {
			t.Errorf("the other representing gallery's manager: %v", err)
		}
		// An edit of a published artist waits; the preview shows it; the public row does not.
		edit.Bio = "新的简介"
		edit.BirthYear = nil
		if a, err = publishing.SaveArtist(ctx, p.c, p.editor, a.ID, edit, artistNow); err != nil || a.Bio == "新的简介" || publishing.ArtistPreview(a).Bio != "新的简介" {
			t.Fatalf("an edit of a published artist: %+v %v", a, err)
		}
		if _, err := publishing.ActOnArtist(ctx, p.c, p.manager, a.ID, publishing.Unpublish, time.Time{}, artistNow); err != nil {
			t.Fatal(err)
		}
		at := artistNow.Add(time.Hour)
		if _, err := publishing.ActOnArtist(ctx, p.c, p.manager, a.ID, publishing.Schedule, artistNow, artistNow); message(err) != publishing.MsgScheduleLater {
			t.Errorf("a schedule not later than now: %v", err)
		}
		if _, err := publishing.ActOnArtist(ctx, p.c, p.manager, a.ID, publishing.Schedule, at, artistNow); err != nil {
			t.Fatal(err)
		}
		s := &publishing.Scheduler{Client: p.c, Now: func() time.Time { return at }}
		if n, err := s.PublishDue(ctx, at.Add(-time.Second)); n != 0 || err != nil {
			t.Fatalf("before its time: %d %v", n, err)
		}
		// Two servers at its time: published once.
		var wg sync.WaitGroup
		counts := make([]int, 2)
		for i := range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				counts[i], _ = (&publishing.Scheduler{Client: p.c, Now: func() time.Time { return at }}).PublishDue(ctx, at)
			}()
		}
		wg.Wait()
		if counts[0]+counts[1] != 1 {
			t.Fatalf("two servers at its time: %v", counts)
		}
		if got := p.c.Artist.GetX(ctx, a.ID); got.Publication != artist.PublicationPublished || got.Bio != "新的简介" || got.BirthYear != nil ||
			got.Draft != nil || got.PublishAt != nil {
			t.Errorf("after the job: %+v", got)
		}
		var rows []struct {
			Action    string `json:"action"`
			ActorRole string `json:"actor_role"`
		}
		p.c.AuditEntry.Query().Where(auditentry.TargetType(audit.TargetArtist), auditentry.TargetID(a.ID)).Order(auditentry.ByID()).
			Select(auditentry.FieldAction, auditentry.FieldActorRole).ScanX(ctx, &rows)
		var got []string
		for _, r := range rows {
			got = append(got, r.Action+"/"+r.ActorRole)
			if audit.ActionLabels[r.Action] == "" {
				t.Errorf("no label for %s", r.Action)
			}
		}
		if strings.Join(got, " ") != "artist.create/gallery_manager artist.update/editor artist.update/gallery_manager artist.publish/gallery_manager "+
			"artist.update/editor artist.unpublish/gallery_manager artist.schedule/gallery_manager artist.publish/scheduler" {
			t.Errorf("audit entries: %v", got)
		}
	})
}

// Artists written before the console (the seeder's, a seller's new artist) are published.
func TestArtistsArePublishedByDefault(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		p := setupPlaces(t, tdb)
		if a := p.c.Artist.Query().FirstX(context.Background()); a.Publication != artist.PublicationPublished {
			t.Errorf("a new row: %s", a.Publication)
		}
	})
}
