package graph

import (
	"context"

	"artmarket/ent"
	"artmarket/graph/model"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/member/verify"
)

// ownMember reports whether obj is the signed-in member (fields only the
// member sees answer empty for anyone else).
func (r *Resolver) ownMember(ctx context.Context, obj *ent.Member) bool {
	v, err := auth.Viewer(ctx)
	return err == nil && v != nil && v.ID == obj.ID
}

// deletionMember is the signed-in member of a deletion mutation, or why
// there is none.
func (r *Resolver) deletionMember(ctx context.Context) (*ent.Member, []*model.UserError) {
	return r.memberFor(ctx, r.Deletion != nil)
}

func codeChannel(c model.DeletionCodeChannel) verify.Channel {
	if c == model.DeletionCodeChannelEmail {
		return verify.Email
	}
	return verify.SMS
}
