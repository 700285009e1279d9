package main

// The refunds bench (issue 23), on the checkout's setup (a fresh
// PostgreSQL database, the WeChat Pay simulator): buyers' refund requests
// and the seller's agreements per second on paid orders, through the
// domain calls the GraphQL mutations make (refunds.Service Request and
// Agree); then the contention case, racers asking for and agreeing to
// refunds of one order at the same instant: what is refunded never
// exceeds what was paid, or the run fails. It runs after the checkout in
// `make bench` and alone with BENCH_ONLY=refunds; figures in
// dist/bench.json under "refunds".

import (
	"context"
	"fmt"
	"log/slog"
	"sort"
	"sync"
	"time"

	"artmarket/ent"
	"artmarket/ent/goods"
	"artmarket/ent/paymentrefund"
	"artmarket/ent/privacy"
	"artmarket/ent/refundrequest"
	"artmarket/server/domain/ledger"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/refunds"
)

// paidOrder is a bench buyer's paid order.
type paidOrder struct{ buyer, order int }

// steps are the latencies of the steps of the refund cycle.
type steps struct {
	mu               sync.Mutex
	request, answers []time.Duration
}

func (s *steps) add(request, answer time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.request, s.answers = append(s.request, request), append(s.answers, answer)
}

// figures are p50 and p99 of lat in milliseconds.
func figures(lat []time.Duration) map[string]any {
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	return map[string]any{"n": len(lat), "p50_ms": ms(percentile(lat, 0.5)), "p99_ms": ms(percentile(lat, 0.99))}
}

// runRefunds measures the refunds and their contention on PostgreSQL.
func runRefunds(duration time.Duration, conc int, log *slog.Logger) error {
	return onCheckoutBench(log, func(ctx context.Context, b *checkoutBench) error { return b.measureRefunds(ctx, duration, conc) })
}

func (b *checkoutBench) measureRefunds(ctx context.Context, duration time.Duration, conc int) error {
	// The simulator pays a refund a second after it is asked: an order
	// comes back to its client once its refund is paid, so the orders in
	// turn must outnumber what a second of refunds asks.
	n := envInt("BENCH_REFUND_ORDERS", 32*conc)
	fmt.Printf("\nrefunds on PostgreSQL: %d concurrent clients, %s, %d paid orders in turn, %d-core machine\n", conc, duration, n, numCPU())
	paid, err := b.paidOrders(ctx, n, conc)
	if err != nil {
		return fmt.Errorf("refunds: paid orders: %w", err)
	}
	pool := make(chan paidOrder, n)
	for _, p := range paid {
		pool <- p
	}
	var st steps
	cycle := func() error {
		p := <-pool
		defer func() { pool <- p }()
		if err := b.refundPaid(p.order); err != nil {
			return err
		}
		t := time.Now()
		r, err := b.a.Refunds.Request(ctx, b.a.DB.Client, p.buyer, p.order, refunds.Input{Kind: refunds.RefundOnly, Reason: refunds.Reasons[0], AmountFen: 1})
		if err != nil {
			return fmt.Errorf("request: %w", err)
		}
		asked := time.Since(t)
		t = time.Now()
		if _, err := b.a.Refunds.Agree(ctx, b.a.DB.Client, b.seller, r.ID); err != nil {
			return fmt.Errorf("agree: %w", err)
		}
		st.add(asked, time.Since(t))
		return nil
	}
	r, sqlOne, err := measure(b.a, "refunds: request ¥0.01, seller agrees", cycle, false, time.Second/2, duration, conc)
	if err != nil {
		return err
	}
	req, ans := figures(st.request), figures(st.answers)
	fmt.Printf("%-48s %9.1f cycles/s  p50 %s  p99 %s  errors %d  SQL %d\n", r.name, r.rps, r.p50.Round(time.Millisecond), r.p99.Round(time.Millisecond), r.errors, sqlOne)
	fmt.Printf("%-48s %9.1f /s  p50 %.1f ms  p99 %.1f ms\n", "  of which the buyer's request", r.rps, req["p50_ms"], req["p99_ms"])
	fmt.Printf("%-48s %9.1f /s  p50 %.1f ms  p99 %.1f ms\n", "  of which the seller's agreement", r.rps, ans["p50_ms"], ans["p99_ms"])

	racers, rounds := envInt("BENCH_REFUND_RACERS", 20), envInt("BENCH_REFUND_ROUNDS", 5)
	c, err := b.refundContention(ctx, racers, rounds)
	fmt.Printf("%-48s %d rounds: %d requests taken, %d agreements, %d refused later; refunded ¥%s of ¥%s paid (%d errors, refusals %v)\n",
		fmt.Sprintf("refund contention: %d racers, one order", racers), rounds, c.Requests, c.Answers, c.Later,
		refunds.Yuan(c.RefundedFen), refunds.Yuan(c.PaidFen), c.Errors, c.Refusals)
	if err != nil {
		return fmt.Errorf("refund contention: %w", err)
	}
	if err := recordIn("refunds", map[string]any{
		"when": time.Now().UTC().Format(time.RFC3339), "cpus": numCPU(), "database": "postgresql", "duration": duration.String(),
		"cycle": map[string]any{"clients": conc, "orders": n, "cycles": r.n, "cycles_per_s": r.rps, "p50_ms": ms(r.p50), "p99_ms": ms(r.p99),
			"errors": r.errors, "sql_per_cycle": sqlOne, "request": req, "answer": ans},
		"contention": c,
	}); err != nil {
		return err
	}
	fmt.Println("written to dist/bench.json (refunds)")
	return nil
}

