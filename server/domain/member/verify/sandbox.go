package verify

import (
	"net/http"

	"artmarket/server/web/api"
)

// SandboxCaptchaPath answers a pending captcha's text, so that browser tests
// can register. It exists only in sandbox mode.
const SandboxCaptchaPath = "/_sandbox/api/captcha"

// MountSandbox registers
//
//	GET /_sandbox/api/captcha?key=...  {"code":1,"message":"成功","data":{"answer":"ab3k"}}
//
// (404 with code 404 when the key is unknown, used or expired). Reading the
// answer does not use the captcha up.
func (c *Captcha) MountSandbox(mux *http.ServeMux) {
	mux.Handle("GET "+SandboxCaptchaPath, api.Handle(func(r *http.Request) (any, error) {
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
