package authapi_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"image/png"
	"strings"
	"testing"
	"time"

	"artmarket/ent/member"
	"artmarket/server/web/api"
	"artmarket/server/web/apptest"
	"artmarket/server/web/authapi"
)

func TestSignIn(t *testing.T) {
	matrix(t, map[string]func(*testing.T, *env){
		"mobile login creates then finds the member": testMobileLogin,
		"mobile code single use":                     testCodeSingleUse,
		"mobile code expiry":                         testCodeExpiry,
		"mobile code wrong tries":                    testCodeWrongTries,
		"mobile code bound to number and purpose":    testCodeBinding,
		"captcha":  testCaptcha,
		"register": testRegister,
		"register refuses taken name and address": testRegisterTaken,
		"email login":                   testEmailLogin,
		"lockout":                       testLockout,
		"lockout window":                testLockoutWindow,
		"password attempts per address": testLoginAddressLimit,
		"no enumeration by email login": testEmailLoginNoEnumeration,
		"disabled member":               testDisabledMember,
	})
}

func testMobileLogin(t *testing.T, e *env) {
	mobile := e.Mobile()
	first := e.LoginMobile(mobile)
	if first.Token == "" || first.Member.ID == 0 {
		t.Fatalf("login answer %+v", first)
	}
	m := first.Member
	if m.Mobile != mobile[:3]+"****"+mobile[7:] || m.HasPassword || m.NeedBindMobile || m.WechatBound {
		t.Fatalf("member info %+v", m)
	}
	if m.Nickname != "用户"+mobile[7:] || !strings.HasPrefix(m.Username, "m_") {
		t.Fatalf("generated names %q %q", m.Nickname, m.Username)
	}
	second := e.LoginMobile(mobile)
	if second.Member.ID != m.ID || second.Token == first.Token {
		t.Fatalf("second login: member %d token equal %v", second.Member.ID, second.Token == first.Token)
	}
	// Both sessions work, and the info is the member's.
	var info memberInfo
	e.Get("/api/member/member", first.Token).OK(t, &info)
	if info.ID != m.ID {
		t.Fatalf("info of %d, want %d", info.ID, m.ID)
	}
	if !e.SignedIn(second.Token) {
		t.Fatal("second session not accepted")
	}
	// The SMS text carries the code and names the purpose.
	msgs, _ := e.Outbox.List(context.Background(), mobile, 1)
	if !strings.Contains(msgs[0].Body, msgs[0].Code) || !strings.Contains(msgs[0].Body, "登录") || msgs[0].Channel != "sms" {
		t.Fatalf("message %+v", msgs[0])
	}
}

func testCodeSingleUse(t *testing.T, e *env) {
	mobile := e.Mobile()
	key := e.SendCode("/api/send/mobile/login", "", map[string]string{"mobile": mobile})
	body := map[string]string{"mobile": mobile, "mobile_code": e.LastCode(mobile), "mobile_key": key}
	e.Post("/api/login/mobile", "", body).OK(t, nil)
	e.Post("/api/login/mobile", "", body).Is(t, 422, "验证码已失效，请重新获取")
}

func testCodeExpiry(t *testing.T, e *env) {
	mobile := e.Mobile()
	key := e.SendCode("/api/send/mobile/login", "", map[string]string{"mobile": mobile})
	body := map[string]string{"mobile": mobile, "mobile_code": e.LastCode(mobile), "mobile_key": key}
	e.Clock.Advance(5*time.Minute - time.Second)
	// Still valid one second before: try with a wrong code to keep it.
	wrong := map[string]string{"mobile": mobile, "mobile_code": apptest.Flip(body["mobile_code"]), "mobile_key": key}
	e.Post("/api/login/mobile", "", wrong).Is(t, 422, "验证码错误")
	e.Clock.Advance(time.Second)
	e.Post("/api/login/mobile", "", body).Is(t, 422, "验证码已失效，请重新获取")
}

func testCodeWrongTries(t *testing.T, e *env) {
	mobile := e.Mobile()
	key := e.SendCode("/api/send/mobile/login", "", map[string]string{"mobile": mobile})
	code := e.LastCode(mobile)
	wrong := map[string]string{"mobile": mobile, "mobile_code": apptest.Flip(code), "mobile_key": key}
	for i := 1; i <= 4; i++ {
		e.Post("/api/login/mobile", "", wrong).Is(t, 422, "验证码错误")
	}
	e.Post("/api/login/mobile", "", wrong).Is(t, 422, "验证码错误次数过多，请重新获取")
	// The right code is void now.
	e.Post("/api/login/mobile", "", map[string]string{"mobile": mobile, "mobile_code": code, "mobile_key": key}).
		Is(t, 422, "验证码已失效，请重新获取")
}

