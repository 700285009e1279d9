// Package reconcile compares, one bill day at a time (Asia/Shanghai), the
// ledger's payments in and refunds out with WeChat Pay's trade bill (issue
// 23 point 8): a line of the bill the ledger lacks, an entry of the ledger
// the bill lacks, an amount or a state that differs. A day is one row (its
// date unique: servers running the job at once share it), its result
// replaced by each run (running a day again is idempotent); a provider
// that cannot answer leaves the day PENDING, retried later, never CLEAN.
//
// Matching: a payment in is keyed pay:<transaction_id>, a refund out
// refund:<out_refund_no>, as the bill names them. The bill lists a payment
// on the day WeChat Pay took it; the ledger posts it when told, a moment
// (or, for a lost notification, longer) later: a bill line is matched with
// its entry whenever posted, and an entry of the day the day's bill lacks
// is looked for in the day before's bill before it is called missing.
package reconcile

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"artmarket/ent"
	"artmarket/ent/paymentattempt"
	"artmarket/ent/paymentrefund"
	"artmarket/ent/privacy"
	"artmarket/ent/reconday"
	"artmarket/ent/recondifference"
	"artmarket/ent/refundrequest"
	"artmarket/server/domain/ledger"
	"artmarket/server/providers/wechatpay"
)

// The day's statuses.
const (
	Pending     = "PENDING"     // not compared yet, or the bill could not be read
	Clean       = "CLEAN"       // compared: no difference
	Differences = "DIFFERENCES" // compared: differences listed
)

// StatusLabels are the statuses as the console shows them.
var StatusLabels = map[string]string{Pending: "待对账", Clean: "无差异", Differences: "有差异"}

// The kinds of difference.
const (
	MissingInLedger = "MISSING_IN_LEDGER" // the bill has it, the ledger does not
	MissingInBill   = "MISSING_IN_BILL"   // the ledger has it, the bill does not
	AmountDiffers   = "AMOUNT"            // both have it, with other amounts
	StateDiffers    = "STATE"             // the ledger moved money the bill says did not move
)

// KindLabels are the kinds as the console shows them.
var KindLabels = map[string]string{
	MissingInLedger: "账单有、账本无",
	MissingInBill:   "账本有、账单无",
	AmountDiffers:   "金额不符",
	StateDiffers:    "状态不符",
}

// Defaults of the service.
const (
	// DefaultReady: WeChat Pay makes a day's bill by 10:00 the next day.
	DefaultReady    = 10 * time.Hour
	DefaultRetry    = 30 * time.Minute
	DefaultLookback = 7
)

// Service runs the reconciliation: the daily job and the finance role's
// runs. Bills nil leaves every day pending (no provider).
type Service struct {
	Client *ent.Client
	Bills  wechatpay.Bills
	Now    func() time.Time
	Log    *slog.Logger
	// Ready is how long after a day ends its bill is final (DefaultReady).
	Ready time.Duration
	// Retry is the wait after a run that could not read the bill (DefaultRetry).
	Retry time.Duration
	// Lookback is how many days back the job makes sure of (DefaultLookback).
	Lookback int
}

func (s *Service) now() time.Time {
	if s.Now == nil {
		return time.Now().UTC()
	}
	return s.Now().UTC()
}

func (s *Service) log() *slog.Logger {
	if s.Log == nil {
		return slog.Default()
	}
	return s.Log
}

func orDefault(d, def time.Duration) time.Duration {
	if d <= 0 {
		return def
	}
	return d
}

var shanghai = func() *time.Location {
	if l, err := time.LoadLocation("Asia/Shanghai"); err == nil {
		return l
	}
	return time.FixedZone("CST", 8*3600)
}()

// dayBounds are the instants [start, end) of date in Asia/Shanghai.
func dayBounds(date string) (time.Time, time.Time, error) {
	start, err := time.ParseInLocation(time.DateOnly, date, shanghai)
	if err != nil {
		return time.Time{}, time.Time{}, err
	}
	return start.UTC(), start.AddDate(0, 0, 1).UTC(), nil
}

// diff is one difference found.
type diff struct {
	Kind                                 string
	Refund                               bool
	OutTradeNo, TransactionID, OutRefund string
	OrderID, RefundRequestID             *int
	BillFen, LedgerFen                   *int64
	BillState, LedgerKey                 string
}

// outcome is one comparison: the differences and what was compared, or
// the provider's failure.
type outcome struct {
	Diffs                                []diff
	BillLines, LedgerEntries             int
	BillIn, BillOut, LedgerIn, LedgerOut int64
	Err                                  error // the bill could not be read: the day stays pending
}

