package e2etest_test

// Orders through GraphQL (issue 22): the confirm page's checkout, creating,
// paying, shipping and receiving, the lists and counts, who sees an order,
// and 50 buyers of one original at once.

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"sync"
	"testing"

	"artmarket/ent/artwork"
	"artmarket/ent/goods"
	"artmarket/ent/schema/nodeid"
	"artmarket/ent/schema/viewer"
	"artmarket/server/domain/orders"
	"artmarket/server/providers/wechatpay/wechatpaytest"
	"artmarket/server/web/apptest"
)

const orderFields = `id number state stateLabel totalFen goodsFen shippingFen shippingLabel title sellerName recipient
	viewerRole allowedActions { action label } timeline { action label actorLabel toStateLabel detail }
	transactionID carrierLabel trackingNumber expiresAt`

const createOrder = `mutation($input: CreateOrderInput!) { createOrder(input: $input) {
	userErrors { field message code } order { ` + orderFields + ` } } }`

type gqlOrder struct {
	ID             string  `json:"id"`
	Number         int     `json:"number"`
	State          string  `json:"state"`
	StateLabel     string  `json:"stateLabel"`
	TotalFen       string  `json:"totalFen"`
	GoodsFen       string  `json:"goodsFen"`
	ShippingFen    string  `json:"shippingFen"`
	ShippingLabel  string  `json:"shippingLabel"`
	Title          string  `json:"title"`
	SellerName     string  `json:"sellerName"`
	Recipient      string  `json:"recipient"`
	ViewerRole     string  `json:"viewerRole"`
	TransactionID  *string `json:"transactionID"`
	CarrierLabel   *string `json:"carrierLabel"`
	TrackingNumber string  `json:"trackingNumber"`
	AllowedActions []struct {
		Action, Label string
	} `json:"allowedActions"`
	Timeline []struct {
		Action, Label, ActorLabel, ToStateLabel, Detail string
	} `json:"timeline"`
}

type orderPayload struct {
	UserErrors []gqlUserError `json:"userErrors"`
	Order      *gqlOrder      `json:"order"`
}

// listedGoods is the original of a work seller lists, as an ID.
func (e *env) listedGoods(seller login) string {
	e.T.Helper()
	ctx := viewer.AllowHidden(context.Background())
	s := e.Client.Work.GetX(ctx, nodeNumber(e, e.workAt(seller, "listed")))
	g := e.Client.Goods.Query().Where(goods.HasArtworkWith(artwork.ID(*s.ArtworkID))).OnlyX(ctx)
	return strconv.Itoa(g.ID)
}

// addressOf gives m a new address and answers its ID.
func (e *env) addressOf(m login) string {
	e.T.Helper()
	return e.mutateAddress(m.Token, createAddress, "createAddress", addressInput("收货人")).Address.ID
}

func orderKey(e *env) string { return fmt.Sprintf("gql-key-%010d", e.Next()) }

// orderInput is a createOrder input of one piece.
func orderInput(e *env, goodsID, addressID string) map[string]any {
	return map[string]any{"goodsID": goodsID, "quantity": 1, "addressID": addressID, "idempotencyKey": orderKey(e)}
}

// orderCall runs an order mutation and decodes its payload.
func (e *env) orderCall(token, field, input string, in map[string]any) orderPayload {
	e.T.Helper()
	q := `mutation($input: ` + input + `!) { ` + field + `(input: $input) { userErrors { field message code } order { ` + orderFields + ` } } }`
	r := e.GraphQL(token, q, map[string]any{"input": in})
	if len(r.Errors) > 0 {
		e.T.Fatalf("%s: %v", field, r.Errors)
	}
	var p orderPayload
	if err := json.Unmarshal(r.Data[field], &p); err != nil {
		e.T.Fatalf("%s: %s", field, r.Data[field])
	}
	return p
}

// placeOrder has buyer order a work a new seller lists; it answers the seller and the order.
func (e *env) placeOrder(buyer login) (login, gqlOrder) {
	e.T.Helper()
	seller := e.LoginMobile(e.Mobile())
	p := e.orderCall(buyer.Token, "createOrder", "CreateOrderInput", orderInput(e, e.listedGoods(seller), e.addressOf(buyer)))
	if len(p.UserErrors) > 0 || p.Order == nil {
		e.T.Fatalf("createOrder: %+v", p.UserErrors)
	}
	return seller, *p.Order
}

func actions(o *gqlOrder) string {
	var out []string
	for _, a := range o.AllowedActions {
		out = append(out, a.Action+":"+a.Label)
	}
	return fmt.Sprint(out)
}

