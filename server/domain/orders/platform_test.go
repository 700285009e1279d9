package orders_test

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"

	"artmarket/ent"
	"artmarket/ent/auditentry"
	"artmarket/ent/goods"
	"artmarket/ent/order"
	"artmarket/ent/orderevent"
	"artmarket/ent/outboxmessage"
	"artmarket/ent/work"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/orders"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
	"artmarket/server/platform/outage"
	"artmarket/server/providers/outbox"
	"artmarket/server/providers/wechatpay/wechatpaytest"
)

// operator makes a member holding role.
func (w *world) operator(role roles.Name) audit.Actor {
	w.t.Helper()
	id := w.member("运营")
	w.c.Member.UpdateOneID(id).SetRoles([]string{string(role)}).ExecX(w.ctx)
	return audit.Actor{ID: id, IP: "203.0.113.7"}
}

// platformPaid is buyerID's paid order of a print of the platform's own shop.
func (w *world) platformPaid(buyerID int) *ent.Order {
	w.t.Helper()
	o := w.mustBuy(buyerID, w.goodsOf(0, goods.KindPrint, 68_000, 5, work.ShippingFree, 0), 1)
	if err := w.s.Apply(w.ctx, wechatpaytest.Notification(w.payAt(w.start(o)))); err != nil {
		w.t.Fatal(err)
	}
	if got := w.order(o); got.State != order.StatePaid || got.SellerID != nil {
		w.t.Fatalf("platform order not paid: %+v", got)
	}
	return o
}

func (w *world) audits(orderID int) int {
	return w.c.AuditEntry.Query().Where(auditentry.TargetType(audit.TargetOrder), auditentry.TargetID(orderID)).CountX(w.ctx)
}

// An admin ships a paid order of the platform's own goods: the table's SHIP
// move taken by the platform, the parcel kept as a seller's, the buyer told
// through the outbox, one audit entry; the buyer then confirms receipt.
func TestShipForPlatform(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		box := &outbox.Sandbox{Client: w.c, Log: slog.New(slog.DiscardHandler), Now: w.clock.Now}
		w.s.Notifier = &orders.Outbox{SMS: box, Email: box}
		buyer := w.member("买家")
		o := w.platformPaid(buyer)
		if n, err := orders.PlatformToShip(w.c).Count(w.ctx); err != nil || n != 1 {
			t.Fatalf("queue %d %v", n, err)
		}
		admin := w.operator(roles.Admin)
		got, err := w.s.ShipForPlatform(w.ctx, w.c, admin, o.ID, "SF", " sf1234567890 ")
		if err != nil || got.State != order.StateShipped || got.Carrier != "SF" || got.TrackingNumber != "SF1234567890" || got.ShippedAt == nil {
			t.Fatalf("shipped %+v %v", got, err)
		}
		ev := w.c.OrderEvent.Query().Where(orderevent.OrderID(o.ID), orderevent.Action(string(orders.Ship))).OnlyX(w.ctx)
		if ev.Actor != string(orders.Platform) || ev.ActorID == nil || *ev.ActorID != admin.ID || ev.Detail != "顺丰速运 SF1234567890" {
			t.Fatalf("event %+v", ev)
		}
		e := w.c.AuditEntry.Query().Where(auditentry.TargetType(audit.TargetOrder), auditentry.TargetID(o.ID)).OnlyX(w.ctx)
		if e.ActorID != admin.ID || e.ActorRole != "admin" || e.Action != audit.ActionOrderShip || e.ClientIP != "203.0.113.7" ||
			e.Changes["state"] != [2]any{"PAID", "SHIPPED"} || e.Changes["trackingNumber"] != [2]any{"", "SF1234567890"} || e.Changes["carrier"] != [2]any{"", "SF"} {
			t.Fatalf("audit entry %+v", e)
		}
		told := w.c.OutboxMessage.Query().Where(outboxmessage.To(*w.c.Member.GetX(w.ctx, buyer).Mobile), outboxmessage.Purpose("order_shipped")).AllX(w.ctx)
		if len(told) != 1 || !strings.Contains(told[0].Body, "顺丰速运 SF1234567890") {
			t.Fatalf("buyer told %+v", told)
		}
		if n, _ := orders.PlatformToShip(w.c).Count(w.ctx); n != 0 {
			t.Fatalf("still %d in the queue", n)
		}
		if got, err := w.s.ConfirmReceipt(w.ctx, w.c, buyer, o.ID); err != nil || got.State != order.StateCompleted {
			t.Fatalf("confirm: %+v %v", got, err)
		}
	})
}

