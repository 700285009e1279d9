package ops

import (
	"context"
	"fmt"
	"net/mail"
	"strings"
	"unicode/utf8"

	"artmarket/ent"
	"artmarket/ent/gallery"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
	"artmarket/server/platform/db"
)

// Messages of the gallery workspace's form.
const (
	MsgGalleryUnchanged = "资料没有变化"
	MsgEmailFormat      = "请输入正确的邮箱地址"
	MsgWebsiteFormat    = "网址须以 http:// 或 https:// 开头"
	MsgGalleryNameTaken = "该画廊名称已被使用"
)

// GalleryProfile is what a gallery's manager edits of its page.
type GalleryProfile struct {
	Name, NameEn, City, Address, OpeningHours, Phone, Email, Website, Description string
}

// galleryFields are the profile's fields: the form's name, the label the
// messages use, its limit in characters, whether it is required, and where
// it lives in a profile and on the gallery row. One table serves the
// checks, the comparison and the update.
var galleryFields = []struct {
	field, label string
	max          int
	required     bool
	of           func(p *GalleryProfile) *string
	row          func(g *ent.Gallery) string
	set          func(u *ent.GalleryUpdateOne, v string)
}{
	{"name", "画廊名称", 80, true, func(p *GalleryProfile) *string { return &p.Name }, func(g *ent.Gallery) string { return g.Name },
		func(u *ent.GalleryUpdateOne, v string) { u.SetName(v) }},
	{"nameEn", "英文名称", 120, false, func(p *GalleryProfile) *string { return &p.NameEn }, func(g *ent.Gallery) string { return g.NameEn },
		func(u *ent.GalleryUpdateOne, v string) { u.SetNameEn(v) }},
	{"city", "城市", 40, true, func(p *GalleryProfile) *string { return &p.City }, func(g *ent.Gallery) string { return g.City },
		func(u *ent.GalleryUpdateOne, v string) { u.SetCity(v) }},
	{"address", "地址", 200, false, func(p *GalleryProfile) *string { return &p.Address }, func(g *ent.Gallery) string { return g.Address },
		func(u *ent.GalleryUpdateOne, v string) { u.SetAddress(v) }},
	{"openingHours", "开放时间", 120, false, func(p *GalleryProfile) *string { return &p.OpeningHours },
		func(g *ent.Gallery) string { return g.OpeningHours }, func(u *ent.GalleryUpdateOne, v string) { u.SetOpeningHours(v) }},
	{"phone", "电话", 40, false, func(p *GalleryProfile) *string { return &p.Phone }, func(g *ent.Gallery) string { return g.Phone },
		func(u *ent.GalleryUpdateOne, v string) { u.SetPhone(v) }},
	{"email", "邮箱", 120, false, func(p *GalleryProfile) *string { return &p.Email }, func(g *ent.Gallery) string { return g.Email },
		func(u *ent.GalleryUpdateOne, v string) { u.SetEmail(v) }},
	{"website", "网址", 200, false, func(p *GalleryProfile) *string { return &p.Website }, func(g *ent.Gallery) string { return g.Website },
		func(u *ent.GalleryUpdateOne, v string) { u.SetWebsite(v) }},
	{"description", "画廊介绍", 2000, false, func(p *GalleryProfile) *string { return &p.Description },
		func(g *ent.Gallery) string { return g.Description }, func(u *ent.GalleryUpdateOne, v string) { u.SetDescription(v) }},
}

// ProfileOf is the gallery's profile as its form shows it.
func ProfileOf(g *ent.Gallery) GalleryProfile {
	var p GalleryProfile
	for _, f := range galleryFields {
		*f.of(&p) = f.row(g)
	}
	return p
}

