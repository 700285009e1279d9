package accounts

import (
	"regexp"
	"strings"
	"time"

	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/problem"
)

// Messages of the account forms. Those of spec §5 are verbatim.
const (
	MsgEmailRequired    = "请输入邮箱"
	MsgEmailFormat      = "请输入正确的邮箱格式"
	MsgPasswordRequired = "请输入密码"
	MsgUsernameRequired = "请输入用户名"
	MsgConfirmRequired  = "请确认密码"
	MsgPasswordsDiffer  = "两次输入的密码不一致"
	MsgCaptchaRequired  = "请输入验证码"
	MsgMobileRequired   = "请输入手机号"
	MsgMobileFormat     = "请输入正确的手机号格式"
	MsgSMSCodeRequired  = "请输入短信验证码"
	MsgCodeRequired     = "请输入验证码"
	MsgNewPassword      = "请输入新密码"
	MsgConfirmNew       = "请确认新密码"

	MsgUsernameFormat = "用户名为2-20位中文、字母、数字或下划线"
	MsgOldPassword    = "请输入原密码"
	MsgKeyRequired    = "请先获取验证码"
	MsgCaptchaWrong   = "验证码错误"
	MsgCaptchaGone    = "验证码已失效，请刷新后重试"
	MsgImageCaptcha   = "图形验证码错误"
	MsgMobileTaken    = "该手机号已绑定其他账号"
	MsgMobileSame     = "该手机号已绑定当前账号"
	MsgProofRequired  = "请先验证原手机号或输入登录密码"
	MsgNoMobile       = "当前账号未绑定手机号"
	MsgEmailSame      = "该邮箱已绑定当前账号"
	MsgEmailBound     = "该邮箱已绑定其他账号"
	MsgMobileBound    = "当前账号已绑定手机号，如需更换请使用更换手机号"
	MsgLoginFailed    = "邮箱或密码错误"
	MsgOldWrong       = "原密码错误"
	// A mobile or e-mail change's proof: the field is labelled 登录密码, and
	// the message names it as labelled (issue 26 point 16).
	MsgLoginPasswordWrong = "登录密码错误"
	MsgPasswordLocked     = "密码错误次数过多，请%d分钟后再试"
)

// MaxEmailLength is the longest address (RFC 5321's path limit).
const MaxEmailLength = 254

// The shared field rules: every form that takes a mobile number or an
// e-mail address checks it with these (sign-up's pattern, issue 25 point
// 1), except the reset form, whose e-mail rule is spec §5's looser "basic
// e-mail pattern".
var (
	// MobilePattern: 11 digits, 1 then 3-9 (spec §5, §9).
	MobilePattern = regexp.MustCompile(`^1[3-9][0-9]{9}$`)
	// EmailPattern: a dot-atom local part and a dotted host name of
	// letters, digits and inner hyphens.
	EmailPattern = regexp.MustCompile("^[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$")
	// BasicEmailPattern: something@domain.tld without spaces (the reset
	// form, spec §5).
	BasicEmailPattern = regexp.MustCompile(`^[^\s@]+@[^\s@]+\.[^\s@]+$`)

	usernamePattern = regexp.MustCompile(`^[\p{Han}A-Za-z0-9_]{2,20}$`)
)

// invalid is a form refusal with a message for the person.
func invalid(msg string) error { return problem.New(problem.Invalid, msg) }

// tooMany is a rate or lockout refusal; the answer always says when to
// come back (at least a second).
func tooMany(msg string, after time.Duration) error {
	return problem.New(problem.TooMany, msg).After(max(after, time.Second))
}

// NormMobile trims a mobile number and drops a +86 / 86 prefix and the
// separators people type.
func NormMobile(s string) string {
	s = strings.NewReplacer(" ", "", "-", "", "\u00a0", "").Replace(strings.TrimSpace(s))
	switch {
	case strings.HasPrefix(s, "+86") && len(s) == 14:
		s = s[3:]
	case strings.HasPrefix(s, "86") && len(s) == 13:
		s = s[2:]
	}
	return s
}

// ValidMobile tells whether s (normalised) is a mobile number.
func ValidMobile(s string) bool { return MobilePattern.MatchString(s) }

// ValidEmail tells whether s (trimmed) is an e-mail address by sign-up's
// rule.
func ValidEmail(s string) bool { return len(s) <= MaxEmailLength && EmailPattern.MatchString(s) }

// CheckMobile validates and normalises a mobile number.
func CheckMobile(raw string) (string, error) {
	m := NormMobile(raw)
	if m == "" {
		return "", invalid(MsgMobileRequired)
	}
	if !ValidMobile(m) {
		return "", invalid(MsgMobileFormat)
	}
	return m, nil
}

// CheckEmail validates an e-mail address and returns it in lower case.
func CheckEmail(raw string) (string, error) {
	return checkEmail(raw, ValidEmail)
}

// CheckResetEmail is CheckEmail of the reset form: the basic pattern.
// Only a member's address ever receives a reset code, and every member's
// address passed CheckEmail, so the looser rule lets nothing new in.
func CheckResetEmail(raw string) (string, error) {
	return checkEmail(raw, func(s string) bool {
		return len(s) <= MaxEmailLength && BasicEmailPattern.MatchString(s)
	})
}

func checkEmail(raw string, valid func(string) bool) (string, error) {
	e := strings.TrimSpace(raw)
	if e == "" {
		return "", invalid(MsgEmailRequired)
	}
	if !valid(e) {
		return "", invalid(MsgEmailFormat)
	}
	return strings.ToLower(e), nil
}

// CheckUsername validates a chosen username and returns it trimmed.
func CheckUsername(raw string) (string, error) {
	u := strings.TrimSpace(raw)
	if u == "" {
		return "", invalid(MsgUsernameRequired)
	}
	if !usernamePattern.MatchString(u) {
		return "", invalid(MsgUsernameFormat)
	}
	return u, nil
}

// CheckNewPassword validates a new password and its confirmation, with the
// given "required" messages; the password itself by the domain's one rule
// (length, not a common weak one).
func CheckNewPassword(pw, confirm, required, confirmRequired string) error {
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
		return invalid(MsgPasswordsDiffer)
	}
	return nil
}
