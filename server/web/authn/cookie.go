package authn

import (
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"artmarket/ent"
	"artmarket/server/domain/member/auth"
)

// CookieName is the session cookie: the same token as the Token header,
// HttpOnly, set beside every sign-in answer so that server rendering can
// show a page as the member sees it (the browser keeps the token itself in
// local storage, which the server cannot read).
//
// The cookie is for reading pages only. It never authenticates /api or
// /graphql: [Middleware] reads the Token header alone, so a request another
// site makes the browser send (CSRF) carries no member.
const CookieName = "am_session"

// Sessions sets, clears and reads the session cookie.
type Sessions struct {
	Auth    *auth.Service
	Clients Clients // TrustProxy: a proxy's X-Forwarded-Proto is believed
	// SecureCookies marks the cookie Secure on every answer (the site's
	// public address is https); otherwise only answers to HTTPS requests
	// get it.
	SecureCookies bool
	Log           *slog.Logger
}

// SetCookie sets the session cookie for token, with the session's lifetime.
// It is Secure when the request came over HTTPS (directly, or through a
// trusted proxy that says so) or the site's public address is https.
func (s Sessions) SetCookie(w http.ResponseWriter, r *http.Request, token string) {
	ttl := s.Auth.SessionTTL()
	http.SetCookie(w, &http.Cookie{
		Name:     CookieName,
		Value:    token,
		Path:     "/",
		MaxAge:   int(ttl / time.Second),
		Expires:  s.Auth.Now().Add(ttl).UTC(),
		HttpOnly: true,
		Secure:   s.secureRequest(r),
		SameSite: http.SameSiteLaxMode,
	})
}

// ClearCookie removes the session cookie (logout, or a token that no longer
// verifies).
func (s Sessions) ClearCookie(w http.ResponseWriter, r *http.Request) {
	http.SetCookie(w, &http.Cookie{
		Name:     CookieName,
		Value:    "",
		Path:     "/",
		MaxAge:   -1,
		Expires:  time.Unix(0, 0).UTC(),
		HttpOnly: true,
		Secure:   s.secureRequest(r),
		SameSite: http.SameSiteLaxMode,
	})
}

func (s Sessions) secureRequest(r *http.Request) bool {
	if s.SecureCookies || r.TLS != nil {
		return true
	}
	return s.Clients.TrustProxy && strings.EqualFold(strings.TrimSpace(r.Header.Get("X-Forwarded-Proto")), "https")
}

// CookieToken returns the token of the request's session cookie, "" when
// there is none.
func CookieToken(r *http.Request) string {
	c, err := r.Cookie(CookieName)
	if err != nil {
		return ""
	}
	return strings.TrimSpace(c.Value)
}

// PageToken is for rendering a page (a GET of a document, never a write):
// it returns the session cookie's token when it names a live session, and
// "" otherwise. A cookie whose token no longer verifies (logged out
// elsewhere, expired, password changed) is cleared on w. A failure to look
// the token up renders the page for a visitor and keeps the cookie.
func (s Sessions) PageToken(w http.ResponseWriter, r *http.Request) string {
	_, token := s.PageMember(w, r)
	return token
}

// PageMember is PageToken with the session's member (nil and "" for a
// visitor).
func (s Sessions) PageMember(w http.ResponseWriter, r *http.Request) (*ent.Member, string) {
	token := CookieToken(r)
	if token == "" {
		return nil, ""
	}
	m, _, err := s.Auth.Authenticate(r.Context(), token)
	switch {
	case err == nil:
		return m, token
	case errors.Is(err, auth.ErrNoSession):
		s.ClearCookie(w, r)
	default:
		log := s.Log
		if log == nil {
			log = slog.Default()
		}
		log.ErrorContext(r.Context(), "authn: check session cookie", "path", r.URL.Path, "err", err)
	}
	return nil, ""
}
