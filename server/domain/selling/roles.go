package selling

import (
	"context"

	"artmarket/ent"
	"artmarket/ent/member"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
)

// Roles: who may sell (a member with a bound mobile number) and who may
// review (the reviewer role of the one list in package roles).

// RoleReviewer is the role of the members who review works for sale.
const RoleReviewer = string(roles.Reviewer)

// CanSell refuses a member without a bound mobile number.
func CanSell(ctx context.Context, c *ent.Client, memberID int) error {
	m, err := c.Member.Query().Where(member.ID(memberID)).Select(member.FieldMobile).Only(ctx)
	if ent.IsNotFound(err) {
		return problem.New(problem.Unauthorized, problem.MsgUnauthorized)
	}
	if err != nil {
		return wrap("read member", memberID, err)
	}
	if m.Mobile == nil || *m.Mobile == "" {
		return problem.New(problem.Forbidden, MsgNeedMobile).OnField("mobile")
	}
	return nil
}

// IsReviewer tells whether the member has the reviewer role.
func IsReviewer(ctx context.Context, c *ent.Client, memberID int) (bool, error) {
	h, err := roles.Of(ctx, c, memberID)
	return h.Has(roles.Reviewer), err
}

func mustReview(ctx context.Context, c *ent.Client, reviewerID int) error {
	ok, err := IsReviewer(ctx, c, reviewerID)
	if err != nil {
		return err
	}
	if !ok {
		return problem.New(problem.Forbidden, MsgNotReviewer)
	}
	return nil
}

// GrantRole gives role to the member with mobile (the grant-role command;
// package roles holds the rule).
func GrantRole(ctx context.Context, c *ent.Client, mobile, role string) (*ent.Member, error) {
	r, ok := roles.Parse(role)
	if !ok {
		return nil, problem.New(problem.Invalid, roles.MsgUnknownRole+"："+role)
	}
	return roles.GrantByMobile(ctx, c, mobile, r)
}