func billKey(l wechatpay.BillLine) string {
	if l.IsRefund() {
		return ledger.RefundKeyPrefix + l.OutRefundNo
	}
	return ledger.PaymentKeyPrefix + l.TransactionID
}

// moves says whether a bill line moved money: a payment taken, a refund paid.
func moves(l wechatpay.BillLine) bool {
	if l.IsRefund() {
		return l.RefundStatus == string(wechatpay.RefundSuccess)
	}
	return l.TradeState == string(wechatpay.StateSuccess)
}

// amount is what a bill line moved at WeChat Pay, signed as the ledger's
// movements: positive in, negative out.
func amount(l wechatpay.BillLine) int64 {
	if l.IsRefund() {
		return -l.RefundFen
	}
	return l.SettlementFen
}

// compare reads date's bill and the ledger and answers their differences.
func (s *Service) compare(ctx context.Context, c *ent.Client, date string) (outcome, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	start, end, err := dayBounds(date)
	if err != nil {
		return outcome{}, err
	}
	bill, err := s.bill(ctx, start)
	if err != nil {
		return outcome{Err: err}, nil
	}
	day, err := ledger.ProviderMovements(ctx, c, start, end)
	if err != nil {
		return outcome{}, err
	}
	var out outcome
	out.BillLines, out.LedgerEntries = len(bill.Lines), len(day)
	posted := map[string]ledger.Movement{}
	for _, m := range day {
		posted[m.Key] = m
		if m.Fen > 0 {
			out.LedgerIn += m.Fen
		} else {
			out.LedgerOut -= m.Fen
		}
	}
	var elsewhere []string
	inBill := map[string]bool{}
	for _, l := range bill.Lines {
		k := billKey(l)
		inBill[k] = true
		if _, ok := posted[k]; !ok {
			elsewhere = append(elsewhere, k)
		}
		switch {
		case moves(l) && l.IsRefund():
			out.BillOut += l.RefundFen
		case moves(l):
			out.BillIn += l.SettlementFen
		}
	}
	other, err := ledger.ProviderMovementsByKey(ctx, c, elsewhere)
	if err != nil {
		return outcome{}, err
	}
	for _, m := range other {
		posted[m.Key] = m
	}
	for _, l := range bill.Lines {
		m, ok := posted[billKey(l)]
		d := diff{Refund: l.IsRefund(), OutTradeNo: l.OutTradeNo, TransactionID: l.TransactionID, OutRefund: l.OutRefundNo,
			BillState: l.TradeState, LedgerKey: billKey(l)}
		if l.IsRefund() {
			d.BillState = l.RefundStatus
		}
		fen := amount(l)
		d.BillFen = &fen
		switch {
		case !ok && moves(l):
			d.Kind = MissingInLedger
		case !ok:
			continue // nothing moved on either side
		case !moves(l):
			d.Kind = StateDiffers
		case m.Fen != fen:
			d.Kind = AmountDiffers
		default:
			continue
		}
		if ok {
			d.OrderID, d.LedgerFen = m.OrderID, &m.Fen
		}
		out.Diffs = append(out.Diffs, d)
	}
	// Entries of the day the bill lacks: posted after midnight for a
	// payment WeChat Pay took the day before?
	var lacking []ledger.Movement
	for _, m := range day {
		if !inBill[m.Key] {
			lacking = append(lacking, m)
		}
	}
	if len(lacking) > 0 {
		before, err := s.bill(ctx, start.Add(-time.Hour))
		if err != nil {
			return outcome{Err: err}, nil
		}
		prev := map[string]bool{}
		for _, l := range before.Lines {
			prev[billKey(l)] = true
		}
		for _, m := range lacking {
			if prev[m.Key] {
				continue
			}
			d := diff{Kind: MissingInBill, Refund: m.Refund(), OrderID: m.OrderID, LedgerFen: &m.Fen, LedgerKey: m.Key}
			if d.Refund {
				d.OutRefund = m.Key[len(ledger.RefundKeyPrefix):]
			} else {
				d.TransactionID = m.Key[len(ledger.PaymentKeyPrefix):]
			}
			out.Diffs = append(out.Diffs, d)
		}
	}
	for i := range out.Diffs {
		if err := s.link(ctx, c, &out.Diffs[i]); err != nil {
			return outcome{}, err
		}
	}
	return out, nil
}

// bill downloads the trade bill of the day of at.
func (s *Service) bill(ctx context.Context, at time.Time) (wechatpay.Bill, error) {
	if s.Bills == nil {
		return wechatpay.Bill{}, errors.New("reconcile: no WeChat Pay client")
	}
	return s.Bills.TradeBill(ctx, at, wechatpay.BillAll)
}