// Who may not: a member seller's order answers as unknown to the operator;
// the buyer of a platform order is told the platform ships it (anyone else
// gets unknown); another role is forbidden; an admin may not ship what they
// bought. Nothing changes, nothing is logged.
func TestShipForPlatformRefusals(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		admin := w.operator(roles.Admin)
		seller, buyer, stranger := w.member("卖家"), w.member("买家"), w.member("路人")
		mine := w.mustBuy(buyer, w.original(seller), 1)
		if err := w.s.Apply(w.ctx, wechatpaytest.Notification(w.payAt(w.start(mine)))); err != nil {
			t.Fatal(err)
		}
		_, err := w.s.ShipForPlatform(w.ctx, w.c, admin, mine.ID, "SF", "SF1234567890")
		refused(t, err, problem.NotFound, orders.MsgNotFound)
		_, err = w.s.ShipForPlatform(w.ctx, w.c, admin, 987654321, "SF", "SF1234567890")
		refused(t, err, problem.NotFound, orders.MsgNotFound)

		o := w.platformPaid(buyer)
		_, err = w.s.Ship(w.ctx, w.c, buyer, o.ID, "SF", "SF1234567890")
		refused(t, err, problem.Forbidden, orders.MsgPlatformShipping)
		_, err = w.s.Ship(w.ctx, w.c, seller, o.ID, "SF", "SF1234567890")
		refused(t, err, problem.NotFound, orders.MsgNotFound)
		for _, r := range []roles.Name{roles.Editor, roles.Reviewer, roles.Arbiter, roles.Finance} {
			_, err = w.s.ShipForPlatform(w.ctx, w.c, w.operator(r), o.ID, "SF", "SF1234567890")
			refused(t, err, problem.Forbidden, roles.MsgForbidden)
		}
		_, err = w.s.ShipForPlatform(w.ctx, w.c, audit.Actor{ID: stranger}, o.ID, "SF", "SF1234567890")
		refused(t, err, problem.Forbidden, roles.MsgForbidden)
		// An admin's own purchase is shipped by another admin.
		w.c.Member.UpdateOneID(buyer).SetRoles([]string{"admin"}).ExecX(w.ctx)
		_, err = w.s.ShipForPlatform(w.ctx, w.c, audit.Actor{ID: buyer}, o.ID, "SF", "SF1234567890")
		refused(t, err, problem.Forbidden, orders.MsgOwnPlatformOrder)

		if got := w.order(o); got.State != order.StatePaid || got.TrackingNumber != "" || w.events(o, orders.Ship) != 0 || w.audits(o.ID) != 0 || w.audits(mine.ID) != 0 {
			t.Fatalf("refused but changed: %+v", got)
		}
		if got := w.order(mine); got.State != order.StatePaid {
			t.Fatalf("the member's order moved: %+v", got)
		}
	})
}

// A malformed or over-long parcel gets the Chinese message on its field; an
// unpaid or cancelled order is refused by the table; nothing is written.
func TestShipForPlatformBadInputAndStates(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		admin := w.operator(roles.Admin)
		buyer := w.member("买家")
		o := w.platformPaid(buyer)
		for _, c := range []struct{ carrier, tracking, field, msg string }{
			{"SF", "12", "trackingNumber", orders.MsgTracking},
			{"SF", strings.Repeat("A", 31), "trackingNumber", orders.MsgTracking},
			{"SF", strings.Repeat("9", 100_000), "trackingNumber", orders.MsgTracking},
			{"SF", "SF12345<script>", "trackingNumber", orders.MsgTracking},
			{"SF", "SF123456\x00789", "trackingNumber", orders.MsgTracking},
			{"SF", "顺丰1234567890", "trackingNumber", orders.MsgTracking},
			{"UPS", "SF1234567890", "carrier", orders.MsgCarrier},
			{"", "SF1234567890", "carrier", orders.MsgCarrier},
		} {
			_, err := w.s.ShipForPlatform(w.ctx, w.c, admin, o.ID, c.carrier, c.tracking)
			refused(t, err, problem.Invalid, c.msg)
			if p := problem.As(err); p.Field != c.field {
				t.Errorf("%q/%.20q: field %q, want %q", c.carrier, c.tracking, p.Field, c.field)
			}
		}
		if got := w.order(o); got.State != order.StatePaid || got.Carrier != "" || w.audits(o.ID) != 0 {
			t.Fatalf("bad input changed the order: %+v", got)
		}

		unpaid := w.mustBuy(buyer, w.goodsOf(0, goods.KindDerivative, 9_900, 5, work.ShippingFree, 0), 1)
		_, err := w.s.ShipForPlatform(w.ctx, w.c, admin, unpaid.ID, "SF", "SF1234567890")
		refused(t, err, problem.Conflict, "订单当前状态为「待付款」，不能发货")
		if _, err := w.s.Cancel(w.ctx, w.c, buyer, unpaid.ID); err != nil {
			t.Fatal(err)
		}
		_, err = w.s.ShipForPlatform(w.ctx, w.c, admin, unpaid.ID, "SF", "SF1234567890")
		refused(t, err, problem.Conflict, "订单已取消，不能发货")
		if w.events(unpaid, orders.Ship) != 0 || w.audits(unpaid.ID) != 0 {
			t.Fatal("a refused shipment was recorded")
		}
	})
}

