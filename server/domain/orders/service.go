// Package orders is buying (issue 22): creating an order reserves stock and
// snapshots the goods, price and address; the order moves through the state
// machine of transitions.go; payments through WeChat Pay (the provider's
// contract, server/providers/wechatpay.API) are started, applied exactly
// once, reconciled and, when they cannot stand, refunded; the jobs cancel
// orders left unpaid and confirm receipt of shipped ones.
//
// Payment lives here rather than in a package of its own: applying a
// payment is a transition of the order, in the order's transaction, and
// cancelling an order closes its payment attempts first; two packages
// would call each other.
package orders

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"artmarket/ent"
	"artmarket/server/domain/ledger"
	"artmarket/server/domain/problem"
	"artmarket/server/providers/wechatpay"
)

// Defaults of the configurable windows.
const (
	DefaultPayWindow      = 30 * time.Minute    // ORDER_PAY_WINDOW
	DefaultReceiveWindow  = 10 * 24 * time.Hour // ORDER_RECEIVE_WINDOW
	DefaultReconcileAfter = 3 * time.Minute     // ORDER_RECONCILE_AFTER
	DefaultRemindBefore   = 10 * time.Minute    // the auto-cancel reminder, before expiry
	leaseFor              = 2 * time.Minute     // how long a job runner holds a due order
)

// Service holds what the order rules need beyond the database: the payment
// provider, the clock and the windows.
type Service struct {
	// Client is the database of the jobs and the payment notifications
	// (requests pass their transaction's client).
	Client *ent.Client
	// PublicURL is the site's address as visitors see it (the H5 return page).
	PublicURL string
	// Pay is WeChat Pay; nil answers payments with 支付服务暂不可用.
	Pay wechatpay.API
	// Notifier tells buyers and sellers of payments, shipments and coming
	// auto-cancels; nil tells no one.
	Notifier Notifier
	// Now is the clock (clocktest in tests); nil means time.Now.
	Now func() time.Time
	// PayWindow is how long an unpaid order holds the stock.
	PayWindow time.Duration
	// ReceiveWindow is how long after shipping receipt is confirmed automatically.
	ReceiveWindow time.Duration
	// ReconcileAfter is how old an open payment attempt is before the
	// reconciliation asks the provider about it.
	ReconcileAfter time.Duration
	// RemindBefore is how long before the auto-cancel the buyer is reminded.
	RemindBefore time.Duration
	// CommissionBP is the platform's commission on the goods amount in
	// basis points, fixed on each order when it is created; 0 means
	// ledger.DefaultCommissionBP (5 %).
	CommissionBP int
	// RefundApplied, when set, hears of every change WeChat Pay reports of
	// a refund, in the transaction that records it (the buyers' refund
	// requests follow their refunds so: package refunds).
	RefundApplied func(ctx context.Context, c *ent.Client, r wechatpay.Refund) error
	// Log is where the jobs report; nil means slog.Default().
	Log *slog.Logger
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC()
	}
	return time.Now().UTC()
}

// Time is the orders' clock, UTC (the refunds' too).
func (s *Service) Time() time.Time { return s.now() }

// Logger is where the orders report.
func (s *Service) Logger() *slog.Logger { return s.log() }

// Or is d, or def when d is not set (a configurable window's default).
func Or(d, def time.Duration) time.Duration {
	if d > 0 {
		return d
	}
	return def
}

func (s *Service) payWindow() time.Duration      { return Or(s.PayWindow, DefaultPayWindow) }
func (s *Service) receiveWindow() time.Duration  { return Or(s.ReceiveWindow, DefaultReceiveWindow) }
func (s *Service) reconcileAfter() time.Duration { return Or(s.ReconcileAfter, DefaultReconcileAfter) }
func (s *Service) remindBefore() time.Duration   { return Or(s.RemindBefore, DefaultRemindBefore) }

func (s *Service) commissionBP() int {
	if s.CommissionBP > 0 {
		return s.CommissionBP
	}
	return ledger.DefaultCommissionBP
}

func (s *Service) log() *slog.Logger {
	if s.Log != nil {
		return s.Log
	}
	return slog.Default()
}

// PayWindowMinutes is the stock hold in whole minutes (the confirm page's words).
func (s *Service) PayWindowMinutes() int { return int(s.payWindow() / time.Minute) }

// AutoReceiveAt is when a shipped order's receipt is confirmed automatically.
func (s *Service) AutoReceiveAt(o *ent.Order) *time.Time {
	if State(o.State) != Shipped || o.ShippedAt == nil {
		return nil
	}
	t := o.ShippedAt.Add(s.receiveWindow())
	return &t
}

// wrap gives an unexpected error the operation and the order it failed on;
// a refusal (problem.Error) passes unchanged, for the APIs to translate.
func wrap(op string, id int, err error) error {
	if err == nil || problem.As(err) != nil {
		return err
	}
	return fmt.Errorf("orders: %s %d: %w", op, id, err)
}
