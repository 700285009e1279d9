package authapi

import (
	"net/http"
	"time"

	"artmarket/ent"
	"artmarket/server/domain/member/accounts"
	"artmarket/server/web/api"
)

// POST /api/login/mobile {mobile, mobile_code, mobile_key} → {token, member}.
// The first login with a number creates its member.
func (h *Handler) loginMobile(w http.ResponseWriter, r *http.Request) (any, error) {
	var in struct {
		Mobile string `json:"mobile"`
		Code   string `json:"mobile_code"`
		Key    string `json:"mobile_key"`
	}
	if err := api.Decode(r, &in); err != nil {
		return nil, err
	}
	l, err := h.accounts.LoginMobile(r.Context(), in.Mobile, in.Code, in.Key, h.clients.Of(r))
	return h.answerLogin(w, r, l, err)
}

// POST /api/login/email {email, password} → {token, member}.
func (h *Handler) loginEmail(w http.ResponseWriter, r *http.Request) (any, error) {
	var in struct {
		Email    string `json:"email"`
		Password string `json:"password"`
	}
	if err := api.Decode(r, &in); err != nil {
		return nil, err
	}
	l, err := h.accounts.LoginEmail(r.Context(), in.Email, in.Password, h.clients.RateKey(r), h.clients.Of(r))
	return h.answerLogin(w, r, l, err)
}

// POST /api/register {username, email, password, password_two, captcha_key,
// captcha_code} → {token, member}.
func (h *Handler) register(w http.ResponseWriter, r *http.Request) (any, error) {
	var in struct {
		Username    string `json:"username"`
		Email       string `json:"email"`
		Password    string `json:"password"`
		PasswordTwo string `json:"password_two"`
		CaptchaKey  string `json:"captcha_key"`
		CaptchaCode string `json:"captcha_code"`
	}
	if err := api.Decode(r, &in); err != nil {
		return nil, err
	}
	l, err := h.accounts.Register(r.Context(), accounts.SignUp{
		Username: in.Username, Email: in.Email, Password: in.Password, PasswordTwo: in.PasswordTwo,
		CaptchaKey: in.CaptchaKey, CaptchaCode: in.CaptchaCode,
	}, h.clients.Of(r))
	return h.answerLogin(w, r, l, err)
}

// GET /api/captcha → {captcha_key, img}.
func (h *Handler) newCaptcha(w http.ResponseWriter, r *http.Request) (any, error) {
	ctx := r.Context()
	if err := h.capped(ctx, w, "captcha:ip:"+h.clients.RateKey(r), CaptchasPerIP, time.Minute, api.MsgTooManyRequests); err != nil {
		return nil, err
	}
	key, img, err := h.captcha.New(ctx)
	if err != nil {
		return nil, err
	}
	return map[string]string{"captcha_key": key, "img": img}, nil
}

// PUT /api/auth/logout → null: ends this session.
func (h *Handler) logout(w http.ResponseWriter, r *http.Request, m *ent.Member) (any, error) {
	sess, ok := sessionOf(r)
	if !ok {
		return nil, api.ErrUnauthorized
	}
	if err := h.auth.Revoke(r.Context(), sess); err != nil {
		return nil, err
	}
	return nil, nil
}
