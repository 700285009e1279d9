package funds

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
