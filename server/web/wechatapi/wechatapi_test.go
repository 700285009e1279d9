package wechatapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/member/profile"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/cache"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
	"artmarket/server/platform/ratelimit"
	"artmarket/server/providers/wechat"
	"artmarket/server/providers/wechat/wechatsim"
	"artmarket/server/web/api"
	"artmarket/server/web/authn"
	"artmarket/server/web/wechatapi"
)

// fakeMembers records identities and signs everyone in without a mobile.
type fakeMembers struct {
	mu     sync.Mutex
	idents []wechatapi.Identity
	bound  []int // the members BindWeChat linked, in order
	err    error
}

func (f *fakeMembers) LoginWeChat(ctx context.Context, ident wechatapi.Identity, who auth.Client) (string, profile.Info, bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if who.IP == "" {
		return "", profile.Info{}, false, errors.New("no client address")
	}
	if f.err != nil {
		return "", profile.Info{}, false, f.err
	}
	f.idents = append(f.idents, ident)
	key := ident.UnionID
	if key == "" {
		key = ident.AppID + "/" + ident.OpenID
	}
	return "token-" + key, profile.Info{Nickname: ident.Nickname, Avatar: ident.AvatarURL}, true, nil
}

func (f *fakeMembers) BindWeChat(ctx context.Context, memberID int, ident wechatapi.Identity) (profile.Info, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.err != nil {
		return profile.Info{}, f.err
	}
	f.bound = append(f.bound, memberID)
	f.idents = append(f.idents, ident)
	return profile.Info{}, nil
}

func (f *fakeMembers) last() wechatapi.Identity {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.idents[len(f.idents)-1]
}

// site is our server as in sandbox mode: the simulator under
// /_sandbox/wechat and the REST shim under /api/, on one httptest server;
// the handlers' client calls the simulator over HTTP.
type site struct {
	t       *testing.T
	srv     *httptest.Server
	cache   cache.Cache
	members *fakeMembers
	logs    *bytes.Buffer
	calls   map[string]int
	mu      sync.Mutex
	browser *http.Client
	token   string // sent as Token by call (a signed-in member)
}

func newSite(t *testing.T, mod func(*wechat.Config, *wechatapi.Deps)) *site {
	t.Helper()
	return newSiteAuth(t, mod, nil)
}

// newSiteAuth is newSite with the REST routes behind a's middleware (nil:
// none), as the server mounts them, for the routes that read the session.
func newSiteAuth(t *testing.T, mod func(*wechat.Config, *wechatapi.Deps), a *auth.Service) *site {
	t.Helper()
	c := cache.NewMemory()
	t.Cleanup(func() { _ = c.Close() })
	s := &site{t: t, cache: c, members: &fakeMembers{}, logs: &bytes.Buffer{}, calls: map[string]int{}}
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	log := slog.New(slog.NewTextHandler(&lockedWriter{w: s.logs, mu: &s.mu}, nil))
	mux := http.NewServeMux()
	wechatsim.New(c, wechatsim.Options{Log: quiet}).Routes(mux)
	s.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.calls[r.URL.Path]++
		s.mu.Unlock()
		mux.ServeHTTP(w, r)
	}))
	t.Cleanup(s.srv.Close)

	cfg := wechat.SandboxConfig(s.srv.URL)
	deps := wechatapi.Deps{Cache: c, Members: s.members, Log: log}
	if mod != nil {
		mod(&cfg, &deps)
	}
	if deps.WeChat == nil && cfg.WebAppID != "" {
		deps.WeChat = wechat.New(cfg, c, wechat.WithLogger(log))
	}
	rt := api.NewRouter()
	wechatapi.New(deps).Register(rt)
	var h http.Handler = rt
	if a != nil {
		h = authn.Middleware(a, rt)
	}
	mux.Handle("/api/", h)
	s.browser = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	return s
}

type lockedWriter struct {
	w  io.Writer
	mu *sync.Mutex
}

func (l *lockedWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

func (s *site) logText() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.logs.String()
}

func (s *site) count(path string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.calls[path]
}

type envelope struct {
	Code    int             `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data"`
}

