package wechatpay

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/wechatpay-apiv3/wechatpay-go/core/notify"
	"github.com/wechatpay-apiv3/wechatpay-go/services/payments"
	"github.com/wechatpay-apiv3/wechatpay-go/utils"
)

// MaxNotificationBytes bounds a notification's body (WeChat Pay's are
// about 1 KiB).
const MaxNotificationBytes = 64 << 10

// RefundResource is the decrypted resource of a REFUND.* notification.
type RefundResource struct {
	MchID               string `json:"mchid"`
	TransactionID       string `json:"transaction_id"`
	OutTradeNo          string `json:"out_trade_no"`
	RefundID            string `json:"refund_id"`
	OutRefundNo         string `json:"out_refund_no"`
	RefundStatus        string `json:"refund_status"`
	SuccessTime         string `json:"success_time,omitempty"`
	UserReceivedAccount string `json:"user_received_account"`
	Amount              struct {
		Total       int64 `json:"total"`
		Refund      int64 `json:"refund"`
		PayerTotal  int64 `json:"payer_total"`
		PayerRefund int64 `json:"payer_refund"`
	} `json:"amount"`
}

// ParseNotification verifies and decrypts a notification WeChat Pay
// posted: the Wechatpay-Serial must be the platform key's id, the
// Wechatpay-Signature verify with that key over "timestamp\nnonce\nbody\n",
// the Wechatpay-Timestamp be less than 300 s away (the SDK's validator), and
// the resource decrypt with AEAD_AES_256_GCM under the APIv3 key. Any
// failure wraps [ErrUnverified], with the reason and never the body.
func (c *Client) ParseNotification(r *http.Request) (Notification, error) {
	body, err := io.ReadAll(io.LimitReader(r.Body, MaxNotificationBytes+1))
	if err != nil {
		return Notification{}, fmt.Errorf("%w: read body: %w", ErrUnverified, err)
	}
	if len(body) > MaxNotificationBytes {
		return Notification{}, fmt.Errorf("%w: body over %d bytes", ErrUnverified, MaxNotificationBytes)
	}
	if st := r.Header.Get("Wechatpay-Signature-Type"); st != "" && st != "WECHATPAY2-SHA256-RSA2048" {
		return Notification{}, fmt.Errorf("%w: signature type %q", ErrUnverified, st)
	}
	if s := r.Header.Get("Wechatpay-Serial"); s != c.cfg.PlatformKeyID {
		return Notification{}, fmt.Errorf("%w: serial %q is not our platform key's", ErrUnverified, clip(s))
	}
	// The validator reads the body again from r.
	r.Body = io.NopCloser(strings.NewReader(string(body)))
	if err := c.notify.Validate(r.Context(), r); err != nil {
		return Notification{}, fmt.Errorf("%w: %v", ErrUnverified, err)
	}
	var env notify.Request
	if err := json.Unmarshal(body, &env); err != nil {
		return Notification{}, fmt.Errorf("%w: body is not a notification: %v", ErrUnverified, err)
	}
	res := env.Resource
	if res == nil || res.Algorithm != "AEAD_AES_256_GCM" {
		return Notification{}, fmt.Errorf("%w: resource missing or not AEAD_AES_256_GCM", ErrUnverified)
	}
	plain, err := utils.DecryptAES256GCM(c.cfg.APIv3Key, res.AssociatedData, res.Nonce, res.Ciphertext)
	if err != nil {
		return Notification{}, fmt.Errorf("%w: decrypt resource: %v", ErrUnverified, err)
	}
	n := Notification{ID: env.ID, EventType: env.EventType}
	switch {
	case strings.HasPrefix(env.EventType, "TRANSACTION."):
		var t payments.Transaction
		if err := json.Unmarshal([]byte(plain), &t); err != nil {
			return Notification{}, fmt.Errorf("%w: transaction resource: %v", ErrUnverified, err)
		}
		tx, err := fromSDKTransaction(&t)
		if err != nil {
			return Notification{}, fmt.Errorf("%w: transaction resource: %v", ErrUnverified, err)
		}
		n.Transaction = &tx
	case strings.HasPrefix(env.EventType, "REFUND."):
		var rr RefundResource
		if err := json.Unmarshal([]byte(plain), &rr); err != nil {
			return Notification{}, fmt.Errorf("%w: refund resource: %v", ErrUnverified, err)
		}
		ref := Refund{
			RefundID: rr.RefundID, OutRefundNo: rr.OutRefundNo, OutTradeNo: rr.OutTradeNo,
			Status: RefundStatus(rr.RefundStatus), RefundFen: rr.Amount.Refund, TotalFen: rr.Amount.Total,
		}
		if rr.SuccessTime != "" {
			at, err := time.Parse(time.RFC3339, rr.SuccessTime)
			if err != nil {
				return Notification{}, fmt.Errorf("%w: refund success_time: %v", ErrUnverified, err)
			}
			ref.SuccessTime = at.UTC()
		}
		n.Refund = &ref
	default:
		return Notification{}, fmt.Errorf("%w: unknown event type %q", ErrUnverified, clip(env.EventType))
	}
	if n.ID == "" {
		return Notification{}, errors.Join(ErrUnverified, errors.New("notification without an id"))
	}
	return n, nil
}

// clip keeps a header value short in an error.
func clip(s string) string {
	if len(s) > 64 {
		return s[:64] + "…"
	}
	return s
}
