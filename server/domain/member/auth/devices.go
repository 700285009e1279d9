package auth

import (
	"context"
	"fmt"

	"artmarket/ent"
	"artmarket/ent/member"
	"artmarket/ent/privacy"
	"artmarket/ent/session"
	"artmarket/server/domain/problem"
)

// MsgNoSuchSession answers a sign-out of a session that is not the
// member's own (or no longer exists): the answer is the same either way,
// so another member's session ids tell nothing.
const MsgNoSuchSession = "该登录设备不存在或已退出"

// Sessions are the member's live sessions (signed-in devices), the most
// recently used first. client may be a transaction's client.
func (s *Service) Sessions(ctx context.Context, client *ent.Client, memberID int) ([]*ent.Session, error) {
	// Sessions are never readable through GraphQL's own queries (their
	// policy denies it); this list is the member's own, filtered here by
	// member, and exposes no token hash.
	ctx = privacy.DecisionContext(ctx, privacy.Allow)
	list, err := client.Session.Query().
		Where(session.HasMemberWith(member.ID(memberID)), session.ExpiresAtGT(s.now().UTC())).
		Order(ent.Desc(session.FieldLastUsedAt), ent.Desc(session.FieldID)).
		Limit(MaxSessionsListed).
		All(ctx)
	if err != nil {
		return nil, fmt.Errorf("auth: sessions of member %d: %w", memberID, err)
	}
	return list, nil
}

// MaxSessionsListed bounds the device list (a member with more has them
// listed newest first; signing out the others ends them all anyway).
const MaxSessionsListed = 50

// SignOut ends one of the member's own sessions. A session of another
// member, or none, is refused with problem NotFound and nothing changes.
// client may be a transaction's client.
func (s *Service) SignOut(ctx context.Context, client *ent.Client, memberID, sessionID int) error {
	n, err := client.Session.Delete().
		Where(session.ID(sessionID), session.HasMemberWith(member.ID(memberID))).
		Exec(ctx)
	if err != nil {
		return fmt.Errorf("auth: sign out session %d of member %d: %w", sessionID, memberID, err)
	}
	if n == 0 {
		return problem.New(problem.NotFound, MsgNoSuchSession).OnField("sessionID")
	}
	return nil
}

// SignOutOthers ends every session of the member except keep (the one
// asking), and says how many ended.
func (s *Service) SignOutOthers(ctx context.Context, client *ent.Client, memberID, keep int) (int, error) {
	n, err := client.Session.Delete().
		Where(session.HasMemberWith(member.ID(memberID)), session.IDNEQ(keep)).
		Exec(ctx)
	if err != nil {
		return 0, fmt.Errorf("auth: sign out other sessions of member %d: %w", memberID, err)
	}
	return n, nil
}
