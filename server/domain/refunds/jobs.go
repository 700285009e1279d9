package refunds

import (
	"context"
	"time"

	"artmarket/ent"
	"artmarket/ent/order"
	"artmarket/ent/predicate"
	"artmarket/ent/privacy"
	"artmarket/ent/refundrequest"
	"artmarket/server/domain/ledger"
	"artmarket/server/platform/db"
	"artmarket/server/platform/every"
	"artmarket/server/platform/jobs"
)

// The jobs run in every server process, each safe beside the others: a due
// request is claimed with a lease (one conditional UPDATE of lease_until
// that only one server wins) and every move is a conditional state update
// in the order's lock besides, so each due request is handled once.

const (
	jobBatch = 100
	leaseFor = 2 * time.Minute
)

// Report counts what one run of the jobs did.
type Report struct {
	Agreed, Confirmed, Sent, Settled int
}

// Run runs the jobs every interval until ctx ends.
func (s *Service) Run(ctx context.Context, interval time.Duration) {
	every.Run(ctx, interval, s.log(), "refunds: jobs", every.Counted(s.RunOnce))
}

// RunOnce runs each job once: the seller's silence agrees after the answer
// window; after the return window it confirms the parcel came back; refunds
// WeChat Pay has not taken yet (it could not be reached) are sent again
// under their out_refund_no, and those it has not reported on are asked
// about; the seller's share of orders whose refund window ended with no
// open request becomes available. A failure with one request is logged and
// does not stop the others.
func (s *Service) RunOnce(ctx context.Context) (Report, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	var r Report
	var err error
	now := s.now()
	if r.Agreed, err = s.due(ctx, refundrequest.State(string(Requested)), refundrequest.AnswerDueAtLTE(now),
		func(ctx context.Context, c *ent.Client, q *ent.RefundRequest) error {
			_, err := s.agree(ctx, c, q, agreement(q, true), nil)
			return err
		}); err != nil {
		return r, err
	}
	if r.Confirmed, err = s.due(ctx, refundrequest.State(string(ReturnShipped)), refundrequest.ReturnDueAtLTE(now),
		func(ctx context.Context, c *ent.Client, q *ent.RefundRequest) error {
			_, err := s.confirmReturn(ctx, c, q, AutoConfirmReturn, nil)
			return err
		}); err != nil {
		return r, err
	}
	if r.Sent, err = s.due(ctx, refundrequest.State(string(Refunding)), refundrequest.UpdatedAtLTE(now.Add(-time.Minute)),
		func(ctx context.Context, _ *ent.Client, q *ent.RefundRequest) error { s.follow(ctx, q); return nil }); err != nil {
		return r, err
	}
	r.Settled, err = s.settle(ctx)
	return r, err
}

// due handles each request in state st that where picks: claimed, then fn
// in a transaction holding its order (a request that moved on meanwhile is
// let be); answers how many fn handled.
func (s *Service) due(ctx context.Context, st, where predicate.RefundRequest, fn func(ctx context.Context, c *ent.Client, r *ent.RefundRequest) error) (int, error) {
	ids, err := s.Client.RefundRequest.Query().Where(st, where).Limit(jobBatch).IDs(ctx)
	if err != nil {
		return 0, wrap("read due requests", 0, err)
	}
	rows := jobs.Rows{Name: "refunds: job", Client: s.Client, Now: s.now, Log: s.log(),
		Lease: &jobs.Lease{For: leaseFor,
			Take: func(ctx context.Context, id int, now, until time.Time) (bool, error) {
				n, err := s.Client.RefundRequest.Update().Where(refundrequest.ID(id), st,
					refundrequest.Or(refundrequest.LeaseUntilIsNil(), refundrequest.LeaseUntilLT(now))).SetLeaseUntil(until).Save(ctx)
				return n == 1, wrap("claim", id, err)
			},
			Drop: func(ctx context.Context, id int) error {
				return s.Client.RefundRequest.UpdateOneID(id).ClearLeaseUntil().Exec(ctx)
			}},
		Lock: func(id int) db.Lock {
			return func(ctx context.Context, c *ent.Client) error {
				r, err := c.RefundRequest.Get(ctx, id)
				if err != nil {
					return wrap("read", id, err)
				}
				return lockOrder(r.OrderID)(ctx, c)
			}
		}}
	return rows.Each(ctx, ids, func(ctx context.Context, c *ent.Client, id int) (bool, error) {
		r, err := c.RefundRequest.Query().Where(refundrequest.ID(id), st).Only(ctx)
		if ent.IsNotFound(err) {
			return false, nil
		}
		if err != nil {
			return false, err
		}
		// The step's notices wait for its commit (tell: db.AfterCommit).
		return true, fn(ctx, c, r)
	}), nil
}

// follow has a refund WeChat Pay has not taken (PENDING) sent again under
// its out_refund_no, or WeChat Pay asked about one it has not reported on:
// after the step's transaction commits, outside any (sendAfterCommit), the
// request's lease held meanwhile.
func (s *Service) follow(ctx context.Context, r *ent.RefundRequest) {
	s.sendAfterCommit(ctx, r.OrderID, r.OutRefundNo)
}

// settle makes the seller's share of each order whose refund window has
// ended available (the ledger's SETTLE entry), once: the order takes
// settled_at on condition it has none, in the order's lock, and only with
// no refund request open (one that ends later lets the next run settle).
func (s *Service) settle(ctx context.Context) (int, error) {
	ids, err := s.Client.Order.Query().Where(order.StateEQ(order.StateCompleted), order.SettledAtIsNil(),
		order.CompletedAtLTE(s.now().Add(-s.requestWindow()))).Limit(jobBatch).IDs(ctx)
	if err != nil {
		return 0, wrap("read orders to settle", 0, err)
	}
	rows := jobs.Rows{Name: "refunds: settle", Client: s.Client, Now: s.now, Log: s.log(), Lock: lockOrder}
	return rows.Each(ctx, ids, func(ctx context.Context, c *ent.Client, id int) (bool, error) {
		open, err := c.RefundRequest.Query().Where(refundrequest.OrderID(id), refundrequest.StateIn(strs(Open)...)).Exist(ctx)
		if err != nil || open {
			return false, err
		}
		now := s.now()
		n, err := c.Order.Update().Where(order.ID(id), order.SettledAtIsNil()).SetSettledAt(now).Save(ctx)
		if err != nil || n == 0 {
			return false, err
		}
		o, err := c.Order.Get(ctx, id)
		if err != nil {
			return false, err
		}
		_, err = ledger.Settle(ctx, c, o, now)
		return err == nil, err
	}), nil
}
