package orders_test

import (
	"context"
	"fmt"
	"log/slog"
	"sync/atomic"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/ent/goods"
	"artmarket/ent/work"
	"artmarket/server/domain/orders"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/clocktest"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
	"artmarket/server/providers/wechatpay/wechatpaytest"
)

// world is one test's database, clock, provider and service.
type world struct {
	t     *testing.T
	c     *ent.Client
	clock *clocktest.Clock
	pay   *wechatpaytest.Fake
	s     *orders.Service
	ctx   context.Context
}

var seq atomic.Int64

// each runs fn on SQLite and PostgreSQL, each with a fresh world.
func each(t *testing.T, fn func(t *testing.T, w *world)) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
		if err != nil {
			t.Fatal(err)
		}
		fn(t, newWorld(t, d.Client))
	})
}

func newWorld(t *testing.T, c *ent.Client) *world {
	clk := clocktest.New(time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC))
	pay := wechatpaytest.New()
	pay.Now = clk.Now
	return &world{t: t, c: c, clock: clk, pay: pay, ctx: context.Background(),
		s: &orders.Service{Client: c, Pay: pay, Now: clk.Now, PublicURL: "http://shop.test", Log: slog.New(slog.DiscardHandler)}}
}

// member makes a member with a mobile number.
func (w *world) member(name string) int {
	w.t.Helper()
	n := seq.Add(1)
	return w.c.Member.Create().SetUsername(fmt.Sprintf("%s_%d", name, n)).SetNickname(name).
		SetMobile(fmt.Sprintf("137%08d", n)).SaveX(w.ctx).ID
}

// address gives memberID an address.
func (w *world) address(memberID int, recipient string) int {
	w.t.Helper()
	return w.c.Address.Create().SetMemberID(memberID).SetRecipient(recipient).SetMobile("13800138000").
		SetProvince("44").SetCity("4403").SetDistrict("440305").SetDetail("科技园南区 1 栋 101").SaveX(w.ctx).ID
}

// goodsOf makes a public work with goods of kind, price and stock; sold by
// sellerID (a member's work for sale, shipping rule ship with fee) or, when
// sellerID is 0, the platform's own.
func (w *world) goodsOf(sellerID int, kind goods.Kind, priceFen int64, stock int, ship work.Shipping, feeFen int64) *ent.Goods {
	w.t.Helper()
	n := seq.Add(1)
	ar := w.c.Artist.Create().SetName(fmt.Sprintf("画家%d", n)).SaveX(w.ctx)
	aw := w.c.Artwork.Create().SetTitle(fmt.Sprintf("山水%d", n)).SetArtist(ar).SetMedium(artwork.MediumOil).
		SetWidthCm(60).SetHeightCm(80).SetPriceFen(priceFen).SaveX(w.ctx)
	w.c.ArtworkImage.Create().SetArtwork(aw).SetKey(fmt.Sprintf("works/%d.jpg", n)).SetWidth(1600).SetHeight(1200).ExecX(w.ctx)
	g := w.c.Goods.Create().SetArtwork(aw).SetKind(kind).SetTitle(fmt.Sprintf("《山水%d》", n)).SetPriceFen(priceFen).
		SetStock(stock).SaveX(w.ctx)
	if sellerID != 0 {
		w.c.Work.Create().SetMemberID(sellerID).SetState(work.StateListed).SetTitle(aw.Title).
			SetPriceFen(priceFen).SetShipping(ship).SetShippingFeeFen(feeFen).SetArtworkID(aw.ID).ExecX(w.ctx)
	}
	return g
}

// original is a member's original at ¥12,800, shipped free.
func (w *world) original(sellerID int) *ent.Goods {
	return w.goodsOf(sellerID, goods.KindOriginal, 1_280_000, 1, work.ShippingFree, 0)
}

var keys atomic.Int64

// key is an idempotency key no other request uses.
func key() string { return fmt.Sprintf("key-%012d", keys.Add(1)) }

// buy places buyerID's order of quantity of g to addressID.
func (w *world) buy(buyerID, addressID int, g *ent.Goods, quantity int) (*ent.Order, error) {
	return w.s.Create(w.ctx, w.c, buyerID, orders.Input{GoodsID: g.ID, Quantity: quantity, AddressID: addressID, IdempotencyKey: key()})
}

// mustBuy is buy that fails the test on a refusal.
func (w *world) mustBuy(buyerID int, g *ent.Goods, quantity int) *ent.Order {
	w.t.Helper()
	o, err := w.buy(buyerID, w.address(buyerID, "张三"), g, quantity)
	if err != nil {
		w.t.Fatalf("buy: %v", err)
	}
	return o
}

// refused asserts err is a refusal of kind with msg (when msg is given).
func refused(t *testing.T, err error, kind problem.Kind, msg string) {
	t.Helper()
	p := problem.As(err)
	if p == nil || p.Kind != kind || msg != "" && p.Message != msg {
		t.Fatalf("got %v (%+v), want kind %d %q", err, p, kind, msg)
	}
}

// order re-reads o.
func (w *world) order(o *ent.Order) *ent.Order {
	w.t.Helper()
	return w.c.Order.GetX(w.ctx, o.ID)
}

// goods re-reads g.
func (w *world) goods(g *ent.Goods) *ent.Goods {
	w.t.Helper()
	return w.c.Goods.GetX(w.ctx, g.ID)
}
