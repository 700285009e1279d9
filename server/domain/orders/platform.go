package orders

import (
	"context"

	"artmarket/ent"
	"artmarket/ent/order"
	"artmarket/ent/privacy"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
	"artmarket/server/platform/db"
)

// ShipRole is the operators' role that ships the platform's own goods in
// the console (/ops/shipments): admins look after fulfilment.
const ShipRole = roles.Admin

// MsgOwnPlatformOrder refuses an operator shipping what they bought themselves.
const MsgOwnPlatformOrder = "不能为自己购买的订单发货"

// PlatformToShip are the paid orders of the platform's own goods waiting
// for shipment (no member sells them): the console's queue.
func PlatformToShip(c *ent.Client) *ent.OrderQuery {
	return c.Order.Query().Where(order.SellerIDIsNil(), order.StateEQ(order.StatePaid))
}

// PlatformShipments is PlatformToShip for operatorID, who holds ShipRole,
// with the context that reads them (they are other members' orders: past
// the viewer's own).
func PlatformShipments(ctx context.Context, c *ent.Client, operatorID int) (*ent.OrderQuery, context.Context, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	if _, err := roles.Require(ctx, c, operatorID, ShipRole); err != nil {
		return nil, ctx, err
	}
	return PlatformToShip(c), ctx, nil
}

// ShipForPlatform is an operator's shipment of a paid order of the
// platform's own goods: the same move as a member seller's (Ship), taken by
// the platform (the table's others), the parcel checked the same way, the
// buyer told the same way, and the action written to the audit log in its
// transaction. A member's order answers as unknown: its seller ships it.
func (s *Service) ShipForPlatform(ctx context.Context, c *ent.Client, who audit.Actor, id int, carrier, tracking string) (*ent.Order, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	role, err := roles.Require(ctx, c, who.ID, ShipRole)
	if err != nil {
		return nil, err
	}
	tracking, err = CheckShipment(carrier, tracking)
	if err != nil {
		return nil, err
	}
	who.Role = string(role)
	var out *ent.Order
	err = db.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
		// The row lock makes a second operator wait and then read SHIPPED:
		// refused by the table with its clear message.
		o, err := c.Order.Query().Where(order.ID(id), order.SellerIDIsNil()).Modify(db.ForUpdate).Only(ctx)
		if ent.IsNotFound(err) {
			return problem.New(problem.NotFound, MsgNotFound)
		}
		if err != nil {
			return wrap("lock", id, err)
		}
		if o.BuyerID == who.ID {
			return problem.New(problem.Forbidden, MsgOwnPlatformOrder)
		}
		out, err = s.ship(ctx, c, o, Platform, who.ID, carrier, tracking)
		if err != nil {
			return err
		}
		return audit.Append(ctx, c, who, audit.Entry{Action: audit.ActionOrderShip, TargetType: audit.TargetOrder, TargetID: id,
			Changes: map[string][2]any{
				"state":          {string(o.State), string(out.State)},
				"carrier":        {o.Carrier, out.Carrier},
				"trackingNumber": {o.TrackingNumber, out.TrackingNumber},
			}})
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}
