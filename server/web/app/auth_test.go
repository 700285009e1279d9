package app

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"artmarket/server/platform/config"
)

func authTestApp(t *testing.T, sandbox bool) *App {
	t.Helper()
	dist := t.TempDir()
	_ = os.MkdirAll(filepath.Join(dist, "client"), 0o755)
	_ = os.WriteFile(filepath.Join(dist, "client", "index.html"), []byte(`<html><body>shell</body></html>`), 0o644)
	cfg, err := config.Load(nil)
	if err != nil {
		t.Fatal(err)
	}
	cfg.DataDir, cfg.ClientDist, cfg.Seed, cfg.DatabaseURL, cfg.RedisURL = t.TempDir(), dist, false, "", ""
	cfg.Sandbox = sandbox
	a, err := New(context.Background(), cfg, slog.New(slog.NewTextHandler(io.Discard, nil)), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(a.Close)
	return a
}

// call sends a request through the whole front door and decodes the
// envelope's data into out.
func call(t *testing.T, h http.Handler, method, path, token string, body any, out any) {
	t.Helper()
	var rd io.Reader
	if body != nil {
		raw, _ := json.Marshal(body)
		rd = bytes.NewReader(raw)
	}
	req := httptest.NewRequest(method, path, rd)
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Token", token)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var env struct {
		Code    int             `json:"code"`
		Message string          `json:"message"`
		Data    json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil || env.Code != 1 {
		t.Fatalf("%s %s: %d %s", method, path, rec.Code, rec.Body)
	}
	if out != nil {
		if err := json.Unmarshal(env.Data, out); err != nil {
			t.Fatal(err)
		}
	}
}

// The sign-in flows through the real front door, with the sandbox's outbox
// and captcha answers as a browser test reads them.
func TestSignInThroughFrontDoor(t *testing.T) {
	h := authTestApp(t, true).Handler

	var captcha struct {
		Key string `json:"captcha_key"`
		Img string `json:"img"`
	}
	call(t, h, "GET", "/api/captcha", "", nil, &captcha)
	var answer struct {
		Answer string `json:"answer"`
	}
	call(t, h, "GET", "/_sandbox/api/captcha?key="+captcha.Key, "", nil, &answer)
	var reg struct {
		Token string `json:"token"`
	}
	call(t, h, "POST", "/api/register", "", map[string]string{
		"username": "白石", "email": "baishi@example.com", "password": "shrimp123", "password_two": "shrimp123",
		"captcha_key": captcha.Key, "captcha_code": answer.Answer,
	}, &reg)

	// GraphQL sees the member through the same token.
	req := httptest.NewRequest("POST", "/graphql", strings.NewReader(`{"query":"{ viewer { username hasPassword } }"}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Token", reg.Token)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if !strings.Contains(rec.Body.String(), `"viewer":{"username":"白石","hasPassword":true}`) {
		t.Fatalf("viewer: %s", rec.Body)
	}

	// SMS login with the code read from the sandbox outbox.
	var sent struct {
		Key string `json:"key"`
	}
	call(t, h, "POST", "/api/send/mobile/login", "", map[string]string{"mobile": "13700001111"}, &sent)
	var box []struct {
		Code string `json:"code"`
	}
	call(t, h, "GET", "/_sandbox/api/outbox?to=13700001111", "", nil, &box)
	if len(box) != 1 || len(box[0].Code) != 6 {
		t.Fatalf("outbox %+v", box)
	}
	var login struct {
		Token string `json:"token"`
	}
	call(t, h, "POST", "/api/login/mobile", "", map[string]string{
		"mobile": "13700001111", "mobile_code": box[0].Code, "mobile_key": sent.Key,
	}, &login)
	call(t, h, "GET", "/api/member/member", login.Token, nil, nil)

	if rec := get(t, h, "/_sandbox/outbox"); rec.Code != 200 || !strings.Contains(rec.Body.String(), "13700001111") {
		t.Fatalf("outbox page: %d", rec.Code)
	}
}

// Without sandbox mode the outbox and the captcha answers do not exist.
func TestNoSandboxRoutesInProduction(t *testing.T) {
	h := authTestApp(t, false).Handler
	for _, p := range []string{
		"/_sandbox/outbox", "/_sandbox/api/outbox?to=1", "/_sandbox/api/captcha?key=0",
		// The WeChat simulator: its widget, pages and API.
		"/_sandbox/wechat/wxLogin.js", "/_sandbox/wechat/jweixin-1.6.0.js",
		"/_sandbox/wechat/connect/qrconnect?appid=x&redirect_uri=http%3A%2F%2Fa&response_type=code&scope=snsapi_login&state=s",
		"/_sandbox/wechat/sns/oauth2/access_token?appid=x&secret=y&code=c&grant_type=authorization_code",
		"/_sandbox/wechat/cgi-bin/token?grant_type=client_credential&appid=x&secret=y",
		// The control that runs the scheduled publication at an article's time (POST below).
	} {
		rec := get(t, h, p)
		body := rec.Body.String()
		for _, mark := range []string{`"code"`, "沙箱", "WxLogin", "errcode", "access_token", "wx.config", "测试用户"} {
			if strings.Contains(body, mark) {
				t.Errorf("%s answers without sandbox mode (%q): %d %.200s", p, mark, rec.Code, body)
			}
		}
	}
	for _, p := range []string{"/_sandbox/api/orders/1/expire", "/_sandbox/api/articles/1/publish-scheduled"} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, p, nil))
		if body := rec.Body.String(); strings.Contains(body, `"published"`) || strings.Contains(body, `"cancelled"`) || strings.Contains(body, `"code":1`) {
			t.Errorf("POST %s answers without sandbox mode: %d %.200s", p, rec.Code, body)
		}
	}
}
