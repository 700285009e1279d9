package app

import (
	"context"
	"testing"
	"time"

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
	for _, step := range []struct {
		name string
		run  func() error
	}{
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
		{"the scheduled publication", func() error {
			n, err := a.Scheduled.PublishDue(ctx, now.Add(time.Minute))
			if err == nil && n != 1 {
				t.Errorf("the job published %d", n)
			}
			return err
		}},
	} {
		before := a.Pages.Purges()
		if err := step.run(); err != nil {
			t.Fatalf("%s: %v", step.name, err)
		}
		if a.Pages.Purges() == before {
			t.Errorf("%s purged nothing", step.name)
		}
	}
}
