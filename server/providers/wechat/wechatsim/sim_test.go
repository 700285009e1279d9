package wechatsim_test

import (
	"bytes"
	"encoding/base64"
	"html"
	"image"
	"image/png"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/makiuchi-d/gozxing"
	gzqr "github.com/makiuchi-d/gozxing/qrcode"

	"artmarket/server/providers/wechat/wechatsim"
)

const css = ".impowerBox .qrcode{width:200px} .impowerBox .title{display:none} .impowerBox .info{display:none} .status_icon{display:none} .impowerBox .status{display:none}"

// TestScanLoginProtocol walks the website QR login over HTTP: the widget's
// iframe page, its QR code, the confirm control, the redirect with
// code&state, the token and the user's profile.
func TestScanLoginProtocol(t *testing.T) {
	e := newEnv(t, nil)
	href := "data:text/css;base64," + base64.StdEncoding.EncodeToString([]byte(css))
	resp, page := e.get(qrconnectQuery(url.Values{
		"login_type": {"jssdk"}, "self_redirect": {"false"}, "style": {"black"}, "href": {href},
	}))
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/html; charset=utf-8" {
		t.Fatalf("qrconnect: HTTP %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	csp := resp.Header.Get("Content-Security-Policy")
	for _, want := range []string{"style-src 'self' data: https:", "script-src 'self'", "frame-ancestors 'self'", "form-action 'self' https://art.example.cn"} {
		if !strings.Contains(csp, want) {
			t.Errorf("CSP %q lacks %q", csp, want)
		}
	}
	if resp.Header.Get("X-Frame-Options") != "SAMEORIGIN" {
		t.Errorf("X-Frame-Options = %q, want SAMEORIGIN (the page is framed by our site)", resp.Header.Get("X-Frame-Options"))
	}
	if strings.Contains(page, " style=") || regexp.MustCompile(`<script>|<style`).MatchString(page) {
		t.Error("page has inline styles or scripts")
	}
	if !has(html.UnescapeString(page), `<link rel="stylesheet" href="`+href+`">`, `class="main impowerBox"`, `class="title"`, `class="qrcode`,
		`class="info"`, `class="status_icon`, "以测试用户确认登录", "测试用户一", "测试用户二", "测试用户三",
		`target="_top"`, "/static/qrconnect.js", "/static/wechat.css", "body class=\"qrconnect jssdk style_black\"") {
		t.Fatalf("page lacks a part:\n%s", page)
	}
	uuid := uuidRe.FindStringSubmatch(page)[1]

	// The QR code is a real one: it decodes to the phone's confirm page.
	resp, pngBody := e.get("/connect/qrcode/" + uuid)
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "image/png" {
		t.Fatalf("qrcode: HTTP %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	if got, want := decodeQR(t, []byte(pngBody)), e.base()+"/connect/confirm?uuid="+uuid; got != want {
		t.Fatalf("QR encodes %q, want %q", got, want)
	}

	// Waiting until someone confirms.
	if m := e.api("/connect/l/qrconnect", url.Values{"uuid": {uuid}}); m["wx_errcode"] != float64(408) {
		t.Fatalf("poll = %v, want 408", m)
	}

	loc := e.confirmInPage(uuid, "u1")
	if got := loc.Scheme + "://" + loc.Host + loc.Path; got != "https://art.example.cn/wechat-callback" {
		t.Fatalf("redirect to %s", loc)
	}
	q := loc.Query()
	if q.Get("from") != "login" || q.Get("state") != "st4te" || !regexp.MustCompile(`^[0-9a-f]{32}$`).MatchString(q.Get("code")) {
		t.Fatalf("redirect query %v: want the original query plus code and state", q)
	}
	if !strings.Contains(loc.RawQuery, "from=login&code=") {
		t.Errorf("code not appended after the redirect_uri's own query: %s", loc.RawQuery)
	}

	tok := e.exchange(wechatsim.WebAppID, wechatsim.WebSecret, q.Get("code"))
	if tok["openid"] != "oWebSandboxUser00000000000001" || tok["unionid"] != "oUnionSandboxUser000000000001" ||
		tok["scope"] != "snsapi_login" || tok["expires_in"] != float64(7200) || tok["access_token"] == "" || tok["refresh_token"] == "" {
		t.Fatalf("token answer %v", tok)
	}
	if m := e.api("/sns/auth", url.Values{"access_token": {tok["access_token"].(string)}, "openid": {"oWebSandboxUser00000000000001"}}); m["errcode"] != float64(0) || m["errmsg"] != "ok" {
		t.Fatalf("sns/auth = %v", m)
	}
	info := e.api("/sns/userinfo", url.Values{"access_token": {tok["access_token"].(string)}, "openid": {"oWebSandboxUser00000000000001"}, "lang": {"zh_CN"}})
	if info["nickname"] != "测试用户一" || info["unionid"] != "oUnionSandboxUser000000000001" || info["openid"] != "oWebSandboxUser00000000000001" {
		t.Fatalf("userinfo %v", info)
	}
	for _, k := range []string{"sex", "province", "city", "country", "privilege"} {
		if _, ok := info[k]; !ok {
			t.Errorf("userinfo lacks %s", k)
		}
	}
	avatar, _ := info["headimgurl"].(string)
	if avatar != e.base()+"/avatar/u1.png" {
		t.Fatalf("headimgurl %q", avatar)
	}
	resp, body := e.get(avatar)
	if resp.StatusCode != 200 {
		t.Fatalf("avatar: HTTP %d", resp.StatusCode)
	}
	if img, err := png.Decode(strings.NewReader(body)); err != nil || img.Bounds().Dx() != 132 {
		t.Fatalf("avatar is not a 132px PNG: %v", err)
	}

	// The page's session is spent: its poll now says expired.
	if m := e.api("/connect/l/qrconnect", url.Values{"uuid": {uuid}}); m["wx_errcode"] != float64(402) {
		t.Fatalf("poll after confirm = %v, want 402", m)
	}
	// And a second confirm from the same page is refused.
	resp, _ = e.post("/connect/qrconnect/confirm", url.Values{"uuid": {uuid}, "user": {"u1"}})
	if resp.StatusCode != http.StatusGone {
		t.Fatalf("second confirm: HTTP %d, want 410", resp.StatusCode)
	}
}

func decodeQR(t *testing.T, pngBytes []byte) string {
	t.Helper()
	img, _, err := image.Decode(bytes.NewReader(pngBytes))
	if err != nil {
		t.Fatalf("QR image: %v", err)
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	hints := map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_PURE_BARCODE: true}
	res, err := gzqr.NewQRCodeReader().Decode(bmp, hints)
	if err != nil {
		t.Fatalf("QR code does not decode: %v", err)
	}
	return res.GetText()
}

// TestPhoneScan: scanning opens the confirm page on the phone; the desktop
// page's poll sees "scanned", then the code with the redirect address.
func TestPhoneScan(t *testing.T) {
	e := newEnv(t, nil)
	uuid, _ := e.openQR(url.Values{"login_type": {"jssdk"}, "self_redirect": {"true"}})
	resp, page := e.get("/connect/confirm?uuid=" + uuid)
	if resp.StatusCode != 200 || !has(page, "登录确认", "确认登录", "取消登录", `value="u2"`) {
		t.Fatalf("phone page: HTTP %d\n%s", resp.StatusCode, page)
	}
	if resp.Header.Get("X-Frame-Options") != "DENY" {
		t.Error("phone page may be framed")
	}
	if m := e.api("/connect/l/qrconnect", url.Values{"uuid": {uuid}}); m["wx_errcode"] != float64(404) {
		t.Fatalf("poll after scan = %v, want 404", m)
	}
	resp, page = e.post("/connect/confirm", url.Values{"uuid": {uuid}, "user": {"u2"}, "action": {"allow"}})
	if resp.StatusCode != 200 || !has(page, "已确认登录", "测试用户二") {
		t.Fatalf("phone confirm: HTTP %d\n%s", resp.StatusCode, page)
	}
	m := e.api("/connect/l/qrconnect", url.Values{"uuid": {uuid}})
	if m["wx_errcode"] != float64(405) {
		t.Fatalf("poll after confirm = %v, want 405", m)
	}
	loc, _ := url.Parse(m["redirect"].(string))
	if loc.Query().Get("code") != m["wx_code"] || loc.Query().Get("state") != "st4te" {
		t.Fatalf("redirect %s", loc)
	}
	if m := e.api("/connect/l/qrconnect", url.Values{"uuid": {uuid}}); m["wx_errcode"] != float64(402) {
		t.Fatalf("code handed out twice: %v", m)
	}
	tok := e.exchange(wechatsim.WebAppID, wechatsim.WebSecret, m["wx_code"].(string))
	if tok["unionid"] != "oUnionSandboxUser000000000002" {
		t.Fatalf("token for %v, want test user 2", tok)
	}
}

func TestPhoneCancel(t *testing.T) {
	e := newEnv(t, nil)
	uuid, _ := e.openQR(nil)
	e.get("/connect/confirm?uuid=" + uuid)
	resp, page := e.post("/connect/confirm", url.Values{"uuid": {uuid}, "action": {"deny"}})
	if resp.StatusCode != 200 || !strings.Contains(page, "已取消登录") {
		t.Fatalf("cancel: HTTP %d %s", resp.StatusCode, page)
	}
	if m := e.api("/connect/l/qrconnect", url.Values{"uuid": {uuid}}); m["wx_errcode"] != float64(403) {
		t.Fatalf("poll after cancel = %v, want 403", m)
	}
	// The QR code expires after 5 minutes.
	e.clock.Advance(wechatsim.QRTTL)
	if m := e.api("/connect/l/qrconnect", url.Values{"uuid": {uuid}}); m["wx_errcode"] != float64(402) {
		t.Fatalf("poll after expiry = %v, want 402", m)
	}
	if resp, _ := e.get("/connect/confirm?uuid=" + uuid); resp.StatusCode != http.StatusGone {
		t.Fatalf("phone page of an expired QR: HTTP %d", resp.StatusCode)
	}
}

// TestCodeSingleUseAndExpiry: a code works once, for 10 minutes, for the
// app it was issued to.
func TestCodeSingleUseAndExpiry(t *testing.T) {
	e := newEnv(t, nil)
	code := e.scanCode("u1")
	if tok := e.exchange(wechatsim.WebAppID, wechatsim.WebSecret, code); tok["access_token"] == nil {
		t.Fatalf("first use: %v", tok)
	}
	wantErr(t, e.exchange(wechatsim.WebAppID, wechatsim.WebSecret, code), 40163, "code been used")

	code = e.scanCode("u1")
	e.clock.Advance(wechatsim.CodeTTL - time.Second)
	if tok := e.exchange(wechatsim.WebAppID, wechatsim.WebSecret, code); tok["access_token"] == nil {
		t.Fatalf("use just before expiry: %v", tok)
	}

	code = e.scanCode("u1")
	e.clock.Advance(wechatsim.CodeTTL)
	wantErr(t, e.exchange(wechatsim.WebAppID, wechatsim.WebSecret, code), 40029, "invalid code")

	// A website code does not work for the official account.
	code = e.scanCode("u1")
	wantErr(t, e.exchange(wechatsim.MPAppID, wechatsim.MPSecret, code), 40029, "invalid code")
}

func TestAccessTokenErrors(t *testing.T) {
	e := newEnv(t, nil)
	code := e.scanCode("u1")
	base := url.Values{"appid": {wechatsim.WebAppID}, "secret": {wechatsim.WebSecret}, "code": {code}, "grant_type": {"authorization_code"}}
	with := func(k, v string) url.Values {
		q := url.Values{}
		for kk, vv := range base {
			q[kk] = vv
		}
		if v == "" {
			q.Del(k)
		} else {
			q.Set(k, v)
		}
		return q
	}
	tests := []struct {
		name string
		q    url.Values
		code int
		msg  string
	}{
		{"no appid", with("appid", ""), 41002, "appid missing"},
		{"bad appid", with("appid", "wx_nope"), 40013, "invalid appid"},
		{"no secret", with("secret", ""), 41004, "appsecret missing"},
		{"wrong secret", with("secret", "guess"), 40001, "invalid credential, access_token is invalid or not latest"},
		{"grant type", with("grant_type", "client_credential"), 40002, "invalid grant_type"},
		{"no code", with("code", ""), 41008, "missing code"},
		{"bad code", with("code", "0123456789abcdef0123456789abcdef"), 40029, "invalid code"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			wantErr(t, e.api("/sns/oauth2/access_token", tc.q), tc.code, tc.msg)
		})
	}
	// None of those spent the code.
	if tok := e.api("/sns/oauth2/access_token", base); tok["access_token"] == nil {
		t.Fatalf("code spent by a refused call: %v", tok)
	}
	resp, body := e.post("/sns/oauth2/access_token", base)
	if resp.StatusCode != 200 || !strings.Contains(body, `"errcode":43001`) {
		t.Fatalf("POST: %d %s", resp.StatusCode, body)
	}
}

func TestUserTokenErrors(t *testing.T) {
	e := newEnv(t, nil)
	tok := e.exchange(wechatsim.WebAppID, wechatsim.WebSecret, e.scanCode("u1"))
	access := tok["access_token"].(string)
	openid := tok["openid"].(string)
	wantErr(t, e.api("/sns/userinfo", url.Values{"openid": {openid}}), 41001, "access_token missing")
	wantErr(t, e.api("/sns/userinfo", url.Values{"access_token": {"nope"}, "openid": {openid}}), 40014, "invalid access_token")
	wantErr(t, e.api("/sns/userinfo", url.Values{"access_token": {access}, "openid": {"oWebSandboxUser00000000000002"}}), 40003, "invalid openid")
	wantErr(t, e.api("/sns/auth", url.Values{"access_token": {access}, "openid": {"x"}}), 40003, "invalid openid")

	// Refresh gives a new access_token; the old one expires after 7200 s.
	refresh := tok["refresh_token"].(string)
	e.clock.Advance(wechatsim.AccessTokenTTL)
	wantErr(t, e.api("/sns/userinfo", url.Values{"access_token": {access}, "openid": {openid}}), 42001, "access_token expired")
	rq := url.Values{"appid": {wechatsim.WebAppID}, "grant_type": {"refresh_token"}, "refresh_token": {refresh}}
	nt := e.api("/sns/oauth2/refresh_token", rq)
	if nt["access_token"] == nil || nt["access_token"] == access || nt["refresh_token"] != refresh || nt["openid"] != openid {
		t.Fatalf("refresh answer %v", nt)
	}
	if info := e.api("/sns/userinfo", url.Values{"access_token": {nt["access_token"].(string)}, "openid": {openid}}); info["nickname"] != "测试用户一" {
		t.Fatalf("userinfo with refreshed token: %v", info)
	}
	wantErr(t, e.api("/sns/oauth2/refresh_token", url.Values{"appid": {wechatsim.WebAppID}, "grant_type": {"refresh_token"}, "refresh_token": {"nope"}}), 40030, "invalid refresh_token")
	wantErr(t, e.api("/sns/oauth2/refresh_token", url.Values{"appid": {wechatsim.MPAppID}, "grant_type": {"refresh_token"}, "refresh_token": {refresh}}), 40030, "invalid refresh_token")
	e.clock.Advance(wechatsim.RefreshTokenTTL)
	wantErr(t, e.api("/sns/oauth2/refresh_token", rq), 42002, "refresh_token expired")
}

func TestCgiTokenAndTicket(t *testing.T) {
	e := newEnv(t, nil)
	tq := func(appID, secret string) url.Values {
		return url.Values{"grant_type": {"client_credential"}, "appid": {appID}, "secret": {secret}}
	}
	wantErr(t, e.api("/cgi-bin/token", tq(wechatsim.MPAppID, "wrong")), 40001, "invalid credential, access_token is invalid or not latest")
	wantErr(t, e.api("/cgi-bin/token", tq("wx_nope", "x")), 40013, "invalid appid")
	wantErr(t, e.api("/cgi-bin/token", tq(wechatsim.WebAppID, wechatsim.WebSecret)), 48001, "api unauthorized")
	wantErr(t, e.api("/cgi-bin/token", url.Values{"appid": {wechatsim.MPAppID}, "secret": {wechatsim.MPSecret}}), 40002, "invalid grant_type")

	tok := e.api("/cgi-bin/token", tq(wechatsim.MPAppID, wechatsim.MPSecret))
	first, _ := tok["access_token"].(string)
	if first == "" || tok["expires_in"] != float64(7200) {
		t.Fatalf("token answer %v", tok)
	}
	ticket := e.api("/cgi-bin/ticket/getticket", url.Values{"access_token": {first}, "type": {"jsapi"}})
	if ticket["errcode"] != float64(0) || ticket["errmsg"] != "ok" || ticket["ticket"] == "" || ticket["expires_in"] != float64(7200) {
		t.Fatalf("ticket answer %v", ticket)
	}
	wantErr(t, e.api("/cgi-bin/ticket/getticket", url.Values{"type": {"jsapi"}}), 41001, "access_token missing")
	wantErr(t, e.api("/cgi-bin/ticket/getticket", url.Values{"access_token": {"short"}, "type": {"jsapi"}}), 40014, "invalid access_token")
	wantErr(t, e.api("/cgi-bin/ticket/getticket", url.Values{"access_token": {first}, "type": {"card"}}), 40097, "invalid args")

	// A newer token leaves the old one 5 minutes, then 40001.
	second := e.api("/cgi-bin/token", tq(wechatsim.MPAppID, wechatsim.MPSecret))["access_token"].(string)
	if m := e.api("/cgi-bin/ticket/getticket", url.Values{"access_token": {first}, "type": {"jsapi"}}); m["errcode"] != float64(0) {
		t.Fatalf("superseded token refused within its grace: %v", m)
	}
	e.clock.Advance(wechatsim.SupersededGrace)
	wantErr(t, e.api("/cgi-bin/ticket/getticket", url.Values{"access_token": {first}, "type": {"jsapi"}}), 40001, "invalid credential, access_token is invalid or not latest")
	if m := e.api("/cgi-bin/ticket/getticket", url.Values{"access_token": {second}, "type": {"jsapi"}}); m["errcode"] != float64(0) {
		t.Fatalf("current token refused: %v", m)
	}
	e.clock.Advance(wechatsim.AccessTokenTTL)
	wantErr(t, e.api("/cgi-bin/ticket/getticket", url.Values{"access_token": {second}, "type": {"jsapi"}}), 42001, "access_token expired")
}

func TestIPWhitelist(t *testing.T) {
	e := newEnv(t, func(o *wechatsim.Options) { o.IPWhitelist = []string{"10.1.2.3"} })
	m := e.api("/cgi-bin/token", url.Values{"grant_type": {"client_credential"}, "appid": {wechatsim.MPAppID}, "secret": {wechatsim.MPSecret}})
	if m["errcode"] != float64(40164) || !strings.Contains(m["errmsg"].(string), "not in whitelist") {
		t.Fatalf("answer %v, want 40164", m)
	}
}

var consentIDRe = regexp.MustCompile(`name="id" value="([0-9a-f]+)"`)

func authorizeQuery(scope string) string {
	return "/connect/oauth2/authorize?" + url.Values{
		"appid": {wechatsim.MPAppID}, "redirect_uri": {"https://art.example.cn/wechat-login-callback"},
		"response_type": {"code"}, "scope": {scope}, "state": {"onetap"},
	}.Encode() + "#wechat_redirect"
}

// TestAuthorize: snsapi_base is silent; snsapi_userinfo asks first, and
// remembers who consented for later silent ones.
func TestAuthorize(t *testing.T) {
	e := newEnv(t, nil)
	resp, _ := e.get(authorizeQuery("snsapi_base"))
	if resp.StatusCode != http.StatusFound {
		t.Fatalf("snsapi_base: HTTP %d, want a silent redirect", resp.StatusCode)
	}
	loc, _ := url.Parse(resp.Header.Get("Location"))
	if loc.Path != "/wechat-login-callback" || loc.Query().Get("state") != "onetap" {
		t.Fatalf("redirect %s", loc)
	}
	tok := e.exchange(wechatsim.MPAppID, wechatsim.MPSecret, loc.Query().Get("code"))
	if tok["openid"] != "oMpSandboxUser000000000000001" || tok["scope"] != "snsapi_base" || tok["unionid"] != nil {
		t.Fatalf("snsapi_base token %v", tok)
	}
	wantErr(t, e.api("/sns/userinfo", url.Values{"access_token": {tok["access_token"].(string)}, "openid": {tok["openid"].(string)}}), 48001, "api unauthorized")

	resp, page := e.get(authorizeQuery("snsapi_userinfo"))
	if resp.StatusCode != 200 || !has(page, "获得你的公开信息（昵称、头像等）", "允许", "拒绝", "艺术市场（沙盒公众号）") {
		t.Fatalf("consent page: HTTP %d\n%s", resp.StatusCode, page)
	}
	id := consentIDRe.FindStringSubmatch(page)[1]
	resp, _ = e.post("/connect/oauth2/authorize/confirm", url.Values{"id": {id}, "user": {"u2"}, "action": {"allow"}})
	if resp.StatusCode != http.StatusFound {
		t.Fatalf("allow: HTTP %d", resp.StatusCode)
	}
	loc, _ = url.Parse(resp.Header.Get("Location"))
	tok = e.exchange(wechatsim.MPAppID, wechatsim.MPSecret, loc.Query().Get("code"))
	if tok["openid"] != "oMpSandboxUser000000000000002" || tok["unionid"] != "oUnionSandboxUser000000000002" || tok["scope"] != "snsapi_userinfo" {
		t.Fatalf("snsapi_userinfo token %v", tok)
	}
	// The consent form works once.
	if resp, _ := e.post("/connect/oauth2/authorize/confirm", url.Values{"id": {id}, "user": {"u2"}, "action": {"allow"}}); resp.StatusCode != http.StatusGone {
		t.Fatalf("second allow: HTTP %d", resp.StatusCode)
	}

	// The chosen user is remembered (cookie) for silent logins.
	var cookie *http.Cookie
	for _, c := range resp.Cookies() {
		cookie = c
	}
	_ = cookie
	req, _ := http.NewRequest("GET", e.base()+authorizeQuery("snsapi_base"), nil)
	req.AddCookie(&http.Cookie{Name: "wxsim_user", Value: "u2"})
	r2, err := e.browser.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	r2.Body.Close()
	loc, _ = url.Parse(r2.Header.Get("Location"))
	if tok := e.exchange(wechatsim.MPAppID, wechatsim.MPSecret, loc.Query().Get("code")); tok["openid"] != "oMpSandboxUser000000000000002" {
		t.Fatalf("silent login with the cookie: %v", tok)
	}
}

func TestAuthorizeSetsUserCookie(t *testing.T) {
	e := newEnv(t, nil)
	_, page := e.get(authorizeQuery("snsapi_userinfo"))
	id := consentIDRe.FindStringSubmatch(page)[1]
	resp, _ := e.post("/connect/oauth2/authorize/confirm", url.Values{"id": {id}, "user": {"u3"}, "action": {"allow"}})
	var found bool
	for _, c := range resp.Cookies() {
		if c.Name == "wxsim_user" && c.Value == "u3" && c.HttpOnly && c.Path == wechatsim.DefaultBasePath {
			found = true
		}
	}
	if !found {
		t.Fatalf("cookies %v", resp.Cookies())
	}
}

func TestAuthorizeDeny(t *testing.T) {
	e := newEnv(t, nil)
	_, page := e.get(authorizeQuery("snsapi_userinfo"))
	id := consentIDRe.FindStringSubmatch(page)[1]
	resp, _ := e.post("/connect/oauth2/authorize/confirm", url.Values{"id": {id}, "action": {"deny"}})
	loc, _ := url.Parse(resp.Header.Get("Location"))
	if resp.StatusCode != http.StatusFound || loc.Query().Has("code") || loc.Query().Get("state") != "onetap" {
		t.Fatalf("deny: HTTP %d to %s, want redirect_uri?state= without code", resp.StatusCode, loc)
	}
}

func TestPageErrors(t *testing.T) {
	e := newEnv(t, func(o *wechatsim.Options) { o.RedirectHosts = []string{"art.example.cn"} })
	tests := []struct {
		name, path, want string
	}{
		{"qr with official account", strings.Replace(qrconnectQuery(nil), wechatsim.WebAppID, wechatsim.MPAppID, 1), "AppID参数错误"},
		{"qr unknown app", strings.Replace(qrconnectQuery(nil), wechatsim.WebAppID, "wx_nope", 1), "AppID参数错误"},
		{"qr scope", strings.Replace(qrconnectQuery(nil), "snsapi_login", "snsapi_userinfo", 1), "Scope参数错误或没有Scope权限"},
		{"qr redirect host", qrconnectQuery(url.Values{"redirect_uri": {"https://evil.example/cb"}}), "redirect_uri参数错误"},
		{"qr redirect scheme", qrconnectQuery(url.Values{"redirect_uri": {"javascript:alert(1)"}}), "redirect_uri参数错误"},
		{"authorize website app", strings.Replace(authorizeQuery("snsapi_base"), wechatsim.MPAppID, wechatsim.WebAppID, 1), "10016"},
		{"authorize no appid", strings.Replace(authorizeQuery("snsapi_base"), "appid="+wechatsim.MPAppID, "appid=", 1), "10012"},
		{"authorize scope", authorizeQuery("snsapi_login"), "10005"},
		{"authorize redirect", strings.Replace(authorizeQuery("snsapi_base"), "art.example.cn", "evil.example", 1), "10003"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			resp, body := e.get(tc.path)
			if resp.StatusCode != http.StatusBadRequest || !strings.Contains(body, tc.want) {
				t.Fatalf("HTTP %d, want 400 with %q:\n%s", resp.StatusCode, tc.want, body)
			}
		})
	}
}

