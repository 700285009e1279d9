package publishing

import (
	"context"
	"fmt"
	"net/mail"
	"strings"
	"time"

	"artmarket/ent"
	"artmarket/ent/gallery"
	"artmarket/ent/predicate"
	"artmarket/ent/schema/draft"
	"artmarket/ent/schema/imageref"
	"artmarket/ent/schema/nodeid"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
)

// Galleries (issue 24, points 2 and 3) are kept by editors, who create,
// edit, publish, unpublish and schedule any gallery, and by a gallery's
// managers for their own gallery only (kind.gallery is the gallery itself):
// they edit its draft, preview it and publish it, but do not withdraw or
// schedule it (managerActs): taking a gallery off the marketplace takes its
// exhibitions, viewing rooms and works with it, and stays the platform's
// decision. Another gallery answers as unknown, as a missing one does.
// One rule set checks a gallery's profile: this file's (the manager's form
// of /ops/gallery is this kind's form).

// Messages of the gallery form.
const (
	MsgEmailFormat      = "请输入正确的邮箱地址"
	MsgWebsiteFormat    = "网址须以 http:// 或 https:// 开头"
	MsgGalleryNameTaken = "该画廊名称已被使用"
	MsgGalleryPicture   = "图片无效，请重新上传"
	MsgNewGalleryEditor = "只有编辑可以新建画廊"
)

// Limits of a gallery's profile (the ent schema's, in characters).
const (
	MaxGalleryName        = 80
	MaxGalleryNameEn      = 120
	MaxGalleryCity        = 40
	MaxGalleryAddress     = 200
	MaxGalleryHours       = 120
	MaxGalleryPhone       = 40
	MaxGalleryEmail       = 120
	MaxGalleryWebsite     = 200
	MaxGalleryDescription = 2000
)

// GalleryInput is what the console's gallery form sends: the profile, and
// the logo and cover as the picture upload answered them (nil: none).
type GalleryInput struct {
	Name, NameEn, City, Address, OpeningHours, Phone, Email, Website, Description string
	Logo, Cover                                                                   *imageref.Image
}

// CheckGallery trims in and checks it, answering the draft to store: the
// required fields, the limits, an e-mail address, a web address (http or
// https only: never a javascript: link) and the pictures' references; the
// first broken rule is answered on its field.
func CheckGallery(in GalleryInput) (draft.Gallery, error) {
	t := strings.TrimSpace
	d := draft.Gallery{Name: t(in.Name), NameEn: t(in.NameEn), City: t(in.City), Address: t(in.Address),
		OpeningHours: t(in.OpeningHours), Phone: t(in.Phone), Email: t(in.Email), Website: t(in.Website),
		Description: t(in.Description)}
	if err := checkTexts([]text{
		{"name", "画廊名称", d.Name, MaxGalleryName, true},
		{"nameEn", "英文名称", d.NameEn, MaxGalleryNameEn, false},
		{"city", "城市", d.City, MaxGalleryCity, true},
		{"address", "地址", d.Address, MaxGalleryAddress, false},
		{"openingHours", "开放时间", d.OpeningHours, MaxGalleryHours, false},
		{"phone", "电话", d.Phone, MaxGalleryPhone, false},
		{"email", "邮箱", d.Email, MaxGalleryEmail, false},
		{"website", "网址", d.Website, MaxGalleryWebsite, false},
		{"description", "画廊介绍", d.Description, MaxGalleryDescription, false},
	}); err != nil {
		return d, err
	}
	if d.Email != "" {
		if a, err := mail.ParseAddress(d.Email); err != nil || a.Address != d.Email {
			return d, invalid("email", MsgEmailFormat)
		}
	}
	if w := strings.ToLower(d.Website); w != "" && !strings.HasPrefix(w, "https://") && !strings.HasPrefix(w, "http://") {
		return d, invalid("website", MsgWebsiteFormat)
	}
	var err error
	if d.Logo, err = pictureRef("logo", in.Logo); err != nil {
		return d, err
	}
	d.Cover, err = pictureRef("cover", in.Cover)
	return d, err
}

// pictureRef checks a picture as the upload answered it (its name in the
// media store and its size): the upload refused what is not a picture.
func pictureRef(field string, im *imageref.Image) (*imageref.Image, error) {
	return checkPicture(field, MsgGalleryPicture, im)
}

// galleries are the galleries as publishing keeps them: a gallery's manager
// keeps the gallery itself.
var galleries = keptIn(&kind[*ent.Gallery]{
	target: audit.TargetGallery, path: "galleries", node: nodeid.Gallery, none: roles.MsgNoGallery,
	state: func(g *ent.Gallery) (State, bool, *time.Time) {
		return State(g.Publication), g.Draft != nil, g.PublishAt
	},
	publish:     publishGallery,
	gallery:     func(g *ent.Gallery) int { return g.ID },
	managerActs: []Action{Publish},
}, func(c *ent.Client) *ent.GalleryClient { return c.Gallery }, nil)

