package reconcile_test

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/auditentry"
	"artmarket/ent/reconday"
	"artmarket/ent/recondifference"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/ledger"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/reconcile"
	"artmarket/server/platform/clocktest"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
	"artmarket/server/providers/wechatpay"
	"artmarket/server/providers/wechatpay/wechatpaysim"
)

var (
	keysOnce sync.Once
	keys     wechatpay.SandboxKeys
	keysErr  error
	seq      atomic.Int64
)

// world is a test database, the WeChat Pay simulator over HTTP with our
// client pointed at it, and the reconciliation, on one clock.
type world struct {
	t      *testing.T
	ctx    context.Context
	c      *ent.Client
	clock  *clocktest.Clock
	sim    *wechatpaysim.Sim
	client *wechatpay.Client
	s      *reconcile.Service
}

// The bill day of the tests: 2026-11-28 in Shanghai; the clock at 20:00 there.
const day = "2026-11-28"

func each(t *testing.T, fn func(t *testing.T, w *world)) {
	keysOnce.Do(func() { keys, keysErr = wechatpay.GenerateSandboxKeys() })
	if keysErr != nil {
		t.Fatal(keysErr)
	}
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
		if err != nil {
			t.Fatal(err)
		}
		w := &world{t: t, ctx: context.Background(), c: d.Client, clock: clocktest.New(time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC))}
		notify := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) }))
		t.Cleanup(notify.Close)
		opts := wechatpaysim.SandboxOptions(keys, wechatpay.SandboxConfig(keys, "http://sim.invalid", ""))
		opts.RefundDelay, opts.Now, opts.Log = time.Millisecond, w.clock.Now, slog.New(slog.DiscardHandler)
		w.sim = wechatpaysim.New(opts)
		srv := httptest.NewServer(w.sim.Handler())
		t.Cleanup(func() { srv.Close(); w.sim.Close() })
		cfg := wechatpay.SandboxConfig(keys, srv.URL, "")
		cfg.NotifyURL = notify.URL + wechatpay.NotifyPath
		if w.client, err = wechatpay.New(cfg); err != nil {
			t.Fatal(err)
		}
		w.s = w.service()
		fn(t, w)
	})
}

func (w *world) service() *reconcile.Service {
	return &reconcile.Service{Client: w.c, Bills: w.client, Now: w.clock.Now, Log: slog.New(slog.DiscardHandler)}
}

// paid is a payment of fen taken at WeChat Pay and posted in the ledger:
// its order (only its ledger's view), out_trade_no and transaction id.
func (w *world) paid(fen int64) (*ent.Order, string, string) {
	w.t.Helper()
	n := int(seq.Add(1))
	no := fmt.Sprintf("T%d%06d", time.Now().Unix(), n)
	if _, err := w.client.Prepay(w.ctx, wechatpay.PrepayRequest{TradeType: wechatpay.TradeNative, OutTradeNo: no, Description: "山水",
		AmountFen: fen, ExpireAt: w.clock.Now().Add(time.Hour)}); err != nil {
		w.t.Fatal(err)
	}
	tx, err := w.sim.Pay(no, wechatpaysim.NotifyNone)
	if err != nil {
		w.t.Fatal(err)
	}
	seller := 1000 + n
	o := &ent.Order{ID: 4_000_000 + n, BuyerID: 2000 + n, SellerID: &seller, TotalFen: fen, GoodsFen: fen, CommissionBp: 500, Title: "山水"}
	if _, err := ledger.Post(w.ctx, w.c, ledger.Payment(o, tx), w.clock.Now()); err != nil {
		w.t.Fatal(err)
	}
	return o, no, tx
}

