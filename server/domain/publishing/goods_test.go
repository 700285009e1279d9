package publishing_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/ent/auditentry"
	"artmarket/ent/goods"
	"artmarket/ent/schema/nodeid"
	"artmarket/ent/work"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/publishing"
	"artmarket/server/domain/roles"
	"artmarket/server/platform/dbtest"
)

// platformWork is a work no member sells (the platform's), and a member's listed one.
func platformWork(t *testing.T, f fixture) (own, members *ent.Artwork) {
	t.Helper()
	ctx := context.Background()
	ar := f.c.Artist.Create().SetName("吴冠中").SaveX(ctx)
	mk := func(title string) *ent.Artwork {
		return f.c.Artwork.Create().SetTitle(title).SetMedium(artwork.MediumInk).SetWidthCm(30).SetHeightCm(40).
			SetPriceFen(100_000).SetArtist(ar).SaveX(ctx)
	}
	own, members = mk("江南"), mk("会员的画")
	f.c.Work.Create().SetMemberID(f.plain.ID).SetState(work.StateListed).SetTitle(members.Title).SetPriceFen(100_000).
		SetArtworkID(members.ID).ExecX(ctx)
	return own, members
}

func printInput(aw *ent.Artwork) publishing.GoodsInput {
	return publishing.GoodsInput{Kind: "PRINT", Title: "《江南》艺术微喷 限量 99 版", PriceFen: 128_000, EditionSize: 99,
		ArtworkNumber: nodeid.Number(aw.ID), Stock: 10}
}

// The goods form's rules: a price of 0 or below, over-long titles, a bad
// edition, a stock an original or an edition cannot have, a member's work:
// each refused with its message on its field, nothing written.
func TestGoodsInputRules(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		f := setup(t, tdb)
		ctx := context.Background()
		own, members := platformWork(t, f)
		with := func(mod func(in *publishing.GoodsInput)) publishing.GoodsInput {
			in := printInput(own)
			mod(&in)
			return in
		}
		for name, c := range map[string]struct {
			in          publishing.GoodsInput
			field, want string
		}{
			"a price of 0":          {with(func(in *publishing.GoodsInput) { in.PriceFen = 0 }), "priceFen", "价格应在 ¥1 到 ¥100,000,000 之间"},
			"a negative price":      {with(func(in *publishing.GoodsInput) { in.PriceFen = -100 }), "priceFen", "价格应在 ¥1 到 ¥100,000,000 之间"},
			"a title too long":      {with(func(in *publishing.GoodsInput) { in.Title = strings.Repeat("长", 121) }), "title", "标题不能超过 120 个字"},
			"no title":              {with(func(in *publishing.GoodsInput) { in.Title = " " }), "title", "请填写标题"},
			"an unknown kind":       {with(func(in *publishing.GoodsInput) { in.Kind = "NFT" }), "kind", publishing.MsgGoodsKind},
			"a print of no edition": {with(func(in *publishing.GoodsInput) { in.EditionSize = 0 }), "editionSize", publishing.MsgEdition},
			"an edition too large":  {with(func(in *publishing.GoodsInput) { in.EditionSize = 10000 }), "editionSize", publishing.MsgEdition},
			"a product's edition":   {with(func(in *publishing.GoodsInput) { in.Kind = "DERIVATIVE" }), "editionSize", publishing.MsgNoEdition},
			"a negative stock":      {with(func(in *publishing.GoodsInput) { in.Stock = -1 }), "stock", publishing.MsgStock},
			"stock over edition":    {with(func(in *publishing.GoodsInput) { in.Stock = 100 }), "stock", publishing.MsgStockOverEd},
			"two originals": {with(func(in *publishing.GoodsInput) { in.Kind, in.EditionSize, in.Stock = "ORIGINAL", 0, 2 }),
				"stock", publishing.MsgOriginalStock},
			"an unknown work": {with(func(in *publishing.GoodsInput) { in.ArtworkNumber = 99999 }), "artworkNumber", publishing.MsgGoodsArtwork},
			"a member's work": {with(func(in *publishing.GoodsInput) { in.ArtworkNumber = nodeid.Number(members.ID) }), "artworkNumber",
				publishing.MsgMemberArtwork},
		} {
			_, err := publishing.SaveGoods(ctx, f.c, f.editor, 0, c.in)
			if p := problem.As(err); p == nil || p.Message != c.want || p.Field != c.field {
				t.Errorf("%s: %v", name, err)
			}
			if f.c.Goods.Query().CountX(ctx) != 0 || f.c.AuditEntry.Query().CountX(ctx) != 0 {
				t.Errorf("%s: written on a refusal", name)
			}
		}
		if _, err := publishing.SaveGoods(ctx, f.c, f.plain, 0, printInput(own)); message(err) != roles.MsgForbidden {
			t.Errorf("an admin without the editor role saved goods: %v", err)
		}
		g, err := publishing.SaveGoods(ctx, f.c, f.editor, 0, printInput(own))
		if err != nil {
			t.Fatal(err)
		}
		kept := f.c.Goods.GetX(ctx, g.ID)
		for name, c := range map[string]struct {
			in          publishing.GoodsInput
			field, want string
		}{
			"a new kind":      {with(func(in *publishing.GoodsInput) { in.Kind, in.EditionSize = "DERIVATIVE", 0 }), "kind", publishing.MsgKindFixed},
			"another work":    {with(func(in *publishing.GoodsInput) { in.ArtworkNumber = nodeid.Number(members.ID) }), "artworkNumber", publishing.MsgArtworkFixed},
			"a price of 0":    {with(func(in *publishing.GoodsInput) { in.PriceFen = 0 }), "priceFen", "价格应在 ¥1 到 ¥100,000,000 之间"},
			"nothing changed": {printInput(own), "", publishing.MsgUnchanged},
		} {
			_, err := publishing.SaveGoods(ctx, f.c, f.editor, g.ID, c.in)
			if p := problem.As(err); p == nil || p.Message != c.want || p.Field != c.field {
				t.Errorf("edit, %s: %v", name, err)
			}
			if now := f.c.Goods.GetX(ctx, g.ID); !now.UpdatedAt.Equal(kept.UpdatedAt) || f.c.AuditEntry.Query().CountX(ctx) != 1 {
				t.Errorf("edit, %s: written on a refusal", name)
			}
		}
		// A member's goods are not the editor's to see or change.
		theirs := f.c.Goods.Create().SetArtwork(members).SetKind(goods.KindOriginal).SetTitle("会员原作").SetPriceFen(100_000).SetStock(1).SaveX(ctx)
		if _, err := publishing.GetGoods(ctx, f.c, f.editor, theirs.ID); message(err) != publishing.MsgNoGoods {
			t.Errorf("a member's goods read: %v", err)
		}
		if _, err := publishing.AdjustGoodsStock(ctx, f.c, f.editor, theirs.ID, -1); message(err) != publishing.MsgNoGoods {
			t.Errorf("a member's goods' stock changed: %v", err)
		}
		if list, err := publishing.ListGoods(ctx, f.c, f.editor, 100); err != nil || len(list) != 1 || list[0].ID != g.ID {
			t.Errorf("the editor's list: %v %v", list, err)
		}
	})
}

