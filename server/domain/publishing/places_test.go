package publishing_test

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/ent/auditentry"
	"artmarket/ent/exhibition"
	"artmarket/ent/schema/nodeid"
	"artmarket/ent/viewingroom"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/publishing"
	"artmarket/server/platform/dbtest"
)

// places is the fixture of the exhibitions' and viewing rooms' tests: two
// galleries, a manager of each, and a work of the first.
type places struct {
	fixture
	mine, other       *ent.Gallery
	manager, otherMgr audit.Actor
	work              *ent.Artwork
	goodShow          publishing.ExhibitionInput
	goodRoom          publishing.RoomInput
}

func setupPlaces(t *testing.T, tdb dbtest.DB) places {
	t.Helper()
	f := setup(t, tdb)
	ctx := context.Background()
	p := places{fixture: f}
	p.mine = f.c.Gallery.Create().SetName("长街画廊").SetCity("上海").SaveX(ctx)
	p.other = f.c.Gallery.Create().SetName("山木画廊").SetCity("北京").SaveX(ctx)
	m1 := f.c.Member.Create().SetUsername("mgr1").SetMobile("13800000004").SetRoles([]string{"gallery_manager:" + strconv.Itoa(p.mine.ID)}).SaveX(ctx)
	m2 := f.c.Member.Create().SetUsername("mgr2").SetMobile("13800000005").SetRoles([]string{"gallery_manager:" + strconv.Itoa(p.other.ID)}).SaveX(ctx)
	p.manager, p.otherMgr = audit.Actor{ID: m1.ID}, audit.Actor{ID: m2.ID}
	artist := f.c.Artist.Create().SetName("林一").SaveX(ctx)
	p.work = f.c.Artwork.Create().SetTitle("山水").SetArtist(artist).SetMedium(artwork.MediumInk).
		SetWidthCm(60).SetHeightCm(80).SetPriceFen(100).SaveX(ctx)
	p.goodShow = publishing.ExhibitionInput{GalleryID: p.mine.ID, Title: "春日新作", City: "上海", StartsOn: "2026-06-01", EndsOn: "2026-06-30",
		PressText: "展览介绍", ArtworkNumbers: []int{nodeid.Number(p.work.ID)}}
	p.goodRoom = publishing.RoomInput{GalleryID: p.mine.ID, Title: "线上新展", Statement: "策展语", OpensAt: start, ClosesAt: start.Add(72 * time.Hour)}
	return p
}

// The exhibition form's rules, each on its field, nothing written on a refusal.
func TestExhibitionInputRules(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		p := setupPlaces(t, tdb)
		ctx := context.Background()
		with := func(mod func(in *publishing.ExhibitionInput)) publishing.ExhibitionInput {
			in := p.goodShow
			mod(&in)
			return in
		}
		for name, c := range map[string]struct {
			who         audit.Actor
			in          publishing.ExhibitionInput
			field, want string
		}{
			"an end before the start": {p.editor, with(func(in *publishing.ExhibitionInput) { in.EndsOn = "2026-05-31" }), "endsOn", publishing.MsgEndsOnEarly},
			"no start":                {p.editor, with(func(in *publishing.ExhibitionInput) { in.StartsOn = "" }), "startsOn", publishing.MsgNoStartsOn},
			"a malformed day":         {p.editor, with(func(in *publishing.ExhibitionInput) { in.EndsOn = "2026-13-45" }), "endsOn", "请输入正确的日期"},
			"a title too long":        {p.editor, with(func(in *publishing.ExhibitionInput) { in.Title = strings.Repeat("展", 121) }), "title", "标题不能超过 120 个字"},
			"no city":                 {p.editor, with(func(in *publishing.ExhibitionInput) { in.City = " " }), "city", "请填写城市"},
			"no gallery nor venue":    {p.editor, with(func(in *publishing.ExhibitionInput) { in.GalleryID = 0 }), "venue", publishing.MsgNoVenue},
			"a work that is not":      {p.editor, with(func(in *publishing.ExhibitionInput) { in.ArtworkNumbers = []int{999999} }), "artworkNumbers", publishing.MsgNoShownWork},
			"a gallery that is not":   {p.editor, with(func(in *publishing.ExhibitionInput) { in.GalleryID = p.other.ID + 1000 }), "galleryID", "画廊不存在"},
			"a manager, another's":    {p.manager, with(func(in *publishing.ExhibitionInput) { in.GalleryID = p.other.ID }), "galleryID", "画廊不存在"},
			"a manager, no gallery":   {p.manager, with(func(in *publishing.ExhibitionInput) { in.GalleryID, in.Venue = 0, "美术馆" }), "galleryID", publishing.MsgPickGallery},
			"a member with no role":   {audit.Actor{ID: p.plain.ID}, p.goodShow, "", "无权进行此操作"},
		} {
			_, err := publishing.SaveExhibition(ctx, p.c, c.who, 0, c.in)
			if pr := problem.As(err); pr == nil || pr.Message != c.want || pr.Field != c.field {
				t.Errorf("%s: %v", name, err)
			}
			if p.c.Exhibition.Query().CountX(ctx) != 0 || p.c.AuditEntry.Query().CountX(ctx) != 0 {
				t.Errorf("%s: written on a refusal", name)
			}
		}
		// A one-day show ends on the day it starts.
		if _, err := publishing.CheckExhibition(ctx, p.c, with(func(in *publishing.ExhibitionInput) { in.EndsOn = in.StartsOn }), true); err != nil {
			t.Errorf("a one-day show: %v", err)
		}
	})
}

