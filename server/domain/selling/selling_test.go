package selling_test

import (
	"context"
	"log/slog"
	"strings"
	"sync"
	"testing"

	"github.com/99designs/gqlgen/graphql"

	"artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/ent/goods"
	"artmarket/ent/schema/imageref"
	"artmarket/ent/schema/viewer"
	"artmarket/ent/work"
	"artmarket/server/domain/catalogue/search"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/selling"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
)

func setup(t *testing.T, tdb dbtest.DB) *ent.Client {
	t.Helper()
	d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	return d.Client
}

func newMember(t *testing.T, c *ent.Client, name, mobile string) int {
	t.Helper()
	cr := c.Member.Create().SetUsername(name).SetNickname(name + "本人")
	if mobile != "" {
		cr.SetMobile(mobile)
	}
	return cr.SaveX(context.Background()).ID
}

// sell writes what an order's sale of a listed work writes: the table's move
// (sell: listed → sold), its line on the timeline and the public Artwork sold.
// No order exists yet (selling.MarkSold, which only tests called, is gone: the
// orders issue writes the sale through the transition table).
func sell(t *testing.T, c *ent.Client, id int) *ent.Work {
	t.Helper()
	ctx := viewer.AllowHidden(context.Background())
	s := c.Work.GetX(ctx, id)
	to, ok := selling.Next(selling.State(s.State), selling.Sell)
	if !ok || s.ArtworkID == nil {
		t.Fatalf("work %d in state %s is not for sale", id, s.State)
	}
	c.Work.UpdateOneID(id).SetState(work.State(to)).AddVersion(1).ExecX(ctx)
	c.WorkEvent.Create().SetWorkID(id).SetAction(string(selling.Sell)).
		SetFromState(s.State.String()).SetToState(string(to)).ExecX(ctx)
	c.Artwork.UpdateOneID(*s.ArtworkID).SetStatus(artwork.StatusSold).ExecX(ctx)
	return c.Work.GetX(ctx, id)
}

func ptr[T any](v T) *T { return &v }

// full is a form ready for review.
func full(title string) selling.Input {
	return selling.Input{
		Title: title, ArtistKind: "self", Year: ptr(2024), Medium: "OIL", Materials: "布面油画",
		WidthMM: ptr(605), HeightMM: ptr(800), PriceFen: ptr(int64(1_280_000)), Shipping: "free", ShipFrom: "4403",
		Description: "第一行\n<b>第二行</b>", Signed: true,
		Images: []imageref.Image{{Key: "works/a.jpg", Width: 1600, Height: 1200}, {Key: "works/b.jpg", Width: 1200, Height: 1600}},
	}
}

// refusal asserts err is a refusal of kind (and, when given, on field with message).
func refusal(t *testing.T, err error, kind problem.Kind, field, msg string) {
	t.Helper()
	p := problem.As(err)
	if p == nil || p.Kind != kind || field != "" && p.Field != field || msg != "" && p.Message != msg {
		t.Fatalf("got %v (%+v), want kind %d field %q %q", err, p, kind, field, msg)
	}
}

