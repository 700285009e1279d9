package ledger_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/server/domain/ledger"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
)

var (
	ctx = context.Background()
	t0  = time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
)

// each runs fn on SQLite and PostgreSQL, each with a fresh database.
func each(t *testing.T, fn func(t *testing.T, c *ent.Client)) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		d, err := db.FromSQL(ctx, tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
		if err != nil {
			t.Fatal(err)
		}
		fn(t, d.Client)
	})
}

// sale is an order of a member's goods (the ledger needs no order row).
func sale(id, buyer, seller int, goodsFen, shippingFen int64) *ent.Order {
	return &ent.Order{ID: id, BuyerID: buyer, SellerID: &seller, GoodsFen: goodsFen, ShippingFen: shippingFen,
		TotalFen: goodsFen + shippingFen, CommissionBp: 500, Title: fmt.Sprintf("作品%d", id)}
}

func post(t *testing.T, c *ent.Client, e ledger.Entry) bool {
	t.Helper()
	ok, err := ledger.Post(ctx, c, e, t0)
	if err != nil {
		t.Fatalf("post %s: %v", e.Key, err)
	}
	return ok
}

func owed(t *testing.T, c *ent.Client, a ledger.Account, member int) int64 {
	t.Helper()
	v, err := ledger.Owed(ctx, c, a, member)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func verify(t *testing.T, c *ent.Client) {
	t.Helper()
	if err := ledger.Verify(ctx, c); err != nil {
		t.Fatal(err)
	}
}

// counts is how many rows each ledger table holds.
func counts(c *ent.Client) [3]int {
	return [3]int{c.LedgerEntry.Query().CountX(ctx), c.LedgerLine.Query().CountX(ctx), c.LedgerBalance.Query().CountX(ctx)}
}

func TestCommissionRoundsHalfUp(t *testing.T) {
	for _, c := range []struct {
		goods int64
		bp    int
		want  int64
	}{{1_280_000, 500, 64_000}, {10, 500, 1}, {9, 500, 0}, {30, 500, 2}, {12_345, 500, 617}, {12_350, 500, 618}, {1, 10_000, 1}, {7, 0, 0}} {
		if got := ledger.Commission(c.goods, c.bp); got != c.want {
			t.Errorf("Commission(%d, %d) = %d, want %d", c.goods, c.bp, got, c.want)
		}
	}
}

// A payment splits into the seller's pending share and the commission
// (none on shipping); replays post nothing; the balances are the lines'.
func TestPaymentPostedOnce(t *testing.T) {
	each(t, func(t *testing.T, c *ent.Client) {
		o := sale(1, 10, 20, 12_345, 1_000)
		if !post(t, c, ledger.Payment(o, "T1")) {
			t.Fatal("first post not posted")
		}
		for range 3 {
			if post(t, c, ledger.Payment(o, "T1")) {
				t.Fatal("replay posted")
			}
		}
		if got := owed(t, c, ledger.SellerPending, 20); got != 13_345-617 {
			t.Fatalf("seller pending %d", got)
		}
		if got := owed(t, c, ledger.PlatformCommission, 0); got != 617 {
			t.Fatalf("commission %d", got)
		}
		if got, _ := ledger.Balance(ctx, c, ledger.ProviderClearing, 0); got != 13_345 {
			t.Fatalf("clearing %d", got)
		}
		if n := counts(c); n != [3]int{1, 3, 3} {
			t.Fatalf("rows %v", n)
		}
		verify(t, c)
		// The same key with other lines is a bug, refused.
		if _, err := ledger.Post(ctx, c, ledger.Payment(sale(1, 10, 20, 99, 0), "T1"), t0); !errors.Is(err, ledger.ErrKeyReused) {
			t.Fatalf("key reused: %v", err)
		}
	})
}

// Malformed entries are refused before anything is written.
func TestMalformedRefused(t *testing.T) {
	each(t, func(t *testing.T, c *ent.Client) {
		for name, e := range map[string]ledger.Entry{
			"unbalanced": {Key: "a", Kind: ledger.KindCorrection, Lines: []ledger.Line{{ledger.PlatformSales, 0, 5}, {ledger.ProviderClearing, 0, -4}}},
			"zero line":  {Key: "b", Kind: ledger.KindCorrection, Lines: []ledger.Line{{ledger.PlatformSales, 0, 0}, {ledger.ProviderClearing, 0, 0}}},
			"one line":   {Key: "c", Kind: ledger.KindCorrection, Lines: []ledger.Line{{ledger.PlatformSales, 0, 0}}},
			"no key":     {Kind: ledger.KindCorrection, Lines: []ledger.Line{{ledger.PlatformSales, 0, 1}, {ledger.ProviderClearing, 0, -1}}},
			"huge":       {Key: "d", Kind: ledger.KindCorrection, Lines: []ledger.Line{{ledger.PlatformSales, 0, 1 << 62}, {ledger.PlatformSales, 0, 1 << 62}, {ledger.ProviderClearing, 0, -(1 << 62)}, {ledger.ProviderClearing, 0, -(1 << 62)}}},
		} {
			if _, err := ledger.Post(ctx, c, e, t0); err == nil {
				t.Errorf("%s: posted", name)
			}
		}
		if n := counts(c); n != [3]int{} {
			t.Fatalf("rows %v", n)
		}
	})
}

// An entry that would take a member's money below zero is refused, and
// the caller's transaction leaves every table as it was.
func TestOverdrawRefusedLeavesTables(t *testing.T) {
	each(t, func(t *testing.T, c *ent.Client) {
		o := sale(1, 10, 20, 10_000, 0)
		post(t, c, ledger.Payment(o, "T1"))
		if _, err := ledger.Settle(ctx, c, o, t0); err != nil {
			t.Fatal(err)
		}
		before := counts(c)
		_, err := ledger.Post(ctx, c, ledger.WithdrawalHold(20, 1, 9_501), t0)
		if p := problem.As(err); p == nil || p.Kind != problem.Conflict || p.Message != ledger.MsgInsufficient {
			t.Fatalf("overdraw: %v", err)
		}
		// Inside a caller's transaction that wrote something of its own.
		err = db.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
			if _, err := ledger.Post(ctx, c, ledger.Payment(sale(2, 10, 21, 50, 0), "T2"), t0); err != nil {
				return err
			}
			_, err := ledger.Post(ctx, c, ledger.WithdrawalHold(20, 2, 10_000), t0)
			return err
		})
		if problem.As(err) == nil {
			t.Fatalf("overdraw in a transaction: %v", err)
		}
		if got := counts(c); got != before {
			t.Fatalf("rows %v, were %v", got, before)
		}
		if got := owed(t, c, ledger.SellerAvailable, 20); got != 9_500 {
			t.Fatalf("available %d", got)
		}
		verify(t, c)
	})
}

