package wechatpay_test

import (
	"context"
	"crypto"
	"crypto/rsa"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"artmarket/server/providers/wechatpay"
	"artmarket/server/providers/wechatpay/wechatpaysim"
)

var ctx = context.Background()

// TestPrepayQueryCloseEachKind walks each trade type over HTTP through the
// SDK: prepay, query NOTPAY, pay at the simulator, query SUCCESS; then
// close answers ErrAlreadyPaid. Another attempt is closed (twice: closing a
// closed one succeeds) and queries CLOSED.
func TestPrepayQueryCloseEachKind(t *testing.T) {
	e := newEnv(t, nil)
	for _, kind := range []wechatpay.TradeType{wechatpay.TradeJSAPI, wechatpay.TradeH5, wechatpay.TradeNative} {
		t.Run(string(kind), func(t *testing.T) {
			no := outNo()
			res := e.prepay(kind, no, 1288_00)
			switch kind {
			case wechatpay.TradeJSAPI:
				if !strings.HasPrefix(res.PrepayID, "wx") || res.H5URL != "" || res.CodeURL != "" {
					t.Fatalf("JSAPI prepay = %+v", res)
				}
			case wechatpay.TradeH5:
				if !strings.HasPrefix(res.H5URL, wechatpay.SandboxPath+"/h5?prepay=") || res.PrepayID != "" {
					t.Fatalf("H5 prepay = %+v", res)
				}
			case wechatpay.TradeNative:
				if !strings.HasPrefix(res.CodeURL, "weixin://wxpay/bizpayurl?pr=") {
					t.Fatalf("Native prepay = %+v", res)
				}
			}
			// The same request again (a retry) gives the same attempt.
			if again := e.prepay(kind, no, 1288_00); again != res {
				t.Errorf("prepay retried = %+v, want %+v", again, res)
			}
			tx, err := e.client.Query(ctx, no)
			if err != nil || tx.TradeState != wechatpay.StateNotPay || tx.TotalFen != 1288_00 || tx.TransactionID != "" {
				t.Fatalf("query before paying = %+v, %v", tx, err)
			}
			if _, err := e.sim.Pay(no, wechatpaysim.NotifyNone); err != nil {
				t.Fatal(err)
			}
			tx, err = e.client.Query(ctx, no)
			if err != nil {
				t.Fatal(err)
			}
			if tx.TradeState != wechatpay.StateSuccess || tx.TransactionID == "" || tx.TradeType != kind || tx.TotalFen != 1288_00 ||
				tx.PayerTotalFen != 1288_00 || tx.Currency != "CNY" || tx.AppID != e.cfg.AppID || tx.MchID != e.cfg.MchID ||
				tx.OutTradeNo != no || tx.SuccessTime.IsZero() || tx.SuccessTime.Location() != time.UTC || tx.PayerOpenID == "" {
				t.Fatalf("query after paying = %+v", tx)
			}
			if kind == wechatpay.TradeJSAPI && tx.PayerOpenID != "o_buyer_openid" {
				t.Errorf("JSAPI payer = %q, want the prepay's openid", tx.PayerOpenID)
			}
			if err := e.client.Close(ctx, no); !errors.Is(err, wechatpay.ErrAlreadyPaid) {
				t.Errorf("close a paid attempt = %v, want ErrAlreadyPaid", err)
			}
			if _, err := e.client.Prepay(ctx, wechatpay.PrepayRequest{TradeType: kind, OutTradeNo: no, Description: "x", AmountFen: 1,
				OpenID: "o", ClientIP: "203.0.113.9"}); !errors.Is(err, wechatpay.ErrAlreadyPaid) {
				t.Errorf("prepay a paid out_trade_no = %v, want ErrAlreadyPaid", err)
			}

			other := outNo()
			e.prepay(kind, other, 500)
			for i := 0; i < 2; i++ {
				if err := e.client.Close(ctx, other); err != nil {
					t.Fatalf("close #%d: %v", i+1, err)
				}
			}
			if tx, err := e.client.Query(ctx, other); err != nil || tx.TradeState != wechatpay.StateClosed {
				t.Errorf("query closed = %+v, %v", tx, err)
			}
			if _, err := e.sim.Pay(other, wechatpaysim.NotifyNow); !errors.Is(err, wechatpaysim.ErrNotPayable) {
				t.Errorf("pay a closed attempt = %v, want ErrNotPayable", err)
			}
		})
	}
	if _, err := e.client.Query(ctx, "NOSUCHORDER01"); !isOnly(err, wechatpay.ErrNotFound, wechatpay.ErrUnavailable) {
		t.Errorf("query unknown = %v, want ErrNotFound", err)
	}
	if err := e.client.Close(ctx, "NOSUCHORDER01"); !errors.Is(err, wechatpay.ErrNotFound) {
		t.Errorf("close unknown = %v, want ErrNotFound", err)
	}
}

