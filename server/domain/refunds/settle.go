package refunds

import (
	"context"
	"regexp"
	"strings"

	"artmarket/ent"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/ledger"
	"artmarket/server/domain/problem"
)

// Messages of the settlement by hand.
const (
	MsgOwnSettlement  = "不能处理自己作为买家或卖家的订单的退款"
	MsgSettleRef      = "请填写线下退款的付款流水号（4–64 位字母、数字、- 或 _）"
	MsgPaidByProvider = "微信支付已退款成功，无需线下退款"
)

// settleRef is a payout's reference: a bank's or a transfer's serial number.
var settleRef = regexp.MustCompile(`^[A-Za-z0-9_-]{4,64}$`)

// SettleManually is the finance role's record that the buyer of request id,
// a refund WeChat Pay answered ABNORMAL (never retried), was paid outside
// WeChat Pay under the payout reference ref: the request moves to 退款成功
// (on condition it is still abnormal: of two operators at once one
// settles, the other is told it changed), the ledger's refund-out entry is
// posted under the key WeChat Pay's own report would use (so it is posted
// once whichever comes first: a refund WeChat Pay reported paid after all
// is refused), a full refund closes the order, both sides are told after
// commit, and the audit log keeps who and the reference. Never on an order
// the operator bought or sold.
func (s *Service) SettleManually(ctx context.Context, c *ent.Client, who audit.Actor, id int, ref string) (*ent.RefundRequest, error) {
	ref = strings.TrimSpace(ref)
	if !settleRef.MatchString(ref) {
		return nil, problem.New(problem.Invalid, MsgSettleRef).OnField("payoutRef")
	}
	return s.operate(ctx, c, who, finance, id, func(ctx context.Context, c *ent.Client, r *ent.RefundRequest) (*ent.RefundRequest, error) {
		operator := who.ID
		r, err := s.move(ctx, c, r, SettleManually, &operator, "付款流水号 "+ref, nil)
		if err != nil {
			return nil, err
		}
		o, err := c.Order.Get(ctx, r.OrderID)
		if err != nil {
			return nil, wrap("read order of", r.ID, err)
		}
		fen := r.AmountFen
		if r.RefundFen != nil {
			fen = *r.RefundFen
		}
		posted, err := ledger.Post(ctx, c, ledger.RefundPaidByHand(o.ID, o.BuyerID, r.OutRefundNo, ref, fen), s.now())
		if err != nil {
			return nil, err
		}
		if !posted {
			return nil, problem.New(problem.Conflict, MsgPaidByProvider)
		}
		return r, s.closeOrder(ctx, c, r)
	}, audit.Entry{Action: audit.ActionRefundSettle, Reason: ref, Changes: map[string][2]any{"payoutRef": {"", ref}}})
}
