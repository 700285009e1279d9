package ledger

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"artmarket/ent"
	"artmarket/server/domain/roles"
)

// Accounts are every kind of account, in the order the trial balance
// shows them: assets first, then what is owed to members, then income.
var Accounts = []Account{ProviderClearing, SellerPending, SellerAvailable, WithdrawalHeld, RefundDue, PlatformCommission, PlatformSales}

// AccountLabels are the accounts in the finance role's words.
var AccountLabels = map[Account]string{
	ProviderClearing:   "微信支付待清算",
	SellerPending:      "卖家待结算",
	SellerAvailable:    "卖家可提现",
	WithdrawalHeld:     "提现冻结",
	RefundDue:          "待退买家",
	PlatformCommission: "平台佣金收入",
	PlatformSales:      "平台自营收入",
}

// TrialRow is one kind of account in the trial balance: its balance summed
// over its owners (debits positive, credits negative).
type TrialRow struct {
	Account Account
	Label   string
	Fen     int64
}

// Trial is the trial balance the finance role reads: every kind of
// account (those without lines at 0), the debits and credits, and whether
// the ledger holds its invariants (Verify); Problem says which does not.
type Trial struct {
	Rows      []TrialRow
	DebitFen  int64 // the sum of the positive rows
	CreditFen int64 // the sum of the negative rows, as a positive amount
	Balanced  bool
	Problem   string
}

// TrialBalanceFor is the trial balance, for operatorID who holds the
// finance role.
func TrialBalanceFor(ctx context.Context, c *ent.Client, operatorID int) (*Trial, error) {
	if _, err := roles.Require(ctx, c, operatorID, roles.Finance); err != nil {
		return nil, err
	}
	return ReadTrial(ctx, c)
}

// ReadTrial reads the trial balance and checks the ledger's invariants, in
// one read-only snapshot (REPEATABLE READ on PostgreSQL; a SQLite
// transaction is one already): an entry posted meanwhile is either wholly
// in every read or in none, never seen as a difference.
func ReadTrial(ctx context.Context, c *ent.Client) (*Trial, error) {
	tx, err := c.BeginTx(ctx, &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true})
	if err != nil {
		return nil, fmt.Errorf("ledger: trial balance snapshot: %w", err)
	}
	defer func() { _ = tx.Rollback() }() // read only: nothing to commit
	return readTrial(ctx, tx.Client())
}

func readTrial(ctx context.Context, c *ent.Client) (*Trial, error) {
	rows, err := TrialBalance(ctx, c)
	if err != nil {
		return nil, err
	}
	sums := make(map[Account]int64, len(rows))
	for _, r := range rows {
		sums[r.Account] += r.Fen
	}
	out := &Trial{Balanced: true}
	add := func(a Account) {
		fen := sums[a]
		delete(sums, a)
		label := AccountLabels[a]
		if label == "" {
			label = string(a)
		}
		out.Rows = append(out.Rows, TrialRow{Account: a, Label: label, Fen: fen})
		if fen > 0 {
			out.DebitFen += fen
		} else {
			out.CreditFen -= fen
		}
	}
	for _, a := range Accounts {
		add(a)
	}
	for a := range sums { // an account of an older or newer release: shown, never hidden
		add(a)
	}
	if err := Verify(ctx, c); err != nil {
		if !errors.Is(err, ErrUnbalanced) && !errors.Is(err, ErrInvariant) {
			return nil, err
		}
		out.Balanced, out.Problem = false, err.Error()
	}
	if out.Balanced && out.DebitFen != out.CreditFen {
		out.Balanced, out.Problem = false, fmt.Sprintf("借方 %d 分与贷方 %d 分不等", out.DebitFen, out.CreditFen)
	}
	return out, nil
}
