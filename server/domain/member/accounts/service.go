package accounts

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"artmarket/ent"
	"artmarket/ent/member"
	"artmarket/ent/predicate"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/member/verify"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/db"
	"artmarket/server/platform/ratelimit"
)

// The e-mail login's cap per client address: far more password attempts
// than an office behind one NAT makes, few enough to slow a sweep across
// accounts (each account has its own lockout as well).
const (
	LoginAttemptsPerIP = 100
	LoginWindow        = 15 * time.Minute
)

// The caps on refusals of a taken number, an hour: a member binding their
// own number mistypes it a few times at most; a shared address (an office
// behind one NAT) has a few such members.
const (
	TakenPerMember = 5
	TakenPerClient = 20
)

// Service holds the account rules that need the database, the codes, the
// password checker and the limits: signing in and up, binding a number or
// an address, changing and resetting the password, and the checks made
// before a code is sent. The transport parses the request, calls, and
// answers; every refusal is a *problem.Error.
type Service struct {
	Client   *ent.Client
	Auth     *auth.Service
	Codes    *verify.Codes
	Captcha  *verify.Captcha
	Limiter  *ratelimit.Limiter
	LoginCap int // password attempts per client address per LoginWindow; LoginAttemptsPerIP when 0
	Log      *slog.Logger
}

func (s *Service) log() *slog.Logger {
	if s.Log == nil {
		return slog.Default()
	}
	return s.Log
}

// Refusal turns a code's refusal (verify.Refusal) into the domain's: too
// many for the send limits, invalid for a wrong or spent code. Other
// errors pass through.
func Refusal(err error) error {
	var rf *verify.Refusal
	if !errors.As(err, &rf) {
		return err
	}
	switch rf.Reason {
	case verify.TooSoon, verify.DailyLimit:
		return tooMany(rf.Message, rf.RetryAfter)
	default:
		return invalid(rf.Message)
	}
}

// PasswordRefusal turns the password checker's verdict into the domain's:
// a lockout says for how long, a wrong password answers wrongMsg (worded
// after the form's field).
func PasswordRefusal(err error, wrongMsg string) error {
	var le *auth.LockedError
	switch {
	case errors.As(err, &le):
		return tooMany(fmt.Sprintf(MsgPasswordLocked, le.Minutes()), le.Remaining)
	case errors.Is(err, auth.ErrWrongPassword):
		return invalid(wrongMsg)
	}
	return err
}

// allow counts one event against each limit and refuses when any is full.
func (s *Service) allow(ctx context.Context, window time.Duration, limits map[string]int) error {
	for key, limit := range limits {
		res, err := s.Limiter.Allow(ctx, key, limit, window)
		if err != nil {
			return err
		}
		if !res.Allowed {
			return tooMany(problem.MsgTooManyRequests, res.Reset)
		}
	}
	return nil
}

func checkCode(code, key, required string) (string, error) {
	code = strings.TrimSpace(code)
	if code == "" {
		return "", invalid(required)
	}
	if key == "" {
		return "", invalid(MsgKeyRequired)
	}
	return code, nil
}

// A Login is a signed-in member and the new session's token.
type Login struct {
	Member *ent.Member
	Token  string
}

// LoginMobile signs in with a code sent to the number; the first login
// with a number creates its member.
func (s *Service) LoginMobile(ctx context.Context, rawMobile, code, key string, who auth.Client) (Login, error) {
	mobile, err := CheckMobile(rawMobile)
	if err != nil {
		return Login{}, err
	}
	if code, err = checkCode(code, key, MsgSMSCodeRequired); err != nil {
		return Login{}, err
	}
	if err := s.Codes.Check(ctx, key, verify.SMS, mobile, verify.PurposeLogin, code); err != nil {
		return Login{}, Refusal(err)
	}
	return s.signIn(ctx, who, func(c *ent.Client) (*ent.Member, error) {
		m, created, err := ByMobile(ctx, c, mobile)
		if err != nil {
			return nil, err
		}
		if created {
			s.log().InfoContext(ctx, "accounts: member signed up by SMS", "member", m.ID)
		}
		return m, CheckActive(m)
	})
}

// signIn finds (or makes) the member in one transaction with the session
// it issues for who: a refusal from find, or a failed issue, leaves
// neither.
func (s *Service) signIn(ctx context.Context, who auth.Client, find func(c *ent.Client) (*ent.Member, error)) (Login, error) {
	var out Login
	err := db.WithTx(ctx, s.Client, func(ctx context.Context, c *ent.Client) error {
		m, err := find(c)
		if err != nil {
			return err
		}
		out.Member = m
		out.Token, err = s.Auth.Issue(ctx, c, m.ID, who)
		return err
	})
	if err != nil {
		return Login{}, err
	}
	return out, nil
}

