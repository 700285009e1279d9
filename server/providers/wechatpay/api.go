// Package wechatpay is the WeChat Pay API v3 client the orders use, over the
// official Go SDK (github.com/wechatpay-apiv3/wechatpay-go), and, in sandbox
// mode, the simulator of ours it talks to (package wechatpaysim, mounted
// under /_sandbox/wechatpay).
//
// This file is the contract between the provider and the domain
// (server/domain/orders): plain types in fen and UTC, one interface. The
// domain never sees the SDK's types, HTTP or signatures.
package wechatpay

import (
	"context"
	"errors"
	"time"
)

// TradeType is WeChat Pay's trade_type: how the payer pays.
type TradeType string

// The trade types the product uses (spec §6 Channel: wechat → JSAPI, h5 → MWEB,
// pc → NATIVE).
const (
	TradeJSAPI  TradeType = "JSAPI"  // inside WeChat: WeixinJSBridge getBrandWCPayRequest
	TradeH5     TradeType = "MWEB"   // mobile browser: redirect to h5_url
	TradeNative TradeType = "NATIVE" // desktop: code_url drawn as a QR code
)

// TradeState is a transaction's trade_state.
type TradeState string

// The trade states of API v3.
const (
	StateSuccess    TradeState = "SUCCESS"
	StateRefund     TradeState = "REFUND"
	StateNotPay     TradeState = "NOTPAY"
	StateClosed     TradeState = "CLOSED"
	StateRevoked    TradeState = "REVOKED"
	StateUserPaying TradeState = "USERPAYING"
	StatePayError   TradeState = "PAYERROR"
)

// PrepayRequest starts one payment attempt.
type PrepayRequest struct {
	TradeType   TradeType
	OutTradeNo  string    // ours, unique per attempt (6–32 characters: letters, digits, _-|*)
	Description string    // what the payer sees (≤ 127 bytes)
	AmountFen   int64     // amount.total, currency CNY
	ExpireAt    time.Time // time_expire: the end of the stock hold
	Attach      string    // optional, echoed back in the transaction
	OpenID      string    // JSAPI: the payer's openid for the official account
	ClientIP    string    // H5: scene_info.payer_client_ip
}

// PrepayResult is the answer to a prepay: one of the three is set, by trade type.
type PrepayResult struct {
	PrepayID string // JSAPI
	H5URL    string // MWEB; the caller appends &redirect_url=...
	CodeURL  string // NATIVE: weixin://wxpay/bizpayurl?pr=...
}

// JSAPIParams are the arguments of WeixinJSBridge.invoke('getBrandWCPayRequest', …),
// signed by the merchant key (paySign over appId\ntimeStamp\nnonceStr\npackage\n).
type JSAPIParams struct {
	AppID     string `json:"appId"`
	TimeStamp string `json:"timeStamp"`
	NonceStr  string `json:"nonceStr"`
	Package   string `json:"package"`  // "prepay_id=..."
	SignType  string `json:"signType"` // "RSA"
	PaySign   string `json:"paySign"`
}

// Transaction is a payment as the provider knows it (a query's answer, or a
// verified and decrypted TRANSACTION.* notification's resource).
type Transaction struct {
	AppID          string
	MchID          string
	OutTradeNo     string
	TransactionID  string // set once paid; unique at the provider
	TradeType      TradeType
	TradeState     TradeState
	TradeStateDesc string
	SuccessTime    time.Time // UTC; zero until paid
	PayerOpenID    string
	TotalFen       int64
	PayerTotalFen  int64
	Currency       string // "CNY"
	Attach         string
}

// RefundRequest refunds (part of) a paid transaction.
type RefundRequest struct {
	OutTradeNo  string
	OutRefundNo string // ours, unique per refund
	Reason      string
	RefundFen   int64
	TotalFen    int64 // the transaction's total
}

// RefundStatus is a refund's status.
type RefundStatus string

// The refund statuses of API v3.
const (
	RefundSuccess    RefundStatus = "SUCCESS"
	RefundClosed     RefundStatus = "CLOSED"
	RefundProcessing RefundStatus = "PROCESSING"
	RefundAbnormal   RefundStatus = "ABNORMAL"
)

// Refund is a refund as the provider knows it.
type Refund struct {
	RefundID    string
	OutRefundNo string
	OutTradeNo  string
	Status      RefundStatus
	SuccessTime time.Time // UTC; zero until refunded
	RefundFen   int64
	TotalFen    int64
}

// Notification is a notification that passed verification (serial,
// signature, timestamp within 300 s) and decryption (AEAD_AES_256_GCM under
// the APIv3 key). Exactly one of Transaction and Refund is set.
type Notification struct {
	ID          string // the notification's id (the same on every retry)
	EventType   string // TRANSACTION.SUCCESS, REFUND.SUCCESS, REFUND.ABNORMAL, REFUND.CLOSED
	Transaction *Transaction
	Refund      *Refund
}

// Errors the domain tells apart.
var (
	// ErrNotFound: the provider knows no such out_trade_no / out_refund_no
	// (ORDER_NOT_EXIST, RESOURCE_NOT_EXISTS).
	ErrNotFound = errors.New("wechatpay: no such order or refund")
	// ErrAlreadyPaid: a close or a new prepay for an out_trade_no that was
	// paid meanwhile (ORDERPAID); the caller queries and applies the payment.
	ErrAlreadyPaid = errors.New("wechatpay: already paid")
	// ErrUnverified: a notification whose serial, signature, timestamp or
	// ciphertext did not verify; nothing in it may be trusted.
	ErrUnverified = errors.New("wechatpay: notification not verified")
	// ErrUnavailable: the provider did not answer (network, 5xx, timeout);
	// the caller may retry later.
	ErrUnavailable = errors.New("wechatpay: provider unavailable")
)

// API is what the domain needs of WeChat Pay. The real implementation is the
// SDK client (sandbox mode: the same client pointed at the simulator); tests
// of the domain may use the simulator over HTTP or a fake of this interface.
type API interface {
	// AppID and MchID are the ids every transaction of ours must carry.
	AppID() string
	MchID() string
	// Prepay creates the attempt at the provider.
	Prepay(ctx context.Context, req PrepayRequest) (PrepayResult, error)
	// JSAPIParams signs the in-page payment request for a JSAPI prepay id.
	JSAPIParams(prepayID string) (JSAPIParams, error)
	// Query asks for a transaction by our out_trade_no.
	Query(ctx context.Context, outTradeNo string) (Transaction, error)
	// Close closes an unpaid attempt; closing a closed one succeeds;
	// ErrAlreadyPaid when it was paid meanwhile.
	Close(ctx context.Context, outTradeNo string) error
	// Refund starts a refund; the same OutRefundNo twice is the same refund.
	Refund(ctx context.Context, req RefundRequest) (Refund, error)
	// QueryRefund asks for a refund by our out_refund_no.
	QueryRefund(ctx context.Context, outRefundNo string) (Refund, error)
}