// TestPrepayRefusals: the simulator refuses what WeChat Pay refuses, with
// its codes; the client says which.
func TestPrepayRefusals(t *testing.T) {
	e := newEnv(t, nil)
	base := wechatpay.PrepayRequest{TradeType: wechatpay.TradeNative, Description: "作品", AmountFen: 100, ExpireAt: e.clock.Now().Add(time.Hour)}
	for name, c := range map[string]struct {
		mod  func(*wechatpay.PrepayRequest)
		code string
	}{
		"short out_trade_no":   {func(r *wechatpay.PrepayRequest) { r.OutTradeNo = "ab" }, "PARAM_ERROR"},
		"zero amount":          {func(r *wechatpay.PrepayRequest) { r.AmountFen = 0 }, "PARAM_ERROR"},
		"no description":       {func(r *wechatpay.PrepayRequest) { r.Description = "" }, "PARAM_ERROR"},
		"JSAPI without openid": {func(r *wechatpay.PrepayRequest) { r.TradeType = wechatpay.TradeJSAPI }, "PARAM_ERROR"},
		"H5 without client ip": {func(r *wechatpay.PrepayRequest) { r.TradeType = wechatpay.TradeH5 }, "PARAM_ERROR"},
		"expired already":      {func(r *wechatpay.PrepayRequest) { r.ExpireAt = e.clock.Now().Add(-time.Minute) }, "PARAM_ERROR"},
	} {
		req := base
		req.OutTradeNo = outNo()
		c.mod(&req)
		_, err := e.client.Prepay(ctx, req)
		if err == nil || !strings.Contains(err.Error(), c.code) || errors.Is(err, wechatpay.ErrUnavailable) {
			t.Errorf("%s: %v, want %s", name, err, c.code)
		}
	}
	// The same out_trade_no with another amount is refused.
	no := outNo()
	e.prepay(wechatpay.TradeNative, no, 100)
	req := base
	req.OutTradeNo, req.AmountFen = no, 200
	if _, err := e.client.Prepay(ctx, req); err == nil || !strings.Contains(err.Error(), "INVALID_REQUEST") {
		t.Errorf("reused out_trade_no with another amount: %v", err)
	}
}

// TestTimeExpireHonoured: past time_expire an attempt cannot be paid and
// queries CLOSED.
func TestTimeExpireHonoured(t *testing.T) {
	e := newEnv(t, nil)
	no := outNo()
	e.prepay(wechatpay.TradeNative, no, 100) // expires in 30 minutes
	e.clock.Advance(30 * time.Minute)
	if _, err := e.sim.Pay(no, wechatpaysim.NotifyNow); !errors.Is(err, wechatpaysim.ErrNotPayable) {
		t.Fatalf("pay past time_expire = %v, want ErrNotPayable", err)
	}
	if tx, err := e.client.Query(ctx, no); err != nil || tx.TradeState != wechatpay.StateClosed {
		t.Fatalf("query past time_expire = %+v, %v", tx, err)
	}
	// One second before it, it can.
	no = outNo()
	e.prepay(wechatpay.TradeNative, no, 100)
	e.clock.Advance(30*time.Minute - time.Second)
	if _, err := e.sim.Pay(no, wechatpaysim.NotifyNone); err != nil {
		t.Fatalf("pay before time_expire: %v", err)
	}
}

