package wechatpay_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"artmarket/server/providers/wechatpay"
	"artmarket/server/providers/wechatpay/wechatpaysim"
)

// browser does not follow redirects: tests see each hop.
var browser = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

func (e *env) do(method, path string, form url.Values, contentType string, body string) (*http.Response, string) {
	e.t.Helper()
	var rd io.Reader = strings.NewReader(body)
	if form != nil {
		rd, contentType = strings.NewReader(form.Encode()), "application/x-www-form-urlencoded"
	}
	req, err := http.NewRequest(method, e.srv.URL+path, rd)
	if err != nil {
		e.t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	resp, err := browser.Do(req)
	if err != nil {
		e.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

// checkPage: a sandbox page under a strict CSP of its own, with no inline
// script or style, that says what it must.
func checkPage(t *testing.T, resp *http.Response, page string, wants ...string) {
	t.Helper()
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/html; charset=utf-8" {
		t.Fatalf("HTTP %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	csp := resp.Header.Get("Content-Security-Policy")
	for _, want := range []string{"default-src 'none'", "script-src 'none'", "style-src 'self'", "frame-ancestors 'none'"} {
		if !strings.Contains(csp, want) {
			t.Errorf("CSP %q lacks %q", csp, want)
		}
	}
	if strings.Contains(page, " style=") || regexp.MustCompile(`<script|<style|javascript:| on[a-z]+=`).MatchString(page) {
		t.Errorf("page has inline styles or scripts:\n%s", page)
	}
	for _, w := range append(wants, wechatpay.SandboxPath+"/static/pay.css") {
		if !strings.Contains(page, w) {
			t.Errorf("page lacks %q:\n%s", w, page)
		}
	}
}

// TestScanPage: the Native code_url's token opens "what the phone shows":
// 支付, 延迟支付, 取消; paying there pays and notifies.
func TestScanPage(t *testing.T) {
	e := newEnv(t, nil)
	no := outNo()
	res := e.prepay(wechatpay.TradeNative, no, 1288_50)
	token := strings.TrimPrefix(res.CodeURL, "weixin://wxpay/bizpayurl?pr=")
	if got := e.client.SandboxScanURL(res.CodeURL); got != wechatpay.SandboxPath+"/scan?pr="+token {
		t.Errorf("SandboxScanURL = %q", got)
	}
	resp, page := e.do("GET", e.client.SandboxScanURL(res.CodeURL), nil, "", "")
	checkPage(t, resp, page, "¥1288.50", "艺术市场-作品 山水", ">支付<", ">延迟支付<", ">取消<", `name="pr" value="`+token+`"`)

	resp, page = e.do("POST", wechatpay.SandboxPath+"/scan", url.Values{"pr": {token}, "action": {"cancel"}}, "", "")
	if resp.StatusCode != 200 || !strings.Contains(page, "已取消支付") {
		t.Fatalf("cancel: HTTP %d %s", resp.StatusCode, page)
	}
	if st, _ := e.sim.Order(no); st.TradeState != "NOTPAY" {
		t.Fatalf("after cancel: %s", st.TradeState)
	}
	resp, page = e.do("POST", wechatpay.SandboxPath+"/scan", url.Values{"pr": {token}, "action": {"pay"}}, "", "")
	if resp.StatusCode != 200 || !strings.Contains(page, "支付成功") {
		t.Fatalf("pay: HTTP %d %s", resp.StatusCode, page)
	}
	if got := e.waitReceived(1)[0]; got.err != nil || got.n.Transaction.OutTradeNo != no {
		t.Errorf("notification after paying on the page: %+v %v", got.n, got.err)
	}
	// Paid: the page shows the state and no buttons; paying again is refused.
	resp, page = e.do("GET", wechatpay.SandboxPath+"/scan?pr="+token, nil, "", "")
	checkPage(t, resp, page, "支付成功")
	if strings.Contains(page, ">支付<") {
		t.Error("a paid attempt still offers 支付")
	}
	if resp, _ := e.do("POST", wechatpay.SandboxPath+"/scan", url.Values{"pr": {token}, "action": {"pay"}}, "", ""); resp.StatusCode != http.StatusConflict {
		t.Errorf("paying twice: HTTP %d", resp.StatusCode)
	}
	if resp, _ := e.do("GET", wechatpay.SandboxPath+"/scan?pr=nosuchtoken", nil, "", ""); resp.StatusCode != 404 {
		t.Errorf("unknown token: HTTP %d", resp.StatusCode)
	}
}

// TestH5Page: h5_url plus the caller's redirect_url; paying or cancelling
// sends the browser back there (303), and the form may go there (CSP).
func TestH5Page(t *testing.T) {
	e := newEnv(t, nil)
	for _, action := range []string{"cancel", "pay"} {
		no := outNo()
		res := e.prepay(wechatpay.TradeH5, no, 100)
		back := "https://art.example.cn/wechat-pay-callback?order=7"
		resp, page := e.do("GET", res.H5URL+"&redirect_url="+url.QueryEscape(back), nil, "", "")
		checkPage(t, resp, page, ">支付<", ">取消<", `name="redirect_url"`)
		if csp := resp.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "form-action 'self' https://art.example.cn") {
			t.Errorf("CSP %q does not let the form's redirect reach the merchant", csp)
		}
		token := strings.TrimPrefix(res.H5URL, wechatpay.SandboxPath+"/h5?prepay=")
		resp, _ = e.do("POST", wechatpay.SandboxPath+"/h5", url.Values{"prepay": {token}, "redirect_url": {back}, "action": {action}}, "", "")
		if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != back {
			t.Fatalf("%s: HTTP %d to %q", action, resp.StatusCode, resp.Header.Get("Location"))
		}
		want := map[string]string{"cancel": "NOTPAY", "pay": "SUCCESS"}[action]
		if st, _ := e.sim.Order(no); st.TradeState != want {
			t.Errorf("%s: %s, want %s", action, st.TradeState, want)
		}
	}
	res := e.prepay(wechatpay.TradeH5, outNo(), 100)
	for _, bad := range []string{"", "javascript:alert(1)", "//evil.example/x"} {
		if resp, _ := e.do("GET", res.H5URL+"&redirect_url="+url.QueryEscape(bad), nil, "", ""); resp.StatusCode != http.StatusBadRequest {
			t.Errorf("redirect_url %q: HTTP %d, want 400", bad, resp.StatusCode)
		}
	}
}

// TestBridgeVerifiesPaySign: the bridge's endpoints accept the params
// JSAPIParams signed, refuse any altered field or another key's paySign,
// and pay on the sheet's 支付.
func TestBridgeVerifiesPaySign(t *testing.T) {
	e := newEnv(t, nil)
	resp, js := e.do("GET", wechatpay.SandboxPath+"/bridge.js", nil, "", "")
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/javascript") ||
		!strings.Contains(js, `var BASE = "`+wechatpay.SandboxPath+`"`) || !strings.Contains(js, "getBrandWCPayRequest") ||
		!strings.Contains(js, "WeixinJSBridgeReady") || strings.Contains(js, ".style") || strings.Contains(js, "innerHTML") {
		t.Fatalf("bridge.js: HTTP %d\n%s", resp.StatusCode, js)
	}
	if e.cfg.BridgeScriptURL != wechatpay.SandboxPath+"/bridge.js" {
		t.Errorf("BridgeScriptURL = %q", e.cfg.BridgeScriptURL)
	}

	no := outNo()
	res := e.prepay(wechatpay.TradeJSAPI, no, 66_00)
	p, err := e.client.JSAPIParams(res.PrepayID)
	if err != nil {
		t.Fatal(err)
	}
	if p.AppID != e.cfg.AppID || p.Package != "prepay_id="+res.PrepayID || p.SignType != "RSA" || p.NonceStr == "" || p.PaySign == "" {
		t.Fatalf("params = %+v", p)
	}
	post := func(path string, p wechatpay.JSAPIParams) (int, map[string]any) {
		b, _ := json.Marshal(p)
		resp, body := e.do("POST", wechatpay.SandboxPath+path, nil, "application/json", string(b))
		var out map[string]any
		_ = json.Unmarshal([]byte(body), &out)
		return resp.StatusCode, out
	}
	if status, out := post("/jsapi/verify", p); status != 200 || out["ok"] != true || out["amount"] != "66.00" {
		t.Fatalf("verify genuine params: HTTP %d %v", status, out)
	}
	other, err := wechatpay.GenerateSandboxKeys()
	if err != nil {
		t.Fatal(err)
	}
	cfg := e.cfg
	cfg.MerchantKey = other.Merchant
	forger, _ := wechatpay.New(cfg)
	forged, _ := forger.JSAPIParams(res.PrepayID)
	for name, q := range map[string]wechatpay.JSAPIParams{
		"another key's paySign": forged,
		"another nonce":         func() wechatpay.JSAPIParams { q := p; q.NonceStr += "x"; return q }(),
		"another package":       func() wechatpay.JSAPIParams { q := p; q.Package = "prepay_id=wx1"; return q }(),
		"another appId":         func() wechatpay.JSAPIParams { q := p; q.AppID = "wx_other"; return q }(),
		"stale timeStamp":       func() wechatpay.JSAPIParams { q := p; q.TimeStamp = "1000000000"; return q }(),
	} {
		for _, path := range []string{"/jsapi/verify", "/jsapi/pay"} {
			if status, out := post(path, q); status != 400 || out["ok"] != false || out["err_desc"] == "" {
				t.Errorf("%s %s: HTTP %d %v, want 400", name, path, status, out)
			}
		}
	}
	if st, _ := e.sim.Order(no); st.TradeState != "NOTPAY" {
		t.Fatalf("a refused bridge call paid: %s", st.TradeState)
	}
	if status, out := post("/jsapi/pay", p); status != 200 || out["ok"] != true {
		t.Fatalf("pay: HTTP %d %v", status, out)
	}
	if got := e.waitReceived(1)[0]; got.err != nil || got.n.Transaction.PayerOpenID != "o_buyer_openid" {
		t.Errorf("notification after the bridge: %+v %v", got.n, got.err)
	}
	if status, _ := post("/jsapi/verify", p); status != http.StatusConflict {
		t.Errorf("verify a paid prepay: HTTP %d, want 409", status)
	}
}

// TestKnobsOverHTTP: what Playwright drives: pay without notifying, post a
// spoilt notification, fail the next calls, read the state.
func TestKnobsOverHTTP(t *testing.T) {
	e := newEnv(t, nil)
	no := outNo()
	e.prepay(wechatpay.TradeNative, no, 100)
	knob := func(method, path string) (int, map[string]any) {
		resp, body := e.do(method, wechatpay.SandboxPath+path, nil, "", "")
		var out map[string]any
		_ = json.Unmarshal([]byte(body), &out)
		return resp.StatusCode, out
	}
	if status, out := knob("POST", "/api/pay?notify=none&out_trade_no="+no); status != 200 || out["transaction_id"] == "" {
		t.Fatalf("pay: %d %v", status, out)
	}
	if status, out := knob("GET", "/api/order?out_trade_no="+no); status != 200 || out["TradeState"] != "SUCCESS" {
		t.Fatalf("order: %d %v", status, out)
	}
	if status, out := knob("POST", "/api/notify?tamper=stale&out_trade_no="+no); status != 200 || out["status"] != float64(401) {
		t.Errorf("stale notification: %d %v, want the endpoint's 401", status, out)
	}
	if status, out := knob("POST", "/api/notify?tamper=wrong_amount&out_trade_no="+no); status != 200 || out["status"] != float64(204) {
		t.Errorf("wrong amount: %d %v, want the endpoint's 204", status, out)
	}
	if status, _ := knob("POST", "/api/notify?tamper=bogus&out_trade_no="+no); status != 400 {
		t.Errorf("unknown tamper: %d", status)
	}
	if status, _ := knob("POST", "/api/pay?out_trade_no=NOSUCH0001"); status != 404 {
		t.Errorf("pay unknown: %d", status)
	}
	if status, _ := knob("POST", "/api/fail?n=2"); status != 200 {
		t.Fatalf("fail: %d", status)
	}
	for i := 0; i < 2; i++ {
		if _, err := e.client.Query(ctx, no); err == nil {
			t.Errorf("call %d after /api/fail?n=2 succeeded", i+1)
		}
	}
	if _, err := e.client.Query(ctx, no); err != nil {
		t.Errorf("the third call: %v", err)
	}
	if status, _ := knob("POST", "/api/forge-answers?n=1"); status != 200 {
		t.Fatalf("forge-answers: %d", status)
	}
	if _, err := e.client.Query(ctx, no); err == nil {
		t.Error("a forged answer was believed")
	}
	resp, body := e.do("GET", wechatpay.SandboxPath+"/api/deliveries", nil, "", "")
	var ds []wechatpaysim.Delivery
	if resp.StatusCode != 200 || json.Unmarshal([]byte(body), &ds) != nil || len(ds) != 2 || ds[0].Tamper != wechatpaysim.Stale || ds[0].Status != 401 {
		t.Errorf("deliveries: %d %s", resp.StatusCode, body)
	}
}
