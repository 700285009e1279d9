package ledger

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"artmarket/ent"
	"artmarket/ent/ledgerentry"
	"artmarket/ent/ledgerline"
	"artmarket/ent/privacy"
)

// Settle moves what is left of the seller's pending share of order o (its
// payment less its refunds) to the seller's available balance, once (the
// key is the order's): when the buyer's refund window has ended with no
// open request. posted is false when it was settled before or nothing is
// left (a full refund).
func Settle(ctx context.Context, c *ent.Client, o *ent.Order, now time.Time) (posted bool, err error) {
	if o.SellerID == nil {
		return false, nil
	}
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	var v []struct {
		Sum int64 `json:"sum"`
	}
	err = c.LedgerLine.Query().Where(ledgerline.Account(string(SellerPending)), ledgerline.MemberID(*o.SellerID),
		ledgerline.HasEntryWith(ledgerentry.OrderID(o.ID))).
		Aggregate(sumOf).Scan(ctx, &v)
	if err != nil {
		return false, fmt.Errorf("ledger: pending share of order %d: %w", o.ID, err)
	}
	share := -v[0].Sum
	if share <= 0 {
		return false, nil
	}
	return Post(ctx, c, Entry{Key: "settle:" + strconv.Itoa(o.ID), Kind: KindSettle, OrderID: &o.ID, Memo: "交易完成，货款可提现",
		Lines: []Line{{SellerPending, *o.SellerID, share}, {SellerAvailable, *o.SellerID, -share}}}, now)
}

// WithdrawalHold is the entry holding fen of memberID's available money
// for withdrawal id (refused with MsgInsufficient when more than available).
func WithdrawalHold(memberID, id int, fen int64) Entry {
	return withdrawal(KindWithdrawalHold, "wd-hold:", "提现申请", id, []Line{{SellerAvailable, memberID, fen}, {WithdrawalHeld, memberID, -fen}})
}

// WithdrawalPaid is the entry of withdrawal id paid out: the held money
// leaves the platform's funds.
func WithdrawalPaid(memberID, id int, fen int64) Entry {
	return withdrawal(KindWithdrawalPaid, "wd-paid:", "提现到账", id, []Line{{WithdrawalHeld, memberID, fen}, {ProviderClearing, 0, -fen}})
}

// WithdrawalRelease is the entry of withdrawal id rejected: the held money
// is available again.
func WithdrawalRelease(memberID, id int, fen int64) Entry {
	return withdrawal(KindWithdrawalRelease, "wd-release:", "提现被驳回", id, []Line{{WithdrawalHeld, memberID, fen}, {SellerAvailable, memberID, -fen}})
}

func withdrawal(kind Kind, prefix, memo string, id int, lines []Line) Entry {
	return Entry{Key: prefix + strconv.Itoa(id), Kind: kind, WithdrawalID: &id, Memo: memo, Lines: lines}
}
