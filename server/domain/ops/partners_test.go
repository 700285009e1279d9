package ops_test

import (
	"context"
	"strings"
	"testing"

	"artmarket/ent"
	"artmarket/ent/partnerapplication"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/ops"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
	"artmarket/server/platform/dbtest"
)

func application(t *testing.T, c *ent.Client, org, mobile, email string) *ent.PartnerApplication {
	t.Helper()
	return c.PartnerApplication.Create().SetOrganization(org).SetType(partnerapplication.TypeGallery).SetContact("王经理").
		SetMobile(mobile).SetEmail(email).SaveX(context.Background())
}

func message(err error) string {
	if p := problem.As(err); p != nil {
		return p.Message
	}
	return ""
}

// An admin approves a partner application: a gallery named after the
// organisation opens and the applicant (the member with its mobile) manages
// it, in one audit entry; two admins at once, one wins. Bad input, an
// applicant who is no member, one's own application, a decided one and a
// non-admin are refused and change nothing. Rejecting takes a reason.
func TestPartnerApplications(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		f := setup(t, tdb)
		ctx := context.Background()
		app := application(t, f.c, "长街画廊有限公司", "13800000003", "other@example.com")
		stranger := application(t, f.c, "无名画廊", "13900000099", "nobody@example.com")
		own := application(t, f.c, "管理员的画廊", "13899999999", "admin@example.com")

		list, err := ops.Applications(ctx, f.c, f.admin.ID)
		if err != nil || len(list) != 3 {
			t.Fatalf("list %v, %v", list, err)
		}
		refusals := map[string]struct {
			who  audit.Actor
			id   int
			a    ops.Approval
			want string
		}{
			"by an editor":         {audit.Actor{ID: f.editor.ID}, app.ID, ops.Approval{City: "上海"}, roles.MsgForbidden},
			"without a city":       {f.adminActor, app.ID, ops.Approval{City: "  "}, ops.MsgCityRequired},
			"a city too long":      {f.adminActor, app.ID, ops.Approval{City: strings.Repeat("城", 41)}, ops.MsgCityTooLong},
			"an unknown gallery":   {f.adminActor, app.ID, ops.Approval{GalleryID: 999_999_999}, roles.MsgNoGallery},
			"an applicant unknown": {f.adminActor, stranger.ID, ops.Approval{City: "上海"}, ops.MsgNoApplicant},
			"one's own":            {f.adminActor, own.ID, ops.Approval{City: "上海"}, ops.MsgOwnApplication},
			"no such application":  {f.adminActor, 999_999_999, ops.Approval{City: "上海"}, ops.MsgNoApplication},
		}
		for name, r := range refusals {
			if _, err := ops.ApproveApplication(ctx, f.c, r.who, r.id, r.a); message(err) != r.want {
				t.Errorf("%s: %v, want %s", name, err, r.want)
			}
		}
		if n := len(entries(t, f.c)); n != 0 || f.c.Gallery.Query().CountX(ctx) != 0 ||
			f.c.PartnerApplication.Query().Where(partnerapplication.StatusEQ(partnerapplication.StatusPending)).CountX(ctx) != 3 {
			t.Fatalf("a refusal changed something: %d entries", n)
		}

		var won *ops.Approved
		f.twoAdminsAtOnce(t, "two approvals", func(who audit.Actor) error {
			a, err := ops.ApproveApplication(ctx, f.c, who, app.ID, ops.Approval{City: "上海"})
			if err == nil {
				won = a
			}
			return err
		})
		if won.Gallery.Name != "长街画廊有限公司" || won.Gallery.City != "上海" || f.c.Gallery.Query().CountX(ctx) != 1 {
			t.Fatalf("gallery %+v", won.Gallery)
		}
		h, _ := roles.Of(ctx, f.c, f.plain.ID)
		if len(h) != 1 || h[0] != (roles.Role{Name: roles.GalleryManager, GalleryID: won.Gallery.ID}) {
			t.Fatalf("applicant's roles %v", h)
		}
		es := entries(t, f.c)
		if len(es) != 1 || es[0].Action != audit.ActionPartnerApprove || es[0].TargetID != app.ID ||
			es[0].Changes["status"] != [2]any{"PENDING", "APPROVED"} {
			t.Fatalf("entries %+v", es)
		}
		if _, err := ops.RejectApplication(ctx, f.c, f.adminActor, app.ID, "资料不全"); message(err) != ops.MsgDecided {
			t.Errorf("reject an approved one: %v", err)
		}
		if _, err := ops.RejectApplication(ctx, f.c, f.adminActor, stranger.ID, "坏"); message(err) != ops.MsgRejectReason {
			t.Errorf("a short reason: %v", err)
		}
		if a, err := ops.RejectApplication(ctx, f.c, f.adminActor, stranger.ID, "资料不全"); err != nil || a.Status != partnerapplication.StatusRejected {
			t.Fatalf("reject: %v", err)
		}
		if es := entries(t, f.c); len(es) != 2 || es[1].Action != audit.ActionPartnerReject || es[1].Reason != "资料不全" {
			t.Fatalf("entries %+v", es)
		}
	})
}

