package verify_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"image/png"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"artmarket/server/domain/member/verify"
	"artmarket/server/platform/cache"
	"artmarket/server/platform/cache/cachetest"
	"artmarket/server/platform/clocktest"
	"artmarket/server/providers/outbox"
)

func TestCaptcha(t *testing.T) {
	cachetest.Each(t, func(t *testing.T, c cache.Cache) {
		ctx := context.Background()
		clk := clocktest.New(time.Unix(1_800_000_000, 0))
		cp := &verify.Captcha{Cache: c, Now: clk.Now}
		key, img, err := cp.New(ctx)
		if err != nil {
			t.Fatal(err)
		}
		raw, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(img, "data:image/png;base64,"))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := png.Decode(bytes.NewReader(raw)); err != nil {
			t.Fatalf("picture: %v", err)
		}
		answer, ok, err := cp.Peek(ctx, key)
		if err != nil || !ok || len(answer) != verify.CaptchaLength || strings.Trim(answer, verify.CaptchaAlphabet) != "" {
			t.Fatalf("answer %q %v %v", answer, ok, err)
		}
		// Case-insensitive, single use.
		if ok, err := cp.Check(ctx, key, " "+strings.ToUpper(answer)+" "); !ok || err != nil {
			t.Fatalf("right answer: %v %v", ok, err)
		}
		if ok, _ := cp.Check(ctx, key, answer); ok {
			t.Fatal("captcha used twice")
		}
		// A wrong answer uses it up.
		key, _, _ = cp.New(ctx)
		answer, _, _ = cp.Peek(ctx, key)
		if ok, _ := cp.Check(ctx, key, "zzzzz"); ok {
			t.Fatal("wrong answer accepted")
		}
		if ok, _ := cp.Check(ctx, key, answer); ok {
			t.Fatal("captcha survived a wrong answer")
		}
		// Expiry on the service's clock.
		key, _, _ = cp.New(ctx)
		answer, _, _ = cp.Peek(ctx, key)
		clk.Advance(verify.CaptchaTTL)
		if _, ok, _ := cp.Peek(ctx, key); ok {
			t.Fatal("expired captcha still pending")
		}
		if ok, _ := cp.Check(ctx, key, answer); ok {
			t.Fatal("expired captcha accepted")
		}
		// Keys that are not ours never reach the cache.
		for _, k := range []string{"", "x", "../../etc", strings.Repeat("g", 32)} {
			if ok, err := cp.Check(ctx, k, "abcd"); ok || err != nil {
				t.Fatalf("key %q: %v %v", k, ok, err)
			}
		}
	})
}

// recorder is an SMS and e-mail sender that keeps the messages, or fails.
type recorder struct {
	mu   sync.Mutex
	sms  []outbox.SMS
	mail []outbox.Email
	fail error
}

func (r *recorder) SendSMS(_ context.Context, m outbox.SMS) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.fail != nil {
		return r.fail
	}
	r.sms = append(r.sms, m)
	return nil
}

func (r *recorder) SendEmail(_ context.Context, m outbox.Email) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.fail != nil {
		return r.fail
	}
	r.mail = append(r.mail, m)
	return nil
}

