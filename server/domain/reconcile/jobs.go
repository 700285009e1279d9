package reconcile

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"artmarket/ent"
	"artmarket/ent/privacy"
	"artmarket/ent/reconday"
	"artmarket/server/platform/db"
	"artmarket/server/platform/every"
	"artmarket/server/platform/jobs"
)

// The daily job runs in every server process, each safe beside the
// others: the day's row is unique by its date, a due day is claimed with a
// lease (one conditional UPDATE of lease_until that one server wins), the
// bill is read outside any transaction, and the result is written in a
// transaction holding the day's row.

const (
	jobBatch = 30
	// leaseFor outlasts a run: two bill downloads bounded by the client's
	// timeout, and the writing.
	leaseFor = 2 * time.Minute
)

// Every is how often the job looks for due days.
const Every = 10 * time.Minute

// Run runs the job every interval until ctx ends.
func (s *Service) Run(ctx context.Context, interval time.Duration) {
	every.Run(ctx, interval, s.log(), "reconcile: daily", every.Counted(s.RunOnce))
}

// RunOnce makes sure each of the last Lookback days has its row, then runs
// each day that is due: not final (its last run read no bill, or a bill
// of a day not yet over) and its next run passed. It answers how many
// days it ran.
func (s *Service) RunOnce(ctx context.Context) (int, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	now := s.now()
	lookback := s.Lookback
	if lookback <= 0 {
		lookback = DefaultLookback
	}
	for i := 1; i <= lookback; i++ {
		if _, err := s.ensure(ctx, s.Client, now.In(shanghai).AddDate(0, 0, -i).Format(time.DateOnly)); err != nil {
			return 0, err
		}
	}
	ids, err := s.Client.ReconDay.Query().Where(reconday.Final(false), reconday.NextRunAtLTE(now)).
		Order(reconday.ByBillDate()).Limit(jobBatch).IDs(ctx)
	if err != nil {
		return 0, fmt.Errorf("reconcile: due days: %w", err)
	}
	type compared struct{}
	rows := jobs.Rows{Name: "reconcile: day", Client: s.Client, Now: s.now, Log: s.log(),
		Lease: &jobs.Lease{For: leaseFor,
			Take: func(ctx context.Context, id int, _, _ time.Time) (bool, error) {
				return s.lease(ctx, s.Client, id, true)
			},
			Drop: func(ctx context.Context, id int) error { return s.unlease(ctx, s.Client, id) }},
		// The bill is read before the transaction: a slow provider never
		// holds the database.
		Before: func(ctx context.Context, id int) (context.Context, error) {
			d, err := s.Client.ReconDay.Get(ctx, id)
			if err != nil {
				return ctx, fmt.Errorf("reconcile: read day %d: %w", id, err)
			}
			out, err := s.compare(ctx, s.Client, d.BillDate)
			if err != nil {
				return ctx, err
			}
			return context.WithValue(ctx, compared{}, out), nil
		},
		Lock: lockDay}
	return rows.Each(ctx, ids, func(ctx context.Context, c *ent.Client, id int) (bool, error) {
		out, _ := ctx.Value(compared{}).(outcome)
		_, err := s.record(ctx, c, id, out, 0)
		return err == nil, err
	}), nil
}

// ensure makes date's row when it has none (the date is unique: two
// servers make one) and answers its id.
func (s *Service) ensure(ctx context.Context, c *ent.Client, date string) (int, error) {
	_, end, err := dayBounds(date)
	if err != nil {
		return 0, err
	}
	now := s.now()
	err = c.ReconDay.Create().SetBillDate(date).SetNextRunAt(end.Add(orDefault(s.Ready, DefaultReady))).
		SetCreatedAt(now).SetUpdatedAt(now).OnConflictColumns(reconday.FieldBillDate).DoNothing().Exec(ctx)
	if err != nil && !errors.Is(err, sql.ErrNoRows) { // sql.ErrNoRows: the row was there
		return 0, fmt.Errorf("reconcile: day %s: %w", date, err)
	}
	id, err := c.ReconDay.Query().Where(reconday.BillDate(date)).OnlyID(ctx)
	if err != nil {
		return 0, fmt.Errorf("reconcile: day %s: %w", date, err)
	}
	return id, nil
}

// lease claims day row id for one run until leaseFor from now, on
// condition no one holds it (its lease is empty or ended); due asks besides
// that the day is still due (the job's claim; a finance run may run any
// day). One conditional UPDATE: of two runners one wins. The lease is
// bookkeeping no page shows (db.CountersOnly).
func (s *Service) lease(ctx context.Context, c *ent.Client, id int, due bool) (bool, error) {
	now := s.now()
	u := c.ReconDay.Update().Where(reconday.ID(id), reconday.Or(reconday.LeaseUntilIsNil(), reconday.LeaseUntilLT(now)))
	if due {
		u.Where(reconday.Final(false), reconday.NextRunAtLTE(now))
	}
	n, err := u.SetLeaseUntil(now.Add(leaseFor)).Save(db.CountersOnly(ctx))
	if err != nil {
		return false, fmt.Errorf("reconcile: claim day %d: %w", id, err)
	}
	return n == 1, nil
}

// unlease lets day row id go after a run.
func (s *Service) unlease(ctx context.Context, c *ent.Client, id int) error {
	return c.ReconDay.UpdateOneID(id).ClearLeaseUntil().Exec(db.CountersOnly(ctx))
}

// lockDay is the day row's lock: two writers of one day's result run one
// after the other.
func lockDay(id int) db.Lock {
	return func(ctx context.Context, c *ent.Client) error {
		_, err := c.ReconDay.Query().Where(reconday.ID(id)).Modify(db.ForUpdate).Only(ctx)
		if err != nil {
			return fmt.Errorf("reconcile: lock day %d: %w", id, err)
		}
		return nil
	}
}