// LoginEmail signs in with an address and a password. rateKey is the
// client's address key (an IPv6 /64 counts as one): its attempts are
// capped before any password is looked at.
func (s *Service) LoginEmail(ctx context.Context, rawEmail, password, rateKey string, who auth.Client) (Login, error) {
	email, err := CheckEmail(rawEmail)
	if err != nil {
		return Login{}, err
	}
	if password == "" {
		return Login{}, invalid(MsgPasswordRequired)
	}
	limit := s.LoginCap
	if limit <= 0 {
		limit = LoginAttemptsPerIP
	}
	if err := s.allow(ctx, LoginWindow, map[string]int{"login:ip:" + rateKey: limit}); err != nil {
		return Login{}, err
	}
	m, err := s.Client.Member.Query().Where(member.Email(email)).Only(ctx)
	if err != nil && !ent.IsNotFound(err) {
		return Login{}, fmt.Errorf("accounts: find member by e-mail: %w", err)
	}
	// No such member: m is nil, and CheckPassword answers exactly as for a
	// wrong password.
	if err := s.Auth.CheckPassword(ctx, m, "email:"+email, password); err != nil {
		return Login{}, PasswordRefusal(err, MsgLoginFailed)
	}
	if m == nil { // CheckPassword never accepts an unknown account; be sure
		return Login{}, invalid(MsgLoginFailed)
	}
	if err := CheckActive(m); err != nil {
		return Login{}, err
	}
	token, err := s.Auth.Issue(ctx, s.Client, m.ID, who)
	if err != nil {
		return Login{}, err
	}
	return Login{Member: m, Token: token}, nil
}

// A SignUp is the register form.
type SignUp struct {
	Username, Email, Password, PasswordTwo string
	CaptchaKey, CaptchaCode                string
}

// Register checks the form and the captcha, creates the member and signs
// it in.
func (s *Service) Register(ctx context.Context, in SignUp, who auth.Client) (Login, error) {
	username, err := CheckUsername(in.Username)
	if err != nil {
		return Login{}, err
	}
	email, err := CheckEmail(in.Email)
	if err != nil {
		return Login{}, err
	}
	if err := CheckNewPassword(in.Password, in.PasswordTwo, MsgPasswordRequired, MsgConfirmRequired); err != nil {
		return Login{}, err
	}
	captcha := strings.TrimSpace(in.CaptchaCode)
	if captcha == "" {
		return Login{}, invalid(MsgCaptchaRequired)
	}
	if in.CaptchaKey == "" {
		return Login{}, invalid(MsgCaptchaGone)
	}
	// The captcha comes before any look-up, so probing which names and
	// addresses are taken costs a solved captcha each time.
	ok, err := s.Captcha.Check(ctx, in.CaptchaKey, captcha)
	if err != nil {
		return Login{}, err
	}
	if !ok {
		return Login{}, invalid(MsgCaptchaWrong)
	}
	hash, err := s.Auth.HashPassword(in.Password)
	if err != nil {
		return Login{}, err
	}
	out, err := s.signIn(ctx, who, func(c *ent.Client) (*ent.Member, error) {
		return Register(ctx, c, username, email, hash)
	})
	if err != nil {
		return Login{}, err
	}
	s.log().InfoContext(ctx, "accounts: member registered", "member", out.Member.ID)
	return out, nil
}

// A Proof shows that the member changing a bound number or address owns
// the account, not only its session: a code sent to the bound number, or
// the password.
type Proof struct {
	OldKey, OldCode, Password string
}

// proveOwner checks the proof. A member with neither a number nor a
// password has nothing to prove with and passes (their session is all
// they have).
func (s *Service) proveOwner(ctx context.Context, cur *ent.Member, p Proof) error {
	switch {
	case p.Password != "" && cur.PasswordHash != "":
		if err := s.Auth.CheckPassword(ctx, cur, fmt.Sprintf("member:%d", cur.ID), p.Password); err != nil {
			return PasswordRefusal(err, MsgLoginPasswordWrong)
		}
		return nil
	case cur.Mobile != nil && p.OldKey != "" && strings.TrimSpace(p.OldCode) != "":
		if err := s.Codes.Check(ctx, p.OldKey, verify.SMS, *cur.Mobile, verify.PurposeProveMobile, strings.TrimSpace(p.OldCode)); err != nil {
			return Refusal(err)
		}
		return nil
	case cur.Mobile == nil && cur.PasswordHash == "":
		return nil
	}
	return invalid(MsgProofRequired)
}

