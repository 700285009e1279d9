package payapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"artmarket/server/platform/cache"
	"artmarket/server/platform/ratelimit"
	"artmarket/server/providers/wechatpay"
	"artmarket/server/providers/wechatpay/wechatpaysim"
	"artmarket/server/web/api"
	"artmarket/server/web/payapi"
)

// sink records what it was given and answers err.
type sink struct {
	mu  sync.Mutex
	got []wechatpay.Notification
	err error
}

func (s *sink) Apply(_ context.Context, n wechatpay.Notification) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.got = append(s.got, n)
	return s.err
}

func (s *sink) count() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.got)
}

type env struct {
	sim    *wechatpaysim.Sim
	client *wechatpay.Client
	h      *payapi.Handler
	url    string
	logs   *bytes.Buffer
}

var keys = sync.OnceValues(wechatpay.GenerateSandboxKeys)

// newEnv: the simulator, our client pointed at it, and the endpoint on an
// API router, on httptest servers; the simulator posts its notifications
// to the endpoint.
func newEnv(t *testing.T, s payapi.Sink) *env {
	t.Helper()
	k, err := keys()
	if err != nil {
		t.Fatal(err)
	}
	e := &env{logs: &bytes.Buffer{}}
	e.h = &payapi.Handler{Sink: s, Log: slog.New(slog.NewTextHandler(e.logs, nil))}
	r := api.NewRouter()
	e.h.Register(r)
	site := httptest.NewServer(r)
	t.Cleanup(site.Close)
	e.url = site.URL + payapi.Path

	opts := wechatpaysim.SandboxOptions(k, wechatpay.SandboxConfig(k, "http://sim.invalid", ""))
	opts.RetryIntervals = []time.Duration{10 * time.Millisecond, 10 * time.Millisecond, 10 * time.Millisecond}
	opts.Log = slog.New(slog.NewTextHandler(io.Discard, nil))
	e.sim = wechatpaysim.New(opts)
	simSrv := httptest.NewServer(e.sim.Handler())
	t.Cleanup(func() { simSrv.Close(); e.sim.Close() })
	cfg := wechatpay.SandboxConfig(k, simSrv.URL, "")
	cfg.NotifyURL = e.url
	if e.client, err = wechatpay.New(cfg); err != nil {
		t.Fatal(err)
	}
	e.h.Parser = e.client
	return e
}

