package publishing

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"artmarket/ent"
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

// scheduled is a kind of content as the job sees it (kind.go).
type scheduled interface {
	publishDueAll(ctx context.Context, s *Scheduler, now time.Time) (int, error)
	publishAt(ctx context.Context, s *Scheduler, number int) (bool, error)
	sandboxPath() string
}

// kinds are the kinds of content the job publishes.
var kinds = []scheduled{articles, lives, exhibitions, rooms, goodsKind, homeLayouts, artists, galleries}

// PublishDue publishes the scheduled pieces of every kind whose time is at
// or before now, answering how many this runner published.
func (s *Scheduler) PublishDue(ctx context.Context, now time.Time) (int, error) {
	n := 0
	for _, k := range kinds {
		m, err := k.publishDueAll(all(ctx), s, now)
		n += m
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

func (k *kind[E]) sandboxPath() string { return k.path }

func (k *kind[E]) publishDueAll(ctx context.Context, s *Scheduler, now time.Time) (int, error) {
	ids, err := k.due(ctx, s.Client, now, scheduleBatch)
	if err != nil {
		return 0, fmt.Errorf("publishing: due %s: %w", k.target, err)
	}
	rows := jobs.Rows{Name: "publishing: scheduled " + k.target, Client: s.Client, Now: s.now, Log: s.log()}
	return rows.Each(ctx, ids, func(ctx context.Context, c *ent.Client, id int) (bool, error) {
		return k.publishDue(ctx, s, c, id, now)
	}), nil
}

// publishDue claims and publishes piece id in c (the step's transaction) if
// it is still scheduled and due: false when another server published it, or
// an editor moved it, meanwhile. A failure with one piece is logged by the
// walk and does not stop the others.
func (k *kind[E]) publishDue(ctx context.Context, s *Scheduler, c *ent.Client, id int, now time.Time) (bool, error) {
	claimed, err := k.claim(ctx, c, id, now)
	if err != nil {
		return false, fmt.Errorf("publishing: claim %s %d: %w", k.target, id, err)
	}
	if claimed == 0 {
		return false, nil
	}
	e, err := k.get(ctx, c, id)
	if err == nil {
		// Readers first see it now: the job's clock, or the real time when
		// that is earlier (the sandbox runs the step at a time still ahead).
		stamp := now
		if real := s.now(); real.Before(stamp) {
			stamp = real
		}
		if _, err = k.publish(ctx, c, e, Scheduled, stamp); err == nil {
			err = audit.Append(ctx, c, jobActor, audit.Entry{Action: k.action(string(Publish)), TargetType: k.target, TargetID: id,
				Changes: map[string][2]any{"publication": {string(Scheduled), string(Published)}}, Reason: "定时发布"})
		}
	}
	if err != nil {
		return false, fmt.Errorf("publishing: publish %s %d: %w", k.target, id, err)
	}
	return true, nil
}

// publishAt runs the job's step with the clock at the time piece number is scheduled for.
func (k *kind[E]) publishAt(ctx context.Context, s *Scheduler, number int) (bool, error) {
	id, ok := nodeid.ID(k.node, number)
	if !ok {
		return false, nil
	}
	e, err := k.get(all(ctx), s.Client, id)
	if ent.IsNotFound(err) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("publishing: %s %d: %w", k.target, number, err)
	}
	st, _, at := k.state(e)
	if st != Scheduled || at == nil {
		return false, nil
	}
	var done bool
	err = db.WithTx(all(ctx), s.Client, func(ctx context.Context, c *ent.Client) error {
		done, err = k.publishDue(ctx, s, c, id, *at)
		return err
	})
	return done, err
}

// PublishScheduledAt runs the job's step with the clock at the time the
// piece of kind path (articles, lives, goods) with number is scheduled for (the
// sandbox's control for browser tests): false when it is not scheduled.
func (s *Scheduler) PublishScheduledAt(ctx context.Context, path string, number int) (bool, error) {
	for _, k := range kinds {
		if k.sandboxPath() == path {
			return k.publishAt(ctx, s, number)
		}
	}
	return false, nil
}
