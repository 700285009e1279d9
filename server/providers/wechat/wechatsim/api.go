package wechatsim

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"time"
)

// wxErr is WeChat's error answer: {"errcode":40029,"errmsg":"invalid code"}.
type wxErr struct {
	ErrCode int    `json:"errcode"`
	ErrMsg  string `json:"errmsg"`
}

func (e *wxErr) Error() string { return e.ErrMsg }

func errc(code int, msg string) *wxErr { return &wxErr{ErrCode: code, ErrMsg: msg} }

// api adapts a JSON endpoint: GET only (43001 otherwise), answers 200 with
// the value or WeChat's error JSON, as WeChat does.
func (s *Sim) api(fn func(r *http.Request, q url.Values) (any, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var out any
		if r.Method != http.MethodGet {
			out = errc(43001, "require GET method")
		} else {
			v, err := fn(r, r.URL.Query())
			switch e := err.(type) {
			case nil:
				out = v
			case *wxErr:
				out = e
			default:
				s.log.ErrorContext(r.Context(), "wechatsim: API failed", "path", r.URL.Path, "err", err)
				out = errc(-1, "system error")
			}
		}
		body, _ := json.Marshal(out)
		w.Header().Set("Content-Type", "application/json; encoding=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		_, _ = w.Write(body)
	}
}

// Records kept in the cache.
type codeRecord struct {
	AppID  string    `json:"appid"`
	User   string    `json:"user"`
	Scope  string    `json:"scope"`
	Public string    `json:"public"` // origin the browser used, for avatar URLs
	Exp    time.Time `json:"exp"`
}

type snsToken struct {
	AppID  string    `json:"appid"`
	User   string    `json:"user"`
	Scope  string    `json:"scope"`
	Public string    `json:"public"`
	Exp    time.Time `json:"exp"`
}

type cgiToken struct {
	AppID      string    `json:"appid"`
	Exp        time.Time `json:"exp"`
	Superseded bool      `json:"superseded"`
}

// issueCode stores a one-time OAuth code for user in app.
func (s *Sim) issueCode(ctx context.Context, appID, userID, scope, public string) (string, error) {
	code := randomHex(16)
	rec := codeRecord{AppID: appID, User: userID, Scope: scope, Public: public, Exp: s.now().Add(CodeTTL)}
	if err := s.put(ctx, "code:"+code, rec, CodeTTL); err != nil {
		return "", err
	}
	s.log.DebugContext(ctx, "wechatsim: code issued", "appid", appID, "user", userID, "scope", scope)
	return code, nil
}

// appSecret checks appid and secret the way WeChat's token endpoints do.
func (s *Sim) appSecret(q url.Values) (App, error) {
	appID, secret := q.Get("appid"), q.Get("secret")
	if appID == "" {
		return App{}, errc(41002, "appid missing")
	}
	app, ok := s.app(appID)
	if !ok {
		return App{}, errc(40013, "invalid appid")
	}
	if secret == "" {
		return App{}, errc(41004, "appsecret missing")
	}
	if secret != app.Secret {
		return App{}, errc(40001, "invalid credential, access_token is invalid or not latest")
	}
	return app, nil
}

// snsAccessToken: GET /sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code.
func (s *Sim) snsAccessToken(r *http.Request, q url.Values) (any, error) {
	ctx := r.Context()
	app, err := s.appSecret(q)
	if err != nil {
		return nil, err
	}
	if q.Get("grant_type") != "authorization_code" {
		return nil, errc(40002, "invalid grant_type")
	}
	code := q.Get("code")
	if code == "" {
		return nil, errc(41008, "missing code")
	}
	var rec codeRecord
	found, err := s.take(ctx, "code:"+code, &rec)
	if err != nil {
		return nil, err
	}
	if !found {
		if _, used, err := s.cache.Get(ctx, keyPrefix+"used:"+code); err == nil && used {
			return nil, errc(40163, "code been used")
		}
		return nil, errc(40029, "invalid code")
	}
	if err := s.cache.Set(ctx, keyPrefix+"used:"+code, []byte("1"), CodeTTL); err != nil {
		return nil, err
	}
	if !s.now().Before(rec.Exp) || rec.AppID != app.AppID {
		return nil, errc(40029, "invalid code")
	}
	return s.issueSNSToken(ctx, snsToken{AppID: rec.AppID, User: rec.User, Scope: rec.Scope, Public: rec.Public}, "")
}

// issueSNSToken stores a user access_token (and a refresh_token unless one
// is given) and answers as sns/oauth2/access_token does.
func (s *Sim) issueSNSToken(ctx context.Context, t snsToken, refresh string) (any, error) {
	u, ok := s.user(t.User)
	if !ok {
		return nil, errc(40029, "invalid code")
	}
	now := s.now()
	access := randomToken(48)
	t.Exp = now.Add(AccessTokenTTL)
	if err := s.put(ctx, "sns:"+access, t, AccessTokenTTL); err != nil {
		return nil, err
	}
	if refresh == "" {
		refresh = randomToken(48)
		rt := t
		rt.Exp = now.Add(RefreshTokenTTL)
		if err := s.put(ctx, "refresh:"+refresh, rt, RefreshTokenTTL); err != nil {
			return nil, err
		}
	}
	out := map[string]any{
		"access_token":  access,
		"expires_in":    int(AccessTokenTTL / time.Second),
		"refresh_token": refresh,
		"openid":        u.OpenID(t.AppID),
		"scope":         t.Scope,
	}
	if u.UnionID != "" && t.Scope != "snsapi_base" {
		out["unionid"] = u.UnionID
	}
	return out, nil
}

// snsRefreshToken: GET /sns/oauth2/refresh_token?appid&grant_type=refresh_token&refresh_token.
func (s *Sim) snsRefreshToken(r *http.Request, q url.Values) (any, error) {
	ctx := r.Context()
	appID := q.Get("appid")
	if appID == "" {
		return nil, errc(41002, "appid missing")
	}
	if _, ok := s.app(appID); !ok {
		return nil, errc(40013, "invalid appid")
	}
	if q.Get("grant_type") != "refresh_token" {
		return nil, errc(40002, "invalid grant_type")
	}
	refresh := q.Get("refresh_token")
	if refresh == "" {
		return nil, errc(41003, "refresh_token missing")
	}
	var rt snsToken
	found, err := s.load(ctx, "refresh:"+refresh, &rt)
	if err != nil {
		return nil, err
	}
	if !found || rt.AppID != appID {
		return nil, errc(40030, "invalid refresh_token")
	}
	if !s.now().Before(rt.Exp) {
		return nil, errc(42002, "refresh_token expired")
	}
	return s.issueSNSToken(ctx, rt, refresh)
}

var tokenShape = regexp.MustCompile(`^[A-Za-z0-9_-]{64}$`)

// userToken checks a user access_token and openid (sns/auth, sns/userinfo).
func (s *Sim) userToken(ctx context.Context, q url.Values) (snsToken, User, error) {
	access, openid := q.Get("access_token"), q.Get("openid")
	if access == "" {
		return snsToken{}, User{}, errc(41001, "access_token missing")
	}
	if openid == "" {
		return snsToken{}, User{}, errc(41009, "missing openid")
	}
	var t snsToken
	found, err := s.load(ctx, "sns:"+access, &t)
	if err != nil {
		return snsToken{}, User{}, err
	}
	if !found {
		return snsToken{}, User{}, errc(40014, "invalid access_token")
	}
	if !s.now().Before(t.Exp) {
		return snsToken{}, User{}, errc(42001, "access_token expired")
	}
	u, ok := s.user(t.User)
	if !ok || u.OpenID(t.AppID) != openid {
		return snsToken{}, User{}, errc(40003, "invalid openid")
	}
	return t, u, nil
}

// snsAuth: GET /sns/auth?access_token&openid.
func (s *Sim) snsAuth(r *http.Request, q url.Values) (any, error) {
	if _, _, err := s.userToken(r.Context(), q); err != nil {
		return nil, err
	}
	return wxErr{ErrCode: 0, ErrMsg: "ok"}, nil
}

// snsUserInfo: GET /sns/userinfo?access_token&openid&lang.
func (s *Sim) snsUserInfo(r *http.Request, q url.Values) (any, error) {
	t, u, err := s.userToken(r.Context(), q)
	if err != nil {
		return nil, err
	}
	if t.Scope == "snsapi_base" {
		return nil, errc(48001, "api unauthorized")
	}
	public := t.Public
	if public == "" {
		public = s.publicBase(r)
	}
	out := map[string]any{
		"openid":     u.OpenID(t.AppID),
		"nickname":   u.Nickname,
		"sex":        u.Sex,
		"language":   "",
		"city":       "",
		"province":   "",
		"country":    "",
		"headimgurl": s.avatarURL(public, u),
		"privilege":  []string{},
	}
	if u.UnionID != "" {
		out["unionid"] = u.UnionID
	}
	return out, nil
}

// ipAllowed applies the IP whitelist to cgi-bin calls.
func (s *Sim) ipAllowed(r *http.Request) error {
	if len(s.opts.IPWhitelist) == 0 {
		return nil
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	if slices.Contains(s.opts.IPWhitelist, host) {
		return nil
	}
	return errc(40164, "invalid ip "+host+" ipv6 ::ffff:"+host+", not in whitelist")
}

// cgiToken: GET /cgi-bin/token?grant_type=client_credential&appid&secret.
// A new token supersedes the previous one, which keeps working for
// SupersededGrace, as WeChat's does: servers must share one token.
func (s *Sim) cgiToken(r *http.Request, q url.Values) (any, error) {
	ctx := r.Context()
	if q.Get("grant_type") != "client_credential" {
		return nil, errc(40002, "invalid grant_type")
	}
	app, err := s.appSecret(q)
	if err != nil {
		return nil, err
	}
	if app.Kind != OfficialAccount {
		return nil, errc(48001, "api unauthorized")
	}
	if err := s.ipAllowed(r); err != nil {
		return nil, err
	}
	now := s.now()
	curKey := "cgicur:" + app.AppID
	var prev string
	if _, err := s.load(ctx, curKey, &prev); err != nil {
		return nil, err
	}
	if prev != "" {
		var old cgiToken
		if found, err := s.load(ctx, "cgi:"+prev, &old); err == nil && found {
			old.Superseded = true
			if grace := now.Add(SupersededGrace); grace.Before(old.Exp) {
				old.Exp = grace
			}
			if err := s.put(ctx, "cgi:"+prev, old, AccessTokenTTL); err != nil {
				return nil, err
			}
		}
	}
	tok := randomToken(48)
	if err := s.put(ctx, "cgi:"+tok, cgiToken{AppID: app.AppID, Exp: now.Add(AccessTokenTTL)}, AccessTokenTTL); err != nil {
		return nil, err
	}
	if err := s.put(ctx, curKey, tok, AccessTokenTTL); err != nil {
		return nil, err
	}
	s.log.DebugContext(ctx, "wechatsim: access_token issued", "appid", app.AppID)
	return map[string]any{"access_token": tok, "expires_in": int(AccessTokenTTL / time.Second)}, nil
}

// cgiTicket: GET /cgi-bin/ticket/getticket?access_token&type=jsapi.
func (s *Sim) cgiTicket(r *http.Request, q url.Values) (any, error) {
	ctx := r.Context()
	access := q.Get("access_token")
	if access == "" {
		return nil, errc(41001, "access_token missing")
	}
	if err := s.ipAllowed(r); err != nil {
		return nil, err
	}
	var t cgiToken
	found, err := s.load(ctx, "cgi:"+access, &t)
	if err != nil {
		return nil, err
	}
	switch {
	case !found && !tokenShape.MatchString(access):
		return nil, errc(40014, "invalid access_token")
	case !found:
		return nil, errc(40001, "invalid credential, access_token is invalid or not latest")
	case !s.now().Before(t.Exp) && t.Superseded:
		return nil, errc(40001, "invalid credential, access_token is invalid or not latest")
	case !s.now().Before(t.Exp):
		return nil, errc(42001, "access_token expired")
	}
	typ := q.Get("type")
	if typ != "jsapi" && typ != "wx_card" {
		return nil, errc(40097, "invalid args")
	}
	ticket := randomToken(64)
	if err := s.put(ctx, "ticket:"+t.AppID+":"+typ, ticket, TicketTTL); err != nil {
		return nil, err
	}
	return map[string]any{"errcode": 0, "errmsg": "ok", "ticket": ticket, "expires_in": int(TicketTTL / time.Second)}, nil
}
