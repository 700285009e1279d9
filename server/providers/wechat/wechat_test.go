package wechat_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"artmarket/server/platform/cache"
	"artmarket/server/platform/cache/cachetest"
	"artmarket/server/providers/wechat"
	"artmarket/server/providers/wechat/wechatsim"
)

// The published JS-SDK test vectors (reference/wechat.md).
func TestSignatureVectors(t *testing.T) {
	const (
		ticket = "sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg"
		nonce  = "Wm3WZYTPz0wzccnW"
		ts     = 1414587457
	)
	for pageURL, want := range map[string]string{
		"http://mp.weixin.qq.com":                     "f4d90daf4b3bca3078ab155816175ba34c443a7b",
		"http://mp.weixin.qq.com?params=value":        "0f9de62fce790f9a083d5c99e95740ceb90c27ed",
		"http://mp.weixin.qq.com?params=value#anchor": "0f9de62fce790f9a083d5c99e95740ceb90c27ed",
	} {
		if got := wechat.Signature(ticket, nonce, ts, pageURL); got != want {
			t.Errorf("Signature(%q) = %s, want %s", pageURL, got, want)
		}
	}
}

func TestLogMessages(t *testing.T) {
	want := map[int]string{
		40001: "invalid credential",
		40013: "invalid appid",
		40014: "invalid access_token",
		41001: "access_token missing",
		42001: "access_token expired",
		40164: "IP not in the whitelist",
	}
	seen := map[string]bool{}
	for code, part := range want {
		e := &wechat.Error{Op: "cgi-bin/token", Code: code, Msg: "x"}
		msg := e.LogMessage()
		if !strings.Contains(msg, part) || seen[msg] {
			t.Errorf("LogMessage(%d) = %q, want a distinct message with %q", code, msg, part)
		}
		seen[msg] = true
		if wechat.ErrCode(errors.Join(errors.New("ctx"), e)) != code {
			t.Errorf("ErrCode does not find %d through wrapping", code)
		}
	}
	if !strings.Contains(wechat.LogMessage(99999), "99999") {
		t.Error("unknown code not named")
	}
}

func TestURLs(t *testing.T) {
	c := wechat.New(wechat.Config{WebAppID: "wxW", MPAppID: "wxM", OpenBase: "https://open.weixin.qq.com/"}, cache.NewMemory())
	got := c.QRConnectURL("https://art.example.cn/wechat-callback?a=1", "s1")
	want := "https://open.weixin.qq.com/connect/qrconnect?appid=wxW&redirect_uri=https%3A%2F%2Fart.example.cn%2Fwechat-callback%3Fa%3D1&response_type=code&scope=snsapi_login&state=s1#wechat_redirect"
	if got != want {
		t.Errorf("QRConnectURL\n got %s\nwant %s", got, want)
	}
	got = c.AuthorizeURL("https://art.example.cn/cb", "snsapi_userinfo", "s2")
	want = "https://open.weixin.qq.com/connect/oauth2/authorize?appid=wxM&redirect_uri=https%3A%2F%2Fart.example.cn%2Fcb&response_type=code&scope=snsapi_userinfo&state=s2#wechat_redirect"
	if got != want {
		t.Errorf("AuthorizeURL\n got %s\nwant %s", got, want)
	}
}

func TestSandboxConfig(t *testing.T) {
	c := wechat.SandboxConfig("http://127.0.0.1:8080/")
	if c.APIBase != "http://127.0.0.1:8080/_sandbox/wechat" || c.OpenBase != "/_sandbox/wechat" || c.ScriptURL != "/_sandbox/wechat/wxLogin.js" {
		t.Fatalf("%+v", c)
	}
	if c.WebAppID != wechatsim.WebAppID || c.WebSecret != wechatsim.WebSecret || c.MPAppID != wechatsim.MPAppID || c.MPSecret != wechatsim.MPSecret ||
		wechat.SandboxPath != wechatsim.DefaultBasePath {
		t.Fatal("sandbox credentials differ from the simulator's")
	}
}

