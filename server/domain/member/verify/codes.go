package verify

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"artmarket/server/platform/cache"
	"artmarket/server/platform/ratelimit"
	"artmarket/server/providers/outbox"
)

// Channel is how a code travels.
type Channel string

// The channels.
const (
	SMS   Channel = "sms"
	Email Channel = "email"
)

// Purpose binds a code to what it may be used for.
type Purpose string

// The purposes of spec §7's send-code calls.
const (
	PurposeLogin      Purpose = "login"       // SMS login (and sign-up)
	PurposeBindMobile Purpose = "bind_mobile" // binding or changing the mobile number
	PurposeFindPass   Purpose = "find_pass"   // password reset
	// PurposeProveMobile: a code to the member's bound number, proving it is
	// theirs before the number (or the e-mail address) is changed.
	PurposeProveMobile Purpose = "prove_mobile"
	PurposeBindEmail   Purpose = "bind_email" // binding or changing the e-mail address
	// PurposeDeleteAccount confirms a request to delete the account (注销账号).
	PurposeDeleteAccount Purpose = "delete_account"
)

// Limits of the codes.
type Limits struct {
	TTL            time.Duration // how long a code can be used
	MaxTries       int           // wrong tries that void a code
	ResendAfter    time.Duration // the least time between two codes to one address
	PerTargetDaily int           // codes per address per day (China time)
	PerIPDaily     int           // codes per client address per day
}

// DefaultLimits: 5 minutes, 5 tries, 60 s between sends, 10 a day per
// address, 30 a day per client IP.
var DefaultLimits = Limits{
	TTL:            5 * time.Minute,
	MaxTries:       5,
	ResendAfter:    60 * time.Second,
	PerTargetDaily: 10,
	PerIPDaily:     30,
}

// Codes sends six-digit codes and checks them. A code is bound to its
// channel, address and purpose through the key Send returns; it can be used
// once, for Limits.TTL, and MaxTries wrong tries void it.
type Codes struct {
	Cache  cache.Cache
	SMS    outbox.SMSSender
	Email  outbox.EmailSender
	Limits Limits           // DefaultLimits when zero
	Now    func() time.Time // time.Now when nil
	Log    *slog.Logger

	compared atomic.Int64   // codes compared by Check (tests read it)
	inFlight sync.WaitGroup // background deliveries
}

// BackgroundTimeout bounds one background delivery.
const BackgroundTimeout = 30 * time.Second

// Wait blocks until every background delivery started so far is done.
func (c *Codes) Wait() { c.inFlight.Wait() }

// SendRequest is one code to send.
type SendRequest struct {
	Channel Channel
	Target  string // normalised: 11-digit mobile, lower-case e-mail
	Purpose Purpose
	IP      string // the client's address, for the per-IP cap
	// Deliver false goes through every rule and returns a key like any
	// other, but sends nothing and stores a code that never matches: for
	// addresses with no account, so that the answer does not tell.
	Deliver bool
	// Background delivers after Send has answered, so that the time of the
	// answer does not tell whether a message goes out (with Deliver false
	// for unknown addresses, the two answers are then the same in content
	// and in time). A failed background delivery is logged and gives the
	// resend interval back. [Codes.Wait] waits for deliveries in flight.
	Background bool
}

type codeRecord struct {
	Channel Channel `json:"c"`
	Target  string  `json:"t"`
	Purpose Purpose `json:"p"`
	Code    string  `json:"v"`
	Void    bool    `json:"x,omitempty"` // never matches
	Expires int64   `json:"e"`           // unix nanoseconds
}

func (c *Codes) limits() Limits {
	if c.Limits == (Limits{}) {
		return DefaultLimits
	}
	return c.Limits
}

func (c *Codes) now() time.Time {
	if c.Now != nil {
		return c.Now()
	}
	return time.Now()
}

func (c *Codes) log() *slog.Logger {
	if c.Log != nil {
		return c.Log
	}
	return slog.Default()
}

func recordKey(key string) string { return "code:k:" + key }
func triesKey(key string) string  { return "code:n:" + key }

