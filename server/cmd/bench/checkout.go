package main

// The checkout bench (issue 22, point 9), on PostgreSQL: clients each
// placing an order and paying it through the WeChat Pay simulator, the
// signed notification included (orders per second, p50/p99 of the whole
// checkout); then the contention case, many buyers of one original at
// once: exactly one order, every other buyer the clear refusal, no error.
// It runs at the end of `make bench` and alone with BENCH_ONLY=checkout, on
// a fresh database BENCH_CHECKOUT_DATABASE_URL (default: bench_checkout on
// the local server, dropped and created again). Figures in
// dist/bench-checkout.json.

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"

	"artmarket/ent/artwork"
	"artmarket/ent/goods"
	"artmarket/ent/order"
	"artmarket/ent/privacy"
	"artmarket/ent/work"
	"artmarket/server/domain/member/auth"
	"artmarket/server/platform/config"
	"artmarket/server/providers/wechatpay"
	"artmarket/server/web/app"
)

const defaultCheckoutDB = "postgres://postgres@127.0.0.1:5432/bench_checkout?sslmode=disable"

// shopper is one bench buyer: their token, address and (for the
// throughput) a print of their own, so the clients measure the checkout
// rather than one goods row's lock (the contention case measures that).
type shopper struct {
	id                        int
	token, addressID, goodsID string
}

type checkoutBench struct {
	a      *app.App
	base   string
	client *http.Client
	seller int
	seq    atomic.Int64
}

// runCheckout measures the checkout and the contention on PostgreSQL.
func runCheckout(duration time.Duration, conc int, log *slog.Logger) error {
	return onCheckoutBench(log, func(ctx context.Context, b *checkoutBench) error { return b.measureCheckout(ctx, duration, conc) })
}

func (b *checkoutBench) measureCheckout(ctx context.Context, duration time.Duration, conc int) error {
	pool := make(chan shopper, conc)
	for i := 0; i < conc; i++ {
		s, err := b.shopper(ctx, goods.KindPrint, 1_000_000)
		if err != nil {
			return err
		}
		pool <- s
	}
	pay := func() error {
		s := <-pool
		defer func() { pool <- s }()
		_, err := b.checkout(ctx, s)
		return err
	}
	fmt.Printf("\ncheckout on PostgreSQL: %d concurrent clients, %s, %d-core machine\n", conc, duration, numCPU())
	if err := pay(); err != nil {
		return fmt.Errorf("checkout: %w", err)
	}
	warm(pay, time.Second/2, conc)
	r := load("checkout: order, prepay, pay, notification", pay, duration, conc)
	fmt.Printf("%-48s %9.1f orders/s  p50 %s  p99 %s  errors %d\n", r.name, r.rps, r.p50.Round(time.Millisecond), r.p99.Round(time.Millisecond), r.errors)

	buyers, rounds := envInt("BENCH_CONTENTION_BUYERS", 50), envInt("BENCH_CONTENTION_ROUNDS", 5)
	c, err := b.contention(ctx, buyers, rounds)
	if err != nil {
		return fmt.Errorf("contention: %w", err)
	}
	fmt.Printf("%-48s %d rounds: %d orders, %d refusals (%q), %d errors; p50 %s p99 %s, a round %s\n",
		fmt.Sprintf("contention: %d buyers, one original", buyers), rounds, c.Orders, c.Refusals, c.Refusal, c.Errors,
		c.p50.Round(time.Millisecond), c.p99.Round(time.Millisecond), c.round.Round(time.Millisecond))
	if c.Orders != rounds || c.Refusals != rounds*(buyers-1) || c.Errors != 0 {
		return fmt.Errorf("contention: %d orders and %d refusals in %d rounds of %d buyers (%d errors): want one order a round", c.Orders, c.Refusals, rounds, buyers, c.Errors)
	}
	out, _ := json.MarshalIndent(map[string]any{
		"when": time.Now().UTC().Format(time.RFC3339), "cpus": numCPU(), "database": "postgresql", "duration": duration.String(),
		"checkout": map[string]any{"clients": conc, "orders": r.n, "orders_per_s": r.rps, "p50_ms": ms(r.p50), "p99_ms": ms(r.p99), "errors": r.errors},
		"contention": map[string]any{"buyers": buyers, "rounds": rounds, "orders": c.Orders, "refusals": c.Refusals, "refusal": c.Refusal,
			"errors": c.Errors, "p50_ms": ms(c.p50), "p99_ms": ms(c.p99), "round_ms": ms(c.round)},
	}, "", "  ")
	if err := os.WriteFile("dist/bench-checkout.json", append(out, '\n'), 0o644); err != nil {
		return err
	}
	fmt.Println("written to dist/bench-checkout.json")
	return nil
}

