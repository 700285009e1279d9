package orders

import (
	"context"
	"regexp"
	"strings"

	"artmarket/ent"
	"artmarket/ent/privacy"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/db"
)

// Carrier is a carrier a seller ships with.
type Carrier string

// Carriers are the carriers of the ship form, in its order, with their
// Chinese names.
var Carriers = []struct {
	Code Carrier
	Name string
}{
	{"SF", "顺丰速运"}, {"EMS", "中国邮政 EMS"}, {"JD", "京东物流"}, {"ZTO", "中通快递"}, {"YTO", "圆通速递"},
	{"STO", "申通快递"}, {"YUNDA", "韵达快递"}, {"DEPPON", "德邦快递"}, {"JT", "极兔速递"},
}

// CarrierName is the Chinese name of code; "" when unknown.
func CarrierName(code string) string {
	for _, c := range Carriers {
		if string(c.Code) == code {
			return c.Name
		}
	}
	return ""
}

var trackingRe = regexp.MustCompile(`^[A-Za-z0-9]{6,30}$`)

// CheckShipment checks a parcel's carrier (one of Carriers) and tracking
// number (6–30 letters and digits) and answers the number as kept: trimmed,
// in capitals. Fields carrier and trackingNumber.
func CheckShipment(carrier, tracking string) (string, error) {
	tracking = strings.ToUpper(strings.TrimSpace(tracking))
	if CarrierName(carrier) == "" {
		return "", problem.New(problem.Invalid, MsgCarrier).OnField("carrier")
	}
	if !trackingRe.MatchString(tracking) {
		return "", problem.New(problem.Invalid, MsgTracking).OnField("trackingNumber")
	}
	return tracking, nil
}

// own reads order id for memberID in the part as (its buyer or its seller)
// under the transaction; anyone else's is not found. The platform's own
// goods have no member seller: their buyer asking to ship one is told the
// platform ships it.
func own(ctx context.Context, c *ent.Client, memberID, id int, as Actor) (*ent.Order, error) {
	o, err := Visible(ctx, c, memberID, id)
	if err != nil {
		return nil, err
	}
	if RoleOf(memberID, o) != as {
		switch {
		case as == Seller && o.SellerID == nil:
			return nil, problem.New(problem.Forbidden, MsgPlatformShipping)
		case as == Seller:
			return nil, problem.New(problem.Forbidden, MsgNotSeller)
		}
		return nil, problem.New(problem.Forbidden, MsgNotBuyer)
	}
	return o, nil
}

// Ship is the seller's shipment of a paid order: the carrier from the list
// and a tracking number of 6–30 letters and digits. The buyer is told.
func (s *Service) Ship(ctx context.Context, c *ent.Client, sellerID, id int, carrier, tracking string) (*ent.Order, error) {
	tracking, err := CheckShipment(carrier, tracking)
	if err != nil {
		return nil, err
	}
	return ownMove(ctx, c, sellerID, id, Seller, func(ctx context.Context, c *ent.Client, o *ent.Order) (*ent.Order, error) {
		return s.ship(ctx, c, o, Seller, sellerID, carrier, tracking)
	})
}

// ship moves o to SHIPPED by as (the member seller, or the platform's
// operator: the table says who may), the parcel checked by CheckShipment,
// and tells the buyer, in the caller's transaction.
func (s *Service) ship(ctx context.Context, c *ent.Client, o *ent.Order, as Actor, actorID int, carrier, tracking string) (*ent.Order, error) {
	now := s.now()
	out, err := move(ctx, c, o, Ship, as, &actorID, CarrierName(carrier)+" "+tracking, now, func(u *ent.OrderUpdate) {
		u.SetShippedAt(now).SetCarrier(carrier).SetTrackingNumber(tracking)
	})
	if err != nil {
		return nil, err
	}
	return out, s.tell(ctx, c, out, EventShipped)
}

