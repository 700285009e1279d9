package authapi

import (
	"artmarket/server/platform/db"
	"context"

	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"unicode/utf8"

	"artmarket/ent"
	"artmarket/server/domain/member/accounts"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/member/profile"
	"artmarket/server/web/api"
	"artmarket/server/web/authn"
)

// Limits of the profile fields and settings.
const (
	maxSettingsKeys = 50
	maxSettingsSize = 8 << 10
)

func sessionOf(r *http.Request) (int, bool) {
	s, ok := auth.SessionFrom(r.Context())
	if !ok {
		return 0, false
	}
	return s.ID, true
}

// info answers the member info of m, freshly loaded.
func (h *Handler) infoOf(r *http.Request, id int) (profile.Info, error) {
	m, err := h.client.Member.Get(r.Context(), id)
	if err != nil {
		return profile.Info{}, fmt.Errorf("authapi: load member %d: %w", id, err)
	}
	return profile.Build(r.Context(), h.client, m)
}

// GET /api/member/member → member info. The browser fetches it with the
// token it keeps (the sign-in, the login check): when its session cookie
// is missing or holds another token (a sign-in from before the cookie
// existed), the answer sets it, so server rendering knows the member on
// the next page.
func (h *Handler) info(w http.ResponseWriter, r *http.Request, m *ent.Member) (any, error) {
	info, err := profile.Build(r.Context(), h.client, m)
	if err != nil {
		return nil, err
	}
	if token := authn.TokenFrom(r); token != "" && authn.CookieToken(r) != token {
		h.sessions.SetCookie(w, r, token)
	}
	return info, nil
}

// PUT /api/member/edit {nickname?, gender?, birthday?, city?, bio?} →
// member info. Fields left out stay as they are; when any field is
// refused nothing is saved and the 422 answer's data lists every refused
// field ({errors: [{field, message}]}) with the first message on top.
func (h *Handler) edit(w http.ResponseWriter, r *http.Request, m *ent.Member) (any, error) {
	var in profile.Edit
	if err := api.Decode(r, &in); err != nil {
		return nil, err
	}
	out, err := profile.Apply(r.Context(), h.client, m.ID, in, h.now())
	var fe profile.FieldErrors
	if errors.As(err, &fe) {
		return nil, api.NewError(api.CodeValidation, fe[0].Message).WithData(map[string]any{"errors": fe})
	}
	if err != nil {
		return nil, err
	}
	return profile.Build(r.Context(), h.client, out)
}

