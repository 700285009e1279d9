package ops_test

import (
	"context"
	"strings"
	"testing"

	"artmarket/ent"
	"artmarket/ent/gallery"
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

// An approval links an existing gallery an admin found by name (a draft
// one too): no gallery is created, the applicant manages the one linked; a
// gallery created at approval starts as a draft its manager fills in and
// publishes. Finding galleries is for admins, with a name of 1 to 80
// characters.
func TestApproveIntoExistingGallery(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		f := setup(t, tdb)
		ctx := context.Background()
		existing := f.c.Gallery.Create().SetName("长街画廊").SetCity("上海").SaveX(ctx)
		f.c.Gallery.Create().SetName("别家画廊").SetCity("北京").SaveX(ctx)
		if _, err := ops.GalleryChoices(ctx, f.c, f.editor.ID, "长街"); message(err) != roles.MsgForbidden {
			t.Errorf("an editor finds galleries: %v", err)
		}
		for _, q := range []string{" ", strings.Repeat("画", 81)} {
			if _, err := ops.GalleryChoices(ctx, f.c, f.admin.ID, q); message(err) != ops.MsgChoiceQuery {
				t.Errorf("query %q: %v", q, err)
			}
		}
		gs, err := ops.GalleryChoices(ctx, f.c, f.admin.ID, "长街")
		if err != nil || len(gs) != 1 || gs[0].ID != existing.ID {
			t.Fatalf("choices %v, %v", gs, err)
		}
		app := application(t, f.c, "长街画廊有限公司", "13800000003", "other@example.com")
		a, err := ops.ApproveApplication(ctx, f.c, f.adminActor, app.ID, ops.Approval{GalleryID: existing.ID})
		if err != nil || a.Gallery.ID != existing.ID || f.c.Gallery.Query().CountX(ctx) != 2 {
			t.Fatalf("approve into %d: %+v, %v", existing.ID, a, err)
		}
		if gs, err := ops.ManagedGalleries(ctx, f.c, f.plain.ID); err != nil || len(gs) != 1 || gs[0].ID != existing.ID {
			t.Fatalf("managed %v, %v", gs, err)
		}
		if es := entries(t, f.c); len(es) != 1 || es[0].Changes["gallery"] != [2]any{nil, float64(existing.ID)} {
			t.Errorf("entries %+v", es)
		}
		// A new gallery at approval is a draft.
		f.c.Member.Create().SetUsername("applicant2").SetMobile("13800000077").SaveX(ctx)
		second := application(t, f.c, "山木画廊", "13800000077", "shanmu@example.com")
		a, err = ops.ApproveApplication(ctx, f.c, f.adminActor, second.ID, ops.Approval{City: "北京"})
		if err != nil || a.Gallery.Publication != gallery.PublicationDraft || a.Gallery.Name != "山木画廊" {
			t.Fatalf("a new gallery: %+v, %v", a, err)
		}
	})
}
