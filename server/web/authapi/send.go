package authapi

import (
	"fmt"
	"net/http"
	"strings"
	"time"

	"artmarket/ent"
	"artmarket/ent/member"
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
	mobile, err := checkMobile(in.Mobile)
	if err != nil {
		return nil, err
	}
	ctx := r.Context()
	if in.CaptchaKey != "" && strings.TrimSpace(in.CaptchaCode) != "" {
		ok, err := h.captcha.Check(ctx, in.CaptchaKey, in.CaptchaCode)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, invalid(msgImageCaptcha)
		}
	}
	return h.send(w, r, verify.SendRequest{Channel: verify.SMS, Target: mobile, Purpose: verify.PurposeLogin, Deliver: true})
}

// POST /api/send/mobile/bind_mobile {mobile} → {key}. Member only. A number
// another member has is refused before anything is sent (issue 26 point 17:
// that stranger was sent a code first). The refusal tells a member that the
// number has an account, so refusals are capped per member and per client
// address (TakenPerMember, TakenPerClient an hour): probing numbers this way
// stays slow. They leave the number's own send limits alone, so a prober
// cannot hold up its owner's codes either.
func (h *Handler) sendMobileBind(w http.ResponseWriter, r *http.Request, m *ent.Member) (any, error) {
	var in struct {
		Mobile string `json:"mobile"`
	}
	if err := api.Decode(r, &in); err != nil {
		return nil, err
	}
	mobile, err := checkMobile(in.Mobile)
	if err != nil {
		return nil, err
	}
	if m.Mobile != nil && *m.Mobile == mobile {
		return nil, invalid(msgMobileSame)
	}
	taken, err := h.client.Member.Query().Where(member.Mobile(mobile), member.IDNEQ(m.ID)).Exist(r.Context())
	if err != nil {
		return nil, fmt.Errorf("authapi: check mobile: %w", err)
	}
	if taken {
		for key, limit := range map[string]int{
			fmt.Sprintf("bind-taken:member:%d", m.ID): TakenPerMember,
			"bind-taken:ip:" + h.clients.RateKey(r):   TakenPerClient,
		} {
			res, err := h.limiter.Allow(r.Context(), key, limit, time.Hour)
			if err != nil {
				return nil, err
			}
			if !res.Allowed {
				return nil, tooMany(w, api.MsgTooManyRequests, res.Reset)
			}
		}
		return nil, invalid(msgMobileTaken)
	}
	return h.send(w, r, verify.SendRequest{Channel: verify.SMS, Target: mobile, Purpose: verify.PurposeBindMobile, Deliver: true})
}

// The caps on refusals of a taken number, an hour: a member binding their
// own number mistypes it a few times at most; a shared address (an office
// behind one NAT) has a few such members.
const (
	TakenPerMember = 5
	TakenPerClient = 20
)

// POST /api/send/mobile/prove_old → {key}: a code to the member's bound
// number, the proof PUT /api/member/mobile asks for before changing it.
func (h *Handler) sendProveOld(w http.ResponseWriter, r *http.Request, m *ent.Member) (any, error) {
	cur, err := h.client.Member.Get(r.Context(), m.ID)
	if err != nil {
		return nil, fmt.Errorf("authapi: load member %d: %w", m.ID, err)
	}
	if cur.Mobile == nil {
		return nil, invalid(msgNoMobile)
	}
	return h.send(w, r, verify.SendRequest{Channel: verify.SMS, Target: *cur.Mobile, Purpose: verify.PurposeProveMobile, Deliver: true})
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
	email, err := checkEmail(in.Email)
	if err != nil {
		return nil, err
	}
	if m.Email != nil && strings.EqualFold(*m.Email, email) {
		return nil, invalid(msgEmailSame)
	}
	return h.send(w, r, verify.SendRequest{Channel: verify.Email, Target: email, Purpose: verify.PurposeBindEmail, Deliver: true})
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
	mobile, err := checkMobile(in.Mobile)
	if err != nil {
		return nil, err
	}
	exists, err := h.client.Member.Query().Where(member.Mobile(mobile)).Exist(r.Context())
	if err != nil {
		return nil, err
	}
	return h.send(w, r, findPass(verify.SMS, mobile, exists))
}

// POST /api/send/email/find_pass {email} → {key}, the same way.
func (h *Handler) sendEmailFindPass(w http.ResponseWriter, r *http.Request) (any, error) {
	var in struct {
		Email string `json:"email"`
	}
	if err := api.Decode(r, &in); err != nil {
		return nil, err
	}
	email, err := checkEmail(in.Email)
	if err != nil {
		return nil, err
	}
	exists, err := h.client.Member.Query().Where(member.Email(email)).Exist(r.Context())
	if err != nil {
		return nil, err
	}
	return h.send(w, r, findPass(verify.Email, email, exists))
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
