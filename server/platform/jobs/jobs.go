// Package jobs walks a periodic job's due rows safely beside the same job
// on other servers: each row is claimed with a lease kept in the row (one
// conditional UPDATE that only one runner wins), then handled in one
// transaction holding its row lock, then let go. The rule of what is due
// and what handling it means stays in the job's domain package; this is
// only the walk.
package jobs

import (
	"context"
	"log/slog"
	"time"

	"artmarket/ent"
	"artmarket/server/platform/db"
)

// A Lease is how a job claims a due row, in the row itself (its
// lease_until column).
type Lease struct {
	// Take leases row id to this runner until until, on condition that no
	// one holds it (its lease is empty or ended before now) and that it is
	// still due: one conditional UPDATE; false when another runner holds it
	// or it moved on.
	Take func(ctx context.Context, id int, now, until time.Time) (bool, error)
	// Drop clears row id's lease once it is handled.
	Drop func(ctx context.Context, id int) error
	// For is how long a lease is held: longer than a row's handling (a
	// provider's call included), so a runner that died lets go in time.
	For time.Duration
}

// A Step handles one due row in c, the transaction holding its lock; true
// when it did what the job is for (a row that moved on meanwhile answers
// false). Its error rolls the row's transaction back.
type Step func(ctx context.Context, c *ent.Client, id int) (bool, error)

// Rows is one job's walk over its due rows.
type Rows struct {
	// Name names the job in the log ("orders: auto-cancel").
	Name string
	// Client is the database.
	Client *ent.Client
	// Now is the job's clock (time.Now when nil).
	Now func() time.Time
	// Lease claims each row first; nil claims none (the step's conditional
	// update alone keeps a row handled once).
	Lease *Lease
	// Before runs after a row is claimed and before its transaction,
	// outside any: a provider's call that must not hold the database while
	// it waits. The ctx it answers is the step's; nil runs nothing.
	Before func(ctx context.Context, id int) (context.Context, error)
	// Lock is the row lock of row id's transaction (db.WithLock); nil, or
	// a nil Lock, takes none.
	Lock func(id int) db.Lock
	// Log receives the failures; a row's failure does not stop the others.
	Log *slog.Logger
	// Quiet reports the errors that are the rule's answers (a refusal), not
	// failures: not logged. Nil logs every error.
	Quiet func(error) bool
}

// Each runs step for each row of ids (the due rows, read by the job
// outside any transaction): claimed, then step in one transaction holding
// the row's lock, then the lease dropped. It answers how many steps
// handled their row.
func (r Rows) Each(ctx context.Context, ids []int, step Step) int {
	done := 0
	for _, id := range ids {
		ok, err := r.one(ctx, id, step)
		if err != nil && (r.Quiet == nil || !r.Quiet(err)) {
			r.log().ErrorContext(ctx, r.Name, "id", id, "err", err)
		}
		if ok && err == nil {
			done++
		}
	}
	return done
}

func (r Rows) one(ctx context.Context, id int, step Step) (handled bool, err error) {
	if l := r.Lease; l != nil {
		// The lease is bookkeeping no page shows: its writes move no
		// cache's count (db.CountersOnly), the step's own writes do.
		lctx := db.CountersOnly(ctx)
		now := r.now()
		won, err := l.Take(lctx, id, now, now.Add(l.For))
		if err != nil || !won {
			return false, err
		}
		defer func() {
			if err := l.Drop(lctx, id); err != nil {
				r.log().ErrorContext(ctx, r.Name+": drop lease", "id", id, "err", err)
			}
		}()
	}
	if r.Before != nil {
		if ctx, err = r.Before(ctx, id); err != nil {
			return false, err
		}
	}
	var lock db.Lock
	if r.Lock != nil {
		lock = r.Lock(id)
	}
	err = db.WithLock(ctx, r.Client, lock, func(ctx context.Context, c *ent.Client) error {
		var err error
		handled, err = step(ctx, c, id)
		return err
	})
	return handled, err
}

func (r Rows) now() time.Time {
	if r.Now == nil {
		return time.Now()
	}
	return r.Now()
}

func (r Rows) log() *slog.Logger {
	if r.Log == nil {
		return slog.New(slog.DiscardHandler)
	}
	return r.Log
}
