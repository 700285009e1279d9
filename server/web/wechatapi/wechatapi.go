// Package wechatapi holds the REST handlers of spec §7 for WeChat:
//
//	GET  /api/wechat/codeurl?url=&scopes=   → {url, state, appid, scope, redirect_uri, script_url}
//	POST /api/wechat/login {code, scopes}   → {token, member, need_bind_mobile, openid}
//	POST /api/wechat/user/openid {code, state} → {openid} (linked to a signed-in member)
//	GET  /api/wechat/jssdkconfig?url=       → {appId, timestamp, nonceStr, signature, url, debug, script_url}
//
// They talk to WeChat (or the sandbox simulator) through *wechat.Client and
// leave members and login tokens to a [Members] implementation.
package wechatapi

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"

	"artmarket/server/domain/member/accounts"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/member/profile"
	"artmarket/server/platform/cache"
	"artmarket/server/platform/ratelimit"
	"artmarket/server/providers/wechat"
	"artmarket/server/web/api"
	"artmarket/server/web/authn"
)

// StateTTL is how long a state handed out by codeurl is remembered.
const StateTTL = 10 * time.Minute

// Default callback pages when codeurl gets no url: the QR scan and the
// in-WeChat one-tap login land on these client routes.
const (
	DefaultScanCallback   = "/wechat-callback"
	DefaultOneTapCallback = "/wechat-login-callback"
)

// Identity is who WeChat says signed in (the member domain's type).
type Identity = accounts.Identity

// Members finds or creates the member for a WeChat identity and signs them
// in. needBindMobile is true when the member has no mobile number yet. An
// refusal it returns (a *problem.Error: a disabled account, say) is
// answered as it is.
// ctx is the request's context (so whatever the router's middleware put
// there is available), and [RequestFrom] gives the request itself, for the
// session's client address and user agent.
type Members interface {
	LoginWeChat(ctx context.Context, ident accounts.Identity, who auth.Client) (token string, info profile.Info, needBindMobile bool, err error)
	// BindWeChat links the identity to the member; a problem.Error when it
	// belongs to another member.
	BindWeChat(ctx context.Context, memberID int, ident accounts.Identity) (profile.Info, error)
}

// Deps are what the handlers need.
type Deps struct {
	// WeChat is the client; nil turns WeChat login off (the routes answer
	// 404 "微信登录未开启").
	WeChat *wechat.Client
	// Cache keeps the states handed out by codeurl.
	Cache   cache.Cache
	Members Members
	// Clients tells the client's address (for the session and the limits).
	Clients authn.Clients
	// PublicURL is the site's origin as visitors see it (PUBLIC_URL); empty
	// means the request's own host. Callback and page addresses must be on
	// it (or on the request's host).
	PublicURL string
	// Limiter caps the states one client can have stored (codeurl writes
	// one per call): CodeURLPerMinute per address (an IPv6 /64). A nil
	// Limiter turns the cap off (tests of other rules).
	Limiter *ratelimit.Limiter
	// SignInNotice is what a member signing in should be told (that it
	// cancelled their account deletion), "" for nothing; nil: never.
	SignInNotice func(ctx context.Context, memberID int) (string, error)
	// Log (default slog.Default()).
	Log *slog.Logger
	// SessionCookie, when set, is called with a new login token before the
	// answer is written (authn.Sessions.SetCookie: the cookie server rendering
	// reads).
	SessionCookie func(w http.ResponseWriter, r *http.Request, token string)
}

// CodeURLPerMinute is how many authorisation links one client address (an
// IPv6 /64) may ask for in a minute. Many people can share one IPv4
// address (an office, a campus, a mobile carrier's NAT), and every login
// dialog asks for a link, so the cap is generous; what it stops is one
// address writing states without end (each lives StateTTL; a full cache
// evicts rather than failing, see package cache).
const CodeURLPerMinute = 120

type handlers struct {
	Deps
	public *url.URL
}

// New returns the handlers of the four routes.
func New(d Deps) *Handlers {
	if d.Log == nil {
		d.Log = slog.Default()
	}
	h := &handlers{Deps: d}
	if d.PublicURL != "" {
		if u, err := url.Parse(strings.TrimRight(d.PublicURL, "/")); err == nil && u.Host != "" {
			h.public = u
		} else {
			d.Log.Warn("wechatapi: ignoring invalid PublicURL", "public_url", d.PublicURL)
		}
	}
	return &Handlers{h: h}
}

// Handlers serve the four routes.
type Handlers struct{ h *handlers }

// Register adds the four routes to r, as every /api module does.
func (hs *Handlers) Register(r *api.Router) {
	h := hs.h
	r.HandleFunc("GET /api/wechat/codeurl", h.codeURL)
	r.Handle("POST /api/wechat/login", api.HandleRW(h.login))
	r.Handle("POST /api/wechat/bind", api.HandleRW(h.bind))
	r.HandleFunc("POST /api/wechat/user/openid", h.openID)
	r.HandleFunc("GET /api/wechat/jssdkconfig", h.jssdkConfig)
}

