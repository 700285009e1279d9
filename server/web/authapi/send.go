package authapi

import (
	"net/http"

	"artmarket/ent"
	"artmarket/server/domain/member/accounts"
	"artmarket/server/domain/member/verify"
	"artmarket/server/web/api"
)

// keyAnswer is the answer of the send-code calls.
type keyAnswer struct {
	Key string `json:"key"`
}

// POST /api/send/mobile/login {mobile, captcha_key?, captcha_code?} → {key}.
// The captcha is checked when both of its fields are sent.
func (h *Handler) sendMobileLogin(w http.ResponseWriter, r *http.Request) (any, error) {
	var in struct {
		Mobile      string `json:"mobile"`
		CaptchaKey  string `json:"captcha_key"`
		CaptchaCode string `json:"captcha_code"`
	}
	if err := api.Decode(r, &in); err != nil {
		return nil, err
	}
	mobile, err := h.accounts.LoginCodeTarget(r.Context(), in.Mobile, in.CaptchaKey, in.CaptchaCode)
	return h.sendCode(w, r, verify.SMS, verify.PurposeLogin, mobile, err)
}

// POST /api/send/mobile/bind_mobile {mobile} → {key}. Member only. A number
// another member has is refused before anything is sent, and such refusals
// are capped (accounts.BindMobileTarget).
func (h *Handler) sendMobileBind(w http.ResponseWriter, r *http.Request, m *ent.Member) (any, error) {
	var in struct {
		Mobile string `json:"mobile"`
	}
	if err := api.Decode(r, &in); err != nil {
		return nil, err
	}
	mobile, err := h.accounts.BindMobileTarget(r.Context(), m, in.Mobile, h.clients.RateKey(r))
	return h.sendCode(w, r, verify.SMS, verify.PurposeBindMobile, mobile, err)
}

// The caps on refusals of a taken number, an hour (accounts').
const (
	TakenPerMember = accounts.TakenPerMember
	TakenPerClient = accounts.TakenPerClient
)

// POST /api/send/mobile/prove_old → {key}: a code to the member's bound
// number, the proof PUT /api/member/mobile asks for before changing it.
func (h *Handler) sendProveOld(w http.ResponseWriter, r *http.Request, m *ent.Member) (any, error) {
	mobile, err := h.accounts.ProveMobileTarget(r.Context(), m.ID)
	return h.sendCode(w, r, verify.SMS, verify.PurposeProveMobile, mobile, err)
}

// POST /api/send/email/bind_email {email} → {key}: a code to the address
// the member wants to bind (PUT /api/member/email).
func (h *Handler) sendEmailBind(w http.ResponseWriter, r *http.Request, m *ent.Member) (any, error) {
	var in struct {
		Email string `json:"email"`
	}
	if err := api.Decode(r, &in); err != nil {
		return nil, err
	}
	email, err := accounts.BindEmailTarget(m, in.Email)
	return h.sendCode(w, r, verify.Email, verify.PurposeBindEmail, email, err)
}

// POST /api/send/mobile/find_pass {mobile} → {key}. The answer is the same
// whether or not a member has the number; only a member's number receives
// a code.
func (h *Handler) sendMobileFindPass(w http.ResponseWriter, r *http.Request) (any, error) {
	var in struct {
		Mobile string `json:"mobile"`
	}
	if err := api.Decode(r, &in); err != nil {
		return nil, err
	}
	return h.sendFindPass(w, r, verify.SMS, in.Mobile)
}

// POST /api/send/email/find_pass {email} → {key}, the same way.
func (h *Handler) sendEmailFindPass(w http.ResponseWriter, r *http.Request) (any, error) {
	var in struct {
		Email string `json:"email"`
	}
	if err := api.Decode(r, &in); err != nil {
		return nil, err
	}
	return h.sendFindPass(w, r, verify.Email, in.Email)
}

func (h *Handler) sendFindPass(w http.ResponseWriter, r *http.Request, ch verify.Channel, raw string) (any, error) {
	target, exists, err := h.accounts.FindPassTarget(r.Context(), ch, raw)
	if err != nil {
		return nil, err
	}
	return h.send(w, r, findPass(ch, target, exists))
}

// sendCode sends a code for purpose to target, the address a rule of the
// domain has checked, or answers that rule's refusal (err).
func (h *Handler) sendCode(w http.ResponseWriter, r *http.Request, ch verify.Channel, purpose verify.Purpose, target string, err error) (any, error) {
	if err != nil {
		return nil, err
	}
	return h.send(w, r, verify.SendRequest{Channel: ch, Target: target, Purpose: purpose, Deliver: true})
}

// send asks the domain for a code (the client's address added) and answers
// its key, or the refusal.
func (h *Handler) send(w http.ResponseWriter, r *http.Request, req verify.SendRequest) (any, error) {
	req.IP = h.clients.IP(r)
	key, err := h.codes.Send(r.Context(), req)
	if err != nil {
		return nil, refusal(w, err)
	}
	return keyAnswer{Key: key}, nil
}

// findPass is the reset-code request, whose answer must not tell whether
// the address has an account: the same answer, at the same time (the
// message goes out in the background, and only to a member's address).
func findPass(ch verify.Channel, target string, exists bool) verify.SendRequest {
	return verify.SendRequest{Channel: ch, Target: target, Purpose: verify.PurposeFindPass, Deliver: exists, Background: true}
}
