package accounts

import (
	"context"
	"fmt"
	"strings"
	"time"

	"artmarket/ent"
	"artmarket/ent/member"
	"artmarket/server/domain/member/verify"
)

// The contact checks: what a number or an address must be before a code
// is sent to it.

// LoginCodeTarget checks the number of an SMS login code. The image
// captcha is checked when both of its fields are sent.
func (s *Service) LoginCodeTarget(ctx context.Context, rawMobile, captchaKey, captchaCode string) (string, error) {
	mobile, err := CheckMobile(rawMobile)
	if err != nil {
		return "", err
	}
	if captchaKey != "" && strings.TrimSpace(captchaCode) != "" {
		ok, err := s.Captcha.Check(ctx, captchaKey, captchaCode)
		if err != nil {
			return "", err
		}
		if !ok {
			return "", invalid(MsgImageCaptcha)
		}
	}
	return mobile, nil
}

// BindMobileTarget checks the number a member wants to bind. A number
// another member has is refused before anything is sent (issue 26 point
// 17: that stranger was sent a code first). The refusal tells a member
// that the number has an account, so refusals are capped per member and
// per client address (rateKey; TakenPerMember, TakenPerClient an hour):
// probing numbers this way stays slow. They leave the number's own send
// limits alone, so a prober cannot hold up its owner's codes either.
func (s *Service) BindMobileTarget(ctx context.Context, m *ent.Member, rawMobile, rateKey string) (string, error) {
	mobile, err := CheckMobile(rawMobile)
	if err != nil {
		return "", err
	}
	if m.Mobile != nil && *m.Mobile == mobile {
		return "", invalid(MsgMobileSame)
	}
	taken, err := s.Client.Member.Query().Where(member.Mobile(mobile), member.IDNEQ(m.ID)).Exist(ctx)
	if err != nil {
		return "", fmt.Errorf("accounts: check mobile: %w", err)
	}
	if taken {
		if err := s.allow(ctx, time.Hour, map[string]int{
			fmt.Sprintf("bind-taken:member:%d", m.ID): TakenPerMember,
			"bind-taken:ip:" + rateKey:                TakenPerClient,
		}); err != nil {
			return "", err
		}
		return "", invalid(MsgMobileTaken)
	}
	return mobile, nil
}

// ProveMobileTarget is the member's bound number, where the proof a
// number change asks for is sent.
func (s *Service) ProveMobileTarget(ctx context.Context, memberID int) (string, error) {
	cur, err := s.Client.Member.Get(ctx, memberID)
	if err != nil {
		return "", fmt.Errorf("accounts: load member %d: %w", memberID, err)
	}
	if cur.Mobile == nil {
		return "", invalid(MsgNoMobile)
	}
	return *cur.Mobile, nil
}

// BindEmailTarget checks the address a member wants to bind.
func BindEmailTarget(m *ent.Member, rawEmail string) (string, error) {
	email, err := CheckEmail(rawEmail)
	if err != nil {
		return "", err
	}
	if m.Email != nil && strings.EqualFold(*m.Email, email) {
		return "", invalid(MsgEmailSame)
	}
	return email, nil
}

// FindPassTarget checks the number or address of a reset code and tells
// whether a member has it. The transport's answer must not tell: only a
// member's receives a code.
func (s *Service) FindPassTarget(ctx context.Context, ch verify.Channel, raw string) (target string, exists bool, err error) {
	target, where, err := resetTarget(ch, raw)
	if err != nil {
		return "", false, err
	}
	exists, err = s.Client.Member.Query().Where(where).Exist(ctx)
	if err != nil {
		return "", false, fmt.Errorf("accounts: find member by contact: %w", err)
	}
	return target, exists, nil
}