// onCheckoutBench runs fn on an unseeded app in the sandbox on a fresh
// database BENCH_CHECKOUT_DATABASE_URL with a seller of its own: the
// checkout's setup, the refunds' too.
func onCheckoutBench(log *slog.Logger, fn func(ctx context.Context, b *checkoutBench) error) error {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	b, stop, err := newCheckoutBench(ctx, log)
	if err != nil {
		return err
	}
	defer stop()
	return fn(ctx, b)
}

// newCheckoutBench serves that app; stop closes it.
func newCheckoutBench(ctx context.Context, log *slog.Logger) (*checkoutBench, func(), error) {
	dbURL := os.Getenv("BENCH_CHECKOUT_DATABASE_URL")
	if dbURL == "" {
		dbURL = defaultCheckoutDB
	}
	if err := freshDatabase(ctx, dbURL); err != nil {
		return nil, nil, fmt.Errorf("checkout: %w", err)
	}
	dataDir, err := filepath.Abs("dist/bench-checkout-data")
	if err != nil {
		return nil, nil, err
	}
	a, base, stop, err := startOn(ctx, dbURL, dataDir, log, func(cfg config.Config) error {
		if !cfg.Sandbox {
			return errors.New("checkout: needs the sandbox (the WeChat Pay simulator)")
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	b := &checkoutBench{a: a, base: base,
		client: &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 256}, Timeout: 30 * time.Second}}
	if b.seller, err = b.member(ctx, "bench_seller"); err != nil {
		stop()
		return nil, nil, err
	}
	return b, stop, nil
}

// startOn serves an unseeded app on PostgreSQL dbURL at a loopback
// address of its own, once /readyz answers; check (when given) may refuse
// the configuration first. stop closes the server and the app.
func startOn(ctx context.Context, dbURL, dataDir string, log *slog.Logger, check func(config.Config) error) (*app.App, string, func(), error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, "", nil, err
	}
	cfg, err := config.Load(nil)
	if err == nil && check != nil {
		err = check(cfg)
	}
	if err != nil {
		ln.Close()
		return nil, "", nil, err
	}
	cfg.Addr, cfg.DataDir, cfg.DatabaseURL, cfg.RedisURL, cfg.Seed = ln.Addr().String(), dataDir, dbURL, "", false
	a, err := app.New(ctx, cfg, log, nil)
	if err != nil {
		ln.Close()
		return nil, "", nil, err
	}
	srv := &http.Server{Handler: a.Handler}
	go func() { _ = srv.Serve(ln) }()
	stop := func() { srv.Close(); a.Close() }
	base := "http://" + ln.Addr().String()
	if err := waitFor(base + "/readyz"); err != nil {
		stop()
		return nil, "", nil, err
	}
	return a, base, stop, nil
}

// freshDatabase drops and creates the URL's database (a run starts empty).
func freshDatabase(ctx context.Context, dbURL string) error {
	u, err := url.Parse(dbURL)
	if err != nil {
		return fmt.Errorf("BENCH_CHECKOUT_DATABASE_URL: %w", err)
	}
	name := strings.TrimPrefix(u.Path, "/")
	if name == "" || name == "postgres" {
		return errors.New("BENCH_CHECKOUT_DATABASE_URL must name a database of its own (it is dropped)")
	}
	u.Path = "/postgres"
	admin, err := sql.Open("pgx", u.String())
	if err != nil {
		return err
	}
	defer admin.Close()
	quoted := `"` + strings.ReplaceAll(name, `"`, `""`) + `"`
	if _, err := admin.ExecContext(ctx, "DROP DATABASE IF EXISTS "+quoted+" WITH (FORCE)"); err != nil {
		return fmt.Errorf("drop database %s: %w", name, err)
	}
	if _, err := admin.ExecContext(ctx, "CREATE DATABASE "+quoted); err != nil {
		return fmt.Errorf("create database %s: %w", name, err)
	}
	return nil
}

// member makes a member with a mobile number and answers its id.
func (b *checkoutBench) member(ctx context.Context, name string) (int, error) {
	n := b.seq.Add(1)
	m, err := b.a.DB.Client.Member.Create().SetUsername(fmt.Sprintf("%s_%d", name, n)).SetNickname(name).
		SetMobile(fmt.Sprintf("136%08d", n)).Save(ctx)
	if err != nil {
		return 0, fmt.Errorf("member: %w", err)
	}
	return m.ID, nil
}

