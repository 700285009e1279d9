package selling_test

import (
	"context"
	"strconv"
	"testing"

	"artmarket/ent"
	"artmarket/ent/schema/viewer"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
	"artmarket/server/domain/selling"
	"artmarket/server/platform/dbtest"
)

// listing is full for a gallery's listing: a new artist by name (本人 is
// refused on a gallery's listing).
func listing(title string) selling.Input {
	in := full(title)
	in.ArtistKind, in.ArtistName = "new", "江南客"
	return in
}

// manager makes a member who manages gallery g.
func manager(t *testing.T, c *ent.Client, name, mobile string, g int) int {
	t.Helper()
	id := newMember(t, c, name, mobile)
	c.Member.UpdateOneID(id).SetRoles([]string{string(roles.GalleryManager) + ":" + strconv.Itoa(g)}).ExecX(context.Background())
	return id
}

// A gallery's listings: its managers list through the member's rules and
// review; every manager of the gallery acts on them; another gallery's
// manager and a plain member find nothing; the approved work is offered by
// the gallery, with the listing manager as the seller of record.
func TestGalleryListings(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		c := setup(t, tdb)
		ctx := context.Background()
		ga := c.Gallery.Create().SetName("长街画廊").SetCity("上海").SaveX(ctx)
		gb := c.Gallery.Create().SetName("别家画廊").SetCity("北京").SaveX(ctx)
		lister := manager(t, c, "lister", "13800138010", ga.ID)
		colleague := manager(t, c, "colleague", "13800138011", ga.ID)
		stranger := manager(t, c, "stranger", "13800138012", gb.ID)
		plain := newMember(t, c, "plain", "13800138013")
		noMobile := manager(t, c, "nomobile", "", ga.ID)
		reviewer := newMember(t, c, "reviewer", "13800138014")
		if _, err := selling.GrantRole(ctx, c, "13800138014", selling.RoleReviewer); err != nil {
			t.Fatal(err)
		}

		// Only a manager of the gallery lists for it; a missing gallery is the same unknown.
		for _, who := range []int{stranger, plain} {
			_, err := selling.CreateGalleryWork(ctx, c, who, ga.ID, listing("别人的画"))
			refusal(t, err, problem.NotFound, "galleryID", roles.MsgNoGallery)
		}
		_, err := selling.CreateGalleryWork(ctx, c, lister, 999999, listing("无此画廊"))
		refusal(t, err, problem.NotFound, "galleryID", roles.MsgNoGallery)
		// The member's rules, unchanged: a bad price is refused on its field, and the seller check holds.
		bad := listing("太便宜")
		bad.PriceFen = ptr(int64(0))
		_, err = selling.CreateGalleryWork(ctx, c, lister, ga.ID, bad)
		refusal(t, err, problem.Invalid, "price", selling.MsgPrice)
		_, err = selling.CreateGalleryWork(ctx, c, noMobile, ga.ID, listing("无手机"))
		refusal(t, err, problem.Forbidden, "mobile", selling.MsgNeedMobile)
		// 本人 would make an artist of the manager's name: refused on the artist field.
		_, err = selling.CreateGalleryWork(ctx, c, lister, ga.ID, full("本人画的"))
		refusal(t, err, problem.Invalid, "artist", selling.MsgGallerySelfArtist)
		if n := c.Work.Query().CountX(viewer.AllowHidden(ctx)); n != 0 {
			t.Fatalf("refused listings wrote %d works", n)
		}

		s, err := selling.CreateGalleryWork(ctx, c, lister, ga.ID, listing("长街夜色"))
		if err != nil || s.GalleryID == nil || *s.GalleryID != ga.ID || s.MemberID != lister {
			t.Fatalf("gallery draft: %+v %v", s, err)
		}
		_, err = selling.UpdateWork(ctx, c, lister, s.ID, s.Version, full("改成本人"))
		refusal(t, err, problem.Invalid, "artist", selling.MsgGallerySelfArtist)
		if again := c.Work.GetX(viewer.AllowHidden(ctx), s.ID); again.Version != s.Version || again.Title != "长街夜色" {
			t.Fatalf("a refused 本人 edit wrote the work: %+v", again)
		}
		// The gallery's, not the manager's own: out of their 我的作品, in the gallery's list for both managers.
		if n := selling.Works(ctx, c, lister, selling.None).CountX(viewer.AllowHidden(ctx)); n != 0 {
			t.Errorf("the gallery's listing is in the manager's own works (%d)", n)
		}
		for _, who := range []int{lister, colleague} {
			q, err := selling.GalleryWorks(ctx, c, who, ga.ID, selling.None)
			if err != nil || q.CountX(viewer.AllowHidden(ctx)) != 1 {
				t.Errorf("manager %d does not see the gallery's listing: %v", who, err)
			}
		}
		_, err = selling.GalleryWorks(ctx, c, stranger, ga.ID, selling.None)
		refusal(t, err, problem.NotFound, "galleryID", roles.MsgNoGallery)

		// Another gallery's manager and a plain member: every seller move answers not found, nothing changes.
		for _, who := range []int{stranger, plain} {
			_, err := selling.OwnWork(ctx, c, who, s.ID)
			refusal(t, err, problem.NotFound, "", selling.MsgNotFound)
			_, err = selling.UpdateWork(ctx, c, who, s.ID, s.Version, listing("改名"))
			refusal(t, err, problem.NotFound, "", selling.MsgNotFound)
			_, err = selling.SubmitWork(ctx, c, who, s.ID, true)
			refusal(t, err, problem.NotFound, "", selling.MsgNotFound)
			refusal(t, selling.DeleteWork(ctx, c, who, s.ID), problem.NotFound, "", selling.MsgNotFound)
			if got := selling.AllowedActions(c.Member.GetX(ctx, who), s); len(got) != 0 {
				t.Errorf("member %d is offered %v on another gallery's work", who, got)
			}
		}
		if after := c.Work.GetX(viewer.AllowHidden(ctx), s.ID); after.Version != s.Version || after.Title != "长街夜色" {
			t.Fatalf("another gallery's manager changed it: %+v", after)
		}

		// The colleague edits and submits it (the same agreement rule), the lister withdraws, submits again.
		if got := selling.AllowedActions(c.Member.GetX(ctx, colleague), s); len(got) == 0 {
			t.Fatal("the other manager of the gallery is offered no move")
		}
		if s, err = selling.UpdateWork(ctx, c, colleague, s.ID, s.Version, listing("长街夜色·二")); err != nil {
			t.Fatal(err)
		}
		_, err = selling.SubmitWork(ctx, c, colleague, s.ID, false)
		refusal(t, err, problem.Invalid, "acceptAgreement", selling.MsgAgreement)
		if s, err = selling.SubmitWork(ctx, c, colleague, s.ID, true); err != nil || s.State != "pending" {
			t.Fatalf("submit: %+v %v", s, err)
		}
		// The same review: the reviewer rejects with a reason the managers read, then approves.
		if s, err = selling.RejectWork(ctx, c, reviewer, s.ID, "图片不清晰"); err != nil || s.RejectReason != "图片不清晰" {
			t.Fatalf("reject: %+v %v", s, err)
		}
		if s, err = selling.SubmitWork(ctx, c, lister, s.ID, true); err != nil {
			t.Fatal(err)
		}
		if s, err = selling.ApproveWork(ctx, c, reviewer, s.ID); err != nil || s.State != "listed" || s.ArtworkID == nil {
			t.Fatalf("approve: %+v %v", s, err)
		}
		a := c.Artwork.GetX(ctx, *s.ArtworkID)
		if g := a.QueryGallery().OnlyX(ctx); g.ID != ga.ID {
			t.Errorf("the public work is offered by gallery %d, want %d", g.ID, ga.ID)
		}
		if names, err := selling.PublicNames(ctx, c, s); err != nil || names.Seller != "长街画廊" {
			t.Errorf("the review's names: %+v %v", names, err)
		}
		sale, ok, err := selling.PublicSale(ctx, c, a.ID)
		if err != nil || !ok || sale.Seller != "长街画廊" || sale.GalleryID != ga.ID || sale.MemberID != lister {
			t.Errorf("public sale: %+v %v %v", sale, ok, err)
		}
		if !sale.SoldBy(c.Member.GetX(ctx, colleague)) || sale.SoldBy(c.Member.GetX(ctx, stranger)) || sale.SoldBy(nil) {
			t.Error("the public page's own-work rule: the gallery's managers sell it, no one else")
		}
		// Another gallery's manager cannot take it down; a manager of the gallery can.
		_, err = selling.TakeDownWork(ctx, c, stranger, s.ID)
		refusal(t, err, problem.NotFound, "", selling.MsgNotFound)
		if s, err = selling.TakeDownWork(ctx, c, colleague, s.ID); err != nil || s.State != "taken_down" {
			t.Fatalf("take down: %+v %v", s, err)
		}
		// A manager who lost the role loses the gallery's works with it, though they listed them.
		c.Member.UpdateOneID(lister).SetRoles([]string{}).ExecX(ctx)
		_, err = selling.RelistWork(ctx, c, lister, s.ID)
		refusal(t, err, problem.NotFound, "", selling.MsgNotFound)
		// A gallery with listings is not deleted (they would become the manager's own, or vanish).
		if err := c.Gallery.DeleteOneID(ga.ID).Exec(ctx); err == nil {
			t.Error("a gallery with listings was deleted")
		}
	})
}