func TestCodes(t *testing.T) {
	cachetest.Each(t, func(t *testing.T, c cache.Cache) {
		ctx := context.Background()
		clk := clocktest.New(time.Date(2026, 6, 1, 2, 0, 0, 0, time.UTC))
		rec := &recorder{}
		codes := &verify.Codes{Cache: c, SMS: rec, Email: rec, Now: clk.Now}
		req := verify.SendRequest{Channel: verify.Email, Target: "a@b.cn", Purpose: verify.PurposeFindPass, IP: "1.1.1.1", Deliver: true}
		key, err := codes.Send(ctx, req)
		if err != nil {
			t.Fatal(err)
		}
		m := rec.mail[0]
		if len(m.Code) != 6 || strings.Trim(m.Code, "0123456789") != "" || !strings.Contains(m.Text, m.Code) ||
			!strings.Contains(m.Subject, "找回密码") || m.To != "a@b.cn" {
			t.Fatalf("mail %+v", m)
		}
		if err := codes.Check(ctx, key, verify.Email, "a@b.cn", verify.PurposeFindPass, m.Code); err != nil {
			t.Fatal(err)
		}
		var rf *verify.Refusal
		if err := codes.Check(ctx, key, verify.Email, "a@b.cn", verify.PurposeFindPass, m.Code); !errors.As(err, &rf) || rf.Reason != verify.Expired {
			t.Fatalf("second use: %v", err)
		}

		// Not delivered: no message, and even the right code would not match.
		clk.Advance(time.Minute)
		req.Deliver = false
		key, err = codes.Send(ctx, req)
		if err != nil || len(rec.mail) != 1 {
			t.Fatalf("undelivered send: %v, %d mails", err, len(rec.mail))
		}
		for _, guess := range []string{"000000", "123456"} {
			if err := codes.Check(ctx, key, verify.Email, "a@b.cn", verify.PurposeFindPass, guess); !errors.As(err, &rf) || rf.Reason != verify.Wrong {
				t.Fatalf("guess on a void code: %v", err)
			}
		}

		// A failed delivery leaves nothing behind: no code, no resend wait.
		clk.Advance(time.Minute)
		rec.fail = errors.New("smtp down")
		req.Deliver = true
		if _, err := codes.Send(ctx, req); err == nil || errors.As(err, &rf) {
			t.Fatalf("failed delivery: %v", err)
		}
		rec.fail = nil
		if _, err := codes.Send(ctx, req); err != nil {
			t.Fatalf("retry after a failed delivery: %v", err)
		}
	})
}

// Of concurrent sends to one address, exactly one goes out.
func TestResendRace(t *testing.T) {
	cachetest.Each(t, func(t *testing.T, c cache.Cache) {
		rec := &recorder{}
		codes := &verify.Codes{Cache: c, SMS: rec}
		var ok, refused atomic.Int32
		var wg sync.WaitGroup
		for i := 0; i < 12; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, err := codes.Send(context.Background(), verify.SendRequest{
					Channel: verify.SMS, Target: "13800138000", Purpose: verify.PurposeLogin, IP: "2.2.2.2", Deliver: true,
				})
				var rf *verify.Refusal
				switch {
				case err == nil:
					ok.Add(1)
				case errors.As(err, &rf) && rf.Reason == verify.TooSoon:
					refused.Add(1)
				default:
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		if ok.Load() != 1 || refused.Load() != 11 || len(rec.sms) != 1 {
			t.Fatalf("%d sent, %d refused, %d messages", ok.Load(), refused.Load(), len(rec.sms))
		}
	})
}

// barrierCache holds every Get of a code record until n of them are
// waiting: the worst interleaving, where every guess reads the code before
// any is counted.
type barrierCache struct {
	cache.Cache
	n       int
	mu      sync.Mutex
	waiting int
	release chan struct{}
}

func (b *barrierCache) Get(ctx context.Context, key string) ([]byte, bool, error) {
	if strings.HasPrefix(key, "code:k:") {
		b.mu.Lock()
		b.waiting++
		if b.waiting == b.n {
			close(b.release)
		}
		b.mu.Unlock()
		select {
		case <-b.release:
		case <-time.After(5 * time.Second):
		}
	}
	return b.Cache.Get(ctx, key)
}

// Parallel guesses at one code compare at most MaxTries of them, however
// they interleave.
func TestParallelGuessesCompareAtMostMaxTries(t *testing.T) {
	cachetest.Each(t, func(t *testing.T, c cache.Cache) {
		ctx := context.Background()
		rec := &recorder{}
		const n = 30
		bc := &barrierCache{Cache: c, n: n, release: make(chan struct{})}
		codes := &verify.Codes{Cache: bc, SMS: rec}
		key, err := codes.Send(ctx, verify.SendRequest{
			Channel: verify.SMS, Target: "13900139000", Purpose: verify.PurposeLogin, IP: "3.3.3.3", Deliver: true,
		})
		if err != nil {
			t.Fatal(err)
		}
		right := rec.sms[0].Code
		wrong := "000000"
		if right == wrong {
			wrong = "111111"
		}
		var wg sync.WaitGroup
		var accepted atomic.Int32
		for i := 0; i < n; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if codes.Check(ctx, key, verify.SMS, "13900139000", verify.PurposeLogin, wrong) == nil {
					accepted.Add(1)
				}
			}()
		}
		wg.Wait()
		if got := codes.Compared(); got > 5 {
			t.Fatalf("%d parallel guesses compared %d codes; the limit is 5", n, got)
		}
		var rf *verify.Refusal
		if err := codes.Check(ctx, key, verify.SMS, "13900139000", verify.PurposeLogin, right); !errors.As(err, &rf) || rf.Reason == verify.Wrong {
			t.Fatalf("right code after the burst: %v", err)
		}
		if accepted.Load() != 0 {
			t.Fatal("a wrong code was accepted")
		}
	})
}