// CheckProfile trims p and checks it: the required fields, the limits, an
// e-mail address and a web address (http or https only: never a
// javascript: link); the first broken rule is answered on its field.
func CheckProfile(p GalleryProfile) (GalleryProfile, error) {
	for _, f := range galleryFields {
		v := f.of(&p)
		*v = strings.TrimSpace(*v)
		switch n := utf8.RuneCountInString(*v); {
		case f.required && n == 0:
			return p, problem.New(problem.Invalid, "请填写"+f.label).OnField(f.field)
		case n > f.max:
			return p, problem.New(problem.Invalid, fmt.Sprintf("%s不能超过 %d 个字", f.label, f.max)).OnField(f.field)
		}
	}
	if p.Email != "" {
		if a, err := mail.ParseAddress(p.Email); err != nil || a.Address != p.Email {
			return p, problem.New(problem.Invalid, MsgEmailFormat).OnField("email")
		}
	}
	if w := strings.ToLower(p.Website); w != "" && !strings.HasPrefix(w, "https://") && !strings.HasPrefix(w, "http://") {
		return p, problem.New(problem.Invalid, MsgWebsiteFormat).OnField("website")
	}
	return p, nil
}

// ManagedGalleries are the galleries memberID manages (none without the
// role), in the order of their roles.
func ManagedGalleries(ctx context.Context, c *ent.Client, memberID int) ([]*ent.Gallery, error) {
	h, err := roles.Of(ctx, c, memberID)
	if err != nil {
		return nil, err
	}
	var out []*ent.Gallery
	for _, r := range h {
		if r.Name != roles.GalleryManager {
			continue
		}
		g, err := c.Gallery.Get(all(ctx), r.GalleryID)
		if ent.IsNotFound(err) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("ops: managed gallery %d: %w", r.GalleryID, err)
		}
		out = append(out, g)
	}
	return out, nil
}

// UpdateGallery saves the profile of gallery id by its manager who: another
// gallery answers as unknown (画廊不存在), as for one that does not exist.
// The changed fields go to the audit log before and after, in the update's
// transaction, under the gallery's row lock; a profile that changes nothing
// is refused.
func UpdateGallery(ctx context.Context, c *ent.Client, who audit.Actor, id int, p GalleryProfile) (*ent.Gallery, error) {
	h, err := roles.Of(ctx, c, who.ID)
	if err != nil {
		return nil, err
	}
	if !h.Has(roles.GalleryManager) {
		return nil, problem.New(problem.Forbidden, roles.MsgForbidden)
	}
	if !h.Manages(id) {
		return nil, problem.New(problem.NotFound, roles.MsgNoGallery).OnField("galleryID")
	}
	who.Role = string(roles.GalleryManager)
	if p, err = CheckProfile(p); err != nil {
		return nil, err
	}
	ctx = all(ctx)
	var g *ent.Gallery
	lock := func(ctx context.Context, c *ent.Client) error {
		g, err = c.Gallery.Query().Where(gallery.ID(id)).Modify(db.ForUpdate).Only(ctx)
		if ent.IsNotFound(err) {
			return problem.New(problem.NotFound, roles.MsgNoGallery).OnField("galleryID")
		}
		return err
	}
	err = db.WithLock(ctx, c, lock, func(ctx context.Context, c *ent.Client) error {
		u := c.Gallery.UpdateOneID(id)
		changes := map[string][2]any{}
		for _, f := range galleryFields {
			if before, after := f.row(g), *f.of(&p); before != after {
				changes[f.field] = [2]any{before, after}
				f.set(u, after)
			}
		}
		if len(changes) == 0 {
			return problem.New(problem.Invalid, MsgGalleryUnchanged)
		}
		if _, renamed := changes["name"]; renamed {
			taken, err := c.Gallery.Query().Where(gallery.Name(p.Name), gallery.IDNEQ(id)).Exist(ctx)
			if err != nil {
				return fmt.Errorf("ops: gallery named %q: %w", p.Name, err)
			}
			if taken {
				return problem.New(problem.Conflict, MsgGalleryNameTaken).OnField("name")
			}
		}
		if g, err = u.Save(ctx); err != nil {
			return fmt.Errorf("ops: save gallery %d: %w", id, err)
		}
		return audit.Append(ctx, c, who, audit.Entry{Action: audit.ActionGalleryUpdate, TargetType: audit.TargetGallery, TargetID: id, Changes: changes})
	})
	if err != nil {
		return nil, err
	}
	return g, nil
}
