package authapi_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"artmarket/server/domain/member/auth"
	"artmarket/server/web/authapi"
)

func TestMember(t *testing.T) {
	matrix(t, map[string]func(*testing.T, *env){
		"401 matrix":                       test401Matrix,
		"bearer header":                    testBearer,
		"edit profile":                     testEdit,
		"settings":                         testSettings,
		"bind mobile":                      testBindMobile,
		"bind a number another member has": testBindTaken,
		"change mobile":                    testChangeMobile,
		"need_bind_mobile after WeChat":    testNeedBindMobile,
	})
}

// Every member-only endpoint answers 401 "未登录或登录已过期" without a
// valid token: none, malformed, unknown, expired, logged out, or ended by
// a password change.
func test401Matrix(t *testing.T, e *env) {
	email := e.email()
	loggedOut := e.register(e.username(), email, "secret123")
	e.put("/api/auth/logout", loggedOut.Token, nil).ok(t, nil)
	var changed login
	e.loginEmail(email, "secret123").ok(t, &changed)
	var fresh login
	e.loginEmail(email, "secret123").ok(t, &fresh)
	e.post("/api/member/password/change", fresh.Token, map[string]string{"password_old": "secret123", "password": "newpass1", "password_two": "newpass1"}).ok(t, nil)
	expiring := e.loginMobile(e.mobile())
	e.clock.Advance(31 * 24 * time.Hour)

	tokens := map[string]string{
		"none":       "",
		"malformed":  "not a token",
		"unknown":    strings.Repeat("A", 43),
		"logged out": loggedOut.Token,
		"changed":    changed.Token,
		"expired":    expiring.Token,
	}
	for _, route := range authapi.MemberOnlyRoutes {
		method, path, _ := strings.Cut(route, " ")
		for name, tok := range tokens {
			r := e.do(method, path, tok, map[string]string{"mobile": "13800138000"})
			if r.Status != 401 || r.Code != 401 || r.Message != "未登录或登录已过期" {
				t.Errorf("%s with %s token: HTTP %d code %d %q", route, name, r.Status, r.Code, r.Message)
			}
		}
	}
}

func testBearer(t *testing.T, e *env) {
	a := e.loginMobile(e.mobile())
	for _, h := range []string{"Bearer " + a.Token, "bearer " + a.Token} {
		req := httptest.NewRequest("GET", "/api/member/member", nil)
		req.Header.Set("Authorization", h)
		rec := httptest.NewRecorder()
		e.handler.ServeHTTP(rec, req)
		if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), `"code":1`) {
			t.Fatalf("Authorization %q: %d %s", h[:7], rec.Code, rec.Body)
		}
	}
}

func testEdit(t *testing.T, e *env) {
	a := e.loginMobile(e.mobile())
	var info memberInfo
	e.put("/api/member/edit", a.Token, map[string]string{"nickname": "  白石老人 ", "bio": "画虾"}).ok(t, &info)
	if info.Nickname != "白石老人" || info.Bio != "画虾" {
		t.Fatalf("edited %+v", info)
	}
	// Fields left out stay.
	e.put("/api/member/edit", a.Token, map[string]string{"bio": "画虾，也画蟹"}).ok(t, &info)
	if info.Nickname != "白石老人" || info.Bio != "画虾，也画蟹" {
		t.Fatalf("partial edit %+v", info)
	}
	e.put("/api/member/edit", a.Token, map[string]string{"bio": strings.Repeat("字", 201)}).is(t, 422, "个人简介不能超过200个字符")
	e.put("/api/member/edit", a.Token, map[string]string{"nickname": "a\x00b"}).is(t, 422, "昵称包含无效字符")
	e.put("/api/member/edit", a.Token, map[string]string{"nickname": "二十个字以内的昵称二十个字以内的昵称二十"}).ok(t, &info)
}

func testSettings(t *testing.T, e *env) {
	a := e.loginMobile(e.mobile())
	var info memberInfo
	e.put("/api/member/settingInfo", a.Token, map[string]any{"notify_sms": true, "lang": "zh"}).ok(t, &info)
	if info.Settings["notify_sms"] != true || info.Settings["lang"] != "zh" {
		t.Fatalf("settings %+v", info.Settings)
	}
	// Merged; null removes; {"settings": {...}} is the same as the object.
	info = memberInfo{} // (decoding into a used map would merge)
	e.put("/api/member/settingInfo", a.Token, map[string]any{"settings": map[string]any{"lang": nil, "theme": "light"}}).ok(t, &info)
	if _, ok := info.Settings["lang"]; ok || info.Settings["notify_sms"] != true || info.Settings["theme"] != "light" {
		t.Fatalf("merged settings %+v", info.Settings)
	}
	info = memberInfo{}
	e.get("/api/member/member", a.Token).ok(t, &info)
	if info.Settings["theme"] != "light" || len(info.Settings) != 2 {
		t.Fatalf("settings not stored: %+v", info.Settings)
	}
	big := map[string]any{}
	for i := 0; i < 51; i++ {
		big[strings.Repeat("k", i+1)] = i
	}
	e.put("/api/member/settingInfo", a.Token, big).is(t, 422, "设置内容过多")
	e.do("PUT", "/api/member/settingInfo", a.Token, []int{1}).is(t, 422, "请求格式错误")
}