// A gallery's manager edits its profile: the changed fields go to the audit
// log. Another gallery answers as unknown and stays; bad input (over-long,
// a javascript: address, a malformed e-mail, a required field empty), no
// change, and a member without the role are refused and change nothing.
func TestUpdateGallery(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		f := setup(t, tdb)
		ctx := context.Background()
		mine := f.c.Gallery.Create().SetName("长街画廊").SetCity("上海").SaveX(ctx)
		theirs := f.c.Gallery.Create().SetName("别家画廊").SetCity("北京").SaveX(ctx)
		f.c.Member.UpdateOneID(f.plain.ID).SetRoles([]string{roles.Role{Name: roles.GalleryManager, GalleryID: mine.ID}.String()}).ExecX(ctx)
		manager := audit.Actor{ID: f.plain.ID, IP: "203.0.113.7"}
		good := ops.ProfileOf(mine)
		good.Description = "专注当代水墨。"
		good.Website = "https://changjie.example.com"

		bad := map[string]func(p *ops.GalleryProfile){
			"name":        func(p *ops.GalleryProfile) { p.Name = " " },
			"description": func(p *ops.GalleryProfile) { p.Description = strings.Repeat("墨", 2001) },
			"website":     func(p *ops.GalleryProfile) { p.Website = "javascript:alert(1)" },
			"email":       func(p *ops.GalleryProfile) { p.Email = "not-an-address" },
			"city":        func(p *ops.GalleryProfile) { p.City = strings.Repeat("城", 41) },
		}
		for field, spoil := range bad {
			p := good
			spoil(&p)
			_, err := ops.UpdateGallery(ctx, f.c, manager, mine.ID, p)
			if pr := problem.As(err); pr == nil || pr.Field != field || pr.Kind != problem.Invalid {
				t.Errorf("bad %s: %v", field, err)
			}
		}
		if _, err := ops.UpdateGallery(ctx, f.c, manager, theirs.ID, good); kind(err) != problem.NotFound {
			t.Errorf("another gallery: %v", err)
		}
		if _, err := ops.UpdateGallery(ctx, f.c, f.adminActor, mine.ID, good); kind(err) != problem.Forbidden {
			t.Errorf("an admin who manages no gallery: %v", err)
		}
		if _, err := ops.UpdateGallery(ctx, f.c, manager, mine.ID, ops.ProfileOf(mine)); message(err) != ops.MsgGalleryUnchanged {
			t.Errorf("no change: %v", err)
		}
		if n := len(entries(t, f.c)); n != 0 || f.c.Gallery.GetX(ctx, theirs.ID).Name != "别家画廊" || f.c.Gallery.GetX(ctx, mine.ID).Description != "" {
			t.Fatalf("a refusal changed something: %d entries", n)
		}
		g, err := ops.UpdateGallery(ctx, f.c, manager, mine.ID, good)
		if err != nil || g.Description != "专注当代水墨。" || g.Website != "https://changjie.example.com" {
			t.Fatalf("update: %+v, %v", g, err)
		}
		es := entries(t, f.c)
		if len(es) != 1 || es[0].Action != audit.ActionGalleryUpdate || es[0].ActorRole != "gallery_manager" || len(es[0].Changes) != 2 ||
			es[0].Changes["description"] != [2]any{"", "专注当代水墨。"} {
			t.Fatalf("entries %+v", es)
		}
		gs, err := ops.ManagedGalleries(ctx, f.c, f.plain.ID)
		if err != nil || len(gs) != 1 || gs[0].ID != mine.ID {
			t.Fatalf("managed %v, %v", gs, err)
		}
	})
}