// paid makes a Native attempt and pays it without notifying.
func (e *env) paid(t *testing.T, no string) {
	t.Helper()
	if _, err := e.client.Prepay(context.Background(), wechatpay.PrepayRequest{
		TradeType: wechatpay.TradeNative, OutTradeNo: no, Description: "作品", AmountFen: 100, ExpireAt: time.Now().Add(time.Hour),
	}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.sim.Pay(no, wechatpaysim.NotifyNone); err != nil {
		t.Fatal(err)
	}
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); !cond(); {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestNotifyAnswers: verified and applied → 204; forged, stale, wrong
// serial, tampered → 401 FAIL with the Sink untouched and one warning
// without the body; the Sink failing → 500, and WeChat Pay's retries reach
// it again.
func TestNotifyAnswers(t *testing.T) {
	s := &sink{}
	e := newEnv(t, s)
	e.paid(t, "PAYAPI00001")
	ctx := context.Background()
	for _, tamper := range []wechatpaysim.Tamper{wechatpaysim.Forged, wechatpaysim.Stale, wechatpaysim.WrongSerial, wechatpaysim.Tampered} {
		e.logs.Reset()
		if status, err := e.sim.Notify(ctx, "PAYAPI00001", tamper, false); err != nil || status != http.StatusUnauthorized {
			t.Errorf("%s: HTTP %d %v, want 401", tamper, status, err)
		}
		log := e.logs.String()
		if strings.Count(log, "level=WARN") != 1 || !strings.Contains(log, "notification refused") || strings.Contains(log, "ciphertext") {
			t.Errorf("%s: log = %q, want one warning with the reason and no body", tamper, log)
		}
	}
	if s.count() != 0 {
		t.Fatalf("the Sink got %d unverified notifications", s.count())
	}
	if status, err := e.sim.Notify(ctx, "PAYAPI00001", wechatpaysim.Genuine, false); err != nil || status != http.StatusNoContent {
		t.Fatalf("genuine: HTTP %d %v, want 204", status, err)
	}
	if s.count() != 1 || s.got[0].Transaction == nil || s.got[0].Transaction.OutTradeNo != "PAYAPI00001" {
		t.Fatalf("the Sink got %+v", s.got)
	}

	// The Sink fails twice, then succeeds: WeChat Pay's retries get there.
	s.mu.Lock()
	s.got, s.err = nil, errors.New("database down")
	s.mu.Unlock()
	e.paid(t, "PAYAPI00002")
	if status, _ := e.sim.Notify(ctx, "PAYAPI00002", wechatpaysim.Genuine, false); status != http.StatusInternalServerError {
		t.Fatalf("Sink error: HTTP %d, want 500", status)
	}
	// A fresh payment notified with retries: first answer 500, then 204.
	s.mu.Lock()
	s.err = errors.New("busy")
	s.mu.Unlock()
	if _, err := e.client.Prepay(ctx, wechatpay.PrepayRequest{TradeType: wechatpay.TradeNative, OutTradeNo: "PAYAPI00003", Description: "作品",
		AmountFen: 100, ExpireAt: time.Now().Add(time.Hour)}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.sim.Pay("PAYAPI00003", wechatpaysim.NotifyNow); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the first attempt", func() bool { return s.count() >= 2 })
	s.mu.Lock()
	s.err = nil
	s.mu.Unlock()
	waitFor(t, "a 204", func() bool {
		ds := e.sim.Deliveries()
		return len(ds) > 0 && ds[len(ds)-1].Status == http.StatusNoContent && ds[len(ds)-1].OutTradeNo == "PAYAPI00003"
	})
	for _, d := range e.sim.Deliveries() {
		if d.OutTradeNo == "PAYAPI00003" && d.Attempt == 1 && d.Status != http.StatusInternalServerError {
			t.Errorf("first attempt answered %d, want 500", d.Status)
		}
	}
}

// TestNotifyWithoutSink: verified but no Sink wired → 500 so WeChat Pay
// retries; payments off → 500 too; a body over the limit → 413.
func TestNotifyWithoutSink(t *testing.T) {
	e := newEnv(t, nil)
	e.paid(t, "PAYAPI00004")
	if status, _ := e.sim.Notify(context.Background(), "PAYAPI00004", wechatpaysim.Genuine, false); status != http.StatusInternalServerError {
		t.Errorf("no Sink: HTTP %d, want 500", status)
	}
	e.h.Parser = nil
	resp, body := post(t, e.url, `{}`)
	if resp.StatusCode != http.StatusInternalServerError || body["code"] != "FAIL" {
		t.Errorf("payments off: HTTP %d %v", resp.StatusCode, body)
	}
	e.h.Parser = e.client
	resp, _ = post(t, e.url, strings.Repeat("x", wechatpay.MaxNotificationBytes+1))
	if resp.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("huge body: HTTP %d, want 413", resp.StatusCode)
	}
	resp, body = post(t, e.url, `{"id":"x"}`)
	if resp.StatusCode != http.StatusUnauthorized || body["code"] != "FAIL" || body["message"] != payapi.MsgUnverified {
		t.Errorf("unsigned: HTTP %d %v", resp.StatusCode, body)
	}
}

// TestNotifyRateLimited: past PerMinute from one address, 429.
func TestNotifyRateLimited(t *testing.T) {
	e := newEnv(t, &sink{})
	c := cache.NewMemory()
	t.Cleanup(func() { _ = c.Close() })
	lim := &ratelimit.Limiter{Cache: c, Now: func() time.Time { return time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC) }}
	e.h.Admit = func(r *http.Request) bool {
		res, err := lim.Allow(r.Context(), "203.0.113.9", payapi.PerMinute, time.Minute)
		return err == nil && res.Allowed
	}
	for i := 0; i < payapi.PerMinute; i++ {
		if resp, _ := post(t, e.url, `{}`); resp.StatusCode != http.StatusUnauthorized {
			t.Fatalf("request %d: HTTP %d", i+1, resp.StatusCode)
		}
	}
	if resp, body := post(t, e.url, `{}`); resp.StatusCode != http.StatusTooManyRequests || body["code"] != "FAIL" {
		t.Errorf("past the limit: HTTP %d %v", resp.StatusCode, body)
	}
}

func post(t *testing.T, url, body string) (*http.Response, map[string]string) {
	t.Helper()
	resp, err := http.Post(url, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]string
	_ = json.NewDecoder(resp.Body).Decode(&out)
	return resp, out
}
