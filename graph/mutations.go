package graph

import (
	"context"
	"fmt"

	"artmarket/ent"
	"artmarket/graph/model"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/problem"
)

// Messages of the user errors every member mutation can answer.
const (
	MsgUnauthenticated = problem.MsgUnauthorized
	MsgUnavailable     = problem.MsgUnavailable
)

// codeOf maps the kinds of domain refusal to user error codes.
var codeOf = map[problem.Kind]model.UserErrorCode{
	problem.Invalid:      model.UserErrorCodeInvalid,
	problem.Unauthorized: model.UserErrorCodeUnauthenticated,
	problem.Forbidden:    model.UserErrorCodeForbidden,
	problem.NotFound:     model.UserErrorCodeNotFound,
	problem.Conflict:     model.UserErrorCodeConflict,
	problem.TooMany:      model.UserErrorCodeTooMany,
	problem.Unavailable:  model.UserErrorCodeUnavailable,
}

// userErrors turns a refusal (problem.Of: a domain refusal, or a
// dependency that cannot be reached, which is UNAVAILABLE) into the
// payload's user errors (data, not a GraphQL error). Anything else stays an error: it is not the
// member's doing, and the error presenter answers it as INTERNAL. A
// mutation that answers user errors must change nothing: return before
// writing, or let the error roll the transaction back.
func userErrors(err error) ([]*model.UserError, error) {
	p := problem.Of(err)
	if p == nil {
		return nil, err
	}
	code, ok := codeOf[p.Kind]
	if !ok {
		return nil, fmt.Errorf("graph: refusal of unknown kind %d: %w", p.Kind, err)
	}
	ue := &model.UserError{Message: p.Message, Code: code}
	if p.Field != "" {
		f := p.Field
		ue.Field = &f
	}
	return []*model.UserError{ue}, nil
}

// member is the signed-in member of a mutation, or the user errors that
// say why there is none (a visitor, a session that ended, or no service).
func (r *Resolver) member(ctx context.Context) (*ent.Member, []*model.UserError) {
	if r.Auth == nil {
		return nil, unavailable()
	}
	m, err := auth.Viewer(ctx)
	if err != nil || m == nil {
		return nil, []*model.UserError{{Message: MsgUnauthenticated, Code: model.UserErrorCodeUnauthenticated}}
	}
	return m, nil
}

// memberFor is member for a mutation that needs a service besides: when
// wired is false (the service is not configured) the user errors say it is
// unavailable.
func (r *Resolver) memberFor(ctx context.Context, wired bool) (*ent.Member, []*model.UserError) {
	if !wired {
		return nil, unavailable()
	}
	return r.member(ctx)
}

// client is the ent client of the request: the transaction entgql's
// Transactioner opened for a mutation, else the root client.
func (r *Resolver) client(ctx context.Context) *ent.Client {
	if c := ent.FromContext(ctx); c != nil {
		return c
	}
	return r.Client
}

// fundsMember is member() for the funds settings, which also need the key.
func (r *Resolver) fundsMember(ctx context.Context) (*ent.Member, []*model.UserError) {
	if r.Funds == nil {
		return nil, unavailable()
	}
	return r.member(ctx)
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// memberWrite runs do as the member find answers (r.member, or a variant
// that also needs a service) and gives what the mutation's payload holds:
// the member (nil when there is none), do's result (the zero value unless
// it succeeded) and the user errors (none on success; a refusal is data,
// any other error stays an error, see userErrors).
func memberWrite[T any](ctx context.Context, find func(context.Context) (*ent.Member, []*model.UserError), do func(m *ent.Member) (T, error)) (*ent.Member, T, []*model.UserError, error) {
	var zero T
	m, errs := find(ctx)
	if errs != nil {
		return nil, zero, errs, nil
	}
	v, err := do(m)
	if err != nil {
		errs, err := userErrors(err)
		return m, zero, errs, err
	}
	return m, v, noUserErrors(), nil
}

// memberDo is memberWrite for a write whose payload says only the member.
func memberDo(ctx context.Context, find func(context.Context) (*ent.Member, []*model.UserError), do func(m *ent.Member) error) (*ent.Member, []*model.UserError, error) {
	m, _, errs, err := memberWrite(ctx, find, func(m *ent.Member) (struct{}, error) { return struct{}{}, do(m) })
	return m, errs, err
}
