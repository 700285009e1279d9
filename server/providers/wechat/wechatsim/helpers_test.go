package wechatsim_test

import (
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"artmarket/server/platform/cache"
	"artmarket/server/platform/clocktest"
	"artmarket/server/providers/wechat/wechatsim"
)

func newClock() *clocktest.Clock { return clocktest.New(time.Date(2025, 3, 1, 10, 0, 0, 0, time.UTC)) }

type env struct {
	t     *testing.T
	srv   *httptest.Server
	sim   *wechatsim.Sim
	clock *clocktest.Clock
	cache cache.Cache
	// browser does not follow redirects, so tests see each hop.
	browser *http.Client
}

func newEnv(t *testing.T, mod func(*wechatsim.Options)) *env {
	t.Helper()
	c := cache.NewMemory()
	t.Cleanup(func() { _ = c.Close() })
	return newEnvOn(t, c, mod)
}

// newEnvOn is a simulator "server" on cache c.
func newEnvOn(t *testing.T, c cache.Cache, mod func(*wechatsim.Options)) *env {
	t.Helper()
	clk := newClock()
	opts := wechatsim.Options{Now: clk.Now, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	if mod != nil {
		mod(&opts)
	}
	sim := wechatsim.New(c, opts)
	srv := httptest.NewServer(sim.Handler())
	t.Cleanup(srv.Close)
	return &env{
		t: t, srv: srv, sim: sim, clock: clk, cache: c,
		browser: &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }},
	}
}

func (e *env) base() string { return e.srv.URL + wechatsim.DefaultBasePath }

// get fetches base+path and returns the answer and its body.
func (e *env) get(path string) (*http.Response, string) {
	e.t.Helper()
	return e.do(http.MethodGet, path, nil)
}

func (e *env) post(path string, form url.Values) (*http.Response, string) {
	e.t.Helper()
	return e.do(http.MethodPost, path, form)
}

func (e *env) do(method, path string, form url.Values) (*http.Response, string) {
	e.t.Helper()
	target := path
	if !strings.HasPrefix(path, "http") {
		target = e.base() + path
	}
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequest(method, target, body)
	if err != nil {
		e.t.Fatal(err)
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	resp, err := e.browser.Do(req)
	if err != nil {
		e.t.Fatalf("%s %s: %v", method, target, err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

// api calls a JSON endpoint and decodes the answer.
func (e *env) api(path string, q url.Values) map[string]any {
	e.t.Helper()
	resp, body := e.get(path + "?" + q.Encode())
	if resp.StatusCode != 200 {
		e.t.Fatalf("%s: HTTP %d %s", path, resp.StatusCode, body)
	}
	var m map[string]any
	if err := json.Unmarshal([]byte(body), &m); err != nil {
		e.t.Fatalf("%s: %q is not JSON: %v", path, body, err)
	}
	return m
}

// wantErr checks WeChat's error JSON.
func wantErr(t *testing.T, m map[string]any, code int, msg string) {
	t.Helper()
	if got, _ := m["errcode"].(float64); int(got) != code || m["errmsg"] != msg {
		t.Fatalf("answer %v, want errcode %d errmsg %q", m, code, msg)
	}
}

const callback = "https://art.example.cn/wechat-callback?from=login"

func qrconnectQuery(extra url.Values) string {
	q := url.Values{
		"appid":         {wechatsim.WebAppID},
		"redirect_uri":  {callback},
		"response_type": {"code"},
		"scope":         {"snsapi_login"},
		"state":         {"st4te"},
	}
	for k, v := range extra {
		q[k] = v
	}
	return "/connect/qrconnect?" + q.Encode()
}

var uuidRe = regexp.MustCompile(`/connect/qrcode/([0-9a-f]+)"`)

// openQR loads a qrconnect page and returns its uuid.
func (e *env) openQR(extra url.Values) (string, string) {
	e.t.Helper()
	resp, body := e.get(qrconnectQuery(extra))
	if resp.StatusCode != 200 {
		e.t.Fatalf("qrconnect: HTTP %d %s", resp.StatusCode, body)
	}
	m := uuidRe.FindStringSubmatch(body)
	if m == nil {
		e.t.Fatalf("no QR image in page:\n%s", body)
	}
	return m[1], body
}

// confirmInPage presses "以测试用户确认登录" and returns the redirect.
func (e *env) confirmInPage(uuid, user string) *url.URL {
	e.t.Helper()
	resp, body := e.post("/connect/qrconnect/confirm", url.Values{"uuid": {uuid}, "user": {user}})
	if resp.StatusCode != http.StatusFound {
		e.t.Fatalf("confirm: HTTP %d %s", resp.StatusCode, body)
	}
	loc, err := url.Parse(resp.Header.Get("Location"))
	if err != nil {
		e.t.Fatal(err)
	}
	return loc
}

// scanCode runs the QR flow for user and returns the code.
func (e *env) scanCode(user string) string {
	e.t.Helper()
	uuid, _ := e.openQR(nil)
	return e.confirmInPage(uuid, user).Query().Get("code")
}

func (e *env) exchange(appID, secret, code string) map[string]any {
	e.t.Helper()
	return e.api("/sns/oauth2/access_token", url.Values{
		"appid": {appID}, "secret": {secret}, "code": {code}, "grant_type": {"authorization_code"},
	})
}

func has(body string, parts ...string) bool {
	for _, p := range parts {
		if !strings.Contains(body, p) {
			return false
		}
	}
	return true
}