func TestValidation(t *testing.T) {
	cases := []struct {
		name       string
		edit       func(*selling.Input)
		field, msg string
	}{
		{"long title", func(in *selling.Input) { in.Title = strings.Repeat("长", 61) }, "title", selling.MsgTitleLength},
		{"title with newline", func(in *selling.Input) { in.Title = "春\n江" }, "title", "作品名称" + selling.MsgControl},
		{"unknown artist way", func(in *selling.Input) { in.ArtistKind = "friend" }, "artistKind", selling.MsgUnknownArtistWay},
		{"long new artist", func(in *selling.Input) { in.ArtistKind, in.ArtistName = "new", strings.Repeat("名", 21) }, "artistName", selling.MsgArtistName},
		{"future year", func(in *selling.Input) { in.Year = ptr(3000) }, "year", selling.MsgYear},
		{"unknown medium", func(in *selling.Input) { in.Medium = "CLAY" }, "medium", selling.MsgMediumUnknown},
		{"long materials", func(in *selling.Input) { in.Materials = strings.Repeat("布", 41) }, "materials", selling.MsgMaterialsLength},
		{"zero width", func(in *selling.Input) { in.WidthMM = ptr(0) }, "width", selling.MsgDimension},
		{"huge depth", func(in *selling.Input) { in.DepthMM = ptr(100001) }, "depth", selling.MsgDimension},
		{"edition N > M", func(in *selling.Input) { in.EditionNumber, in.EditionSize = ptr(5), ptr(3) }, "edition", selling.MsgEdition},
		{"edition N only", func(in *selling.Input) { in.EditionNumber = ptr(1) }, "edition", selling.MsgEdition},
		{"price under ¥1", func(in *selling.Input) { in.PriceFen = ptr(int64(99)) }, "price", selling.MsgPrice},
		{"price over ¥100,000,000", func(in *selling.Input) { in.PriceFen = ptr(int64(100_000_000_01)) }, "price", selling.MsgPrice},
		{"fixed fee missing", func(in *selling.Input) { in.Shipping = "fixed" }, "shippingFee", selling.MsgShippingFee},
		{"unknown shipping", func(in *selling.Input) { in.Shipping = "drone" }, "shipping", selling.MsgUnknownShipping},
		{"unknown region", func(in *selling.Input) { in.ShipFrom = "9999" }, "shipFrom", selling.MsgShipFromUnknown},
		{"long description", func(in *selling.Input) { in.Description = strings.Repeat("述", 2001) }, "description", selling.MsgDescriptionLong},
		{"ten images", func(in *selling.Input) { in.Images = make([]imageref.Image, 10) }, "images", selling.MsgImagesMany},
		{"bad image", func(in *selling.Input) { in.Images = []imageref.Image{{Key: "x.jpg"}} }, "images", selling.MsgImageBad},
	}
	for _, tc := range cases {
		in := full("春江花月")
		tc.edit(&in)
		_, err := selling.Normalize(in)
		refusal(t, err, problem.Invalid, tc.field, tc.msg)
	}
	// The edges pass: ¥1, ¥100,000,000, 9 images, 60 characters, 0.1 cm.
	in := full(strings.Repeat("春", 60))
	in.PriceFen, in.WidthMM = ptr(int64(100)), ptr(1)
	in.Images = make([]imageref.Image, 9)
	for i := range in.Images {
		in.Images[i] = imageref.Image{Key: "k", Width: 1, Height: 1}
	}
	if _, err := selling.Normalize(in); err != nil {
		t.Fatal(err)
	}
	in.PriceFen = ptr(int64(100_000_000_00))
	out, err := selling.Normalize(in)
	if err != nil {
		t.Fatal(err)
	}
	if d := full("x"); true {
		out, _ = selling.Normalize(d)
		if out.Description != "第一行\n第二行" {
			t.Fatalf("description %q: HTML is stored", out.Description)
		}
	}
}

// A draft may be empty; submitting needs the form filled; a member without a
// mobile number may not sell; another member's work does not exist for them.
func TestDraftsAndOwnership(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		c := setup(t, tdb)
		ctx := context.Background()
		noMobile := newMember(t, c, "nomobile", "")
		_, err := selling.CreateWork(ctx, c, noMobile, selling.Input{})
		refusal(t, err, problem.Forbidden, "", selling.MsgNeedMobile)

		alice := newMember(t, c, "alice", "13800138000")
		bob := newMember(t, c, "bob", "13800138001")
		s, err := selling.CreateWork(ctx, c, alice, selling.Input{Title: " 未完成 "})
		if err != nil {
			t.Fatal(err)
		}
		if s.Title != "未完成" || s.State != "draft" || s.Version != 1 {
			t.Fatalf("draft %+v", s)
		}
		_, err = selling.SubmitWork(ctx, c, alice, s.ID, true)
		refusal(t, err, problem.Invalid, "images", selling.MsgImagesEmpty)

		_, err = selling.OwnWork(ctx, c, bob, s.ID)
		refusal(t, err, problem.NotFound, "", selling.MsgNotFound)
		_, err = selling.UpdateWork(ctx, c, bob, s.ID, 1, full("别人的"))
		refusal(t, err, problem.NotFound, "", selling.MsgNotFound)
		_, err = selling.SubmitWork(ctx, c, bob, s.ID, true)
		refusal(t, err, problem.NotFound, "", selling.MsgNotFound)
		refusal(t, selling.DeleteWork(ctx, c, bob, s.ID), problem.NotFound, "", selling.MsgNotFound)

		if err := selling.DeleteWork(ctx, c, alice, s.ID); err != nil {
			t.Fatal(err)
		}
		if n := c.Work.Query().CountX(ctx); n != 0 {
			t.Fatalf("%d works after delete", n)
		}
	})
}

