package ledger

import (
	"context"
	"errors"
	"fmt"

	"entgo.io/ent/dialect/sql"

	"artmarket/ent"
	"artmarket/ent/ledgerbalance"
	"artmarket/ent/ledgerline"
	"artmarket/ent/privacy"
)

// Balance is one account's balance in fen (debits positive).
func Balance(ctx context.Context, c *ent.Client, a Account, memberID int) (int64, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	b, err := c.LedgerBalance.Query().Where(ledgerbalance.Account(string(a)), ledgerbalance.MemberID(memberID)).Only(ctx)
	if ent.IsNotFound(err) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("ledger: balance %s/%d: %w", a, memberID, err)
	}
	return b.BalanceFen, nil
}

// Owed is what the platform owes on a credit-normal account (a member's
// pending or available money, a refund due): the balance's opposite.
func Owed(ctx context.Context, c *ent.Client, a Account, memberID int) (int64, error) {
	b, err := Balance(ctx, c, a, memberID)
	return -b, err
}

// A Row of the trial balance: one account and its balance.
type Row struct {
	Account  Account
	MemberID int
	Fen      int64
}

// TrialBalance is every account's balance, by kind of account summed over
// owners; the rows sum to zero.
func TrialBalance(ctx context.Context, c *ent.Client) ([]Row, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	var v []struct {
		Account string `json:"account"`
		Sum     int64  `json:"sum"`
	}
	err := c.LedgerBalance.Query().GroupBy(ledgerbalance.FieldAccount).
		Aggregate(ent.As(ent.Sum(ledgerbalance.FieldBalanceFen), "sum")).Scan(ctx, &v)
	if err != nil {
		return nil, fmt.Errorf("ledger: trial balance: %w", err)
	}
	out := make([]Row, len(v))
	for i, r := range v {
		out[i] = Row{Account: Account(r.Account), Fen: r.Sum}
	}
	return out, nil
}

// ErrInvariant is a balance that is not the sum of its account's lines.
var ErrInvariant = errors.New("ledger: invariant broken")

// Verify checks the ledger's invariants over every row: each entry's
// lines sum to zero, each balance equals the sum of its account's lines,
// and no account has lines without a balance. nil when all hold.
func Verify(ctx context.Context, c *ent.Client) error {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	var bad []struct {
		EntryID int   `json:"entry_id"`
		Sum     int64 `json:"sum"`
	}
	err := c.LedgerLine.Query().GroupBy(ledgerline.FieldEntryID).Aggregate(func(s *sql.Selector) string {
		s.Having(sql.NEQ(sql.Sum(s.C(ledgerline.FieldAmountFen)), 0))
		return sql.As(sql.Sum(s.C(ledgerline.FieldAmountFen)), "sum")
	}).Scan(ctx, &bad)
	if err != nil {
		return fmt.Errorf("ledger: verify entries: %w", err)
	}
	if len(bad) > 0 {
		return fmt.Errorf("%w: entry %d sums to %d fen (%d entries)", ErrUnbalanced, bad[0].EntryID, bad[0].Sum, len(bad))
	}
	var sums []struct {
		Account  string `json:"account"`
		MemberID int    `json:"member_id"`
		Sum      int64  `json:"sum"`
	}
	if err := c.LedgerLine.Query().GroupBy(ledgerline.FieldAccount, ledgerline.FieldMemberID).
		Aggregate(ent.As(ent.Sum(ledgerline.FieldAmountFen), "sum")).Scan(ctx, &sums); err != nil {
		return fmt.Errorf("ledger: verify accounts: %w", err)
	}
	balances, err := c.LedgerBalance.Query().All(ctx)
	if err != nil {
		return fmt.Errorf("ledger: verify balances: %w", err)
	}
	have := make(map[Row]bool, len(balances))
	for _, b := range balances {
		have[Row{Account(b.Account), b.MemberID, b.BalanceFen}] = true
	}
	var total int64
	for _, s := range sums {
		r := Row{Account(s.Account), s.MemberID, s.Sum}
		if !have[r] {
			return fmt.Errorf("%w: balance of %s/%d is not the sum of its lines, %d fen", ErrInvariant, s.Account, s.MemberID, s.Sum)
		}
		delete(have, r)
		total += s.Sum
	}
	for r := range have {
		if r.Fen != 0 {
			return fmt.Errorf("%w: balance of %s/%d is %d fen with no lines", ErrInvariant, r.Account, r.MemberID, r.Fen)
		}
	}
	if total != 0 {
		return fmt.Errorf("%w: the ledger sums to %d fen", ErrUnbalanced, total)
	}
	return nil
}
