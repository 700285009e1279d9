package selling

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"artmarket/ent"
	"artmarket/ent/member"
	"artmarket/server/domain/problem"
)

// Roles: who may sell (a member with a bound mobile number) and who may
// review (the reviewer role, given by the grant-role command).

// RoleReviewer is the role of the members who review works for sale.
const RoleReviewer = "reviewer"

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
	m, err := c.Member.Query().Where(member.ID(memberID)).Select(member.FieldRoles).Only(ctx)
	if ent.IsNotFound(err) {
		return false, nil
	}
	if err != nil {
		return false, wrap("read roles of member", memberID, err)
	}
	return slices.Contains(m.Roles, RoleReviewer), nil
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

// GrantRole gives role to the member with mobile (the grant-role command).
func GrantRole(ctx context.Context, c *ent.Client, mobile, role string) (*ent.Member, error) {
	if role != RoleReviewer {
		return nil, problem.New(problem.Invalid, "未知的角色："+role+"（可用：reviewer）")
	}
	m, err := c.Member.Query().Where(member.Mobile(strings.TrimPrefix(strings.TrimSpace(mobile), "+86"))).Only(ctx)
	if ent.IsNotFound(err) {
		return nil, problem.New(problem.NotFound, "没有绑定该手机号的会员")
	}
	if err != nil {
		return nil, fmt.Errorf("selling: find member by mobile: %w", err)
	}
	if slices.Contains(m.Roles, role) {
		return m, nil
	}
	return m.Update().SetRoles(append(slices.Clone(m.Roles), role)).Save(ctx)
}
