package funds

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"artmarket/ent"
	"artmarket/ent/cashoutaccount"
	"artmarket/ent/member"
	"artmarket/ent/privacy"
	"artmarket/ent/realname"
	"artmarket/ent/withdrawal"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/ledger"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
	"artmarket/server/platform/db"
)

// Withdrawal limits: at least ¥10 each; at most DefaultDailyWithdrawalFen a
// day (Asia/Shanghai) unless configured.
const (
	MinWithdrawalFen          = 1_000
	DefaultDailyWithdrawalFen = 5_000_000
)

// Messages of the withdrawals.
const (
	MsgWithdrawRealName   = "请先完成实名认证"
	MsgWithdrawMin        = "单笔提现金额不能低于 ¥10.00"
	MsgWithdrawNoAccount  = "请先添加收款账户"
	MsgWithdrawAccount    = "收款账户不存在"
	MsgWithdrawDaily      = "超过今日提现额度，今日还可提现 ¥%s"
	MsgWithdrawAvailable  = "可提现余额不足"
	MsgWithdrawNotFound   = "提现申请不存在"
	MsgWithdrawOwn        = "不能审批自己的提现申请"
	MsgWithdrawPayoutRef  = "请填写打款流水号"
	MsgWithdrawReason     = "请填写驳回理由（最多 500 个字）"
	MsgWithdrawStateMoved = "提现申请已处理，请刷新后查看"
)

// Withdrawals are members' requests to be paid what is available to them.
type Withdrawals struct {
	// Now is the clock; nil means time.Now.
	Now func() time.Time
	// DailyLimitFen bounds a member's withdrawals of one day; 0 means
	// DefaultDailyWithdrawalFen.
	DailyLimitFen int64
}

func (w *Withdrawals) now() time.Time {
	if w.Now != nil {
		return w.Now().UTC()
	}
	return time.Now().UTC()
}

func (w *Withdrawals) daily() int64 {
	if w.DailyLimitFen > 0 {
		return w.DailyLimitFen
	}
	return DefaultDailyWithdrawalFen
}

// Request is memberID's withdrawal of amountFen to their cash-out account
// accountID (0: the default one): real name verified, at least ¥10, within
// the day's limit, never more than available — the amount is held at once.
func (w *Withdrawals) Request(ctx context.Context, c *ent.Client, memberID int, amountFen int64, accountID int) (*ent.Withdrawal, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	if amountFen < MinWithdrawalFen {
		return nil, invalid("amount", MsgWithdrawMin)
	}
	var out *ent.Withdrawal
	// The member's row locked: one member's withdrawals run one after the
	// other, so the day's limit is read and kept in one go; the ledger's
	// conditional update keeps the balance.
	lock := func(ctx context.Context, c *ent.Client) error { return lockMember(ctx, c, memberID) }
	err := db.WithLock(ctx, c, lock, func(ctx context.Context, c *ent.Client) error {
		verified, err := c.RealName.Query().Where(realname.HasMemberWith(member.ID(memberID))).Exist(ctx)
		if err != nil {
			return fmt.Errorf("funds: real name of member %d: %w", memberID, err)
		}
		if !verified {
			return problem.New(problem.Forbidden, MsgWithdrawRealName)
		}
		q := c.CashOutAccount.Query().Where(cashoutaccount.HasMemberWith(member.ID(memberID)))
		if accountID != 0 {
			q.Where(cashoutaccount.ID(accountID))
		} else {
			q.Where(cashoutaccount.IsDefault(true))
		}
		acct, err := q.First(ctx)
		switch {
		case ent.IsNotFound(err) && accountID != 0:
			return problem.New(problem.NotFound, MsgWithdrawAccount).OnField("accountID")
		case ent.IsNotFound(err):
			return invalid("accountID", MsgWithdrawNoAccount)
		case err != nil:
			return fmt.Errorf("funds: cash-out account of member %d: %w", memberID, err)
		}
		now := w.now()
		y, m, d := now.In(shanghai).Date()
		var v []struct {
			Sum int64 `json:"sum"`
		}
		err = c.Withdrawal.Query().Where(withdrawal.MemberID(memberID), withdrawal.StateNEQ(string(WithdrawalRejected)),
			withdrawal.CreatedAtGTE(time.Date(y, m, d, 0, 0, 0, 0, shanghai).UTC())).
			Aggregate(ent.As(ent.Sum(withdrawal.FieldAmountFen), "sum")).Scan(ctx, &v)
		if err != nil {
			return fmt.Errorf("funds: withdrawals today of member %d: %w", memberID, err)
		}
		today := int64(0)
		if len(v) == 1 {
			today = v[0].Sum
		}
		if left := w.daily() - today; amountFen > left {
			return invalid("amount", fmt.Sprintf(MsgWithdrawDaily, yuan(max(left, 0))))
		}
		wd, err := c.Withdrawal.Create().SetMemberID(memberID).SetAmountFen(amountFen).SetAccountID(acct.ID).
			SetAccountLabel(accountLabel(acct)).SetState(string(WithdrawalPending)).SetCreatedAt(now).SetUpdatedAt(now).Save(ctx)
		if err != nil {
			return fmt.Errorf("funds: withdrawal of member %d: %w", memberID, err)
		}
		if _, err := ledger.Post(ctx, c, ledger.WithdrawalHold(memberID, wd.ID, amountFen), now); err != nil {
			if p := problem.As(err); p != nil && p.Message == ledger.MsgInsufficient {
				return problem.New(problem.Conflict, MsgWithdrawAvailable).OnField("amount")
			}
			return err
		}
		out = wd
		return nil
	})
	return out, err
}

