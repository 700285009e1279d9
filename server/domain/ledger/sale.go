package ledger

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"entgo.io/ent/dialect/sql"

	"artmarket/ent"
	"artmarket/ent/ledgerentry"
	"artmarket/ent/ledgerline"
	"artmarket/ent/privacy"
	"artmarket/server/domain/problem"
)

// DefaultCommissionBP is the platform's commission when configuration
// gives none: 5 % (500 basis points) of the goods amount.
const DefaultCommissionBP = 500

// Commission is the platform's commission on goodsFen (the goods without
// shipping) at bp basis points, rounded half up to the fen.
func Commission(goodsFen int64, bp int) int64 { return ratio(goodsFen, int64(bp), 10_000) }

// ratio is a × b / d rounded half up (a, b ≥ 0, d > 0), exact for any
// amounts (no int64 overflow in the product).
func ratio(a, b, d int64) int64 {
	n := new(big.Int).Mul(big.NewInt(a), big.NewInt(b))
	n.Mul(n, big.NewInt(2)).Add(n, big.NewInt(d))
	return n.Quo(n, big.NewInt(2*d)).Int64()
}

// commissionOf is the commission charged on order o (none on the
// platform's own goods).
func commissionOf(o *ent.Order) int64 {
	if o.SellerID == nil {
		return 0
	}
	return Commission(o.GoodsFen, o.CommissionBp)
}

// incomeLines credits fen of o's takings: to the seller's pending share
// less commission, or to the platform's sales for its own goods; sign -1
// credits (a payment), +1 debits (a refund).
func incomeLines(o *ent.Order, fen, commission int64, sign int64) []Line {
	if o.SellerID == nil {
		return []Line{{PlatformSales, 0, sign * fen}}
	}
	lines := []Line{{SellerPending, *o.SellerID, sign * (fen - commission)}}
	if commission != 0 {
		lines = append(lines, Line{PlatformCommission, 0, sign * commission})
	}
	return nonZero(lines)
}

// Payment is the entry of order o paid by transaction transactionID: the
// money at WeChat Pay, the seller's share pending (goods and shipping less
// the commission) and the platform's commission.
func Payment(o *ent.Order, transactionID string) Entry {
	lines := append([]Line{{ProviderClearing, 0, o.TotalFen}}, incomeLines(o, o.TotalFen, commissionOf(o), -1)...)
	return Entry{Key: "pay:" + transactionID, Kind: KindPayment, OrderID: &o.ID, Memo: "订单付款 " + transactionID, Lines: lines}
}

// PaymentReturned is the entry of a payment of order orderID that cannot
// stand (a second success, a payment after the order was cancelled): the
// money came in and is owed back to buyerID until the refund is paid.
func PaymentReturned(orderID, buyerID int, transactionID string, fen int64) Entry {
	return Entry{Key: "pay:" + transactionID, Kind: KindPaymentReturned, OrderID: &orderID, Memo: "待退回的付款 " + transactionID,
		Lines: []Line{{ProviderClearing, 0, fen}, {RefundDue, buyerID, -fen}}}
}

// Refund is the entry of a refund of fen granted on order o, after
// refundedBefore fen were refunded: taken from the seller's pending share
// and the commission, owed to the buyer until WeChat Pay pays it. The
// commission is reversed in proportion to what is refunded of the total,
// rounded half up on the running total, so a full refund reverses all of
// it and partial refunds never drift by a fen.
func Refund(o *ent.Order, key string, refundID *int, fen, refundedBefore int64) Entry {
	c := commissionOf(o)
	back := ratio(c, refundedBefore+fen, o.TotalFen) - ratio(c, refundedBefore, o.TotalFen)
	lines := append(incomeLines(o, fen, back, +1), Line{RefundDue, o.BuyerID, -fen})
	return Entry{Key: key, Kind: KindRefund, OrderID: &o.ID, RefundID: refundID, Memo: "退款 " + o.Title, Lines: lines}
}

// RefundPaid is the entry of a refund WeChat Pay reports paid: what was
// owed to buyerID leaves the money held at WeChat Pay.
func RefundPaid(orderID, buyerID int, outRefundNo string, fen int64) Entry {
	return Entry{Key: "refund:" + outRefundNo, Kind: KindRefundPaid, OrderID: &orderID, Memo: "退款到账 " + outRefundNo,
		Lines: []Line{{RefundDue, buyerID, fen}, {ProviderClearing, 0, -fen}}}
}

// RefundPaidByHand is the entry of a refund WeChat Pay reported abnormal
// that the finance role paid outside it (ref: the payout's reference): the
// same refund-out entry under the same key as RefundPaid, so whichever of
// the two comes first is the only one posted.
func RefundPaidByHand(orderID, buyerID int, outRefundNo, ref string, fen int64) Entry {
	e := RefundPaid(orderID, buyerID, outRefundNo, fen)
	e.Memo = "线下退款 " + ref
	return e
}

// nonZero leaves out lines of 0 fen (a seller's share entirely commission).
func nonZero(lines []Line) []Line {
	out := lines[:0]
	for _, l := range lines {
		if l.Fen != 0 {
			out = append(out, l)
		}
	}
	return out
}

// MsgOverRefund refuses a refund over what was paid less earlier refunds.
const MsgOverRefund = "退款金额不能超过实付金额减去已退金额"

// PostRefund posts the refund of fen granted on order o under key: never
// more than what was paid less the refunds posted before (read from the
// ledger's own REFUND entries of the order), else the refusal
// MsgOverRefund. The caller holds o's row lock (db.WithLock), so two
// refunds of one order at the same instant are posted one after the other
// and the second sees the first.
func PostRefund(ctx context.Context, c *ent.Client, o *ent.Order, key string, refundID *int, fen int64, now time.Time) (bool, error) {
	if n, err := c.LedgerEntry.Query().Where(ledgerentry.Key(key)).Exist(privacy.DecisionContext(ctx, privacy.Allow)); err != nil || n {
		return false, err // posted before: a replay
	}
	before, err := Refunded(ctx, c, o)
	if err != nil {
		return false, err
	}
	if fen <= 0 || fen > o.TotalFen-before {
		return false, problem.New(problem.Conflict, MsgOverRefund)
	}
	return Post(ctx, c, Refund(o, key, refundID, fen, before), now)
}

// Refunded is what refunds granted on order o took so far (the ledger's
// REFUND entries of the order), in fen.
func Refunded(ctx context.Context, c *ent.Client, o *ent.Order) (int64, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	var v []struct {
		Sum int64 `json:"sum"`
	}
	err := c.LedgerLine.Query().Where(ledgerline.Account(string(RefundDue)), ledgerline.MemberID(o.BuyerID),
		ledgerline.HasEntryWith(ledgerentry.OrderID(o.ID), ledgerentry.Kind(string(KindRefund)))).
		Aggregate(sumOf).Scan(ctx, &v)
	if err != nil {
		return 0, fmt.Errorf("ledger: refunds of order %d: %w", o.ID, err)
	}
	return -v[0].Sum, nil
}

// sumOf aggregates the lines' amounts (0 when there are none).
func sumOf(s *sql.Selector) string {
	return sql.As(fmt.Sprintf("COALESCE(%s, 0)", sql.Sum(s.C(ledgerline.FieldAmountFen))), "sum")
}
