package e2etest_test

// Shipping the platform's own goods from the console (graph/shipments.graphql):
// the queue and the mutation in the operator matrix (ops_test.go), their
// refusals, and the whole path: a buyer pays, an admin ships, the buyer
// sees the parcel and confirms receipt.

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"artmarket/ent/artwork"
	"artmarket/ent/goods"
	"artmarket/ent/order"
	"artmarket/ent/schema/viewer"
	"artmarket/server/domain/orders"
	"artmarket/server/providers/wechatpay/wechatpaytest"
)

// shopGoods is a print of the platform's own shop (no member sells it), as an ID.
func (e *env) shopGoods() string {
	e.T.Helper()
	ctx := viewer.AllowHidden(context.Background())
	n := e.Next()
	ar := e.Client.Artist.Create().SetName(fmt.Sprintf("版画家%d", n)).SaveX(ctx)
	aw := e.Client.Artwork.Create().SetTitle(fmt.Sprintf("版画%d", n)).SetArtist(ar).SetMedium(artwork.MediumOil).
		SetWidthCm(40).SetHeightCm(50).SetPriceFen(68_000).SaveX(ctx)
	g := e.Client.Goods.Create().SetArtwork(aw).SetKind(goods.KindPrint).SetTitle(fmt.Sprintf("《版画%d》限量版画", n)).
		SetPriceFen(68_000).SetStock(10).SaveX(ctx)
	return strconv.Itoa(g.ID)
}

// platformPaid has buyer order and pay a print of the platform's shop.
func (e *env) platformPaid(buyer login) gqlOrder {
	e.T.Helper()
	p := e.orderCall(buyer.Token, "createOrder", "CreateOrderInput", orderInput(e, e.shopGoods(), e.addressOf(buyer)))
	if len(p.UserErrors) > 0 || p.Order == nil {
		e.T.Fatalf("createOrder: %+v", p.UserErrors)
	}
	r := e.GraphQL(buyer.Token, `mutation($in: StartPaymentInput!) { startPayment(input: $in) { payment { outTradeNo } } }`,
		map[string]any{"in": map[string]any{"orderID": p.Order.ID, "channel": "PC"}})
	var pay struct {
		StartPayment struct{ Payment struct{ OutTradeNo string } }
	}
	decode(e.T, r, &pay)
	tx, err := e.Pay.Pay(pay.StartPayment.Payment.OutTradeNo)
	if err != nil {
		e.T.Fatal(err)
	}
	if err := e.Orders.Apply(context.Background(), wechatpaytest.Notification(tx)); err != nil {
		e.T.Fatal(err)
	}
	return *p.Order
}

const shipPlatform = `mutation($input: ShipOrderInput!) { shipPlatformOrder(input: $input) { userErrors { field message code } order { state trackingNumber } } }`

func shipInput(orderID, tracking string) map[string]any {
	return map[string]any{"input": map[string]any{"orderID": orderID, "carrier": "SF", "trackingNumber": tracking}}
}

func init() {
	operatorCalls["platformShipments"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			e.platformPaid(target)
			return `{ platformShipments(first: 10) { totalCount edges { node { recipient addressDetail totalFen paidAt } } } }`, nil
		},
		granted: func(r gqlReply) bool {
			s := string(r.Data["platformShipments"])
			return strings.Contains(s, `"recipient":"收货人"`) && !strings.Contains(s, `"totalCount":0`)
		},
	}
	operatorCalls["shipPlatformOrder"] = opCall{
		prepare: func(e *env, target login) (string, map[string]any) {
			return shipPlatform, shipInput(e.platformPaid(target).ID, "SF1234567890")
		},
		granted: func(r gqlReply) bool {
			return payloadOK("shipPlatformOrder")(r) && strings.Contains(string(r.Data["shipPlatformOrder"]), `"state":"SHIPPED"`)
		},
		action: "order.ship",
	}
	// An admin with a malformed tracking number: the field's message, nothing written.
	refusals["shipPlatformOrder"] = func(t *testing.T, e *env, a login) refusal {
		o := e.platformPaid(a)
		return refusal{token: e.adminLogin().Token, input: map[string]any{"orderID": o.ID, "carrier": "SF", "trackingNumber": strings.Repeat("9", 5000)}}
	}
	// A plain member (b) shipping a's platform order: FORBIDDEN, the order as it was.
	otherMember["shipPlatformOrder"] = func(t *testing.T, e *env, a, b login) {
		o := e.platformPaid(a)
		r := e.GraphQL(b.Token, shipPlatform, shipInput(o.ID, "SF1234567890"))
		if after := e.orderOf(a.Token, o.Number); !strings.Contains(string(r.Data["shipPlatformOrder"]), `"FORBIDDEN"`) || after == nil || after.State != "PAID" {
			t.Errorf("b's shipPlatformOrder of a's order: %s %v", r.Data["shipPlatformOrder"], r.Errors)
		}
	}
}

