package authapi

import (
	"artmarket/server/platform/db"

	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"unicode/utf8"

	"artmarket/ent"
	"artmarket/ent/member"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/member/profile"
	"artmarket/server/domain/member/verify"
	"artmarket/server/web/api"
	"artmarket/server/web/authn"
)

// Limits of the profile fields and settings.
const (
	maxNickname     = 20
	maxBio          = 200
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

// PUT /api/member/edit {nickname?, bio?} → member info. Fields left out
// stay as they are.
func (h *Handler) edit(w http.ResponseWriter, r *http.Request, m *ent.Member) (any, error) {
	var in struct {
		Nickname *string `json:"nickname"`
		Bio      *string `json:"bio"`
	}
	if err := api.Decode(r, &in); err != nil {
		return nil, err
	}
	upd := h.client.Member.UpdateOneID(m.ID)
	if in.Nickname != nil {
		nick := strings.TrimSpace(*in.Nickname)
		if nick == "" {
			return nil, invalid(msgNicknameEmpty)
		}
		if utf8.RuneCountInString(nick) > maxNickname {
			return nil, invalid(msgNicknameLength)
		}
		if hasControl(nick) {
			return nil, invalid(msgNicknameInvalid)
		}
		upd.SetNickname(nick)
	}
	if in.Bio != nil {
		bio := strings.TrimSpace(*in.Bio)
		if utf8.RuneCountInString(bio) > maxBio {
			return nil, invalid(msgBioLength)
		}
		upd.SetBio(bio)
	}
	if err := upd.Exec(r.Context()); err != nil {
		return nil, fmt.Errorf("authapi: edit member %d: %w", m.ID, err)
	}
	return h.infoOf(r, m.ID)
}

func hasControl(s string) bool {
	for _, c := range s {
		if c < 0x20 || c == 0x7f {
			return true
		}
	}
	return false
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
	err := db.WithTx(ctx, h.client, func(tx *ent.Tx) error {
		cur, err := tx.Member.Get(ctx, m.ID)
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
			merged[k] = v
		}
		enc, err := json.Marshal(merged)
		if err != nil {
			return fmt.Errorf("authapi: encode settings: %w", err)
		}
		if len(merged) > maxSettingsKeys || len(enc) > maxSettingsSize {
			return invalid(msgSettingsTooBig)
		}
		out, err = tx.Member.UpdateOneID(m.ID).SetSettings(merged).Save(ctx)
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
	if err := h.codes.Check(ctx, in.Key, verify.SMS, mobile, verify.PurposeBindMobile, code); err != nil {
		return nil, refusal(w, err)
	}
	var out *ent.Member
	err = db.WithTx(ctx, h.client, func(tx *ent.Tx) error {
		taken, err := tx.Member.Query().Where(member.Mobile(mobile), member.IDNEQ(m.ID)).Exist(ctx)
		if err != nil {
			return fmt.Errorf("authapi: check mobile: %w", err)
		}
		if taken {
			return invalid(msgMobileTaken)
		}
		out, err = tx.Member.UpdateOneID(m.ID).SetMobile(mobile).Save(ctx)
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
