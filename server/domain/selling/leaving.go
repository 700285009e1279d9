package selling

import (
	"context"
	"fmt"

	"entgo.io/ent/dialect/sql"

	"artmarket/ent"
	"artmarket/ent/accountdeletion"
	"artmarket/ent/artist"
	"artmarket/ent/artwork"
	"artmarket/ent/artworkimage"
	"artmarket/ent/goods"
	"artmarket/ent/member"
	"artmarket/ent/predicate"
	"artmarket/ent/privacy"
	"artmarket/ent/refundphoto"
	"artmarket/ent/schema/viewer"
	"artmarket/ent/work"
	"artmarket/ent/workevent"
	"artmarket/server/domain/member/deletion"
	"artmarket/server/domain/problem"
)

// A seller who asks to delete their account (注销账号) leaves the market at
// once, and their works go with the account. This file is the selling side
// of server/domain/member/deletion.

// ReasonAccountDeletion is the timeline's reason for the moves a deletion
// request makes.
const ReasonAccountDeletion = "申请注销账号"

// MsgLeaving refuses putting a work on sale (or into review) while the
// seller's deletion request is pending.
const MsgLeaving = "账号注销冷静期内不能上架或提交作品，如需继续出售请先撤销注销"

// EndListings takes every work of the member off the market, in c (the
// deletion request's transaction): a listed work is taken down (下架), a work
// in review is withdrawn into a draft (an edit of a listed work takes its
// public version down with it), each with its line in the timeline. The
// public artwork is hidden and its original taken off the shelf through
// ent, so the caches are purged as for any 下架. Undoing the request leaves
// them so (see [deletion.Service.Cancel]): the seller relists them.
func EndListings(ctx context.Context, c *ent.Client, memberID int) error {
	ctx = viewer.AllowHidden(ctx)
	subs, err := c.Work.Query().
		Where(work.MemberID(memberID),
			work.StateIn(work.StateListed, work.StatePending)).
		All(ctx)
	if err != nil {
		return wrap("read works on the market of member", memberID, err)
	}
	for _, s := range subs {
		a := TakeDown
		if State(s.State) == Pending {
			a = Withdraw
		}
		// Conditional on the state and version read: a review that moved
		// the work meanwhile refuses the request (作品已在其他页面修改…),
		// and the member tries again.
		if _, err := move(ctx, c, s, nil, a, ReasonAccountDeletion, nil); err != nil {
			return err
		}
		if err := show(ctx, c, s.ArtworkID, false); err != nil {
			return err
		}
	}
	return nil
}

// notLeaving refuses a seller whose deletion request is pending: a work put
// on sale then would be on the market of an account about to go.
func notLeaving(ctx context.Context, c *ent.Client, memberID int) error {
	// The seller's own request, read past the AccountDeletion policy (which
	// keeps deletion rows out of GraphQL) for this one question.
	leaving, err := c.AccountDeletion.Query().
		Where(accountdeletion.HasMemberWith(member.ID(memberID)), accountdeletion.StateEQ(accountdeletion.StatePending)).
		Exist(privacy.DecisionContext(ctx, privacy.Allow))
	if err != nil {
		return wrap("read deletion request of member", memberID, err)
	}
	if leaving {
		return problem.New(problem.Conflict, MsgLeaving)
	}
	return nil
}

