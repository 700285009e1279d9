package publishing_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/auditentry"
	"artmarket/ent/gallery"
	"artmarket/ent/schema/imageref"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/publishing"
	"artmarket/server/domain/roles"
	"artmarket/server/platform/dbtest"
)

var goodGallery = publishing.GalleryInput{Name: "云间画廊", NameEn: "Cloud Gallery", City: "杭州", Address: "西湖区 1 号",
	OpeningHours: "周二至周日 10:00–18:00", Email: "hi@cloud.example", Website: "https://cloud.example", Description: "画廊介绍",
	Logo: &imageref.Image{Key: "b1/b1408fd2e6b77f16", Width: 800, Height: 800}}

// The gallery form's rules (the one rule set of a gallery's profile, the
// manager's form included): each on its field, nothing written on a refusal.
func TestGalleryInputRules(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		p := setupPlaces(t, tdb)
		ctx := context.Background()
		with := func(mod func(in *publishing.GalleryInput)) publishing.GalleryInput {
			in := goodGallery
			mod(&in)
			return in
		}
		galleries, entries := p.c.Gallery.Query().CountX(ctx), p.c.AuditEntry.Query().CountX(ctx)
		for name, c := range map[string]struct {
			who         audit.Actor
			id          int
			in          publishing.GalleryInput
			field, want string
		}{
			"no name":                {p.editor, 0, with(func(in *publishing.GalleryInput) { in.Name = " " }), "name", "请填写画廊名称"},
			"a description too long": {p.editor, 0, with(func(in *publishing.GalleryInput) { in.Description = strings.Repeat("墨", 2001) }), "description", "画廊介绍不能超过 2000 个字"},
			"a javascript: website":  {p.editor, 0, with(func(in *publishing.GalleryInput) { in.Website = "javascript:alert(1)" }), "website", publishing.MsgWebsiteFormat},
			"not an e-mail":          {p.editor, 0, with(func(in *publishing.GalleryInput) { in.Email = "not-an-address" }), "email", publishing.MsgEmailFormat},
			"a city too long":        {p.editor, 0, with(func(in *publishing.GalleryInput) { in.City = strings.Repeat("城", 41) }), "city", "城市不能超过 40 个字"},
			"a name taken":           {p.editor, 0, with(func(in *publishing.GalleryInput) { in.Name = p.other.Name }), "name", publishing.MsgGalleryNameTaken},
			"a made-up picture":      {p.editor, 0, with(func(in *publishing.GalleryInput) { in.Cover = &imageref.Image{Key: "../x", Width: 1, Height: 1} }), "cover", publishing.MsgGalleryPicture},
			"a picture of no size":   {p.editor, 0, with(func(in *publishing.GalleryInput) { in.Logo = &imageref.Image{Key: "a.jpg"} }), "logo", publishing.MsgGalleryPicture},
			"a manager, a new one":   {p.manager, 0, goodGallery, "", publishing.MsgNewGalleryEditor},
			"a manager, another's":   {p.manager, p.other.ID, goodGallery, "id", roles.MsgNoGallery},
			"an editor, none such":   {p.editor, p.other.ID + 1000, goodGallery, "id", roles.MsgNoGallery},
			"a manager, renamed as another": {p.manager, p.mine.ID, with(func(in *publishing.GalleryInput) { in.Name = p.other.Name }),
				"name", publishing.MsgGalleryNameTaken},
			"a member with no role": {audit.Actor{ID: p.plain.ID}, 0, goodGallery, "", roles.MsgForbidden},
		} {
			_, err := publishing.SaveGallery(ctx, p.c, c.who, c.id, c.in)
			if pr := problem.As(err); pr == nil || pr.Message != c.want || pr.Field != c.field {
				t.Errorf("%s: %v", name, err)
			}
			if p.c.Gallery.Query().CountX(ctx) != galleries || p.c.AuditEntry.Query().CountX(ctx) != entries ||
				p.c.Gallery.GetX(ctx, p.mine.ID).Draft != nil {
				t.Errorf("%s: written on a refusal", name)
			}
		}
	})
}