func (s *site) call(method, path string, body any) (int, envelope) {
	s.t.Helper()
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, s.srv.URL+path, rd)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if s.token != "" {
		req.Header.Set("Token", s.token)
	}
	resp, err := s.browser.Do(req)
	if err != nil {
		s.t.Fatal(err)
	}
	defer resp.Body.Close()
	var env envelope
	raw, _ := io.ReadAll(resp.Body)
	if err := json.Unmarshal(raw, &env); err != nil {
		s.t.Fatalf("%s %s: not an envelope: %s", method, path, raw)
	}
	return resp.StatusCode, env
}

func (s *site) ok(method, path string, body any, out any) {
	s.t.Helper()
	status, env := s.call(method, path, body)
	if status != 200 || env.Code != 1 {
		s.t.Fatalf("%s %s: HTTP %d %+v", method, path, status, env)
	}
	if err := json.Unmarshal(env.Data, out); err != nil {
		s.t.Fatalf("%s %s: data %s: %v", method, path, env.Data, err)
	}
}

func (s *site) page(target string) (*http.Response, string) {
	s.t.Helper()
	resp, err := s.browser.Get(target)
	if err != nil {
		s.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

func (s *site) form(target string, f url.Values) *url.URL {
	s.t.Helper()
	resp, err := s.browser.PostForm(s.srv.URL+target, f)
	if err != nil {
		s.t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusFound {
		s.t.Fatalf("POST %s: HTTP %d", target, resp.StatusCode)
	}
	loc, _ := url.Parse(resp.Header.Get("Location"))
	return loc
}

type codeURL struct {
	URL         string `json:"url"`
	State       string `json:"state"`
	AppID       string `json:"appid"`
	Scope       string `json:"scope"`
	RedirectURI string `json:"redirect_uri"`
	ScriptURL   string `json:"script_url"`
}

type loginOut struct {
	Token          string         `json:"token"`
	Member         map[string]any `json:"member"`
	NeedBindMobile bool           `json:"need_bind_mobile"`
	OpenID         string         `json:"openid"`
}

var (
	uuidRe = regexp.MustCompile(`name="uuid" value="([0-9a-f]+)"`)
	idRe   = regexp.MustCompile(`name="id" value="([0-9a-f]+)"`)
)

// TestScanLogin: codeurl → the simulator's QR page → confirm as a test
// user → redirect with code&state → /api/wechat/login.
func TestScanLogin(t *testing.T) {
	s := newSite(t, nil)
	var cu codeURL
	s.ok("GET", "/api/wechat/codeurl?url="+url.QueryEscape(s.srv.URL+"/wechat-callback"), nil, &cu)
	link, err := url.Parse(cu.URL)
	if err != nil || link.Scheme+"://"+link.Host+link.Path != s.srv.URL+"/_sandbox/wechat/connect/qrconnect" {
		t.Fatalf("url %q", cu.URL)
	}
	q := link.Query()
	if q.Get("state") != cu.State || !regexp.MustCompile(`^[0-9a-z]{26}$`).MatchString(cu.State) ||
		q.Get("appid") != wechat.SandboxWebAppID || q.Get("scope") != "snsapi_login" || q.Get("response_type") != "code" ||
		q.Get("redirect_uri") != s.srv.URL+"/wechat-callback" || link.Fragment != "wechat_redirect" {
		t.Fatalf("url query %v", q)
	}
	if cu.AppID != wechat.SandboxWebAppID || cu.ScriptURL != s.srv.URL+"/_sandbox/wechat/wxLogin.js" || cu.RedirectURI != s.srv.URL+"/wechat-callback" {
		t.Fatalf("codeurl %+v", cu)
	}
	if _, ok, _ := s.cache.Get(context.Background(), "wechat:state:"+cu.State); !ok {
		t.Fatal("state not remembered")
	}
	if ttl, _, _ := s.cache.TTL(context.Background(), "wechat:state:"+cu.State); ttl > wechatapi.StateTTL || ttl < wechatapi.StateTTL-10e9 {
		t.Fatalf("state TTL %v", ttl)
	}
	var again codeURL
	s.ok("GET", "/api/wechat/codeurl?url="+url.QueryEscape("/wechat-callback"), nil, &again)
	if again.State == cu.State {
		t.Fatal("state not fresh")
	}

	resp, page := s.page(cu.URL)
	if resp.StatusCode != 200 {
		t.Fatalf("QR page: HTTP %d", resp.StatusCode)
	}
	loc := s.form("/_sandbox/wechat/connect/qrconnect/confirm", url.Values{"uuid": {uuidRe.FindStringSubmatch(page)[1]}, "user": {"u1"}})
	if loc.Path != "/wechat-callback" || loc.Query().Get("state") != cu.State {
		t.Fatalf("redirect %s", loc)
	}
	code := loc.Query().Get("code")

	var out loginOut
	s.ok("POST", "/api/wechat/login", map[string]string{"code": code, "scopes": "snsapi_login", "state": cu.State}, &out)
	if out.Token != "token-oUnionSandboxUser000000000001" || !out.NeedBindMobile || out.Member["nickname"] != "测试用户一" || out.OpenID != "oWebSandboxUser00000000000001" {
		t.Fatalf("login %+v", out)
	}
	id := s.members.last()
	if id.App != wechat.WebApp || id.AppID != wechat.SandboxWebAppID || id.OpenID != "oWebSandboxUser00000000000001" ||
		id.UnionID != "oUnionSandboxUser000000000001" || id.Nickname != "测试用户一" || id.Scope != "snsapi_login" ||
		id.AvatarURL != s.srv.URL+"/_sandbox/wechat/avatar/u1.png" {
		t.Fatalf("identity %+v", id)
	}
	if _, ok, _ := s.cache.Get(context.Background(), "wechat:state:"+cu.State); ok {
		t.Fatal("state not consumed by the login")
	}

	// The code works once.
	status, env := s.call("POST", "/api/wechat/login", map[string]string{"code": code})
	if status != 422 || env.Code != 422 || env.Message != "微信授权已失效，请重新授权" {
		t.Fatalf("reused code: HTTP %d %+v", status, env)
	}
	status, env = s.call("POST", "/api/wechat/login", map[string]string{"scopes": "snsapi_login"})
	if status != 422 || env.Message != "缺少微信授权码" {
		t.Fatalf("no code: HTTP %d %+v", status, env)
	}
	status, env = s.call("POST", "/api/wechat/login", map[string]string{"code": "x", "scopes": "snsapi_evil"})
	if status != 422 || env.Message != "不支持的微信授权范围" {
		t.Fatalf("bad scope: HTTP %d %+v", status, env)
	}
}

// TestOneTapLogin: snsapi_userinfo inside WeChat, with a user who has no
// unionid (identity by openid of the official account).
func TestOneTapLogin(t *testing.T) {
	s := newSite(t, nil)
	var cu codeURL
	s.ok("GET", "/api/wechat/codeurl?scopes=snsapi_userinfo&url="+url.QueryEscape("/wechat-login-callback?back=%2Fmember"), nil, &cu)
	link, _ := url.Parse(cu.URL)
	if link.Path != "/_sandbox/wechat/connect/oauth2/authorize" || link.Query().Get("scope") != "snsapi_userinfo" ||
		link.Query().Get("appid") != wechat.SandboxMPAppID || link.Query().Get("redirect_uri") != s.srv.URL+"/wechat-login-callback?back=%2Fmember" {
		t.Fatalf("url %s", cu.URL)
	}
	resp, page := s.page(cu.URL)
	if resp.StatusCode != 200 {
		t.Fatalf("consent page: HTTP %d", resp.StatusCode)
	}
	loc := s.form("/_sandbox/wechat/connect/oauth2/authorize/confirm", url.Values{"id": {idRe.FindStringSubmatch(page)[1]}, "user": {"u3"}, "action": {"allow"}})
	if loc.Path != "/wechat-login-callback" || loc.Query().Get("back") != "/member" || loc.Query().Get("state") != cu.State {
		t.Fatalf("redirect %s", loc)
	}
	var out loginOut
	s.ok("POST", "/api/wechat/login", map[string]string{"code": loc.Query().Get("code"), "scopes": "snsapi_userinfo", "state": cu.State}, &out)
	id := s.members.last()
	if id.App != wechat.MPApp || id.AppID != wechat.SandboxMPAppID || id.OpenID != "oMpSandboxUser000000000000003" || id.UnionID != "" || id.Nickname != "测试用户三" {
		t.Fatalf("identity %+v", id)
	}
	if out.Token != "token-wx_sandbox_mp/oMpSandboxUser000000000000003" || !out.NeedBindMobile {
		t.Fatalf("login %+v", out)
	}
}

// TestOpenID: a silent snsapi_base code gives the official account openid.
func TestOpenID(t *testing.T) {
	s := newSite(t, nil)
	var cu codeURL
	s.ok("GET", "/api/wechat/codeurl?scopes=snsapi_base&url="+url.QueryEscape("/pay"), nil, &cu)
	resp, _ := s.page(cu.URL)
	if resp.StatusCode != http.StatusFound {
		t.Fatalf("snsapi_base: HTTP %d", resp.StatusCode)
	}
	loc, _ := url.Parse(resp.Header.Get("Location"))
	var out struct {
		OpenID string `json:"openid"`
	}
	s.ok("POST", "/api/wechat/user/openid", map[string]string{"code": loc.Query().Get("code")}, &out)
	if out.OpenID != "oMpSandboxUser000000000000001" {
		t.Fatalf("openid %q", out.OpenID)
	}
	status, env := s.call("POST", "/api/wechat/user/openid", map[string]string{"code": loc.Query().Get("code")})
	if status != 422 || env.Code != 422 {
		t.Fatalf("reused code: HTTP %d %+v", status, env)
	}
}

// TestOpenIDLinksTheSignedInMember: the pay page's flow. A signed-in
// member's code (of a flow codeurl started: its state is used up) links the
// official account's openid to the member, which is what JSAPI payment
// reads; without the state nothing is asked of WeChat nor linked; an
// openid that is another member's is refused as BindWeChat says; an ad-hoc
// sandbox user (cookie wxsim_user=t-...) has an openid of its own.
func TestOpenIDLinksTheSignedInMember(t *testing.T) {
	tdb := dbtest.SQLite(t)
	d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	a := auth.New(d.Client, cache.NewMemory(), auth.Options{Params: auth.Params{Memory: 1024, Time: 1, Threads: 1}})
	m := d.Client.Member.Create().SetUsername("buyer_openid").SaveX(context.Background())
	token, err := a.Issue(context.Background(), d.Client, m.ID, auth.Client{IP: "192.0.2.1"})
	if err != nil {
		t.Fatal(err)
	}
	s := newSiteAuth(t, nil, a)
	s.token = token
	// code follows the silent snsapi_base authorisation of the sandbox user
	// named by cookie ("" for the default user).
	code := func(cookie string) (string, string) {
		var cu codeURL
		s.ok("GET", "/api/wechat/codeurl?scopes=snsapi_base&url="+url.QueryEscape("/member/order-buy/7"), nil, &cu)
		req, _ := http.NewRequest("GET", cu.URL, nil)
		if cookie != "" {
			req.AddCookie(&http.Cookie{Name: "wxsim_user", Value: cookie})
		}
		resp, err := s.browser.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		loc, _ := url.Parse(resp.Header.Get("Location"))
		if loc == nil || loc.Path != "/member/order-buy/7" || loc.Query().Get("state") != cu.State {
			t.Fatalf("snsapi_base: HTTP %d to %v", resp.StatusCode, loc)
		}
		return loc.Query().Get("code"), cu.State
	}
	type openIDOut struct {
		OpenID string `json:"openid"`
	}
	c, state := code("")
	if status, env := s.call("POST", "/api/wechat/user/openid", map[string]string{"code": c}); status != 422 || len(s.members.bound) != 0 {
		t.Fatalf("signed in without a state: HTTP %d %+v, linked %v", status, env, s.members.bound)
	}
	var out openIDOut
	s.ok("POST", "/api/wechat/user/openid", map[string]string{"code": c, "state": state, "scopes": "snsapi_base"}, &out)
	id := s.members.last()
	if out.OpenID != "oMpSandboxUser000000000000001" || id.App != wechat.MPApp || id.AppID != wechat.SandboxMPAppID ||
		id.OpenID != out.OpenID || len(s.members.bound) != 1 || s.members.bound[0] != m.ID {
		t.Fatalf("openid %q, linked %v as %+v", out.OpenID, s.members.bound, id)
	}
	// The state is used up: the same state again is refused.
	c2, _ := code("")
	if status, _ := s.call("POST", "/api/wechat/user/openid", map[string]string{"code": c2, "state": state}); status != 422 {
		t.Fatalf("a used state: HTTP %d", status)
	}

	c, state = code("t-pay01")
	s.ok("POST", "/api/wechat/user/openid", map[string]string{"code": c, "state": state}, &out)
	if !strings.HasPrefix(out.OpenID, "o") || strings.HasPrefix(out.OpenID, "oMpSandboxUser") || s.members.last().UnionID != "" {
		t.Fatalf("ad-hoc user's openid %q (%+v)", out.OpenID, s.members.last())
	}
	first := out.OpenID
	c, state = code("t-pay01")
	s.ok("POST", "/api/wechat/user/openid", map[string]string{"code": c, "state": state}, &out)
	if out.OpenID != first {
		t.Fatalf("ad-hoc openid not stable: %q then %q", first, out.OpenID)
	}

	s.members.err = problem.New(problem.Conflict, "该微信已绑定其他账号")
	c, state = code("t-pay02")
	status, env := s.call("POST", "/api/wechat/user/openid", map[string]string{"code": c, "state": state})
	if status == 200 || env.Message != "该微信已绑定其他账号" {
		t.Fatalf("another member's openid: HTTP %d %+v", status, env)
	}
}

// TestOpenRedirectRefused: codeurl and jssdkconfig only accept addresses on
// our own site.
func TestOpenRedirectRefused(t *testing.T) {
	s := newSite(t, func(_ *wechat.Config, d *wechatapi.Deps) { d.PublicURL = "https://art.example.cn" })
	for _, bad := range []string{
		"https://evil.example/cb", "//evil.example/cb", "/\\evil.example/cb", "\\\\evil.example", "javascript:alert(1)",
		"https://art.example.cn@evil.example/", "https://evil.example/https://art.example.cn/", "wechat-callback",
		"data:text/html,hi", "https://art.example.cn.evil.example/", "/cb\r\nSet-Cookie: a=b", "ftp://art.example.cn/",
	} {
		for _, path := range []string{"/api/wechat/codeurl?url=", "/api/wechat/jssdkconfig?url="} {
			status, env := s.call("GET", path+url.QueryEscape(bad), nil)
			if status != 422 || env.Code != 422 || !strings.Contains(env.Message, "只能是本站地址") {
				t.Errorf("%s%q: HTTP %d %+v, want 422", path, bad, status, env)
			}
		}
	}
	for _, good := range []string{"https://art.example.cn/wechat-callback", s.srv.URL + "/wechat-callback", "/wechat-callback?x=1"} {
		var cu codeURL
		s.ok("GET", "/api/wechat/codeurl?url="+url.QueryEscape(good), nil, &cu)
		if !strings.HasSuffix(cu.RedirectURI, "/wechat-callback") && !strings.HasSuffix(cu.RedirectURI, "/wechat-callback?x=1") {
			t.Errorf("%q → %q", good, cu.RedirectURI)
		}
	}
	// With PublicURL, relative addresses resolve against it.
	var cu codeURL
	s.ok("GET", "/api/wechat/codeurl", nil, &cu)
	if cu.RedirectURI != "https://art.example.cn/wechat-callback" || !strings.HasPrefix(cu.URL, "https://art.example.cn/_sandbox/wechat/connect/qrconnect?") {
		t.Fatalf("default callback %+v", cu)
	}
}

// TestJSSDKConfig: signed for our page, with one upstream token and ticket
// call for many configs.
func TestJSSDKConfig(t *testing.T) {
	s := newSite(t, nil)
	page := s.srv.URL + "/artworks/12?from=timeline"
	for range 20 {
		var cfg map[string]any
		s.ok("GET", "/api/wechat/jssdkconfig?url="+url.QueryEscape(page+"#comments"), nil, &cfg)
		for _, k := range []string{"appId", "timestamp", "nonceStr", "signature", "url", "debug", "script_url"} {
			if _, ok := cfg[k]; !ok {
				t.Fatalf("config lacks %s: %v", k, cfg)
			}
		}
		ticket, _, _ := s.cache.Get(context.Background(), "wechat:jsapi_ticket:"+wechat.SandboxMPAppID)
		want := wechat.Signature(string(ticket), cfg["nonceStr"].(string), int64(cfg["timestamp"].(float64)), page)
		if cfg["appId"] != wechat.SandboxMPAppID || cfg["url"] != page || cfg["signature"] != want || cfg["debug"] != false {
			t.Fatalf("config %v (signature want %s)", cfg, want)
		}
	}
	if n, m := s.count("/_sandbox/wechat/cgi-bin/token"), s.count("/_sandbox/wechat/cgi-bin/ticket/getticket"); n != 1 || m != 1 {
		t.Fatalf("upstream calls %d token, %d ticket; want 1 and 1", n, m)
	}
	var cfg map[string]any
	s.ok("GET", "/api/wechat/jssdkconfig?url="+url.QueryEscape("/artworks/12"), nil, &cfg)
	if cfg["script_url"] != s.srv.URL+"/_sandbox/wechat/jweixin-1.6.0.js" {
		t.Fatalf("script_url %v", cfg["script_url"])
	}
	if cfg["url"] != s.srv.URL+"/artworks/12" {
		t.Fatalf("relative page url signed as %v", cfg["url"])
	}
	status, env := s.call("GET", "/api/wechat/jssdkconfig", nil)
	if status != 422 || env.Code != 422 {
		t.Fatalf("no url: HTTP %d %+v", status, env)
	}
}

// TestUpstreamFailure: a wrong secret is ours, not the user's: 502 with a
// clear message, and the log explains errcode 40001.
func TestUpstreamFailure(t *testing.T) {
	s := newSite(t, func(c *wechat.Config, _ *wechatapi.Deps) { c.WebSecret = "wrong" })
	var cu codeURL
	s.ok("GET", "/api/wechat/codeurl?url=%2Fwechat-callback", nil, &cu)
	_, page := s.page(cu.URL)
	loc := s.form("/_sandbox/wechat/connect/qrconnect/confirm", url.Values{"uuid": {uuidRe.FindStringSubmatch(page)[1]}, "user": {"u1"}})
	status, env := s.call("POST", "/api/wechat/login", map[string]string{"code": loc.Query().Get("code"), "state": cu.State})
	if status != 502 || env.Code != 502 || env.Message != "微信服务暂时不可用，请稍后重试" {
		t.Fatalf("HTTP %d %+v", status, env)
	}
	if logs := s.logText(); !strings.Contains(logs, "errcode=40001") || !strings.Contains(logs, "AppSecret is wrong") {
		t.Fatalf("log: %s", logs)
	}
	if len(s.members.idents) != 0 {
		t.Fatal("member signed in after a failed exchange")
	}
}

func TestMembersError(t *testing.T) {
	s := newSite(t, nil)
	s.members.err = api.NewError(403, "账号已停用")
	var cu codeURL
	s.ok("GET", "/api/wechat/codeurl?scopes=snsapi_base&url=%2Fcb", nil, &cu)
	resp, _ := s.page(s.srv.URL + "/_sandbox/wechat/connect/oauth2/authorize?appid=wx_sandbox_mp&redirect_uri=" + url.QueryEscape(s.srv.URL+"/cb") + "&response_type=code&scope=snsapi_base&state=" + cu.State)
	loc, _ := url.Parse(resp.Header.Get("Location"))
	status, env := s.call("POST", "/api/wechat/login", map[string]string{"code": loc.Query().Get("code"), "scopes": "snsapi_base", "state": cu.State})
	if status != 403 || env.Message != "账号已停用" {
		t.Fatalf("HTTP %d %+v", status, env)
	}
}

func TestWeChatOff(t *testing.T) {
	s := newSite(t, func(c *wechat.Config, _ *wechatapi.Deps) { *c = wechat.Config{} })
	for _, tc := range []struct{ method, path string }{
		{"GET", "/api/wechat/codeurl?url=%2Fcb"}, {"POST", "/api/wechat/login"}, {"POST", "/api/wechat/user/openid"}, {"GET", "/api/wechat/jssdkconfig?url=%2F"},
	} {
		var body any
		if tc.method == "POST" {
			body = map[string]string{"code": "c"}
		}
		status, env := s.call(tc.method, tc.path, body)
		if status != 404 || env.Message != "微信登录未开启" {
			t.Errorf("%s %s: HTTP %d %+v", tc.method, tc.path, status, env)
		}
	}
}

// codeurl stores a state per call: one client (one IPv6 /64) gets
// CodeURLPerMinute of them a minute, and then a clear 429.
func TestCodeURLIsRateLimited(t *testing.T) {
	s := newSite(t, func(_ *wechat.Config, d *wechatapi.Deps) {
		d.Limiter = &ratelimit.Limiter{Cache: d.Cache, Prefix: "t:"}
	})
	for i := 1; i <= wechatapi.CodeURLPerMinute; i++ {
		if _, env := s.call("GET", "/api/wechat/codeurl", nil); env.Code != 1 {
			t.Fatalf("call %d: %+v", i, env)
		}
	}
	_, env := s.call("GET", "/api/wechat/codeurl", nil)
	if env.Code != 429 || env.Message != "请求过于频繁，请稍后再试" {
		t.Fatalf("call past the limit: %+v", env)
	}
}

// The server checks the state: a login must carry a state that codeurl
// handed out for the same app, once. A missing, forged, replayed or
// cross-app state is refused before WeChat is asked for the code.
func TestLoginChecksState(t *testing.T) {
	s := newSite(t, nil)
	scan := func() (code, state string) {
		var cu codeURL
		s.ok("GET", "/api/wechat/codeurl?url="+url.QueryEscape("/wechat-callback"), nil, &cu)
		_, page := s.page(cu.URL)
		loc := s.form("/_sandbox/wechat/connect/qrconnect/confirm", url.Values{"uuid": {uuidRe.FindStringSubmatch(page)[1]}, "user": {"u1"}})
		return loc.Query().Get("code"), cu.State
	}
	var oneTap codeURL
	s.ok("GET", "/api/wechat/codeurl?scopes=snsapi_userinfo&url=%2Fwechat-login-callback", nil, &oneTap)
	code, state := scan()
	for name, bad := range map[string]string{
		"missing":       "",
		"forged":        "abcdefghijklmnopqrstuvwxyz",
		"not a state":   "../../x",
		"another app's": oneTap.State,
	} {
		status, env := s.call("POST", "/api/wechat/login", map[string]string{"code": code, "scopes": "snsapi_login", "state": bad})
		if status != 422 || env.Message != "微信授权已失效，请重新授权" {
			t.Fatalf("%s state: HTTP %d %+v", name, status, env)
		}
	}
	if s.count("/_sandbox/wechat/sns/oauth2/access_token") != 0 {
		t.Fatal("WeChat was asked with a refused state")
	}
	if len(s.members.idents) != 0 {
		t.Fatal("signed in with a refused state")
	}
	// The real one works once; its replay is refused.
	var out loginOut
	s.ok("POST", "/api/wechat/login", map[string]string{"code": code, "scopes": "snsapi_login", "state": state}, &out)
	code2, _ := scan()
	status, env := s.call("POST", "/api/wechat/login", map[string]string{"code": code2, "scopes": "snsapi_login", "state": state})
	if status != 422 || env.Message != "微信授权已失效，请重新授权" {
		t.Fatalf("replayed state: HTTP %d %+v", status, env)
	}
}

// TestLoginSetsTheSessionCookie: the login answer also sets the session
// cookie (server rendering's), with the answer's token; a failed login sets
// none.
func TestLoginSetsTheSessionCookie(t *testing.T) {
	var cookies []string
	var mu sync.Mutex
	s := newSite(t, func(_ *wechat.Config, d *wechatapi.Deps) {
		d.SessionCookie = func(w http.ResponseWriter, r *http.Request, token string) {
			mu.Lock()
			defer mu.Unlock()
			cookies = append(cookies, token)
			http.SetCookie(w, &http.Cookie{Name: "am_session", Value: "set"})
		}
	})
	loc, res := s.oneTapLogin("u3")
	res.Body.Close()
	mu.Lock()
	got := append([]string(nil), cookies...)
	mu.Unlock()
	if len(got) != 1 || got[0] != "token-wx_sandbox_mp/oMpSandboxUser000000000000003" {
		t.Fatalf("session cookie set for %q", got)
	}
	if len(res.Cookies()) != 1 || res.Cookies()[0].Value != "set" {
		t.Fatalf("answer cookies %v", res.Cookies())
	}
	// The code is spent: the failed login sets no cookie.
	if status, _ := s.call("POST", "/api/wechat/login", map[string]string{"code": loc.Query().Get("code"), "scopes": "snsapi_userinfo"}); status != 422 {
		t.Fatalf("reused code: HTTP %d", status)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(cookies) != 1 {
		t.Fatalf("a failed login set a cookie: %q", cookies)
	}
}

// oneTapLogin runs the one-tap authorisation of a sandbox user through the
// simulator and posts its code to the login route: the simulator's
// redirect and the login's answer.
func (s *site) oneTapLogin(user string) (*url.URL, *http.Response) {
	s.t.Helper()
	var cu codeURL
	s.ok("GET", "/api/wechat/codeurl?scopes=snsapi_userinfo&url="+url.QueryEscape("/wechat-login-callback"), nil, &cu)
	_, page := s.page(cu.URL)
	loc := s.form("/_sandbox/wechat/connect/oauth2/authorize/confirm", url.Values{"id": {idRe.FindStringSubmatch(page)[1]}, "user": {user}, "action": {"allow"}})
	body, _ := json.Marshal(map[string]string{"code": loc.Query().Get("code"), "scopes": "snsapi_userinfo", "state": cu.State})
	res, err := http.Post(s.srv.URL+"/api/wechat/login", "application/json", bytes.NewReader(body))
	if err != nil {
		s.t.Fatal(err)
	}
	return loc, res
}

// TestLoginNotice: a sign-in that cancelled the member's account deletion
// says so in the answer, once (the notice is taken).
func TestLoginNotice(t *testing.T) {
	const msg = "您在注销冷静期内登录，注销申请已自动撤销"
	var told atomic.Bool
	s := newSite(t, func(_ *wechat.Config, d *wechatapi.Deps) {
		d.SignInNotice = func(context.Context, int) (string, error) {
			if told.Swap(true) {
				return "", nil
			}
			return msg, nil
		}
	})
	for i, want := range []string{msg, ""} {
		_, res := s.oneTapLogin("u1")
		var out struct {
			Code int `json:"code"`
			Data struct {
				Token  string `json:"token"`
				Notice string `json:"notice"`
			} `json:"data"`
		}
		if err := json.NewDecoder(res.Body).Decode(&out); err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if out.Code != 1 || out.Data.Token == "" || out.Data.Notice != want {
			t.Fatalf("login %d: %+v, want notice %q", i, out, want)
		}
	}
}

// Binding WeChat to an account needs a signed-in member: a visitor's call
// is refused before any state is used up or WeChat is asked.
func TestBindNeedsAMember(t *testing.T) {
	s := newSite(t, nil)
	var cu codeURL
	s.ok("GET", "/api/wechat/codeurl?url="+url.QueryEscape("/wechat-callback"), nil, &cu)
	status, env := s.call("POST", "/api/wechat/bind", map[string]string{"code": "any", "state": cu.State})
	if status != 401 || env.Code != 401 {
		t.Fatalf("visitor bind: HTTP %d %+v", status, env)
	}
	if _, ok, _ := s.cache.Get(context.Background(), "wechat:state:"+cu.State); !ok {
		t.Fatal("a visitor's bind used up the state")
	}
}