// TestCustomCSS: the widget's href is linked when it is a CSS data: URL
// (encoded, or raw as WeChat's own widget sends it), an https URL or a path
// on our site; anything else is dropped.
func TestCustomCSS(t *testing.T) {
	e := newEnv(t, nil)
	b64 := base64.StdEncoding.EncodeToString([]byte(css + " a{b:c}>>>"))
	if !strings.ContainsAny(b64, "+/") {
		t.Fatal("test CSS should exercise + and / in base64")
	}
	data := "data:text/css;base64," + b64
	raw := qrconnectQuery(url.Values{"login_type": {"jssdk"}}) + "&href=" + data // unencoded, as WeChat's widget
	tests := []struct {
		name, path, want string
	}{
		{"encoded", qrconnectQuery(url.Values{"login_type": {"jssdk"}, "href": {data}}), data},
		{"raw", raw, data},
		{"twice encoded", qrconnectQuery(url.Values{"login_type": {"jssdk"}, "href": {url.QueryEscape(data)}}), data},
		{"https", qrconnectQuery(url.Values{"href": {"https://cdn.example.cn/wx.css"}}), "https://cdn.example.cn/wx.css"},
		{"site path", qrconnectQuery(url.Values{"href": {"/assets/wx.css"}}), "/assets/wx.css"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, page := e.get(tc.path)
			page = html.UnescapeString(page)
			if !strings.Contains(page, `<link rel="stylesheet" href="`+tc.want+`">`) {
				t.Fatalf("custom CSS %q not linked:\n%s", tc.want, page)
			}
		})
	}
	for _, bad := range []string{"javascript:alert(1)", "http://cdn.example.cn/wx.css", "//evil.example/x.css", "data:text/html;base64,PHNjcmlwdD4=", "data:text/css;base64,%%%"} {
		_, page := e.get(qrconnectQuery(url.Values{"href": {bad}}))
		if strings.Count(page, `rel="stylesheet"`) != 1 {
			t.Errorf("href %q linked", bad)
		}
	}
}