func TestOrderLifecycleGraphQL(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		buyer, seller := e.LoginMobile(e.Mobile()), e.LoginMobile(e.Mobile())
		gid := e.listedGoods(seller)
		addr := e.addressOf(buyer)
		number := nodeid.Number(atoi(t, gid))
		r := e.GraphQL(buyer.Token, `query($n: Int!) { checkout(goodsNumber: $n) { title sellerName unitPriceFen shippingLabel totalFen
			maxQuantity payWindowMinutes unavailableReason addresses { id } } }`, map[string]any{"n": number})
		var ck struct {
			Checkout struct {
				TotalFen, ShippingLabel string
				MaxQuantity             int
				PayWindowMinutes        int
				UnavailableReason       *string
				Addresses               []struct{ ID string }
			}
		}
		decode(t, r, &ck)
		if ck.Checkout.TotalFen != "1280000" || ck.Checkout.ShippingLabel != "包邮" || ck.Checkout.MaxQuantity != 1 ||
			ck.Checkout.PayWindowMinutes != 30 || ck.Checkout.UnavailableReason != nil || len(ck.Checkout.Addresses) != 1 {
			t.Fatalf("checkout %+v", ck.Checkout)
		}
		// The seller's own checkout says why not.
		r = e.GraphQL(seller.Token, `query($n: Int!) { checkout(goodsNumber: $n) { unavailableReason } }`, map[string]any{"n": number})
		if got := string(r.Data["checkout"]); got != `{"unavailableReason":"不能购买自己的作品"}` {
			t.Fatalf("own checkout %s", got)
		}

		p := e.orderCall(buyer.Token, "createOrder", "CreateOrderInput", orderInput(e, gid, addr))
		o := p.Order
		if o == nil || o.State != "PENDING_PAYMENT" || o.StateLabel != "待付款" || o.TotalFen != "1280000" || o.ViewerRole != "BUYER" ||
			actions(o) != "[PAY:去付款 CANCEL:取消订单]" || len(o.Timeline) != 1 || o.Timeline[0].Label != "提交订单" {
			t.Fatalf("created %+v %+v", o, p.UserErrors)
		}
		// Inside WeChat without the official account's openid: the userError the pay page starts spec §7's flow on.
		r = e.GraphQL(buyer.Token, `mutation($in: StartPaymentInput!) { startPayment(input: $in) { userErrors { field message }
			payment { tradeType } } }`, map[string]any{"in": map[string]any{"orderID": o.ID, "channel": "WECHAT"}})
		if got, want := string(r.Data["startPayment"]), fmt.Sprintf(`{"userErrors":[{"field":%q,"message":%q}],"payment":null}`,
			orders.FieldOpenID, orders.MsgOpenIDRequired); got != want {
			t.Fatalf("startPayment WECHAT without openid: %s, want %s", got, want)
		}
		// The work shows 已预订 and its goods are sold out while held.
		var pay struct {
			StartPayment struct {
				UserErrors []gqlUserError
				Payment    struct{ TradeType, OutTradeNo, CodeURL string }
			}
		}
		r = e.GraphQL(buyer.Token, `mutation($in: StartPaymentInput!) { startPayment(input: $in) { userErrors { field message code }
			payment { tradeType outTradeNo codeURL } } }`, map[string]any{"in": map[string]any{"orderID": o.ID, "channel": "PC"}})
		decode(t, r, &pay)
		if pay.StartPayment.Payment.TradeType != "NATIVE" || pay.StartPayment.Payment.CodeURL == "" {
			t.Fatalf("startPayment %s", r.Data["startPayment"])
		}
		tx, err := e.Pay.Pay(pay.StartPayment.Payment.OutTradeNo)
		if err != nil {
			t.Fatal(err)
		}
		for range 3 {
			if err := e.Orders.Apply(context.Background(), wechatpaytest.Notification(tx)); err != nil {
				t.Fatal(err)
			}
		}
		seen := e.orderOf(seller.Token, o.Number)
		if seen == nil || seen.State != "PAID" || seen.ViewerRole != "SELLER" || actions(seen) != "[SHIP:发货]" || seen.TransactionID == nil {
			t.Fatalf("seller sees %+v", seen)
		}
		bad := e.orderCall(seller.Token, "shipOrder", "ShipOrderInput", map[string]any{"orderID": o.ID, "carrier": "SF", "trackingNumber": "12"})
		if len(bad.UserErrors) != 1 || bad.UserErrors[0].Message != orders.MsgTracking {
			t.Fatalf("bad tracking: %+v", bad.UserErrors)
		}
		shipped := e.orderCall(seller.Token, "shipOrder", "ShipOrderInput", map[string]any{"orderID": o.ID, "carrier": "SF", "trackingNumber": "SF1234567890"})
		if shipped.Order == nil || shipped.Order.State != "SHIPPED" || *shipped.Order.CarrierLabel != "顺丰速运" {
			t.Fatalf("shipped %+v", shipped)
		}
		done := e.orderCall(buyer.Token, "confirmReceipt", "OrderIDInput", map[string]any{"orderID": o.ID})
		if done.Order == nil || done.Order.State != "COMPLETED" || len(done.Order.Timeline) != 4 || done.Order.Timeline[3].Label != "买家确认收货" {
			t.Fatalf("received %+v", done)
		}
		// The sold original shows 已售 and its work 已售 in 我的作品.
		r = e.GraphQL(seller.Token, `{ viewer { workCounts { sold listed } saleCounts { all completed } orderCounts { all } } }`, nil)
		if got := string(r.Data["viewer"]); got != `{"workCounts":{"sold":1,"listed":0},"saleCounts":{"all":1,"completed":1},"orderCounts":{"all":0}}` {
			t.Fatalf("seller counts %s", got)
		}
		r = e.GraphQL(buyer.Token, `{ viewer { orderCounts { all completed pendingPayment } orders(first: 10) { edges { node { number } } } } }`, nil)
		if got := string(r.Data["viewer"]); got != fmt.Sprintf(`{"orderCounts":{"all":1,"completed":1,"pendingPayment":0},"orders":{"edges":[{"node":{"number":%d}}]}}`, o.Number) {
			t.Fatalf("buyer lists %s", got)
		}
	})
}

