// Package payapi is the endpoint WeChat Pay posts its notifications to
// (POST /api/pay/wechat/notify). It only verifies and hands over: the
// provider checks serial, signature, timestamp and decrypts
// (wechatpay.Client.ParseNotification); what a payment or a refund means
// for an order is the domain's, behind [Sink].
//
// Answers follow WeChat Pay's protocol: 204 when handled; otherwise an
// error status with {"code":"FAIL","message":...}, which makes WeChat Pay
// retry on its schedule (so the Sink must be idempotent: the same
// notification comes again).
package payapi

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"time"

	"artmarket/server/providers/wechatpay"
	"artmarket/server/web/api"
)

// Path is the notification endpoint: wechatpay.NotifyPath.
const Path = wechatpay.NotifyPath

// PerMinute caps requests to the endpoint per client address: far above
// WeChat Pay's own pace, low enough that a flood of forgeries cannot tie up
// RSA verification.
const PerMinute = 600

// Sink applies a verified notification: a TRANSACTION.SUCCESS pays the
// order its out_trade_no names, a REFUND.* records the refund. It must be
// idempotent (a notification may come many times, with the same
// Notification.ID and transaction id). A nil error is "handled" (also for
// a verified notification the domain records as an anomaly and does not
// apply); an error makes WeChat Pay retry.
type Sink interface {
	Apply(ctx context.Context, n wechatpay.Notification) error
}

// Parser verifies and decrypts a notification: *wechatpay.Client.
type Parser interface {
	ParseNotification(r *http.Request) (wechatpay.Notification, error)
}

// Handler serves the endpoint.
type Handler struct {
	Parser Parser // nil: payments are off (500, so nothing is lost if they come back)
	Sink   Sink   // nil: not wired yet (500: WeChat Pay retries later)
	// Admit counts a request against the per-address limit (PerMinute) and
	// says whether it may go on; nil: no limit.
	Admit    func(*http.Request) bool
	Log      *slog.Logger
	Timeout  time.Duration // for the Sink (default 10 s: WeChat Pay waits 5 s, retries later)
	MaxBytes int64         // body limit (default wechatpay.MaxNotificationBytes)
}

// Register mounts POST /api/pay/wechat/notify.
func (h *Handler) Register(r *api.Router) {
	limit := h.MaxBytes
	if limit <= 0 {
		limit = wechatpay.MaxNotificationBytes
	}
	r.Handle("POST "+Path, http.HandlerFunc(h.notify), api.MaxBody(limit))
}

// The answers' messages.
const (
	MsgUnverified  = "签名验证失败"
	MsgUnavailable = "暂时无法处理，请稍后重试"
	MsgTooMany     = "请求过于频繁"
)

func (h *Handler) log() *slog.Logger {
	if h.Log != nil {
		return h.Log
	}
	return slog.Default()
}

func (h *Handler) notify(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	if h.Admit != nil && !h.Admit(r) {
		fail(w, http.StatusTooManyRequests, MsgTooMany)
		return
	}
	if h.Parser == nil {
		h.log().ErrorContext(ctx, "payapi: a WeChat Pay notification came but payments are off")
		fail(w, http.StatusInternalServerError, MsgUnavailable)
		return
	}
	n, err := h.Parser.ParseNotification(r)
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			fail(w, http.StatusRequestEntityTooLarge, MsgUnverified)
			return
		}
		// Nothing in it is trusted; the reason, never the body.
		h.log().WarnContext(ctx, "payapi: WeChat Pay notification refused", "reason", err.Error())
		fail(w, http.StatusUnauthorized, MsgUnverified)
		return
	}
	if h.Sink == nil {
		h.log().ErrorContext(ctx, "payapi: no Sink wired: WeChat Pay will retry the notification", "id", n.ID, "event", n.EventType)
		fail(w, http.StatusInternalServerError, MsgUnavailable)
		return
	}
	timeout := h.Timeout
	if timeout <= 0 {
		timeout = 10 * time.Second
	}
	sctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	if err := h.Sink.Apply(sctx, n); err != nil {
		h.log().ErrorContext(ctx, "payapi: applying a WeChat Pay notification failed: WeChat Pay will retry", "id", n.ID, "event", n.EventType, "err", err)
		fail(w, http.StatusInternalServerError, MsgUnavailable)
		return
	}
	h.log().InfoContext(ctx, "payapi: WeChat Pay notification applied", "id", n.ID, "event", n.EventType)
	w.WriteHeader(http.StatusNoContent)
}

// fail answers WeChat Pay's error shape.
func fail(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]string{"code": "FAIL", "message": msg})
}