func testCodeBinding(t *testing.T, e *env) {
	mobile, other := e.Mobile(), e.Mobile()
	key := e.SendCode("/api/send/mobile/login", "", map[string]string{"mobile": mobile})
	code := e.LastCode(mobile)
	// Another number cannot use it.
	e.Post("/api/login/mobile", "", map[string]string{"mobile": other, "mobile_code": code, "mobile_key": key}).
		Is(t, 422, "验证码错误")
	// Another purpose cannot use it: a login code does not reset a password.
	e.Post("/api/password/reset", "", map[string]string{
		"mobile": mobile, "mobile_code": code, "mobile_key": key, "password": "newpass1", "password_two": "newpass1",
	}).Is(t, 422, "验证码错误")
	// The owner still can (two wrong tries so far).
	e.Post("/api/login/mobile", "", map[string]string{"mobile": mobile, "mobile_code": code, "mobile_key": key}).OK(t, nil)
}

func testCaptcha(t *testing.T, e *env) {
	var out struct {
		Key string `json:"captcha_key"`
		Img string `json:"img"`
	}
	e.Get("/api/captcha", "").OK(t, &out)
	const prefix = "data:image/png;base64,"
	if !strings.HasPrefix(out.Img, prefix) {
		t.Fatalf("img %.40q", out.Img)
	}
	raw, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(out.Img, prefix))
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(raw))
	if err != nil || img.Bounds().Dx() < 80 {
		t.Fatalf("captcha picture: %v", err)
	}
	// Each captcha is its own.
	key2, _ := e.NewCaptcha()
	if key2 == out.Key {
		t.Fatal("two captchas share a key")
	}
}

func testRegister(t *testing.T, e *env) {
	name, email := e.Username(), e.Email()
	key, answer := e.NewCaptcha()
	body := map[string]string{
		"username": name, "email": strings.ToUpper(email), "password": "secret123", "password_two": "secret123",
		"captcha_key": key, "captcha_code": strings.ToUpper(answer), // case does not matter
	}
	var out login
	e.Post("/api/register", "", body).OK(t, &out)
	if out.Token == "" || out.Member.Username != name || out.Member.Email != email || !out.Member.HasPassword || out.Member.NeedBindMobile {
		t.Fatalf("register answer %+v", out)
	}
	if !e.SignedIn(out.Token) {
		t.Fatal("token of the registration not accepted")
	}
	e.LoginEmail(email, "secret123").OK(t, nil)

	// The captcha was used up.
	body["username"], body["email"] = e.Username(), e.Email()
	e.Post("/api/register", "", body).Is(t, 422, "验证码错误")

	// A wrong answer uses the captcha up too.
	key, answer = e.NewCaptcha()
	body["captcha_key"], body["captcha_code"] = key, flipText(answer)
	e.Post("/api/register", "", body).Is(t, 422, "验证码错误")
	body["captcha_code"] = answer
	e.Post("/api/register", "", body).Is(t, 422, "验证码错误")

	// An expired captcha fails.
	key, answer = e.NewCaptcha()
	e.Clock.Advance(5 * time.Minute)
	body["captcha_key"], body["captcha_code"] = key, answer
	e.Post("/api/register", "", body).Is(t, 422, "验证码错误")

	// Nothing was created by the refused attempts.
	n, err := e.Client.Member.Query().Where(member.Email(body["email"])).Count(context.Background())
	if err != nil || n != 0 {
		t.Fatalf("refused registrations created %d members (%v)", n, err)
	}
}

func flipText(s string) string {
	if s[0] == 'a' {
		return "b" + s[1:]
	}
	return "a" + s[1:]
}

func testRegisterTaken(t *testing.T, e *env) {
	name, email := e.Username(), e.Email()
	e.Register(name, email, "secret123")
	try := func(username, addr, msg string) {
		t.Helper()
		key, answer := e.NewCaptcha()
		e.Post("/api/register", "", map[string]string{
			"username": username, "email": addr, "password": "secret123", "password_two": "secret123",
			"captcha_key": key, "captcha_code": answer,
		}).Is(t, 422, msg)
	}
	try(strings.ToUpper(name), e.Email(), "该用户名已被使用")
	try(e.Username(), email, "该邮箱已被注册")
}

