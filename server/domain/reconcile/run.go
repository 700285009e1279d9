package reconcile

import (
	"context"
	"fmt"
	"time"

	"artmarket/ent"
	"artmarket/ent/privacy"
	"artmarket/ent/reconday"
	"artmarket/ent/recondifference"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
	"artmarket/server/platform/db"
)

// Refusals of a finance run.
const (
	MsgBadDate = "对账日期格式应为YYYY-MM-DD"
	MsgFuture  = "不能对账今天以后的日期"
	MsgTooOld  = "只能对账一年内的日期"
	MsgBusy    = "该日正在对账，请稍后再试"
)

// maxDaysBack bounds a finance run (WeChat Pay keeps bills about a year).
const maxDaysBack = 365

// RunDay runs date's reconciliation now for who, who holds the finance
// role, in the job's shape (graph/gqlserver/tx.go's exception: the
// mutation is @providerCall and runs in no request transaction): the day's
// row is made if missing and leased (one conditional UPDATE: a day a job
// runner or another finance run holds is refused MsgBusy), the bill is read
// outside any transaction (a slow WeChat Pay holds no lock and no
// connection), then the result is written and the run audited together in
// one transaction holding the day's row, and the lease is let go. A
// provider that cannot answer leaves the day pending: an answer, not a
// refusal.
func (s *Service) RunDay(ctx context.Context, c *ent.Client, who audit.Actor, date string) (*ent.ReconDay, error) {
	role, err := roles.Require(ctx, c, who.ID, roles.Finance)
	if err != nil {
		return nil, err
	}
	who.Role = string(role)
	if err := s.checkDate(date); err != nil {
		return nil, err
	}
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	id, err := s.ensure(ctx, c, date)
	if err != nil {
		return nil, err
	}
	won, err := s.lease(ctx, c, id, false)
	if err != nil {
		return nil, err
	}
	if !won {
		return nil, problem.New(problem.Conflict, MsgBusy)
	}
	defer func() {
		if err := s.unlease(ctx, c, id); err != nil {
			s.log().ErrorContext(ctx, "reconcile: drop lease", "day", id, "err", err)
		}
	}()
	before, err := c.ReconDay.Get(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("reconcile: read day %d: %w", id, err)
	}
	res, err := s.compare(ctx, c, date)
	if err != nil {
		return nil, err
	}
	var out *ent.ReconDay
	err = db.WithLock(ctx, c, lockDay(id), func(ctx context.Context, c *ent.Client) error {
		if out, err = s.record(ctx, c, id, res, who.ID); err != nil {
			return err
		}
		return audit.Append(ctx, c, who, audit.Entry{Action: audit.ActionReconcileRun, TargetType: audit.TargetReconDay, TargetID: id,
			Changes: map[string][2]any{"status": {string(before.Status), string(out.Status)}, "differences": {before.Differences, out.Differences}},
			Reason:  date})
	})
	return out, err
}

func (s *Service) checkDate(date string) error {
	start, _, err := dayBounds(date)
	if err != nil || len(date) != len(time.DateOnly) {
		return problem.New(problem.Invalid, MsgBadDate).OnField("billDate")
	}
	today, _, _ := dayBounds(s.now().In(shanghai).Format(time.DateOnly))
	switch {
	case start.After(today):
		return problem.New(problem.Invalid, MsgFuture).OnField("billDate")
	case start.Before(today.AddDate(0, 0, -maxDaysBack)):
		return problem.New(problem.Invalid, MsgTooOld).OnField("billDate")
	}
	return nil
}

// Days are the reconciled days for operatorID who holds the finance role,
// the latest first (at most limit, 1–100), each with its differences.
func Days(ctx context.Context, c *ent.Client, operatorID, limit int) ([]*ent.ReconDay, error) {
	if _, err := roles.Require(ctx, c, operatorID, roles.Finance); err != nil {
		return nil, err
	}
	limit = min(max(limit, 1), 100)
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	return c.ReconDay.Query().Order(ent.Desc(reconday.FieldBillDate)).Limit(limit).WithDiffs(byID).All(ctx)
}

// Day is day row id with its differences (read after a run, which the
// caller was allowed).
func Day(ctx context.Context, c *ent.Client, id int) (*ent.ReconDay, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	return c.ReconDay.Query().Where(reconday.ID(id)).WithDiffs(byID).Only(ctx)
}

// byID orders a day's differences as found.
func byID(q *ent.ReconDifferenceQuery) { q.Order(recondifference.ByID()) }

// OpenDifferences counts the differences of the days whose last run found
// some (the console home's queue).
func OpenDifferences(ctx context.Context, c *ent.Client) (int, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	return c.ReconDifference.Query().Where(recondifference.HasDayWith(reconday.StatusEQ(reconday.StatusDIFFERENCES))).Count(ctx)
}