// link finds the order and the refund request a difference is about.
func (s *Service) link(ctx context.Context, c *ent.Client, d *diff) error {
	if d.Refund && d.OutRefund != "" {
		if r, err := c.RefundRequest.Query().Where(refundrequest.OutRefundNo(d.OutRefund)).Only(ctx); err == nil {
			d.RefundRequestID, d.OrderID = &r.ID, &r.OrderID
		} else if !ent.IsNotFound(err) {
			return fmt.Errorf("reconcile: refund %s: %w", d.OutRefund, err)
		}
		if d.OrderID == nil {
			if p, err := c.PaymentRefund.Query().Where(paymentrefund.OutRefundNo(d.OutRefund)).Only(ctx); err == nil {
				d.OrderID = &p.OrderID
				d.OutTradeNo = p.OutTradeNo
			} else if !ent.IsNotFound(err) {
				return fmt.Errorf("reconcile: refund %s: %w", d.OutRefund, err)
			}
		}
	}
	if d.OrderID == nil && d.OutTradeNo != "" {
		if a, err := c.PaymentAttempt.Query().Where(paymentattempt.OutTradeNo(d.OutTradeNo)).Only(ctx); err == nil {
			d.OrderID = &a.OrderID
		} else if !ent.IsNotFound(err) {
			return fmt.Errorf("reconcile: attempt %s: %w", d.OutTradeNo, err)
		}
	}
	return nil
}

// record writes a run's outcome on day row id, in c (a transaction holding
// the day's lock): the differences replaced and the status, or, when the
// bill could not be read, the day pending and retried later.
func (s *Service) record(ctx context.Context, c *ent.Client, id int, out outcome, by int) (*ent.ReconDay, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	now := s.now()
	d, err := c.ReconDay.Get(ctx, id)
	if err != nil {
		return nil, fmt.Errorf("reconcile: read day %d: %w", id, err)
	}
	_, end, err := dayBounds(d.BillDate)
	if err != nil {
		return nil, err
	}
	ready := end.Add(orDefault(s.Ready, DefaultReady))
	u := c.ReconDay.UpdateOneID(id).SetRanBy(by).SetUpdatedAt(now)
	if out.Err != nil {
		s.log().WarnContext(ctx, "reconcile: bill not read", "date", d.BillDate, "err", out.Err)
		next := now.Add(orDefault(s.Retry, DefaultRetry))
		if next.Before(ready) {
			next = ready
		}
		return u.SetStatus(reconday.StatusPENDING).SetFinal(false).AddAttempts(1).SetLastError(clip(out.Err.Error(), 300)).
			SetNextRunAt(next).Save(ctx)
	}
	if _, err := c.ReconDifference.Delete().Where(recondifference.DayID(id)).Exec(ctx); err != nil {
		return nil, fmt.Errorf("reconcile: clear differences of %s: %w", d.BillDate, err)
	}
	bulk := make([]*ent.ReconDifferenceCreate, len(out.Diffs))
	for i, x := range out.Diffs {
		bulk[i] = c.ReconDifference.Create().SetDayID(id).SetKind(x.Kind).SetRefund(x.Refund).SetOutTradeNo(x.OutTradeNo).
			SetTransactionID(x.TransactionID).SetOutRefundNo(x.OutRefund).SetNillableOrderID(x.OrderID).
			SetNillableRefundRequestID(x.RefundRequestID).SetNillableBillFen(x.BillFen).SetNillableLedgerFen(x.LedgerFen).
			SetBillState(x.BillState).SetLedgerKey(clip(x.LedgerKey, 100)).SetCreatedAt(now)
	}
	if err := c.ReconDifference.CreateBulk(bulk...).Exec(ctx); err != nil {
		return nil, fmt.Errorf("reconcile: differences of %s: %w", d.BillDate, err)
	}
	status := reconday.StatusCLEAN
	if len(out.Diffs) > 0 {
		status = reconday.StatusDIFFERENCES
	}
	final := !now.Before(ready)
	next := ready
	if final {
		next = now
	}
	return u.SetStatus(status).SetFinal(final).SetAttempts(0).SetLastError("").SetNextRunAt(next).SetRanAt(now).
		SetBillLines(out.BillLines).SetLedgerEntries(out.LedgerEntries).SetBillInFen(out.BillIn).SetBillOutFen(out.BillOut).
		SetLedgerInFen(out.LedgerIn).SetLedgerOutFen(out.LedgerOut).SetDifferences(len(out.Diffs)).Save(ctx)
}

func clip(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		return string(r[:n])
	}
	return s
}
