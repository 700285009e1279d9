package auth

import (
	"context"
	"errors"
	"net/http"

	"artmarket/ent"
	"artmarket/ent/schema/viewer"
)

type ctxKey struct{}

// state is what the middleware learnt about the request's token.
type state struct {
	member  *ent.Member
	session *ent.Session
	err     error // a failure to look the token up (not "no session")
}

// Middleware reads the request's token (Token header, or Authorization:
// Bearer) and, when it names a live session, puts the member and session in
// the request context ([MemberFrom], [SessionFrom]) and the member's id in
// ent's viewer context (for the privacy rules). A missing or invalid token
// leaves the request anonymous: each handler decides whether it needs a
// member. A database failure is kept for [Viewer] and [Require] to report,
// rather than passing the member off as signed out.
func (s *Service) Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		token := TokenFrom(r)
		if token == "" {
			next.ServeHTTP(w, r)
			return
		}
		ctx := r.Context()
		m, sess, err := s.Authenticate(ctx, token)
		switch {
		case err == nil:
			ctx = context.WithValue(ctx, ctxKey{}, &state{member: m, session: sess})
			ctx = viewer.NewContext(ctx, m.ID)
		case errors.Is(err, ErrNoSession):
		default:
			s.log.ErrorContext(ctx, "auth: authenticate request", "path", r.URL.Path, "err", err)
			ctx = context.WithValue(ctx, ctxKey{}, &state{err: err})
		}
		next.ServeHTTP(w, r.WithContext(ctx))
	})
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