// refunded refunds fen of o (out_trade_no no) at WeChat Pay, waits until it
// is paid there, and posts it in the ledger; answers the out_refund_no.
func (w *world) refunded(o *ent.Order, no string, fen int64) string {
	w.t.Helper()
	rno := "R" + no
	if _, err := w.client.Refund(w.ctx, wechatpay.RefundRequest{OutTradeNo: no, OutRefundNo: rno, RefundFen: fen, TotalFen: o.TotalFen}); err != nil {
		w.t.Fatal(err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		r, err := w.client.QueryRefund(w.ctx, rno)
		if err == nil && r.Status == wechatpay.RefundSuccess {
			break
		}
		if time.Now().After(deadline) {
			w.t.Fatalf("refund %s not paid: %+v %v", rno, r, err)
		}
		time.Sleep(5 * time.Millisecond) // the simulator's RefundDelay
	}
	for _, e := range []ledger.Entry{ledger.Refund(o, "rq:"+rno, nil, fen, 0), ledger.RefundPaid(o.ID, o.BuyerID, rno, fen)} {
		if _, err := ledger.Post(w.ctx, w.c, e, w.clock.Now()); err != nil {
			w.t.Fatal(err)
		}
	}
	return rno
}

// finance is a member holding the finance role.
func (w *world) finance() audit.Actor {
	n := seq.Add(1)
	m := w.c.Member.Create().SetUsername(fmt.Sprintf("fin_%d", n)).SetNickname("财务").SetMobile(fmt.Sprintf("137%08d", n)).
		SetRoles([]string{"finance"}).SaveX(w.ctx)
	return audit.Actor{ID: m.ID, IP: "203.0.113.7"}
}

func (w *world) run(date string) *ent.ReconDay {
	w.t.Helper()
	d, err := w.s.RunDay(w.ctx, w.c, w.finance(), date)
	if err != nil {
		w.t.Fatal(err)
	}
	return d
}

func (w *world) diffs(d *ent.ReconDay) map[string]*ent.ReconDifference {
	out := map[string]*ent.ReconDifference{}
	for _, x := range w.c.ReconDifference.Query().Where(recondifference.DayID(d.ID)).AllX(w.ctx) {
		out[x.Kind] = x
	}
	return out
}

func (w *world) plant(p wechatpaysim.Plant) {
	w.t.Helper()
	p.Date = day
	if err := w.sim.PlantBill(p); err != nil {
		w.t.Fatal(err)
	}
}

// A clean day says none; each difference planted in the bill is found,
// with its order; running the day again replaces the result (idempotent),
// and every run by finance is audited.
func TestReconcileFindsPlantedDifferences(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		o, no, _ := w.paid(500_00)
		_, other, _ := w.paid(120_00)
		rno := w.refunded(o, no, 100_00)
		d := w.run(day)
		if d.Status != reconday.StatusCLEAN || d.Differences != 0 || d.BillLines != 3 || d.LedgerEntries != 3 ||
			d.BillInFen != 620_00 || d.LedgerInFen != 620_00 || d.BillOutFen != 100_00 || d.LedgerOutFen != 100_00 || d.Final {
			t.Fatalf("clean day = %+v", d)
		}

		w.plant(wechatpaysim.Plant{Action: wechatpaysim.PlantAmount, OutTradeNo: no, AmountFen: 499_99})
		w.plant(wechatpaysim.Plant{Action: wechatpaysim.PlantDrop, OutTradeNo: other})
		w.plant(wechatpaysim.Plant{Action: wechatpaysim.PlantAdd, AmountFen: 8_00})
		w.plant(wechatpaysim.Plant{Action: wechatpaysim.PlantState, OutRefundNo: rno, State: "ABNORMAL"})
		d = w.run(day)
		got := w.diffs(d)
		if d.Status != reconday.StatusDIFFERENCES || d.Differences != 4 || len(got) != 4 {
			t.Fatalf("planted day = %+v, %v", d, got)
		}
		if x := got[reconcile.AmountDiffers]; x.OutTradeNo != no || *x.BillFen != 499_99 || *x.LedgerFen != 500_00 || x.OrderID == nil || *x.OrderID != o.ID {
			t.Errorf("amount difference = %+v", x)
		}
		if x := got[reconcile.MissingInBill]; x.BillFen != nil || *x.LedgerFen != 120_00 || x.Refund {
			t.Errorf("missing in the bill = %+v", x)
		}
		if x := got[reconcile.MissingInLedger]; *x.BillFen != 8_00 || x.LedgerFen != nil {
			t.Errorf("missing in the ledger = %+v", x)
		}
		if x := got[reconcile.StateDiffers]; !x.Refund || x.OutRefundNo != rno || x.BillState != "ABNORMAL" || *x.OrderID != o.ID {
			t.Errorf("state difference = %+v", x)
		}
		again := w.run(day)
		if again.ID != d.ID || again.Differences != 4 || w.c.ReconDifference.Query().CountX(w.ctx) != 4 {
			t.Errorf("run again: %+v, %d differences stored", again, w.c.ReconDifference.Query().CountX(w.ctx))
		}
		if n := w.c.AuditEntry.Query().Where(auditentry.Action(audit.ActionReconcileRun), auditentry.TargetID(d.ID)).CountX(w.ctx); n != 3 {
			t.Errorf("%d audit entries, want 3", n)
		}
		if err := w.sim.PlantBill(wechatpaysim.Plant{Date: day, Action: wechatpaysim.PlantClear}); err != nil {
			t.Fatal(err)
		}
		if d := w.run(day); d.Status != reconday.StatusCLEAN || w.c.ReconDifference.Query().CountX(w.ctx) != 0 {
			t.Errorf("plants cleared: %+v", d)
		}
	})
}

