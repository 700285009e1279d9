package selling

import (
	"context"
	"fmt"

	"artmarket/ent"
	"artmarket/ent/artist"
	"artmarket/ent/artwork"
	"artmarket/ent/artworkimage"
	"artmarket/ent/goods"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/viewer"
	"artmarket/ent/work"
)

// Publishing to the catalogue: an approved work lists a public Artwork with
// its artist, pictures and original (Goods), shown or hidden as the work
// moves, and repriced at once when the seller changes its price.

// reprice applies a price change to the public work and its original at once.
func reprice(ctx context.Context, c *ent.Client, artworkID int, in Input) error {
	if in.PriceFen == nil {
		return invalid("price", MsgPriceEmpty)
	}
	if err := c.Artwork.UpdateOneID(artworkID).SetPriceFen(*in.PriceFen).Exec(ctx); err != nil {
		return wrap("reprice artwork", artworkID, err)
	}
	ids, err := c.Goods.Query().Where(goods.HasArtworkWith(artwork.ID(artworkID)), goods.KindEQ(goods.KindOriginal)).IDs(ctx)
	if err != nil {
		return wrap("read goods of artwork", artworkID, err)
	}
	for _, gid := range ids {
		if err := c.Goods.UpdateOneID(gid).SetPriceFen(*in.PriceFen).Exec(ctx); err != nil {
			return wrap("reprice goods", gid, err)
		}
	}
	return nil
}

// show makes the public work (and its original) visible or hidden.
func show(ctx context.Context, c *ent.Client, artworkID *int, visible bool) error {
	if artworkID == nil {
		return nil
	}
	if err := c.Artwork.UpdateOneID(*artworkID).SetHidden(!visible).Exec(ctx); err != nil {
		return wrap("show artwork", *artworkID, err)
	}
	status := goods.StatusOffShelf
	if visible {
		status = goods.StatusOnSale
	}
	_, err := c.Goods.Update().Where(goods.HasArtworkWith(artwork.ID(*artworkID)), goods.KindEQ(goods.KindOriginal),
		goods.StatusNEQ(goods.StatusSoldOut)).SetStatus(status).Save(ctx)
	return wrap("shelve goods of artwork", *artworkID, err)
}

// ApproveWork lists a work in review: it creates (or, for an edit, updates) the
// public Artwork with its pictures and its Goods (an original, stock 1), so
// the catalogue, search and the sitemap show it as any other work.
func ApproveWork(ctx context.Context, c *ent.Client, reviewerID, id int) (*ent.Work, error) {
	ctx = viewer.AllowHidden(ctx)
	if err := mustReview(ctx, c, reviewerID); err != nil {
		return nil, err
	}
	reviewed := func(c *ent.Client) (*ent.Work, error) { return workByID(ctx, c, id) }
	return withWork(ctx, c, id, reviewed, func(c *ent.Client, s *ent.Work) error {
		if _, ok := Next(State(s.State), Approve); ok {
			if err := complete(InputOf(s), s.GalleryID); err != nil {
				return err
			}
		}
		// The versioned state change first: of parallel approvals (or an
		// approval racing a withdrawal or a rejection) one wins, and the
		// others are refused before they write any artist or artwork (issue
		// 26: 7 to 10 public orphans per 20 parallel approvals, when the
		// catalogue rows came first and the refusal after).
		if _, err := move(ctx, c, s, &reviewerID, Approve, "", func(u *ent.WorkUpdate) {
			u.SetRejectReason("").SetListedForm("")
		}); err != nil {
			return err
		}
		artistID, err := resolveArtist(ctx, c, s)
		if err != nil {
			return err
		}
		artworkID, err := publish(ctx, c, s, artistID)
		if err != nil {
			return err
		}
		return wrap("link catalogue rows of", s.ID, c.Work.UpdateOneID(s.ID).SetArtistID(artistID).SetArtworkID(artworkID).Exec(ctx))
	})
}