// listed is a public work the seller lists, with goods of kind and stock at ¥128.
func (b *checkoutBench) listed(ctx context.Context, kind goods.Kind, stock int) (string, error) {
	c, n := b.a.DB.Client, b.seq.Add(1)
	ar, err := c.Artist.Create().SetName(fmt.Sprintf("压测画家%d", n)).Save(ctx)
	if err != nil {
		return "", err
	}
	aw, err := c.Artwork.Create().SetTitle(fmt.Sprintf("压测作品%d", n)).SetArtist(ar).SetMedium(artwork.MediumOil).
		SetWidthCm(60).SetHeightCm(80).SetPriceFen(12_800).Save(ctx)
	if err != nil {
		return "", err
	}
	g, err := c.Goods.Create().SetArtwork(aw).SetKind(kind).SetTitle("《" + aw.Title + "》").SetPriceFen(12_800).SetStock(stock).Save(ctx)
	if err != nil {
		return "", err
	}
	err = c.Work.Create().SetMemberID(b.seller).SetState(work.StateListed).SetTitle(aw.Title).SetPriceFen(12_800).
		SetShipping(work.ShippingFree).SetArtworkID(aw.ID).Exec(ctx)
	return strconv.Itoa(g.ID), err
}

// shopper makes a signed-in buyer with an address and, when stock > 0,
// goods of their own.
func (b *checkoutBench) shopper(ctx context.Context, kind goods.Kind, stock int) (shopper, error) {
	id, err := b.member(ctx, "bench_buyer")
	if err != nil {
		return shopper{}, err
	}
	c := b.a.DB.Client
	ad, err := c.Address.Create().SetMemberID(id).SetRecipient("压测").SetMobile("13800138000").
		SetProvince("44").SetCity("4403").SetDistrict("440305").SetDetail("科技园南区 1 栋 101").Save(ctx)
	if err != nil {
		return shopper{}, fmt.Errorf("address: %w", err)
	}
	token, err := b.a.Auth.Issue(ctx, c, id, auth.Client{IP: "127.0.0.1", UserAgent: "bench"})
	if err != nil {
		return shopper{}, err
	}
	s := shopper{id: id, token: token, addressID: strconv.Itoa(ad.ID)}
	if stock > 0 {
		s.goodsID, err = b.listed(ctx, kind, stock)
	}
	return s, err
}

