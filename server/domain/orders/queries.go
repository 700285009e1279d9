package orders

import (
	"context"

	"artmarket/ent"
	"artmarket/ent/order"
	"artmarket/ent/orderevent"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/nodeid"
	"artmarket/server/domain/problem"
)

// Visible reads order id for viewerID, its buyer or its seller; anyone
// else's is not found, the same answer as an unknown id.
func Visible(ctx context.Context, c *ent.Client, viewerID, id int) (*ent.Order, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	o, err := c.Order.Query().Where(order.ID(id), order.Or(order.BuyerID(viewerID), order.SellerID(viewerID))).Only(ctx)
	if ent.IsNotFound(err) || viewerID == 0 {
		return nil, problem.New(problem.NotFound, MsgNotFound)
	}
	return o, wrap("read", id, err)
}

// ByNumber is Visible for the short number of /member/order/{number}; nil
// when unknown or anyone else's.
func ByNumber(ctx context.Context, c *ent.Client, viewerID, number int) (*ent.Order, error) {
	id, ok := nodeid.ID(nodeid.Order, number)
	if !ok {
		return nil, nil
	}
	o, err := Visible(ctx, c, viewerID, id)
	if problem.As(err) != nil {
		return nil, nil
	}
	return o, err
}

// Bought lists what buyerID bought, in state st (None: all).
func Bought(c *ent.Client, buyerID int, st State) *ent.OrderQuery {
	q := c.Order.Query().Where(order.BuyerID(buyerID))
	if st != None {
		q.Where(order.StateEQ(order.State(st)))
	}
	return q
}

// Sold lists the orders of sellerID's goods, in state st (None: all).
func Sold(c *ent.Client, sellerID int, st State) *ent.OrderQuery {
	q := c.Order.Query().Where(order.SellerID(sellerID))
	if st != None {
		q.Where(order.StateEQ(order.State(st)))
	}
	return q
}

// Counts counts the orders of q by state.
func Counts(ctx context.Context, q *ent.OrderQuery) (map[State]int, error) {
	var rows []struct {
		State order.State `json:"state"`
		Count int         `json:"count"`
	}
	if err := q.GroupBy(order.FieldState).Aggregate(ent.Count()).Scan(ctx, &rows); err != nil {
		return nil, wrap("count orders", 0, err)
	}
	out := map[State]int{}
	for _, r := range rows {
		out[State(r.State)] = r.Count
	}
	return out, nil
}

// Timeline is the moves of order id, oldest first.
func Timeline(ctx context.Context, c *ent.Client, id int) ([]*ent.OrderEvent, error) {
	evs, err := c.OrderEvent.Query().Where(orderevent.OrderID(id)).
		Order(ent.Asc(orderevent.FieldCreatedAt), ent.Asc(orderevent.FieldID)).All(ctx)
	return evs, wrap("read timeline of", id, err)
}

// MsgOpenOrders is the obligation that keeps an account with orders under way.
const MsgOpenOrders = "有未完成的订单（待付款、待发货或待收货），请先完成或取消"

// Open is the account deletion's obligation of orders: a member who bought
// or sells an order that is unpaid, unshipped or undelivered keeps their
// account until it is completed or cancelled.
func Open(ctx context.Context, c *ent.Client, memberID int) ([]string, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	n, err := c.Order.Query().Where(order.Or(order.BuyerID(memberID), order.SellerID(memberID)),
		order.StateIn(order.StatePendingPayment, order.StatePaid, order.StateShipped)).Exist(ctx)
	if err != nil {
		return nil, wrap("read open orders of member", memberID, err)
	}
	if n {
		return []string{MsgOpenOrders}, nil
	}
	return nil, nil
}
