package refunds

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"artmarket/ent"
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

// arbitrate moves request id by a for the arbiter who, in the order's lock,
// then runs then (the refund of a grant) and logs it.
func (s *Service) arbitrate(ctx context.Context, c *ent.Client, who audit.Actor, id int, a Action, detail string,
	then func(ctx context.Context, c *ent.Client, r *ent.RefundRequest) (*ent.RefundRequest, error), log audit.Entry) (*ent.RefundRequest, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	role, err := roles.Require(ctx, c, who.ID, roles.Arbiter)
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
		return nil, problem.New(problem.Forbidden, MsgOwnCase)
	}
	var out *ent.RefundRequest
	err = db.WithLock(ctx, c, lockOrder(r.OrderID), func(ctx context.Context, c *ent.Client) error {
		r, err := c.RefundRequest.Get(ctx, id)
		if err != nil {
			return wrap("read", id, err)
		}
		now := s.now()
		arbiter := who.ID
		r, err = s.move(ctx, c, r, a, &arbiter, detail, func(u *ent.RefundRequestUpdate) { u.SetArbiterID(arbiter).SetDecidedAt(now) })
		if err != nil {
			return err
		}
		if then != nil {
			if r, err = then(ctx, c, r); err != nil {
				return err
			}
		}
		who.Role = string(role)
		log.TargetType, log.TargetID, log.Reason = audit.TargetRefund, id, detail
		out = r
		return audit.Append(ctx, c, who, log)
	})
	return out, err
}

// ArbitrationQueue are the requests waiting for an arbiter, the oldest
// first (at most 100), for operatorID who holds the role.
func ArbitrationQueue(ctx context.Context, c *ent.Client, operatorID int) ([]*ent.RefundRequest, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	if _, err := roles.Require(ctx, c, operatorID, roles.Arbiter); err != nil {
		return nil, err
	}
	out, err := c.RefundRequest.Query().Where(refundrequest.State(string(Arbitration))).
		Order(ent.Asc(refundrequest.FieldUpdatedAt), ent.Asc(refundrequest.FieldID)).Limit(ListMax).All(ctx)
	return out, wrap("read arbitration queue", 0, err)
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
