package refunds

import (
	"context"
	"strings"
	"unicode/utf8"

	"artmarket/ent"
	"artmarket/ent/privacy"
	"artmarket/ent/refundrequest"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/orders"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
)

// Messages of the platform's answers.
const (
	MsgOwnPlatformRefund = "不能处理自己购买的订单的退款"
	MsgNotPlatformRefund = "该退款申请不是平台自营订单的，由卖家处理"
	MsgPlatformAnswer    = "请选择同意退款、拒绝退款或确认收到退货"
)

// platformDesk is the role that answers, as the seller, the requests on
// the platform's own goods: the one that ships them.
var platformDesk = desk{role: orders.ShipRole, own: MsgOwnPlatformRefund}

// platformAnswers are the seller's moves the platform makes, with their
// audit actions.
var platformAnswers = map[Action]string{
	Agree: audit.ActionRefundAgree, AgreeReturn: audit.ActionRefundAgree, Refuse: audit.ActionRefundRefuse, ConfirmReturn: audit.ActionRefundConfirmReturn,
}

// AnswerForPlatform is an operator's answer, as the seller, to request id on
// an order of the platform's own goods (one no member sells): Agree or
// AgreeReturn (the agreement of the request's kind: a refund only is paid,
// a return waits for the parcel), Refuse with reason,
// or ConfirmReturn; the same moves as a member seller's, recorded with the
// operator's id (the timeline says 平台) and in the audit log. A member's
// order is its seller's to answer; never an order the operator bought.
func (s *Service) AnswerForPlatform(ctx context.Context, c *ent.Client, who audit.Actor, id int, a Action, reason string) (*ent.RefundRequest, error) {
	logged, ok := platformAnswers[a]
	if !ok {
		return nil, problem.New(problem.Invalid, MsgPlatformAnswer).OnField("answer")
	}
	reason = strings.TrimSpace(reason)
	if a == Refuse && (reason == "" || utf8.RuneCountInString(reason) > DescriptionMax) {
		return nil, problem.New(problem.Invalid, MsgRefuseReason).OnField("reason")
	}
	if a != Refuse {
		reason = ""
	}
	return s.operate(ctx, c, who, platformDesk, id, func(ctx context.Context, c *ent.Client, r *ent.RefundRequest) (*ent.RefundRequest, error) {
		if r.SellerID != nil {
			return nil, problem.New(problem.Forbidden, MsgNotPlatformRefund)
		}
		operator := who.ID
		switch a {
		case Refuse:
			return s.move(ctx, c, r, Refuse, &operator, reason, func(u *ent.RefundRequestUpdate) { u.SetRefuseReason(reason) })
		case ConfirmReturn:
			return s.confirmReturn(ctx, c, r, ConfirmReturn, &operator)
		}
		return s.agree(ctx, c, r, agreement(r, false), &operator)
	}, audit.Entry{Action: logged, Reason: reason})
}

// PlatformWaiting are the requests on the platform's own goods that wait
// for its answer (a request to agree or refuse, a parcel come back to
// confirm), for operatorID who holds the role that ships
// them, with the context that reads them (other members' requests). The
// caller pages it (oldest request first).
func PlatformWaiting(ctx context.Context, c *ent.Client, operatorID int) (*ent.RefundRequestQuery, context.Context, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	if _, err := roles.Require(ctx, c, operatorID, platformDesk.role); err != nil {
		return nil, ctx, err
	}
	return PlatformToAnswer(c), ctx, nil
}

// PlatformToAnswer are the requests on the platform's own goods waiting for
// its answer: the console home's count.
func PlatformToAnswer(c *ent.Client) *ent.RefundRequestQuery {
	return c.RefundRequest.Query().Where(refundrequest.SellerIDIsNil(), refundrequest.StateIn(string(Requested), string(ReturnShipped)))
}

// ActorLabel is the timeline's word for who made a move of r: the seller
// of a platform order is 平台.
func ActorLabel(r *ent.RefundRequest, a Actor) string {
	if a == Seller && r.SellerID == nil {
		return actorNames[Arbiter]
	}
	return actorNames[a]
}
