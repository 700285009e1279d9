// Package refunds is what happens after a sale when a buyer wants money
// back (issue 23): a request on a paid order (a refund only, or a return
// and refund) moves through the state machine of transitions.go; the
// seller agrees or refuses (silence agrees); a refusal may go to an
// arbiter; an agreed refund is posted to the ledger (never more than what
// was paid less earlier refunds) and paid through WeChat Pay under one
// out_refund_no for life, its outcome followed through the provider's
// notifications (orders.Service.RefundApplied).
package refunds

import (
	"fmt"
	"log/slog"
	"time"

	"artmarket/ent"
	"artmarket/server/domain/orders"
	"artmarket/server/domain/problem"
	"artmarket/server/providers/wechatpay"
)

// Defaults of the configurable windows.
const (
	DefaultAnswerWindow  = 48 * time.Hour      // the seller's time to answer (silence agrees)
	DefaultReturnWindow  = 10 * 24 * time.Hour // after the parcel is sent back, silence confirms it came back
	DefaultRequestWindow = 7 * 24 * time.Hour  // after receipt, how long a refund may be requested
)

// Service holds what the refund rules need beyond the database.
type Service struct {
	// Client is the database of the jobs and the provider's reports.
	Client *ent.Client
	// Orders records what WeChat Pay says of a refund (its ApplyRefund
	// moves the ledger and calls back Applied); its clock and log are the
	// refunds' too. Required.
	Orders *orders.Service
	// Pay is WeChat Pay; nil leaves agreed refunds waiting (退款中) until
	// it is there.
	Pay wechatpay.API
	// Notifier tells buyers and sellers of each step (orders.Outbox); nil
	// tells no one.
	Notifier Notifier
	// AnswerWindow, ReturnWindow, RequestWindow: see the defaults.
	AnswerWindow, ReturnWindow, RequestWindow time.Duration
}

// now is the orders' clock (clocktest in tests), UTC.
func (s *Service) now() time.Time { return s.Orders.Time() }

// log is where the orders report.
func (s *Service) log() *slog.Logger { return s.Orders.Logger() }

func (s *Service) answerWindow() time.Duration { return orders.Or(s.AnswerWindow, DefaultAnswerWindow) }
func (s *Service) returnWindow() time.Duration { return orders.Or(s.ReturnWindow, DefaultReturnWindow) }
func (s *Service) requestWindow() time.Duration {
	return orders.Or(s.RequestWindow, DefaultRequestWindow)
}

// wrap gives an unexpected error the operation and the request it failed
// on; a refusal passes unchanged.
func wrap(op string, id int, err error) error {
	if err == nil || problem.As(err) != nil {
		return err
	}
	return fmt.Errorf("refunds: %s %d: %w", op, id, err)
}
