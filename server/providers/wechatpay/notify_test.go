package wechatpay_test

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/wechatpay-apiv3/wechatpay-go/utils"

	"artmarket/server/providers/wechatpay"
	"artmarket/server/providers/wechatpay/wechatpaysim"
)

// TestNotificationParses: a payment at the simulator posts a
// TRANSACTION.SUCCESS the client verifies and decrypts into the same
// transaction a query answers.
func TestNotificationParses(t *testing.T) {
	e := newEnv(t, nil)
	no := outNo()
	e.prepay(wechatpay.TradeJSAPI, no, 520_00)
	txID, err := e.sim.Pay(no, wechatpaysim.NotifyNow)
	if err != nil {
		t.Fatal(err)
	}
	got := e.waitReceived(1)[0]
	if got.err != nil {
		t.Fatalf("genuine notification refused: %v", got.err)
	}
	n := got.n
	if n.ID == "" || n.EventType != "TRANSACTION.SUCCESS" || n.Transaction == nil || n.Refund != nil {
		t.Fatalf("notification = %+v", n)
	}
	tx := *n.Transaction
	if tx.TransactionID != txID || tx.OutTradeNo != no || tx.TotalFen != 520_00 || tx.Currency != "CNY" || tx.TradeState != wechatpay.StateSuccess ||
		tx.AppID != e.cfg.AppID || tx.MchID != e.cfg.MchID || tx.PayerOpenID != "o_buyer_openid" || tx.SuccessTime.IsZero() {
		t.Errorf("notified transaction = %+v", tx)
	}
	q, err := e.client.Query(ctx, no)
	if err != nil || q != tx {
		t.Errorf("query = %+v, %v; the notification said %+v", q, err, tx)
	}
}

// TestNotificationTampering: each spoilt notification is ErrUnverified;
// a genuine one with a wrong amount verifies (the domain compares amounts).
func TestNotificationTampering(t *testing.T) {
	e := newEnv(t, nil)
	no := outNo()
	e.prepay(wechatpay.TradeNative, no, 100_00)
	if _, err := e.sim.Pay(no, wechatpaysim.NotifyNone); err != nil {
		t.Fatal(err)
	}
	count := 0
	for _, tamper := range []wechatpaysim.Tamper{wechatpaysim.Forged, wechatpaysim.WrongSerial, wechatpaysim.Stale, wechatpaysim.Tampered} {
		status, err := e.sim.Notify(ctx, no, tamper, false)
		count++
		got := e.waitReceived(count)[count-1]
		if err != nil || status != http.StatusUnauthorized || !errors.Is(got.err, wechatpay.ErrUnverified) {
			t.Errorf("%s: HTTP %d %v; parse: %v, want ErrUnverified", tamper, status, err, got.err)
		}
	}
	if _, err := e.sim.Notify(ctx, no, wechatpaysim.WrongAmount, false); err != nil {
		t.Fatal(err)
	}
	count++
	got := e.waitReceived(count)[count-1]
	if got.err != nil || got.n.Transaction == nil || got.n.Transaction.TotalFen != 100_01 {
		t.Errorf("wrong amount: %+v, %v; want a verified notification of 100_01 fen", got.n.Transaction, got.err)
	}
}

