package authapi

import (
	"artmarket/server/platform/db"

	"fmt"
	"net/http"
	"strings"
	"time"

	"artmarket/ent"
	"artmarket/ent/member"
	"artmarket/server/domain/member/accounts"
	"artmarket/server/domain/member/verify"
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
	mobile, err := checkMobile(in.Mobile)
	if err != nil {
		return nil, err
	}
	code := strings.TrimSpace(in.Code)
	if code == "" {
		return nil, invalid(msgSMSCodeRequired)
	}
	if in.Key == "" {
		return nil, invalid(msgKeyRequired)
	}
	ctx := r.Context()
	if err := h.codes.Check(ctx, in.Key, verify.SMS, mobile, verify.PurposeLogin, code); err != nil {
		return nil, refusal(w, err)
	}
	var (
		m     *ent.Member
		token string
	)
	err = db.WithTx(ctx, h.client, func(c *ent.Client) error {
		var err error
		var created bool
		if m, created, err = accounts.ByMobile(ctx, c, mobile); err != nil {
			return err
		}
		if created {
			h.log.InfoContext(ctx, "authapi: member signed up by SMS", "member", m.ID)
		}
		if err := checkStatus(m); err != nil {
			return err
		}
		token, err = h.auth.Issue(ctx, c, m.ID, h.clients.Of(r))
		return err
	})
	if err != nil {
		return nil, err
	}
	return h.answerLogin(w, r, token, m)
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
	email, err := checkEmail(in.Email)
	if err != nil {
		return nil, err
	}
	if in.Password == "" {
		return nil, invalid(msgPasswordRequired)
	}
	ctx := r.Context()
	res, err := h.limiter.Allow(ctx, "login:ip:"+h.clients.RateKey(r), h.loginCap, LoginWindow)
	if err != nil {
		return nil, err
	}
	if !res.Allowed {
		return nil, tooMany(w, api.MsgTooManyRequests, res.Reset)
	}
	m, err := h.client.Member.Query().Where(member.Email(email)).Only(ctx)
	if err != nil && !ent.IsNotFound(err) {
		return nil, fmt.Errorf("authapi: find member by e-mail: %w", err)
	}
	// No such member: m is nil, and CheckPassword answers exactly as for a
	// wrong password.
	if err := h.auth.CheckPassword(ctx, m, "email:"+email, in.Password); err != nil {
		return nil, lockedAnswer(w, err, msgLoginFailed)
	}
	if m == nil { // CheckPassword never accepts an unknown account; be sure
		return nil, invalid(msgLoginFailed)
	}
	if err := checkStatus(m); err != nil {
		return nil, err
	}
	token, err := h.auth.Issue(ctx, h.client, m.ID, h.clients.Of(r))
	if err != nil {
		return nil, err
	}
	return h.answerLogin(w, r, token, m)
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
	username := strings.TrimSpace(in.Username)
	if username == "" {
		return nil, invalid(msgUsernameRequired)
	}
	if !usernameRe.MatchString(username) {
		return nil, invalid(msgUsernameFormat)
	}
	email, err := checkEmail(in.Email)
	if err != nil {
		return nil, err
	}
	if err := checkNewPassword(in.Password, in.PasswordTwo, msgPasswordRequired, msgConfirmRequired); err != nil {
		return nil, err
	}
	captcha := strings.TrimSpace(in.CaptchaCode)
	if captcha == "" {
		return nil, invalid(msgCaptchaRequired)
	}
	if in.CaptchaKey == "" {
		return nil, invalid(msgCaptchaGone)
	}
	ctx := r.Context()
	// The captcha comes before any look-up, so probing which names and
	// addresses are taken costs a solved captcha each time.
	ok, err := h.captcha.Check(ctx, in.CaptchaKey, captcha)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, invalid(msgCaptchaWrong)
	}
	hash, err := h.auth.HashPassword(in.Password)
	if err != nil {
		return nil, err
	}
	var (
		m     *ent.Member
		token string
	)
	err = db.WithTx(ctx, h.client, func(c *ent.Client) error {
		var err error
		if m, err = accounts.Register(ctx, c, username, email, hash); err != nil {
			return err
		}
		token, err = h.auth.Issue(ctx, c, m.ID, h.clients.Of(r))
		return err
	})
	if err != nil {
		return nil, err
	}
	h.log.InfoContext(ctx, "authapi: member registered", "member", m.ID)
	return h.answerLogin(w, r, token, m)
}

// GET /api/captcha → {captcha_key, img}.
func (h *Handler) newCaptcha(w http.ResponseWriter, r *http.Request) (any, error) {
	ctx := r.Context()
	res, err := h.limiter.Allow(ctx, "captcha:ip:"+h.clients.RateKey(r), CaptchasPerIP, time.Minute)
	if err != nil {
		return nil, err
	}
	if !res.Allowed {
		return nil, tooMany(w, api.MsgTooManyRequests, res.Reset)
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