// Send issues a code for req and delivers it, returning the key the check
// needs. Refusals (*Refusal) are TooSoon and DailyLimit.
func (c *Codes) Send(ctx context.Context, req SendRequest) (string, error) {
	lim := c.limits()
	now := c.now()
	rl := &ratelimit.Limiter{Cache: c.Cache, Now: c.Now, Prefix: "code:rl:"}
	// The caller's own allowance first: a request that its address may not
	// make never touches the target's interval or daily count, so nobody
	// can spend a victim's allowance from an address that is already cut off.
	res, err := rl.AllowDaily(ctx, "ip:"+ratelimit.AddressKey(req.IP), lim.PerIPDaily)
	if err != nil {
		return "", fmt.Errorf("verify: send: %w", err)
	}
	if !res.Allowed {
		return "", &Refusal{Reason: DailyLimit, Message: MsgDailyLimit, RetryAfter: res.Reset}
	}
	if err := c.claimResend(ctx, req, now, lim); err != nil {
		return "", err
	}
	if res, err = rl.AllowDaily(ctx, "t:"+string(req.Channel)+":"+req.Target, lim.PerTargetDaily); err != nil {
		return "", fmt.Errorf("verify: send: %w", err)
	}
	if !res.Allowed {
		// Nothing goes out: give the interval back, so that the person keeps
		// hearing about the cap rather than about the interval.
		if err := c.Cache.Delete(ctx, resendKey(req)); err != nil {
			c.log().WarnContext(ctx, "verify: release resend interval", "err", err)
		}
		return "", &Refusal{Reason: DailyLimit, Message: MsgDailyLimit, RetryAfter: res.Reset}
	}

	code, err := sixDigits()
	if err != nil {
		return "", err
	}
	key, err := randomKey()
	if err != nil {
		return "", err
	}
	rec := codeRecord{
		Channel: req.Channel, Target: req.Target, Purpose: req.Purpose,
		Code: code, Void: !req.Deliver, Expires: now.Add(lim.TTL).UnixNano(),
	}
	raw, err := json.Marshal(rec)
	if err != nil {
		return "", fmt.Errorf("verify: encode code: %w", err)
	}
	// The cache keeps the record a little longer than the code lives: the
	// record's own expiry decides, on the service's clock.
	if err := c.Cache.Set(ctx, recordKey(key), raw, lim.TTL+time.Minute); err != nil {
		return "", fmt.Errorf("verify: store code: %w", err)
	}
	if req.Background {
		c.inFlight.Add(1)
		go func() {
			defer c.inFlight.Done()
			bctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), BackgroundTimeout)
			defer cancel()
			if err := c.finish(bctx, req, key, code, lim); err != nil {
				c.log().WarnContext(bctx, "verify: background delivery failed", "channel", string(req.Channel), "purpose", string(req.Purpose), "err", err)
			}
		}()
		return key, nil
	}
	if err := c.finish(ctx, req, key, code, lim); err != nil {
		return "", err
	}
	return key, nil
}

// finish delivers the code (or, for an address with no account, only
// notes that nothing goes out). A failed delivery forgets the code and
// gives the resend interval back, so the person can retry at once.
func (c *Codes) finish(ctx context.Context, req SendRequest, key, code string, lim Limits) error {
	if !req.Deliver {
		c.log().InfoContext(ctx, "verify: code not delivered: no account", "channel", string(req.Channel), "purpose", string(req.Purpose))
		return nil
	}
	if err := c.deliver(ctx, req, code, lim); err != nil {
		if derr := c.Cache.Delete(ctx, recordKey(key), resendKey(req)); derr != nil {
			c.log().WarnContext(ctx, "verify: clean up after failed delivery", "err", derr)
		}
		return err
	}
	return nil
}

func resendKey(req SendRequest) string {
	return "code:gap:" + string(req.Channel) + ":" + req.Target
}

// claimResend enforces the resend interval per address: the first of
// concurrent senders wins, the others are told how long to wait.
func (c *Codes) claimResend(ctx context.Context, req SendRequest, now time.Time, lim Limits) error {
	key := resendKey(req)
	stamp := []byte(strconv.FormatInt(now.UnixNano(), 10))
	stored, err := c.Cache.SetNX(ctx, key, stamp, lim.ResendAfter)
	if err != nil {
		return fmt.Errorf("verify: resend interval: %w", err)
	}
	if stored {
		return nil
	}
	raw, found, err := c.Cache.Get(ctx, key)
	if err != nil {
		return fmt.Errorf("verify: resend interval: %w", err)
	}
	if found {
		if last, perr := strconv.ParseInt(string(raw), 10, 64); perr == nil {
			if wait := lim.ResendAfter - now.Sub(time.Unix(0, last)); wait > 0 {
				return tooSoon(wait)
			}
		}
	}
	// The interval is over on the service's clock (the entry outlived it).
	if err := c.Cache.Set(ctx, key, stamp, lim.ResendAfter); err != nil {
		return fmt.Errorf("verify: resend interval: %w", err)
	}
	return nil
}