func TestFromEnv(t *testing.T) {
	for _, k := range []string{"WECHAT_WEB_APPID", "WECHAT_WEB_SECRET", "WECHAT_MP_APPID", "WECHAT_MP_SECRET", "WECHAT_OPEN_BASE", "WECHAT_API_BASE", "WECHAT_SCRIPT_URL", "WECHAT_JSSDK_DEBUG"} {
		t.Setenv(k, "")
	}
	if _, ok := wechat.FromEnv(false, "http://127.0.0.1:1"); ok {
		t.Fatal("configured without credentials or sandbox")
	}
	if c, ok := wechat.FromEnv(true, "http://127.0.0.1:1"); !ok || c.WebAppID != wechat.SandboxWebAppID {
		t.Fatalf("sandbox default: %+v %v", c, ok)
	}
	t.Setenv("WECHAT_MP_APPID", "wx123")
	t.Setenv("WECHAT_MP_SECRET", "s")
	t.Setenv("WECHAT_JSSDK_DEBUG", "true")
	c, ok := wechat.FromEnv(true, "http://127.0.0.1:1")
	if !ok || c.MPAppID != "wx123" || c.APIBase != wechat.DefaultAPIBase || c.OpenBase != wechat.DefaultOpenBase || c.ScriptURL != wechat.DefaultScriptURL || !c.Debug {
		t.Fatalf("production: %+v", c)
	}
}

// upstream is the simulator over HTTP, counting calls per path.
type upstream struct {
	srv   *httptest.Server
	sim   *wechatsim.Sim
	mu    sync.Mutex
	calls map[string]int
}

func newUpstream(t *testing.T, opts wechatsim.Options) *upstream {
	t.Helper()
	c := cache.NewMemory()
	t.Cleanup(func() { _ = c.Close() })
	if opts.Log == nil {
		opts.Log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	u := &upstream{sim: wechatsim.New(c, opts), calls: map[string]int{}}
	h := u.sim.Handler()
	u.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u.mu.Lock()
		u.calls[strings.TrimPrefix(r.URL.Path, wechatsim.DefaultBasePath)]++
		u.mu.Unlock()
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(u.srv.Close)
	return u
}

func (u *upstream) count(path string) int {
	u.mu.Lock()
	defer u.mu.Unlock()
	return u.calls[path]
}

func (u *upstream) config() wechat.Config {
	return wechat.SandboxConfig(u.srv.URL)
}

type logBuf struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuf) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuf) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func newLog() (*slog.Logger, *logBuf) {
	b := &logBuf{}
	return slog.New(slog.NewTextHandler(b, nil)), b
}

