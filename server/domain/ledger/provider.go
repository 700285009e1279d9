package ledger

import (
	"context"
	"fmt"
	"strings"
	"time"

	"artmarket/ent"
	"artmarket/ent/ledgerentry"
	"artmarket/ent/ledgerline"
	"artmarket/ent/predicate"
	"artmarket/ent/privacy"
)

// Money that moves at WeChat Pay, as the ledger has it: what the
// reconciliation with WeChat Pay's trade bills compares (package
// reconcile). A payment in is keyed by its transaction_id, a refund out by
// its out_refund_no, as the bills name them.

// Payment-in and refund-out keys' prefixes.
const (
	PaymentKeyPrefix = "pay:"
	RefundKeyPrefix  = "refund:"
)

// providerKinds are the kinds of entry that move money at WeChat Pay in a
// trade bill (a withdrawal is paid by bank transfer, never in the bill).
var providerKinds = []string{string(KindPayment), string(KindPaymentReturned), string(KindRefundPaid)}

// Movement is one payment in or refund out of the ledger.
type Movement struct {
	Key       string // pay:<transaction_id> | refund:<out_refund_no>
	Kind      Kind
	OrderID   *int
	Fen       int64 // what it moved at WeChat Pay: positive in, negative out
	CreatedAt time.Time
}

// Refund says whether m is a refund out.
func (m Movement) Refund() bool { return strings.HasPrefix(m.Key, RefundKeyPrefix) }

// ProviderMovements are the payments in and refunds out posted in [from, to).
func ProviderMovements(ctx context.Context, c *ent.Client, from, to time.Time) ([]Movement, error) {
	return movements(ctx, c, ledgerentry.CreatedAtGTE(from.UTC()), ledgerentry.CreatedAtLT(to.UTC()))
}

// ProviderMovementsByKey are the payments in and refunds out of these keys,
// whenever posted.
func ProviderMovementsByKey(ctx context.Context, c *ent.Client, keys []string) ([]Movement, error) {
	if len(keys) == 0 {
		return nil, nil
	}
	return movements(ctx, c, ledgerentry.KeyIn(keys...))
}

func movements(ctx context.Context, c *ent.Client, where ...predicate.LedgerEntry) ([]Movement, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	es, err := c.LedgerEntry.Query().Where(append(where, ledgerentry.KindIn(providerKinds...))...).
		WithLines(func(q *ent.LedgerLineQuery) { q.Where(ledgerline.Account(string(ProviderClearing))) }).
		Order(ledgerentry.ByCreatedAt(), ledgerentry.ByID()).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("ledger: provider movements: %w", err)
	}
	out := make([]Movement, len(es))
	for i, e := range es {
		out[i] = Movement{Key: e.Key, Kind: Kind(e.Kind), OrderID: e.OrderID, CreatedAt: e.CreatedAt}
		for _, l := range e.Edges.Lines {
			out[i].Fen += l.AmountFen
		}
	}
	return out, nil
}