// TestParseNotificationRefusals covers what the simulator does not send:
// a timestamp exactly 300 s away, a missing header, a huge body, an
// unknown signature type.
func TestParseNotificationRefusals(t *testing.T) {
	e := newEnv(t, nil)
	k := sandboxKeys(t)
	sign := func(ts time.Time, body string) *http.Request {
		r := httptest.NewRequest(http.MethodPost, wechatpay.NotifyPath, strings.NewReader(body))
		h := signedHeaders(t, k, ts, body)
		for key, v := range h {
			r.Header[key] = v
		}
		return r
	}
	body := `{"id":"x","event_type":"TRANSACTION.SUCCESS","resource":{"algorithm":"AEAD_AES_256_GCM","ciphertext":"AAAA","nonce":"123456789012","associated_data":"transaction"}}`
	for name, r := range map[string]*http.Request{
		"300 s old":     sign(time.Now().Add(-300*time.Second), body),
		"300 s ahead":   sign(time.Now().Add(300*time.Second), body),
		"undecryptable": sign(time.Now(), body),
		"no signature":  httptest.NewRequest(http.MethodPost, wechatpay.NotifyPath, strings.NewReader(body)),
		"huge body":     sign(time.Now(), strings.Repeat(" ", wechatpay.MaxNotificationBytes+1)),
		"other sign type": func() *http.Request {
			r := sign(time.Now(), body)
			r.Header.Set("Wechatpay-Signature-Type", "SM2")
			return r
		}(),
	} {
		if _, err := e.client.ParseNotification(r); !errors.Is(err, wechatpay.ErrUnverified) {
			t.Errorf("%s: %v, want ErrUnverified", name, err)
		} else if strings.Contains(err.Error(), "AAAA") {
			t.Errorf("%s: the error shows the body: %v", name, err)
		}
	}
	// 299 s old passes the clock (and then fails decryption, not the time).
	_, err := e.client.ParseNotification(sign(time.Now().Add(-299*time.Second), body))
	if !errors.Is(err, wechatpay.ErrUnverified) || !strings.Contains(err.Error(), "decrypt") {
		t.Errorf("299 s old: %v, want a decryption failure", err)
	}
}

// TestNotificationRetriedUntil2xx: the endpoint answers 500, 503, then
// 204; the simulator retries on its schedule and stops at the first 2xx.
func TestNotificationRetriedUntil2xx(t *testing.T) {
	e := newEnv(t, nil)
	e.answer = func(n int) int {
		switch n {
		case 1:
			return http.StatusInternalServerError
		case 2:
			return http.StatusServiceUnavailable
		}
		return http.StatusNoContent
	}
	no := outNo()
	e.prepay(wechatpay.TradeNative, no, 100)
	if _, err := e.sim.Pay(no, wechatpaysim.NotifyNow); err != nil {
		t.Fatal(err)
	}
	got := e.waitReceived(3)
	time.Sleep(100 * time.Millisecond) // past the rest of the schedule
	if len(e.received()) != 3 {
		t.Errorf("the endpoint got %d deliveries, want 3 (none after the 204)", len(e.received()))
	}
	for i, g := range got {
		if g.err != nil || g.n.ID != got[0].n.ID {
			t.Errorf("delivery %d: %v, id %s (want the same id %s every time)", i+1, g.err, g.n.ID, got[0].n.ID)
		}
	}
	var statuses []int
	for _, d := range e.sim.Deliveries() {
		statuses = append(statuses, d.Status)
	}
	if want := []int{500, 503, 204}; !slices.Equal(statuses, want) {
		t.Errorf("deliveries = %v, want %v", statuses, want)
	}
}

// TestNotificationGivesUp: an endpoint that never answers 2xx gets the
// first attempt and one per retry interval, then no more.
func TestNotificationGivesUp(t *testing.T) {
	e := newEnv(t, nil)
	e.answer = func(int) int { return http.StatusInternalServerError }
	no := outNo()
	e.prepay(wechatpay.TradeNative, no, 100)
	if _, err := e.sim.Pay(no, wechatpaysim.NotifyNow); err != nil {
		t.Fatal(err)
	}
	e.waitReceived(4) // 1 + 3 retry intervals
	time.Sleep(150 * time.Millisecond)
	if n := len(e.received()); n != 4 {
		t.Errorf("%d attempts, want 4", n)
	}
}

// TestDuplicateDeliveredTwice: a genuine notification sent again carries
// the same id and verifies again (the domain must apply it once).
func TestDuplicateDeliveredTwice(t *testing.T) {
	e := newEnv(t, nil)
	no := outNo()
	e.prepay(wechatpay.TradeNative, no, 100)
	if _, err := e.sim.Pay(no, wechatpaysim.NotifyNow); err != nil {
		t.Fatal(err)
	}
	e.waitReceived(1)
	if status, err := e.sim.Notify(ctx, no, wechatpaysim.Genuine, false); err != nil || status != http.StatusNoContent {
		t.Fatalf("duplicate: HTTP %d %v", status, err)
	}
	got := e.waitReceived(2)
	if got[0].err != nil || got[1].err != nil || got[0].n.ID != got[1].n.ID || *got[0].n.Transaction != *got[1].n.Transaction {
		t.Errorf("duplicate = %+v / %+v", got[0], got[1])
	}
}