// scan runs the QR flow in the simulator as a browser would and returns a
// code for user.
func scan(t *testing.T, u *upstream, c *wechat.Client, user string) string {
	t.Helper()
	noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	page := u.srv.URL + c.QRConnectURL("https://art.example.cn/wechat-callback", "st")
	resp, err := noFollow.Get(page)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	_, rest, ok := strings.Cut(string(body), `name="uuid" value="`)
	if !ok {
		t.Fatalf("no uuid in page: %s", body)
	}
	uuid, _, _ := strings.Cut(rest, `"`)
	resp, err = noFollow.PostForm(u.srv.URL+wechat.SandboxPath+"/connect/qrconnect/confirm", url.Values{"uuid": {uuid}, "user": {user}})
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	loc, err := url.Parse(resp.Header.Get("Location"))
	if err != nil || loc.Query().Get("code") == "" {
		t.Fatalf("confirm answered %d %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	return loc.Query().Get("code")
}

func TestExchangeCodeAndUserInfo(t *testing.T) {
	u := newUpstream(t, wechatsim.Options{})
	c := wechat.New(u.config(), cache.NewMemory())
	ctx := context.Background()
	tok, err := c.ExchangeCode(ctx, wechat.WebApp, scan(t, u, c, "u2"))
	if err != nil {
		t.Fatal(err)
	}
	if tok.OpenID != "oWebSandboxUser00000000000002" || tok.UnionID != "oUnionSandboxUser000000000002" || tok.Scope != "snsapi_login" || tok.ExpiresIn != 7200 {
		t.Fatalf("token %+v", tok)
	}
	if err := c.CheckToken(ctx, tok.AccessToken, tok.OpenID); err != nil {
		t.Fatalf("CheckToken: %v", err)
	}
	info, err := c.UserInfo(ctx, tok.AccessToken, tok.OpenID)
	if err != nil {
		t.Fatal(err)
	}
	if info.Nickname != "测试用户二" || info.UnionID != tok.UnionID || !strings.HasSuffix(info.HeadImgURL, "/avatar/u2.png") {
		t.Fatalf("userinfo %+v", info)
	}
	nt, err := c.RefreshToken(ctx, wechat.WebApp, tok.RefreshToken)
	if err != nil || nt.AccessToken == "" || nt.AccessToken == tok.AccessToken {
		t.Fatalf("refresh: %+v %v", nt, err)
	}

	// The code was single use.
	_, err = c.ExchangeCode(ctx, wechat.WebApp, "0123456789abcdef0123456789abcdef")
	if wechat.ErrCode(err) != wechat.CodeInvalidCode || !wechat.IsCodeError(err) {
		t.Fatalf("bad code: %v", err)
	}
	if _, err := c.ExchangeCode(ctx, wechat.WebApp, ""); !wechat.IsCodeError(err) {
		t.Fatalf("empty code: %v", err)
	}
}

func TestWrongSecret(t *testing.T) {
	u := newUpstream(t, wechatsim.Options{})
	cfg := u.config()
	cfg.WebSecret, cfg.MPSecret = "not-the-secret", "not-the-secret"
	log, logs := newLog()
	c := wechat.New(cfg, cache.NewMemory(), wechat.WithLogger(log))
	ctx := context.Background()
	_, err := c.ExchangeCode(ctx, wechat.WebApp, scan(t, u, wechat.New(u.config(), cache.NewMemory()), "u1"))
	var we *wechat.Error
	if !errors.As(err, &we) || we.Code != wechat.CodeInvalidCredential || we.Op != "sns/oauth2/access_token" {
		t.Fatalf("err = %v, want 40001", err)
	}
	if wechat.IsCodeError(err) {
		t.Fatal("a wrong secret is not the user's bad code")
	}
	_, err = c.JSSDKConfig(ctx, "https://art.example.cn/")
	if wechat.ErrCode(err) != wechat.CodeInvalidCredential {
		t.Fatalf("JSSDKConfig with a wrong secret: %v", err)
	}
	out := logs.String()
	if !strings.Contains(out, "level=ERROR") || !strings.Contains(out, "errcode=40001") || !strings.Contains(out, "AppSecret is wrong") {
		t.Fatalf("log lacks the explained 40001: %s", out)
	}
	if strings.Contains(out, "not-the-secret") || strings.Contains(err.Error(), "not-the-secret") {
		t.Fatal("secret leaked into the log or error")
	}
}

func TestTransportErrorHidesSecret(t *testing.T) {
	cfg := wechat.SandboxConfig("http://127.0.0.1:1")
	cfg.WebSecret = "s3cr3t"
	c := wechat.New(cfg, cache.NewMemory(), wechat.WithHTTPClient(&http.Client{Timeout: time.Second}))
	_, err := c.ExchangeCode(context.Background(), wechat.WebApp, "abc")
	if err == nil || strings.Contains(err.Error(), "s3cr3t") || strings.Contains(err.Error(), "abc") {
		t.Fatalf("err = %v", err)
	}
}

func TestNotConfigured(t *testing.T) {
	c := wechat.New(wechat.Config{WebAppID: "wx1", WebSecret: "s"}, cache.NewMemory())
	if _, err := c.JSSDKConfig(context.Background(), "https://x/"); !errors.Is(err, wechat.ErrNotConfigured) {
		t.Fatalf("err = %v", err)
	}
	if _, err := c.ExchangeCode(context.Background(), wechat.MPApp, "c"); !errors.Is(err, wechat.ErrNotConfigured) {
		t.Fatalf("err = %v", err)
	}
	if !c.Configured(wechat.WebApp) || c.Configured(wechat.MPApp) {
		t.Fatal("Configured")
	}
}

// TestJSSDKConfigCaching: many configs, on two "servers" sharing one cache,
// cost one cgi-bin/token and one getticket call; each signature verifies.
func TestJSSDKConfigCaching(t *testing.T) {
	shared := cache.NewMemory()
	t.Cleanup(func() { _ = shared.Close() })
	testJSSDKConfigCaching(t, shared, shared)
}

// TestJSSDKConfigCachingRedis: the same with two servers, each with its own
// connection to one Redis.
func TestJSSDKConfigCachingRedis(t *testing.T) {
	url := cachetest.RedisURL(t)
	prefix := cachetest.UniquePrefix(t, url)
	open := func() cache.Cache {
		c, err := cache.NewRedis(url, cache.WithPrefix(prefix))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = c.Close() })
		return c
	}
	testJSSDKConfigCaching(t, open(), open())
}

