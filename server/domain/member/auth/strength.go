package auth

import (
	"strings"
	"unicode/utf8"

	"artmarket/server/domain/problem"
)

// The password rule's messages. The length is spec §5's (6-64).
const (
	MsgPasswordLength = "密码长度为6-64位"
	MsgPasswordWeak   = "密码过于简单，请换一个"
)

// CheckNewPassword is the one rule for a password being set: on sign-up, a
// first password, a change and a reset (issue 26 point 17: 12345678 was
// accepted). Its length is 6 to 64 characters, and it is none of the
// passwords tried first by anyone guessing: the most common ones of public
// leak lists, one character repeated, or a run of digits or letters.
func CheckNewPassword(pw string) error {
	if n := utf8.RuneCountInString(pw); n < 6 || n > 64 {
		return problem.New(problem.Invalid, MsgPasswordLength)
	}
	if Weak(pw) {
		return problem.New(problem.Invalid, MsgPasswordWeak)
	}
	return nil
}

// Weak reports whether pw is a password guessed first.
func Weak(pw string) bool {
	p := strings.ToLower(pw)
	if _, ok := commonPasswords[p]; ok {
		return true
	}
	return repeated(p) || run(p)
}

// repeated: one character throughout (111111, aaaaaaaa).
func repeated(p string) bool {
	first, _ := utf8.DecodeRuneInString(p)
	return strings.Trim(p, string(first)) == ""
}

// run: consecutive digits or letters, up or down (123456789, 98765432,
// abcdefg), as a keyboard's row of digits also is.
func run(p string) bool {
	if len(p) < 2 {
		return false
	}
	for _, step := range []int{1, -1} {
		ok := true
		for i := 1; i < len(p) && ok; i++ {
			a, b := p[i-1], p[i]
			same := a >= '0' && a <= '9' && b >= '0' && b <= '9' || a >= 'a' && a <= 'z' && b >= 'a' && b <= 'z'
			ok = same && int(b)-int(a) == step || step == 1 && a == '9' && b == '0' // 1234567890
		}
		if ok {
			return true
		}
	}
	return false
}

// commonPasswords are the most common passwords of 6 characters or more in
// public leak lists, Chinese ones (CSDN, 163, 7k7k) and worldwide ones
// (SplashData, NordPass), lower case; runs and repeats are caught above.
var commonPasswords = setOf(
	"12345678a", "123456a", "a123456", "a12345678", "a123456789", "aa123456", "abc123", "abc123456", "abc12345",
	"123abc", "123qwe", "qwe123", "qwe123456", "qweasd", "qweasdzxc", "qwerty", "qwerty123", "qwertyuiop",
	"1q2w3e4r", "1q2w3e4r5t", "1qaz2wsx", "1qaz2wsx3edc", "qazwsx", "qazwsxedc", "zxcvbnm", "asdfghjkl", "asdfgh",
	"asd123", "1234qwer", "qwer1234", "password", "password1", "password123", "passw0rd", "p@ssw0rd", "admin123",
	"administrator", "iloveyou", "iloveyou1", "woaini", "woaini1314", "woaini520", "5201314", "5211314", "1314520",
	"13145200", "520520", "520520520", "7758521", "7758258", "woaiwojia", "qq123456", "123123", "123123123",
	"12341234", "123321", "1234554321", "123654", "147258", "147258369", "159753", "159357", "112233", "11223344",
	"121212", "123456123456", "654123", "741852963", "789456", "789456123", "456123", "100200", "110110",
	"123456789a", "a1b2c3", "a1b2c3d4", "aaa111", "abcd1234", "1234abcd", "monkey", "dragon", "letmein",
	"football", "baseball", "sunshine", "princess", "welcome", "shadow", "superman", "michael", "master",
	"trustno1", "starwars", "whatever", "computer", "secret", "changeme", "zaq12wsx", "q1w2e3r4", "q1w2e3r4t5",
	"1234567890a", "000000a", "111111a", "888888a", "a111111", "a000000", "qq111111", "wang123456", "zhang123",
	"li123456", "asdasd", "asdasd123", "zxc123", "zxc123456", "abcabc", "abc123abc",
)

func setOf(words ...string) map[string]struct{} {
	m := make(map[string]struct{}, len(words))
	for _, w := range words {
		m[w] = struct{}{}
	}
	return m
}