// TestPayLate: 延迟支付 pays at once (a query sees it) and notifies after
// LateDelay; NotifyNone never notifies.
func TestPayLate(t *testing.T) {
	e := newEnv(t, nil)
	late, none := outNo(), outNo()
	e.prepay(wechatpay.TradeNative, late, 100)
	e.prepay(wechatpay.TradeNative, none, 100)
	start := time.Now()
	if _, err := e.sim.Pay(late, wechatpaysim.NotifyLate); err != nil {
		t.Fatal(err)
	}
	if _, err := e.sim.Pay(none, wechatpaysim.NotifyNone); err != nil {
		t.Fatal(err)
	}
	if tx, err := e.client.Query(ctx, late); err != nil || tx.TradeState != wechatpay.StateSuccess {
		t.Fatalf("query of the late payment = %+v, %v", tx, err)
	}
	got := e.waitReceived(1)
	if d := time.Since(start); d < 200*time.Millisecond {
		t.Errorf("the late notification came after %v, want ≥ LateDelay", d)
	}
	if got[0].n.Transaction.OutTradeNo != late {
		t.Errorf("notified %s, want %s", got[0].n.Transaction.OutTradeNo, late)
	}
	time.Sleep(100 * time.Millisecond)
	if n := len(e.received()); n != 1 {
		t.Errorf("%d notifications, want only the late one", n)
	}
}

// TestCloseStopsDeliveries: Close ends the retries at once.
func TestCloseStopsDeliveries(t *testing.T) {
	e := newEnv(t, func(o *wechatpaysim.Options) { o.RetryIntervals = []time.Duration{time.Hour} })
	e.answer = func(int) int { return http.StatusInternalServerError }
	no := outNo()
	e.prepay(wechatpay.TradeNative, no, 100)
	if _, err := e.sim.Pay(no, wechatpaysim.NotifyNow); err != nil {
		t.Fatal(err)
	}
	e.waitReceived(1)
	done := make(chan struct{})
	go func() { e.sim.Close(); close(done) }()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		t.Fatal("Close waited for the hour-long retry")
	}
}

// signedHeaders signs body with the sandbox platform key at ts.
func signedHeaders(t *testing.T, k wechatpay.SandboxKeys, ts time.Time, body string) http.Header {
	t.Helper()
	h := http.Header{}
	stamp := strconv.FormatInt(ts.Unix(), 10)
	h.Set("Wechatpay-Serial", wechatpay.SandboxPlatformKeyID)
	h.Set("Wechatpay-Timestamp", stamp)
	h.Set("Wechatpay-Nonce", "NONCE123")
	sig, err := utils.SignSHA256WithRSA(stamp+"\nNONCE123\n"+body+"\n", k.Platform)
	if err != nil {
		t.Fatal(err)
	}
	h.Set("Wechatpay-Signature", sig)
	return h
}

// TestConcurrentPayments: twenty payers of one attempt at once — one pays,
// the others are refused, one notification goes out.
func TestConcurrentPayments(t *testing.T) {
	e := newEnv(t, nil)
	no := outNo()
	e.prepay(wechatpay.TradeNative, no, 100)
	var wg sync.WaitGroup
	var paid atomic.Int32
	for i := 0; i < 20; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := e.sim.Pay(no, wechatpaysim.NotifyNow); err == nil {
				paid.Add(1)
			} else if !errors.Is(err, wechatpaysim.ErrNotPayable) {
				t.Errorf("pay: %v", err)
			}
		}()
	}
	wg.Wait()
	if paid.Load() != 1 {
		t.Fatalf("%d payments succeeded, want 1", paid.Load())
	}
	if tx, err := e.client.Query(ctx, no); err != nil || tx.TradeState != wechatpay.StateSuccess {
		t.Errorf("query = %+v, %v", tx, err)
	}
	e.waitReceived(1)
	time.Sleep(50 * time.Millisecond)
	ids := map[string]bool{}
	for _, g := range e.received() { // a slow answer may be retried: the same id
		ids[g.n.ID] = true
	}
	if len(ids) != 1 {
		t.Errorf("%d notifications, want 1", len(ids))
	}
}
