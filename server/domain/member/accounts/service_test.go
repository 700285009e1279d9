package accounts_test

import (
	"context"
	"io"
	"log/slog"
	"sync"
	"testing"

	"artmarket/ent"
	"artmarket/ent/member"
	"artmarket/server/domain/member/accounts"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/member/verify"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/cache"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
	"artmarket/server/platform/ratelimit"
	"artmarket/server/providers/outbox"
)

// inbox keeps the codes sent, by target.
type inbox struct {
	mu    sync.Mutex
	codes map[string]string
}

func (b *inbox) SendSMS(_ context.Context, m outbox.SMS) error     { return b.keep(m.To, m.Code) }
func (b *inbox) SendEmail(_ context.Context, m outbox.Email) error { return b.keep(m.To, m.Code) }
func (b *inbox) keep(to, code string) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.codes[to] = code
	return nil
}

type env struct {
	s     *accounts.Service
	c     *ent.Client
	inbox *inbox
}

func newEnv(t *testing.T, d dbtest.DB) env {
	t.Helper()
	database, err := db.FromSQL(context.Background(), d.SQL, d.Dialect, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	c := cache.NewMemory()
	t.Cleanup(func() { _ = c.Close() })
	in := &inbox{codes: map[string]string{}}
	return env{
		s: &accounts.Service{
			Client:  database.Client,
			Auth:    auth.New(database.Client, c, auth.Options{}),
			Codes:   &verify.Codes{Cache: c, SMS: in, Email: in},
			Captcha: &verify.Captcha{Cache: c},
			Limiter: &ratelimit.Limiter{Cache: c, Prefix: "test:"},
			Log:     slog.New(slog.NewTextHandler(io.Discard, nil)),
		},
		c:     database.Client,
		inbox: in,
	}
}

// code sends a code for the purpose to target and returns its key and code.
func (e env) code(t *testing.T, ch verify.Channel, target string, p verify.Purpose) (string, string) {
	t.Helper()
	key, err := e.s.Codes.Send(context.Background(), verify.SendRequest{Channel: ch, Target: target, Purpose: p, Deliver: true})
	if err != nil {
		t.Fatal(err)
	}
	e.inbox.mu.Lock()
	defer e.inbox.mu.Unlock()
	return key, e.inbox.codes[target]
}

func (e env) member(t *testing.T, name string, mobile, email, password string) *ent.Member {
	t.Helper()
	cr := e.c.Member.Create().SetUsername(name)
	if mobile != "" {
		cr.SetMobile(mobile)
	}
	if email != "" {
		cr.SetEmail(email)
	}
	if password != "" {
		hash, err := e.s.Auth.HashPassword(password)
		if err != nil {
			t.Fatal(err)
		}
		cr.SetPasswordHash(hash)
	}
	return cr.SaveX(context.Background())
}

func want(t *testing.T, err error, kind problem.Kind, msg string) {
	t.Helper()
	p := problem.As(err)
	if p == nil || p.Kind != kind || p.Message != msg {
		t.Fatalf("err = %v (%+v), want %d %q", err, p, kind, msg)
	}
}

var who = auth.Client{IP: "203.0.113.9", UserAgent: "test"}

// The shared field rules: one mobile rule, sign-up's e-mail pattern, and
// the reset form's basic one.
func TestFieldRules(t *testing.T) {
	for raw, want := range map[string]string{"+86 138-0013-8000": "13800138000", "8613800138000": "13800138000", " 13800138000 ": "13800138000"} {
		if got, err := accounts.CheckMobile(raw); err != nil || got != want {
			t.Errorf("CheckMobile(%q) = %q, %v", raw, got, err)
		}
	}
	_, err := accounts.CheckMobile(" ")
	want(t, err, problem.Invalid, accounts.MsgMobileRequired)
	_, err = accounts.CheckMobile("12800138000")
	want(t, err, problem.Invalid, accounts.MsgMobileFormat)

	if got, err := accounts.CheckEmail(" Me@Example.COM "); err != nil || got != "me@example.com" {
		t.Errorf("CheckEmail = %q, %v", got, err)
	}
	_, err = accounts.CheckEmail("")
	want(t, err, problem.Invalid, accounts.MsgEmailRequired)
	// A host with an underscore: not an address by sign-up's rule, but of
	// the basic pattern the reset form takes (spec §5).
	for _, raw := range []string{"me@exa_mple.com", "me@example", "me@-example.com"} {
		_, err = accounts.CheckEmail(raw)
		want(t, err, problem.Invalid, accounts.MsgEmailFormat)
	}
	if got, err := accounts.CheckResetEmail("Me@Exa_mple.com"); err != nil || got != "me@exa_mple.com" {
		t.Errorf("CheckResetEmail = %q, %v", got, err)
	}
	for _, raw := range []string{"me@example", "me @example.com", "me@@example.com"} {
		_, err = accounts.CheckResetEmail(raw)
		want(t, err, problem.Invalid, accounts.MsgEmailFormat)
	}
	_, err = accounts.CheckUsername("a")
	want(t, err, problem.Invalid, accounts.MsgUsernameFormat)
	want(t, accounts.CheckNewPassword("Str0ng-pass!", "other", accounts.MsgNewPassword, accounts.MsgConfirmNew), problem.Invalid, accounts.MsgPasswordsDiffer)
}

// Binding and changing a number: the number of another member is refused
// (accounts are never merged), a change needs proof, the bind-only call
// refuses a member who has a number.
func TestSetMobile(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		e := newEnv(t, d)
		ctx := context.Background()
		owner := e.member(t, "owner", "13800138000", "", "")
		m := e.member(t, "m", "", "", "Str0ng-pass!")

		key, code := e.code(t, verify.SMS, "13800138000", verify.PurposeBindMobile)
		_, err := e.s.SetMobile(ctx, m.ID, "13800138000", code, key, accounts.Proof{}, true)
		want(t, err, problem.Invalid, accounts.MsgMobileTaken)
		_, err = e.s.SetMobile(ctx, m.ID, "13900139000", "", "k", accounts.Proof{}, true)
		want(t, err, problem.Invalid, accounts.MsgCodeRequired)
		_, err = e.s.SetMobile(ctx, m.ID, "13900139000", "123456", "", accounts.Proof{}, true)
		want(t, err, problem.Invalid, accounts.MsgKeyRequired)

		key, code = e.code(t, verify.SMS, "13900139000", verify.PurposeBindMobile)
		out, err := e.s.SetMobile(ctx, m.ID, "+86 139 0013 9000", code, key, accounts.Proof{}, true)
		if err != nil || out.Mobile == nil || *out.Mobile != "13900139000" {
			t.Fatalf("bind: %+v %v", out, err)
		}
		_, err = e.s.SetMobile(ctx, m.ID, "13700137000", "123456", key, accounts.Proof{}, true)
		want(t, err, problem.Invalid, accounts.MsgMobileBound)
		_, err = e.s.SetMobile(ctx, m.ID, "13900139000", "123456", key, accounts.Proof{}, false)
		want(t, err, problem.Invalid, accounts.MsgMobileSame)
		_, err = e.s.SetMobile(ctx, m.ID, "13700137000", "123456", key, accounts.Proof{}, false)
		want(t, err, problem.Invalid, accounts.MsgProofRequired)
		_, err = e.s.SetMobile(ctx, m.ID, "13700137000", "123456", key, accounts.Proof{Password: "wrong-pass-1"}, false)
		want(t, err, problem.Invalid, accounts.MsgLoginPasswordWrong)

		key, code = e.code(t, verify.SMS, "13700137000", verify.PurposeBindMobile)
		out, err = e.s.SetMobile(ctx, m.ID, "13700137000", code, key, accounts.Proof{Password: "Str0ng-pass!"}, false)
		if err != nil || *out.Mobile != "13700137000" {
			t.Fatalf("change: %+v %v", out, err)
		}
		if got := e.c.Member.GetX(ctx, owner.ID); *got.Mobile != "13800138000" {
			t.Fatalf("the owner's number changed: %v", *got.Mobile)
		}
	})
}

