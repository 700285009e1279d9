package authapi

import (
	"regexp"
	"strings"

	"artmarket/server/domain/member/auth"
	"artmarket/server/web/api"
)

// Validation messages. Those of spec §5 are verbatim.
const (
	msgEmailRequired    = "请输入邮箱"
	msgEmailFormat      = "请输入正确的邮箱格式"
	msgPasswordRequired = "请输入密码"
	msgUsernameRequired = "请输入用户名"
	msgConfirmRequired  = "请确认密码"
	msgPasswordsDiffer  = "两次输入的密码不一致"
	msgCaptchaRequired  = "请输入验证码"
	msgMobileRequired   = "请输入手机号"
	msgMobileFormat     = "请输入正确的手机号格式"
	msgSMSCodeRequired  = "请输入短信验证码"
	msgCodeRequired     = "请输入验证码"
	msgNewPassword      = "请输入新密码"
	msgConfirmNew       = "请确认新密码"

	msgUsernameFormat = "用户名为2-20位中文、字母、数字或下划线"
	msgOldPassword    = "请输入原密码"
	msgKeyRequired    = "请先获取验证码"
	msgCaptchaWrong   = "验证码错误"
	msgCaptchaGone    = "验证码已失效，请刷新后重试"
	msgImageCaptcha   = "图形验证码错误"
	msgMobileTaken    = "该手机号已绑定其他账号"
	msgMobileSame     = "该手机号已绑定当前账号"
	msgProofRequired  = "请先验证原手机号或输入登录密码"
	msgNoMobile       = "当前账号未绑定手机号"
	msgEmailSame      = "该邮箱已绑定当前账号"
	msgEmailTaken     = "该邮箱已绑定其他账号"
	msgMobileBound    = "当前账号已绑定手机号，如需更换请使用更换手机号"
	msgLoginFailed    = "邮箱或密码错误"
	msgOldWrong       = "原密码错误"
	// A mobile or e-mail change's proof: the field is labelled 登录密码, and
	// the message names it as labelled (issue 26 point 16).
	msgLoginPasswordWrong = "登录密码错误"
	msgLocked             = "密码错误次数过多，请%d分钟后再试"
	msgSettingsInvalid    = "设置内容格式错误"
	msgSettingsTooBig     = "设置内容过多"
)

var (
	mobileRe   = regexp.MustCompile(`^1[3-9][0-9]{9}$`)
	emailRe    = regexp.MustCompile("^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$")
	usernameRe = regexp.MustCompile(`^[\p{Han}A-Za-z0-9_]{2,20}$`)
)

// invalid is a 422 answer with a message for the person.
func invalid(msg string) error { return api.NewError(api.CodeValidation, msg) }

// normMobile trims a mobile number and drops a +86 / 86 prefix and the
// separators people type.
func normMobile(s string) string {
	s = strings.NewReplacer(" ", "", "-", "", "\u00a0", "").Replace(strings.TrimSpace(s))
	switch {
	case strings.HasPrefix(s, "+86") && len(s) == 14:
		s = s[3:]
	case strings.HasPrefix(s, "86") && len(s) == 13:
		s = s[2:]
	}
	return s
}

// checkMobile validates and normalises a mobile number (spec §5, §9: 11
// digits, 1 then 3-9).
func checkMobile(raw string) (string, error) {
	m := normMobile(raw)
	if m == "" {
		return "", invalid(msgMobileRequired)
	}
	if !mobileRe.MatchString(m) {
		return "", invalid(msgMobileFormat)
	}
	return m, nil
}

// checkEmail validates an e-mail address and returns it in lower case.
func checkEmail(raw string) (string, error) {
	e := strings.TrimSpace(raw)
	if e == "" {
		return "", invalid(msgEmailRequired)
	}
	if len(e) > 254 || !emailRe.MatchString(e) {
		return "", invalid(msgEmailFormat)
	}
	return strings.ToLower(e), nil
}

// checkNewPassword validates a new password and its confirmation, with the
// given "required" messages; the password itself by the domain's one rule
// (length, not a common weak one).
func checkNewPassword(pw, confirm, required, confirmRequired string) error {
	if pw == "" {
		return invalid(required)
	}
	if err := auth.CheckNewPassword(pw); err != nil {
		return err
	}
	if confirm == "" {
		return invalid(confirmRequired)
	}
	if pw != confirm {
		return invalid(msgPasswordsDiffer)
	}
	return nil
}