// Goods are a draft until published; an edit of published goods waits
// beside them (the shop keeps the published price); scheduled goods go on
// the shop when the job runs at their time; one audit entry each.
func TestGoodsPublishing(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		f := setup(t, tdb)
		ctx := context.Background()
		own, _ := platformWork(t, f)
		now := time.Date(2026, 5, 1, 2, 0, 0, 0, time.UTC)
		g, err := publishing.SaveGoods(ctx, f.c, f.editor, 0, printInput(own))
		if err != nil || g.Publication != goods.PublicationDraft || g.Stock != 10 || g.Edges.Artwork.ID != own.ID {
			t.Fatalf("create: %+v %v", g, err)
		}
		if g, err = publishing.ActOnGoods(ctx, f.c, f.editor, g.ID, publishing.Publish, time.Time{}, now); err != nil ||
			g.Publication != goods.PublicationPublished || g.Draft != nil || g.PriceFen != 128_000 {
			t.Fatalf("publish: %+v %v", g, err)
		}
		edit := printInput(own)
		edit.PriceFen, edit.Stock = 98_000, 99 // the stock of an edit is ignored
		if g, err = publishing.SaveGoods(ctx, f.c, f.editor, g.ID, edit); err != nil || g.PriceFen != 128_000 || g.Draft.PriceFen != 98_000 || g.Stock != 10 {
			t.Fatalf("edit published goods: %+v %v", g, err)
		}
		if p := publishing.GoodsPreview(g); p.PriceFen != 98_000 {
			t.Errorf("preview: %+v", p)
		}
		if g, err = publishing.ActOnGoods(ctx, f.c, f.editor, g.ID, publishing.Unpublish, time.Time{}, now); err != nil || g.PriceFen != 128_000 {
			t.Fatalf("unpublish: %+v %v", g, err)
		}
		if _, err := publishing.ActOnGoods(ctx, f.c, f.editor, g.ID, publishing.Schedule, now, now); message(err) != publishing.MsgScheduleLater {
			t.Errorf("scheduled at now: %v", err)
		}
		at := now.Add(time.Hour)
		if g, err = publishing.ActOnGoods(ctx, f.c, f.editor, g.ID, publishing.Schedule, at, now); err != nil || g.Publication != goods.PublicationScheduled {
			t.Fatalf("schedule: %+v %v", g, err)
		}
		s := &publishing.Scheduler{Client: f.c, Now: func() time.Time { return at }}
		if n, err := s.PublishDue(ctx, at.Add(-time.Second)); n != 0 || err != nil {
			t.Fatalf("before its time: %d %v", n, err)
		}
		if n, err := s.PublishDue(ctx, at); n != 1 || err != nil {
			t.Fatalf("at its time: %d %v", n, err)
		}
		got := f.c.Goods.GetX(ctx, g.ID)
		if got.Publication != goods.PublicationPublished || got.PriceFen != 98_000 || got.Draft != nil || got.PublishAt != nil {
			t.Errorf("after the job: %+v", got)
		}
		if _, err := publishing.AdjustGoodsStock(ctx, f.c, f.editor, g.ID, -10); err != nil {
			t.Fatal(err)
		}
		actions := f.c.AuditEntry.Query().Where(auditentry.TargetType(audit.TargetGoods), auditentry.TargetID(g.ID)).Order(auditentry.ByID()).
			Select(auditentry.FieldAction).StringsX(ctx)
		if strings.Join(actions, " ") != "goods.create goods.publish goods.update goods.unpublish goods.schedule goods.publish goods.stock" {
			t.Errorf("audit entries: %v", actions)
		}
		for _, a := range actions {
			if audit.ActionLabels[a] == "" {
				t.Errorf("no label for %s", a)
			}
		}
	})
}