// Binding an address: another member's is refused, the bound one is kept
// in lower case.
func TestSetEmail(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		e := newEnv(t, d)
		ctx := context.Background()
		e.member(t, "owner", "", "taken@example.com", "")
		m := e.member(t, "m", "", "", "")

		key, code := e.code(t, verify.Email, "taken@example.com", verify.PurposeBindEmail)
		_, err := e.s.SetEmail(ctx, m.ID, "Taken@Example.com", code, key, accounts.Proof{})
		want(t, err, problem.Invalid, accounts.MsgEmailBound)
		_, err = e.s.SetEmail(ctx, m.ID, "me@exa_mple.com", code, key, accounts.Proof{})
		want(t, err, problem.Invalid, accounts.MsgEmailFormat)
		key, code = e.code(t, verify.Email, "me@example.com", verify.PurposeBindEmail)
		_, err = e.s.SetEmail(ctx, m.ID, "me@example.com", "000000", key, accounts.Proof{})
		want(t, err, problem.Invalid, verify.MsgWrong)
		out, err := e.s.SetEmail(ctx, m.ID, "Me@Example.com", code, key, accounts.Proof{})
		if err != nil || out.Email == nil || *out.Email != "me@example.com" {
			t.Fatalf("bind: %+v %v", out, err)
		}
		_, err = accounts.BindEmailTarget(out, "ME@example.com")
		want(t, err, problem.Invalid, accounts.MsgEmailSame)
	})
}