func testJSSDKConfigCaching(t *testing.T, shared, other cache.Cache) {
	u := newUpstream(t, wechatsim.Options{})
	now := time.Unix(1700000000, 0)
	servers := []*wechat.Client{
		wechat.New(u.config(), shared, wechat.WithClock(func() time.Time { return now })),
		wechat.New(u.config(), other, wechat.WithClock(func() time.Time { return now })),
	}
	ctx := context.Background()
	var wg sync.WaitGroup
	configs := make([]*wechat.JSConfig, 60)
	errs := make([]error, len(configs))
	for i := range configs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			configs[i], errs[i] = servers[i%2].JSSDKConfig(ctx, "https://art.example.cn/artworks/7?from=share#top")
		}()
	}
	wg.Wait()
	ticket, ok, _ := shared.Get(ctx, "wechat:jsapi_ticket:"+wechat.SandboxMPAppID)
	if !ok {
		t.Fatal("ticket not in the shared cache")
	}
	nonces := map[string]bool{}
	for i, cfg := range configs {
		if errs[i] != nil {
			t.Fatalf("config %d: %v", i, errs[i])
		}
		if cfg.AppID != wechat.SandboxMPAppID || cfg.Timestamp != now.Unix() || cfg.URL != "https://art.example.cn/artworks/7?from=share" || len(cfg.NonceStr) != 16 {
			t.Fatalf("config %+v", cfg)
		}
		if cfg.Signature != wechat.Signature(string(ticket), cfg.NonceStr, cfg.Timestamp, cfg.URL) {
			t.Fatalf("config %d: signature does not verify", i)
		}
		nonces[cfg.NonceStr] = true
	}
	if len(nonces) != len(configs) {
		t.Error("nonces repeat")
	}
	if n, m := u.count("/cgi-bin/token"), u.count("/cgi-bin/ticket/getticket"); n != 1 || m != 1 {
		t.Fatalf("upstream calls: %d token, %d ticket; want 1 and 1", n, m)
	}
	ttl, _, _ := shared.TTL(ctx, "wechat:cgi_token:"+wechat.SandboxMPAppID)
	if ttl <= time.Hour || ttl > 7200*time.Second-5*time.Minute {
		t.Fatalf("token cached for %v, want under 7200 s less a margin", ttl)
	}
}

// TestStaleTokenRefetched: a ticket call refused for the cached token drops
// it and retries once with a fresh one.
func TestStaleTokenRefetched(t *testing.T) {
	u := newUpstream(t, wechatsim.Options{})
	shared := cache.NewMemory()
	t.Cleanup(func() { _ = shared.Close() })
	ctx := context.Background()
	_ = shared.Set(ctx, "wechat:cgi_token:"+wechat.SandboxMPAppID, []byte("AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"), time.Hour)
	c := wechat.New(u.config(), shared)
	if _, err := c.JSSDKConfig(ctx, "https://art.example.cn/"); err != nil {
		t.Fatal(err)
	}
	if n, m := u.count("/cgi-bin/token"), u.count("/cgi-bin/ticket/getticket"); n != 1 || m != 2 {
		t.Fatalf("upstream calls: %d token, %d ticket; want 1 and 2", n, m)
	}
}

func TestIPWhitelistError(t *testing.T) {
	u := newUpstream(t, wechatsim.Options{IPWhitelist: []string{"10.0.0.1"}})
	log, logs := newLog()
	c := wechat.New(u.config(), cache.NewMemory(), wechat.WithLogger(log))
	_, err := c.AccessToken(context.Background())
	if wechat.ErrCode(err) != wechat.CodeIPNotWhitelisted {
		t.Fatalf("err = %v", err)
	}
	if !strings.Contains(logs.String(), "whitelist") {
		t.Fatalf("log: %s", logs)
	}
}
