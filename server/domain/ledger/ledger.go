// Package ledger is the double-entry ledger (issue 23): the only code that
// writes money. Every money movement is one entry whose lines, in integer
// fen, sum to zero (debits positive, credits negative); entries are
// append-only (a mistake is corrected by a new entry) and idempotent by
// their key (a replayed notification posts nothing new). Each account's
// balance moves with its lines in the same transaction, by a conditional
// update: an account that must not go below zero refuses the whole entry,
// and the caller's transaction rolls back with everything it wrote.
package ledger

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"artmarket/ent"
	"artmarket/ent/ledgerbalance"
	"artmarket/ent/ledgerentry"
	"artmarket/ent/ledgerline"
	"artmarket/ent/privacy"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/db"
)

// Account names a kind of account; with an owner (a member, or 0 for the
// platform) it is one account of the ledger.
type Account string

// The accounts. Assets are debit-normal (a positive balance); what is owed
// to members and the platform's income are credit-normal (a negative
// balance: the member's money is its opposite).
const (
	// ProviderClearing is the money held for us at WeChat Pay: payments
	// in, refunds and payouts out (platform, asset).
	ProviderClearing Account = "PROVIDER_CLEARING"
	// SellerPending is a seller's share of a sale until the buyer's refund
	// window ends (member, owed).
	SellerPending Account = "SELLER_PENDING"
	// SellerAvailable is what a seller may withdraw (member, owed).
	SellerAvailable Account = "SELLER_AVAILABLE"
	// WithdrawalHeld is what a seller asked to withdraw, held until an
	// operator pays or rejects it (member, owed).
	WithdrawalHeld Account = "WITHDRAWAL_HELD"
	// RefundDue is what is owed back to a buyer until WeChat Pay reports
	// the refund paid (member, owed).
	RefundDue Account = "REFUND_DUE"
	// PlatformCommission is the platform's commission on its members'
	// sales (platform, income).
	PlatformCommission Account = "PLATFORM_COMMISSION"
	// PlatformSales is the takings of the platform's own goods (platform,
	// income).
	PlatformSales Account = "PLATFORM_SALES"
)

// guarded are the accounts whose balance never crosses zero to the wrong
// side: what the platform owes a member cannot become what the member owes.
var guarded = map[Account]bool{
	SellerPending: true, SellerAvailable: true, WithdrawalHeld: true, RefundDue: true,
}

// A Line is one amount on one account: positive a debit, negative a credit.
type Line struct {
	Account  Account
	MemberID int // the owner; 0 for the platform's accounts
	Fen      int64
}

// An Entry is one money movement.
type Entry struct {
	Key          string // unique: posting the same key twice posts once
	Kind         Kind
	OrderID      *int
	RefundID     *int
	WithdrawalID *int
	Memo         string
	Lines        []Line
}

// Kind says what an entry is of.
type Kind string

// The kinds.
const (
	KindPayment           Kind = "PAYMENT"          // a buyer paid an order
	KindPaymentReturned   Kind = "PAYMENT_RETURNED" // a payment that cannot stand, owed back
	KindRefund            Kind = "REFUND"           // a refund granted on a paid order
	KindRefundPaid        Kind = "REFUND_PAID"      // WeChat Pay paid a refund out
	KindSettle            Kind = "SETTLE"           // a seller's pending share becomes available
	KindWithdrawalHold    Kind = "WITHDRAWAL_HOLD"
	KindWithdrawalPaid    Kind = "WITHDRAWAL_PAID"
	KindWithdrawalRelease Kind = "WITHDRAWAL_RELEASE"
	KindCorrection        Kind = "CORRECTION"
)

// MsgInsufficient refuses an entry that would take an account below zero
// (a withdrawal over what is available, a refund over what was paid).
const MsgInsufficient = "余额不足"

// maxFen bounds one line (10^13 fen is ¥100 billion): sums of a few lines
// can never overflow int64.
const maxFen = 10_000_000_000_000

// Errors of a malformed entry: a bug of the caller, never the member's.
var (
	ErrUnbalanced = errors.New("ledger: entry does not balance")
	ErrMalformed  = errors.New("ledger: malformed entry")
	ErrKeyReused  = errors.New("ledger: key already posted with other lines")
)

// check says what is wrong with e (nil when it may be posted).
func (e Entry) check() error {
	if e.Key == "" || len(e.Key) > 100 || e.Kind == "" || len(e.Lines) < 2 {
		return fmt.Errorf("%w: key %q, kind %q, %d lines", ErrMalformed, e.Key, e.Kind, len(e.Lines))
	}
	var sum int64
	for _, l := range e.Lines {
		if l.Fen == 0 || l.Fen > maxFen || l.Fen < -maxFen || l.Account == "" || l.MemberID < 0 {
			return fmt.Errorf("%w: %s line %+v", ErrMalformed, e.Key, l)
		}
		sum += l.Fen
	}
	if sum != 0 {
		return fmt.Errorf("%w: %s sums to %d fen", ErrUnbalanced, e.Key, sum)
	}
	return nil
}

