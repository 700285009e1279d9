package ops

import (
	"context"
	"fmt"

	"artmarket/ent"
	"artmarket/ent/accountdeletion"
	"artmarket/ent/member"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/member/deletion"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
)

// deletionsLimit bounds the console's list of deletion requests.
const deletionsLimit = 100

// PendingDeletions are the members whose deletion request is pending, the one
// whose cooling-off period ends first first (at most 100): the console's
// list of the DELETION_REQUESTS queue, for admins.
func PendingDeletions(ctx context.Context, c *ent.Client, adminID int) ([]*ent.Member, error) {
	if _, err := roles.Require(ctx, c, adminID, roles.Admin); err != nil {
		return nil, err
	}
	rows, err := c.AccountDeletion.Query().Where(accountdeletion.StateEQ(accountdeletion.StatePending)).
		Order(ent.Asc(accountdeletion.FieldEraseAt), ent.Asc(accountdeletion.FieldID)).Limit(deletionsLimit).
		WithMember().All(all(ctx))
	if err != nil {
		return nil, fmt.Errorf("ops: pending deletion requests: %w", err)
	}
	out := make([]*ent.Member, 0, len(rows))
	for _, r := range rows {
		if r.Edges.Member != nil {
			out = append(out, r.Edges.Member)
		}
	}
	return out, nil
}

// EraseMember is an admin's processing of the deletion request of member id
// whose cooling-off period is over: the account is erased as the sweep
// would (del.EraseNow), and the audit log records it in the same
// transaction. Refused, with nothing changed, to anyone but an admin, for
// an unknown member, for the admin's own account, and when no request is
// due (deletion.MsgNoRequest, MsgNotDue, an open obligation).
func EraseMember(ctx context.Context, c *ent.Client, del *deletion.Service, who audit.Actor, id int) (*ent.Member, error) {
	if _, err := roles.Require(ctx, c, who.ID, roles.Admin); err != nil {
		return nil, err
	}
	who.Role = string(roles.Admin)
	mid, ok := memberID(id)
	if !ok {
		return nil, problem.New(problem.NotFound, MsgNoMember).OnField("memberID")
	}
	if mid == who.ID {
		return nil, problem.New(problem.Forbidden, MsgNotSelfErase).OnField("memberID")
	}
	exists, err := c.Member.Query().Where(member.ID(mid)).Exist(all(ctx))
	if err != nil {
		return nil, fmt.Errorf("ops: read member %d: %w", mid, err)
	}
	if !exists {
		return nil, problem.New(problem.NotFound, MsgNoMember).OnField("memberID")
	}
	err = del.EraseNow(ctx, c, mid, func(ctx context.Context, c *ent.Client) error {
		return audit.Append(ctx, c, who, audit.Entry{Action: audit.ActionMemberErase, TargetType: audit.TargetMember, TargetID: mid,
			Changes: map[string][2]any{"deletion": {string(deletion.Pending), string(deletion.Erased)}}})
	})
	if err != nil {
		return nil, err
	}
	m, err := c.Member.Get(all(ctx), mid)
	if err != nil {
		return nil, fmt.Errorf("ops: read erased member %d: %w", mid, err)
	}
	return m, nil
}