func (c *Codes) deliver(ctx context.Context, req SendRequest, code string, lim Limits) error {
	minutes := int(lim.TTL / time.Minute)
	action := purposeAction(req.Purpose)
	text := fmt.Sprintf("【%s】您正在%s，验证码：%s，%d分钟内有效。如非本人操作，请忽略本消息，切勿将验证码告诉他人。",
		outbox.Brand, action, code, minutes)
	var err error
	switch req.Channel {
	case SMS:
		if c.SMS == nil {
			return errors.New("verify: no SMS sender configured")
		}
		err = c.SMS.SendSMS(ctx, outbox.SMS{To: req.Target, Code: code, Purpose: string(req.Purpose), Text: text})
	case Email:
		if c.Email == nil {
			return errors.New("verify: no e-mail sender configured")
		}
		err = c.Email.SendEmail(ctx, outbox.Email{
			To:      req.Target,
			Subject: fmt.Sprintf("【%s】%s验证码", outbox.Brand, action),
			Text: fmt.Sprintf("您好：\n\n您正在%s，验证码为：%s\n\n验证码%d分钟内有效。如非本人操作，请忽略本邮件，切勿将验证码告诉他人。\n\n%s",
				action, code, minutes, outbox.Brand),
			Code: code, Purpose: string(req.Purpose),
		})
	default:
		return fmt.Errorf("verify: unknown channel %q", req.Channel)
	}
	if err != nil {
		return fmt.Errorf("verify: deliver %s code: %w", req.Channel, err)
	}
	return nil
}

func purposeAction(p Purpose) string {
	switch p {
	case PurposeLogin:
		return "登录"
	case PurposeBindMobile:
		return "绑定手机号"
	case PurposeFindPass:
		return "找回密码"
	case PurposeProveMobile:
		return "验证原手机号"
	case PurposeBindEmail:
		return "绑定邮箱"
	case PurposeDeleteAccount:
		return "注销账号"
	default:
		return "进行身份验证"
	}
}

// Check uses the code of key for (channel, target, purpose). It answers
// nil once, for the right code; refusals (*Refusal) are Wrong, Expired and
// TooManyTries. Callers check everything else in the request first, so
// that a valid code is not spent on a request that fails anyway.
func (c *Codes) Check(ctx context.Context, key string, ch Channel, target string, p Purpose, code string) error {
	if !validKey(key) {
		return &Refusal{Reason: Expired, Message: MsgExpired}
	}
	raw, found, err := c.Cache.Get(ctx, recordKey(key))
	if err != nil {
		return fmt.Errorf("verify: read code: %w", err)
	}
	if !found {
		return &Refusal{Reason: Expired, Message: MsgExpired}
	}
	var rec codeRecord
	if err := json.Unmarshal(raw, &rec); err != nil {
		return fmt.Errorf("verify: decode code: %w", err)
	}
	if c.now().UnixNano() >= rec.Expires {
		if err := c.Cache.Delete(ctx, recordKey(key), triesKey(key)); err != nil {
			return fmt.Errorf("verify: drop expired code: %w", err)
		}
		return &Refusal{Reason: Expired, Message: MsgExpired}
	}
	// Every try is counted before the code is compared, so parallel
	// guesses compare at most MaxTries codes. The counter outlives a void
	// code (it expires with it), so tries in flight keep counting up.
	lim := c.limits()
	n, err := c.Cache.Incr(ctx, triesKey(key), lim.TTL+time.Minute)
	if err != nil {
		return fmt.Errorf("verify: count try: %w", err)
	}
	if n > int64(lim.MaxTries) {
		if err := c.Cache.Delete(ctx, recordKey(key)); err != nil {
			return fmt.Errorf("verify: void code: %w", err)
		}
		return &Refusal{Reason: TooManyTries, Message: MsgTooManyTries}
	}
	c.compared.Add(1)
	match := !rec.Void && rec.Channel == ch && rec.Target == target && rec.Purpose == p &&
		subtle.ConstantTimeCompare([]byte(code), []byte(rec.Code)) == 1
	if !match {
		if n >= int64(lim.MaxTries) {
			if err := c.Cache.Delete(ctx, recordKey(key)); err != nil {
				return fmt.Errorf("verify: void code: %w", err)
			}
			return &Refusal{Reason: TooManyTries, Message: MsgTooManyTries}
		}
		return &Refusal{Reason: Wrong, Message: MsgWrong}
	}
	// Single use: of concurrent right answers only one takes the record.
	if _, found, err = c.Cache.Take(ctx, recordKey(key)); err != nil {
		return fmt.Errorf("verify: use code: %w", err)
	}
	if !found {
		return &Refusal{Reason: Expired, Message: MsgExpired}
	}
	if err := c.Cache.Delete(ctx, triesKey(key)); err != nil {
		c.log().WarnContext(ctx, "verify: drop try counter", "err", err)
	}
	return nil
}

func sixDigits() (string, error) {
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		return "", fmt.Errorf("verify: random code: %w", err)
	}
	return fmt.Sprintf("%06d", n.Int64()), nil
}
