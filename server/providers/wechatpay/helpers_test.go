package wechatpay_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"artmarket/server/platform/clocktest"
	"artmarket/server/providers/wechatpay"
	"artmarket/server/providers/wechatpay/wechatpaysim"
)

// RSA-2048 keys take a while to make: one set for the whole test binary.
var (
	keysOnce sync.Once
	keys     wechatpay.SandboxKeys
	keysErr  error
)

func sandboxKeys(t *testing.T) wechatpay.SandboxKeys {
	t.Helper()
	keysOnce.Do(func() { keys, keysErr = wechatpay.GenerateSandboxKeys() })
	if keysErr != nil {
		t.Fatal(keysErr)
	}
	return keys
}

// received is what the notification endpoint of a test got.
type received struct {
	n   wechatpay.Notification
	err error
}

// env is the simulator on an httptest server, our SDK client pointed at
// it, and a notify endpoint that parses with the client.
type env struct {
	t      *testing.T
	sim    *wechatpaysim.Sim
	srv    *httptest.Server
	client *wechatpay.Client
	clock  *clocktest.Clock
	cfg    wechatpay.Config

	mu     sync.Mutex
	got    []received
	answer func(n int) int // the endpoint's status for the n-th request (from 1)
	gotCh  chan struct{}
}

func newEnv(t *testing.T, mod func(*wechatpaysim.Options)) *env {
	t.Helper()
	k := sandboxKeys(t)
	e := &env{t: t, clock: clocktest.New(time.Now().UTC().Truncate(time.Second)), gotCh: make(chan struct{}, 100)}
	notifySrv := httptest.NewServer(http.HandlerFunc(e.notifyEndpoint))
	t.Cleanup(notifySrv.Close)

	e.cfg = wechatpay.SandboxConfig(k, "http://sim.invalid", "")
	opts := wechatpaysim.SandboxOptions(k, e.cfg)
	opts.RetryIntervals = []time.Duration{10 * time.Millisecond, 20 * time.Millisecond, 30 * time.Millisecond}
	opts.RefundDelay, opts.LateDelay, opts.NotifyTimeout = 10*time.Millisecond, 200*time.Millisecond, 10*time.Second
	opts.Now, opts.Log = e.clock.Now, slog.New(slog.NewTextHandler(io.Discard, nil))
	if mod != nil {
		mod(&opts)
	}
	e.sim = wechatpaysim.New(opts)
	e.srv = httptest.NewServer(e.sim.Handler())
	t.Cleanup(func() { e.srv.Close(); e.sim.Close() })

	e.cfg = wechatpay.SandboxConfig(k, e.srv.URL, "")
	e.cfg.NotifyURL = notifySrv.URL + wechatpay.NotifyPath
	e.cfg.Timeout = 10 * time.Second
	var err error
	if e.client, err = wechatpay.New(e.cfg, wechatpay.WithClock(e.clock.Now)); err != nil {
		t.Fatal(err)
	}
	return e
}

func (e *env) notifyEndpoint(w http.ResponseWriter, r *http.Request) {
	n, err := e.client.ParseNotification(r)
	e.mu.Lock()
	e.got = append(e.got, received{n, err})
	count := len(e.got)
	answer := e.answer
	e.mu.Unlock()
	e.gotCh <- struct{}{}
	switch {
	case err != nil:
		w.WriteHeader(http.StatusUnauthorized)
	case answer != nil:
		w.WriteHeader(answer(count))
	default:
		w.WriteHeader(http.StatusNoContent)
	}
}

// waitReceived waits until the endpoint got n requests in all.
func (e *env) waitReceived(n int) []received {
	e.t.Helper()
	deadline := time.After(15 * time.Second)
	for {
		e.mu.Lock()
		got := append([]received(nil), e.got...)
		e.mu.Unlock()
		if len(got) >= n {
			return got
		}
		select {
		case <-e.gotCh:
		case <-deadline:
			e.t.Fatalf("the endpoint got %d notifications, want %d", len(got), n)
		}
	}
}

func (e *env) received() []received {
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]received(nil), e.got...)
}

var seq atomic.Int64

// outNo is a fresh out_trade_no.
func outNo() string { return fmt.Sprintf("T%d%04d", time.Now().Unix(), seq.Add(1)) }

// prepay makes an attempt of kind for fen, expiring in 30 minutes.
func (e *env) prepay(kind wechatpay.TradeType, no string, fen int64) wechatpay.PrepayResult {
	e.t.Helper()
	res, err := e.client.Prepay(context.Background(), wechatpay.PrepayRequest{
		TradeType: kind, OutTradeNo: no, Description: "艺术市场-作品 山水", AmountFen: fen,
		ExpireAt: e.clock.Now().Add(30 * time.Minute), OpenID: "o_buyer_openid", ClientIP: "203.0.113.9",
	})
	if err != nil {
		e.t.Fatalf("prepay %s: %v", kind, err)
	}
	return res
}

func isOnly(err, target error, others ...error) bool {
	if !errors.Is(err, target) {
		return false
	}
	for _, o := range others {
		if errors.Is(err, o) {
			return false
		}
	}
	return true
}