// SetEmail binds an address to the member, or changes the bound one
// after the proof, with a code sent to the new address. An address
// another member has is refused.
func (s *Service) SetEmail(ctx context.Context, memberID int, rawEmail, code, key string, proof Proof) (*ent.Member, error) {
	email, err := CheckEmail(rawEmail)
	if err != nil {
		return nil, err
	}
	out, err := s.changeContact(ctx, memberID, code, key, proof, contact{
		channel: verify.Email, purpose: verify.PurposeBindEmail, target: email,
		current: func(m *ent.Member) *string { return m.Email },
		same:    strings.EqualFold, sameMsg: MsgEmailSame,
		taken: member.Email(email), takenMsg: MsgEmailBound,
		set: func(u *ent.MemberUpdateOne) { u.SetEmail(email) },
	})
	if err != nil {
		return nil, err
	}
	s.log().InfoContext(ctx, "accounts: e-mail set", "member", memberID)
	return out, nil
}

// SetMobile changes the member's number (or sets the first one), with a
// code sent to the new number; a change needs the proof. bindOnly (the
// bind-mobile dialog after a WeChat sign-up) refuses a member who has a
// number. A number another member has is refused: accounts are never
// merged.
func (s *Service) SetMobile(ctx context.Context, memberID int, rawMobile, code, key string, proof Proof, bindOnly bool) (*ent.Member, error) {
	mobile, err := CheckMobile(rawMobile)
	if err != nil {
		return nil, err
	}
	boundMsg := ""
	if bindOnly {
		boundMsg = MsgMobileBound
	}
	out, err := s.changeContact(ctx, memberID, code, key, proof, contact{
		channel: verify.SMS, purpose: verify.PurposeBindMobile, target: mobile,
		current: func(m *ent.Member) *string { return m.Mobile },
		same:    func(a, b string) bool { return a == b }, sameMsg: MsgMobileSame,
		boundMsg: boundMsg,
		taken:    member.Mobile(mobile), takenMsg: MsgMobileTaken,
		set: func(u *ent.MemberUpdateOne) { u.SetMobile(mobile) },
	})
	if err != nil {
		return nil, err
	}
	s.log().InfoContext(ctx, "accounts: mobile set", "member", memberID, "bind", bindOnly)
	return out, nil
}

// contact is what differs between binding a number and an address: the
// channel and purpose of the code, the checked new value, the member's
// current one, and the messages.
type contact struct {
	channel  verify.Channel
	purpose  verify.Purpose
	target   string
	current  func(*ent.Member) *string
	same     func(current, target string) bool
	sameMsg  string
	boundMsg string // when set, a member who has one is refused with it (a first binding only)
	taken    predicate.Member
	takenMsg string
	set      func(*ent.MemberUpdateOne)
}

// changeContact binds c.target with the code sent to it: the same value
// again is refused, a change needs the proof that the account is the
// member's, and a value another member has is refused (setContact).
func (s *Service) changeContact(ctx context.Context, memberID int, code, key string, proof Proof, c contact) (*ent.Member, error) {
	code, err := checkCode(code, key, MsgCodeRequired)
	if err != nil {
		return nil, err
	}
	cur, err := s.Client.Member.Get(ctx, memberID)
	if err != nil {
		return nil, fmt.Errorf("accounts: load member %d: %w", memberID, err)
	}
	old := c.current(cur)
	if old != nil && c.same(*old, c.target) {
		return nil, invalid(c.sameMsg)
	}
	if c.boundMsg != "" && old != nil {
		return nil, invalid(c.boundMsg)
	}
	if old != nil {
		if err := s.proveOwner(ctx, cur, proof); err != nil {
			return nil, err
		}
	}
	if err := s.Codes.Check(ctx, key, c.channel, c.target, c.purpose, code); err != nil {
		return nil, Refusal(err)
	}
	return s.setContact(ctx, memberID, c.taken, c.takenMsg, c.set)
}

// setContact stores a number or an address unless another member has it
// (the unique index decides a race).
func (s *Service) setContact(ctx context.Context, memberID int, same predicate.Member, takenMsg string, set func(*ent.MemberUpdateOne)) (*ent.Member, error) {
	var out *ent.Member
	err := db.WithTx(ctx, s.Client, func(ctx context.Context, c *ent.Client) error {
		taken, err := c.Member.Query().Where(same, member.IDNEQ(memberID)).Exist(ctx)
		if err != nil {
			return fmt.Errorf("accounts: check contact: %w", err)
		}
		if taken {
			return invalid(takenMsg)
		}
		u := c.Member.UpdateOneID(memberID)
		set(u)
		out, err = u.Save(ctx)
		if ent.IsConstraintError(err) {
			return invalid(takenMsg) // taken concurrently
		}
		if err != nil {
			return fmt.Errorf("accounts: set contact of member %d: %w", memberID, err)
		}
		return nil
	})
	return out, err
}

