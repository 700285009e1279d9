// Package wechatpaytest is an in-memory WeChat Pay (wechatpay.API) for the
// tests of the domain: it keeps the attempts it was asked to start, lets a
// test pay, close or refund them, and records every call in order. The
// simulator (over HTTP, with the real SDK) is the provider's own test;
// this fake is for the rules above it. Tests only: code never imports it.
package wechatpaytest

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"artmarket/server/providers/wechatpay"
)

// The ids the fake's transactions carry.
const (
	AppID = "wx_test_mp"
	MchID = "1900000001"
)

// Fake is the in-memory provider. The zero value is not usable: New.
type Fake struct {
	mu      sync.Mutex
	txs     map[string]*wechatpay.Transaction
	refunds map[string]wechatpay.Refund
	calls   []string
	// Down makes every call answer ErrUnavailable.
	Down bool
	// OnClose runs at each Close, before it answers (a test looks at the
	// database at that moment).
	OnClose func(outTradeNo string)
	// Hold runs at the start of every call ("refund R", "bill 2026-05-19",
	// as Calls names them), outside the fake's lock: a test holds the call
	// there (a provider that hangs, or answers slowly), or fails it with
	// the error it returns (nil lets it go on).
	Hold func(ctx context.Context, call string) error
	// Now is the clock of success times; nil means time.Now.
	Now func() time.Time
}

// New returns an empty fake.
func New() *Fake {
	return &Fake{txs: map[string]*wechatpay.Transaction{}, refunds: map[string]wechatpay.Refund{}}
}

var (
	_ wechatpay.API   = (*Fake)(nil)
	_ wechatpay.Bills = (*Fake)(nil)
)

func (f *Fake) now() time.Time {
	if f.Now != nil {
		return f.Now().UTC()
	}
	return time.Now().UTC()
}

// hold is Hold's verdict on call.
func (f *Fake) hold(ctx context.Context, call string) error {
	if f.Hold == nil {
		return nil
	}
	return f.Hold(ctx, call)
}

func (f *Fake) call(s string) error {
	f.calls = append(f.calls, s)
	if f.Down {
		return wechatpay.ErrUnavailable
	}
	return nil
}

// Calls are the calls made so far ("prepay X", "close X", "query X", "refund R"), in order.
func (f *Fake) Calls() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.calls...)
}

// AppID is the fake's app id.
func (f *Fake) AppID() string { return AppID }

// MchID is the fake's merchant id.
func (f *Fake) MchID() string { return MchID }