// ownMove runs fn on order id of memberID in the part as, in a transaction.
func ownMove(ctx context.Context, c *ent.Client, memberID, id int, as Actor, fn func(ctx context.Context, c *ent.Client, o *ent.Order) (*ent.Order, error)) (*ent.Order, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	var out *ent.Order
	err := db.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
		o, err := own(ctx, c, memberID, id, as)
		if err != nil {
			return err
		}
		out, err = fn(ctx, c, o)
		return err
	})
	return out, err
}

// ConfirmReceipt is the buyer's confirmation of a shipped order: the sale
// is complete (the point it becomes the seller's money).
func (s *Service) ConfirmReceipt(ctx context.Context, c *ent.Client, buyerID, id int) (*ent.Order, error) {
	return ownMove(ctx, c, buyerID, id, Buyer, func(ctx context.Context, c *ent.Client, o *ent.Order) (*ent.Order, error) {
		return s.complete(ctx, c, o, ConfirmReceipt, &buyerID)
	})
}

// complete moves a shipped order to COMPLETED by a (the buyer, or the job).
func (s *Service) complete(ctx context.Context, c *ent.Client, o *ent.Order, a Action, actorID *int) (*ent.Order, error) {
	now := s.now()
	return move(ctx, c, o, a, ActorOf(a), actorID, "", now, func(u *ent.OrderUpdate) { u.SetCompletedAt(now) })
}

// Cancel is the buyer's cancellation of an unpaid order: its open payment
// attempts are closed at the provider first (one paid meanwhile is applied
// instead, and the order is paid, not cancelled), then the stock is
// released. WeChat Pay is called outside any transaction (the mutation is
// @providerCall: graph/gqlserver/tx.go): the closes are recorded in a short
// transaction (closeAtProvider), and the cancellation in another, on
// condition no attempt was opened meanwhile (else MsgStale).
func (s *Service) Cancel(ctx context.Context, c *ent.Client, buyerID, id int) (*ent.Order, error) {
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	var open []*ent.PaymentAttempt
	if _, err := ownMove(ctx, c, buyerID, id, Buyer, func(ctx context.Context, c *ent.Client, o *ent.Order) (*ent.Order, error) {
		if _, ok := Next(State(o.State), Cancel); !ok {
			return nil, problem.New(problem.Conflict, refusal(State(o.State), Cancel))
		}
		var err error
		open, err = openAttempts(ctx, c, o.ID)
		return o, err
	}); err != nil {
		return nil, err
	}
	paid, err := s.closeAtProvider(ctx, c, open)
	if err != nil {
		return nil, err
	}
	if paid {
		return nil, problem.New(problem.Conflict, refusal(Paid, Cancel))
	}
	return ownMove(ctx, c, buyerID, id, Buyer, func(ctx context.Context, c *ent.Client, o *ent.Order) (*ent.Order, error) {
		if _, ok := Next(State(o.State), Cancel); !ok {
			return nil, problem.New(problem.Conflict, refusal(State(o.State), Cancel))
		}
		if other, err := openAttempts(ctx, c, o.ID); err != nil || len(other) > 0 {
			if err != nil {
				return nil, err
			}
			return nil, problem.New(problem.Conflict, MsgStale)
		}
		return s.cancel(ctx, c, o, Cancel, &buyerID, MsgCancelByBuyer)
	})
}

// cancel moves an unpaid order to CANCELLED by a and releases its stock, in
// the caller's transaction: the conditional move makes the release happen
// once.
func (s *Service) cancel(ctx context.Context, c *ent.Client, o *ent.Order, a Action, actorID *int, reason string) (*ent.Order, error) {
	now := s.now()
	out, err := move(ctx, c, o, a, ActorOf(a), actorID, reason, now, func(u *ent.OrderUpdate) {
		u.SetCancelledAt(now).SetCancelReason(reason)
	})
	if err != nil {
		return nil, err
	}
	return out, release(ctx, c, o)
}