// paidOrders are n orders placed and paid through the simulator by conc
// buyers of their own prints at once.
func (b *checkoutBench) paidOrders(ctx context.Context, n, conc int) ([]paidOrder, error) {
	var (
		mu    sync.Mutex
		out   []paidOrder
		first error
	)
	atOnce(conc, func(i int) {
		s, err := b.shopper(ctx, goods.KindPrint, n)
		for j := i; err == nil && j < n; j += conc {
			var id int
			if id, err = b.checkout(ctx, s); err == nil {
				mu.Lock()
				out = append(out, paidOrder{s.id, id})
				mu.Unlock()
			}
		}
		mu.Lock()
		defer mu.Unlock()
		if first == nil {
			first = err
		}
	})
	return out, first
}

// refundPaid waits until no refund of order is being paid (the
// simulator's notification applied).
func (b *checkoutBench) refundPaid(order int) error {
	return until(fmt.Sprintf("the refund of order %d paid", order), func() (bool, error) {
		busy, err := b.a.DB.Client.RefundRequest.Query().
			Where(refundrequest.OrderID(order), refundrequest.State(string(refunds.Refunding))).
			Exist(privacy.DecisionContext(context.Background(), privacy.Allow))
		return !busy, err
	})
}

type refundContentionResult struct {
	// Per round, racers ask for 60 % of the order at once (one request is
	// taken), agree to it at once (one agreement), and ask for 60 % again
	// once it is paid (none is taken: 40 % is left).
	Requests    int            `json:"requests_taken"`
	Answers     int            `json:"agreements"`
	Later       int            `json:"refused_later"`
	Errors      int            `json:"errors"`
	Refusals    map[string]int `json:"refusals"`
	PaidFen     int64          `json:"paid_fen"`
	RefundedFen int64          `json:"refunded_fen"`
	Racers      int            `json:"racers"`
	Rounds      int            `json:"rounds"`
}

// refundContention races racers on one new paid order a round, rounds
// times; an error (the run fails) when more than was paid is refunded, or
// more than one request or agreement is taken.
func (b *checkoutBench) refundContention(ctx context.Context, racers, rounds int) (refundContentionResult, error) {
	res := refundContentionResult{Refusals: map[string]int{}, Racers: racers, Rounds: rounds}
	s, err := b.shopper(ctx, goods.KindPrint, rounds)
	if err != nil {
		return res, err
	}
	var mu sync.Mutex
	// race runs fn by every racer at once and counts what was taken.
	race := func(fn func() error) int {
		taken := 0
		atOnce(racers, func(int) {
			err := fn()
			mu.Lock()
			defer mu.Unlock()
			switch p := problem.As(err); {
			case err == nil:
				taken++
			case p != nil:
				res.Refusals[p.Message]++
			default:
				res.Errors++
			}
		})
		return taken
	}
	pctx := privacy.DecisionContext(ctx, privacy.Allow)
	c := b.a.DB.Client
	for round := 0; round < rounds; round++ {
		id, err := b.checkout(ctx, s)
		if err != nil {
			return res, err
		}
		o, err := c.Order.Get(pctx, id)
		if err != nil {
			return res, err
		}
		ask := refunds.Input{Kind: refunds.RefundOnly, Reason: refunds.Reasons[0], AmountFen: o.TotalFen * 6 / 10}
		var asked int
		taken := race(func() error {
			r, err := b.a.Refunds.Request(ctx, c, s.id, id, ask)
			if err == nil {
				mu.Lock()
				asked = r.ID
				mu.Unlock()
			}
			return err
		})
		agreed := race(func() error { _, err := b.a.Refunds.Agree(ctx, c, b.seller, asked); return err })
		if err := b.refundPaid(id); err != nil {
			return res, err
		}
		later := race(func() error { _, err := b.a.Refunds.Request(ctx, c, s.id, id, ask); return err })
		res.Requests, res.Answers, res.Later = res.Requests+taken, res.Answers+agreed, res.Later+later
		refunded, err := ledger.Refunded(ctx, c, o)
		if err != nil {
			return res, err
		}
		var rows []struct {
			Sum int64 `json:"sum"`
		}
		if err := c.PaymentRefund.Query().Where(paymentrefund.OrderID(id)).Aggregate(ent.Sum(paymentrefund.FieldRefundFen)).Scan(pctx, &rows); err != nil {
			return res, err
		}
		res.PaidFen, res.RefundedFen = res.PaidFen+o.TotalFen, res.RefundedFen+refunded
		if refunded > o.TotalFen || rows[0].Sum > o.TotalFen {
			return res, fmt.Errorf("round %d: REFUNDED MORE THAN PAID: ¥%s in the ledger, ¥%s sent to WeChat Pay, of ¥%s paid",
				round, refunds.Yuan(refunded), refunds.Yuan(rows[0].Sum), refunds.Yuan(o.TotalFen))
		}
		if taken != 1 || agreed != 1 || later != 0 || refunded != ask.AmountFen {
			return res, fmt.Errorf("round %d: %d requests taken, %d agreements, %d taken later, ¥%s refunded: want 1, 1, 0 and ¥%s",
				round, taken, agreed, later, refunds.Yuan(refunded), refunds.Yuan(ask.AmountFen))
		}
	}
	if res.Errors > 0 {
		return res, fmt.Errorf("%d errors among the racers", res.Errors)
	}
	return res, nil
}
