package app

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"artmarket/server/providers/wechat"
	"artmarket/server/providers/wechatpay"
	"artmarket/server/web/sandboxweb"
)

type recordingSink struct {
	mu  sync.Mutex
	got []wechatpay.Notification
}

func (s *recordingSink) Apply(_ context.Context, n wechatpay.Notification) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.got = append(s.got, n)
	return nil
}

func (s *recordingSink) count() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.got)
}

// TestWeChatPayInSandbox: the sandbox server has a WeChat Pay client on
// its own simulator (the official account's appid, the bridge script); a
// Native payment through the front door — prepay over HTTP, the payer page
// under the simulator's own CSP, 支付 — reaches the notify endpoint, which
// verifies it and hands it to the PaySink.
func TestWeChatPayInSandbox(t *testing.T) {
	a := authTestApp(t, true)
	if a.Pay == nil || a.PaySim == nil {
		t.Fatal("sandbox: no WeChat Pay client or simulator")
	}
	pcfg := a.Pay.Config()
	if !pcfg.Sandbox || pcfg.AppID != wechat.SandboxMPAppID || pcfg.BridgeScriptURL != wechatpay.SandboxPath+"/bridge.js" ||
		!strings.HasSuffix(pcfg.NotifyURL, wechatpay.NotifyPath) {
		t.Fatalf("sandbox config = %+v", pcfg)
	}
	sink := &recordingSink{}
	a.PaySink = sink
	srv := httptest.NewServer(a.Handler)
	t.Cleanup(srv.Close)
	pcfg.APIBase, pcfg.NotifyURL = srv.URL+wechatpay.SandboxPath, srv.URL+wechatpay.NotifyPath
	client, err := wechatpay.New(pcfg)
	if err != nil {
		t.Fatal(err)
	}
	res, err := client.Prepay(context.Background(), wechatpay.PrepayRequest{
		TradeType: wechatpay.TradeNative, OutTradeNo: "APPTEST0001", Description: "作品", AmountFen: 100, ExpireAt: time.Now().Add(time.Hour),
	})
	if err != nil {
		t.Fatal(err)
	}
	token := strings.TrimPrefix(res.CodeURL, "weixin://wxpay/bizpayurl?pr=")
	resp, err := http.Get(srv.URL + wechatpay.SandboxPath + "/scan?pr=" + token)
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(resp.Header.Get("Content-Security-Policy"), "script-src 'none'") || !strings.Contains(string(page), "支付") {
		t.Fatalf("scan page: HTTP %d, CSP %q", resp.StatusCode, resp.Header.Get("Content-Security-Policy"))
	}
	resp, err = http.PostForm(srv.URL+wechatpay.SandboxPath+"/scan", url.Values{"pr": {token}, "action": {"pay"}})
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("pay: %v %v", resp, err)
	}
	resp.Body.Close()
	for deadline := time.Now().Add(5 * time.Second); sink.count() == 0; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the notification never reached the PaySink")
		}
	}
	if n := sink.got[0]; n.Transaction == nil || n.Transaction.OutTradeNo != "APPTEST0001" || n.Transaction.TotalFen != 100 {
		t.Errorf("PaySink got %+v", n)
	}
	resp, err = http.Get(srv.URL + pcfg.BridgeScriptURL)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("bridge.js: %v %v", resp, err)
	}
	resp.Body.Close()
}

// TestNotifyWithoutPayments: without the sandbox and credentials there is
// no client and no simulator; the endpoint answers 500 FAIL (a notification
// is retried by WeChat Pay, never taken as applied), and no PaySink → 500.
func TestNotifyWithoutPayments(t *testing.T) {
	a := authTestApp(t, false)
	if a.Pay != nil || a.PaySim != nil {
		t.Fatal("payments on without credentials or the sandbox")
	}
	for _, p := range []string{"/_sandbox/wechatpay/bridge.js", "/_sandbox/wechatpay/scan?pr=x"} {
		if rec := get(t, a.Handler, p); strings.Contains(rec.Body.String(), "WeixinJSBridge") || strings.Contains(rec.Body.String(), "微信支付") {
			t.Errorf("%s answers without sandbox mode: %d", p, rec.Code)
		}
	}
	req := httptest.NewRequest("POST", wechatpay.NotifyPath, strings.NewReader(`{}`))
	rec := httptest.NewRecorder()
	a.Handler.ServeHTTP(rec, req)
	if rec.Code != 500 || !strings.Contains(rec.Body.String(), `"code":"FAIL"`) {
		t.Errorf("notify without payments: %d %s", rec.Code, rec.Body.String())
	}
	if err := (paySink{a}).Apply(context.Background(), wechatpay.Notification{}); err == nil || errors.Is(err, context.Canceled) {
		t.Errorf("no PaySink: %v, want an error", err)
	}
}

// TestOrderExpireControlOnlyInSandbox: the control that runs an order's
// auto-cancel at the end of its hold (browser tests) answers in sandbox
// mode only; the production configuration does not mount it.
func TestOrderExpireControlOnlyInSandbox(t *testing.T) {
	post := func(a *App, number string) *httptest.ResponseRecorder {
		req := httptest.NewRequest("POST", strings.Replace(sandboxweb.ExpirePath, "{number}", number, 1), nil)
		rec := httptest.NewRecorder()
		a.Handler.ServeHTTP(rec, req)
		return rec
	}
	sandbox := authTestApp(t, true)
	if rec := post(sandbox, "424242"); rec.Code != 200 || !strings.Contains(rec.Body.String(), `"cancelled":false`) {
		t.Fatalf("sandbox, an unknown order: %d %s", rec.Code, rec.Body.String())
	}
	if rec := post(sandbox, "x"); rec.Code != 404 {
		t.Fatalf("sandbox, a malformed number: %d %s", rec.Code, rec.Body.String())
	}
	prod := authTestApp(t, false)
	if rec := post(prod, "424242"); rec.Code == 200 || strings.Contains(rec.Body.String(), "cancelled") {
		t.Fatalf("production answers the control: %d %s", rec.Code, rec.Body.String())
	}
}

// TestBillPlantOnlyInSandbox: the control that plants a difference in a
// day's bill (reconciliation's browser tests) answers in sandbox mode and
// is not mounted in production.
func TestBillPlantOnlyInSandbox(t *testing.T) {
	plant := func(a *App) *httptest.ResponseRecorder {
		body := `{"date":"2026-11-28","action":"drop","out_trade_no":"T0000001"}`
		req := httptest.NewRequest("POST", wechatpay.SandboxPath+"/api/bill-plant", strings.NewReader(body))
		rec := httptest.NewRecorder()
		a.Handler.ServeHTTP(rec, req)
		return rec
	}
	if rec := plant(authTestApp(t, true)); rec.Code != 200 || !strings.Contains(rec.Body.String(), `"action":"drop"`) {
		t.Fatalf("sandbox: %d %s", rec.Code, rec.Body.String())
	}
	if rec := plant(authTestApp(t, false)); rec.Code == 200 || strings.Contains(rec.Body.String(), `"action"`) {
		t.Errorf("production answers the bill plant: %d %s", rec.Code, rec.Body.String())
	}
}
