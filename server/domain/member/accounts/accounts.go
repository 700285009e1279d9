// Package accounts is where members come from: the one find-or-create of
// every sign-in way (SMS, e-mail registration, WeChat), the one username
// generator, and whether an account may sign in at all.
package accounts

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"

	"artmarket/ent"
	"artmarket/ent/member"
	"artmarket/server/domain/problem"
)

// Messages of the refusals.
const (
	MsgDisabled           = "账号已被禁用"
	MsgLocked             = "账号已被锁定，请联系客服"
	MsgUsernameTaken      = "该用户名已被使用"
	MsgEmailTaken         = "该邮箱已被注册"
	MsgIdentityIncomplete = "微信授权信息不完整，请重新授权"
)

// CheckActive refuses a member who may not sign in (disabled or locked by
// the operators).
func CheckActive(m *ent.Member) error {
	switch m.Status {
	case member.StatusDisabled:
		return problem.New(problem.Forbidden, MsgDisabled)
	case member.StatusLocked:
		return problem.New(problem.Forbidden, MsgLocked)
	}
	return nil
}

// The prefixes of generated usernames say how the member signed up.
const (
	PrefixMobile = "m_"
	PrefixWeChat = "wx_"
)

// NewUsername is a generated username: prefix and 10 random hex digits
// (2^40 names, so a clash is never expected; the unique index is the
// guard).
func NewUsername(prefix string) (string, error) {
	b := make([]byte, 5)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("accounts: username: %w", err)
	}
	return prefix + hex.EncodeToString(b), nil
}

// ByMobile finds the member with the (normalised, 11-digit) mobile number,
// or signs the number up: a generated username and a nickname from its
// last four digits. c is usually a transaction's client.
func ByMobile(ctx context.Context, c *ent.Client, mobile string) (m *ent.Member, created bool, err error) {
	m, err = c.Member.Query().Where(member.Mobile(mobile)).Only(ctx)
	if err == nil {
		return m, false, nil
	}
	if !ent.IsNotFound(err) {
		return nil, false, fmt.Errorf("accounts: find member by mobile: %w", err)
	}
	username, err := NewUsername(PrefixMobile)
	if err != nil {
		return nil, false, err
	}
	nickname := "用户"
	if len(mobile) >= 4 {
		nickname += mobile[len(mobile)-4:]
	}
	m, err = c.Member.Create().SetUsername(username).SetMobile(mobile).SetNickname(nickname).Save(ctx)
	if err != nil {
		return nil, false, fmt.Errorf("accounts: create member: %w", err)
	}
	return m, true, nil
}

// Register creates a member with a username, an e-mail address and a
// password hash. A taken username or address (checked case-insensitively
// for the name; the unique indexes decide races) is refused on its field.
func Register(ctx context.Context, c *ent.Client, username, email, passwordHash string) (*ent.Member, error) {
	taken, err := c.Member.Query().Where(member.UsernameEqualFold(username)).Exist(ctx)
	if err != nil {
		return nil, fmt.Errorf("accounts: check username: %w", err)
	}
	if taken {
		return nil, problem.New(problem.Invalid, MsgUsernameTaken).OnField("username")
	}
	if taken, err = c.Member.Query().Where(member.Email(email)).Exist(ctx); err != nil {
		return nil, fmt.Errorf("accounts: check e-mail: %w", err)
	}
	if taken {
		return nil, problem.New(problem.Invalid, MsgEmailTaken).OnField("email")
	}
	m, err := c.Member.Create().
		SetUsername(username).SetEmail(email).SetPasswordHash(passwordHash).SetNickname(username).
		Save(ctx)
	if ent.IsConstraintError(err) {
		// A concurrent sign-up took the name or the address.
		return nil, problem.New(problem.Invalid, MsgEmailTaken).OnField("email")
	}
	if err != nil {
		return nil, fmt.Errorf("accounts: create member: %w", err)
	}
	return m, nil
}
