package refunds_test

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"testing"

	"entgo.io/ent/dialect"

	"artmarket/ent"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/ledger"
	"artmarket/server/domain/member/funds"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/refunds"
	"artmarket/server/platform/outage"
)

// unreachable is a database that cannot be reached: every statement fails
// to connect.
type unreachable struct{}

var errRefused = &net.OpError{Op: "dial", Net: "tcp", Err: errors.New("connect: connection refused")}

func (unreachable) Exec(context.Context, string, any, any) error  { return errRefused }
func (unreachable) Query(context.Context, string, any, any) error { return errRefused }
func (unreachable) Tx(context.Context) (dialect.Tx, error)        { return nil, errRefused }
func (unreachable) Close() error                                  { return nil }
func (unreachable) Dialect() string                               { return dialect.SQLite }

// With the database down every refund and withdrawal operation, and the
// reads of their pages, fails with the outage itself (wrapped, never a
// refusal nor a bare error): the GraphQL server answers it UNAVAILABLE and
// /api 503 (graph/gqlserver and server/web/api's outage tests), not 500.
func TestDatabaseDownIsAnOutage(t *testing.T) {
	mon := outage.NewMonitor(slog.New(slog.DiscardHandler))
	c := ent.NewClient(ent.Driver(outage.WatchDriver(unreachable{}, mon, outage.Database)))
	s := &refunds.Service{Client: c}
	wd := &funds.Withdrawals{}
	ctx := context.Background()
	ops := map[string]func() error{
		"requestRefund": func() error { _, err := s.Request(ctx, c, 1, 2, refundOnly(100)); return err },
		"agreeRefund":   func() error { _, err := s.Agree(ctx, c, 1, 2); return err },
		"refuseRefund":  func() error { _, err := s.Refuse(ctx, c, 1, 2, "不同意"); return err },
		"cancelRefund":  func() error { _, err := s.Cancel(ctx, c, 1, 2); return err },
		"shipBack":      func() error { _, err := s.ShipBack(ctx, c, 1, 2, "SF", "SF1234567890"); return err },
		"confirmReturn": func() error { _, err := s.ConfirmReturn(ctx, c, 1, 2); return err },
		"escalate":      func() error { _, err := s.Escalate(ctx, c, 1, 2); return err },
		"refundList":    func() error { _, err := refunds.List(ctx, c, 1, refunds.Buyer); return err },
		"refundByNo":    func() error { _, err := refunds.ByNumber(ctx, c, 1, 2); return err },
		"timeline":      func() error { _, err := refunds.Timeline(ctx, c, 2); return err },
		"arbitration":   func() error { _, _, err := refunds.ArbitrationQueue(ctx, c, 1); return err },
		"platformQueue": func() error { _, _, err := refunds.PlatformWaiting(ctx, c, 1); return err },
		"answer": func() error {
			_, err := s.AnswerForPlatform(ctx, c, audit.Actor{ID: 1}, 2, refunds.Agree, "")
			return err
		},
		"grant":       func() error { _, err := s.Grant(ctx, c, audit.Actor{ID: 1}, 2, 100, ""); return err },
		"deny":        func() error { _, err := s.Deny(ctx, c, audit.Actor{ID: 1}, 2, "证据不足"); return err },
		"settle":      func() error { _, err := s.SettleManually(ctx, c, audit.Actor{ID: 1}, 2, "BANK-0001"); return err },
		"abnormal":    func() error { _, err := refunds.AbnormalQueue(ctx, c, 1); return err },
		"withdraw":    func() error { _, err := wd.Request(ctx, c, 1, 1_000, 3); return err },
		"withdrawals": func() error { _, err := funds.ListWithdrawals(ctx, c, 1); return err },
		"balances":    func() error { _, err := ledger.MemberBalances(ctx, c, 1); return err },
	}
	for name, op := range ops {
		err := op()
		if outage.As(err) == nil || problem.As(err) != nil {
			t.Errorf("%s: %v, want the outage", name, err)
		}
	}
}