// An address that is cut off cannot spend a victim's allowance: the
// caller's limit is checked before the target's interval and daily count.
// IPv6 callers share one allowance per /64.
func TestCallerLimitComesBeforeTarget(t *testing.T) {
	cachetest.Each(t, func(t *testing.T, c cache.Cache) {
		ctx := context.Background()
		clk := clocktest.New(time.Date(2026, 6, 1, 2, 0, 0, 0, time.UTC))
		rec := &recorder{}
		lim := verify.Limits{TTL: 5 * time.Minute, MaxTries: 5, ResendAfter: time.Second, PerTargetDaily: 3, PerIPDaily: 2}
		codes := &verify.Codes{Cache: c, SMS: rec, Now: clk.Now, Limits: lim}
		send := func(target, ip string) error {
			clk.Advance(2 * time.Second)
			_, err := codes.Send(ctx, verify.SendRequest{Channel: verify.SMS, Target: target, Purpose: verify.PurposeLogin, IP: ip, Deliver: true})
			return err
		}
		// The attacker's /64 spends its two sends on other numbers, from two
		// different addresses of the same /64.
		for i, ip := range []string{"2001:db8:7:7::1", "2001:db8:7:7::2"} {
			if err := send(fmt.Sprintf("1380000000%d", i), ip); err != nil {
				t.Fatalf("send %d: %v", i, err)
			}
		}
		// Now every further request from that /64 is refused, and none of
		// them touches the victim's allowance.
		var rf *verify.Refusal
		for i := 0; i < 10; i++ {
			if err := send("13912345678", fmt.Sprintf("2001:db8:7:7::%x", 100+i)); !errors.As(err, &rf) || rf.Reason != verify.DailyLimit {
				t.Fatalf("attempt %d from the exhausted /64: %v", i, err)
			}
		}
		// The victim still has all three sends, from their own addresses.
		for i := 0; i < 3; i++ {
			if err := send("13912345678", fmt.Sprintf("198.51.100.%d", i+1)); err != nil {
				t.Fatalf("victim's send %d: %v", i, err)
			}
		}
	})
}

// blockingSender holds every message until released: a slow provider.
type blockingSender struct {
	release chan struct{}
	got     atomic.Int32
}

func (b *blockingSender) SendSMS(ctx context.Context, _ outbox.SMS) error {
	select {
	case <-b.release:
	case <-ctx.Done():
		return ctx.Err()
	}
	b.got.Add(1)
	return nil
}

// A background send answers before the provider has delivered, for an
// address with an account exactly as for one without: the answer's time
// cannot tell them apart. The message still goes out.
func TestBackgroundSendDoesNotWaitForDelivery(t *testing.T) {
	c := cache.NewMemory()
	defer c.Close()
	slow := &blockingSender{release: make(chan struct{})}
	codes := &verify.Codes{Cache: c, SMS: slow}
	ctx := context.Background()
	for i, deliver := range []bool{true, false} {
		done := make(chan error, 1)
		go func() {
			_, err := codes.Send(ctx, verify.SendRequest{Channel: verify.SMS, Target: fmt.Sprintf("1370000000%d", i),
				Purpose: verify.PurposeFindPass, IP: "4.4.4.4", Deliver: deliver, Background: true})
			done <- err
		}()
		select {
		case err := <-done:
			if err != nil {
				t.Fatal(err)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("deliver=%v: the answer waited for the provider", deliver)
		}
	}
	close(slow.release)
	codes.Wait()
	if slow.got.Load() != 1 {
		t.Fatalf("%d messages delivered, want 1", slow.got.Load())
	}
}
