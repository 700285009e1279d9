package app

import (
	"context"
	"testing"
	"time"

	"artmarket/ent/artwork"
	"artmarket/ent/schema/nodeid"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/publishing"
)

// Publishing, scheduled publication and unpublishing drop the kept pages (and,
// through the same purge, the GraphQL answers and, with Redis, the other
// servers' caches: TestPageSync*); saving a draft of a published article
// does too, harmlessly, as every write of a public table does.
func TestPublishingPurgesThePageCache(t *testing.T) {
	a := newTestApp(t)
	ctx := context.Background()
	ed := a.DB.Client.Member.Create().SetUsername("editor_p").SetMobile("13800000077").SetRoles([]string{"editor"}).SaveX(ctx)
	who := audit.Actor{ID: ed.ID}
	art, err := publishing.Save(ctx, a.DB.Client, who, 0, publishing.ArticleInput{Title: "展评", Author: "王编辑", Body: "<p>正文</p>"})
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now().UTC()
	purgesEach(t, a, []step{
		{"publish", func() error {
			_, err := publishing.Act(ctx, a.DB.Client, who, art.ID, publishing.Publish, time.Time{}, now)
			return err
		}},
		{"unpublish", func() error {
			_, err := publishing.Act(ctx, a.DB.Client, who, art.ID, publishing.Unpublish, time.Time{}, now)
			return err
		}},
		{"schedule", func() error {
			_, err := publishing.Act(ctx, a.DB.Client, who, art.ID, publishing.Schedule, now.Add(time.Minute), now)
			return err
		}},
		jobStep(t, a, now.Add(time.Minute)),
	})
}

// jobStep is the scheduled job's run at at, which publishes one piece.
func jobStep(t *testing.T, a *App, at time.Time) step {
	return step{"the scheduled publication", func() error {
		n, err := a.Scheduled.PublishDue(context.Background(), at)
		if err == nil && n != 1 {
			t.Errorf("the job published %d", n)
		}
		return err
	}}
}

// step is one action whose write must purge the kept pages.
type step struct {
	name string
	run  func() error
}

// purgesEach runs the steps in order, each of which must purge.
func purgesEach(t *testing.T, a *App, steps []step) {
	t.Helper()
	for _, s := range steps {
		before := a.Pages.Purges()
		if err := s.run(); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if a.Pages.Purges() == before {
			t.Errorf("%s purged nothing", s.name)
		}
	}
}

// The platform's goods: publishing, a change of stock, unpublishing,
// scheduling and the scheduled publication each drop the kept pages (the
// shop and the works' pages show them).
func TestGoodsPublishingPurgesThePageCache(t *testing.T) {
	a := newTestApp(t)
	ctx := context.Background()
	c := a.DB.Client
	ed := c.Member.Create().SetUsername("editor_g").SetMobile("13800000078").SetRoles([]string{"editor"}).SaveX(ctx)
	who := audit.Actor{ID: ed.ID}
	ar := c.Artist.Create().SetName("吴冠中").SaveX(ctx)
	aw := c.Artwork.Create().SetTitle("江南").SetMedium(artwork.MediumInk).SetWidthCm(30).SetHeightCm(40).SetPriceFen(100_000).SetArtist(ar).SaveX(ctx)
	g, err := publishing.SaveGoods(ctx, c, who, 0, publishing.GoodsInput{Kind: "DERIVATIVE", Title: "明信片", PriceFen: 4_800,
		ArtworkNumber: nodeid.Number(aw.ID), Stock: 10})
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now().UTC()
	act := func(action publishing.Action, at time.Time) func() error {
		return func() error {
			_, err := publishing.ActOnGoods(ctx, c, who, g.ID, action, at, now)
			return err
		}
	}
	purgesEach(t, a, []step{
		{"publish", act(publishing.Publish, time.Time{})},
		{"a change of stock", func() error {
			_, err := publishing.AdjustGoodsStock(ctx, c, who, g.ID, -3)
			return err
		}},
		{"unpublish", act(publishing.Unpublish, time.Time{})},
		{"schedule", act(publishing.Schedule, now.Add(time.Minute))},
		jobStep(t, a, now.Add(time.Minute)),
	})
}

// The home page's layout: publishing it, scheduling it and the scheduled
// publication each drop the kept pages (the home page is one of them), and
// so, through the same purge, the GraphQL answers on every server.
func TestHomeLayoutPurgesThePageCache(t *testing.T) {
	a := newTestApp(t)
	ctx := context.Background()
	c := a.DB.Client
	ed := c.Member.Create().SetUsername("editor_h").SetMobile("13800000079").SetRoles([]string{"editor"}).SaveX(ctx)
	who := audit.Actor{ID: ed.ID}
	save := func(title string) func() error {
		return func() error {
			_, err := publishing.SaveHome(ctx, c, who, []publishing.HomeSectionInput{{Kind: "galleries", Title: title}})
			return err
		}
	}
	act := func(action publishing.Action, at, now time.Time) func() error {
		return func() error {
			_, err := publishing.ActOnHome(ctx, c, who, action, at, now)
			return err
		}
	}
	now := time.Now().UTC()
	purgesEach(t, a, []step{
		{"a draft", save("画廊")},
		{"publish", act(publishing.Publish, time.Time{}, now)},
		{"another draft", save("画廊在前")},
		{"schedule", act(publishing.Schedule, now.Add(time.Minute), now)},
		jobStep(t, a, now.Add(time.Minute)),
	})
	if got, _ := publishing.PublishedHome(ctx, c); len(got) != 1 || got[0].Title != "画廊在前" {
		t.Errorf("the published page: %+v", got)
	}
}
