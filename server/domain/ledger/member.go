package ledger

import (
	"context"
	"fmt"
	"time"

	"artmarket/ent"
	"artmarket/ent/ledgerentry"
	"artmarket/ent/ledgerline"
	"artmarket/ent/privacy"
)

// MemberAccounts are a seller's own accounts, in the order a balance shows them.
var MemberAccounts = []Account{SellerAvailable, SellerPending, WithdrawalHeld}

// Balances are what the platform holds for a member, in fen.
type Balances struct {
	Available int64 // may be withdrawn
	Pending   int64 // sales whose refund window has not ended
	Held      int64 // asked to be withdrawn, not yet paid or rejected
	Withdrawn int64 // paid out, all time
}

// MemberBalances reads memberID's balances.
func MemberBalances(ctx context.Context, c *ent.Client, memberID int) (Balances, error) {
	var b Balances
	var err error
	for _, x := range []struct {
		a  Account
		to *int64
	}{{SellerAvailable, &b.Available}, {SellerPending, &b.Pending}, {WithdrawalHeld, &b.Held}} {
		if *x.to, err = Owed(ctx, c, x.a, memberID); err != nil {
			return b, err
		}
	}
	var v []struct {
		Sum int64 `json:"sum"`
	}
	err = c.LedgerLine.Query().Where(ledgerline.Account(string(WithdrawalHeld)), ledgerline.MemberID(memberID),
		ledgerline.HasEntryWith(ledgerentry.Kind(string(KindWithdrawalPaid)))).Aggregate(sumOf).Scan(privacy.DecisionContext(ctx, privacy.Allow), &v)
	if err != nil {
		return b, fmt.Errorf("ledger: withdrawn of member %d: %w", memberID, err)
	}
	b.Withdrawn = v[0].Sum
	return b, nil
}

// A HistoryLine is one movement of a member's money.
type HistoryLine struct {
	At           time.Time
	Account      Account
	Kind         Kind
	Memo         string
	Fen          int64 // to the member: positive in, negative out
	OrderID      *int
	RefundID     *int
	WithdrawalID *int
}

// History is the newest limit movements on memberID's own accounts, each
// with the entry it belongs to (its order, refund or withdrawal).
func History(ctx context.Context, c *ent.Client, memberID, limit int) ([]HistoryLine, error) {
	accounts := make([]string, len(MemberAccounts))
	for i, a := range MemberAccounts {
		accounts[i] = string(a)
	}
	lines, err := c.LedgerLine.Query().Where(ledgerline.MemberID(memberID), ledgerline.AccountIn(accounts...)).WithEntry().
		Order(ent.Desc(ledgerline.FieldCreatedAt), ent.Desc(ledgerline.FieldID)).Limit(limit).All(privacy.DecisionContext(ctx, privacy.Allow))
	if err != nil {
		return nil, fmt.Errorf("ledger: history of member %d: %w", memberID, err)
	}
	out := make([]HistoryLine, len(lines))
	for i, l := range lines {
		e := l.Edges.Entry
		out[i] = HistoryLine{At: l.CreatedAt, Account: Account(l.Account), Kind: Kind(e.Kind), Memo: e.Memo, Fen: -l.AmountFen,
			OrderID: e.OrderID, RefundID: e.RefundID, WithdrawalID: e.WithdrawalID}
	}
	return out, nil
}

// MsgBalance is the obligation that keeps an account holding money: what
// is still the member's (pending, available, or held for a withdrawal).
const MsgBalance = "账户余额不为零（待结算 ¥%s，可提现 ¥%s），请待结算完成并提现后再注销"

// Unsettled is the account deletion's obligation of the ledger: a member
// the platform still owes money to (pending or available) keeps their
// account until it is paid out. Money held for a withdrawal is the
// withdrawals' obligation (funds.OpenWithdrawals).
func Unsettled(ctx context.Context, c *ent.Client, memberID int) ([]string, error) {
	b, err := MemberBalances(ctx, c, memberID)
	if err != nil {
		return nil, err
	}
	if b.Pending == 0 && b.Available == 0 {
		return nil, nil
	}
	return []string{fmt.Sprintf(MsgBalance, yuan(b.Pending), yuan(b.Available))}, nil
}

// yuan is fen in yuan with two decimals (negative amounts too).
func yuan(fen int64) string {
	sign := ""
	if fen < 0 {
		sign, fen = "-", -fen
	}
	return fmt.Sprintf("%s%d.%02d", sign, fen/100, fen%100)
}