// Pay is the finance role's approval of withdrawal id, with the payout's
// reference: the held amount leaves the platform's funds. No one approves
// their own withdrawal; the audit log records who and when.
func (w *Withdrawals) Pay(ctx context.Context, c *ent.Client, who audit.Actor, id int, payoutRef string) (*ent.Withdrawal, error) {
	payoutRef = strings.TrimSpace(payoutRef)
	if payoutRef == "" || utf8.RuneCountInString(payoutRef) > 100 {
		return nil, invalid("payoutRef", MsgWithdrawPayoutRef)
	}
	return w.decide(ctx, c, who, id, WithdrawalPay, func(u *ent.WithdrawalUpdate) { u.SetPayoutRef(payoutRef) },
		func(wd *ent.Withdrawal) ledger.Entry { return ledger.WithdrawalPaid(wd.MemberID, wd.ID, wd.AmountFen) },
		audit.Entry{Action: audit.ActionWithdrawalPay, Changes: map[string][2]any{"payoutRef": {"", payoutRef}}})
}

// Reject is the finance role's refusal of withdrawal id, with a reason the
// member reads: the hold is released.
func (w *Withdrawals) Reject(ctx context.Context, c *ent.Client, who audit.Actor, id int, reason string) (*ent.Withdrawal, error) {
	reason = strings.TrimSpace(reason)
	if reason == "" || utf8.RuneCountInString(reason) > 500 {
		return nil, invalid("reason", MsgWithdrawReason)
	}
	return w.decide(ctx, c, who, id, WithdrawalReject, func(u *ent.WithdrawalUpdate) { u.SetRejectReason(reason) },
		func(wd *ent.Withdrawal) ledger.Entry {
			return ledger.WithdrawalRelease(wd.MemberID, wd.ID, wd.AmountFen)
		},
		audit.Entry{Action: audit.ActionWithdrawalReject, Reason: reason})
}