// Prepay starts an attempt (NOTPAY).
func (f *Fake) Prepay(ctx context.Context, req wechatpay.PrepayRequest) (wechatpay.PrepayResult, error) {
	if err := f.hold(ctx, "prepay "+req.OutTradeNo); err != nil {
		return wechatpay.PrepayResult{}, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.call("prepay " + req.OutTradeNo); err != nil {
		return wechatpay.PrepayResult{}, err
	}
	if _, ok := f.txs[req.OutTradeNo]; ok {
		return wechatpay.PrepayResult{}, fmt.Errorf("wechatpaytest: out_trade_no %s used twice", req.OutTradeNo)
	}
	if req.TradeType == wechatpay.TradeJSAPI && req.OpenID == "" {
		return wechatpay.PrepayResult{}, fmt.Errorf("wechatpaytest: JSAPI without openid")
	}
	f.txs[req.OutTradeNo] = &wechatpay.Transaction{
		AppID: AppID, MchID: MchID, OutTradeNo: req.OutTradeNo, TradeType: req.TradeType, TradeState: wechatpay.StateNotPay,
		TotalFen: req.AmountFen, Currency: "CNY", Attach: req.Attach, PayerOpenID: req.OpenID,
	}
	switch req.TradeType {
	case wechatpay.TradeJSAPI:
		return wechatpay.PrepayResult{PrepayID: "wx_prepay_" + req.OutTradeNo}, nil
	case wechatpay.TradeH5:
		return wechatpay.PrepayResult{H5URL: "https://wx.tenpay.test/h5?prepay_id=" + req.OutTradeNo}, nil
	}
	return wechatpay.PrepayResult{CodeURL: "weixin://wxpay/bizpayurl?pr=" + req.OutTradeNo}, nil
}

// JSAPIParams signs nothing: fixed values over the prepay id.
func (f *Fake) JSAPIParams(prepayID string) (wechatpay.JSAPIParams, error) {
	return wechatpay.JSAPIParams{AppID: AppID, TimeStamp: "1700000000", NonceStr: "nonce", Package: "prepay_id=" + prepayID,
		SignType: "RSA", PaySign: "sign"}, nil
}

// Query answers the attempt as it stands.
func (f *Fake) Query(ctx context.Context, outTradeNo string) (wechatpay.Transaction, error) {
	if err := f.hold(ctx, "query "+outTradeNo); err != nil {
		return wechatpay.Transaction{}, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.call("query " + outTradeNo); err != nil {
		return wechatpay.Transaction{}, err
	}
	t, ok := f.txs[outTradeNo]
	if !ok {
		return wechatpay.Transaction{}, wechatpay.ErrNotFound
	}
	return *t, nil
}

// Close closes an unpaid attempt; ErrAlreadyPaid for a paid one.
func (f *Fake) Close(ctx context.Context, outTradeNo string) error {
	if err := f.hold(ctx, "close "+outTradeNo); err != nil {
		return err
	}
	if f.OnClose != nil {
		f.OnClose(outTradeNo)
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.call("close " + outTradeNo); err != nil {
		return err
	}
	t, ok := f.txs[outTradeNo]
	switch {
	case !ok:
		return wechatpay.ErrNotFound
	case t.TradeState == wechatpay.StateSuccess || t.TradeState == wechatpay.StateRefund:
		return wechatpay.ErrAlreadyPaid
	}
	t.TradeState = wechatpay.StateClosed
	return nil
}

// Refund refunds; the same OutRefundNo twice is the same refund.
func (f *Fake) Refund(ctx context.Context, req wechatpay.RefundRequest) (wechatpay.Refund, error) {
	if err := f.hold(ctx, "refund "+req.OutRefundNo); err != nil {
		return wechatpay.Refund{}, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.call("refund " + req.OutRefundNo); err != nil {
		return wechatpay.Refund{}, err
	}
	if r, ok := f.refunds[req.OutRefundNo]; ok {
		return r, nil
	}
	t, ok := f.txs[req.OutTradeNo]
	if !ok || (t.TradeState != wechatpay.StateSuccess && t.TradeState != wechatpay.StateRefund) {
		return wechatpay.Refund{}, fmt.Errorf("wechatpaytest: refund of unpaid %s", req.OutTradeNo)
	}
	t.TradeState = wechatpay.StateRefund
	r := wechatpay.Refund{RefundID: fmt.Sprintf("50000%d", seq.Add(1)), OutRefundNo: req.OutRefundNo, OutTradeNo: req.OutTradeNo,
		Status: wechatpay.RefundProcessing, RefundFen: req.RefundFen, TotalFen: req.TotalFen}
	f.refunds[req.OutRefundNo] = r
	return r, nil
}

// QueryRefund answers a refund as it stands.
func (f *Fake) QueryRefund(ctx context.Context, outRefundNo string) (wechatpay.Refund, error) {
	if err := f.hold(ctx, "query_refund "+outRefundNo); err != nil {
		return wechatpay.Refund{}, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.call("query_refund " + outRefundNo); err != nil {
		return wechatpay.Refund{}, err
	}
	r, ok := f.refunds[outRefundNo]
	if !ok {
		return wechatpay.Refund{}, wechatpay.ErrNotFound
	}
	return r, nil
}

// Pay is the payer paying attempt outTradeNo: SUCCESS with a new
// transaction id. It answers the transaction a notification would carry.
func (f *Fake) Pay(outTradeNo string) (wechatpay.Transaction, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	t, ok := f.txs[outTradeNo]
	if !ok {
		return wechatpay.Transaction{}, fmt.Errorf("wechatpaytest: no attempt %s", outTradeNo)
	}
	if t.TradeState != wechatpay.StateNotPay {
		return wechatpay.Transaction{}, fmt.Errorf("wechatpaytest: attempt %s is %s", outTradeNo, t.TradeState)
	}
	t.TradeState, t.TransactionID, t.SuccessTime = wechatpay.StateSuccess, fmt.Sprintf("42000%010d", seq.Add(1)), f.now()
	t.PayerTotalFen = t.TotalFen
	return *t, nil
}

// Notification is the verified notification of a paid transaction t.
func Notification(t wechatpay.Transaction) wechatpay.Notification {
	return wechatpay.Notification{ID: "EV-" + t.TransactionID, EventType: "TRANSACTION.SUCCESS", Transaction: &t}
}

// seq numbers transactions and refunds across every Fake of a test binary:
// tests that share a database never see one transaction id twice.
var seq atomic.Int64

// Refunds are the refunds made, by out_refund_no.
func (f *Fake) Refunds() map[string]wechatpay.Refund {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := make(map[string]wechatpay.Refund, len(f.refunds))
	for k, v := range f.refunds {
		out[k] = v
	}
	return out
}

// ForcePay pays attempt outTradeNo whatever its state (a payer who paid
// while the merchant closed it: what the real provider's races allow).
func (f *Fake) ForcePay(outTradeNo string) (wechatpay.Transaction, error) {
	f.mu.Lock()
	t, ok := f.txs[outTradeNo]
	if ok {
		t.TradeState = wechatpay.StateNotPay
	}
	f.mu.Unlock()
	return f.Pay(outTradeNo)
}

// SetRefundStatus is the provider settling refund outRefundNo (SUCCESS,
// ABNORMAL…) without telling anyone: a lost notification a query finds.
func (f *Fake) SetRefundStatus(outRefundNo string, st wechatpay.RefundStatus) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if r, ok := f.refunds[outRefundNo]; ok {
		r.Status = st
		f.refunds[outRefundNo] = r
	}
}

// TradeBill answers day's trade bill: empty (the fake keeps no bills).
func (f *Fake) TradeBill(ctx context.Context, day time.Time, _ wechatpay.BillType) (wechatpay.Bill, error) {
	date := wechatpay.BillDate(day)
	if err := f.hold(ctx, "bill "+date); err != nil {
		return wechatpay.Bill{}, err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if err := f.call("bill " + date); err != nil {
		return wechatpay.Bill{}, err
	}
	return wechatpay.Bill{Date: date}, nil
}