// A gallery's manager keeps their gallery's exhibitions as an editor does,
// and another gallery's answer as unknown; an editor keeps every one. The
// draft, publish, schedule (the job under a controlled clock) and one audit
// entry per action, with the role the member acted in.
func TestExhibitionPublishingByManager(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		p := setupPlaces(t, tdb)
		ctx := context.Background()
		now := time.Date(2026, 5, 1, 2, 0, 0, 0, time.UTC)
		x, err := publishing.SaveExhibition(ctx, p.c, p.manager, 0, p.goodShow)
		if err != nil || x.Publication != exhibition.PublicationDraft || x.Draft == nil || x.Edges.Gallery == nil || x.Edges.Gallery.ID != p.mine.ID {
			t.Fatalf("create: %+v %v", x, err)
		}
		if got := publishing.ExhibitionWorks(x); len(got) != 1 || got[0] != p.work.ID {
			t.Errorf("works: %v", got)
		}
		// Another gallery's manager: unknown, whatever they try; nothing written.
		entries := p.c.AuditEntry.Query().CountX(ctx)
		edit := p.goodShow
		edit.Title = "改名"
		if _, err := publishing.GetExhibition(ctx, p.c, p.otherMgr, x.ID); message(err) != publishing.MsgNoExhibition {
			t.Errorf("another manager reads: %v", err)
		}
		if _, err := publishing.SaveExhibition(ctx, p.c, p.otherMgr, x.ID, edit); problem.As(err) == nil || problem.As(err).Kind != problem.NotFound {
			t.Errorf("another manager edits: %v", err)
		}
		if _, err := publishing.ActOnExhibition(ctx, p.c, p.otherMgr, x.ID, publishing.Publish, time.Time{}, now); message(err) != publishing.MsgNoExhibition {
			t.Errorf("another manager publishes: %v", err)
		}
		if l, err := publishing.ListExhibitions(ctx, p.c, p.otherMgr, 100); err != nil || len(l) != 0 {
			t.Errorf("another manager's list: %v %v", l, err)
		}
		if p.c.AuditEntry.Query().CountX(ctx) != entries || p.c.Exhibition.GetX(ctx, x.ID).Publication != exhibition.PublicationDraft {
			t.Error("another manager's tries wrote")
		}
		if l, err := publishing.ListExhibitions(ctx, p.c, p.manager, 100); err != nil || len(l) != 1 {
			t.Errorf("the manager's list: %v %v", l, err)
		}
		if l, err := publishing.ListExhibitions(ctx, p.c, p.editor, 100); err != nil || len(l) != 1 {
			t.Errorf("the editor's list: %v %v", l, err)
		}
		// Publish, then an edit waits as a draft beside the published version.
		if x, err = publishing.ActOnExhibition(ctx, p.c, p.manager, x.ID, publishing.Publish, time.Time{}, now); err != nil ||
			x.Publication != exhibition.PublicationPublished || x.Draft != nil || len(x.Edges.Artworks) != 1 {
			t.Fatalf("publish: %+v %v", x, err)
		}
		if n := p.c.Exhibition.GetX(ctx, x.ID).QueryArtists().CountX(ctx); n != 1 {
			t.Errorf("artists of the works shown: %d", n)
		}
		if x, err = publishing.SaveExhibition(ctx, p.c, p.editor, x.ID, edit); err != nil || x.Title != "春日新作" || x.Draft.Title != "改名" {
			t.Fatalf("an editor's edit: %+v %v", x, err)
		}
		if pv := publishing.ExhibitionPreview(x); pv.Title != "改名" {
			t.Errorf("preview: %+v", pv)
		}
		if _, err := publishing.SaveExhibition(ctx, p.c, p.manager, x.ID, edit); message(err) != publishing.MsgUnchanged {
			t.Errorf("an unchanged edit: %v", err)
		}
		if _, err := publishing.ActOnExhibition(ctx, p.c, p.manager, x.ID, publishing.Unpublish, time.Time{}, now); err != nil {
			t.Fatal(err)
		}
		if _, err := publishing.ActOnExhibition(ctx, p.c, p.manager, x.ID, publishing.Schedule, now, now); message(err) != publishing.MsgScheduleLater {
			t.Errorf("a schedule not later than now: %v", err)
		}
		at := now.Add(time.Hour)
		if _, err := publishing.ActOnExhibition(ctx, p.c, p.manager, x.ID, publishing.Schedule, at, now); err != nil {
			t.Fatal(err)
		}
		s := &publishing.Scheduler{Client: p.c, Now: func() time.Time { return at }}
		if n, err := s.PublishDue(ctx, at.Add(-time.Second)); n != 0 || err != nil {
			t.Fatalf("before its time: %d %v", n, err)
		}
		if n, err := s.PublishDue(ctx, at); n != 1 || err != nil {
			t.Fatalf("at its time: %d %v", n, err)
		}
		if got := p.c.Exhibition.GetX(ctx, x.ID); got.Publication != exhibition.PublicationPublished || got.Title != "改名" || got.Draft != nil || got.PublishAt != nil {
			t.Errorf("after the job: %+v", got)
		}
		var rows []struct {
			Action    string `json:"action"`
			ActorRole string `json:"actor_role"`
		}
		p.c.AuditEntry.Query().Where(auditentry.TargetType(audit.TargetExhibition), auditentry.TargetID(x.ID)).Order(auditentry.ByID()).
			Select(auditentry.FieldAction, auditentry.FieldActorRole).ScanX(ctx, &rows)
		var got []string
		for _, r := range rows {
			got = append(got, r.Action+"/"+r.ActorRole)
			if audit.ActionLabels[r.Action] == "" {
				t.Errorf("no label for %s", r.Action)
			}
		}
		if strings.Join(got, " ") != "exhibition.create/gallery_manager exhibition.publish/gallery_manager exhibition.update/editor "+
			"exhibition.unpublish/gallery_manager exhibition.schedule/gallery_manager exhibition.publish/scheduler" {
			t.Errorf("audit entries: %v", got)
		}
	})
}