// An editor creates a gallery (a draft no reader sees), previews, publishes,
// edits (a draft beside the published version), schedules it under a
// controlled clock and unpublishes it; one audit entry per action.
func TestGalleryPublishingByEditor(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		p := setupPlaces(t, tdb)
		ctx := context.Background()
		now := time.Date(2026, 5, 1, 2, 0, 0, 0, time.UTC)
		g, err := publishing.SaveGallery(ctx, p.c, p.editor, 0, goodGallery)
		if err != nil || g.Publication != gallery.PublicationDraft || g.Draft == nil || g.Name != "云间画廊" {
			t.Fatalf("create: %+v %v", g, err)
		}
		if l, err := publishing.ListGalleries(ctx, p.c, p.editor, "云间", 100); err != nil || len(l) != 1 || l[0].ID != g.ID {
			t.Errorf("the editor's search: %v %v", l, err)
		}
		if pv := publishing.GalleryPreview(g); pv.Logo != "b1/b1408fd2e6b77f16" || pv.Website != "https://cloud.example" {
			t.Errorf("preview: %+v", pv)
		}
		if g, err = publishing.ActOnGallery(ctx, p.c, p.editor, g.ID, publishing.Publish, time.Time{}, now); err != nil ||
			g.Publication != gallery.PublicationPublished || g.Draft != nil || g.Logo != "b1/b1408fd2e6b77f16" || g.LogoWidth != 800 {
			t.Fatalf("publish: %+v %v", g, err)
		}
		edit := goodGallery
		edit.Name, edit.Cover = "云间艺术空间", &imageref.Image{Key: "c1/c1a2b3c4d5e6f708", Width: 1600, Height: 900}
		if g, err = publishing.SaveGallery(ctx, p.c, p.editor, g.ID, edit); err != nil || g.Name != "云间画廊" || g.Draft.Name != "云间艺术空间" {
			t.Fatalf("an edit: %+v %v", g, err)
		}
		if _, err := publishing.SaveGallery(ctx, p.c, p.editor, g.ID, edit); message(err) != publishing.MsgUnchanged {
			t.Errorf("an unchanged edit: %v", err)
		}
		if _, err := publishing.ActOnGallery(ctx, p.c, p.editor, g.ID, publishing.Unpublish, time.Time{}, now); err != nil {
			t.Fatal(err)
		}
		at := now.Add(time.Hour)
		if _, err := publishing.ActOnGallery(ctx, p.c, p.editor, g.ID, publishing.Schedule, at, now); err != nil {
			t.Fatal(err)
		}
		s := &publishing.Scheduler{Client: p.c, Now: func() time.Time { return at }}
		if n, err := s.PublishDue(ctx, at.Add(-time.Second)); n != 0 || err != nil {
			t.Fatalf("before its time: %d %v", n, err)
		}
		if n, err := s.PublishDue(ctx, at); n != 1 || err != nil {
			t.Fatalf("at its time: %d %v", n, err)
		}
		if got := p.c.Gallery.GetX(ctx, g.ID); got.Publication != gallery.PublicationPublished || got.Name != "云间艺术空间" ||
			got.CoverKey != "c1/c1a2b3c4d5e6f708" || got.Draft != nil || got.PublishAt != nil {
			t.Errorf("after the job: %+v", got)
		}
		if got := auditTrail(ctx, t, p.c, g.ID); got != "gallery.create/editor gallery.publish/editor gallery.update/editor "+
			"gallery.unpublish/editor gallery.schedule/editor gallery.publish/scheduler" {
			t.Errorf("audit entries: %v", got)
		}
	})
}