var (
	errOff         = api.NewError(api.CodeNotFound, "微信登录未开启")
	errBadScope    = api.NewError(api.CodeValidation, "不支持的微信授权范围")
	errBadURL      = api.NewError(api.CodeValidation, "回调地址无效：只能是本站地址")
	errNoCode      = api.NewError(api.CodeValidation, "缺少微信授权码")
	errCodeInvalid = api.NewError(api.CodeValidation, "微信授权已失效，请重新授权")
	errUpstream    = api.NewError(502, "微信服务暂时不可用，请稍后重试")
	errBadPageURL  = api.NewError(api.CodeValidation, "页面地址无效：只能是本站地址")
)

type stateRecord struct {
	Scope       string `json:"scope"`
	RedirectURI string `json:"redirect_uri"`
}

func stateKey(state string) string { return "wechat:state:" + state }

// codeURL answers the authorisation link with a fresh state: the QR login
// page (scopes snsapi_login, the default) or the in-WeChat authorisation
// (snsapi_userinfo, snsapi_base).
func (h *handlers) codeURL(r *http.Request) (any, error) {
	ctx := r.Context()
	q := r.URL.Query()
	scope := strings.TrimSpace(q.Get("scopes"))
	if scope == "" {
		scope = wechat.ScopeLogin
	}
	app, ok := wechat.AppForScope(scope)
	if !ok {
		return nil, errBadScope
	}
	if h.WeChat == nil || !h.WeChat.Configured(app) {
		return nil, errOff
	}
	callback := q.Get("url")
	if strings.TrimSpace(callback) == "" {
		callback = DefaultScanCallback
		if app == wechat.MPApp {
			callback = DefaultOneTapCallback
		}
	}
	redirect, err := h.onSite(r, callback)
	if err != nil {
		h.Log.InfoContext(ctx, "wechatapi: codeurl refused a callback address", "reason", err)
		return nil, errBadURL
	}
	if h.Limiter != nil {
		res, err := h.Limiter.Allow(ctx, "codeurl:"+h.Clients.RateKey(r), CodeURLPerMinute, time.Minute)
		if err != nil {
			return nil, fmt.Errorf("wechatapi: count codeurl: %w", err)
		}
		if !res.Allowed {
			return nil, api.NewError(api.CodeTooManyRequests, api.MsgTooManyRequests)
		}
	}
	state := newState()
	rec, _ := json.Marshal(stateRecord{Scope: scope, RedirectURI: redirect.String()})
	if err := h.Cache.Set(ctx, stateKey(state), rec, StateTTL); err != nil {
		return nil, fmt.Errorf("wechatapi: store state: %w", err)
	}
	var link string
	if app == wechat.WebApp {
		link = h.WeChat.QRConnectURL(redirect.String(), state)
	} else {
		link = h.WeChat.AuthorizeURL(redirect.String(), scope, state)
	}
	return map[string]any{
		"url":          h.absolute(r, link),
		"state":        state,
		"appid":        h.WeChat.AppID(app),
		"scope":        scope,
		"redirect_uri": redirect.String(),
		"script_url":   h.absolute(r, h.WeChat.Config().ScriptURL),
	}, nil
}

// takeState uses up a state handed out by codeurl for app.
func (h *handlers) takeState(ctx context.Context, state string, app wechat.App) error {
	if !validState(state) {
		return errCodeInvalid
	}
	raw, found, err := h.Cache.Take(ctx, stateKey(state))
	if err != nil {
		return fmt.Errorf("wechatapi: consume state: %w", err)
	}
	if !found {
		return errCodeInvalid
	}
	var rec stateRecord
	if err := json.Unmarshal(raw, &rec); err != nil {
		return errCodeInvalid
	}
	if stateApp, ok := wechat.AppForScope(rec.Scope); !ok || stateApp != app {
		return errCodeInvalid
	}
	return nil
}

type loginIn struct {
	Code   string `json:"code"`
	Scopes string `json:"scopes"`
	State  string `json:"state"`
}

