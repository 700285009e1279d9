package refunds

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"artmarket/ent"
	"artmarket/ent/predicate"
	"artmarket/ent/privacy"
	"artmarket/ent/refundrequest"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
	"artmarket/server/platform/db"
)

// Messages of arbitration.
const (
	MsgOwnCase     = "不能裁定自己作为买家或卖家的订单"
	MsgGrantAmount = "裁定退款金额应大于 0，且不超过买家申请的 ¥%s"
	MsgDenyReason  = "请填写裁定理由（最多 500 个字）"
)

// Grant is an arbiter's decision on request id in arbitration: refund fen
// (in full or in part, up to what the buyer asked; the ledger keeps it to
// what is left of the payment), paid as an agreement is. Final, recorded
// with who and when, in the audit log; never by the order's buyer or seller.
func (s *Service) Grant(ctx context.Context, c *ent.Client, who audit.Actor, id int, fen int64, note string) (*ent.RefundRequest, error) {
	return s.arbitrate(ctx, c, who, id, Grant, strings.TrimSpace(note), func(ctx context.Context, c *ent.Client, r *ent.RefundRequest) (*ent.RefundRequest, error) {
		if fen <= 0 || fen > r.AmountFen {
			return nil, problem.New(problem.Invalid, fmt.Sprintf(MsgGrantAmount, Yuan(r.AmountFen))).OnField("amount")
		}
		return s.pay(ctx, c, r, fen)
	}, audit.Entry{Action: audit.ActionRefundGrant, Changes: map[string][2]any{"refundFen": {nil, fen}}})
}

// Deny is an arbiter's decision to refund nothing of request id, with the
// reason both sides read.
func (s *Service) Deny(ctx context.Context, c *ent.Client, who audit.Actor, id int, reason string) (*ent.RefundRequest, error) {
	reason = strings.TrimSpace(reason)
	if reason == "" || utf8.RuneCountInString(reason) > DescriptionMax {
		return nil, problem.New(problem.Invalid, MsgDenyReason).OnField("reason")
	}
	return s.arbitrate(ctx, c, who, id, Deny, reason, nil, audit.Entry{Action: audit.ActionRefundDeny})
}

// arbiters and finance are the operators' desks of refunds: the role each
// needs and its refusal of one's own order.
var (
	arbiters = desk{role: roles.Arbiter, own: MsgOwnCase}
	finance  = desk{role: roles.Finance, own: MsgOwnSettlement}
)

// desk is the role an operator's move on a refund needs, and the refusal
// of a request whose order the operator bought or sold.
type desk struct {
	role roles.Name
	own  string
}

// arbitrate moves request id by a for the arbiter who, in the order's lock,
// then runs then (the refund of a grant) and logs it.
func (s *Service) arbitrate(ctx context.Context, c *ent.Client, who audit.Actor, id int, a Action, detail string,
	then func(ctx context.Context, c *ent.Client, r *ent.RefundRequest) (*ent.RefundRequest, error), log audit.Entry) (*ent.RefundRequest, error) {
	return s.operate(ctx, c, who, arbiters, id, func(ctx context.Context, c *ent.Client, r *ent.RefundRequest) (*ent.RefundRequest, error) {
		now, arbiter := s.now(), who.ID
		r, err := s.move(ctx, c, r, a, &arbiter, detail, func(u *ent.RefundRequestUpdate) { u.SetArbiterID(arbiter).SetDecidedAt(now) })
		if err != nil || then == nil {
			return r, err
		}
		return then(ctx, c, r)
	}, withReason(log, detail))
}

// withReason is log with detail as its reason.
func withReason(log audit.Entry, detail string) audit.Entry {
	log.Reason = detail
	return log
}

// operate runs fn for the operator who at the desk d on request id, in the
// order's lock, and logs it (log's target is the request) in the same
// transaction; the notices of its moves are sent once it committed. Never
// on a request whose order who bought or sold.
func (s *Service) operate(ctx context.Context, c *ent.Client, who audit.Actor, d desk, id int,
	fn func(ctx context.Context, c *ent.Client, r *ent.RefundRequest) (*ent.RefundRequest, error), log audit.Entry) (*ent.RefundRequest, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	role, err := roles.Require(ctx, c, who.ID, d.role)
	if err != nil {
		return nil, err
	}
	r, err := c.RefundRequest.Get(ctx, id)
	if ent.IsNotFound(err) {
		return nil, problem.New(problem.NotFound, MsgNotFound)
	}
	if err != nil {
		return nil, wrap("read", id, err)
	}
	if RoleOf(who.ID, r) != "" {
		return nil, problem.New(problem.Forbidden, d.own)
	}
	var out *ent.RefundRequest
	err = db.WithLock(ctx, c, lockOrder(r.OrderID), func(ctx context.Context, c *ent.Client) error {
		r, err := c.RefundRequest.Get(ctx, id)
		if err != nil {
			return wrap("read", id, err)
		}
		if out, err = fn(ctx, c, r); err != nil {
			return err
		}
		who.Role = string(role)
		log.TargetType, log.TargetID = audit.TargetRefund, id
		return audit.Append(ctx, c, who, log)
	})
	return fresh(ctx, c, out, err)
}

// ArbitrationQueue are the requests waiting for an arbiter, for
// operatorID who holds the role, with the context that reads them (other
// members' requests): the cases of orders the arbiter bought or sold are
// left out (they may never decide them). The caller pages it (oldest
// request first).
func ArbitrationQueue(ctx context.Context, c *ent.Client, operatorID int) (*ent.RefundRequestQuery, context.Context, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	if _, err := roles.Require(ctx, c, operatorID, roles.Arbiter); err != nil {
		return nil, ctx, err
	}
	return c.RefundRequest.Query().Where(refundrequest.State(string(Arbitration)), notOwn(operatorID)), ctx, nil
}

// notOwn leaves out the requests of orders memberID bought or sold.
func notOwn(memberID int) predicate.RefundRequest {
	return refundrequest.And(refundrequest.BuyerIDNEQ(memberID),
		refundrequest.Or(refundrequest.SellerIDIsNil(), refundrequest.SellerIDNEQ(memberID)))
}

// AbnormalQueue are the refunds WeChat Pay answered ABNORMAL (or closed),
// which are never retried: the finance role settles them by hand. The
// oldest first (at most 100), for operatorID who holds the finance role.
func AbnormalQueue(ctx context.Context, c *ent.Client, operatorID int) ([]*ent.RefundRequest, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	if _, err := roles.Require(ctx, c, operatorID, roles.Finance); err != nil {
		return nil, err
	}
	out, err := c.RefundRequest.Query().Where(refundrequest.State(string(Abnormal))).
		Order(ent.Asc(refundrequest.FieldUpdatedAt), ent.Asc(refundrequest.FieldID)).Limit(ListMax).All(ctx)
	return out, wrap("read abnormal refunds", 0, err)
}
