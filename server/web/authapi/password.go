package authapi

import (
	"artmarket/server/platform/db"

	"context"
	"fmt"
	"net/http"
	"strings"

	"artmarket/ent"
	"artmarket/ent/member"
	"artmarket/ent/predicate"
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
	mobile, err := checkMobile(in.Mobile)
	if err != nil {
		return nil, err
	}
	return h.reset(w, r, resetRequest{
		channel: verify.SMS, target: mobile, where: member.Mobile(mobile),
		code: in.Code, key: in.Key, password: in.Password, passwordTwo: in.PasswordTwo,
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
	email, err := checkEmail(in.Email)
	if err != nil {
		return nil, err
	}
	return h.reset(w, r, resetRequest{
		channel: verify.Email, target: email, where: member.Email(email),
		code: in.Code, key: in.Key, password: in.Password, passwordTwo: in.PasswordTwo,
	})
}

type resetRequest struct {
	channel               verify.Channel
	target                string
	where                 predicate.Member
	code, key             string
	password, passwordTwo string
}

func (h *Handler) reset(w http.ResponseWriter, r *http.Request, in resetRequest) (any, error) {
	code := strings.TrimSpace(in.code)
	if code == "" {
		return nil, invalid(msgCodeRequired)
	}
	if err := checkNewPassword(in.password, in.passwordTwo, msgNewPassword, msgConfirmNew); err != nil {
		return nil, err
	}
	if in.key == "" {
		return nil, invalid(msgKeyRequired)
	}
	ctx := r.Context()
	if err := h.codes.Check(ctx, in.key, in.channel, in.target, verify.PurposeFindPass, code); err != nil {
		return nil, refusal(w, err)
	}
	hash, err := h.auth.HashPassword(in.password)
	if err != nil {
		return nil, err
	}
	err = db.WithTx(ctx, h.client, func(c *ent.Client) error {
		m, err := c.Member.Query().Where(in.where).Only(ctx)
		if ent.IsNotFound(err) {
			// Only a member's address ever receives a code; the member has
			// gone since.
			return invalid(verify.MsgWrong)
		}
		if err != nil {
			return fmt.Errorf("authapi: find member to reset: %w", err)
		}
		return h.setPassword(ctx, c, m.ID, hash)
	})
	if err != nil {
		return nil, err
	}
	h.log.InfoContext(ctx, "authapi: password reset", "channel", string(in.channel))
	return nil, nil
}

// setPassword stores a new password hash, clears the lockout and ends every
// session of the member, in the caller's transaction.
func (h *Handler) setPassword(ctx context.Context, c *ent.Client, id int, hash string) error {
	err := c.Member.UpdateOneID(id).
		SetPasswordHash(hash).SetFailedLogins(0).ClearFailedAt().ClearLockedUntil().
		Exec(ctx)
	if err != nil {
		return fmt.Errorf("authapi: store password of member %d: %w", id, err)
	}
	n, err := h.auth.RevokeAll(ctx, c, id)
	if err != nil {
		return err
	}
	h.log.InfoContext(ctx, "authapi: password set, sessions revoked", "member", id, "sessions", n)
	return nil
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
	ctx := r.Context()
	// The lockout fields must be current, not as of the token check.
	m, err := h.client.Member.Get(ctx, viewer.ID)
	if err != nil {
		return nil, fmt.Errorf("authapi: load member %d: %w", viewer.ID, err)
	}
	if m.PasswordHash != "" && in.PasswordOld == "" {
		return nil, invalid(msgOldPassword)
	}
	if err := checkNewPassword(in.Password, in.PasswordTwo, msgNewPassword, msgConfirmNew); err != nil {
		return nil, err
	}
	if m.PasswordHash != "" {
		if err := h.auth.CheckPassword(ctx, m, fmt.Sprintf("member:%d", m.ID), in.PasswordOld); err != nil {
			return nil, lockedAnswer(w, err, msgOldWrong)
		}
	}
	hash, err := h.auth.HashPassword(in.Password)
	if err != nil {
		return nil, err
	}
	var token string
	err = db.WithTx(ctx, h.client, func(c *ent.Client) error {
		if err := h.setPassword(ctx, c, m.ID, hash); err != nil {
			return err
		}
		token, err = h.auth.Issue(ctx, c, m.ID, h.clients.Of(r))
		return err
	})
	if err != nil {
		return nil, err
	}
	m.PasswordHash = hash
	return h.answerLogin(w, r, token, m)
}