func testEmailLogin(t *testing.T, e *env) {
	email := e.Email()
	reg := e.Register(e.Username(), email, "secret123")
	var out login
	e.LoginEmail(" "+strings.ToUpper(email)+" ", "secret123").OK(t, &out)
	if out.Member.ID != reg.Member.ID || out.Token == "" || out.Token == reg.Token {
		t.Fatalf("login answer %+v", out)
	}
	e.LoginEmail(email, "secret124").Is(t, 422, "邮箱或密码错误")
	// A member who signed up by SMS has no password: the same answer.
	mobile := e.Mobile()
	sms := e.LoginMobile(mobile)
	if sms.Member.HasPassword {
		t.Fatal("SMS member has a password")
	}
}

func testLockout(t *testing.T, e *env) {
	email := e.Email()
	e.Register(e.Username(), email, "secret123")
	for i := 1; i <= 4; i++ {
		e.LoginEmail(email, "wrong-password").Is(t, 422, "邮箱或密码错误")
	}
	r := e.LoginEmail(email, "wrong-password")
	r.Is(t, 429, "密码错误次数过多，请15分钟后再试")
	if r.Header.Get("Retry-After") != "900" {
		t.Fatalf("Retry-After %q", r.Header.Get("Retry-After"))
	}
	// Locked: even the right password is refused, and the message counts down.
	e.LoginEmail(email, "secret123").Is(t, 429, "密码错误次数过多，请15分钟后再试")
	e.Clock.Advance(10*time.Minute + 30*time.Second)
	e.LoginEmail(email, "secret123").Is(t, 429, "密码错误次数过多，请5分钟后再试")
	e.Clock.Advance(4*time.Minute + 30*time.Second)
	e.LoginEmail(email, "secret123").OK(t, nil)
	// A success starts the count afresh.
	for i := 1; i <= 4; i++ {
		e.LoginEmail(email, "wrong-password").Is(t, 422, "邮箱或密码错误")
	}
	e.LoginEmail(email, "secret123").OK(t, nil)
	e.LoginEmail(email, "wrong-password").Is(t, 422, "邮箱或密码错误")
}

func testLockoutWindow(t *testing.T, e *env) {
	email := e.Email()
	e.Register(e.Username(), email, "secret123")
	for i := 1; i <= 4; i++ {
		e.LoginEmail(email, "wrong-password").Is(t, 422, "邮箱或密码错误")
	}
	e.Clock.Advance(15 * time.Minute) // the window is over: failures count from one again
	for i := 1; i <= 4; i++ {
		e.LoginEmail(email, "wrong-password").Is(t, 422, "邮箱或密码错误")
	}
	e.LoginEmail(email, "secret123").OK(t, nil)
}

// An address with no account answers exactly like one with an account:
// the same message for a wrong password, and the same lockout.
func testEmailLoginNoEnumeration(t *testing.T, e *env) {
	known, unknown := e.Email(), e.Email()
	e.Register(e.Username(), known, "secret123")
	for i := 1; i <= 5; i++ {
		a := e.LoginEmail(known, "wrong-password")
		b := e.LoginEmail(unknown, "wrong-password")
		if a.Code != b.Code || a.Message != b.Message || a.Status != b.Status || a.Header.Get("Retry-After") != b.Header.Get("Retry-After") {
			t.Fatalf("attempt %d: known %d %q, unknown %d %q", i, a.Code, a.Message, b.Code, b.Message)
		}
	}
	e.LoginEmail(unknown, "anything").Is(t, 429, "密码错误次数过多，请15分钟后再试")
}

func testDisabledMember(t *testing.T, e *env) {
	email := e.Email()
	reg := e.Register(e.Username(), email, "secret123")
	ctx := context.Background()
	e.Client.Member.UpdateOneID(reg.Member.ID).SetStatus(member.StatusDisabled).ExecX(ctx)
	if e.SignedIn(reg.Token) {
		t.Fatal("a disabled member's session still works")
	}
	e.LoginEmail(email, "secret123").Is(t, 403, "账号已被禁用")
	e.Client.Member.UpdateOneID(reg.Member.ID).SetStatus(member.StatusActive).ExecX(ctx)
	e.LoginEmail(email, "secret123").OK(t, nil)
}

// One address makes at most LoginAttemptsPerIP password attempts in a
// window, whatever the accounts (each of these is another e-mail, so no
// account's own lockout is reached); the next one is refused, and a new
// window opens them again.
func testLoginAddressLimit(t *testing.T, e *env) {
	for i := 0; i < authapi.LoginAttemptsPerIP; i++ {
		e.LoginEmail(e.Email(), "wrong-password").Is(t, 422, "邮箱或密码错误")
	}
	e.LoginEmail(e.Email(), "wrong-password").Is(t, 429, api.MsgTooManyRequests)
	e.Clock.Advance(authapi.LoginWindow)
	e.LoginEmail(e.Email(), "wrong-password").Is(t, 422, "邮箱或密码错误")
}
