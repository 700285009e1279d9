package funds

import (
	"context"
	"errors"

	"artmarket/ent"
	"artmarket/ent/privacy"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
)

// WithdrawalState is where a withdrawal stands (Withdrawal.state).
type WithdrawalState string

// The states.
const (
	WithdrawalPending  WithdrawalState = "PENDING"  // 审核中: the amount is held
	WithdrawalPaid     WithdrawalState = "PAID"     // 已到账: the finance role paid it out
	WithdrawalRejected WithdrawalState = "REJECTED" // 已驳回: the hold was released
)

// WithdrawalAction is what moves a withdrawal.
type WithdrawalAction string

// The actions: the member's request, the finance role's answers.
const (
	WithdrawalRequest WithdrawalAction = "REQUEST"
	WithdrawalPay     WithdrawalAction = "PAY"
	WithdrawalReject  WithdrawalAction = "REJECT"
)

// withdrawalTransitions is the whole state machine of a withdrawal: every
// allowed move, in one place; what is not listed is refused.
var withdrawalTransitions = map[WithdrawalState]map[WithdrawalAction]WithdrawalState{
	"":                 {WithdrawalRequest: WithdrawalPending},
	WithdrawalPending:  {WithdrawalPay: WithdrawalPaid, WithdrawalReject: WithdrawalRejected},
	WithdrawalPaid:     {},
	WithdrawalRejected: {},
}

// WithdrawalNext is the state a moves from to; ok is false when the move is not allowed.
func WithdrawalNext(from WithdrawalState, a WithdrawalAction) (to WithdrawalState, ok bool) {
	to, ok = withdrawalTransitions[from][a]
	return to, ok
}

// withdrawalStateNames are the words for the states.
var withdrawalStateNames = map[WithdrawalState]string{
	WithdrawalPending: "审核中", WithdrawalPaid: "已到账", WithdrawalRejected: "已驳回",
}

// WithdrawalStateName is the word for s.
func WithdrawalStateName(s WithdrawalState) string { return withdrawalStateNames[s] }

// decisions are the finance role's actions, in the order the console offers them.
var decisions = []WithdrawalAction{WithdrawalPay, WithdrawalReject}

// WithdrawalAllowed is what viewerID may do to wd now (Withdrawal.allowedActions),
// read from the table: the finance role pays or rejects a pending withdrawal
// that is not their own; its member, and anyone else, does nothing more.
func WithdrawalAllowed(ctx context.Context, c *ent.Client, viewerID int, wd *ent.Withdrawal) ([]WithdrawalAction, error) {
	if viewerID == 0 || wd.MemberID == viewerID {
		return nil, nil
	}
	var out []WithdrawalAction
	for _, a := range decisions {
		if _, ok := WithdrawalNext(WithdrawalState(wd.State), a); ok {
			out = append(out, a)
		}
	}
	if len(out) == 0 {
		return nil, nil
	}
	if _, err := roles.Require(privacy.DecisionContext(ctx, privacy.Allow), c, viewerID, roles.Finance); err != nil {
		var p *problem.Error
		if errors.As(err, &p) {
			return nil, nil
		}
		return nil, err
	}
	return out, nil
}
