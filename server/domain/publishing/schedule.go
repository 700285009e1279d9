package publishing

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"artmarket/ent"
	"artmarket/ent/article"
	"artmarket/ent/schema/nodeid"
	"artmarket/server/domain/audit"
	"artmarket/server/platform/db"
	"artmarket/server/platform/every"
	"artmarket/server/platform/jobs"
)

// ScheduleEvery is how often each server looks for scheduled pieces that are due.
const ScheduleEvery = 30 * time.Second

// scheduleBatch bounds the pieces one run publishes.
const scheduleBatch = 100

// jobActor is who the audit log names for the job's publications: no member
// (id 0) acting in the job's name; the editor who scheduled the piece is in
// the entry of the schedule.
var jobActor = audit.Actor{ID: 0, Role: "scheduler"}

// Scheduler publishes the scheduled pieces whose time has come. Every server
// runs it on the jobs walk (server/platform/jobs): each piece is claimed by
// one conditional UPDATE (publication scheduled → published, only while its
// time is due), inside a transaction that holds the row, so two servers
// running at once publish it once and the loser moves on.
type Scheduler struct {
	Client *ent.Client
	Now    func() time.Time // time.Now when nil (tests and the sandbox set it)
	Log    *slog.Logger
}

func (s *Scheduler) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC()
	}
	return time.Now().UTC()
}

// Run publishes the due pieces every interval until ctx ends.
func (s *Scheduler) Run(ctx context.Context, interval time.Duration) {
	every.Run(ctx, interval, s.log(), "publishing: scheduled", func(ctx context.Context) error {
		_, err := s.PublishDue(ctx, s.now())
		return err
	})
}

func (s *Scheduler) log() *slog.Logger {
	if s.Log == nil {
		return slog.Default()
	}
	return s.Log
}

// PublishDue publishes the scheduled articles whose time is at or before
// now, answering how many this runner published. Each is the job's step in
// its own transaction (jobs.Rows, no lease: the step's conditional update
// is the claim); a failure with one article is logged and does not stop the
// others.
func (s *Scheduler) PublishDue(ctx context.Context, now time.Time) (int, error) {
	ctx = all(ctx)
	ids, err := s.Client.Article.Query().
		Where(article.PublicationEQ(article.PublicationScheduled), article.PublishAtLTE(now)).
		Order(ent.Asc(article.FieldPublishAt)).Limit(scheduleBatch).IDs(ctx)
	if err != nil {
		return 0, fmt.Errorf("publishing: due articles: %w", err)
	}
	rows := jobs.Rows{Name: "publishing: scheduled", Client: s.Client, Now: s.now, Log: s.log()}
	return rows.Each(ctx, ids, func(ctx context.Context, c *ent.Client, id int) (bool, error) {
		return s.publishDue(ctx, c, id, now)
	}), nil
}

// publishDue claims and publishes article id in c (the step's transaction)
// if it is still scheduled and due: false when another server published it,
// or an editor moved it, meanwhile.
func (s *Scheduler) publishDue(ctx context.Context, c *ent.Client, id int, now time.Time) (bool, error) {
	claimed, err := c.Article.Update().
		Where(article.ID(id), article.PublicationEQ(article.PublicationScheduled), article.PublishAtLTE(now)).
		SetPublication(article.PublicationPublished).Save(ctx)
	if err != nil {
		return false, fmt.Errorf("publishing: claim article %d: %w", id, err)
	}
	if claimed == 0 {
		return false, nil
	}
	a, err := c.Article.Get(ctx, id)
	if err == nil {
		// Readers first see it now: the job's clock, or the real time when
		// that is earlier (the sandbox runs the step at a time still ahead).
		stamp := now
		if real := s.now(); real.Before(stamp) {
			stamp = real
		}
		a.Publication = article.PublicationScheduled // publish reads where it came from
		if _, err = publish(ctx, c, a, stamp); err == nil {
			err = audit.Append(ctx, c, jobActor, audit.Entry{Action: audit.ActionArticlePublish, TargetType: audit.TargetArticle, TargetID: id,
				Changes: map[string][2]any{"publication": {string(Scheduled), string(Published)}}, Reason: "定时发布"})
		}
	}
	if err != nil {
		return false, fmt.Errorf("publishing: publish article %d: %w", id, err)
	}
	return true, nil
}

// PublishScheduledAt runs the job's step with the clock at the time article
// number is scheduled for (the sandbox's control for browser tests): false
// when it is not scheduled.
func (s *Scheduler) PublishScheduledAt(ctx context.Context, number int) (bool, error) {
	id, ok := nodeid.ID(nodeid.Article, number)
	if !ok {
		return false, nil
	}
	a, err := s.Client.Article.Get(all(ctx), id)
	if ent.IsNotFound(err) || (err == nil && (a.Publication != article.PublicationScheduled || a.PublishAt == nil)) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("publishing: article %d: %w", number, err)
	}
	var done bool
	err = db.WithTx(all(ctx), s.Client, func(ctx context.Context, c *ent.Client) error {
		done, err = s.publishDue(ctx, c, id, *a.PublishAt)
		return err
	})
	return done, err
}