// orderOf is order number n as token's member sees it (nil: not found).
func (e *env) orderOf(token string, n int) *gqlOrder {
	e.T.Helper()
	r := e.GraphQL(token, `query($n: Int!) { viewer { order(number: $n) { `+orderFields+` } } }`, map[string]any{"n": n})
	var v struct{ Viewer *struct{ Order *gqlOrder } }
	decode(e.T, r, &v)
	if v.Viewer == nil {
		return nil
	}
	return v.Viewer.Order
}

func atoi(t *testing.T, s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func decode(t *testing.T, r gqlReply, v any) {
	t.Helper()
	if len(r.Errors) > 0 {
		t.Fatalf("errors %v", r.Errors)
	}
	b, _ := json.Marshal(r.Data)
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("%s: %v", b, err)
	}
}

// Another member's order and address get the answer of an unknown id.
func TestOrderOfAnotherMember(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		buyer, other := e.LoginMobile(e.Mobile()), e.LoginMobile(e.Mobile())
		_, o := e.placeOrder(buyer)
		if got := e.orderOf(other.Token, o.Number); got != nil {
			t.Fatalf("another member sees %+v", got)
		}
		r := e.GraphQL(other.Token, `query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": o.ID})
		if string(r.Data["node"]) != "null" {
			t.Fatalf("node: %s", r.Data["node"])
		}
		for _, id := range []string{o.ID, unknownID} {
			p := e.orderCall(other.Token, "cancelOrder", "OrderIDInput", map[string]any{"orderID": id})
			if len(p.UserErrors) != 1 || p.UserErrors[0].Code != "NOT_FOUND" || p.UserErrors[0].Message != orders.MsgNotFound {
				t.Fatalf("cancel %s: %+v", id, p.UserErrors)
			}
		}
		seller := e.LoginMobile(e.Mobile())
		gid := e.listedGoods(seller)
		for _, addr := range []string{e.addressOf(buyer), unknownID} {
			p := e.orderCall(other.Token, "createOrder", "CreateOrderInput", orderInput(e, gid, addr))
			if len(p.UserErrors) != 1 || p.UserErrors[0].Code != "NOT_FOUND" || p.UserErrors[0].Message != orders.MsgAddressNotFound {
				t.Fatalf("address %s: %+v", addr, p.UserErrors)
			}
		}
	})
}

// 50 members buy one original at once through GraphQL: one order, 49 clear
// refusals, no error and no 500.
func TestOriginalRaceGraphQL(t *testing.T) {
	eachDialect(t, func(t *testing.T, mk func(t *testing.T) *env) {
		e := mk(t)
		gid := e.listedGoods(e.LoginMobile(e.Mobile()))
		type buyer struct {
			token string
			in    map[string]any
		}
		buyers := make([]buyer, 50)
		for i := range buyers {
			e.NewIP() // the codes a client address may ask for in a day
			m := e.LoginMobile(e.Mobile())
			buyers[i] = buyer{m.Token, orderInput(e, gid, e.addressOf(m))}
		}
		type result struct {
			status int
			raw    string
			p      orderPayload
		}
		results := make([]result, len(buyers))
		var wg sync.WaitGroup
		for i, b := range buyers {
			wg.Go(func() {
				status, r, raw := apptest.Send(e.Handler, b.token, createOrder, map[string]any{"input": b.in})
				res := result{status: status, raw: raw}
				if len(r.Errors) == 0 {
					_ = json.Unmarshal(r.Data["createOrder"], &res.p)
				}
				results[i] = res
			})
		}
		wg.Wait()
		won, sold := 0, 0
		for _, r := range results {
			switch {
			case r.status != 200 || (r.p.Order == nil && len(r.p.UserErrors) == 0):
				t.Errorf("answer %d %s", r.status, r.raw)
			case r.p.Order != nil:
				won++
			case r.p.UserErrors[0].Code == "CONFLICT" && r.p.UserErrors[0].Message == orders.MsgReserved:
				sold++
			default:
				t.Errorf("refused otherwise: %+v", r.p.UserErrors)
			}
		}
		if won != 1 || sold != 49 {
			t.Fatalf("%d orders, %d told another buyer holds it", won, sold)
		}
	})
}