// A gallery's manager keeps only their own gallery: edits its draft,
// previews and publishes it, but neither withdraws nor schedules it (an
// editor's decision); another gallery answers as unknown, nothing written.
func TestGalleryPublishingByManager(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		p := setupPlaces(t, tdb)
		ctx := context.Background()
		now := time.Date(2026, 5, 1, 2, 0, 0, 0, time.UTC)
		edit := publishing.GalleryInput{Name: p.mine.Name, City: "上海", Description: "新的介绍"}
		entries := p.c.AuditEntry.Query().CountX(ctx)
		if _, err := publishing.GetGallery(ctx, p.c, p.otherMgr, p.mine.ID); message(err) != roles.MsgNoGallery {
			t.Errorf("another manager reads: %v", err)
		}
		if _, err := publishing.SaveGallery(ctx, p.c, p.otherMgr, p.mine.ID, edit); problem.As(err) == nil || problem.As(err).Kind != problem.NotFound {
			t.Errorf("another manager edits: %v", err)
		}
		if _, err := publishing.ActOnGallery(ctx, p.c, p.otherMgr, p.mine.ID, publishing.Publish, time.Time{}, now); message(err) != roles.MsgNoGallery {
			t.Errorf("another manager publishes: %v", err)
		}
		if l, err := publishing.ListGalleries(ctx, p.c, p.manager, "", 100); err != nil || len(l) != 1 || l[0].ID != p.mine.ID {
			t.Errorf("the manager's list: %v %v", l, err)
		}
		if p.c.AuditEntry.Query().CountX(ctx) != entries {
			t.Fatal("refusals wrote")
		}
		g, err := publishing.SaveGallery(ctx, p.c, p.manager, p.mine.ID, edit)
		if err != nil || g.Description != "" || g.Draft == nil || g.Draft.Description != "新的介绍" {
			t.Fatalf("the manager's edit is a draft: %+v %v", g, err)
		}
		h := roles.Held{{Name: roles.GalleryManager, GalleryID: p.mine.ID}}
		if got := publishing.GalleryActions(h, publishing.Published, true); len(got) != 1 || got[0] != publishing.Publish {
			t.Errorf("a manager's actions: %v", got)
		}
		if got := publishing.GalleryActions(roles.Held{{Name: roles.Editor}}, publishing.Published, true); len(got) != 2 {
			t.Errorf("an editor's actions: %v", got)
		}
		for _, a := range []publishing.Action{publishing.Unpublish, publishing.Schedule} {
			if _, err := publishing.ActOnGallery(ctx, p.c, p.manager, p.mine.ID, a, now.Add(time.Hour), now); message(err) != roles.MsgForbidden {
				t.Errorf("a manager %s: %v", a, err)
			}
		}
		if g, err = publishing.ActOnGallery(ctx, p.c, p.manager, p.mine.ID, publishing.Publish, time.Time{}, now); err != nil ||
			g.Description != "新的介绍" || g.Draft != nil {
			t.Fatalf("the manager publishes: %+v %v", g, err)
		}
		if got := auditTrail(ctx, t, p.c, p.mine.ID); got != "gallery.update/gallery_manager gallery.publish/gallery_manager" {
			t.Errorf("audit entries: %v", got)
		}
	})
}

// auditTrail is the audit log's entries of gallery id, action/role, in order.
func auditTrail(ctx context.Context, t *testing.T, c *ent.Client, id int) string {
	t.Helper()
	var rows []struct {
		Action    string `json:"action"`
		ActorRole string `json:"actor_role"`
	}
	c.AuditEntry.Query().Where(auditentry.TargetType(audit.TargetGallery), auditentry.TargetID(id)).Order(auditentry.ByID()).
		Select(auditentry.FieldAction, auditentry.FieldActorRole).ScanX(ctx, &rows)
	var got []string
	for _, r := range rows {
		got = append(got, r.Action+"/"+r.ActorRole)
		if audit.ActionLabels[r.Action] == "" {
			t.Errorf("no label for %s", r.Action)
		}
	}
	return strings.Join(got, " ")
}