// Post writes e at now, in the transaction ctx or c carries (else in its
// own): the entry, its lines and its accounts' balances, or nothing. It
// answers false when an entry of e's key was posted before (with the same
// lines: else ErrKeyReused), and the refusal MsgInsufficient when a guarded
// account would cross zero. Two posts of one key at the same instant post
// once (the key is unique; the second waits for the first, then finds it).
func Post(ctx context.Context, c *ent.Client, e Entry, now time.Time) (posted bool, err error) {
	if err := e.check(); err != nil {
		return false, err
	}
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	now = now.UTC()
	err = db.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
		_, err := c.LedgerEntry.Create().SetKey(e.Key).SetKind(string(e.Kind)).SetNillableOrderID(e.OrderID).
			SetNillableRefundID(e.RefundID).SetNillableWithdrawalID(e.WithdrawalID).SetMemo(clip(e.Memo, 200)).
			SetCreatedAt(now).OnConflictColumns(ledgerentry.FieldKey).DoNothing().ID(ctx)
		if isNoRow(err) {
			return samePosted(ctx, c, e)
		}
		if err != nil {
			return fmt.Errorf("ledger: post %s: %w", e.Key, err)
		}
		id, err := c.LedgerEntry.Query().Where(ledgerentry.Key(e.Key)).OnlyID(ctx)
		if err != nil {
			return fmt.Errorf("ledger: read back %s: %w", e.Key, err)
		}
		// Balances in one order (account, owner): two entries on the same
		// accounts never wait on each other crosswise.
		lines := slices.Clone(e.Lines)
		slices.SortFunc(lines, func(a, b Line) int {
			if c := strings.Compare(string(a.Account), string(b.Account)); c != 0 {
				return c
			}
			return a.MemberID - b.MemberID
		})
		bulk := make([]*ent.LedgerLineCreate, len(lines))
		for i, l := range lines {
			if err := move(ctx, c, l, now); err != nil {
				return err
			}
			bulk[i] = c.LedgerLine.Create().SetEntryID(id).SetAccount(string(l.Account)).SetMemberID(l.MemberID).
				SetAmountFen(l.Fen).SetCreatedAt(now)
		}
		if err := c.LedgerLine.CreateBulk(bulk...).Exec(ctx); err != nil {
			return fmt.Errorf("ledger: lines of %s: %w", e.Key, err)
		}
		posted = true
		return nil
	})
	if err != nil {
		return false, err
	}
	return posted, nil
}

// move adds l to its account's balance: the row made when missing, then
// one conditional update (a guarded account only while it stays on its
// side of zero).
func move(ctx context.Context, c *ent.Client, l Line, now time.Time) error {
	_, err := c.LedgerBalance.Create().SetAccount(string(l.Account)).SetMemberID(l.MemberID).SetUpdatedAt(now).
		OnConflictColumns(ledgerbalance.FieldAccount, ledgerbalance.FieldMemberID).DoNothing().ID(ctx)
	if err != nil && !isNoRow(err) {
		return fmt.Errorf("ledger: open account %s/%d: %w", l.Account, l.MemberID, err)
	}
	u := c.LedgerBalance.Update().Where(ledgerbalance.Account(string(l.Account)), ledgerbalance.MemberID(l.MemberID))
	if guarded[l.Account] {
		u.Where(ledgerbalance.BalanceFenLTE(-l.Fen)) // balance + fen <= 0
	}
	n, err := u.AddBalanceFen(l.Fen).SetUpdatedAt(now).Save(ctx)
	if err != nil {
		return fmt.Errorf("ledger: move %s/%d: %w", l.Account, l.MemberID, err)
	}
	if n == 0 {
		return problem.New(problem.Conflict, MsgInsufficient)
	}
	return nil
}

// samePosted checks that the entry posted before under e's key has e's
// lines (a replay), else ErrKeyReused.
func samePosted(ctx context.Context, c *ent.Client, e Entry) error {
	got, err := c.LedgerLine.Query().Where(ledgerline.HasEntryWith(ledgerentry.Key(e.Key))).All(ctx)
	if err != nil {
		return fmt.Errorf("ledger: read %s: %w", e.Key, err)
	}
	have := map[Line]int{}
	for _, l := range got {
		have[Line{Account(l.Account), l.MemberID, l.AmountFen}]++
	}
	for _, l := range e.Lines {
		have[l]--
	}
	for l, n := range have {
		if n != 0 {
			return fmt.Errorf("%w: %s (%+v)", ErrKeyReused, e.Key, l)
		}
	}
	return nil
}

// isNoRow is the answer of an insert that did nothing (ON CONFLICT DO NOTHING).
func isNoRow(err error) bool {
	return err != nil && (errors.Is(err, sql.ErrNoRows) || ent.IsNotFound(err))
}

func clip(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		return string(r[:n])
	}
	return s
}
