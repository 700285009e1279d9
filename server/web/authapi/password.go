package authapi

import (
	"net/http"

	"artmarket/ent"
	"artmarket/server/domain/member/accounts"
	"artmarket/server/domain/member/verify"
	"artmarket/server/web/api"
)

// POST /api/password/reset {mobile, mobile_code, mobile_key, password,
// password_two} → null. Every session of the member ends.
func (h *Handler) resetByMobile(w http.ResponseWriter, r *http.Request) (any, error) {
	var in struct {
		Mobile      string `json:"mobile"`
		Code        string `json:"mobile_code"`
		Key         string `json:"mobile_key"`
		Password    string `json:"password"`
		PasswordTwo string `json:"password_two"`
	}
	if err := api.Decode(r, &in); err != nil {
		return nil, err
	}
	return nil, h.accounts.ResetPassword(r.Context(), accounts.Reset{
		Channel: verify.SMS, Target: in.Mobile,
		Code: in.Code, Key: in.Key, Password: in.Password, PasswordTwo: in.PasswordTwo,
	})
}

// POST /api/email/reset {email, email_code, email_key, password,
// password_two} → null.
func (h *Handler) resetByEmail(w http.ResponseWriter, r *http.Request) (any, error) {
	var in struct {
		Email       string `json:"email"`
		Code        string `json:"email_code"`
		Key         string `json:"email_key"`
		Password    string `json:"password"`
		PasswordTwo string `json:"password_two"`
	}
	if err := api.Decode(r, &in); err != nil {
		return nil, err
	}
	return nil, h.accounts.ResetPassword(r.Context(), accounts.Reset{
		Channel: verify.Email, Target: in.Email,
		Code: in.Code, Key: in.Key, Password: in.Password, PasswordTwo: in.PasswordTwo,
	})
}

// POST /api/member/password/change {password, password_two, password_old}
// → {token, member}. Every session of the member ends, this one too; the
// answer carries a fresh token for the device that made the change.
// A member without a password (signed up by SMS or WeChat) sets one
// without password_old.
func (h *Handler) changePassword(w http.ResponseWriter, r *http.Request, viewer *ent.Member) (any, error) {
	var in struct {
		Password    string `json:"password"`
		PasswordTwo string `json:"password_two"`
		PasswordOld string `json:"password_old"`
	}
	if err := api.Decode(r, &in); err != nil {
		return nil, err
	}
	l, err := h.accounts.ChangePassword(r.Context(), viewer.ID, in.Password, in.PasswordTwo, in.PasswordOld, h.clients.Of(r))
	return h.answerLogin(w, r, l, err)
}