// The e-mail login: a wrong password and an unknown address answer the
// same; the per-address cap refuses with a time to come back; a disabled
// member is refused after the right password.
func TestLoginEmail(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		e := newEnv(t, d)
		e.s.LoginCap = 4
		ctx := context.Background()
		m := e.member(t, "m", "", "me@example.com", "Str0ng-pass!")

		_, err := e.s.LoginEmail(ctx, "me@example.com", "wrong-pass-1", "ip:a", who)
		want(t, err, problem.Invalid, accounts.MsgLoginFailed)
		_, err = e.s.LoginEmail(ctx, "nobody@example.com", "wrong-pass-1", "ip:a", who)
		want(t, err, problem.Invalid, accounts.MsgLoginFailed)
		_, err = e.s.LoginEmail(ctx, "me@example.com", "", "ip:a", who)
		want(t, err, problem.Invalid, accounts.MsgPasswordRequired)
		l, err := e.s.LoginEmail(ctx, " ME@example.com", "Str0ng-pass!", "ip:a", who)
		if err != nil || l.Member.ID != m.ID || l.Token == "" {
			t.Fatalf("login: %+v %v", l, err)
		}
		e.c.Member.UpdateOneID(m.ID).SetStatus(member.StatusDisabled).ExecX(ctx)
		_, err = e.s.LoginEmail(ctx, "me@example.com", "Str0ng-pass!", "ip:a", who)
		want(t, err, problem.Forbidden, accounts.MsgDisabled)
		_, err = e.s.LoginEmail(ctx, "me@example.com", "Str0ng-pass!", "ip:a", who)
		want(t, err, problem.TooMany, problem.MsgTooManyRequests)
		if p := problem.As(err); p.RetryAfter <= 0 {
			t.Errorf("RetryAfter = %v", p.RetryAfter)
		}
		// Another address is not held up.
		_, err = e.s.LoginEmail(ctx, "me@example.com", "wrong-pass-1", "ip:b", who)
		want(t, err, problem.Invalid, accounts.MsgLoginFailed)
	})
}

