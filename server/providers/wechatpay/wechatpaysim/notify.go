package wechatpaysim

import (
	"bytes"
	"context"
	"crypto/aes"
	"crypto/cipher"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"
)

// Tamper says how a notification is spoilt on purpose (test knobs).
type Tamper string

// The ways a notification can be sent.
const (
	Genuine     Tamper = ""             // as WeChat Pay sends it
	Forged      Tamper = "forged"       // signed by another key
	WrongSerial Tamper = "wrong_serial" // Wechatpay-Serial of another key
	Stale       Tamper = "stale"        // Wechatpay-Timestamp 301 s old (signed so)
	Tampered    Tamper = "tampered"     // ciphertext altered after encryption
	WrongAmount Tamper = "wrong_amount" // genuine, but amount.total is not the order's (+1 fen)
)

// Tampers lists the knob's values.
var Tampers = []Tamper{Genuine, Forged, WrongSerial, Stale, Tampered, WrongAmount}

// notification is one event: the same id on every retry.
type notification struct {
	ID, EventType, Summary, OriginalType, OutTradeNo, NotifyURL string
	Created                                                     time.Time
	Resource                                                    map[string]any // the plaintext
}

// Delivery is one attempt to post a notification.
type Delivery struct {
	NotificationID string
	EventType      string
	OutTradeNo     string
	Tamper         Tamper
	Attempt        int // 1 for the first
	Status         int // the endpoint's HTTP status; 0 when it did not answer
	Err            string
	At             time.Time
}

// Deliveries lists every attempt so far, oldest first.
func (s *Sim) Deliveries() []Delivery {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Delivery(nil), s.deliveries...)
}

func (s *Sim) transactionNotificationLocked(o *order) *notification {
	if o.note == nil {
		o.note = &notification{
			ID: newUUID(), EventType: "TRANSACTION.SUCCESS", Summary: "支付成功", OriginalType: "transaction",
			OutTradeNo: o.OutTradeNo, NotifyURL: o.NotifyURL, Created: s.now(), Resource: s.transactionLocked(o),
		}
	}
	return o.note
}

func (s *Sim) refundNotificationLocked(rf *refund) *notification {
	if rf.note == nil {
		res := map[string]any{
			"mchid": s.opts.MchID, "transaction_id": rf.TransactionID, "out_trade_no": rf.OutTradeNo, "refund_id": rf.RefundID,
			"out_refund_no": rf.OutRefundNo, "refund_status": rf.Status, "user_received_account": "支付用户零钱",
			"amount": map[string]any{"total": rf.Total, "refund": rf.Refund, "payer_total": rf.Total, "payer_refund": rf.Refund},
		}
		if !rf.SuccessTime.IsZero() {
			res["success_time"] = wxTime(rf.SuccessTime)
		}
		rf.note = &notification{
			ID: newUUID(), EventType: "REFUND." + rf.Status, Summary: "退款成功", OriginalType: "refund",
			OutTradeNo: rf.OutTradeNo, NotifyURL: rf.NotifyURL, Created: s.now(), Resource: res,
		}
	}
	return rf.note
}

func newUUID() string {
	h := randomHex(16)
	return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}