// Two operators ship one order at once: one move, one audit entry, one
// message; the other is refused clearly (the order is already shipped).
func TestShipForPlatformRace(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		box := &outbox.Sandbox{Client: w.c, Log: slog.New(slog.DiscardHandler), Now: w.clock.Now}
		w.s.Notifier = &orders.Outbox{SMS: box, Email: box}
		buyer := w.member("买家")
		for round := range 5 {
			o := w.platformPaid(buyer)
			a, b := w.operator(roles.Admin), w.operator(roles.Admin)
			var wg sync.WaitGroup
			errs := make([]error, 2)
			for i, who := range []audit.Actor{a, b} {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, errs[i] = w.s.ShipForPlatform(w.ctx, w.c, who, o.ID, "EMS", "EA12345678"+string(rune('0'+i))+"CN")
				}()
			}
			wg.Wait()
			var ok, no int
			for _, err := range errs {
				switch p := problem.As(err); {
				case err == nil:
					ok++
				case p != nil && p.Kind == problem.Conflict && (p.Message == "订单当前状态为「待收货」，不能发货" || p.Message == orders.MsgStale):
					no++
				default:
					t.Fatalf("round %d: unexpected %v", round, err)
				}
			}
			if ok != 1 || no != 1 || w.events(o, orders.Ship) != 1 || w.audits(o.ID) != 1 {
				t.Fatalf("round %d: %d shipped, %d refused, %d events, %d entries", round, ok, no, w.events(o, orders.Ship), w.audits(o.ID))
			}
		}
		if n := w.c.OutboxMessage.Query().Where(outboxmessage.Purpose("order_shipped")).CountX(w.ctx); n != 5 {
			t.Fatalf("%d shipped messages, want 5", n)
		}
	})
}

// flaky is a database that can be taken down: every statement then fails
// to connect, as PostgreSQL does when it is unreachable.
type flaky struct {
	dialect.Driver
	down *atomic.Bool
}

var errRefused = &net.OpError{Op: "dial", Net: "tcp", Err: errors.New("connect: connection refused")}

func (f flaky) Exec(ctx context.Context, q string, args, v any) error {
	if f.down.Load() {
		return errRefused
	}
	return f.Driver.Exec(ctx, q, args, v)
}

func (f flaky) Query(ctx context.Context, q string, args, v any) error {
	if f.down.Load() {
		return errRefused
	}
	return f.Driver.Query(ctx, q, args, v)
}

func (f flaky) Tx(ctx context.Context) (dialect.Tx, error) {
	if f.down.Load() {
		return nil, errRefused
	}
	return f.Driver.Tx(ctx)
}

// With the database down the shipment fails as an outage (which the API
// answers UNAVAILABLE, 503 for a member's request: graph/gqlserver), not as
// a refusal or an unexpected error; once it is back nothing was written.
func TestShipForPlatformDatabaseDown(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		if _, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler)); err != nil {
			t.Fatal(err)
		}
		down := &atomic.Bool{}
		mon := outage.NewMonitor(slog.New(slog.DiscardHandler))
		c := ent.NewClient(ent.Driver(outage.WatchDriver(flaky{entsql.OpenDB(tdb.Dialect, tdb.SQL), down}, mon, outage.Database)))
		w := newWorld(t, c)
		o := w.platformPaid(w.member("买家"))
		admin := w.operator(roles.Admin)
		down.Store(true)
		_, err := w.s.ShipForPlatform(w.ctx, w.c, admin, o.ID, "SF", "SF1234567890")
		if outage.As(err) == nil || problem.As(err) != nil {
			t.Fatalf("database down: %v, want an outage", err)
		}
		down.Store(false)
		if got := w.order(o); got.State != order.StatePaid || w.audits(o.ID) != 0 {
			t.Fatalf("written while down: %+v", got)
		}
		if _, err := w.s.ShipForPlatform(w.ctx, w.c, admin, o.ID, "SF", "SF1234567890"); err != nil {
			t.Fatalf("back: %v", err)
		}
	})
}

// The table says the platform may ship (and nothing else), beside the seller.
func TestPlatformInTheTable(t *testing.T) {
	for _, a := range orders.Actions {
		if got, want := orders.May(a, orders.Platform), a == orders.Ship; got != want {
			t.Errorf("platform may %s: %v", a, got)
		}
	}
	if !orders.May(orders.Ship, orders.Seller) || orders.May(orders.Ship, orders.Buyer) {
		t.Error("the seller's ship changed")
	}
	if got := orders.Allowed(orders.Paid, orders.Platform); len(got) != 1 || got[0] != orders.Ship {
		t.Errorf("platform at PAID: %v", got)
	}
	if got := orders.Allowed(orders.Shipped, orders.Platform); len(got) != 0 {
		t.Errorf("platform at SHIPPED: %v", got)
	}
	if orders.ActorName(orders.Platform) != "平台" {
		t.Error("the timeline has no word for the platform")
	}
}
