package refunds

import (
	"context"

	"artmarket/ent"
	"artmarket/ent/privacy"
	"artmarket/ent/refundrequest"
	"artmarket/ent/schema/nodeid"
	"artmarket/server/domain/problem"
)

// ListMax bounds a member's list of requests.
const ListMax = 100

// List is memberID's requests as the buyer (the ones they made) or as the
// seller (the ones they must answer), the newest first.
func List(ctx context.Context, c *ent.Client, memberID int, as Actor) ([]*ent.RefundRequest, error) {
	q := c.RefundRequest.Query().Where(refundrequest.BuyerID(memberID))
	if as == Seller {
		q = c.RefundRequest.Query().Where(refundrequest.SellerID(memberID))
	}
	out, err := q.Order(ent.Desc(refundrequest.FieldCreatedAt), ent.Desc(refundrequest.FieldID)).Limit(ListMax).
		All(privacy.DecisionContext(ctx, privacy.Allow))
	return out, wrap("list requests of member", memberID, err)
}

// ByNumber is Visible for the short number of /member/seller-refund/{number};
// nil when unknown or anyone else's.
func ByNumber(ctx context.Context, c *ent.Client, viewerID, number int) (*ent.RefundRequest, error) {
	id, ok := nodeid.ID(nodeid.RefundRequest, number)
	if !ok {
		return nil, nil
	}
	r, err := Visible(ctx, c, viewerID, id)
	if problem.As(err) != nil {
		return nil, nil
	}
	return r, err
}

// OfOrder is the newest request of order orderID for viewerID, its buyer
// or its seller; nil when none (or anyone else's).
func OfOrder(ctx context.Context, c *ent.Client, viewerID, orderID int) (*ent.RefundRequest, error) {
	r, err := c.RefundRequest.Query().Where(refundrequest.OrderID(orderID),
		refundrequest.Or(refundrequest.BuyerID(viewerID), refundrequest.SellerID(viewerID))).
		Order(ent.Desc(refundrequest.FieldCreatedAt), ent.Desc(refundrequest.FieldID)).First(privacy.DecisionContext(ctx, privacy.Allow))
	if ent.IsNotFound(err) || viewerID == 0 {
		return nil, nil
	}
	return r, wrap("read request of order", orderID, err)
}

// MsgOpenRefunds is the obligation that keeps an account with a refund under way.
const MsgOpenRefunds = "有处理中的退款申请（作为买家或卖家），请等待其完成或撤销"

// Unfinished is the account deletion's obligation of refunds: a member who asked
// for, or must answer, a request still running keeps their account until
// it ends (paid, cancelled or closed).
func Unfinished(ctx context.Context, c *ent.Client, memberID int) ([]string, error) {
	n, err := c.RefundRequest.Query().Where(refundrequest.Or(refundrequest.BuyerID(memberID), refundrequest.SellerID(memberID)),
		refundrequest.StateIn(strs(Open)...)).Exist(privacy.DecisionContext(ctx, privacy.Allow))
	if err != nil {
		return nil, wrap("read open requests of member", memberID, err)
	}
	if n {
		return []string{MsgOpenRefunds}, nil
	}
	return nil, nil
}