// The whole path through the API: the queue lists the paid platform order
// with the buyer's address, oldest first and paged; a member seller's order
// is not in it and answers NOT_FOUND to the admin; the buyer asking to ship
// reads 平台自营商品由平台发货; the admin ships; the buyer sees 待收货 with the
// parcel, and confirms receipt.
func TestShipPlatformOrderGraphQL(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		buyer, admin := e.LoginMobile(e.Mobile()), e.adminLogin()
		first, second := e.platformPaid(buyer), e.platformPaid(buyer)
		_, mine := e.paidOrder(buyer) // a member seller's
		const q = `query($after: Cursor) { platformShipments(first: 1, after: $after) { totalCount
			edges { node { id number title recipient mobile regionName addressDetail totalFen paidAt } }
			pageInfo { hasNextPage endCursor } } }`
		var page struct {
			PlatformShipments struct {
				TotalCount int
				Edges      []struct {
					Node struct{ ID, Recipient, AddressDetail, TotalFen, PaidAt string }
				}
				PageInfo struct {
					HasNextPage bool
					EndCursor   string
				}
			}
		}
		decode(t, e.GraphQL(admin.Token, q, nil), &page)
		p := page.PlatformShipments
		if p.TotalCount != 2 || len(p.Edges) != 1 || p.Edges[0].Node.ID != first.ID || p.Edges[0].Node.Recipient != "收货人" ||
			p.Edges[0].Node.AddressDetail == "" || p.Edges[0].Node.TotalFen != "68000" || p.Edges[0].Node.PaidAt == "" || !p.PageInfo.HasNextPage {
			t.Fatalf("first page %+v", p)
		}
		decode(t, e.GraphQL(admin.Token, q, map[string]any{"after": p.PageInfo.EndCursor}), &page)
		if p := page.PlatformShipments; len(p.Edges) != 1 || p.Edges[0].Node.ID != second.ID || p.PageInfo.HasNextPage {
			t.Fatalf("second page %+v", p)
		}

		r := e.GraphQL(admin.Token, shipPlatform, shipInput(mine.ID, "SF1234567890"))
		if !strings.Contains(string(r.Data["shipPlatformOrder"]), `"NOT_FOUND"`) {
			t.Fatalf("admin shipping a member's order: %s", r.Data["shipPlatformOrder"])
		}
		own := e.orderCall(buyer.Token, "shipOrder", "ShipOrderInput", map[string]any{"orderID": first.ID, "carrier": "SF", "trackingNumber": "SF1234567890"})
		if len(own.UserErrors) != 1 || own.UserErrors[0].Message != orders.MsgPlatformShipping {
			t.Fatalf("buyer shipping a platform order: %+v", own.UserErrors)
		}
		r = e.GraphQL(admin.Token, shipPlatform, shipInput(first.ID, "sf1234567890"))
		var shipped struct {
			ShipPlatformOrder orderPayload
		}
		if err := json.Unmarshal(mustRaw(r.Data), &shipped); err != nil || len(shipped.ShipPlatformOrder.UserErrors) != 0 {
			t.Fatalf("ship: %s %+v", mustJSON(r.Data), r.Errors)
		}
		seen := e.orderOf(buyer.Token, first.Number)
		if seen == nil || seen.StateLabel != "待收货" || seen.CarrierLabel == nil || *seen.CarrierLabel != "顺丰速运" || seen.TrackingNumber != "SF1234567890" ||
			actions(seen) != "[CONFIRM_RECEIPT:确认收货]" || seen.Timeline[len(seen.Timeline)-1].ActorLabel != "平台" {
			t.Fatalf("buyer sees %+v", seen)
		}
		done := e.orderCall(buyer.Token, "confirmReceipt", "OrderIDInput", map[string]any{"orderID": first.ID})
		if done.Order == nil || done.Order.State != "COMPLETED" {
			t.Fatalf("received %+v", done)
		}
		if n := e.Client.Order.Query().Where(order.SellerIDIsNil(), order.StateEQ(order.StatePaid)).CountX(context.Background()); n != 1 {
			t.Fatalf("%d left to ship, want 1", n)
		}
	})
}
