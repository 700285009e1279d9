package orders

import (
	"context"
	"fmt"
	"time"

	"artmarket/ent"
	"artmarket/ent/order"
	"artmarket/ent/paymentattempt"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/nodeid"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/every"
	"artmarket/server/platform/jobs"
)

// The jobs run in every server process, each safe beside the others: a due
// order is claimed with a lease (one conditional UPDATE of lease_until that
// only one server wins) before a provider is called, and every move is a
// conditional state update besides, so each due order is handled once.

// jobBatch bounds the orders one run of a job handles.
const jobBatch = 100

// Report counts what one run of the jobs did.
type Report struct {
	Reminded, Expired, Received, Reconciled int
}

// Run runs the jobs every interval until ctx ends.
func (s *Service) Run(ctx context.Context, interval time.Duration) {
	every.Run(ctx, interval, s.log(), "orders: jobs", every.Counted(s.RunOnce))
}

// RunOnce runs each job once: the reminders of coming auto-cancels, the
// reconciliation (before the auto-cancel, so a payment whose notification
// was lost is applied rather than cancelled), the auto-cancel and the
// auto-receive. A failure with one order is logged and does not stop the
// others.
func (s *Service) RunOnce(ctx context.Context) (Report, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	var r Report
	var err error
	if r.Reminded, err = s.Remind(ctx); err != nil {
		return r, err
	}
	if r.Reconciled, err = s.Reconcile(ctx); err != nil {
		return r, err
	}
	if r.Expired, err = s.Expire(ctx); err != nil {
		return r, err
	}
	r.Received, err = s.AutoReceive(ctx)
	return r, err
}

// rows is the walk of a job named name over due orders, each in its own
// transaction; lease claims each first (an order may be claimed in any
// state of states, none meaning any), for the jobs that call a provider.
// A refusal is the rule's answer, not logged.
func (s *Service) rows(name string, lease bool, states ...State) jobs.Rows {
	r := jobs.Rows{Name: "orders: " + name, Client: s.Client, Now: s.now, Log: s.log(),
		Quiet: func(err error) bool { return problem.As(err) != nil }}
	if lease {
		r.Lease = &jobs.Lease{For: leaseFor,
			Take: func(ctx context.Context, id int, now, until time.Time) (bool, error) {
				q := s.Client.Order.Update().Where(order.ID(id), order.Or(order.LeaseUntilIsNil(), order.LeaseUntilLT(now)))
				if len(states) > 0 {
					q.Where(order.StateIn(orderStates(states)...))
				}
				n, err := q.SetLeaseUntil(until).Save(ctx)
				return n == 1, wrap("claim", id, err)
			},
			Drop: func(ctx context.Context, id int) error {
				return s.Client.Order.UpdateOneID(id).ClearLeaseUntil().Exec(ctx)
			}}
	}
	return r
}

func orderStates(states []State) []order.State {
	out := make([]order.State, len(states))
	for i, st := range states {
		out[i] = order.State(st)
	}
	return out
}

// Remind tells the buyers of unpaid orders that are cancelled within
// RemindBefore (once each: the conditional update of cancel_reminded wins
// on one server only).
func (s *Service) Remind(ctx context.Context) (int, error) {
	now := s.now()
	due, err := s.Client.Order.Query().Where(order.StateEQ(order.StatePendingPayment), order.CancelReminded(false),
		order.ExpiresAtLTE(now.Add(s.remindBefore())), order.ExpiresAtGT(now)).Limit(jobBatch).All(ctx)
	if err != nil {
		return 0, fmt.Errorf("orders: due reminders: %w", err)
	}
	return s.eachOrder(ctx, "remind", due, func(ctx context.Context, c *ent.Client, o *ent.Order) (bool, error) {
		n, err := c.Order.Update().Where(order.ID(o.ID), order.CancelReminded(false), order.StateEQ(order.StatePendingPayment)).
			SetCancelReminded(true).Save(ctx)
		if err != nil || n == 0 {
			return false, wrap("mark reminded", o.ID, err)
		}
		return true, s.tell(ctx, c, o, EventCancelSoon)
	}), nil
}

// eachOrder is the walk of the job named name over the due orders it
// loaded (no lease: each move is conditional), fn given each order as
// loaded, in its own transaction.
func (s *Service) eachOrder(ctx context.Context, name string, due []*ent.Order, fn func(ctx context.Context, c *ent.Client, o *ent.Order) (bool, error)) int {
	byID := make(map[int]*ent.Order, len(due))
	for _, o := range due {
		byID[o.ID] = o
	}
	return s.rows(name, false).Each(ctx, ids(due), func(ctx context.Context, c *ent.Client, id int) (bool, error) {
		return fn(ctx, c, byID[id])
	})
}