// build makes the request body and headers of n, spoilt as t says.
func (s *Sim) build(n *notification, t Tamper) ([]byte, http.Header, error) {
	res := n.Resource
	if t == WrongAmount {
		res = cloneMap(res)
		if a, ok := res["amount"].(map[string]any); ok {
			a = cloneMap(a)
			a["total"] = a["total"].(int64) + 1
			if _, ok := a["payer_total"]; ok {
				a["payer_total"] = a["total"]
			}
			res["amount"] = a
		}
	}
	plain, err := json.Marshal(res)
	if err != nil {
		return nil, nil, fmt.Errorf("wechatpaysim: encode resource: %w", err)
	}
	nonce := randomHex(6) // 12 characters, as WeChat Pay's
	block, err := aes.NewCipher([]byte(s.opts.APIv3Key))
	if err != nil {
		return nil, nil, fmt.Errorf("wechatpaysim: APIv3 key: %w", err)
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, nil, fmt.Errorf("wechatpaysim: GCM: %w", err)
	}
	sealed := gcm.Seal(nil, []byte(nonce), plain, []byte(n.OriginalType))
	if t == Tampered {
		sealed[0] ^= 0x01
	}
	body, err := json.Marshal(map[string]any{
		"id": n.ID, "create_time": wxTime(n.Created), "resource_type": "encrypt-resource", "event_type": n.EventType,
		"summary": n.Summary,
		"resource": map[string]string{
			"original_type": n.OriginalType, "algorithm": "AEAD_AES_256_GCM", "ciphertext": base64.StdEncoding.EncodeToString(sealed),
			"associated_data": n.OriginalType, "nonce": nonce,
		},
	})
	if err != nil {
		return nil, nil, fmt.Errorf("wechatpaysim: encode notification: %w", err)
	}
	h := http.Header{}
	h.Set("Content-Type", "application/json")
	h.Set("User-Agent", "Mozilla/4.0")
	key, at := s.opts.PlatformKey, time.Now()
	switch t {
	case Forged:
		s.mu.Lock()
		key = s.forgeKeyLocked()
		s.mu.Unlock()
	case Stale:
		at = at.Add(-301 * time.Second)
	}
	s.signHeaders(h, body, key, at)
	if t == WrongSerial {
		h.Set("Wechatpay-Serial", "PUB_KEY_ID_NOT_OURS_0000000000000000")
	}
	return body, h, nil
}

func cloneMap(m map[string]any) map[string]any {
	out := make(map[string]any, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// post makes one attempt and records it.
func (s *Sim) post(ctx context.Context, n *notification, t Tamper, attempt int) (int, error) {
	body, h, err := s.build(n, t)
	if err != nil {
		return 0, err
	}
	ctx, cancel := context.WithTimeout(ctx, s.opts.NotifyTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, n.NotifyURL, bytes.NewReader(body))
	if err != nil {
		return 0, fmt.Errorf("wechatpaysim: notify %s: %w", n.NotifyURL, err)
	}
	req.Header = h
	status := 0
	resp, err := s.opts.HTTPClient.Do(req)
	if err == nil {
		status = resp.StatusCode
		_ = resp.Body.Close()
	}
	d := Delivery{NotificationID: n.ID, EventType: n.EventType, OutTradeNo: n.OutTradeNo, Tamper: t, Attempt: attempt, Status: status, At: time.Now()}
	if err != nil {
		d.Err = err.Error()
	}
	s.mu.Lock()
	s.deliveries = append(s.deliveries, d)
	s.mu.Unlock()
	if err != nil {
		return 0, fmt.Errorf("wechatpaysim: notify %s: %w", n.NotifyURL, err)
	}
	return status, nil
}

// deliverWithRetries posts n in the background until the endpoint answers
// 2xx or the retry schedule runs out (or the simulator stops).
func (s *Sim) deliverWithRetries(n *notification) { s.deliverAfter(0, n, Genuine) }

func (s *Sim) deliverAfter(delay time.Duration, n *notification, t Tamper) {
	s.later(delay, func() {
		for attempt := 1; ; attempt++ {
			status, err := s.post(s.ctx, n, t, attempt)
			if err == nil && status >= 200 && status < 300 {
				return
			}
			if attempt > len(s.opts.RetryIntervals) {
				s.log.Warn("wechatpaysim: notification given up", "id", n.ID, "event", n.EventType, "attempts", attempt, "status", status, "err", err)
				return
			}
			if !s.sleep(s.opts.RetryIntervals[attempt-1]) {
				return
			}
		}
	})
}

// later runs fn after d in a goroutine that Close waits for.
func (s *Sim) later(d time.Duration, fn func()) {
	if s.ctx.Err() != nil {
		return
	}
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		if d > 0 && !s.sleep(d) {
			return
		}
		fn()
	}()
}

func (s *Sim) sleep(d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-s.ctx.Done():
		return false
	}
}

// How a payment announces itself.
type NotifyMode string

