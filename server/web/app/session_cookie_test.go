package app

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"artmarket/server/web/authn"
	"artmarket/server/web/ssr"
)

func sessionCookie(res *http.Response) *http.Cookie {
	for _, c := range res.Cookies() {
		if c.Name == authn.CookieName {
			return c
		}
	}
	return nil
}

// The session cookie: set by every sign-in answer, cleared by logout, read
// by server rendering only — never enough for /api or /graphql.
func TestSessionCookie(t *testing.T) {
	got := make(chan string, 8)
	rend := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get(ssr.MemberTemplateHeader) != "" {
			got <- "template member"
			return // an empty page: nothing of it is kept beyond this test
		}
		got <- r.Header.Get(ssr.SessionTokenHeader)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "private, no-cache")
		_, _ = io.WriteString(w, "<html></html>")
	}))
	t.Cleanup(rend.Close)
	a := authTestApp(t, true)
	a.Config.RendererURL = rend.URL
	h := a.Handler

	send := func(method, path, token string, cookie *http.Cookie, body string) *http.Response {
		t.Helper()
		req := httptest.NewRequest(method, path, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		if token != "" {
			req.Header.Set("Token", token)
		}
		if cookie != nil {
			req.AddCookie(&http.Cookie{Name: cookie.Name, Value: cookie.Value})
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec.Result()
	}
	text := func(res *http.Response) string {
		b, _ := io.ReadAll(res.Body)
		return string(b)
	}

	// Register: the answer sets the cookie with the answer's token.
	var captcha struct {
		Key string `json:"captcha_key"`
	}
	call(t, h, "GET", "/api/captcha", "", nil, &captcha)
	var answer struct {
		Answer string `json:"answer"`
	}
	call(t, h, "GET", "/_sandbox/api/captcha?key="+captcha.Key, "", nil, &answer)
	res := send("POST", "/api/register", "", nil, `{"username":"青藤","email":"qingteng@example.com","password":"shrimp123","password_two":"shrimp123","captcha_key":"`+captcha.Key+`","captcha_code":"`+answer.Answer+`"}`)
	body := text(res)
	c := sessionCookie(res)
	if c == nil || c.Value == "" || !strings.Contains(body, `"token":"`+c.Value+`"`) {
		t.Fatalf("register: cookie %+v, answer %s", c, body)
	}
	if !c.HttpOnly || c.SameSite != http.SameSiteLaxMode || c.Path != "/" || c.MaxAge != int(a.Auth.SessionTTL().Seconds()) {
		t.Fatalf("register cookie %+v", c)
	}
	token := c.Value

	// E-mail login sets one too.
	res = send("POST", "/api/login/email", "", nil, `{"email":"qingteng@example.com","password":"shrimp123"}`)
	if lc := sessionCookie(res); lc == nil || !strings.Contains(text(res), `"token":"`+lc.Value+`"`) {
		t.Fatalf("e-mail login: cookie %+v", lc)
	}

	// Member info with the Token header sets a missing cookie (a sign-in
	// from before the cookie), and leaves a matching one alone.
	res = send("GET", "/api/member/member", token, nil, "")
	if mc := sessionCookie(res); mc == nil || mc.Value != token || !mc.HttpOnly {
		t.Fatalf("member info without the cookie: Set-Cookie %+v", mc)
	}
	if mc := sessionCookie(send("GET", "/api/member/member", token, c, "")); mc != nil {
		t.Fatalf("member info with the cookie set it again: %+v", mc)
	}

	// The cookie alone is nobody to the API and to GraphQL.
	if body := text(send("GET", "/api/member/member", "", c, "")); !strings.Contains(body, `"code":401`) {
		t.Fatalf("member info with the cookie alone: %s", body)
	}
	if body := text(send("POST", "/graphql", "", c, `{"query":"{ viewer { username } }"}`)); !strings.Contains(body, `"viewer":null`) {
		t.Fatalf("GraphQL viewer with the cookie alone: %s", body)
	}
	if body := text(send("PUT", "/api/member/edit", "", c, `{"nickname":"x"}`)); !strings.Contains(body, `"code":401`) {
		t.Fatalf("a write with the cookie alone: %s", body)
	}

	// A member page: rendered for the member, never shared.
	res = send("GET", "/member/profile", "", c, "")
	if tok := <-got; tok != token {
		t.Fatalf("renderer saw token %q, want the cookie's", tok)
	}
	if cc := res.Header.Get("Cache-Control"); cc != "private, no-store" {
		t.Fatalf("member page Cache-Control %q", cc)
	}
	// A public page: the template member's from the page cache (issue 27),
	// made the member's; never shared either.
	res = send("GET", "/artworks", "", c, "")
	if tok := <-got; tok != "template member" {
		t.Fatalf("renderer saw %q for a member's public page, want the template member", tok)
	}
	if cc := res.Header.Get("Cache-Control"); cc != "private, no-store" || !strings.HasSuffix(res.Header.Get("X-Render"), "; member") {
		t.Fatalf("member's public page Cache-Control %q, X-Render %q", cc, res.Header.Get("X-Render"))
	}

	// Logout clears the cookie; the old cookie then renders for a visitor
	// and is cleared again.
	res = send("PUT", "/api/auth/logout", token, c, "")
	if lc := sessionCookie(res); lc == nil || lc.MaxAge >= 0 || !strings.Contains(text(res), `"code":1`) {
		t.Fatalf("logout: cookie %+v", lc)
	}
	res = send("GET", "/artworks", "", c, "")
	if tok := <-got; tok != "" {
		t.Fatalf("renderer saw the logged-out token %q", tok)
	}
	if sc := sessionCookie(res); sc == nil || sc.MaxAge >= 0 {
		t.Fatalf("stale cookie not cleared: %+v", sc)
	}
	if cc := res.Header.Get("Cache-Control"); cc == "private, no-store" {
		t.Fatalf("visitor page Cache-Control %q", cc)
	}
	// Logging out with a token that has already ended still clears the cookie.
	res = send("PUT", "/api/auth/logout", token, c, "")
	if lc := sessionCookie(res); lc == nil || lc.MaxAge >= 0 {
		t.Fatalf("second logout: cookie %+v", lc)
	}
}