// Submitting needs the declaration ticked (the service agreement accepted):
// without it the work stays a draft; with it the submit event records it.
func TestSubmitNeedsAgreement(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		c := setup(t, tdb)
		ctx := context.Background()
		alice := newMember(t, c, "alice", "13800138000")
		s, err := selling.CreateWork(ctx, c, alice, full("未勾选声明"))
		if err != nil {
			t.Fatal(err)
		}
		_, err = selling.SubmitWork(ctx, c, alice, s.ID, false)
		refusal(t, err, problem.Invalid, "acceptAgreement", selling.MsgAgreement)
		if got := c.Work.GetX(ctx, s.ID); got.State != "draft" || got.Version != s.Version {
			t.Fatalf("refused submit changed the work: %+v", got)
		}
		// An incomplete draft is told what is missing first.
		empty, err := selling.CreateWork(ctx, c, alice, selling.Input{Title: "空"})
		if err != nil {
			t.Fatal(err)
		}
		_, err = selling.SubmitWork(ctx, c, alice, empty.ID, false)
		refusal(t, err, problem.Invalid, "images", selling.MsgImagesEmpty)

		if s, err = selling.SubmitWork(ctx, c, alice, s.ID, true); err != nil || s.State != "pending" {
			t.Fatalf("submit with the declaration: %v %+v", err, s)
		}
		evs, err := selling.Timeline(ctx, c, alice, s.ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(evs) != 2 || evs[1].Action != "submit" || evs[1].Reason != selling.AgreementAccepted {
			t.Fatalf("timeline %+v", evs)
		}
		// A state that cannot be submitted says so, whatever the tick.
		_, err = selling.SubmitWork(ctx, c, alice, s.ID, false)
		refusal(t, err, problem.Conflict, "", "")
	})
}

// Two tabs save the same version at once: one wins, the other is refused
// with the stale message, and the winner's text is what is stored.
func TestOptimisticLock(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		c := setup(t, tdb)
		ctx := context.Background()
		alice := newMember(t, c, "alice", "13800138000")
		s, err := selling.CreateWork(ctx, c, alice, selling.Input{Title: "起稿"})
		if err != nil {
			t.Fatal(err)
		}
		titles := []string{"甲页保存", "乙页保存"}
		errs := make([]error, 2)
		var wg sync.WaitGroup
		for i := range titles {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = selling.UpdateWork(ctx, c, alice, s.ID, s.Version, selling.Input{Title: titles[i]})
			}()
		}
		wg.Wait()
		winner := -1
		for i, err := range errs {
			if err == nil {
				if winner >= 0 {
					t.Fatal("both saves won")
				}
				winner = i
				continue
			}
			refusal(t, err, problem.Conflict, "", selling.MsgStale)
		}
		if winner < 0 {
			t.Fatalf("no save won: %v", errs)
		}
		got := c.Work.GetX(ctx, s.ID)
		if got.Title != titles[winner] || got.Version != 2 {
			t.Fatalf("stored %q v%d, want %q v2", got.Title, got.Version, titles[winner])
		}
		// The loser's retry with the old version is refused again; with the new one it saves.
		_, err = selling.UpdateWork(ctx, c, alice, s.ID, 1, selling.Input{Title: "旧版本"})
		refusal(t, err, problem.Conflict, "", selling.MsgStale)
		if _, err := selling.UpdateWork(ctx, c, alice, s.ID, 2, selling.Input{Title: "新版本"}); err != nil {
			t.Fatal(err)
		}
	})
}