// GalleryContent is what the form shows and a preview renders: the draft
// when an edit waits, else the published version.
func GalleryContent(g *ent.Gallery) draft.Gallery {
	if g.Draft != nil {
		return *g.Draft
	}
	d := draft.Gallery{Name: g.Name, NameEn: g.NameEn, City: g.City, Address: g.Address, OpeningHours: g.OpeningHours,
		Phone: g.Phone, Email: g.Email, Website: g.Website, Description: g.Description}
	if g.Logo != "" {
		d.Logo = &imageref.Image{Key: g.Logo, Width: g.LogoWidth, Height: g.LogoHeight}
	}
	if g.CoverKey != "" {
		d.Cover = &imageref.Image{Key: g.CoverKey, Width: g.CoverWidth, Height: g.CoverHeight}
	}
	return d
}

// GalleryPreview is g as its public page will show it once published (not saved).
func GalleryPreview(g *ent.Gallery) *ent.Gallery {
	p := *g
	d := GalleryContent(g)
	p.Name, p.NameEn, p.City, p.Address, p.OpeningHours, p.Phone, p.Email, p.Website, p.Description =
		d.Name, d.NameEn, d.City, d.Address, d.OpeningHours, d.Phone, d.Email, d.Website, d.Description
	p.Logo, p.LogoWidth, p.LogoHeight = picture(d.Logo)
	p.CoverKey, p.CoverWidth, p.CoverHeight = picture(d.Cover)
	return &p
}

// picture is a picture's name and size as a gallery row keeps them ("", 0, 0: none).
func picture(im *imageref.Image) (string, int, int) {
	if im == nil {
		return "", 0, 0
	}
	return im.Key, im.Width, im.Height
}

// GalleryActions are the actions the holder of h may take on a gallery at
// st: an editor's every allowed action, a manager's only those of managerActs.
func GalleryActions(h roles.Held, st State, hasDraft bool) []Action {
	return galleries.allowed(h, st, hasDraft)
}

// Keeper is who's roles when they keep galleries (an editor, or a gallery's
// manager); refused otherwise.
func Keeper(ctx context.Context, c *ent.Client, who audit.Actor) (roles.Held, error) {
	return galleries.keeper(ctx, c, &who)
}

// GetGallery is gallery id for who (an editor, or its manager), whatever its state.
func GetGallery(ctx context.Context, c *ent.Client, who audit.Actor, id int) (*ent.Gallery, error) {
	return galleries.read(ctx, c, who, id)
}

// ListGalleries is the galleries who keeps (an editor every one, a manager
// theirs), the most recently changed first (at most limit); query, when not
// empty, keeps those whose name (or Latin name) contains it.
func ListGalleries(ctx context.Context, c *ent.Client, who audit.Actor, query string, limit int) ([]*ent.Gallery, error) {
	q := c.Gallery.Query()
	if s := strings.TrimSpace(query); s != "" {
		if len([]rune(s)) > MaxGalleryName {
			return nil, invalid("query", fmt.Sprintf("画廊名称不能超过 %d 个字", MaxGalleryName))
		}
		q = q.Where(gallery.Or(gallery.NameContainsFold(s), gallery.NameEnContainsFold(s)))
	}
	return recent(ctx, c, galleries, who, q, limit, func(ids ...int) predicate.Gallery { return gallery.IDIn(ids...) })
}

// SaveGallery creates a gallery (id 0: a draft, editors only) or saves an
// edit of gallery id as its draft, for an editor or its manager; the
// published version stays until published. A name another gallery has is
// refused on the name field. Nothing is written when refused.
func SaveGallery(ctx context.Context, c *ent.Client, who audit.Actor, id int, in GalleryInput) (*ent.Gallery, error) {
	h, err := galleries.keeper(ctx, c, &who)
	if err != nil {
		return nil, err
	}
	if id == 0 && !h.Has(roles.Editor) {
		return nil, problem.New(problem.Forbidden, MsgNewGalleryEditor)
	}
	if id != 0 {
		if _, err := galleries.read(ctx, c, who, id); err != nil { // unknown when it is another gallery
			return nil, err
		}
	}
	d, err := CheckGallery(in)
	if err != nil {
		return nil, err
	}
	if id == 0 {
		return galleries.create(ctx, c, who, d.Name, func(ctx context.Context, c *ent.Client) (*ent.Gallery, int, error) {
			if err := nameFree(ctx, c, d.Name, 0); err != nil {
				return nil, 0, err
			}
			g, err := writeGallery(c.Gallery.Create(), d).SetPublication(gallery.PublicationDraft).SetDraft(&d).Save(ctx)
			if err != nil {
				return nil, 0, err
			}
			return g, g.ID, nil
		})
	}
	return galleries.edit(ctx, c, who, id, func(g *ent.Gallery) map[string][2]any { return galleryDiff(GalleryContent(g), d) },
		func(ctx context.Context, c *ent.Client, g *ent.Gallery) (*ent.Gallery, error) {
			if err := nameFree(ctx, c, d.Name, g.ID); err != nil {
				return nil, err
			}
			u := c.Gallery.UpdateOne(g).SetDraft(&d)
			if g.Publication != gallery.PublicationPublished { // no reader sees it: its row follows at once (the name is held)
				writeGallery(u, d)
			}
			return u.Save(ctx)
		})
}