func TestStaticFiles(t *testing.T) {
	e := newEnv(t, nil)
	for path, ct := range map[string]string{"/static/wechat.css": "text/css", "/static/qrconnect.js": "text/javascript"} {
		resp, body := e.get(path)
		if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), ct) || body == "" {
			t.Errorf("%s: HTTP %d %s", path, resp.StatusCode, resp.Header.Get("Content-Type"))
		}
	}
	if resp, _ := e.get("/nope"); resp.StatusCode != 404 {
		t.Errorf("unknown path: HTTP %d", resp.StatusCode)
	}
}

func TestDefaultUsers(t *testing.T) {
	users := wechatsim.DefaultUsers()
	if len(users) < 3 {
		t.Fatalf("%d test users", len(users))
	}
	seen := map[string]bool{}
	var withoutUnion int
	for _, u := range users {
		for _, app := range []string{wechatsim.WebAppID, wechatsim.MPAppID, "wx_other"} {
			id := u.OpenID(app)
			if id == "" || seen[id] {
				t.Errorf("openid %q of %s in %s empty or shared", id, u.ID, app)
			}
			seen[id] = true
		}
		if u.UnionID == "" {
			withoutUnion++
		}
	}
	if withoutUnion != 1 {
		t.Errorf("%d users without unionid, want 1", withoutUnion)
	}
}
