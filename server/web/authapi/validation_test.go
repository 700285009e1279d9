package authapi_test

import (
	"testing"
)

// Every validation message of spec §5 (and ours), with code 422, before any
// work is done.
func TestValidation(t *testing.T) {
	matrix(t, map[string]func(*testing.T, *env){"messages": testValidationMessages})
}

func testValidationMessages(t *testing.T, e *env) {
	member := e.LoginMobile(e.Mobile())
	tok := member.Token
	pw := "secret123"
	cases := []struct {
		method, path, token string
		body                map[string]string
		msg                 string
	}{
		// E-mail login.
		{"POST", "/api/login/email", "", map[string]string{"password": pw}, "请输入邮箱"},
		{"POST", "/api/login/email", "", map[string]string{"email": "  ", "password": pw}, "请输入邮箱"},
		{"POST", "/api/login/email", "", map[string]string{"email": "not-an-email", "password": pw}, "请输入正确的邮箱格式"},
		{"POST", "/api/login/email", "", map[string]string{"email": "a@b", "password": pw}, "请输入正确的邮箱格式"},
		{"POST", "/api/login/email", "", map[string]string{"email": "a@b.cn"}, "请输入密码"},
		// Register, in the order of the form.
		{"POST", "/api/register", "", map[string]string{"email": "a@b.cn"}, "请输入用户名"},
		{"POST", "/api/register", "", map[string]string{"username": "a", "email": "a@b.cn"}, "用户名为2-20位中文、字母、数字或下划线"},
		{"POST", "/api/register", "", map[string]string{"username": "a b", "email": "a@b.cn"}, "用户名为2-20位中文、字母、数字或下划线"},
		{"POST", "/api/register", "", map[string]string{"username": "齐白石"}, "请输入邮箱"},
		{"POST", "/api/register", "", map[string]string{"username": "齐白石", "email": "x"}, "请输入正确的邮箱格式"},
		{"POST", "/api/register", "", map[string]string{"username": "齐白石", "email": "a@b.cn"}, "请输入密码"},
		{"POST", "/api/register", "", map[string]string{"username": "齐白石", "email": "a@b.cn", "password": "12345"}, "密码长度为6-64位"},
		{"POST", "/api/register", "", map[string]string{"username": "齐白石", "email": "a@b.cn", "password": pw}, "请确认密码"},
		{"POST", "/api/register", "", map[string]string{"username": "齐白石", "email": "a@b.cn", "password": pw, "password_two": pw + "x"}, "两次输入的密码不一致"},
		{"POST", "/api/register", "", map[string]string{"username": "齐白石", "email": "a@b.cn", "password": pw, "password_two": pw}, "请输入验证码"},
		{"POST", "/api/register", "", map[string]string{"username": "齐白石", "email": "a@b.cn", "password": pw, "password_two": pw, "captcha_code": "abcd"}, "验证码已失效，请刷新后重试"},
		// Mobile login and its code.
		{"POST", "/api/send/mobile/login", "", map[string]string{}, "请输入手机号"},
		{"POST", "/api/send/mobile/login", "", map[string]string{"mobile": "12345678901"}, "请输入正确的手机号格式"},
		{"POST", "/api/send/mobile/login", "", map[string]string{"mobile": "1380013800"}, "请输入正确的手机号格式"},
		{"POST", "/api/login/mobile", "", map[string]string{"mobile_code": "123456"}, "请输入手机号"},
		{"POST", "/api/login/mobile", "", map[string]string{"mobile": "10000000000"}, "请输入正确的手机号格式"},
		{"POST", "/api/login/mobile", "", map[string]string{"mobile": "13800138000"}, "请输入短信验证码"},
		{"POST", "/api/login/mobile", "", map[string]string{"mobile": "13800138000", "mobile_code": "123456"}, "请先获取验证码"},
		{"POST", "/api/login/mobile", "", map[string]string{"mobile": "13800138000", "mobile_code": "123456", "mobile_key": "nonsense"}, "验证码已失效，请重新获取"},
		// Send codes for a reset.
		{"POST", "/api/send/mobile/find_pass", "", map[string]string{}, "请输入手机号"},
		{"POST", "/api/send/mobile/find_pass", "", map[string]string{"mobile": "123"}, "请输入正确的手机号格式"},
		{"POST", "/api/send/email/find_pass", "", map[string]string{}, "请输入邮箱"},
		{"POST", "/api/send/email/find_pass", "", map[string]string{"email": "x@"}, "请输入正确的邮箱格式"},
		// Resets.
		{"POST", "/api/password/reset", "", map[string]string{}, "请输入手机号"},
		{"POST", "/api/password/reset", "", map[string]string{"mobile": "13800138000"}, "请输入验证码"},
		{"POST", "/api/password/reset", "", map[string]string{"mobile": "13800138000", "mobile_code": "1"}, "请输入新密码"},
		{"POST", "/api/password/reset", "", map[string]string{"mobile": "13800138000", "mobile_code": "1", "password": pw}, "请确认新密码"},
		{"POST", "/api/password/reset", "", map[string]string{"mobile": "13800138000", "mobile_code": "1", "password": pw, "password_two": "other1"}, "两次输入的密码不一致"},
		{"POST", "/api/password/reset", "", map[string]string{"mobile": "13800138000", "mobile_code": "1", "password": pw, "password_two": pw}, "请先获取验证码"},
		{"POST", "/api/email/reset", "", map[string]string{}, "请输入邮箱"},
		{"POST", "/api/email/reset", "", map[string]string{"email": "a@b.cn"}, "请输入验证码"},
		{"POST", "/api/email/reset", "", map[string]string{"email": "a@b.cn", "email_code": "1"}, "请输入新密码"},
		{"POST", "/api/email/reset", "", map[string]string{"email": "a@b.cn", "email_code": "1", "password": pw}, "请确认新密码"},
		{"POST", "/api/email/reset", "", map[string]string{"email": "a@b.cn", "email_code": "1", "password": pw, "password_two": "x"}, "两次输入的密码不一致"},
		// Member only.
		{"POST", "/api/send/mobile/bind_mobile", tok, map[string]string{}, "请输入手机号"},
		{"POST", "/api/member/bind_mobile", tok, map[string]string{"mobile": "13800138000"}, "请输入验证码"},
		{"POST", "/api/member/bind_mobile", tok, map[string]string{"mobile": "1"}, "请输入正确的手机号格式"},
		{"PUT", "/api/member/mobile", tok, map[string]string{"mobile": "13800138000", "mobile_code": "1"}, "请先获取验证码"},
		{"POST", "/api/member/password/change", tok, map[string]string{}, "请输入新密码"},
		{"POST", "/api/member/password/change", tok, map[string]string{"password": pw}, "请确认新密码"},
		{"PUT", "/api/member/edit", tok, map[string]string{"nickname": " "}, "请输入昵称"},
		{"PUT", "/api/member/edit", tok, map[string]string{"nickname": "一二三四五六七八九十一二三四五六七八九十一"}, "昵称长度为2-20个字符"},
	}
	for _, c := range cases {
		r := e.Do(c.method, c.path, c.token, c.body)
		if r.Code != 422 || r.Message != c.msg || r.Status != 422 {
			t.Errorf("%s %s %v: got HTTP %d code %d %q, want 422 %q", c.method, c.path, c.body, r.Status, r.Code, r.Message, c.msg)
		}
	}
	// Nothing was sent by the refused send-code calls.
	if n := e.OutboxCount("13800138000"); n != 0 {
		t.Errorf("%d messages sent by refused calls", n)
	}
	// Malformed JSON is 422 too, never 500.
	r := e.Do("POST", "/api/login/email", "", nil)
	r.Is(t, 415, "请求内容类型不支持，请使用 application/json")
}