// identity trades the code of a flow this server started for the WeChat
// identity (with nickname and avatar unless the scope is snsapi_base).
func (h *handlers) identity(r *http.Request) (Identity, error) {
	ctx := r.Context()
	var in loginIn
	if err := api.Decode(r, &in); err != nil {
		return Identity{}, err
	}
	scope := strings.TrimSpace(in.Scopes)
	if scope == "" {
		scope = wechat.ScopeLogin
	}
	app, ok := wechat.AppForScope(scope)
	if !ok {
		return Identity{}, errBadScope
	}
	if h.WeChat == nil || !h.WeChat.Configured(app) {
		return Identity{}, errOff
	}
	code := strings.TrimSpace(in.Code)
	if code == "" {
		return Identity{}, errNoCode
	}
	// The state must be one codeurl handed out, for this app, within
	// StateTTL, and it is used up here: a code from a flow this server did
	// not start (or a replayed one) is refused before WeChat is asked.
	if err := h.takeState(ctx, in.State, app); err != nil {
		return Identity{}, err
	}
	tok, err := h.WeChat.ExchangeCode(ctx, app, code)
	if err != nil {
		return Identity{}, h.upstream(err)
	}
	ident := Identity{App: app, AppID: h.WeChat.AppID(app), OpenID: tok.OpenID, UnionID: tok.UnionID, Scope: tok.Scope}
	if ident.Scope == "" {
		ident.Scope = scope
	}
	if ident.Scope != wechat.ScopeBase {
		info, err := h.WeChat.UserInfo(ctx, tok.AccessToken, tok.OpenID)
		if err != nil {
			return Identity{}, h.upstream(err)
		}
		ident.Nickname, ident.AvatarURL = info.Nickname, info.HeadImgURL
		if info.UnionID != "" {
			ident.UnionID = info.UnionID
		}
	}
	return ident, nil
}

// bind links the WeChat identity of the code to the signed-in member (the
// account settings' 绑定微信: the sign-in QR flow, ending here instead of in
// a sign-in). A WeChat account another member has is refused.
func (h *handlers) bind(w http.ResponseWriter, r *http.Request) (any, error) {
	ctx := r.Context()
	m, err := auth.Require(ctx)
	if errors.Is(err, auth.ErrNoSession) {
		return nil, api.ErrUnauthorized
	}
	if err != nil {
		return nil, err
	}
	ident, err := h.identity(r)
	if err != nil {
		return nil, err
	}
	info, err := h.Members.BindWeChat(ctx, m.ID, ident)
	if err != nil {
		return nil, err
	}
	return info, nil
}

// login trades the code for the WeChat identity and signs the member in.
func (h *handlers) login(w http.ResponseWriter, r *http.Request) (any, error) {
	ctx := r.Context()
	ident, err := h.identity(r)
	if err != nil {
		return nil, err
	}
	token, member, needBind, err := h.Members.LoginWeChat(ctx, ident, h.Clients.Of(r))
	if err != nil {
		return nil, fmt.Errorf("wechatapi: member login: %w", err)
	}
	if h.SessionCookie != nil && token != "" {
		h.SessionCookie(w, r, token)
	}
	out := map[string]any{
		"token":            token,
		"member":           member,
		"need_bind_mobile": needBind,
		"openid":           ident.OpenID,
	}
	if h.SignInNotice != nil {
		notice, err := h.SignInNotice(ctx, member.ID)
		if err != nil {
			h.Log.WarnContext(ctx, "wechatapi: sign-in notice", "member", member.ID, "err", err)
		} else if notice != "" {
			out["notice"] = notice
		}
	}
	return out, nil
}

type openIDIn struct {
	Code   string `json:"code"`
	Scopes string `json:"scopes"`
	State  string `json:"state"`
}

// openID trades an official-account code (snsapi_base by default) for the
// user's openid in the official account (what JSAPI payment needs). For a
// signed-in member it also links that openid to the member (Members'
// BindWeChat: refused when it is another member's), which is how the pay
// page's flow gives the order its payer; the code must then come from a
// flow this server started (codeurl's state, used up here), as for a
// login.
func (h *handlers) openID(r *http.Request) (any, error) {
	ctx := r.Context()
	var in openIDIn
	if err := api.Decode(r, &in); err != nil {
		return nil, err
	}
	app := wechat.MPApp
	if s := strings.TrimSpace(in.Scopes); s != "" {
		a, ok := wechat.AppForScope(s)
		if !ok {
			return nil, errBadScope
		}
		app = a
	}
	if h.WeChat == nil || !h.WeChat.Configured(app) {
		return nil, errOff
	}
	code := strings.TrimSpace(in.Code)
	if code == "" {
		return nil, errNoCode
	}
	m, err := auth.Viewer(ctx)
	if err != nil {
		return nil, err
	}
	if m != nil {
		if err := h.takeState(ctx, in.State, app); err != nil {
			return nil, err
		}
	}
	tok, err := h.WeChat.ExchangeCode(ctx, app, code)
	if err != nil {
		return nil, h.upstream(err)
	}
	if m != nil {
		ident := Identity{App: app, AppID: h.WeChat.AppID(app), OpenID: tok.OpenID, UnionID: tok.UnionID, Scope: tok.Scope}
		if _, err := h.Members.BindWeChat(ctx, m.ID, ident); err != nil {
			return nil, err
		}
	}
	return map[string]string{"openid": tok.OpenID}, nil
}