// The job: a day's row is made once, the day run once its bill is final;
// with the provider down the day stays pending (never clean) and is run
// again later; two servers at once make one result.
func TestDailyJob(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		w.paid(300_00)
		w.paid(45_00)
		w.plant(wechatpaysim.Plant{Action: wechatpaysim.PlantAdd, AmountFen: 1_00})
		w.clock.Set(time.Date(2026, 11, 29, 2, 30, 0, 0, time.UTC)) // 10:30 the next day in Shanghai: the bill is final

		w.sim.FailNext(1000) // every day of the lookback
		if _, err := w.s.RunOnce(w.ctx); err != nil {
			t.Fatal(err)
		}
		w.sim.FailNext(0)
		d := w.c.ReconDay.Query().Where(reconday.BillDate(day)).OnlyX(w.ctx)
		if d.Status != reconday.StatusPENDING || d.Final || d.Attempts != 1 || d.LastError == "" || !d.NextRunAt.After(w.clock.Now()) {
			t.Fatalf("provider down: %+v", d)
		}
		if n, _ := w.s.RunOnce(w.ctx); n != 0 {
			t.Errorf("ran %d days before the retry is due", n)
		}
		w.clock.Advance(reconcile.DefaultRetry)

		var wg sync.WaitGroup
		servers := []*reconcile.Service{w.service(), w.service()}
		for _, s := range servers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if _, err := s.RunOnce(w.ctx); err != nil {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		days := w.c.ReconDay.Query().Where(reconday.BillDate(day)).AllX(w.ctx)
		if len(days) != 1 || days[0].Status != reconday.StatusDIFFERENCES || !days[0].Final || days[0].Differences != 1 || days[0].Attempts != 0 {
			t.Fatalf("after two servers: %+v", days)
		}
		if n := w.c.ReconDifference.Query().CountX(w.ctx); n != 1 {
			t.Errorf("%d differences stored, want 1", n)
		}
		if n := w.c.ReconDay.Query().CountX(w.ctx); n != reconcile.DefaultLookback {
			t.Errorf("%d day rows, want %d", n, reconcile.DefaultLookback)
		}
		if n, _ := w.s.RunOnce(w.ctx); n != 0 {
			t.Errorf("a later round ran %d final days again", n)
		}
	})
}

// Only finance runs a day; a malformed, future or too old date is refused
// and changes nothing.
func TestRunDayRefusals(t *testing.T) {
	each(t, func(t *testing.T, w *world) {
		plain := w.c.Member.Create().SetUsername("plain_member").SetNickname("会员").SetMobile("13900000001").SaveX(w.ctx)
		if _, err := w.s.RunDay(w.ctx, w.c, audit.Actor{ID: plain.ID}, day); problem.As(err) == nil || problem.As(err).Kind != problem.Forbidden {
			t.Errorf("plain member: %v", err)
		}
		for date, msg := range map[string]string{"2026-11-3": reconcile.MsgBadDate, "x": reconcile.MsgBadDate,
			"2026-11-30": reconcile.MsgFuture, "2025-01-01": reconcile.MsgTooOld} {
			if _, err := w.s.RunDay(w.ctx, w.c, w.finance(), date); problem.As(err) == nil || problem.As(err).Message != msg {
				t.Errorf("%s: %v, want %s", date, err, msg)
			}
		}
		if n := w.c.ReconDay.Query().CountX(w.ctx) + w.c.AuditEntry.Query().CountX(w.ctx); n != 0 {
			t.Errorf("refusals left %d rows", n)
		}
		w.sim.FailNext(1)
		if d := w.run(day); d.Status != reconday.StatusPENDING || d.Attempts != 1 {
			t.Errorf("provider down, run by finance: %+v", d)
		}
	})
}