// atOnce runs fn(0)…fn(n-1) at the same instant and answers how many
// posted, how many were refused, and the first other error.
func atOnce(n int, fn func(i int) (bool, error)) (posted, refused int, err error) {
	oks, errs := make([]bool, n), make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { oks[i], errs[i] = fn(i) })
	}
	wg.Wait()
	for i, e := range errs {
		switch {
		case e == nil && oks[i]:
			posted++
		case problem.As(e) != nil:
			refused++
		case e != nil && err == nil:
			err = e
		}
	}
	return posted, refused, err
}

// Twenty posts of one key at the same instant post once.
func TestConcurrentPostsOfOneKey(t *testing.T) {
	each(t, func(t *testing.T, c *ent.Client) {
		o := sale(1, 10, 20, 50_000, 0)
		posted, refused, err := atOnce(20, func(int) (bool, error) { return ledger.Post(ctx, c, ledger.Payment(o, "T1"), t0) })
		if posted != 1 || refused != 0 || err != nil {
			t.Fatalf("%d posted, %d refused, %v", posted, refused, err)
		}
		if got := owed(t, c, ledger.SellerPending, 20); got != 47_500 {
			t.Fatalf("pending %d", got)
		}
		verify(t, c)
	})
}

// Twenty withdrawals of ¥10 at the same instant against ¥55 available:
// five held, fifteen refused, never over.
func TestConcurrentHoldsNeverOverdraw(t *testing.T) {
	each(t, func(t *testing.T, c *ent.Client) {
		o := sale(1, 10, 20, 5_790, 0) // commission 290: 5,500 available
		post(t, c, ledger.Payment(o, "T1"))
		if ok, err := ledger.Settle(ctx, c, o, t0); err != nil || !ok {
			t.Fatalf("settle: %v %v", ok, err)
		}
		held, refused, err := atOnce(20, func(i int) (bool, error) {
			return ledger.Post(ctx, c, ledger.WithdrawalHold(20, i+1, 1_000), t0)
		})
		if held != 5 || refused != 15 || err != nil {
			t.Fatalf("%d held, %d refused, %v", held, refused, err)
		}
		if got := owed(t, c, ledger.SellerAvailable, 20); got != 500 {
			t.Fatalf("available %d", got)
		}
		verify(t, c)
	})
}

// Partial refunds reverse the commission in proportion, on the running
// total: all of them together reverse exactly all of it.
func TestRefundsReverseCommission(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		goods := 1 + r.Int64N(5_000_000)
		o := sale(1, 10, 20, goods, r.Int64N(3)*1_000)
		c := ledger.Commission(goods, 500)
		var done, back int64
		for done < o.TotalFen {
			fen := 1 + r.Int64N(o.TotalFen-done)
			e := ledger.Refund(o, "r", nil, fen, done)
			var sum int64
			for _, l := range e.Lines {
				sum += l.Fen
				if l.Account == ledger.PlatformCommission {
					back += l.Fen
				}
			}
			if sum != 0 {
				t.Fatalf("refund entry sums to %d", sum)
			}
			done += fen
		}
		if back != c {
			t.Fatalf("goods %d total %d: reversed %d of commission %d", goods, o.TotalFen, back, c)
		}
	}
}

