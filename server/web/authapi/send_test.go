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
	mobile := e.Mobile()
	e.SendCode("/api/send/mobile/login", "", map[string]string{"mobile": mobile})
	e.Clock.Advance(20 * time.Second)
	r := e.Post("/api/send/mobile/login", "", map[string]string{"mobile": mobile})
	r.Is(t, 429, "发送过于频繁，请40秒后再试")
	if r.Header.Get("Retry-After") != "40" {
		t.Fatalf("Retry-After %q", r.Header.Get("Retry-After"))
	}
	// The interval is per number, whatever the purpose.
	e.Post("/api/send/mobile/find_pass", "", map[string]string{"mobile": mobile}).Is(t, 429, "发送过于频繁，请40秒后再试")
	// Another number is not held up.
	e.SendCode("/api/send/mobile/login", "", map[string]string{"mobile": e.Mobile()})
	e.Clock.Advance(39*time.Second + 500*time.Millisecond)
	e.Post("/api/send/mobile/login", "", map[string]string{"mobile": mobile}).Is(t, 429, "发送过于频繁，请1秒后再试")
	e.Clock.Advance(500 * time.Millisecond)
	e.SendCode("/api/send/mobile/login", "", map[string]string{"mobile": mobile})
	if n := e.OutboxCount(mobile); n != 2 {
		t.Fatalf("%d messages, want 2", n)
	}
}

func testDailyCapPerTarget(t *testing.T, e *env) {
	// The clock starts at 09:00 UTC, 17:00 in China: ten sends fit before midnight there.
	mobile := e.Mobile()
	for i := 1; i <= 10; i++ {
		e.SendCode("/api/send/mobile/login", "", map[string]string{"mobile": mobile})
		e.Clock.Advance(61 * time.Second)
	}
	e.Post("/api/send/mobile/login", "", map[string]string{"mobile": mobile}).Is(t, 429, "今日发送次数已达上限，请明天再试")
	// Asking again at once still names the cap, not the resend interval.
	e.Post("/api/send/mobile/login", "", map[string]string{"mobile": mobile}).Is(t, 429, "今日发送次数已达上限，请明天再试")
	if n := e.OutboxCount(mobile); n != 10 {
		t.Fatalf("%d messages, want 10", n)
	}
	// Midnight in China (16:00 UTC) opens a new day.
	now := e.Clock.Now()
	e.Clock.Advance(time.Date(now.Year(), now.Month(), now.Day(), 16, 0, 0, 0, time.UTC).Sub(now))
	e.SendCode("/api/send/mobile/login", "", map[string]string{"mobile": mobile})
}

func testDailyCapPerIP(t *testing.T, e *env) {
	for i := 1; i <= 30; i++ {
		e.SendCode("/api/send/mobile/login", "", map[string]string{"mobile": e.Mobile()})
	}
	fresh := e.Mobile()
	e.Post("/api/send/mobile/login", "", map[string]string{"mobile": fresh}).Is(t, 429, "今日发送次数已达上限，请明天再试")
	e.Post("/api/send/email/find_pass", "", map[string]string{"email": e.Email()}).Is(t, 429, "今日发送次数已达上限，请明天再试")
	if n := e.OutboxCount(fresh); n != 0 {
		t.Fatalf("capped send delivered %d", n)
	}
	// Another client is not held up.
	e.IP = "192.0.2.77"
	e.Clock.Advance(61 * time.Second)
	e.SendCode("/api/send/mobile/login", "", map[string]string{"mobile": fresh})
}

func testSendLoginCaptcha(t *testing.T, e *env) {
	mobile := e.Mobile()
	key, answer := e.NewCaptcha()
	e.Post("/api/send/mobile/login", "", map[string]string{"mobile": mobile, "captcha_key": key, "captcha_code": flipText(answer)}).
		Is(t, 422, "图形验证码错误")
	// Used up by the wrong answer.
	e.Post("/api/send/mobile/login", "", map[string]string{"mobile": mobile, "captcha_key": key, "captcha_code": answer}).
		Is(t, 422, "图形验证码错误")
	key, answer = e.NewCaptcha()
	e.SendCode("/api/send/mobile/login", "", map[string]string{"mobile": mobile, "captcha_key": key, "captcha_code": answer})
	// Without the pair (the flag off), no captcha is asked.
	e.Clock.Advance(61 * time.Second)
	e.SendCode("/api/send/mobile/login", "", map[string]string{"mobile": mobile})
}

// The reset codes: an address without an account answers the same {key},
// under the same limits, receives nothing, and its key fails like a wrong
// code.
func testFindPassNoLeak(t *testing.T, e *env) {
	known, unknown := e.Email(), e.Email()
	e.Register(e.Username(), known, "secret123")
	kKey := e.SendCode("/api/send/email/find_pass", "", map[string]string{"email": known})
	uKey := e.SendCode("/api/send/email/find_pass", "", map[string]string{"email": unknown})
	if e.OutboxCount(known) != 1 || e.OutboxCount(unknown) != 0 {
		t.Fatalf("outbox: known %d, unknown %d", e.OutboxCount(known), e.OutboxCount(unknown))
	}
	// The resend interval holds for both.
	a := e.Post("/api/send/email/find_pass", "", map[string]string{"email": known})
	b := e.Post("/api/send/email/find_pass", "", map[string]string{"email": unknown})
	if a.Code != 429 || a.Message != b.Message || a.Code != b.Code {
		t.Fatalf("resend: known %d %q, unknown %d %q", a.Code, a.Message, b.Code, b.Message)
	}
	// A guessed code fails the same way, and five void both keys.
	for i := 1; i <= 5; i++ {
		a := e.Post("/api/email/reset", "", map[string]string{"email": known, "email_code": "000000", "email_key": kKey, "password": "newpass1", "password_two": "newpass1"})
		b := e.Post("/api/email/reset", "", map[string]string{"email": unknown, "email_code": "000000", "email_key": uKey, "password": "newpass1", "password_two": "newpass1"})
		if e.LastCode(known) == "000000" {
			return // the one-in-a-million case where the guess is right
		}
		if a.Code != b.Code || a.Message != b.Message {
			t.Fatalf("try %d: known %d %q, unknown %d %q", i, a.Code, a.Message, b.Code, b.Message)
		}
	}
	// Phones too.
	kMobile, uMobile := e.Mobile(), e.Mobile()
	e.LoginMobile(kMobile)
	e.SendCode("/api/send/mobile/find_pass", "", map[string]string{"mobile": kMobile})
	e.SendCode("/api/send/mobile/find_pass", "", map[string]string{"mobile": uMobile})
	if e.OutboxCount(kMobile) != 2 || e.OutboxCount(uMobile) != 0 {
		t.Fatalf("outbox: known %d, unknown %d", e.OutboxCount(kMobile), e.OutboxCount(uMobile))
	}
}