// PUT /api/member/settingInfo {key: value, ...} → member info. The body is
// merged into the member's settings (a null value removes the key); a body
// of the single key "settings" holding an object is taken as that object.
func (h *Handler) settings(w http.ResponseWriter, r *http.Request, m *ent.Member) (any, error) {
	var in map[string]json.RawMessage
	if err := api.Decode(r, &in); err != nil {
		return nil, err
	}
	if inner, ok := in["settings"]; ok && len(in) == 1 && bytes.HasPrefix(bytes.TrimSpace(inner), []byte("{")) {
		in = nil
		if err := json.Unmarshal(inner, &in); err != nil {
			return nil, invalid(msgSettingsInvalid)
		}
	}
	ctx := r.Context()
	var out *ent.Member
	err := db.WithTx(ctx, h.client, func(ctx context.Context, c *ent.Client) error {
		cur, err := c.Member.Get(ctx, m.ID)
		if err != nil {
			return fmt.Errorf("authapi: load settings of member %d: %w", m.ID, err)
		}
		merged := make(map[string]any, len(cur.Settings)+len(in))
		for k, v := range cur.Settings {
			merged[k] = v
		}
		for k, raw := range in {
			if k == "" || utf8.RuneCountInString(k) > 64 {
				return invalid(msgSettingsInvalid)
			}
			// JSON null arrives as a nil RawMessage.
			if raw == nil || bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
				delete(merged, k)
				continue
			}
			var v any
			if err := json.Unmarshal(raw, &v); err != nil {
				return invalid(msgSettingsInvalid)
			}
			if err := profile.CheckNotifySetting(k, v); err != nil {
				return invalid(profile.MsgNotifyInvalid)
			}
			merged[k] = v
		}
		enc, err := json.Marshal(merged)
		if err != nil {
			return fmt.Errorf("authapi: encode settings: %w", err)
		}
		if len(merged) > maxSettingsKeys || len(enc) > maxSettingsSize {
			return invalid(msgSettingsTooBig)
		}
		out, err = c.Member.UpdateOneID(m.ID).SetSettings(merged).Save(ctx)
		if err != nil {
			return fmt.Errorf("authapi: store settings of member %d: %w", m.ID, err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return profile.Build(ctx, h.client, out)
}

type mobileRequest struct {
	Mobile string `json:"mobile"`
	Code   string `json:"mobile_code"`
	Key    string `json:"mobile_key"`
	// Proof that the bound number is the member's, when changing it: a code
	// sent to it (POST /api/send/mobile/prove_old) or the password.
	OldCode  string `json:"old_mobile_code"`
	OldKey   string `json:"old_mobile_key"`
	Password string `json:"password"`
}

// PUT /api/member/email {email, email_code, email_key} → member info: binds
// an e-mail address, or changes the bound one after proof that the account
// is the member's (old_mobile_code/old_mobile_key or password, as for the
// number). An address another member has is refused.
func (h *Handler) changeEmail(w http.ResponseWriter, r *http.Request, m *ent.Member) (any, error) {
	var in struct {
		Email    string `json:"email"`
		Code     string `json:"email_code"`
		Key      string `json:"email_key"`
		OldCode  string `json:"old_mobile_code"`
		OldKey   string `json:"old_mobile_key"`
		Password string `json:"password"`
	}
	if err := api.Decode(r, &in); err != nil {
		return nil, err
	}
	proof := accounts.Proof{OldKey: in.OldKey, OldCode: in.OldCode, Password: in.Password}
	out, err := h.accounts.SetEmail(r.Context(), m.ID, in.Email, in.Code, in.Key, proof)
	if err != nil {
		return nil, err
	}
	return profile.Build(r.Context(), h.client, out)
}

// POST /api/member/wechat/unbind → member info: unlinks the member's WeChat
// while another way to sign in remains (accounts.UnbindWeChat says which).
func (h *Handler) unbindWeChat(w http.ResponseWriter, r *http.Request, m *ent.Member) (any, error) {
	out, err := accounts.UnbindWeChat(r.Context(), h.client, m.ID)
	if err != nil {
		return nil, err
	}
	h.log.InfoContext(r.Context(), "authapi: WeChat unbound", "member", m.ID)
	return profile.Build(r.Context(), h.client, out)
}

// POST /api/member/bind_mobile {mobile, mobile_code, mobile_key} → member
// info: gives a number to a member who has none (after a WeChat sign-up).
// A number another member has is refused: "该手机号已绑定其他账号"; accounts
// are never merged.
func (h *Handler) bindMobile(w http.ResponseWriter, r *http.Request, m *ent.Member) (any, error) {
	return h.setMobile(w, r, m, true)
}

// PUT /api/member/mobile {mobile, mobile_code, mobile_key} → member info:
// changes the number (or sets the first one), with a code sent to the new
// number by /api/send/mobile/bind_mobile.
func (h *Handler) changeMobile(w http.ResponseWriter, r *http.Request, m *ent.Member) (any, error) {
	return h.setMobile(w, r, m, false)
}

func (h *Handler) setMobile(w http.ResponseWriter, r *http.Request, m *ent.Member, bindOnly bool) (any, error) {
	var in mobileRequest
	if err := api.Decode(r, &in); err != nil {
		return nil, err
	}
	proof := accounts.Proof{OldKey: in.OldKey, OldCode: in.OldCode, Password: in.Password}
	out, err := h.accounts.SetMobile(r.Context(), m.ID, in.Mobile, in.Code, in.Key, proof, bindOnly)
	if err != nil {
		return nil, err
	}
	return profile.Build(r.Context(), h.client, out)
}