// decide moves withdrawal id by a for the finance operator who, once
// (a conditional update on its state), posts entry and logs it.
func (w *Withdrawals) decide(ctx context.Context, c *ent.Client, who audit.Actor, id int, a WithdrawalAction, set func(*ent.WithdrawalUpdate),
	entry func(*ent.Withdrawal) ledger.Entry, log audit.Entry) (*ent.Withdrawal, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	var out *ent.Withdrawal
	err := db.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
		role, err := roles.Require(ctx, c, who.ID, roles.Finance)
		if err != nil {
			return err
		}
		wd, err := c.Withdrawal.Get(ctx, id)
		if ent.IsNotFound(err) {
			return problem.New(problem.NotFound, MsgWithdrawNotFound)
		}
		if err != nil {
			return fmt.Errorf("funds: withdrawal %d: %w", id, err)
		}
		if wd.MemberID == who.ID {
			return problem.New(problem.Forbidden, MsgWithdrawOwn)
		}
		from := WithdrawalState(wd.State)
		to, ok := WithdrawalNext(from, a)
		if !ok {
			return problem.New(problem.Conflict, MsgWithdrawStateMoved)
		}
		now := w.now()
		u := c.Withdrawal.Update().Where(withdrawal.ID(id), withdrawal.State(string(from))).SetState(string(to)).
			SetOperatorID(who.ID).SetDecidedAt(now).SetUpdatedAt(now)
		set(u)
		n, err := u.Save(ctx)
		if err != nil {
			return fmt.Errorf("funds: %s withdrawal %d: %w", a, id, err)
		}
		if n == 0 {
			return problem.New(problem.Conflict, MsgWithdrawStateMoved)
		}
		if _, err := ledger.Post(ctx, c, entry(wd), now); err != nil {
			return err
		}
		who.Role = string(role)
		log.TargetType, log.TargetID = audit.TargetWithdrawal, id
		if err := audit.Append(ctx, c, who, log); err != nil {
			return err
		}
		out, err = c.Withdrawal.Get(ctx, id)
		return err
	})
	return out, err
}

// ListWithdrawals are memberID's withdrawals, the newest first (at most 100).
func ListWithdrawals(ctx context.Context, c *ent.Client, memberID int) ([]*ent.Withdrawal, error) {
	out, err := c.Withdrawal.Query().Where(withdrawal.MemberID(memberID)).Order(ent.Desc(withdrawal.FieldCreatedAt), ent.Desc(withdrawal.FieldID)).
		Limit(100).All(privacy.DecisionContext(ctx, privacy.Allow))
	if err != nil {
		return nil, fmt.Errorf("funds: withdrawals of member %d: %w", memberID, err)
	}
	return out, nil
}

// accountLabel is a cash-out account as a withdrawal keeps it.
func accountLabel(a *ent.CashOutAccount) string {
	kind := map[cashoutaccount.Kind]string{cashoutaccount.KindALIPAY: "支付宝", cashoutaccount.KindBANK_CARD: "银行卡", cashoutaccount.KindWECHAT: "微信"}[a.Kind]
	if a.AccountMasked == "" {
		return kind
	}
	return kind + " " + a.AccountMasked
}

func yuan(fen int64) string { return fmt.Sprintf("%d.%02d", fen/100, fen%100) }

// PendingWithdrawals are the withdrawals waiting for the finance role, the
// oldest first (at most 100), for operatorID who holds it.
func PendingWithdrawals(ctx context.Context, c *ent.Client, operatorID int) ([]*ent.Withdrawal, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	if _, err := roles.Require(ctx, c, operatorID, roles.Finance); err != nil {
		return nil, err
	}
	out, err := c.Withdrawal.Query().Where(withdrawal.State(string(WithdrawalPending))).
		Order(ent.Asc(withdrawal.FieldCreatedAt), ent.Asc(withdrawal.FieldID)).Limit(100).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("funds: pending withdrawals: %w", err)
	}
	return out, nil
}

// MsgOpenWithdrawals is the obligation that keeps an account with a
// withdrawal not yet paid out or rejected.
const MsgOpenWithdrawals = "有审核中的提现申请，请待其到账或被驳回后再注销"

// OpenWithdrawals is the account deletion's obligation of withdrawals: a
// member whose withdrawal is still pending (its amount held) keeps their
// account until the finance role pays or rejects it.
func OpenWithdrawals(ctx context.Context, c *ent.Client, memberID int) ([]string, error) {
	n, err := c.Withdrawal.Query().Where(withdrawal.MemberID(memberID), withdrawal.State(string(WithdrawalPending))).
		Exist(privacy.DecisionContext(ctx, privacy.Allow))
	if err != nil {
		return nil, fmt.Errorf("funds: pending withdrawals of member %d: %w", memberID, err)
	}
	if n {
		return []string{MsgOpenWithdrawals}, nil
	}
	return nil, nil
}
