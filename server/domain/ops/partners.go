package ops

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"artmarket/ent"
	"artmarket/ent/gallery"
	"artmarket/ent/member"
	"artmarket/ent/partnerapplication"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/partner"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
	"artmarket/server/platform/db"
)

// Messages of the partner applications' page.
const (
	MsgNoApplication   = "合作申请不存在"
	MsgDecided         = "该申请已处理"
	MsgNoApplicant     = "申请人尚未注册会员（没有绑定申请手机号或邮箱的会员），请先联系申请人注册"
	MsgOwnApplication  = "不能处理自己提交的申请"
	MsgCityRequired    = "请填写画廊所在城市"
	MsgCityTooLong     = "城市不能超过 40 个字"
	MsgRejectReason    = "请填写拒绝原因（2 至 200 个字）"
	MsgGalleryExists   = "已有同名画廊，请关联已有画廊"
	applicationsLimit  = 50
	galleryNameRunes   = 80
	CityMaxRunes       = 40
	applicationTarget  = audit.TargetApplication
	applicationsStatus = "status"
)

// Applications are the partner applications for an admin: those still open
// first, then the decided ones, newest first within each (at most 50).
func Applications(ctx context.Context, c *ent.Client, adminID int) ([]*ent.PartnerApplication, error) {
	if _, err := roles.Require(ctx, c, adminID, roles.Admin); err != nil {
		return nil, err
	}
	open, err := c.PartnerApplication.Query().Where(partnerapplication.StatusIn(partner.OpenStatuses...)).
		Order(ent.Desc(partnerapplication.FieldID)).Limit(applicationsLimit).All(all(ctx))
	if err != nil {
		return nil, fmt.Errorf("ops: open partner applications: %w", err)
	}
	if len(open) == applicationsLimit {
		return open, nil
	}
	done, err := c.PartnerApplication.Query().Where(partnerapplication.StatusNotIn(partner.OpenStatuses...)).
		Order(ent.Desc(partnerapplication.FieldID)).Limit(applicationsLimit - len(open)).All(all(ctx))
	if err != nil {
		return nil, fmt.Errorf("ops: decided partner applications: %w", err)
	}
	return append(open, done...), nil
}

// Approval is how an admin approves an application: into an existing
// gallery (GalleryID), or a new one named after the organisation in City.
type Approval struct {
	GalleryID int
	City      string
}

// Approved is what an approval made: the application, the gallery and its
// manager.
type Approved struct {
	Application *ent.PartnerApplication
	Gallery     *ent.Gallery
	Manager     *ent.Member
}