// TestRefundRoundTrip: a refund starts PROCESSING, the same out_refund_no
// is the same refund, it turns SUCCESS and is notified (REFUND.SUCCESS,
// verified and decrypted); the transaction then queries REFUND.
func TestRefundRoundTrip(t *testing.T) {
	e := newEnv(t, nil)
	no := outNo()
	e.prepay(wechatpay.TradeNative, no, 300_00)
	if _, err := e.sim.Pay(no, wechatpaysim.NotifyNone); err != nil {
		t.Fatal(err)
	}
	req := wechatpay.RefundRequest{OutTradeNo: no, OutRefundNo: "R" + no, Reason: "重复支付", RefundFen: 300_00, TotalFen: 300_00}
	rf, err := e.client.Refund(ctx, req)
	if err != nil {
		t.Fatal(err)
	}
	if rf.RefundID == "" || rf.OutRefundNo != req.OutRefundNo || rf.OutTradeNo != no || rf.RefundFen != 300_00 || rf.TotalFen != 300_00 ||
		(rf.Status != wechatpay.RefundProcessing && rf.Status != wechatpay.RefundSuccess) {
		t.Fatalf("refund = %+v", rf)
	}
	again, err := e.client.Refund(ctx, req)
	if err != nil || again.RefundID != rf.RefundID {
		t.Fatalf("the same refund again = %+v, %v (want refund id %s)", again, err, rf.RefundID)
	}
	got := e.waitReceived(1)
	if got[0].err != nil || got[0].n.EventType != "REFUND.SUCCESS" || got[0].n.Refund == nil || got[0].n.Transaction != nil {
		t.Fatalf("refund notification = %+v, %v", got[0].n, got[0].err)
	}
	if r := *got[0].n.Refund; r.RefundID != rf.RefundID || r.Status != wechatpay.RefundSuccess || r.RefundFen != 300_00 || r.SuccessTime.IsZero() {
		t.Errorf("refund notified = %+v", r)
	}
	q, err := e.client.QueryRefund(ctx, req.OutRefundNo)
	if err != nil || q.Status != wechatpay.RefundSuccess || q.SuccessTime.IsZero() {
		t.Errorf("query refund = %+v, %v", q, err)
	}
	if tx, err := e.client.Query(ctx, no); err != nil || tx.TradeState != wechatpay.StateRefund {
		t.Errorf("query refunded transaction = %+v, %v", tx, err)
	}
	if _, err := e.client.QueryRefund(ctx, "RNOSUCHREFUND"); !errors.Is(err, wechatpay.ErrNotFound) {
		t.Errorf("query unknown refund = %v, want ErrNotFound", err)
	}
	more := req
	more.OutRefundNo = "S" + no
	if _, err := e.client.Refund(ctx, more); err == nil || !strings.Contains(err.Error(), "NOT_ENOUGH") {
		t.Errorf("refund beyond the total = %v, want NOT_ENOUGH", err)
	}
	unpaid := outNo()
	e.prepay(wechatpay.TradeNative, unpaid, 100)
	if _, err := e.client.Refund(ctx, wechatpay.RefundRequest{OutTradeNo: unpaid, OutRefundNo: "R" + unpaid, RefundFen: 100, TotalFen: 100}); err == nil {
		t.Error("refund of an unpaid attempt succeeded")
	}
}

// TestSimRefusesForgedMerchantSignature: a request signed by another key,
// or not signed, answers 401 SIGN_ERROR as the real API does.
func TestSimRefusesForgedMerchantSignature(t *testing.T) {
	e := newEnv(t, nil)
	other, err := wechatpay.GenerateSandboxKeys()
	if err != nil {
		t.Fatal(err)
	}
	cfg := e.cfg
	cfg.MerchantKey = other.Merchant
	forger, err := wechatpay.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	_, err = forger.Query(ctx, "ANYORDER0001")
	if err == nil || !strings.Contains(err.Error(), "SIGN_ERROR") || !strings.Contains(err.Error(), "401") || errors.Is(err, wechatpay.ErrNotFound) {
		t.Fatalf("forged request: %v, want HTTP 401 SIGN_ERROR", err)
	}
	resp, err := http.Post(e.srv.URL+wechatpay.SandboxPath+"/v3/pay/transactions/native", "application/json", strings.NewReader(`{}`))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	var ans struct{ Code, Message string }
	if resp.StatusCode != 401 || json.Unmarshal(body, &ans) != nil || ans.Code != "SIGN_ERROR" {
		t.Errorf("unsigned request: HTTP %d %s", resp.StatusCode, body)
	}
}

// TestClientRefusesForgedAnswer: an answer signed by another key than the
// platform's is not believed: ErrBadAnswer (and ErrUnavailable: retry later).
func TestClientRefusesForgedAnswer(t *testing.T) {
	e := newEnv(t, nil)
	no := outNo()
	e.prepay(wechatpay.TradeNative, no, 100)
	e.sim.ForgeAnswers(1)
	_, err := e.client.Query(ctx, no)
	if !errors.Is(err, wechatpay.ErrBadAnswer) || !errors.Is(err, wechatpay.ErrUnavailable) {
		t.Fatalf("forged answer: %v, want ErrBadAnswer", err)
	}
	if _, err := e.client.Query(ctx, no); err != nil {
		t.Fatalf("the next, genuine answer: %v", err)
	}
}

