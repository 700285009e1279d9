package graph

import (
	"context"
	"fmt"

	"entgo.io/contrib/entgql"

	"artmarket/ent"
	"artmarket/ent/refundrequest"
	"artmarket/graph/model"
	"artmarket/server/domain/member/auth"
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
	m, errs := r.memberFor(ctx, r.Refunds != nil)
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

// refundQueue is one page of an operator's queue of refund requests (queue
// checks the viewer's role): empty to anyone without it, the oldest
// request first.
func (r *queryResolver) refundQueue(ctx context.Context, queue func(ctx context.Context, c *ent.Client, operatorID int) (*ent.RefundRequestQuery, context.Context, error),
	after *entgql.Cursor[int], first *int) (*model.RefundRequestConnection, error) {
	empty := &model.RefundRequestConnection{Edges: []*model.RefundRequestEdge{}, PageInfo: &entgql.PageInfo[int]{}}
	n, err := pageSize(first, nil)
	if err != nil {
		return nil, err
	}
	v, err := auth.Viewer(ctx)
	if err != nil || v == nil {
		return empty, err
	}
	q, ctx, err := queue(ctx, r.client(ctx), v.ID)
	if err != nil {
		return empty, queryRefusal(err)
	}
	total, err := q.Clone().Count(ctx)
	if err != nil {
		return nil, fmt.Errorf("refund queue: count: %w", err)
	}
	if after != nil {
		q.Where(refundrequest.IDGT(after.ID))
	}
	rows, err := q.Order(ent.Asc(refundrequest.FieldID)).Limit(*n + 1).All(ctx)
	if err != nil {
		return nil, fmt.Errorf("refund queue: page: %w", err)
	}
	out := &model.RefundRequestConnection{Edges: make([]*model.RefundRequestEdge, 0, len(rows)), TotalCount: total,
		PageInfo: &entgql.PageInfo[int]{HasNextPage: len(rows) > *n, HasPreviousPage: after != nil}}
	for _, row := range rows[:min(len(rows), *n)] {
		out.Edges = append(out.Edges, &model.RefundRequestEdge{Node: row, Cursor: entgql.Cursor[int]{ID: row.ID}})
	}
	if k := len(out.Edges); k > 0 {
		out.PageInfo.StartCursor, out.PageInfo.EndCursor = &out.Edges[0].Cursor, &out.Edges[k-1].Cursor
	}
	return out, nil
}
