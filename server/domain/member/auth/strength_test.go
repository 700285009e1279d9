package auth

import (
	"strings"
	"testing"

	"artmarket/server/domain/problem"
)

// The common weak passwords are refused with a message that says so; the
// length rule of spec §5 stays as it was; ordinary passwords pass.
func TestCheckNewPassword(t *testing.T) {
	for pw, want := range map[string]string{
		"12345":                  MsgPasswordLength,
		strings.Repeat("长", 65):  MsgPasswordLength,
		"12345678":               MsgPasswordWeak,
		"123456":                 MsgPasswordWeak,
		"87654321":               MsgPasswordWeak,
		"1234567890":             MsgPasswordWeak,
		"abcdefgh":               MsgPasswordWeak,
		"88888888":               MsgPasswordWeak,
		"aaaaaa":                 MsgPasswordWeak,
		"Password":               MsgPasswordWeak,
		"QWERTY123":              MsgPasswordWeak,
		"woaini1314":             MsgPasswordWeak,
		"a123456":                MsgPasswordWeak,
		"1qaz2wsx":               MsgPasswordWeak,
		"Secret123":              "",
		"secret123":              "",
		"newpass99":              "",
		"Review2026!":            "",
		"江南雨后的黄山":                "",
		"123457":                 "",
		"135792468":              "",
		strings.Repeat("江南", 32): "",
	} {
		err := CheckNewPassword(pw)
		if want == "" {
			if err != nil {
				t.Errorf("%q refused: %v", pw, err)
			}
			continue
		}
		p := problem.As(err)
		if p == nil || p.Kind != problem.Invalid || p.Message != want {
			t.Errorf("%q: got %v, want %q", pw, err, want)
		}
	}
}
