package graph

import (
	"context"

	"artmarket/ent"
	"artmarket/graph/model"
	"artmarket/server/domain/refunds"
)

// refundPayload answers a refund mutation: the request, or the refusal as user errors.
func refundPayload(r *ent.RefundRequest, err error) (*model.RefundPayload, error) {
	if err != nil {
		errs, err := userErrors(err)
		return &model.RefundPayload{UserErrors: errs}, err
	}
	return &model.RefundPayload{UserErrors: noUserErrors(), Refund: r}, nil
}

// refundMove runs one move of the signed-in member on refund request id
// and answers its payload.
func (r *mutationResolver) refundMove(ctx context.Context, id int, move func(s *refunds.Service, ctx context.Context, c *ent.Client, memberID, id int) (*ent.RefundRequest, error)) (*model.RefundPayload, error) {
	if r.Refunds == nil {
		return &model.RefundPayload{UserErrors: unavailable()}, nil
	}
	m, errs := r.member(ctx)
	if errs != nil {
		return &model.RefundPayload{UserErrors: errs}, nil
	}
	return refundPayload(move(r.Refunds, ctx, r.client(ctx), m.ID, id))
}

// refundRole is the viewer's part in a request in the schema's words.
func refundRole(viewerID int, q *ent.RefundRequest) model.RefundRole {
	if refunds.RoleOf(viewerID, q) == refunds.Seller {
		return model.RefundRoleSeller
	}
	return model.RefundRoleBuyer
}