// A Reset is the reset form: a code sent to the member's number or
// address, and the new password twice.
type Reset struct {
	Channel               verify.Channel
	Target                string // as typed: a number, or an address
	Code, Key             string
	Password, PasswordTwo string
}

// ResetPassword sets a new password with a reset code; every session of
// the member ends.
func (s *Service) ResetPassword(ctx context.Context, in Reset) error {
	target, where, err := resetTarget(in.Channel, in.Target)
	if err != nil {
		return err
	}
	code := strings.TrimSpace(in.Code)
	if code == "" {
		return invalid(MsgCodeRequired)
	}
	if err := CheckNewPassword(in.Password, in.PasswordTwo, MsgNewPassword, MsgConfirmNew); err != nil {
		return err
	}
	if in.Key == "" {
		return invalid(MsgKeyRequired)
	}
	if err := s.Codes.Check(ctx, in.Key, in.Channel, target, verify.PurposeFindPass, code); err != nil {
		return Refusal(err)
	}
	hash, err := s.Auth.HashPassword(in.Password)
	if err != nil {
		return err
	}
	err = db.WithTx(ctx, s.Client, func(ctx context.Context, c *ent.Client) error {
		m, err := c.Member.Query().Where(where).Only(ctx)
		if ent.IsNotFound(err) {
			// Only a member's address ever receives a code; the member has
			// gone since.
			return invalid(verify.MsgWrong)
		}
		if err != nil {
			return fmt.Errorf("accounts: find member to reset: %w", err)
		}
		return s.setPassword(ctx, c, m.ID, hash)
	})
	if err != nil {
		return err
	}
	s.log().InfoContext(ctx, "accounts: password reset", "channel", string(in.Channel))
	return nil
}

// resetTarget checks the reset form's number or address (the basic e-mail
// pattern, spec §5) and finds its member by it.
func resetTarget(ch verify.Channel, raw string) (string, predicate.Member, error) {
	if ch == verify.SMS {
		m, err := CheckMobile(raw)
		return m, member.Mobile(m), err
	}
	e, err := CheckResetEmail(raw)
	return e, member.Email(e), err
}

// setPassword stores a new password hash, clears the lockout and ends every
// session of the member, in c's transaction.
func (s *Service) setPassword(ctx context.Context, c *ent.Client, id int, hash string) error {
	err := c.Member.UpdateOneID(id).
		SetPasswordHash(hash).SetFailedLogins(0).ClearFailedAt().ClearLockedUntil().
		Exec(ctx)
	if err != nil {
		return fmt.Errorf("accounts: store password of member %d: %w", id, err)
	}
	n, err := s.Auth.RevokeAll(ctx, c, id)
	if err != nil {
		return err
	}
	s.log().InfoContext(ctx, "accounts: password set, sessions revoked", "member", id, "sessions", n)
	return nil
}

// ChangePassword sets a new password: the old one first when there is
// one (a member signed up by SMS or WeChat sets one without). Every
// session of the member ends, this one too; the answer has a fresh token
// for the device that made the change.
func (s *Service) ChangePassword(ctx context.Context, memberID int, password, passwordTwo, old string, who auth.Client) (Login, error) {
	// The lockout fields must be current, not as of the token check.
	m, err := s.Client.Member.Get(ctx, memberID)
	if err != nil {
		return Login{}, fmt.Errorf("accounts: load member %d: %w", memberID, err)
	}
	if m.PasswordHash != "" && old == "" {
		return Login{}, invalid(MsgOldPassword)
	}
	if err := CheckNewPassword(password, passwordTwo, MsgNewPassword, MsgConfirmNew); err != nil {
		return Login{}, err
	}
	if m.PasswordHash != "" {
		if err := s.Auth.CheckPassword(ctx, m, fmt.Sprintf("member:%d", m.ID), old); err != nil {
			return Login{}, PasswordRefusal(err, MsgOldWrong)
		}
	}
	hash, err := s.Auth.HashPassword(password)
	if err != nil {
		return Login{}, err
	}
	out, err := s.signIn(ctx, who, func(c *ent.Client) (*ent.Member, error) {
		return m, s.setPassword(ctx, c, m.ID, hash)
	})
	if err != nil {
		return Login{}, err
	}
	m.PasswordHash = hash
	return out, nil
}