// inGraphQL is ctx as inside a GraphQL operation, where the privacy rules apply.
func inGraphQL(ctx context.Context) context.Context {
	return graphql.WithOperationContext(ctx, &graphql.OperationContext{})
}

// publicFind counts the public works the search q finds, as GraphQL's artworks(search:) does.
func publicFind(t *testing.T, c *ent.Client, q string) []*ent.Artwork {
	t.Helper()
	p, ok := search.Artworks(q)
	if !ok {
		t.Fatalf("search %q", q)
	}
	return c.Artwork.Query().Where(p).AllX(inGraphQL(context.Background()))
}

// The whole life of a work: rejected with a reason, edited, resubmitted,
// approved into the public catalogue (search by pinyin finds it, with its
// original), repriced at once, edited while listed (the public version stays
// until approval), taken down (hidden from public queries), relisted, sold.
func TestLifecycle(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		c := setup(t, tdb)
		ctx := context.Background()
		alice := newMember(t, c, "alice", "13800138000")
		plain := newMember(t, c, "plain", "13800138001")
		reviewer := newMember(t, c, "reviewer", "13800138002")
		if _, err := selling.GrantRole(ctx, c, "13800138002", selling.RoleReviewer); err != nil {
			t.Fatal(err)
		}

		s, err := selling.CreateWork(ctx, c, alice, full("春江花月"))
		if err != nil {
			t.Fatal(err)
		}
		if s, err = selling.SubmitWork(ctx, c, alice, s.ID, true); err != nil || s.State != "pending" {
			t.Fatalf("submit: %v %+v", err, s)
		}
		// Not a reviewer: refused; the seller cannot approve their own work.
		_, err = selling.ApproveWork(ctx, c, plain, s.ID)
		refusal(t, err, problem.Forbidden, "", selling.MsgNotReviewer)
		_, err = selling.ApproveWork(ctx, c, alice, s.ID)
		refusal(t, err, problem.Forbidden, "", selling.MsgNotReviewer)
		if _, err := selling.ReviewQueue(ctx, c, plain); err == nil {
			t.Fatal("a member who is not a reviewer read the queue")
		}
		q, err := selling.ReviewQueue(ctx, c, reviewer)
		if err != nil || q.CountX(ctx) != 1 {
			t.Fatalf("queue: %v", err)
		}
		_, err = selling.RejectWork(ctx, c, reviewer, s.ID, "  ")
		refusal(t, err, problem.Invalid, "reason", selling.MsgReasonEmpty)
		if s, err = selling.RejectWork(ctx, c, reviewer, s.ID, "图片不清晰"); err != nil || s.State != "rejected" || s.RejectReason != "图片不清晰" {
			t.Fatalf("reject: %v %+v", err, s)
		}
		// Edited and resubmitted, then approved.
		in := full("春江花月夜")
		if s, err = selling.UpdateWork(ctx, c, alice, s.ID, s.Version, in); err != nil || s.State != "rejected" {
			t.Fatalf("edit rejected: %v %+v", err, s)
		}
		if s, err = selling.SubmitWork(ctx, c, alice, s.ID, true); err != nil {
			t.Fatal(err)
		}
		if len(publicFind(t, c, "chunjiang")) != 0 {
			t.Fatal("a work in review is public")
		}
		if s, err = selling.ApproveWork(ctx, c, reviewer, s.ID); err != nil || s.State != "listed" || s.ArtworkID == nil {
			t.Fatalf("approve: %v %+v", err, s)
		}
		found := publicFind(t, c, "chunjiang")
		if len(found) != 1 || found[0].ID != *s.ArtworkID || found[0].Title != "春江花月夜" || found[0].PriceFen != 1_280_000 {
			t.Fatalf("search by pinyin after approval: %+v", found)
		}
		w := c.Artwork.Query().Where(artwork.ID(*s.ArtworkID)).WithGoods().WithImages().WithArtist().OnlyX(ctx)
		if len(w.Edges.Goods) != 1 || w.Edges.Goods[0].Kind != goods.KindOriginal || w.Edges.Goods[0].Stock != 1 ||
			len(w.Edges.Images) != 2 || w.Edges.Images[0].Key != "works/a.jpg" || w.Edges.Artist.Name != "alice本人" ||
			w.WidthCm != 60.5 || w.Edition != "独版" {
			t.Fatalf("public work %+v %+v", w, w.Edges)
		}

		// A price change applies at once and is recorded.
		in.PriceFen = ptr(int64(990_000))
		if s, err = selling.UpdateWork(ctx, c, alice, s.ID, s.Version, in); err != nil || s.State != "listed" {
			t.Fatalf("reprice: %v %+v", err, s)
		}
		if p := c.Artwork.GetX(ctx, *s.ArtworkID).PriceFen; p != 990_000 {
			t.Fatalf("public price %d", p)
		}
		// A content change goes to review; the public version stays until approved.
		in.Title = "秋江月色"
		if s, err = selling.UpdateWork(ctx, c, alice, s.ID, s.Version, in); err != nil || s.State != "pending" {
			t.Fatalf("content edit: %v %+v", err, s)
		}
		if got := publicFind(t, c, "chunjiang"); len(got) != 1 || got[0].Title != "春江花月夜" {
			t.Fatalf("public version during review: %+v", got)
		}
		if s, err = selling.ApproveWork(ctx, c, reviewer, s.ID); err != nil {
			t.Fatal(err)
		}
		if got := publicFind(t, c, "qiujiang"); len(got) != 1 || got[0].ID != *s.ArtworkID {
			t.Fatalf("public version after approval: %+v", got)
		}
		if n := c.Artist.Query().CountX(ctx); n != 1 {
			t.Fatalf("%d artists: 本人 made twice", n)
		}

		// Taken down: no public query finds it, server code still does; relisted: back.
		if s, err = selling.TakeDownWork(ctx, c, alice, s.ID); err != nil || s.State != "taken_down" {
			t.Fatalf("take down: %v %+v", err, s)
		}
		if len(publicFind(t, c, "qiujiang")) != 0 {
			t.Fatal("a work taken down is found by search")
		}
		if _, err := c.Artwork.Get(inGraphQL(ctx), *s.ArtworkID); !ent.IsNotFound(err) {
			t.Fatalf("a work taken down is found by id: %v", err)
		}
		if n, _ := c.Noder(inGraphQL(ctx), *s.ArtworkID); n != nil {
			t.Fatal("node(id:) finds a work taken down")
		}
		if !c.Artwork.GetX(ctx, *s.ArtworkID).Hidden {
			t.Fatal("not hidden")
		}
		_, err = selling.TakeDownWork(ctx, c, alice, s.ID)
		refusal(t, err, problem.Conflict, "", "作品当前状态为「已下架」，不能下架")
		if s, err = selling.RelistWork(ctx, c, alice, s.ID); err != nil || s.State != "listed" {
			t.Fatalf("relist: %v %+v", err, s)
		}
		if len(publicFind(t, c, "qiujiang")) != 1 {
			t.Fatal("relisted work not public")
		}

		// Sold: no more edits.
		if s = sell(t, c, s.ID); s.State != "sold" {
			t.Fatalf("sold: %+v", s)
		}
		_, err = selling.UpdateWork(ctx, c, alice, s.ID, s.Version, full("再改"))
		refusal(t, err, problem.Conflict, "", "作品已售出，不能修改")
		refusal(t, selling.DeleteWork(ctx, c, alice, s.ID), problem.Conflict, "", "作品已售出，不能删除")

		// The timeline.
		evs, err := selling.Timeline(ctx, c, alice, s.ID)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, e := range evs {
			got = append(got, e.Action+":"+e.FromState+">"+e.ToState)
		}
		want := "create:>draft submit:draft>pending reject:pending>rejected submit:rejected>pending approve:pending>listed " +
			"reprice:listed>listed edit:listed>pending approve:pending>listed take_down:listed>taken_down relist:taken_down>listed sell:listed>sold"
		if strings.Join(got, " ") != want {
			t.Fatalf("timeline\n got %s\nwant %s", strings.Join(got, " "), want)
		}
		if evs[2].Reason != "图片不清晰" || *evs[2].ActorID != reviewer || evs[5].Reason != "价格 ¥12,800.00 → ¥9,900.00" {
			t.Fatalf("timeline details: %+v %+v", evs[2], evs[5])
		}
		if _, err := selling.Timeline(ctx, c, plain, s.ID); problem.As(err) == nil {
			t.Fatal("another member read the timeline")
		}
		counts, err := selling.WorkCounts(ctx, c, alice)
		if err != nil || counts[selling.Sold] != 1 || len(counts) != 1 {
			t.Fatalf("counts %v %v", counts, err)
		}
	})
}