// resolveArtist is the catalogue artist of s: the one chosen, the seller's
// own profile (made with their first work 本人, reused after), or a new one.
func resolveArtist(ctx context.Context, c *ent.Client, s *ent.Work) (int, error) {
	kind := ""
	if s.ArtistKind != nil {
		kind = string(*s.ArtistKind)
	}
	switch kind {
	case "existing":
		ok, err := c.Artist.Query().Where(artist.ID(*s.ArtistID)).Exist(ctx)
		if err != nil {
			return 0, wrap("find artist of", s.ID, err)
		}
		if !ok {
			return 0, invalid("artist", MsgArtistUnknown)
		}
		return *s.ArtistID, nil
	case "self":
		if s.ArtistID != nil {
			return *s.ArtistID, nil
		}
		prev, err := c.Work.Query().Where(work.MemberID(s.MemberID),
			work.ArtistKindEQ(work.ArtistKindSelf), work.ArtistIDNotNil()).
			Order(ent.Asc(work.FieldID)).First(ctx)
		if err == nil {
			return *prev.ArtistID, nil
		}
		if !ent.IsNotFound(err) {
			return 0, wrap("find own artist of", s.ID, err)
		}
		// The reviewer reads the seller's name: past the Member policy, for this one read.
		m, err := c.Member.Get(privacy.DecisionContext(ctx, privacy.Allow), s.MemberID)
		if err != nil {
			return 0, wrap("read seller of", s.ID, err)
		}
		name := m.Nickname
		if name == "" {
			name = m.Username
		}
		a, err := c.Artist.Create().SetName(name).Save(ctx)
		if err != nil {
			return 0, wrap("create own artist of", s.ID, err)
		}
		return a.ID, nil
	}
	if s.ArtistID != nil {
		return *s.ArtistID, nil // approved before: the artist made then
	}
	a, err := c.Artist.Create().SetName(s.ArtistName).Save(ctx)
	if err != nil {
		return 0, wrap("create artist of", s.ID, err)
	}
	return a.ID, nil
}

// Edition is the catalogue's words for an edition: 独版, or 第 N 版 / 共 M 版.
func Edition(number, size *int) string {
	if number == nil || size == nil {
		return "独版"
	}
	return fmt.Sprintf("第 %d 版 / 共 %d 版", *number, *size)
}

// publish writes s into its public Artwork (created on the first approval)
// with its pictures and its original, and shows it.
func publish(ctx context.Context, c *ent.Client, s *ent.Work, artistID int) (int, error) {
	var id int
	if s.ArtworkID == nil {
		w, err := c.Artwork.Create().SetTitle(s.Title).SetArtistID(artistID).SetNillableYear(s.Year).
			SetMedium(artwork.Medium(s.Medium)).SetMaterials(s.Materials).SetWidthCm(*cm(s.WidthMm)).
			SetHeightCm(*cm(s.HeightMm)).SetNillableDepthCm(cm(s.DepthMm)).SetEdition(Edition(s.EditionNumber, s.EditionSize)).
			SetDescription(s.Description).SetPriceFen(*s.PriceFen).SetStatus(artwork.StatusAvailable).SetHidden(false).
			SetFramed(s.Framed).SetSigned(s.Signed).SetCertificate(s.Certificate).
			SetNillableGalleryID(s.GalleryID). // a gallery's listing: its page offers it
			Save(ctx)
		if err != nil {
			return 0, wrap("create artwork of", s.ID, err)
		}
		id = w.ID
		if err := c.Goods.Create().SetArtworkID(id).SetKind(goods.KindOriginal).SetTitle("《" + s.Title + "》原作").
			SetPriceFen(*s.PriceFen).SetStock(1).Exec(ctx); err != nil {
			return 0, wrap("create original of", s.ID, err)
		}
	} else {
		id = *s.ArtworkID
		u := c.Artwork.UpdateOneID(id).SetTitle(s.Title).SetArtistID(artistID).SetNillableYear(s.Year).
			SetMedium(artwork.Medium(s.Medium)).SetMaterials(s.Materials).SetWidthCm(*cm(s.WidthMm)).
			SetHeightCm(*cm(s.HeightMm)).SetNillableDepthCm(cm(s.DepthMm)).SetEdition(Edition(s.EditionNumber, s.EditionSize)).
			SetDescription(s.Description).SetPriceFen(*s.PriceFen).SetHidden(false).
			SetFramed(s.Framed).SetSigned(s.Signed).SetCertificate(s.Certificate)
		if s.Year == nil {
			u.ClearYear()
		}
		if s.DepthMm == nil {
			u.ClearDepthCm()
		}
		if err := u.Exec(ctx); err != nil {
			return 0, wrap("update artwork of", s.ID, err)
		}
		if _, err := c.ArtworkImage.Delete().Where(artworkimage.HasArtworkWith(artwork.ID(id))).Exec(ctx); err != nil {
			return 0, wrap("replace pictures of", s.ID, err)
		}
		if err := reprice(ctx, c, id, InputOf(s)); err != nil {
			return 0, err
		}
		if err := show(ctx, c, &id, true); err != nil {
			return 0, err
		}
	}
	bs := make([]*ent.ArtworkImageCreate, len(s.Images))
	for i, im := range s.Images {
		bs[i] = c.ArtworkImage.Create().SetArtworkID(id).SetPosition(i).SetKey(im.Key).
			SetWidth(im.Width).SetHeight(im.Height).SetAlt(s.Title)
	}
	if err := c.ArtworkImage.CreateBulk(bs...).Exec(ctx); err != nil {
		return 0, wrap("add pictures of", s.ID, err)
	}
	return id, nil
}
