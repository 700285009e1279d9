package wechatsim_test

import (
	"net/url"
	"strconv"
	"strings"
	"testing"

	"artmarket/server/providers/wechat"
	"artmarket/server/providers/wechat/wechatsim"
)

// TestJSSDKScript: the look-alike names the simulator it checks configs with
// and has the share-card API.
func TestJSSDKScript(t *testing.T) {
	e := newEnv(t, nil)
	resp, body := e.get("/jweixin-1.6.0.js")
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/javascript") {
		t.Fatalf("jweixin-1.6.0.js: %d %v", resp.StatusCode, resp.Header)
	}
	if strings.Contains(body, "{{SIM_BASE}}") || !strings.Contains(body, `"`+e.base()+`"`) {
		t.Fatalf("the script does not name the simulator %s", e.base())
	}
	for _, api := range []string{"config:", "ready:", "error:", "updateAppMessageShareData:", "updateTimelineShareData:", "__wxSandbox"} {
		if !strings.Contains(body, api) {
			t.Errorf("the script lacks %s", api)
		}
	}
}

// TestJSSDKVerify: a config signed with the issued jsapi_ticket (by the
// production signer) passes; anything else is WeChat's config error.
func TestJSSDKVerify(t *testing.T) {
	e := newEnv(t, nil)
	page := "https://art.example.cn/artwork/7?from=timeline"
	// No ticket issued yet: nothing can be signed right.
	wantErr(t, e.api("/jssdk/verify", url.Values{
		"appid": {wechatsim.MPAppID}, "timestamp": {"1"}, "noncestr": {"n"}, "signature": {"x"}, "url": {page},
	}), 63002, "invalid signature")

	tok := e.api("/cgi-bin/token", url.Values{"grant_type": {"client_credential"}, "appid": {wechatsim.MPAppID}, "secret": {wechatsim.MPSecret}})
	access, _ := tok["access_token"].(string)
	tk := e.api("/cgi-bin/ticket/getticket", url.Values{"access_token": {access}, "type": {"jsapi"}})
	ticket, _ := tk["ticket"].(string)
	ts := e.clock.Now().Unix()
	sig := wechat.Signature(ticket, "Wm3WZYTPz0wzccnW", ts, page)
	q := func(mod func(url.Values)) url.Values {
		v := url.Values{
			"appid": {wechatsim.MPAppID}, "timestamp": {strconv.FormatInt(ts, 10)}, "noncestr": {"Wm3WZYTPz0wzccnW"},
			"signature": {sig}, "url": {page},
		}
		if mod != nil {
			mod(v)
		}
		return v
	}
	if ok := e.api("/jssdk/verify", q(nil)); ok["errcode"] != float64(0) || ok["errmsg"] != "ok" {
		t.Fatalf("a right signature: %v", ok)
	}
	wantErr(t, e.api("/jssdk/verify", q(func(v url.Values) { v.Set("url", page+"&x=1") })), 63002, "invalid signature")
	wantErr(t, e.api("/jssdk/verify", q(func(v url.Values) { v.Set("noncestr", "other") })), 63002, "invalid signature")
	wantErr(t, e.api("/jssdk/verify", q(func(v url.Values) { v.Set("timestamp", "soon") })), 63002, "invalid signature")
	wantErr(t, e.api("/jssdk/verify", q(func(v url.Values) { v.Set("appid", wechatsim.WebAppID) })), 40013, "invalid appid")
}
