package gqlserver

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/problem"
)

// Codes and messages of a visitor's mutation.
const (
	CodeUnauthenticated = "UNAUTHENTICATED"
	CodeUnavailable     = "UNAVAILABLE"
	MsgUnauthenticated  = problem.MsgUnauthorized
	MsgUnavailable      = problem.MsgUnavailable
)

// MemberOnly refuses a mutation from a visitor (no token, or a session that
// ended) before any resolver runs: every mutation is a member's write, so a
// new one cannot forget the check. The answer is one GraphQL error with
// extensions.code UNAUTHENTICATED and no data. Queries pass: a visitor's
// viewer is null, and member-owned objects are hidden by the privacy
// policies (node(id) answers null).
type MemberOnly struct{ anySchema }

// ExtensionName names the extension for gqlgen.
func (MemberOnly) ExtensionName() string { return "MemberOnly" }

// InterceptOperation answers the refusal instead of running a visitor's mutation.
func (MemberOnly) InterceptOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	oc := graphql.GetOperationContext(ctx)
	if oc == nil || oc.Operation == nil || oc.Operation.Operation != ast.Mutation {
		return next(ctx)
	}
	m, err := auth.Viewer(ctx)
	switch {
	case err != nil:
		return refuse(MsgUnavailable, CodeUnavailable)
	case m == nil:
		return refuse(MsgUnauthenticated, CodeUnauthenticated)
	}
	return next(ctx)
}

func refuse(msg, code string) graphql.ResponseHandler {
	return graphql.OneShot(&graphql.Response{Errors: gqlerror.List{{
		Message: msg, Extensions: map[string]any{"code": code},
	}}})
}