// gql posts a query as token's member and decodes data into out; GraphQL
// errors and any status but 200 are errors.
func (b *checkoutBench) gql(token, query string, vars map[string]any, out any) error {
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, err := http.NewRequest(http.MethodPost, b.base+"/graphql", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Token", token)
	resp, err := b.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	var env struct {
		Data   json.RawMessage `json:"data"`
		Errors []struct{ Message string }
	}
	if err := json.NewDecoder(resp.Body).Decode(&env); err != nil || resp.StatusCode != http.StatusOK || len(env.Errors) > 0 {
		return fmt.Errorf("graphql: HTTP %d %v %+v", resp.StatusCode, err, env.Errors)
	}
	return json.Unmarshal(env.Data, out)
}

type userErrors []struct{ Field, Message string }

const createOrderQuery = `mutation($input: CreateOrderInput!) { createOrder(input: $input) {
	userErrors { field message } order { id } } }`

// createOrder places s's order of goodsID: the order's id, or the refusal.
func (b *checkoutBench) createOrder(s shopper, goodsID string) (id string, refused userErrors, err error) {
	var out struct {
		CreateOrder struct {
			UserErrors userErrors
			Order      *struct{ ID string }
		}
	}
	key := fmt.Sprintf("bench-%012d", b.seq.Add(1))
	in := map[string]any{"goodsID": goodsID, "quantity": 1, "addressID": s.addressID, "idempotencyKey": key}
	if err := b.gql(s.token, createOrderQuery, map[string]any{"input": in}, &out); err != nil {
		return "", nil, err
	}
	if out.CreateOrder.Order == nil {
		return "", out.CreateOrder.UserErrors, nil
	}
	return out.CreateOrder.Order.ID, nil, nil
}

// checkout is one buyer's whole checkout: the order, the Native prepay,
// 支付 on the simulator's scan page, and the wait until its signed
// notification has made the order PAID: the order's id.
func (b *checkoutBench) checkout(ctx context.Context, s shopper) (int, error) {
	id, refused, err := b.createOrder(s, s.goodsID)
	if err != nil || len(refused) > 0 {
		return 0, fmt.Errorf("createOrder: %v %+v", err, refused)
	}
	var pay struct {
		StartPayment struct {
			UserErrors userErrors
			Payment    *struct{ CodeURL string }
		}
	}
	if err := b.gql(s.token, `mutation($in: StartPaymentInput!) { startPayment(input: $in) { userErrors { field message } payment { codeURL } } }`,
		map[string]any{"in": map[string]any{"orderID": id, "channel": "PC"}}, &pay); err != nil || pay.StartPayment.Payment == nil {
		return 0, fmt.Errorf("startPayment: %v %+v", err, pay.StartPayment.UserErrors)
	}
	token := strings.TrimPrefix(pay.StartPayment.Payment.CodeURL, "weixin://wxpay/bizpayurl?pr=")
	resp, err := b.client.PostForm(b.base+wechatpay.SandboxPath+"/scan", url.Values{"pr": {token}, "action": {"pay"}})
	if err != nil {
		return 0, err
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return 0, fmt.Errorf("pay at the simulator: HTTP %d", resp.StatusCode)
	}
	oid, err := strconv.Atoi(id)
	if err != nil {
		return 0, err
	}
	return oid, until(fmt.Sprintf("order %d paid", oid), func() (bool, error) {
		return b.a.DB.Client.Order.Query().Where(order.ID(oid), order.StateEQ(order.StatePaid)).Exist(privacy.DecisionContext(ctx, privacy.Allow))
	})
}

// until polls done every 2 ms until it holds (or fails), for 10 s at most:
// what must follow a notification of the simulator.
func until(what string, done func() (bool, error)) error {
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(2 * time.Millisecond) {
		ok, err := done()
		if err != nil || ok {
			return err
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("not %s after 10 s", what)
		}
	}
}

// atOnce runs fn(0..n-1) in n goroutines released at the same instant and
// answers how long they took together.
func atOnce(n int, fn func(i int)) time.Duration {
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			fn(i)
		}()
	}
	t := time.Now()
	close(start)
	wg.Wait()
	return time.Since(t)
}

// percentile is the p-th of sorted latencies (0 for none).
func percentile(lat []time.Duration, p float64) time.Duration {
	if len(lat) == 0 {
		return 0
	}
	return lat[int(float64(len(lat)-1)*p)]
}

type contentionResult struct {
	Orders, Refusals, Errors int
	Refusal                  string
	p50, p99, round          time.Duration
}

// contention lets buyers buy one original at the same instant, rounds
// times (a new original each): each round must give one order and
// buyers-1 refusals.
func (b *checkoutBench) contention(ctx context.Context, buyers, rounds int) (contentionResult, error) {
	var res contentionResult
	people := make([]shopper, buyers)
	for i := range people {
		s, err := b.shopper(ctx, goods.KindOriginal, 0)
		if err != nil {
			return res, err
		}
		people[i] = s
	}
	var lat, took []time.Duration
	refusals := map[string]int{}
	for r := 0; r < rounds; r++ {
		gid, err := b.listed(ctx, goods.KindOriginal, 1)
		if err != nil {
			return res, err
		}
		var mu sync.Mutex
		took = append(took, atOnce(len(people), func(i int) {
			t := time.Now()
			id, refused, err := b.createOrder(people[i], gid)
			d := time.Since(t)
			mu.Lock()
			defer mu.Unlock()
			lat = append(lat, d)
			switch {
			case err != nil:
				res.Errors++
			case id != "":
				res.Orders++
			case len(refused) > 0:
				res.Refusals++
				refusals[refused[0].Message]++
			}
		}))
		g, _ := strconv.Atoi(gid)
		n, err := b.a.DB.Client.Order.Query().Where(order.GoodsID(g)).Count(privacy.DecisionContext(ctx, privacy.Allow))
		if err != nil || n != 1 {
			return res, fmt.Errorf("round %d: %d orders of the original in the database (%v)", r, n, err)
		}
	}
	for msg := range refusals {
		res.Refusal += msg
	}
	if len(refusals) > 1 {
		res.Refusal = fmt.Sprint(refusals)
	}
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	sort.Slice(took, func(i, j int) bool { return took[i] < took[j] })
	res.p50, res.p99, res.round = percentile(lat, 0.5), percentile(lat, 0.99), percentile(took, 0.5)
	return res, nil
}
