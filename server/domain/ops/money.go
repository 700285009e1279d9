package ops

import (
	"context"

	"artmarket/ent"
	"artmarket/ent/refundrequest"
	"artmarket/ent/withdrawal"
	"artmarket/server/domain/reconcile"
	"artmarket/server/domain/roles"
)

// The console's money pages (issue 23): the arbiter's queue of escalated
// refunds, and the finance role's withdrawals to pay, refunds and payments
// that did not go as they should, and the ledger's trial balance.
const (
	Arbitration Section = "ARBITRATION"
	Withdrawals Section = "WITHDRAWALS"
	Anomalies   Section = "MONEY_ANOMALIES"
	Ledger      Section = "LEDGER"
	Reconcile   Section = "RECONCILIATION"
)

// The money queues of the home.
const (
	RefundsToArbitrate QueueKind = "REFUNDS_TO_ARBITRATE"
	WithdrawalsToPay   QueueKind = "WITHDRAWALS_TO_PAY"
	AbnormalRefunds    QueueKind = "ABNORMAL_REFUNDS"
	ReconDifferences   QueueKind = "RECONCILIATION_DIFFERENCES"
)

// The states counted (the state machines' words: package refunds'
// transitions.go and package funds' withdrawal_states.go).
const (
	refundInArbitration = "ARBITRATION"
	refundAbnormal      = "ABNORMAL"
	withdrawalPending   = "PENDING"
)

var moneySections = []sectionRule{
	{Arbitration, "退款仲裁", []roles.Name{roles.Arbiter}},
	{Withdrawals, "提现审核", []roles.Name{roles.Finance}},
	{Anomalies, "资金异常", []roles.Name{roles.Finance}},
	{Ledger, "试算平衡", []roles.Name{roles.Finance}},
	{Reconcile, "对账", []roles.Name{roles.Finance}},
}

var moneyQueues = []queueRule{
	{RefundsToArbitrate, "待仲裁退款", []roles.Name{roles.Arbiter}, Arbitration, func(ctx context.Context, c *ent.Client) (int, error) {
		return c.RefundRequest.Query().Where(refundrequest.State(refundInArbitration)).Count(ctx)
	}},
	{WithdrawalsToPay, "待打款提现", []roles.Name{roles.Finance}, Withdrawals, func(ctx context.Context, c *ent.Client) (int, error) {
		return c.Withdrawal.Query().Where(withdrawal.State(withdrawalPending)).Count(ctx)
	}},
	{AbnormalRefunds, "异常退款", []roles.Name{roles.Finance}, Anomalies, func(ctx context.Context, c *ent.Client) (int, error) {
		return c.RefundRequest.Query().Where(refundrequest.State(refundAbnormal)).Count(ctx)
	}},
	{ReconDifferences, "对账差异", []roles.Name{roles.Finance}, Reconcile, reconcile.OpenDifferences},
}
