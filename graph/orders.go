package graph

import (
	"context"
	"fmt"

	"entgo.io/contrib/entgql"

	"artmarket/ent"
	"artmarket/ent/order"
	"artmarket/graph/model"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/orders"
)

// newestOrders orders the lists of orders the newest first.
var newestOrders = ent.WithOrderOrder(&ent.OrderOrder{Direction: entgql.OrderDirectionDesc, Field: ent.OrderOrderFieldCreatedAt})

// viewerID is the signed-in member's id, 0 for a visitor.
func (r *Resolver) viewerID(ctx context.Context) int {
	if v, err := auth.Viewer(ctx); err == nil && v != nil {
		return v.ID
	}
	return 0
}

// ownedByNumber is find's answer for number among the member obj's own
// (orders, refund requests) when obj is the signed-in member; nil for
// anyone else.
func ownedByNumber[T any](ctx context.Context, r *Resolver, obj *ent.Member, number int, find func(ctx context.Context, c *ent.Client, viewerID, number int) (*T, error)) (*T, error) {
	id := r.ownerID(ctx, obj)
	if id == 0 {
		return nil, nil
	}
	return find(ctx, r.client(ctx), id, number)
}

// signedInID is the signed-in member's id, 0 for a visitor; field names
// the query in the error of a session that could not be read.
func signedInID(ctx context.Context, field string) (int, error) {
	v, err := auth.Viewer(ctx)
	if err != nil {
		return 0, fmt.Errorf("%s: %w", field, err)
	}
	if v == nil {
		return 0, nil
	}
	return v.ID, nil
}

// ownerID is obj's id when obj is the signed-in member, else 0 (no member
// has id 0: anyone else sees nothing of the member's orders).
func (r *Resolver) ownerID(ctx context.Context, obj *ent.Member) int {
	if id := r.viewerID(ctx); id != 0 && id == obj.ID {
		return id
	}
	return 0
}

// orderList is the member's orders of list in state (nil: all); none for anyone else.
func (r *Resolver) orderList(ctx context.Context, obj *ent.Member, state *order.State, list func(*ent.Client, int, orders.State) *ent.OrderQuery) *ent.OrderQuery {
	st := orders.None
	if state != nil {
		st = orders.State(*state)
	}
	return list(r.client(ctx), r.ownerID(ctx, obj), st)
}

// orderCounts counts the member's orders of list by state (zeros for anyone else).
func (r *Resolver) orderCounts(ctx context.Context, obj *ent.Member, list func(*ent.Client, int, orders.State) *ent.OrderQuery) (*model.OrderCounts, error) {
	out := &model.OrderCounts{}
	id := r.ownerID(ctx, obj)
	if id == 0 {
		return out, nil
	}
	n, err := orders.Counts(ctx, list(r.client(ctx), id, orders.None))
	if err != nil {
		return nil, err
	}
	out.PendingPayment, out.Paid, out.Shipped = n[orders.PendingPayment], n[orders.Paid], n[orders.Shipped]
	out.Completed, out.Cancelled, out.Refunded = n[orders.Completed], n[orders.Cancelled], n[orders.Refunded]
	out.All = out.PendingPayment + out.Paid + out.Shipped + out.Completed + out.Cancelled + out.Refunded
	return out, nil
}

// unavailable are the user errors of a mutation whose service is not wired.
func unavailable() []*model.UserError {
	return []*model.UserError{{Message: MsgUnavailable, Code: model.UserErrorCodeUnavailable}}
}

// orderPayload answers an order mutation: the order, or the refusal as user errors.
func orderPayload(o *ent.Order, err error) (*model.OrderPayload, error) {
	if err != nil {
		errs, err := userErrors(err)
		return &model.OrderPayload{UserErrors: errs}, err
	}
	return &model.OrderPayload{UserErrors: noUserErrors(), Order: o}, nil
}

// orderMove runs one move of the signed-in member on order id and answers
// its payload.
func (r *mutationResolver) orderMove(ctx context.Context, id int, pick func(*orders.Service) func(context.Context, *ent.Client, int, int) (*ent.Order, error)) (*model.OrderPayload, error) {
	m, errs := r.memberFor(ctx, r.Orders != nil)
	if errs != nil {
		return &model.OrderPayload{UserErrors: errs}, nil
	}
	return orderPayload(pick(r.Orders)(ctx, r.client(ctx), m.ID, id))
}

// paymentStart is the schema's form of a started payment (nil: none started,
// the order was paid meanwhile).
func paymentStart(p *orders.PaymentStart) *model.PaymentStart {
	if p == nil {
		return nil
	}
	out := &model.PaymentStart{TradeType: model.PaymentTradeType(p.TradeType), OutTradeNo: p.OutTradeNo, ExpiresAt: p.ExpiresAt}
	if p.CodeURL != "" {
		out.CodeURL = &p.CodeURL
	}
	if p.H5URL != "" {
		out.H5url = &p.H5URL
	}
	if p.SandboxScanURL != "" {
		out.SandboxScanURL = &p.SandboxScanURL
	}
	if p.BridgeScriptURL != "" {
		out.BridgeScriptURL = &p.BridgeScriptURL
	}
	if j := p.JSAPI; j != nil {
		out.JsapiParams = &model.JSAPIPayParams{AppID: j.AppID, TimeStamp: j.TimeStamp, NonceStr: j.NonceStr, Package: j.Package,
			SignType: j.SignType, PaySign: j.PaySign}
	}
	return out
}

func deref1(n *int) int {
	if n == nil {
		return 1
	}
	return *n
}

// oldestOrders orders a queue of orders the oldest first.
var oldestOrders = ent.WithOrderOrder(&ent.OrderOrder{Direction: entgql.OrderDirectionAsc, Field: ent.OrderOrderFieldCreatedAt})
