// Package sandboxweb mounts every sandbox route under /_sandbox, in one
// place and only in sandbox mode: the message outbox (the SMS and e-mail
// twin), the captcha answers browser tests read, and the WeChat simulator
// (the WeChat twin, served by package wechatsim).
package sandboxweb

import (
	"log/slog"
	"net/http"

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
	Log       *slog.Logger
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
