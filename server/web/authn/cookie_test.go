package authn_test

import (
	"context"
	"crypto/tls"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"artmarket/server/domain/member/auth"
	"artmarket/server/platform/cache"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
	"artmarket/server/web/authn"
)

var cheap = auth.Params{Memory: 1024, Time: 1, Threads: 1}

func req() *http.Request {
	r := httptest.NewRequest("POST", "/api/login/email", nil)
	r.RemoteAddr = "203.0.113.9:5555"
	return r
}

func cookieOf(t *testing.T, rec *httptest.ResponseRecorder) *http.Cookie {
	t.Helper()
	for _, c := range rec.Result().Cookies() {
		if c.Name == authn.CookieName {
			return c
		}
	}
	return nil
}

func TestSessionCookieAttributes(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		_, svc := setup(t, tdb)
		sessions := authn.Sessions{Auth: svc}

		rec := httptest.NewRecorder()
		sessions.SetCookie(rec, req(), "tok")
		c := cookieOf(t, rec)
		if c == nil {
			t.Fatal("no session cookie set")
		}
		if c.Value != "tok" || c.Path != "/" || !c.HttpOnly || c.SameSite != http.SameSiteLaxMode || c.Secure {
			t.Fatalf("cookie %+v: want tok, Path=/, HttpOnly, SameSite=Lax, not Secure over plain HTTP", c)
		}
		if c.MaxAge != int(auth.DefaultSessionTTL/time.Second) || !c.Expires.Equal(svc.Now().Add(auth.DefaultSessionTTL).Truncate(time.Second)) {
			t.Fatalf("cookie lifetime Max-Age=%d Expires=%v: want the session's", c.MaxAge, c.Expires)
		}

		// HTTPS: Secure.
		r := req()
		r.TLS = &tlsState
		rec = httptest.NewRecorder()
		sessions.SetCookie(rec, r, "tok")
		if !cookieOf(t, rec).Secure {
			t.Fatal("cookie over HTTPS is not Secure")
		}
		// A forwarded https is believed only from a trusted proxy.
		r = req()
		r.Header.Set("X-Forwarded-Proto", "https")
		rec = httptest.NewRecorder()
		sessions.SetCookie(rec, r, "tok")
		if cookieOf(t, rec).Secure {
			t.Fatal("an untrusted X-Forwarded-Proto made the cookie Secure")
		}

		// Clearing: expired, same attributes.
		rec = httptest.NewRecorder()
		sessions.ClearCookie(rec, req())
		if c := cookieOf(t, rec); c == nil || c.MaxAge >= 0 || c.Value != "" || !c.HttpOnly || c.Path != "/" {
			t.Fatalf("cleared cookie %+v", c)
		}
	})
}

func TestSecureCookiesForAnHTTPSSite(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
		if err != nil {
			t.Fatal(err)
		}
		svc := auth.New(d.Client, cache.NewMemory(), auth.Options{Params: cheap, Log: slog.New(slog.DiscardHandler)})
		rec := httptest.NewRecorder()
		authn.Sessions{Auth: svc, SecureCookies: true}.SetCookie(rec, req(), "tok")
		if !cookieOf(t, rec).Secure {
			t.Fatal("cookie of an https site is not Secure")
		}
		proxied := authn.Sessions{Auth: svc, Clients: authn.Clients{TrustProxy: true}}
		r := req()
		r.Header.Set("X-Forwarded-Proto", "https")
		rec = httptest.NewRecorder()
		proxied.SetCookie(rec, r, "tok")
		if !cookieOf(t, rec).Secure {
			t.Fatal("https through a trusted proxy: cookie not Secure")
		}
	})
}

func TestPageToken(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		d, svc := setup(t, tdb)
		sessions := authn.Sessions{Auth: svc}
		ctx := context.Background()
		m := newMember(t, d.Client, "qi")
		token, err := svc.Issue(ctx, d.Client, m.ID, auth.Client{IP: "203.0.113.9"})
		if err != nil {
			t.Fatal(err)
		}
		page := func(cookie string) (string, *httptest.ResponseRecorder) {
			r := httptest.NewRequest("GET", "/artworks", nil)
			if cookie != "" {
				r.AddCookie(&http.Cookie{Name: authn.CookieName, Value: cookie})
			}
			rec := httptest.NewRecorder()
			return sessions.PageToken(rec, r), rec
		}

		if got, rec := page(""); got != "" || cookieOf(t, rec) != nil {
			t.Fatalf("no cookie: token %q, Set-Cookie %v", got, rec.Result().Cookies())
		}
		if got, rec := page(token); got != token || cookieOf(t, rec) != nil {
			t.Fatalf("live session: token %q (want %q), Set-Cookie %v", got, token, rec.Result().Cookies())
		}
		for name, bad := range map[string]string{"garbage": "not-a-token", "unknown": token[:len(token)-2] + "xx"} {
			got, rec := page(bad)
			if c := cookieOf(t, rec); got != "" || c == nil || c.MaxAge >= 0 {
				t.Fatalf("%s cookie: token %q, cleared %+v", name, got, c)
			}
		}
		// Logged out elsewhere: the cookie no longer verifies and is cleared.
		_, sess, err := svc.Authenticate(ctx, token)
		if err != nil {
			t.Fatal(err)
		}
		if err := svc.Revoke(ctx, sess.ID); err != nil {
			t.Fatal(err)
		}
		if got, rec := page(token); got != "" || cookieOf(t, rec) == nil || cookieOf(t, rec).MaxAge >= 0 {
			t.Fatalf("revoked session: token %q, Set-Cookie %v", got, rec.Result().Cookies())
		}
	})
}

// The cookie is for reading pages: the middleware that authenticates /api
// and /graphql ignores it.
func TestMiddlewareIgnoresTheCookie(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		d, svc := setup(t, tdb)
		m := newMember(t, d.Client, "qi")
		token, err := svc.Issue(context.Background(), d.Client, m.ID, auth.Client{IP: "203.0.113.9"})
		if err != nil {
			t.Fatal(err)
		}
		var signedIn bool
		h := authn.Middleware(svc, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			_, signedIn = auth.MemberFrom(r.Context())
		}))
		r := httptest.NewRequest("POST", "/api/member/edit", nil)
		r.AddCookie(&http.Cookie{Name: authn.CookieName, Value: token})
		h.ServeHTTP(httptest.NewRecorder(), r)
		if signedIn {
			t.Fatal("the session cookie alone authenticated a request")
		}
		r.Header.Set("Token", token)
		h.ServeHTTP(httptest.NewRecorder(), r)
		if !signedIn {
			t.Fatal("the Token header did not authenticate")
		}
	})
}

var tlsState = tls.ConnectionState{}
