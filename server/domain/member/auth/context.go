package auth

import (
	"context"
	"errors"

	"artmarket/ent"
	"artmarket/ent/schema/viewer"
	"artmarket/server/platform/outage"
)

type ctxKey struct{}

// state is what the middleware learnt about the request's token.
type state struct {
	member  *ent.Member
	session *ent.Session
	err     error // a failure to look the token up (not "no session")
}

// Resolve looks token up and returns ctx carrying what it found: the
// member and session ([MemberFrom], [SessionFrom]) and the member's id in
// ent's viewer context (for the privacy rules). An empty, unknown or
// expired token leaves ctx anonymous: each caller decides whether it needs
// a member. A database failure is kept for [Viewer] and [Require] to
// report, rather than passing the member off as signed out.
func (s *Service) Resolve(ctx context.Context, token string) context.Context {
	if token == "" {
		return ctx
	}
	m, sess, err := s.Authenticate(ctx, token)
	switch {
	case err == nil:
		ctx = context.WithValue(ctx, ctxKey{}, &state{member: m, session: sess})
		ctx = viewer.NewContext(ctx, m.ID)
	case errors.Is(err, ErrNoSession):
	default:
		if outage.As(err) == nil { // an outage is logged once by its monitor, not per request
			s.log.ErrorContext(ctx, "auth: authenticate token", "err", err)
		}
		ctx = context.WithValue(ctx, ctxKey{}, &state{err: err})
	}
	return ctx
}

// MemberFrom returns the signed-in member of a request that went through
// the Middleware.
func MemberFrom(ctx context.Context) (*ent.Member, bool) {
	st, _ := ctx.Value(ctxKey{}).(*state)
	if st == nil || st.member == nil {
		return nil, false
	}
	return st.member, true
}

// SessionFrom returns the session of the request's token.
func SessionFrom(ctx context.Context) (*ent.Session, bool) {
	st, _ := ctx.Value(ctxKey{}).(*state)
	if st == nil || st.session == nil {
		return nil, false
	}
	return st.session, true
}

// Viewer returns the signed-in member, nil for a visitor, or the error that
// kept the middleware from finding out.
func Viewer(ctx context.Context) (*ent.Member, error) {
	st, _ := ctx.Value(ctxKey{}).(*state)
	if st == nil {
		return nil, nil
	}
	return st.member, st.err
}

// Require returns the signed-in member, ErrNoSession for a visitor, or the
// lookup error.
func Require(ctx context.Context) (*ent.Member, error) {
	m, err := Viewer(ctx)
	if err != nil {
		return nil, err
	}
	if m == nil {
		return nil, ErrNoSession
	}
	return m, nil
}