// ActOnGallery takes action on gallery id for who at now (kind.act): an
// editor any action the table allows, its manager only publishing.
func ActOnGallery(ctx context.Context, c *ent.Client, who audit.Actor, id int, action Action, at, now time.Time) (*ent.Gallery, error) {
	return galleries.act(ctx, c, who, id, action, at, now)
}

// nameFree refuses name when a gallery other than id has it (published, or
// a draft's, whose row holds its name).
func nameFree(ctx context.Context, c *ent.Client, name string, id int) error {
	taken, err := c.Gallery.Query().Where(gallery.Name(name), gallery.IDNEQ(id)).Exist(ctx)
	if err != nil {
		return fmt.Errorf("publishing: gallery named %q: %w", name, err)
	}
	if taken {
		return problem.New(problem.Conflict, MsgGalleryNameTaken).OnField("name")
	}
	return nil
}

// galleryDiff is what an edit of a gallery changed, for the audit log.
func galleryDiff(b, a draft.Gallery) map[string][2]any {
	out := changeSet{}
	out.add("name", b.Name, a.Name, b.Name == a.Name)
	out.add("nameEn", b.NameEn, a.NameEn, b.NameEn == a.NameEn)
	out.add("city", b.City, a.City, b.City == a.City)
	out.add("address", b.Address, a.Address, b.Address == a.Address)
	out.add("openingHours", b.OpeningHours, a.OpeningHours, b.OpeningHours == a.OpeningHours)
	out.add("phone", b.Phone, a.Phone, b.Phone == a.Phone)
	out.add("email", b.Email, a.Email, b.Email == a.Email)
	out.add("website", b.Website, a.Website, b.Website == a.Website)
	out.length("description", b.Description, a.Description)
	bl, _, _ := picture(b.Logo)
	al, _, _ := picture(a.Logo)
	out.add("logo", bl, al, bl == al)
	bc, _, _ := picture(b.Cover)
	ac, _, _ := picture(a.Cover)
	out.add("cover", bc, ac, bc == ac)
	return out
}

// galleryWriter is what writeGallery sets: a gallery's create or update.
type galleryWriter[W any] interface {
	SetName(string) W
	SetNameEn(string) W
	SetCity(string) W
	SetAddress(string) W
	SetOpeningHours(string) W
	SetPhone(string) W
	SetEmail(string) W
	SetWebsite(string) W
	SetDescription(string) W
	SetLogo(string) W
	SetLogoWidth(int) W
	SetLogoHeight(int) W
	SetCoverKey(string) W
	SetCoverWidth(int) W
	SetCoverHeight(int) W
}

// writeGallery sets d's fields as a gallery's published ones.
func writeGallery[W galleryWriter[W]](w W, d draft.Gallery) W {
	logo, lw, lh := picture(d.Logo)
	cover, cw, ch := picture(d.Cover)
	w.SetName(d.Name).SetNameEn(d.NameEn).SetCity(d.City).SetAddress(d.Address).SetOpeningHours(d.OpeningHours).
		SetPhone(d.Phone).SetEmail(d.Email).SetWebsite(d.Website).SetDescription(d.Description).
		SetLogo(logo).SetLogoWidth(lw).SetLogoHeight(lh).SetCoverKey(cover).SetCoverWidth(cw).SetCoverHeight(ch)
	return w
}

// publishGallery makes g's draft its published version; a name another
// gallery took meanwhile is refused (nothing is published).
func publishGallery(ctx context.Context, c *ent.Client, g *ent.Gallery, _ State, _ time.Time) (*ent.Gallery, error) {
	u := c.Gallery.UpdateOne(g).SetPublication(gallery.PublicationPublished).ClearPublishAt().ClearDraft()
	if d := g.Draft; d != nil {
		if err := nameFree(ctx, c, d.Name, g.ID); err != nil {
			return nil, err
		}
		writeGallery(u, *d)
	}
	return u.Save(ctx)
}
