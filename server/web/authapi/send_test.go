package authapi_test

import (
	"testing"
	"time"
)

func TestSendCodes(t *testing.T) {
	matrix(t, map[string]func(*testing.T, *env){
		"resend interval":          testResendInterval,
		"daily cap per number":     testDailyCapPerTarget,
		"daily cap per client":     testDailyCapPerIP,
		"captcha on the SMS login": testSendLoginCaptcha,
		"find_pass: no leak":       testFindPassNoLeak,
	})
}

func testResendInterval(t *testing.T, e *env) {
	mobile := e.mobile()
	e.sendCode("/api/send/mobile/login", "", map[string]string{"mobile": mobile})
	e.clock.Advance(20 * time.Second)
	r := e.post("/api/send/mobile/login", "", map[string]string{"mobile": mobile})
	r.is(t, 429, "发送过于频繁，请40秒后再试")
	if r.Header.Get("Retry-After") != "40" {
		t.Fatalf("Retry-After %q", r.Header.Get("Retry-After"))
	}
	// The interval is per number, whatever the purpose.
	e.post("/api/send/mobile/find_pass", "", map[string]string{"mobile": mobile}).is(t, 429, "发送过于频繁，请40秒后再试")
	// Another number is not held up.
	e.sendCode("/api/send/mobile/login", "", map[string]string{"mobile": e.mobile()})
	e.clock.Advance(39*time.Second + 500*time.Millisecond)
	e.post("/api/send/mobile/login", "", map[string]string{"mobile": mobile}).is(t, 429, "发送过于频繁，请1秒后再试")
	e.clock.Advance(500 * time.Millisecond)
	e.sendCode("/api/send/mobile/login", "", map[string]string{"mobile": mobile})
	if n := e.outboxCount(mobile); n != 2 {
		t.Fatalf("%d messages, want 2", n)
	}
}

func testDailyCapPerTarget(t *testing.T, e *env) {
	// The clock starts at 09:00 UTC, 17:00 in China: ten sends fit before midnight there.
	mobile := e.mobile()
	for i := 1; i <= 10; i++ {
		e.sendCode("/api/send/mobile/login", "", map[string]string{"mobile": mobile})
		e.clock.Advance(61 * time.Second)
	}
	e.post("/api/send/mobile/login", "", map[string]string{"mobile": mobile}).is(t, 429, "今日发送次数已达上限，请明天再试")
	// Asking again at once still names the cap, not the resend interval.
	e.post("/api/send/mobile/login", "", map[string]string{"mobile": mobile}).is(t, 429, "今日发送次数已达上限，请明天再试")
	if n := e.outboxCount(mobile); n != 10 {
		t.Fatalf("%d messages, want 10", n)
	}
	// Midnight in China (16:00 UTC) opens a new day.
	now := e.clock.Now()
	e.clock.Advance(time.Date(now.Year(), now.Month(), now.Day(), 16, 0, 0, 0, time.UTC).Sub(now))
	e.sendCode("/api/send/mobile/login", "", map[string]string{"mobile": mobile})
}

func testDailyCapPerIP(t *testing.T, e *env) {
	for i := 1; i <= 30; i++ {
		e.sendCode("/api/send/mobile/login", "", map[string]string{"mobile": e.mobile()})
	}
	fresh := e.mobile()
	e.post("/api/send/mobile/login", "", map[string]string{"mobile": fresh}).is(t, 429, "今日发送次数已达上限，请明天再试")
	e.post("/api/send/email/find_pass", "", map[string]string{"email": e.email()}).is(t, 429, "今日发送次数已达上限，请明天再试")
	if n := e.outboxCount(fresh); n != 0 {
		t.Fatalf("capped send delivered %d", n)
	}
	// Another client is not held up.
	e.ip = "192.0.2.77"
	e.clock.Advance(61 * time.Second)
	e.sendCode("/api/send/mobile/login", "", map[string]string{"mobile": fresh})
}

func testSendLoginCaptcha(t *testing.T, e *env) {
	mobile := e.mobile()
	key, answer := e.newCaptcha()
	e.post("/api/send/mobile/login", "", map[string]string{"mobile": mobile, "captcha_key": key, "captcha_code": flipText(answer)}).
		is(t, 422, "图形验证码错误")
	// Used up by the wrong answer.
	e.post("/api/send/mobile/login", "", map[string]string{"mobile": mobile, "captcha_key": key, "captcha_code": answer}).
		is(t, 422, "图形验证码错误")
	key, answer = e.newCaptcha()
	e.sendCode("/api/send/mobile/login", "", map[string]string{"mobile": mobile, "captcha_key": key, "captcha_code": answer})
	// Without the pair (the flag off), no captcha is asked.
	e.clock.Advance(61 * time.Second)
	e.sendCode("/api/send/mobile/login", "", map[string]string{"mobile": mobile})
}

// The reset codes: an address without an account answers the same {key},
// under the same limits, receives nothing, and its key fails like a wrong
// code.
func testFindPassNoLeak(t *testing.T, e *env) {
	known, unknown := e.email(), e.email()
	e.register(e.username(), known, "secret123")
	kKey := e.sendCode("/api/send/email/find_pass", "", map[string]string{"email": known})
	uKey := e.sendCode("/api/send/email/find_pass", "", map[string]string{"email": unknown})
	if e.outboxCount(known) != 1 || e.outboxCount(unknown) != 0 {
		t.Fatalf("outbox: known %d, unknown %d", e.outboxCount(known), e.outboxCount(unknown))
	}
	// The resend interval holds for both.
	a := e.post("/api/send/email/find_pass", "", map[string]string{"email": known})
	b := e.post("/api/send/email/find_pass", "", map[string]string{"email": unknown})
	if a.Code != 429 || a.Message != b.Message || a.Code != b.Code {
		t.Fatalf("resend: known %d %q, unknown %d %q", a.Code, a.Message, b.Code, b.Message)
	}
	// A guessed code fails the same way, and five void both keys.
	for i := 1; i <= 5; i++ {
		a := e.post("/api/email/reset", "", map[string]string{"email": known, "email_code": "000000", "email_key": kKey, "password": "newpass1", "password_two": "newpass1"})
		b := e.post("/api/email/reset", "", map[string]string{"email": unknown, "email_code": "000000", "email_key": uKey, "password": "newpass1", "password_two": "newpass1"})
		if e.lastCode(known) == "000000" {
			return // the one-in-a-million case where the guess is right
		}
		if a.Code != b.Code || a.Message != b.Message {
			t.Fatalf("try %d: known %d %q, unknown %d %q", i, a.Code, a.Message, b.Code, b.Message)
		}
	}
	// Phones too.
	kMobile, uMobile := e.mobile(), e.mobile()
	e.loginMobile(kMobile)
	e.sendCode("/api/send/mobile/find_pass", "", map[string]string{"mobile": kMobile})
	e.sendCode("/api/send/mobile/find_pass", "", map[string]string{"mobile": uMobile})
	if e.outboxCount(kMobile) != 2 || e.outboxCount(uMobile) != 0 {
		t.Fatalf("outbox: known %d, unknown %d", e.outboxCount(kMobile), e.outboxCount(uMobile))
	}
}