// Expire cancels the unpaid orders past their window: for each, its open
// payment attempts are closed at the provider first (one paid meanwhile is
// applied instead: the order is paid, not cancelled), then the stock is
// released and the order CANCELLED, in one transaction.
func (s *Service) Expire(ctx context.Context) (int, error) {
	due, err := s.Client.Order.Query().Where(order.StateEQ(order.StatePendingPayment), order.ExpiresAtLTE(s.now())).
		Order(ent.Asc(order.FieldExpiresAt)).Limit(jobBatch).IDs(ctx)
	if err != nil {
		return 0, fmt.Errorf("orders: due cancellations: %w", err)
	}
	return s.rows("auto-cancel", true, PendingPayment).Each(ctx, due, s.expireOrder), nil
}

// expireOrder is the auto-cancel of one due order id (claimed, in its
// transaction): its attempts closed at the provider first, then cancelled
// with its stock released; true when it was cancelled.
func (s *Service) expireOrder(ctx context.Context, c *ent.Client, id int) (bool, error) {
	o, err := c.Order.Get(ctx, id)
	if err != nil {
		return false, wrap("read", id, err)
	}
	if State(o.State) != PendingPayment || s.now().Before(o.ExpiresAt) {
		return false, nil
	}
	paid, err := s.closeAttempts(ctx, c, o)
	if err != nil || paid {
		return false, err
	}
	if _, err := s.cancel(ctx, c, o, Expire, nil, MsgCancelExpired); err != nil {
		return false, err
	}
	return true, nil
}

// ExpireAtHoldEnd is the sandbox's control of the auto-cancel, for browser
// tests that cannot wait out the hold: the job's step for the one unpaid
// order number, run by a copy of the service whose clock stands at the end
// of that order's hold (the real clock if later). No other order is
// touched and the server's own clock and window stay as they are. Only the
// sandbox mounts it (package sandboxweb). false: no such unpaid order, or
// it was paid or cancelled meanwhile.
func (s *Service) ExpireAtHoldEnd(ctx context.Context, number int) (bool, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	id, ok := nodeid.ID(nodeid.Order, number)
	if !ok {
		return false, nil
	}
	o, err := s.Client.Order.Query().Where(order.ID(id), order.StateEQ(order.StatePendingPayment)).Only(ctx)
	if ent.IsNotFound(err) {
		return false, nil
	}
	if err != nil {
		return false, wrap("read", id, err)
	}
	at := o.ExpiresAt.UTC()
	if now := s.now(); now.After(at) {
		at = now
	}
	moved := *s
	moved.Now = func() time.Time { return at }
	return moved.rows("auto-cancel", true, PendingPayment).Each(ctx, []int{id}, moved.expireOrder) == 1, nil
}

// AutoReceive confirms receipt of the orders shipped more than
// ReceiveWindow ago (the conditional move completes each once).
func (s *Service) AutoReceive(ctx context.Context) (int, error) {
	due, err := s.Client.Order.Query().Where(order.StateEQ(order.StateShipped), order.ShippedAtLTE(s.now().Add(-s.receiveWindow()))).
		Order(ent.Asc(order.FieldShippedAt)).Limit(jobBatch).All(ctx)
	if err != nil {
		return 0, fmt.Errorf("orders: due receipts: %w", err)
	}
	return s.eachOrder(ctx, "auto-receive", due, func(ctx context.Context, c *ent.Client, o *ent.Order) (bool, error) {
		_, err := s.complete(ctx, c, o, AutoReceive, nil)
		return true, err
	}), nil
}

// Reconcile asks the provider about the payment attempts left open past
// ReconcileAfter and applies what it says: a payment whose notification was
// lost (or never sent: the server died between the payment and its
// notification) is applied as the notification would have been.
func (s *Service) Reconcile(ctx context.Context) (int, error) {
	if s.Pay == nil {
		return 0, nil
	}
	orderIDs, err := s.Client.PaymentAttempt.Query().Where(paymentattempt.StatusEQ(paymentattempt.StatusOPEN),
		paymentattempt.CreatedAtLTE(s.now().Add(-s.reconcileAfter()))).
		Order(ent.Asc(paymentattempt.FieldCreatedAt)).Limit(jobBatch).Select(paymentattempt.FieldOrderID).Ints(ctx)
	if err != nil {
		return 0, fmt.Errorf("orders: attempts to reconcile: %w", err)
	}
	return s.rows("reconcile", true).Each(ctx, unique(orderIDs), func(ctx context.Context, c *ent.Client, id int) (bool, error) {
		return true, s.syncOrder(ctx, c, id)
	}), nil
}

func ids(os []*ent.Order) []int {
	out := make([]int, len(os))
	for i, o := range os {
		out[i] = o.ID
	}
	return out
}

// unique is ids without repeats, in their order.
func unique(ids []int) []int {
	seen := make(map[int]bool, len(ids))
	out := ids[:0:0]
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}