// The modes of [Sim.Pay].
const (
	NotifyNow  NotifyMode = "now"  // at once, retried as WeChat Pay does
	NotifyLate NotifyMode = "late" // after Options.LateDelay (延迟支付)
	NotifyNone NotifyMode = "none" // never: only a query finds the payment
)

// Errors of the payer's actions.
var (
	ErrNoOrder    = errors.New("wechatpaysim: no such payment")
	ErrNotPayable = errors.New("wechatpaysim: the payment is closed or already paid")
)

// Pay pays the attempt outTradeNo as the payer would and announces it as
// mode says. An attempt past its time_expire, closed or paid cannot be paid.
func (s *Sim) Pay(outTradeNo string, mode NotifyMode) (string, error) {
	s.mu.Lock()
	o, ok := s.orders[outTradeNo]
	s.mu.Unlock()
	if !ok {
		return "", ErrNoOrder
	}
	return s.pay(o, "", mode)
}

func (s *Sim) pay(o *order, payer string, mode NotifyMode) (string, error) {
	s.mu.Lock()
	s.expireLocked(o)
	if o.State != "NOTPAY" {
		s.mu.Unlock()
		return "", ErrNotPayable
	}
	if payer == "" {
		payer = o.OpenID
	}
	if payer == "" {
		payer = SandboxPayerOpenID
	}
	o.State, o.SuccessTime, o.Payer = "SUCCESS", s.now(), payer
	o.TransactionID = "4200" + o.SuccessTime.In(shanghai).Format("20060102") + randomHex(9)[:18]
	n := s.transactionNotificationLocked(o)
	id := o.TransactionID
	s.mu.Unlock()
	switch mode {
	case NotifyNone:
	case NotifyLate:
		s.deliverAfter(s.opts.LateDelay, n, Genuine)
	default:
		s.deliverWithRetries(n)
	}
	return id, nil
}

// Notify posts the last notification of outTradeNo (its payment's, or its
// latest refund's when refund is true) once more, now and once, spoilt as t
// says, and answers the endpoint's status. Genuine again is a duplicate:
// the same id, delivered twice.
func (s *Sim) Notify(ctx context.Context, outTradeNo string, t Tamper, ofRefund bool) (int, error) {
	s.mu.Lock()
	var n *notification
	if o, ok := s.orders[outTradeNo]; ok && o.TransactionID != "" {
		n = s.transactionNotificationLocked(o)
	}
	if ofRefund {
		n = nil
		var last *refund
		for _, rf := range s.refunds {
			if rf.OutTradeNo == outTradeNo && rf.Status != "PROCESSING" && (last == nil || rf.Created.After(last.Created)) {
				last = rf
			}
		}
		if last != nil {
			n = s.refundNotificationLocked(last)
		}
	}
	s.mu.Unlock()
	if n == nil {
		return 0, ErrNoOrder
	}
	return s.post(ctx, n, t, 1)
}

// FailNext makes the next n API calls answer 500 SYSTEM_ERROR (the
// provider down).
func (s *Sim) FailNext(n int) {
	s.mu.Lock()
	s.failNext = max(n, 0)
	s.mu.Unlock()
}

// ForgeAnswers makes the next n API answers carry a signature by another
// key (a man in the middle).
func (s *Sim) ForgeAnswers(n int) {
	s.mu.Lock()
	s.forgeNext = max(n, 0)
	s.mu.Unlock()
}

// State is a payment as the simulator knows it (for tests).
type State struct {
	OutTradeNo, TradeType, TradeState, TransactionID, PrepayID, Token, NotifyURL string
	TotalFen, RefundedFen                                                        int64
	ExpireAt                                                                     time.Time
}

// Order returns the state of outTradeNo.
func (s *Sim) Order(outTradeNo string) (State, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	o, ok := s.orders[outTradeNo]
	if !ok {
		return State{}, false
	}
	s.expireLocked(o)
	return State{
		OutTradeNo: o.OutTradeNo, TradeType: o.TradeType, TradeState: o.State, TransactionID: o.TransactionID,
		PrepayID: o.PrepayID, Token: o.Token, NotifyURL: o.NotifyURL, TotalFen: o.Total, RefundedFen: o.Refunded, ExpireAt: o.ExpireAt,
	}, true
}