// Changing and resetting the password end every session; the change
// answers a fresh one. The reset form takes the basic e-mail pattern.
func TestPasswordChangeAndReset(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		e := newEnv(t, d)
		ctx := context.Background()
		m := e.member(t, "m", "13800138000", "me@example.com", "Str0ng-pass!")
		old, err := e.s.Auth.Issue(ctx, e.c, m.ID, who)
		if err != nil {
			t.Fatal(err)
		}

		_, err = e.s.ChangePassword(ctx, m.ID, "N3w-pass-word", "N3w-pass-word", "", who)
		want(t, err, problem.Invalid, accounts.MsgOldPassword)
		_, err = e.s.ChangePassword(ctx, m.ID, "N3w-pass-word", "N3w-pass-word", "wrong-pass-1", who)
		want(t, err, problem.Invalid, accounts.MsgOldWrong)
		l, err := e.s.ChangePassword(ctx, m.ID, "N3w-pass-word", "N3w-pass-word", "Str0ng-pass!", who)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := e.s.Auth.Authenticate(ctx, old); err == nil {
			t.Error("the old session survived the change")
		}
		if got, _, err := e.s.Auth.Authenticate(ctx, l.Token); err != nil || got.ID != m.ID {
			t.Errorf("the fresh token does not work: %v", err)
		}

		// The reset form's basic pattern: an address sign-up would refuse
		// gets the same answer as any address without an account.
		target, exists, err := e.s.FindPassTarget(ctx, verify.Email, "Who@Exa_mple.com")
		if err != nil || target != "who@exa_mple.com" || exists {
			t.Fatalf("FindPassTarget = %q %v %v", target, exists, err)
		}
		_, _, err = e.s.FindPassTarget(ctx, verify.Email, "who@example")
		want(t, err, problem.Invalid, accounts.MsgEmailFormat)

		key, code := e.code(t, verify.SMS, "13800138000", verify.PurposeFindPass)
		err = e.s.ResetPassword(ctx, accounts.Reset{Channel: verify.SMS, Target: "13800138000", Code: code, Key: key, Password: "Th1rd-pass-word", PasswordTwo: "other"})
		want(t, err, problem.Invalid, accounts.MsgPasswordsDiffer)
		err = e.s.ResetPassword(ctx, accounts.Reset{Channel: verify.SMS, Target: "13800138000", Code: code, Key: key, Password: "Th1rd-pass-word", PasswordTwo: "Th1rd-pass-word"})
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := e.s.Auth.Authenticate(ctx, l.Token); err == nil {
			t.Error("a session survived the reset")
		}
		if _, err := e.s.LoginEmail(ctx, "me@example.com", "Th1rd-pass-word", "ip:a", who); err != nil {
			t.Errorf("the reset password does not sign in: %v", err)
		}
	})
}

// A taken number's refusals before a bind code are capped per member.
func TestBindMobileTargetCapsTakenRefusals(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		e := newEnv(t, d)
		ctx := context.Background()
		e.member(t, "owner", "13800138000", "", "")
		m := e.member(t, "m", "", "", "")
		for range accounts.TakenPerMember {
			_, err := e.s.BindMobileTarget(ctx, m, "13800138000", "ip:a")
			want(t, err, problem.Invalid, accounts.MsgMobileTaken)
		}
		_, err := e.s.BindMobileTarget(ctx, m, "13800138000", "ip:a")
		want(t, err, problem.TooMany, problem.MsgTooManyRequests)
		if got, err := e.s.BindMobileTarget(ctx, m, "13900139000", "ip:a"); err != nil || got != "13900139000" {
			t.Errorf("a free number: %q %v", got, err)
		}
		_, err = e.s.ProveMobileTarget(ctx, m.ID)
		want(t, err, problem.Invalid, accounts.MsgNoMobile)
	})
}