// Stock moves by deltas: never below 0, an original no more than one piece,
// a print no more than its edition; the status follows; refused changes
// write nothing.
func TestGoodsStockDelta(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		f := setup(t, tdb)
		ctx := context.Background()
		own, _ := platformWork(t, f)
		g, err := publishing.SaveGoods(ctx, f.c, f.editor, 0, printInput(own))
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			delta int
			want  string
		}{{0, publishing.MsgStockDelta}, {-11, publishing.MsgStockShortDelta}, {90, publishing.MsgStockOverEd}, {100001, publishing.MsgStockDelta}} {
			if _, err := publishing.AdjustGoodsStock(ctx, f.c, f.editor, g.ID, c.delta); message(err) != c.want {
				t.Errorf("delta %d: %v", c.delta, err)
			}
		}
		if f.c.Goods.GetX(ctx, g.ID).Stock != 10 || f.c.AuditEntry.Query().Where(auditentry.Action(audit.ActionGoodsStock)).CountX(ctx) != 0 {
			t.Fatal("written on a refusal")
		}
		if g, err = publishing.AdjustGoodsStock(ctx, f.c, f.editor, g.ID, -10); err != nil || g.Stock != 0 || g.Status != goods.StatusSoldOut {
			t.Fatalf("to none: %+v %v", g, err)
		}
		if g, err = publishing.AdjustGoodsStock(ctx, f.c, f.editor, g.ID, 89); err != nil || g.Stock != 89 || g.Status != goods.StatusOnSale {
			t.Fatalf("back to 89: %+v %v", g, err)
		}
		orig := printInput(own)
		orig.Kind, orig.EditionSize, orig.Stock, orig.Title = "ORIGINAL", 0, 1, "《江南》原作"
		o, err := publishing.SaveGoods(ctx, f.c, f.editor, 0, orig)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := publishing.AdjustGoodsStock(ctx, f.c, f.editor, o.ID, 1); message(err) != publishing.MsgOriginalStock {
			t.Errorf("a second original: %v", err)
		}
		if _, err := publishing.AdjustGoodsStock(ctx, f.c, f.plain, o.ID, -1); message(err) != roles.MsgForbidden {
			t.Errorf("an admin changed stock: %v", err)
		}
	})
}

// Two editors and the buyers' orders change one goods' stock at once: no
// change is lost (each is one conditional delta, and an order's reservation
// is the orders package's statement: stock - q WHERE stock >= q).
func TestGoodsStockRace(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		f := setup(t, tdb)
		ctx := context.Background()
		own, _ := platformWork(t, f)
		in := printInput(own)
		in.Stock = 50
		g, err := publishing.SaveGoods(ctx, f.c, f.editor, 0, in)
		if err != nil {
			t.Fatal(err)
		}
		second := f.c.Member.Create().SetUsername("editor2").SetMobile("13800000004").SetRoles([]string{"editor"}).SaveX(ctx)
		const rounds = 8
		var wg sync.WaitGroup
		errs := make(chan error, 4*rounds)
		for i := 0; i < rounds; i++ {
			wg.Add(3)
			go func() {
				defer wg.Done()
				_, err := publishing.AdjustGoodsStock(ctx, f.c, f.editor, g.ID, 3)
				errs <- err
			}()
			go func() {
				defer wg.Done()
				_, err := publishing.AdjustGoodsStock(ctx, f.c, audit.Actor{ID: second.ID}, g.ID, -1)
				errs <- err
			}()
			go func() {
				defer wg.Done()
				_, err := f.c.Goods.Update().Where(goods.ID(g.ID), goods.StockGTE(2), goods.StatusEQ(goods.StatusOnSale)).AddStock(-2).Save(ctx)
				errs <- err
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		if got := f.c.Goods.GetX(ctx, g.ID).Stock; got != 50+rounds*(3-1-2) {
			t.Errorf("stock %d after the race, want %d", got, 50)
		}
		if n := f.c.AuditEntry.Query().Where(auditentry.Action(audit.ActionGoodsStock)).CountX(ctx); n != 2*rounds {
			t.Errorf("%d stock entries, want %d", n, 2*rounds)
		}
	})
}
