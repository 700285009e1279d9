package selling

import (
	"context"

	"artmarket/ent"
	"artmarket/ent/gallery"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/viewer"
	"artmarket/ent/work"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
)

// A gallery's listings (issue 24 point 3): a gallery manager lists works
// for sale on behalf of the gallery, through the same form, rules, state
// machine and review as a member's own. Such a work carries the gallery
// (Work.gallery_id) and is the gallery's, not the member's: every manager of
// that gallery acts on it as its seller, and for anyone else, a manager of
// another gallery included, it does not exist. The manager who started it
// stays its seller of record (Work.member_id): an order pays them, as it
// pays any seller, so the money code has one kind of seller. Approved, its
// public Artwork is offered by the gallery (its page lists it) and names the
// gallery as the seller.

// Seller verification: a gallery's listing asks of the manager what a
// member's does (CanSell, a bound mobile number), because the manager is
// the seller of record whom orders and withdrawals pay; the partner
// approval that made them manager vetted the gallery, not their payouts.

// sells tells whether the member memberID, holding h, acts as the seller of
// s: a member's own work is its member's only; a gallery's listing is every
// manager's of that gallery.
func sells(memberID int, h roles.Held, s *ent.Work) bool {
	if s.GalleryID != nil {
		return h.Manages(*s.GalleryID)
	}
	return memberID == s.MemberID
}

// MsgGallerySelfArtist refuses 本人 as the artist of a gallery's listing:
// the artist would be made from the manager's name.
const MsgGallerySelfArtist = "画廊代售的作品不能选择“本人”为艺术家，请选择已有艺术家或填写艺术家姓名"

// galleryArtist refuses the artist way 本人 on a gallery's listing
// (galleryID set), on the artist field; a member's own work may use it.
func galleryArtist(galleryID *int, in Input) error {
	if galleryID != nil && in.ArtistKind == "self" {
		return invalid("artist", MsgGallerySelfArtist)
	}
	return nil
}

// ActsAsSeller tells whether the member memberID (0: a visitor) acts as the
// seller of s, the rule of sells with the member's roles read for a
// gallery's listing only: the one answer to "is this the viewer's own work"
// for the work's moves here and for orders, which refuses it as buying
// one's own work (a second manager of the gallery included).
func ActsAsSeller(ctx context.Context, c *ent.Client, memberID int, s *ent.Work) (bool, error) {
	if memberID <= 0 || s == nil {
		return false, nil
	}
	var h roles.Held
	if s.GalleryID != nil {
		var err error
		if h, err = roles.Of(ctx, c, memberID); err != nil {
			return false, err
		}
	}
	return sells(memberID, h, s), nil
}

// mustManage refuses a member who does not manage gallery id as the gallery
// being unknown (画廊不存在), the same answer as for a missing gallery.
func mustManage(ctx context.Context, c *ent.Client, memberID, galleryID int) error {
	h, err := roles.Of(ctx, c, memberID)
	if err != nil {
		return err
	}
	if !h.Manages(galleryID) {
		return problem.New(problem.NotFound, roles.MsgNoGallery).OnField("galleryID")
	}
	// Past the publishing rule: a gallery made at a partner's approval is a
	// draft until its manager publishes its page, and its listings are
	// prepared meanwhile (they go public with the page).
	ok, err := c.Gallery.Query().Where(gallery.ID(galleryID)).Exist(privacy.DecisionContext(viewer.AllowHidden(ctx), privacy.Allow))
	if err != nil {
		return wrap("find gallery", galleryID, err)
	}
	if !ok {
		return problem.New(problem.NotFound, roles.MsgNoGallery).OnField("galleryID")
	}
	return nil
}

// CreateGalleryWork starts a work for sale of gallery galleryID as a draft,
// by its manager memberID (the seller of record): the same rules as
// CreateWork; another gallery is unknown.
func CreateGalleryWork(ctx context.Context, c *ent.Client, memberID, galleryID int, in Input) (*ent.Work, error) {
	if err := mustManage(ctx, c, memberID, galleryID); err != nil {
		return nil, err
	}
	return createWork(ctx, c, memberID, &galleryID, in)
}

// GalleryWorks is the listings of gallery galleryID, in one state or all
// (state None), for one of its managers: the query the console's connection
// pages; another gallery's (or a missing one's) are unknown.
func GalleryWorks(ctx context.Context, c *ent.Client, memberID, galleryID int, state State) (*ent.WorkQuery, error) {
	if err := mustManage(ctx, c, memberID, galleryID); err != nil {
		return nil, err
	}
	q := c.Work.Query().Where(work.GalleryID(galleryID))
	if state != None {
		q.Where(work.StateEQ(work.State(state)))
	}
	return q, nil
}