// TestProviderDown: 5xx answers, a closed port and a hung server are all
// ErrUnavailable, within the timeout.
func TestProviderDown(t *testing.T) {
	e := newEnv(t, nil)
	e.sim.FailNext(1)
	if _, err := e.client.Query(ctx, "ANYORDER0001"); !isOnly(err, wechatpay.ErrUnavailable, wechatpay.ErrNotFound) {
		t.Errorf("500 SYSTEM_ERROR: %v, want ErrUnavailable", err)
	}
	if _, err := e.client.Query(ctx, "ANYORDER0001"); !errors.Is(err, wechatpay.ErrNotFound) {
		t.Errorf("after the failure: %v, want ErrNotFound", err)
	}

	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	cfg := e.cfg
	cfg.APIBase = "http://" + addr + wechatpay.SandboxPath
	closed, _ := wechatpay.New(cfg)
	if err := closed.Close(ctx, "ANYORDER0001"); !errors.Is(err, wechatpay.ErrUnavailable) {
		t.Errorf("closed port: %v, want ErrUnavailable", err)
	}

	release := make(chan struct{})
	hung := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { <-release }))
	defer hung.Close()
	defer close(release)
	cfg.APIBase, cfg.Timeout = hung.URL+wechatpay.SandboxPath, 200*time.Millisecond
	slow, _ := wechatpay.New(cfg)
	start := time.Now()
	if _, err := slow.Refund(ctx, wechatpay.RefundRequest{OutTradeNo: "ANYORDER0001", OutRefundNo: "RANYORDER01", RefundFen: 1, TotalFen: 1}); !errors.Is(err, wechatpay.ErrUnavailable) {
		t.Errorf("hung server: %v, want ErrUnavailable", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("the timeout took %v", d)
	}
}

// TestRefundAbnormalAndClosed: a refund can also end ABNORMAL or CLOSED,
// notified as REFUND.ABNORMAL / REFUND.CLOSED; a closed refund's amount can
// be refunded again.
func TestRefundAbnormalAndClosed(t *testing.T) {
	e := newEnv(t, nil)
	no := outNo()
	e.prepay(wechatpay.TradeNative, no, 200)
	if _, err := e.sim.Pay(no, wechatpaysim.NotifyNone); err != nil {
		t.Fatal(err)
	}
	if err := e.sim.EndNextRefund("ABNORMAL", "CLOSED"); err != nil {
		t.Fatal(err)
	}
	if err := e.sim.EndNextRefund("LOST"); err == nil {
		t.Error("an unknown refund status was accepted")
	}
	for i, want := range []wechatpay.RefundStatus{wechatpay.RefundAbnormal, wechatpay.RefundClosed} {
		rf, err := e.client.Refund(ctx, wechatpay.RefundRequest{OutTradeNo: no, OutRefundNo: fmt.Sprintf("R%d%s", i, no), RefundFen: 100, TotalFen: 200})
		if err != nil {
			t.Fatal(err)
		}
		got := e.waitReceived(i + 1)[i]
		if got.err != nil || got.n.EventType != "REFUND."+string(want) || got.n.Refund.Status != want || got.n.Refund.RefundID != rf.RefundID ||
			!got.n.Refund.SuccessTime.IsZero() {
			t.Errorf("refund %d: %+v %+v %v", i, got.n, got.n.Refund, got.err)
		}
	}
	// 100 refunded ABNORMAL (still out), 100 CLOSED (back): 100 left.
	if _, err := e.client.Refund(ctx, wechatpay.RefundRequest{OutTradeNo: no, OutRefundNo: "R3" + no, RefundFen: 100, TotalFen: 200}); err != nil {
		t.Errorf("refund what a closed refund gave back: %v", err)
	}
}

// TestJSAPIParamsPaySign: paySign is the merchant key's SHA256withRSA of
// "appId\ntimeStamp\nnonceStr\npackage\n" (wechat.md), verified here with
// the merchant's public key, the timeStamp from the client's clock; each
// call has its own nonce; a changed field no longer verifies.
func TestJSAPIParamsPaySign(t *testing.T) {
	e := newEnv(t, nil)
	p, err := e.client.JSAPIParams("wx201410272009395522657a690389285100")
	if err != nil {
		t.Fatal(err)
	}
	if p.AppID != e.cfg.AppID || p.Package != "prepay_id=wx201410272009395522657a690389285100" || p.SignType != "RSA" ||
		p.TimeStamp != strconv.FormatInt(e.clock.Now().Unix(), 10) || len(p.NonceStr) < 16 {
		t.Fatalf("params %+v", p)
	}
	verify := func(q wechatpay.JSAPIParams) error {
		sig, err := base64.StdEncoding.DecodeString(q.PaySign)
		if err != nil {
			return err
		}
		sum := sha256.Sum256([]byte(q.AppID + "\n" + q.TimeStamp + "\n" + q.NonceStr + "\n" + q.Package + "\n"))
		return rsa.VerifyPKCS1v15(&e.cfg.MerchantKey.PublicKey, crypto.SHA256, sum[:], sig)
	}
	if err := verify(p); err != nil {
		t.Fatalf("paySign does not verify: %v", err)
	}
	changed := p
	changed.Package = "prepay_id=wx_other"
	if verify(changed) == nil {
		t.Fatal("paySign verifies another package")
	}
	again, _ := e.client.JSAPIParams("wx201410272009395522657a690389285100")
	if again.NonceStr == p.NonceStr || verify(again) != nil {
		t.Fatalf("second call: nonce %q (first %q)", again.NonceStr, p.NonceStr)
	}
}