// ApproveApplication approves application id on behalf of the admin who:
// the applicant (the member whose bound mobile, else e-mail, is the
// application's) becomes the manager of the gallery, created (named after
// the organisation, in a.City) or linked (a.GalleryID); one audit entry
// records the whole. The application moves by the table of partner (a
// conditional update: two admins at once, one wins) and a refusal changes
// nothing.
func ApproveApplication(ctx context.Context, c *ent.Client, who audit.Actor, id int, a Approval) (*Approved, error) {
	if _, err := roles.Require(ctx, c, who.ID, roles.Admin); err != nil {
		return nil, err
	}
	who.Role = string(roles.Admin)
	city := strings.TrimSpace(a.City)
	if a.GalleryID == 0 {
		switch n := utf8.RuneCountInString(city); {
		case n == 0:
			return nil, problem.New(problem.Invalid, MsgCityRequired).OnField("city")
		case n > CityMaxRunes:
			return nil, problem.New(problem.Invalid, MsgCityTooLong).OnField("city")
		}
	}
	ctx = all(ctx)
	out := &Approved{}
	err := db.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
		app, from, err := decide(ctx, c, id, partner.Approve)
		if err != nil {
			return err
		}
		out.Application = app
		applicant, err := applicantOf(ctx, c, app)
		if err != nil {
			return err
		}
		if applicant.ID == who.ID {
			return problem.New(problem.Forbidden, MsgOwnApplication)
		}
		if a.GalleryID != 0 {
			out.Gallery, err = c.Gallery.Get(ctx, a.GalleryID)
			if ent.IsNotFound(err) {
				return problem.New(problem.Invalid, roles.MsgNoGallery).OnField("galleryID")
			}
		} else {
			name := truncateRunes(app.Organization, galleryNameRunes)
			if taken, err := c.Gallery.Query().Where(gallery.Name(name)).Exist(ctx); err != nil || taken {
				if err != nil {
					return fmt.Errorf("ops: gallery named %q: %w", name, err)
				}
				return problem.New(problem.Conflict, MsgGalleryExists).OnField("galleryID")
			}
			// A draft: its manager fills its page in and publishes it (the
			// marketplace shows no empty page meanwhile).
			out.Gallery, err = c.Gallery.Create().SetName(name).SetCity(city).SetPublication(gallery.PublicationDraft).Save(ctx)
		}
		if err != nil {
			return fmt.Errorf("ops: gallery of application %d: %w", id, err)
		}
		before, after, err := roles.Add(ctx, c, applicant.ID, roles.Role{Name: roles.GalleryManager, GalleryID: out.Gallery.ID})
		if err != nil {
			return err
		}
		if out.Manager, err = c.Member.Get(ctx, applicant.ID); err != nil {
			return fmt.Errorf("ops: read applicant %d: %w", applicant.ID, err)
		}
		return audit.Append(ctx, c, who, audit.Entry{Action: audit.ActionPartnerApprove, TargetType: applicationTarget, TargetID: id,
			Changes: map[string][2]any{
				applicationsStatus: {string(from), string(app.Status)},
				"gallery":          {nil, out.Gallery.ID},
				"manager":          {nil, applicant.ID},
				"managerRoles":     {before, after},
			}})
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// RejectApplication rejects application id with a reason (2 to 200
// characters, kept in the audit log) on behalf of the admin who.
func RejectApplication(ctx context.Context, c *ent.Client, who audit.Actor, id int, reason string) (*ent.PartnerApplication, error) {
	if _, err := roles.Require(ctx, c, who.ID, roles.Admin); err != nil {
		return nil, err
	}
	who.Role = string(roles.Admin)
	r := strings.TrimSpace(reason)
	if n := utf8.RuneCountInString(r); n < ReasonMinRunes || n > ReasonMaxRunes {
		return nil, problem.New(problem.Invalid, MsgRejectReason).OnField("reason")
	}
	ctx = all(ctx)
	var out *ent.PartnerApplication
	err := db.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
		app, from, err := decide(ctx, c, id, partner.Reject)
		if err != nil {
			return err
		}
		out = app
		return audit.Append(ctx, c, who, audit.Entry{Action: audit.ActionPartnerReject, TargetType: applicationTarget, TargetID: id,
			Changes: map[string][2]any{applicationsStatus: {string(from), string(app.Status)}}, Reason: r})
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// decide moves application id by d with one conditional update (from a
// status the table allows d from): of two admins at once one moves it, the
// other is refused MsgDecided. The answer is the moved row and the status
// it moved from.
func decide(ctx context.Context, c *ent.Client, id int, d partner.Decision) (*ent.PartnerApplication, partnerapplication.Status, error) {
	app, err := c.PartnerApplication.Get(ctx, id)
	if ent.IsNotFound(err) {
		return nil, "", problem.New(problem.NotFound, MsgNoApplication).OnField("id")
	}
	if err != nil {
		return nil, "", fmt.Errorf("ops: read application %d: %w", id, err)
	}
	from := app.Status
	to, ok := partner.Next(from, d)
	if !ok {
		return nil, "", problem.New(problem.Conflict, MsgDecided)
	}
	n, err := c.PartnerApplication.Update().Where(partnerapplication.ID(id), partnerapplication.StatusEQ(from)).
		SetStatus(to).Save(ctx)
	if err != nil {
		return nil, "", fmt.Errorf("ops: %s application %d: %w", d, id, err)
	}
	if n == 0 {
		return nil, "", problem.New(problem.Conflict, MsgDecided)
	}
	app.Status = to
	return app, from, nil
}

// applicantOf is the member who applied: the one whose bound mobile is the
// application's, else whose e-mail is.
func applicantOf(ctx context.Context, c *ent.Client, app *ent.PartnerApplication) (*ent.Member, error) {
	for _, p := range []func() *ent.MemberQuery{
		func() *ent.MemberQuery { return c.Member.Query().Where(member.Mobile(app.Mobile)) },
		func() *ent.MemberQuery { return c.Member.Query().Where(member.Email(strings.ToLower(app.Email))) },
	} {
		m, err := p().Where(member.StatusEQ(member.StatusActive)).First(ctx)
		if err == nil {
			return m, nil
		}
		if !ent.IsNotFound(err) {
			return nil, fmt.Errorf("ops: applicant of application %d: %w", app.ID, err)
		}
	}
	return nil, problem.New(problem.Conflict, MsgNoApplicant)
}

func truncateRunes(s string, n int) string {
	r := []rune(strings.TrimSpace(s))
	if len(r) > n {
		return string(r[:n])
	}
	return string(r)
}