func bindCode(e *env, token, mobile string) (key, code string) {
	key = e.sendCode("/api/send/mobile/bind_mobile", token, map[string]string{"mobile": mobile})
	return key, e.lastCode(mobile)
}

func testBindMobile(t *testing.T, e *env) {
	a := e.register(e.username(), e.email(), "secret123")
	mobile := e.mobile()
	key, code := bindCode(e, a.Token, mobile)
	// The code is for this number only.
	e.post("/api/member/bind_mobile", a.Token, map[string]string{"mobile": e.mobile(), "mobile_code": code, "mobile_key": key}).is(t, 422, "验证码错误")
	var info memberInfo
	e.post("/api/member/bind_mobile", a.Token, map[string]string{"mobile": mobile, "mobile_code": code, "mobile_key": key}).ok(t, &info)
	if info.Mobile != mobile[:3]+"****"+mobile[7:] {
		t.Fatalf("bound %q", info.Mobile)
	}
	// The member now signs in by SMS too, as the same member.
	e.clock.Advance(61 * time.Second)
	if b := e.loginMobile(mobile); b.Member.ID != a.Member.ID {
		t.Fatalf("SMS login found member %d, want %d", b.Member.ID, a.Member.ID)
	}
	// Binding again: this number is already the member's; another needs the change call.
	e.post("/api/send/mobile/bind_mobile", a.Token, map[string]string{"mobile": mobile}).is(t, 422, "该手机号已绑定当前账号")
	key, code = bindCode(e, a.Token, e.mobile())
	e.post("/api/member/bind_mobile", a.Token, map[string]string{"mobile": e.mobile(), "mobile_code": code, "mobile_key": key}).
		is(t, 422, "当前账号已绑定手机号，如需更换请使用更换手机号")
}

func testBindTaken(t *testing.T, e *env) {
	owner := e.mobile()
	e.loginMobile(owner)
	a := e.register(e.username(), e.email(), "secret123")
	// The send does not tell that the number is taken...
	key, code := bindCode(e, a.Token, owner)
	// ...binding, with the code only the number's owner has, does.
	e.post("/api/member/bind_mobile", a.Token, map[string]string{"mobile": owner, "mobile_code": code, "mobile_key": key}).
		is(t, 422, "该手机号已绑定其他账号")
	var info memberInfo
	e.get("/api/member/member", a.Token).ok(t, &info)
	if info.Mobile != "" {
		t.Fatalf("refused bind stored %q", info.Mobile)
	}
}

func testChangeMobile(t *testing.T, e *env) {
	old := e.mobile()
	a := e.loginMobile(old)
	next := e.mobile()
	key, code := bindCode(e, a.Token, next)
	var info memberInfo
	e.put("/api/member/mobile", a.Token, map[string]string{"mobile": next, "mobile_code": code, "mobile_key": key}).ok(t, &info)
	if info.Mobile != next[:3]+"****"+next[7:] {
		t.Fatalf("changed to %q", info.Mobile)
	}
	// The old number is free: SMS login with it makes a new member.
	e.clock.Advance(61 * time.Second)
	if b := e.loginMobile(old); b.Member.ID == a.Member.ID {
		t.Fatal("old number still signs in to the member")
	}
	if b := e.loginMobile(next); b.Member.ID != a.Member.ID {
		t.Fatal("new number does not sign in to the member")
	}
}

// A member who came through WeChat and has no number is asked to bind one.
func testNeedBindMobile(t *testing.T, e *env) {
	ctx := context.Background()
	m := e.client.Member.Create().SetUsername(e.username()).SetNickname("微信用户").SaveX(ctx)
	e.client.WeChatIdentity.Create().SetAppID("wx-test").SetOpenid("o-" + m.Username).SetMember(m).ExecX(ctx)
	token, err := e.auth.Issue(ctx, e.client, m.ID, auth.Client{IP: "192.0.2.1"})
	if err != nil {
		t.Fatal(err)
	}
	var info memberInfo
	e.get("/api/member/member", token).ok(t, &info)
	if !info.WechatBound || !info.NeedBindMobile || info.HasPassword {
		t.Fatalf("info %+v", info)
	}
	mobile := e.mobile()
	key, code := bindCode(e, token, mobile)
	e.post("/api/member/bind_mobile", token, map[string]string{"mobile": mobile, "mobile_code": code, "mobile_key": key}).ok(t, &info)
	if info.NeedBindMobile || !info.WechatBound {
		t.Fatalf("after binding %+v", info)
	}
}