// jssdkConfig signs wx.config for a page of ours.
func (h *handlers) jssdkConfig(r *http.Request) (any, error) {
	ctx := r.Context()
	if h.WeChat == nil || !h.WeChat.Configured(wechat.MPApp) {
		return nil, errOff
	}
	page := r.URL.Query().Get("url")
	if i := strings.IndexByte(page, '#'); i >= 0 {
		page = page[:i]
	}
	if strings.TrimSpace(page) == "" {
		return nil, errBadPageURL
	}
	u, err := h.onSite(r, page)
	if err != nil {
		h.Log.InfoContext(ctx, "wechatapi: jssdkconfig refused a page address", "reason", err)
		return nil, errBadPageURL
	}
	// Sign the address exactly as the page sent it (location.href without
	// the hash); only a relative one is made absolute.
	page = strings.TrimSpace(page)
	if !u.IsAbs() || !strings.HasPrefix(page, u.Scheme+":") {
		page = u.String()
	}
	cfg, err := h.WeChat.JSSDKConfig(ctx, page)
	if err != nil {
		return nil, h.upstream(err)
	}
	// script_url: the JS-SDK to load (WeChat's, or the simulator's in
	// sandbox mode), as codeurl names the login widget.
	return struct {
		*wechat.JSConfig
		ScriptURL string `json:"script_url,omitempty"`
	}{cfg, h.absolute(r, h.WeChat.Config().JSSDKScriptURL)}, nil
}

// upstream turns a WeChat failure into the answer: a bad code is the
// user's to retry (422), anything else is ours or WeChat's (502, logged with
// the errcode's explanation by the client and here with its cause).
func (h *handlers) upstream(err error) error {
	if wechat.IsCodeError(err) {
		return errCodeInvalid.WithCause(err)
	}
	if errors.Is(err, wechat.ErrNotConfigured) {
		return errOff
	}
	return errUpstream.WithCause(err)
}

// onSite parses raw as an address on our own site: a path ("/x?y", not
// "//host") resolved against the site's origin, or an absolute http(s) URL
// whose host is the request's or PublicURL's. Anything else is refused, so
// no link we sign or hand out can send a visitor elsewhere.
func (h *handlers) onSite(r *http.Request, raw string) (*url.URL, error) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return nil, errors.New("empty address")
	}
	for _, c := range raw {
		if c < 0x20 || c == 0x7f || c == '\\' {
			return nil, errors.New("control character or backslash in address")
		}
	}
	u, err := url.Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("parse address: %w", err)
	}
	origin := h.origin(r)
	if u.Scheme == "" && u.Host == "" && u.Opaque == "" {
		if !strings.HasPrefix(raw, "/") || strings.HasPrefix(raw, "//") {
			return nil, errors.New("relative address not starting with a single /")
		}
		return origin.ResolveReference(u), nil
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil, fmt.Errorf("scheme %q not allowed", u.Scheme)
	}
	if u.User != nil || u.Host == "" {
		return nil, errors.New("address with user info or without host")
	}
	host := strings.ToLower(u.Host)
	if host == strings.ToLower(r.Host) || (h.public != nil && host == strings.ToLower(h.public.Host)) {
		return u, nil
	}
	return nil, fmt.Errorf("host %q is not this site", u.Host)
}

// origin is the site's origin: PublicURL, else the request's scheme and host.
func (h *handlers) origin(r *http.Request) *url.URL {
	if h.public != nil {
		return &url.URL{Scheme: h.public.Scheme, Host: h.public.Host}
	}
	scheme := "http"
	if r.TLS != nil || r.Header.Get("X-Forwarded-Proto") == "https" {
		scheme = "https"
	}
	return &url.URL{Scheme: scheme, Host: r.Host}
}

// absolute makes a path on our site (the sandbox's) absolute for the
// browser; WeChat's addresses are absolute already.
func (h *handlers) absolute(r *http.Request, link string) string {
	if strings.HasPrefix(link, "/") && !strings.HasPrefix(link, "//") {
		return h.origin(r).String() + link
	}
	return link
}

// newState is the spec's state (§4): two random base-36 segments of 13
// characters each, about 134 bits, which WeChat's state (letters and
// digits, at most 128 bytes) carries as it is.
func newState() string {
	const digits = "0123456789abcdefghijklmnopqrstuvwxyz"
	b := make([]byte, 26)
	_, _ = rand.Read(b)
	for i := range b {
		b[i] = digits[int(b[i])%36] // the bias of 256 mod 36 costs well under a bit
	}
	return string(b)
}

// validState reports whether s can be a state newState made, so that no
// other text reaches a cache key.
func validState(s string) bool {
	if len(s) != 26 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= '0' && c <= '9' || c >= 'a' && c <= 'z') {
			return false
		}
	}
	return true
}