// Erase removes the member's works with their account, in c (the sweep's
// erasing transaction): every work with its timeline (the private
// fields: description, ship-from, price history), the public artwork of
// each one not sold with its pictures and its original, and the artist
// record made from the member's name when they sold as 本人 (deleted when
// nothing else shows it, otherwise renamed 已注销用户). A sold work's
// artwork stays, the record of a sale (its artist anonymised as above).
// The pictures nobody else shows are dropped from the media store after
// the commit. The timeline lines a reviewer wrote on other sellers' works
// stay with those works: their actor id then names the anonymous member row.
func Erase(ctx context.Context, c *ent.Client, memberID int) error {
	ctx = viewer.AllowHidden(ctx)
	subs, err := c.Work.Query().Where(work.MemberID(memberID)).All(ctx)
	if err != nil {
		return wrap("read works of member", memberID, err)
	}
	var subIDs, artworkIDs, selfArtists []int
	var keys []string
	for _, s := range subs {
		subIDs = append(subIDs, s.ID)
		for _, im := range s.Images {
			keys = append(keys, im.Key)
		}
		if s.ArtworkID != nil && State(s.State) != Sold {
			artworkIDs = append(artworkIDs, *s.ArtworkID)
		}
		if s.ArtistKind != nil && *s.ArtistKind == work.ArtistKindSelf && s.ArtistID != nil {
			selfArtists = append(selfArtists, *s.ArtistID)
		}
	}
	if len(subIDs) > 0 {
		if _, err := c.WorkEvent.Delete().Where(workevent.WorkIDIn(subIDs...)).Exec(ctx); err != nil {
			return wrap("erase timelines of member", memberID, err)
		}
		if _, err := c.Work.Delete().Where(work.IDIn(subIDs...)).Exec(ctx); err != nil {
			return wrap("erase works of member", memberID, err)
		}
	}
	if len(artworkIDs) > 0 {
		shown, err := c.ArtworkImage.Query().Where(artworkimage.HasArtworkWith(artwork.IDIn(artworkIDs...))).
			Select(artworkimage.FieldKey).Strings(ctx)
		if err != nil {
			return wrap("read pictures of the works of member", memberID, err)
		}
		keys = append(keys, shown...)
		if _, err := c.ArtworkImage.Delete().Where(artworkimage.HasArtworkWith(artwork.IDIn(artworkIDs...))).Exec(ctx); err != nil {
			return wrap("erase pictures of the works of member", memberID, err)
		}
		if _, err := c.Goods.Delete().Where(goods.HasArtworkWith(artwork.IDIn(artworkIDs...))).Exec(ctx); err != nil {
			return wrap("erase goods of member", memberID, err)
		}
		if _, err := c.Artwork.Delete().Where(artwork.IDIn(artworkIDs...)).Exec(ctx); err != nil {
			return wrap("erase artworks of member", memberID, err)
		}
	}
	if err := eraseOwnArtists(ctx, c, selfArtists); err != nil {
		return err
	}
	unused, err := UnusedPictures(ctx, c, keys)
	if err != nil {
		return err
	}
	deletion.DropFiles(ctx, unused...)
	return nil
}

// eraseOwnArtists deletes the artist records made from an erased seller's
// name (本人) that nothing shows any more, and anonymises the others (a sold
// work, another seller's work naming it).
func eraseOwnArtists(ctx context.Context, c *ent.Client, ids []int) error {
	seen := map[int]bool{}
	for _, id := range ids {
		if seen[id] {
			continue
		}
		seen[id] = true
		works, err := c.Artwork.Query().Where(artwork.HasArtistWith(artist.ID(id))).Exist(ctx)
		if err != nil {
			return wrap("read works of artist", id, err)
		}
		named := false
		if !works {
			named, err = c.Work.Query().Where(work.ArtistID(id)).Exist(ctx)
			if err != nil {
				return wrap("read works naming artist", id, err)
			}
		}
		if !works && !named {
			err = c.Artist.DeleteOneID(id).Exec(ctx)
		} else {
			err = c.Artist.UpdateOneID(id).SetName(deletion.ErasedNickname).ClearNameEn().ClearBio().ClearRegion().
				ClearBirthYear().ClearPortrait().ClearPortraitWidth().ClearPortraitHeight().Exec(ctx)
		}
		if err != nil && !ent.IsNotFound(err) {
			return wrap("erase own artist", id, err)
		}
	}
	return nil
}

// UnusedPictures are the keys among keys that no artwork picture, no work
// and no member's refund photo shows any more (a key is derived from the
// pixels: another member who uploaded the same picture shares it).
func UnusedPictures(ctx context.Context, c *ent.Client, keys []string) ([]string, error) {
	var out []string
	seen := map[string]bool{}
	for _, k := range keys {
		if k == "" || seen[k] {
			continue
		}
		seen[k] = true
		used, err := c.ArtworkImage.Query().Where(artworkimage.Key(k)).Exist(ctx)
		if err == nil && !used {
			used, err = c.Work.Query().Where(imagesMention(k)).Exist(ctx)
		}
		if err == nil && !used {
			used, err = c.RefundPhoto.Query().Where(refundphoto.Key(k)).Exist(ctx)
		}
		if err != nil {
			return nil, fmt.Errorf("selling: is picture %s still shown: %w", k, err)
		}
		if !used {
			out = append(out, k)
		}
	}
	return out, nil
}

// imagesMention matches works whose pictures name key: the JSON as
// text (jsonb on PostgreSQL), as a quoted value. Keys are [a-z0-9/], no
// LIKE wildcards.
func imagesMention(key string) predicate.Work {
	return func(s *sql.Selector) {
		s.Where(sql.P(func(b *sql.Builder) {
			b.WriteString("CAST(").WriteString(s.C(work.FieldImages)).WriteString(" AS TEXT) LIKE ").
				Arg(`%"` + key + `"%`)
		}))
	}
}