// A randomised run of payments, partial and full refunds, refunds paid,
// settlements, withdrawals (held, paid, released) and refused overdraws:
// every entry sums to zero and every balance is the sum of its lines.
func TestRandomisedInvariant(t *testing.T) {
	ops := 2000
	if testing.Short() {
		ops = 300
	}
	each(t, func(t *testing.T, c *ent.Client) {
		r := rand.New(rand.NewPCG(7, 11))
		type sold struct {
			o        *ent.Order
			refunded int64
			settled  bool
		}
		var orders []*sold
		var dues []ledger.Entry // refunds granted, not yet paid
		type hold struct {
			member, id int
			fen        int64
		}
		var holds []hold
		refusals, posted := 0, 0
		try := func(e ledger.Entry) bool {
			before := counts(c)
			ok, err := ledger.Post(ctx, c, e, t0)
			switch {
			case err == nil:
				posted++
				return ok
			case problem.As(err) != nil:
				refusals++
				if counts(c) != before {
					t.Fatalf("refused %s wrote rows", e.Key)
				}
				return false
			}
			t.Fatalf("post %s: %v", e.Key, err)
			return false
		}
		for i := range ops {
			switch k := r.IntN(10); {
			case k < 3 || len(orders) == 0: // a sale paid
				o := sale(i+1, 100+r.IntN(5), 200+r.IntN(5), 1+r.Int64N(2_000_000), r.Int64N(2)*1_500)
				if r.IntN(10) == 0 {
					o.SellerID = nil // the platform's own goods
				}
				try(ledger.Payment(o, fmt.Sprintf("T%d", i)))
				orders = append(orders, &sold{o: o})
			case k < 5: // a refund, sometimes over what is left (refused)
				s := orders[r.IntN(len(orders))]
				left := s.o.TotalFen - s.refunded
				fen := 1 + r.Int64N(s.o.TotalFen)
				if r.IntN(3) == 0 && left > 0 {
					fen = left
				}
				if s.settled { // the refund window is over
					continue
				}
				before := counts(c)
				ok, err := ledger.PostRefund(ctx, c, s.o, fmt.Sprintf("rf:%d", i), nil, fen, t0)
				if fen > left {
					if p := problem.As(err); p == nil || p.Message != ledger.MsgOverRefund || counts(c) != before {
						t.Fatalf("refund of %d fen with %d left: %v", fen, left, err)
					}
					refusals++
					continue
				}
				if err != nil || !ok {
					t.Fatalf("refund of %d fen with %d left: %v", fen, left, err)
				}
				posted++
				{
					s.refunded += fen
					dues = append(dues, ledger.RefundPaid(s.o.ID, s.o.BuyerID, fmt.Sprintf("R%d", i), fen))
				}
			case k < 6 && len(dues) > 0: // WeChat Pay pays a refund (sometimes twice: a replay)
				j := r.IntN(len(dues))
				try(dues[j])
				if r.IntN(2) == 0 {
					try(dues[j])
				}
				dues = append(dues[:j], dues[j+1:]...)
			case k < 7: // the refund window ends
				s := orders[r.IntN(len(orders))]
				if _, err := ledger.Settle(ctx, c, s.o, t0); err != nil {
					t.Fatal(err)
				}
				s.settled = true
			case k < 8: // a withdrawal, sometimes over what is available (refused)
				m := 200 + r.IntN(5)
				avail := owed(t, c, ledger.SellerAvailable, m)
				fen := 1 + r.Int64N(avail+1000)
				if try(ledger.WithdrawalHold(m, i, fen)) {
					holds = append(holds, hold{m, i, fen})
				}
			case k < 10 && len(holds) > 0: // paid or rejected
				j := r.IntN(len(holds))
				h := holds[j]
				if r.IntN(2) == 0 {
					try(ledger.WithdrawalPaid(h.member, h.id, h.fen))
				} else {
					try(ledger.WithdrawalRelease(h.member, h.id, h.fen))
				}
				holds = append(holds[:j], holds[j+1:]...)
			}
		}
		verify(t, c)
		rows, err := ledger.TrialBalance(ctx, c)
		if err != nil {
			t.Fatal(err)
		}
		var total int64
		for _, r := range rows {
			total += r.Fen
		}
		if total != 0 || refusals == 0 || posted < ops/3 {
			t.Fatalf("trial balance sums to %d; %d posted, %d refused", total, posted, refusals)
		}
		t.Logf("%d posted, %d refused", posted, refusals)
	})
}
