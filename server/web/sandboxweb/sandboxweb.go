// Package sandboxweb mounts every sandbox route under /_sandbox, in one
// place and only in sandbox mode: the message outbox (the SMS and e-mail
// twin), the captcha answers browser tests read, and the WeChat simulator
// (the WeChat twin, served by package wechatsim), the WeChat Pay simulator,
// and the control that runs an order's auto-cancel at the end of its hold.
package sandboxweb

import (
	"context"
	"log/slog"
	"net/http"
	"strconv"

	"artmarket/server/domain/member/verify"
	"artmarket/server/providers/outbox"
	"artmarket/server/providers/wechat/wechatsim"
	"artmarket/server/providers/wechatpay/wechatpaysim"
	"artmarket/server/web/api"
)

// Deps are the twins whose state the sandbox pages show.
type Deps struct {
	Outbox  *outbox.Sandbox
	Captcha *verify.Captcha
	WeChat  *wechatsim.Sim // nil: no WeChat simulator
	// WeChatPay is the WeChat Pay simulator; nil: none (real credentials).
	WeChatPay *wechatpaysim.Sim
	// Orders runs the auto-cancel of one order at the end of its hold
	// (orders.Service); nil: no such control.
	Orders OrderExpirer
	// Scheduled runs the scheduled-publication job's step at one
	// article's time (publishing.Scheduler); nil: no such control.
	Scheduled ScheduledPublisher
	Log       *slog.Logger
}

// OrderExpirer is the order job's step the sandbox lets browser tests run.
type OrderExpirer interface {
	ExpireAtHoldEnd(ctx context.Context, number int) (bool, error)
}

// Mount registers the sandbox routes on mux.
func Mount(mux *http.ServeMux, d Deps) {
	if d.Log == nil {
		d.Log = slog.Default()
	}
	mountOutbox(mux, d.Outbox, d.Log) // GET /_sandbox/outbox, GET /_sandbox/api/outbox
	mountCaptcha(mux, d.Captcha)      // GET /_sandbox/api/captcha
	if d.WeChat != nil {
		d.WeChat.Routes(mux) // /_sandbox/wechat/...
	}
	if d.WeChatPay != nil {
		d.WeChatPay.Routes(mux) // /_sandbox/wechatpay/...
	}
	if d.Orders != nil {
		mountOrders(mux, d.Orders) // POST /_sandbox/api/orders/{number}/expire
	}
	if d.Scheduled != nil {
		mountScheduled(mux, d.Scheduled) // POST /_sandbox/api/articles/{number}/publish-scheduled
	}
}

// ExpirePath is the sandbox's control of the order auto-cancel.
const ExpirePath = "/_sandbox/api/orders/{number}/expire"

// mountOrders registers
//
//	POST /_sandbox/api/orders/{number}/expire  {"code":1,...,"data":{"cancelled":true}}
//
// which cancels that unpaid order as the job does at the end of its hold
// (closing the payment first, then releasing the stock), so a browser test
// sees the auto-cancel without waiting out the hold or shortening it for
// every other test. cancelled is false for an order not (or no longer)
// unpaid.
func mountOrders(mux *http.ServeMux, o OrderExpirer) {
	mux.Handle("POST "+ExpirePath, api.Handle(func(r *http.Request) (any, error) {
		n, err := strconv.Atoi(r.PathValue("number"))
		if err != nil || n <= 0 {
			return nil, api.NewError(api.CodeNotFound, "订单不存在")
		}
		done, err := o.ExpireAtHoldEnd(r.Context(), n)
		if err != nil {
			return nil, err
		}
		return map[string]bool{"cancelled": done}, nil
	}))
}

// CaptchaPath answers a pending captcha's text, so that browser tests can
// register.
const CaptchaPath = "/_sandbox/api/captcha"

// mountCaptcha registers
//
//	GET /_sandbox/api/captcha?key=...  {"code":1,"message":"成功","data":{"answer":"ab3k"}}
//
// (404 with code 404 when the key is unknown, used or expired). Reading the
// answer does not use the captcha up.
func mountCaptcha(mux *http.ServeMux, c *verify.Captcha) {
	mux.Handle("GET "+CaptchaPath, api.Handle(func(r *http.Request) (any, error) {
		answer, ok, err := c.Peek(r.Context(), r.URL.Query().Get("key"))
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, api.NewError(api.CodeNotFound, "验证码不存在或已失效")
		}
		return map[string]string{"answer": answer}, nil
	}))
}