// Viewing rooms share the exhibitions' code: a gallery is required, a
// manager's is their own, closing not after opening is refused on its field,
// another gallery's manager meets an unknown room.
func TestViewingRoomPublishing(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		p := setupPlaces(t, tdb)
		ctx := context.Background()
		now := time.Date(2026, 5, 1, 2, 0, 0, 0, time.UTC)
		bad := p.goodRoom
		bad.ClosesAt = bad.OpensAt
		if _, err := publishing.SaveRoom(ctx, p.c, p.manager, 0, bad); message(err) != publishing.MsgClosesEarly || problem.As(err).Field != "closesAt" {
			t.Errorf("closing at the opening: %v", err)
		}
		bad = p.goodRoom
		bad.GalleryID = 0
		if _, err := publishing.SaveRoom(ctx, p.c, p.editor, 0, bad); message(err) != publishing.MsgPickGallery {
			t.Errorf("an editor's room without a gallery: %v", err)
		}
		if p.c.ViewingRoom.Query().CountX(ctx) != 0 || p.c.AuditEntry.Query().CountX(ctx) != 0 {
			t.Fatal("written on a refusal")
		}
		r, err := publishing.SaveRoom(ctx, p.c, p.manager, 0, p.goodRoom)
		if err != nil || r.Publication != viewingroom.PublicationDraft {
			t.Fatalf("create: %+v %v", r, err)
		}
		if _, err := publishing.ActOnRoom(ctx, p.c, p.otherMgr, r.ID, publishing.Publish, time.Time{}, now); message(err) != publishing.MsgNoRoom {
			t.Errorf("another manager publishes: %v", err)
		}
		if r, err = publishing.ActOnRoom(ctx, p.c, p.editor, r.ID, publishing.Publish, time.Time{}, now); err != nil || r.Publication != viewingroom.PublicationPublished {
			t.Fatalf("an editor publishes: %+v %v", r, err)
		}
	})
}
