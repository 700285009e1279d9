package authapi

import (
	"artmarket/server/platform/db"

	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"unicode/utf8"

	"artmarket/ent"
	"artmarket/ent/member"
	"artmarket/server/domain/member/accounts"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/member/profile"
	"artmarket/server/domain/member/verify"
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
	err := db.WithTx(ctx, h.client, func(c *ent.Client) error {
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
	email, err := checkEmail(in.Email)
	if err != nil {
		return nil, err
	}
	code := strings.TrimSpace(in.Code)
	if code == "" {
		return nil, invalid(msgCodeRequired)
	}
	if in.Key == "" {
		return nil, invalid(msgKeyRequired)
	}
	ctx := r.Context()
	cur, err := h.client.Member.Get(ctx, m.ID)
	if err != nil {
		return nil, fmt.Errorf("authapi: load member %d: %w", m.ID, err)
	}
	if cur.Email != nil && strings.EqualFold(*cur.Email, email) {
		return nil, invalid(msgEmailSame)
	}
	if cur.Email != nil {
		if err := h.proveOwner(w, r, cur, in.OldKey, in.OldCode, in.Password); err != nil {
			return nil, err
		}
	}
	if err := h.codes.Check(ctx, in.Key, verify.Email, email, verify.PurposeBindEmail, code); err != nil {
		return nil, refusal(w, err)
	}
	var out *ent.Member
	err = db.WithTx(ctx, h.client, func(c *ent.Client) error {
		taken, err := c.Member.Query().Where(member.Email(email), member.IDNEQ(m.ID)).Exist(ctx)
		if err != nil {
			return fmt.Errorf("authapi: check e-mail: %w", err)
		}
		if taken {
			return invalid(msgEmailTaken)
		}
		out, err = c.Member.UpdateOneID(m.ID).SetEmail(email).Save(ctx)
		if ent.IsConstraintError(err) {
			return invalid(msgEmailTaken) // taken concurrently
		}
		if err != nil {
			return fmt.Errorf("authapi: set e-mail of member %d: %w", m.ID, err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	h.log.InfoContext(ctx, "authapi: e-mail set", "member", m.ID)
	return profile.Build(ctx, h.client, out)
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

// proveOwner checks that the member asking is the account's owner and not
// only someone holding the session: a code sent to the bound number, or the
// password. A member with neither a number nor a password has nothing to
// prove with and passes (their session is all they have).
func (h *Handler) proveOwner(w http.ResponseWriter, r *http.Request, cur *ent.Member, oldKey, oldCode, password string) error {
	ctx := r.Context()
	switch {
	case password != "" && cur.PasswordHash != "":
		if err := h.auth.CheckPassword(ctx, cur, fmt.Sprintf("member:%d", cur.ID), password); err != nil {
			return lockedAnswer(w, err, msgLoginPasswordWrong)
		}
		return nil
	case cur.Mobile != nil && oldKey != "" && strings.TrimSpace(oldCode) != "":
		if err := h.codes.Check(ctx, oldKey, verify.SMS, *cur.Mobile, verify.PurposeProveMobile, strings.TrimSpace(oldCode)); err != nil {
			return refusal(w, err)
		}
		return nil
	case cur.Mobile == nil && cur.PasswordHash == "":
		return nil
	}
	return invalid(msgProofRequired)
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
	mobile, err := checkMobile(in.Mobile)
	if err != nil {
		return nil, err
	}
	code := strings.TrimSpace(in.Code)
	if code == "" {
		return nil, invalid(msgCodeRequired)
	}
	if in.Key == "" {
		return nil, invalid(msgKeyRequired)
	}
	ctx := r.Context()
	cur, err := h.client.Member.Get(ctx, m.ID)
	if err != nil {
		return nil, fmt.Errorf("authapi: load member %d: %w", m.ID, err)
	}
	if cur.Mobile != nil && *cur.Mobile == mobile {
		return nil, invalid(msgMobileSame)
	}
	if bindOnly && cur.Mobile != nil {
		return nil, invalid(msgMobileBound)
	}
	if cur.Mobile != nil {
		if err := h.proveOwner(w, r, cur, in.OldKey, in.OldCode, in.Password); err != nil {
			return nil, err
		}
	}
	if err := h.codes.Check(ctx, in.Key, verify.SMS, mobile, verify.PurposeBindMobile, code); err != nil {
		return nil, refusal(w, err)
	}
	var out *ent.Member
	err = db.WithTx(ctx, h.client, func(c *ent.Client) error {
		taken, err := c.Member.Query().Where(member.Mobile(mobile), member.IDNEQ(m.ID)).Exist(ctx)
		if err != nil {
			return fmt.Errorf("authapi: check mobile: %w", err)
		}
		if taken {
			return invalid(msgMobileTaken)
		}
		out, err = c.Member.UpdateOneID(m.ID).SetMobile(mobile).Save(ctx)
		if ent.IsConstraintError(err) {
			return invalid(msgMobileTaken) // taken concurrently
		}
		if err != nil {
			return fmt.Errorf("authapi: set mobile of member %d: %w", m.ID, err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	h.log.InfoContext(ctx, "authapi: mobile set", "member", m.ID, "bind", bindOnly)
	return profile.Build(ctx, h.client, out)
}
