// Package verify proves that a person is there and owns an address: image
// captchas ([Captcha]) and one-time codes sent by SMS or e-mail ([Codes]).
// Everything lives in the shared cache, so any server can check what
// another issued.
package verify

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"time"
)

// Reason says why a send or a check was turned down.
type Reason int

// The reasons.
const (
	TooSoon      Reason = iota + 1 // a code went to this address less than the resend interval ago
	DailyLimit                     // the address or the client reached its daily cap
	Wrong                          // the code does not match (or is bound to another address or purpose)
	Expired                        // no such code: expired, used, or never issued
	TooManyTries                   // the code was given wrong too often and is void now
)

// Refusal is a send or a check the rules turned down. Message is shown to
// the person as it is.
type Refusal struct {
	Reason     Reason
	Message    string
	RetryAfter time.Duration // for TooSoon and DailyLimit
}

func (r *Refusal) Error() string { return "verify: " + r.Message }

// Messages of the refusals.
const (
	MsgDailyLimit   = "今日发送次数已达上限，请明天再试"
	MsgWrong        = "验证码错误"
	MsgExpired      = "验证码已失效，请重新获取"
	MsgTooManyTries = "验证码错误次数过多，请重新获取"
)

func tooSoon(wait time.Duration) *Refusal {
	secs := int((wait + time.Second - 1) / time.Second)
	return &Refusal{Reason: TooSoon, Message: fmt.Sprintf("发送过于频繁，请%d秒后再试", max(secs, 1)), RetryAfter: wait}
}

// keyBytes is the entropy of a captcha or code key: 128 bits.
const keyBytes = 16

func randomKey() (string, error) {
	b := make([]byte, keyBytes)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("verify: random key: %w", err)
	}
	return hex.EncodeToString(b), nil
}

// validKey reports whether s looks like a key we issued (32 lower-case hex
// digits), so that arbitrary text never becomes part of a cache key.
func validKey(s string) bool {
	if len(s) != 2*keyBytes {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}