// A listed work's edit in review keeps the public version. Withdrawn, the
// edit is dropped: the work is listed as it was approved, still on sale, with
// a price changed in the same save kept (issue 26 point 12). Rejected, the
// work leaves the market until it is approved again. A work taken down and
// edited is a draft again, and withdrawn from its review stays one.
func TestListedEditWithdrawnOrRejected(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		c := setup(t, tdb)
		ctx := context.Background()
		alice := newMember(t, c, "alice", "13800138000")
		reviewer := newMember(t, c, "reviewer", "13800138002")
		if _, err := selling.GrantRole(ctx, c, "13800138002", selling.RoleReviewer); err != nil {
			t.Fatal(err)
		}
		listed := func(title string) *ent.Work {
			s, err := selling.CreateWork(ctx, c, alice, full(title))
			if err == nil {
				s, err = selling.SubmitWork(ctx, c, alice, s.ID, true)
			}
			if err == nil {
				s, err = selling.ApproveWork(ctx, c, reviewer, s.ID)
			}
			if err != nil {
				t.Fatal(err)
			}
			return s
		}
		edit := func(s *ent.Work, in selling.Input) *ent.Work {
			s, err := selling.UpdateWork(ctx, c, alice, s.ID, s.Version, in)
			if err != nil || s.State != "pending" {
				t.Fatalf("edit: %v %+v", err, s)
			}
			if len(publicFind(t, c, "huangshan")) == 0 {
				t.Fatal("the public version went during review")
			}
			return s
		}
		onSale := func(title string, price int64) {
			t.Helper()
			ws := publicFind(t, c, "huangshan")
			if len(ws) != 1 || ws[0].Title != title || ws[0].PriceFen != price {
				t.Fatalf("public works %+v, want one %s at %d", ws, title, price)
			}
			g, err := c.Goods.Query().Where(goods.HasArtworkWith(artwork.ID(ws[0].ID))).Only(inGraphQL(ctx))
			if err != nil || g.Status != goods.StatusOnSale || g.PriceFen != price {
				t.Fatalf("goods %+v %v", g, err)
			}
		}
		first := listed("黄山云海")
		changed := full("黄山日出")
		changed.Description = "改过的描述"
		changed.PriceFen = ptr(int64(990_000))
		s := edit(first, changed)
		onSale("黄山云海", 990_000) // the new price applies at once, the content waits for review
		s, err := selling.WithdrawWork(ctx, c, alice, s.ID)
		if err != nil || s.State != "listed" {
			t.Fatalf("withdrawn edit: %v %+v", err, s)
		}
		onSale("黄山云海", 990_000)
		if s.Title != "黄山云海" || s.Description != first.Description || s.PriceFen == nil || *s.PriceFen != 990_000 || s.ListedForm != "" {
			t.Fatalf("the form is not the listed one: %+v", s)
		}
		evs, err := selling.Timeline(ctx, c, alice, s.ID)
		if err != nil || evs[len(evs)-1].Action != "drop_edit" || evs[len(evs)-1].ToState != "listed" {
			t.Fatalf("timeline %v %+v", err, evs[len(evs)-1])
		}
		// Listed again, it is not in review: a second withdraw is refused.
		_, err = selling.WithdrawWork(ctx, c, alice, s.ID)
		refusal(t, err, problem.Conflict, "", "作品当前状态为「在售」，不能撤回审核")

		// An edit approved replaces the public version.
		s = edit(s, full("黄山日出"))
		if s, err = selling.ApproveWork(ctx, c, reviewer, s.ID); err != nil || s.ListedForm != "" || len(publicFind(t, c, "huangshanrichu")) != 1 {
			t.Fatalf("approved edit: %v %+v", err, s)
		}
		// Rejected, the edit takes the work off the market.
		s = edit(s, full("黄山松"))
		if s, err = selling.RejectWork(ctx, c, reviewer, s.ID, "标题与图片不符"); err != nil || s.State != "rejected" || s.ListedForm != "" {
			t.Fatalf("reject: %v", err)
		}
		if len(publicFind(t, c, "huangshan")) != 0 {
			t.Fatal("a rejected edit's work is still public")
		}
		// Resubmitted after the rejection and withdrawn: a draft, still hidden.
		if s, err = selling.SubmitWork(ctx, c, alice, s.ID, true); err == nil {
			s, err = selling.WithdrawWork(ctx, c, alice, s.ID)
		}
		if err != nil || s.State != "draft" || len(publicFind(t, c, "huangshan")) != 0 {
			t.Fatalf("withdrawn resubmission: %v %+v", err, s)
		}
		refusal(t, selling.DeleteWork(ctx, c, alice, s.ID), problem.Conflict, "", selling.MsgDeletePublished)
	})
}

