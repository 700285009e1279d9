package selling

import (
	"context"
	"strings"

	"artmarket/ent"
	"artmarket/ent/gallery"
	"artmarket/ent/member"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/viewer"
	"artmarket/ent/work"
	"artmarket/server/domain/region"
	"artmarket/server/domain/roles"
)

// The sale: what the public page of a member's work says of who sells it and
// how it ships.

// MsgAnonymousSeller names a seller without a nickname on the public page.
const MsgAnonymousSeller = "匿名卖家"

// Sale is what the public page of a member's work says of its sale: who
// sells it and how it ships. Shipping applies at once when the seller
// changes it (see priceChanged), so it is read from the work, unlike
// the work's content, which the public Artwork keeps until a review.
type Sale struct {
	MemberID       int    // the seller
	WorkID         int    // the seller's work (their page /member/artwork/{number})
	Seller         string // the nickname, MsgAnonymousSeller without one; a gallery's listing: the gallery's name
	GalleryID      int    // a gallery's listing: the gallery that offers it (the seller of record is still MemberID); 0 otherwise
	Shipping       string // free, fixed or collect
	ShippingFeeFen int64  // for fixed
	ShipFrom       string // the region's full name ("广东省 深圳市"), "" when unknown
}

// SoldBy tells whether viewer sells the work: its seller, or for a
// gallery's listing any of the gallery's managers (the rule of gallery.go).
func (s Sale) SoldBy(viewer *ent.Member) bool {
	if viewer == nil {
		return false
	}
	w := &ent.Work{MemberID: s.MemberID}
	if s.GalleryID != 0 {
		w.GalleryID = &s.GalleryID
	}
	return sells(viewer.ID, roles.FromStrings(viewer.Roles), w)
}

// Shipping labels on the public page.
const (
	LabelShippingFree    = "包邮"
	LabelShippingCollect = "运费到付"
)

// ShippingLabel is the public words for how a work ships: 包邮, 运费 ¥12.00,
// or 运费到付; "" when unknown.
func (s Sale) ShippingLabel() string {
	switch s.Shipping {
	case "free":
		return LabelShippingFree
	case "collect":
		return LabelShippingCollect
	case "fixed":
		return "运费 " + Yuan(s.ShippingFeeFen)
	}
	return ""
}

// PublicSale is the sale of the public work artworkID; ok is false for the
// catalogue's own works (no member sells them).
func PublicSale(ctx context.Context, c *ent.Client, artworkID int) (sale Sale, ok bool, err error) {
	ctx = privacy.DecisionContext(viewer.AllowHidden(ctx), privacy.Allow) // the seller's name and terms only
	s, err := c.Work.Query().Where(work.ArtworkID(artworkID)).
		Select(work.FieldID, work.FieldMemberID, work.FieldGalleryID, work.FieldShipping, work.FieldShippingFeeFen,
			work.FieldShipFrom).First(ctx)
	if ent.IsNotFound(err) {
		return Sale{}, false, nil
	}
	if err != nil {
		return Sale{}, false, wrap("find seller of artwork", artworkID, err)
	}
	m, err := c.Member.Query().Where(member.ID(s.MemberID)).Select(member.FieldNickname).Only(ctx)
	if err != nil {
		return Sale{}, false, wrap("read seller of artwork", artworkID, err)
	}
	sale = Sale{MemberID: s.MemberID, WorkID: s.ID, Seller: strings.TrimSpace(m.Nickname), ShippingFeeFen: s.ShippingFeeFen, ShipFrom: region.FullName(s.ShipFrom)}
	if s.GalleryID != nil { // a gallery's listing: the gallery offers it
		g, err := c.Gallery.Query().Where(gallery.ID(*s.GalleryID)).Select(gallery.FieldName).Only(ctx)
		if err != nil && !ent.IsNotFound(err) {
			return Sale{}, false, wrap("read gallery of artwork", artworkID, err)
		}
		if g != nil {
			sale.Seller, sale.GalleryID = g.Name, g.ID
		}
	}
	if sale.Seller == "" {
		sale.Seller = MsgAnonymousSeller
	}
	if s.Shipping != nil {
		sale.Shipping = string(*s.Shipping)
	}
	return sale, true, nil
}
