package auth

import (
	"errors"
	"net/http"
	"strings"
	"time"
)

// CookieName is the session cookie: the same token as the Token header,
// HttpOnly, set beside every sign-in answer so that server rendering can
// show a page as the member sees it (the browser keeps the token itself in
// local storage, which the server cannot read).
//
// The cookie is for reading pages only. It never authenticates /api or
// /graphql: the [Service.Middleware] reads the Token header alone, so a
// request another site makes the browser send (CSRF) carries no member.
const CookieName = "am_session"

// SetCookie sets the session cookie for token, with the session's lifetime.
// It is Secure when the request came over HTTPS (directly, or through a
// trusted proxy that says so) or the site's public address is https.
func (s *Service) SetCookie(w http.ResponseWriter, r *http.Request, token string) {
	http.SetCookie(w, &http.Cookie{
		Name:     CookieName,
		Value:    token,
		Path:     "/",
		MaxAge:   int(s.ttl / time.Second),
		Expires:  s.now().Add(s.ttl).UTC(),
		HttpOnly: true,
		Secure:   s.secureRequest(r),
		SameSite: http.SameSiteLaxMode,
	})
}

// ClearCookie removes the session cookie (logout, or a token that no longer
// verifies).
func (s *Service) ClearCookie(w http.ResponseWriter, r *http.Request) {
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

func (s *Service) secureRequest(r *http.Request) bool {
	if s.secureCookies || r.TLS != nil {
		return true
	}
	return s.trustProxy && strings.EqualFold(strings.TrimSpace(r.Header.Get("X-Forwarded-Proto")), "https")
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
func (s *Service) PageToken(w http.ResponseWriter, r *http.Request) string {
	token := CookieToken(r)
	if token == "" {
		return ""
	}
	_, _, err := s.Authenticate(r.Context(), token)
	switch {
	case err == nil:
		return token
	case errors.Is(err, ErrNoSession):
		s.ClearCookie(w, r)
	default:
		s.log.ErrorContext(r.Context(), "auth: check session cookie", "path", r.URL.Path, "err", err)
	}
	return ""
}