// A price change's event says what changed, and only that, with every amount
// written one way (issue 26 point 16: not 运费 包邮 → 包邮 beside a price).
func TestRepriceReason(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		c := setup(t, tdb)
		ctx := context.Background()
		alice := newMember(t, c, "alice", "13800138000")
		newMember(t, c, "reviewer", "13800138002")
		reviewer, err := selling.GrantRole(ctx, c, "13800138002", selling.RoleReviewer)
		if err != nil {
			t.Fatal(err)
		}
		in := full("黄山云海")
		s, err := selling.CreateWork(ctx, c, alice, in)
		if err == nil {
			s, err = selling.SubmitWork(ctx, c, alice, s.ID, true)
		}
		if err == nil {
			s, err = selling.ApproveWork(ctx, c, reviewer.ID, s.ID)
		}
		if err != nil {
			t.Fatal(err)
		}
		steps := []struct {
			edit func(*selling.Input)
			want string
		}{
			{func(in *selling.Input) { in.PriceFen = ptr(int64(990_000)) }, "价格 ¥12,800.00 → ¥9,900.00"},
			{func(in *selling.Input) { in.Shipping, in.ShippingFeeFen = "fixed", 1250 }, "运费 包邮 → 固定运费 ¥12.50"},
			{func(in *selling.Input) {
				in.PriceFen, in.Shipping, in.ShippingFeeFen = ptr(int64(123_456_789)), "collect", 0
			},
				"价格 ¥9,900.00 → ¥1,234,567.89；运费 固定运费 ¥12.50 → 到付"},
		}
		for _, step := range steps {
			step.edit(&in)
			if s, err = selling.UpdateWork(ctx, c, alice, s.ID, s.Version, in); err != nil {
				t.Fatal(err)
			}
			evs, err := selling.Timeline(ctx, c, alice, s.ID)
			if err != nil {
				t.Fatal(err)
			}
			if got := evs[len(evs)-1]; got.Action != "reprice" || got.Reason != step.want {
				t.Errorf("event %s %q, want reprice %q", got.Action, got.Reason, step.want)
			}
		}
		for fen, want := range map[int64]string{0: "¥0.00", 5: "¥0.05", 80_000: "¥800.00", 100_000: "¥1,000.00", 2_147_483_648: "¥21,474,836.48"} {
			if got := selling.Yuan(fen); got != want {
				t.Errorf("Yuan(%d) = %q, want %q", fen, got, want)
			}
		}
	})
}
