// Package deletion is account deletion (注销账号), which China's Personal
// Information Protection Law requires a service to offer: a request
// confirmed by an SMS or e-mail code, a cooling-off period (15 days) during
// which the member may cancel and signing in cancels, then a sweep that
// erases the personal data. The moves are the table of states.go.
//
// The areas plug in through three hooks: [Obligation]s say what keeps an
// account from being deleted (unpaid orders, open refunds, a balance: the
// one list of server/domain/member/erasure), the request's [Eraser]s end at
// once what offers the member's goods (a listed work leaves the market when
// the request is confirmed, not 15 days later), and the sweep's [Eraser]s
// erase what each area keeps about a member (addresses, favourites, real
// name, works …) and name the media files that go with it ([DropFiles]);
// the records the law needs kept stay, pointing at the anonymous member row.
package deletion

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"regexp"
	"strings"
	"time"

	"artmarket/ent"
	"artmarket/ent/accountdeletion"
	"artmarket/ent/member"
	"artmarket/ent/privacy"
	"artmarket/ent/session"
	"artmarket/ent/wechatidentity"
	"artmarket/server/domain/member/verify"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/db"
)

// CoolingOff is how long a confirmed request waits before the account is
// erased.
const CoolingOff = 15 * 24 * time.Hour

// ErasedNickname is what an erased member is called wherever a record of
// theirs is still shown.
const ErasedNickname = "已注销用户"

// Messages of the refusals and notices.
const (
	MsgPending           = "注销申请已提交，正在冷静期内"
	MsgNothingToCancel   = "没有可撤销的注销申请"
	MsgNoMobile          = "未绑定手机号，请选择邮箱验证"
	MsgNoEmail           = "未绑定邮箱，请选择手机验证"
	MsgCodeRequired      = "请输入验证码"
	MsgCodeFormat        = "验证码为6位数字"
	MsgKeyRequired       = "请先获取验证码"
	MsgBlockedPrefix     = "暂时无法注销："
	MsgCancelledBySignIn = "您在注销冷静期内登录，注销申请已自动撤销"
)

// Obligation reports what the member still has open that keeps the account
// from being deleted, as sentences for the member ("有未完成的订单"); none
// when nothing. c may be a transaction's client.
type Obligation func(ctx context.Context, c *ent.Client, memberID int) ([]string, error)

// Eraser erases or anonymises what one area keeps about the member, in the
// erasing transaction c. Files it frees go through [DropFiles].
type Eraser func(ctx context.Context, c *ent.Client, memberID int) error

// FileStore deletes media files: an image key's every variant
// (media.Store's DeleteKey).
type FileStore interface {
	DeleteKey(ctx context.Context, key string) error
}

// CoreTables are the tables erase itself clears for the member (the member
// row is anonymised, the others' rows deleted); the areas' erasers cover
// the rest (server/domain/member/erasure lists every table).
var CoreTables = []string{"members", "sessions", "wechat_identities"}

type dropKey struct{}

// dropped collects the media keys an erasing transaction frees.
type dropped struct{ keys []string }

// DropFiles names media files (image keys) that the erasing transaction of
// ctx frees: the sweep deletes them from the store once that transaction
// has committed (a rollback keeps them, with the rows naming them). The
// eraser checks first that nobody else still shows them. Outside an erase
// it does nothing.
func DropFiles(ctx context.Context, keys ...string) {
	if d, ok := ctx.Value(dropKey{}).(*dropped); ok {
		d.keys = append(d.keys, keys...)
	}
}

// Service runs deletion requests.
type Service struct {
	Client *ent.Client
	Codes  *verify.Codes
	// Now is the clock; time.Now when nil (tests move it).
	Now func() time.Time
	// Obligations, AtRequest and Erasers are the areas' hooks (see the
	// package comment): AtRequest run in the request's transaction, Erasers
	// in the sweep's.
	Obligations []Obligation
	AtRequest   []Eraser
	Erasers     []Eraser
	// Media is where the files the erasers drop are deleted; nil keeps
	// them (logged).
	Media FileStore
	Log   *slog.Logger
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC()
	}
	return time.Now().UTC()
}

func (s *Service) log() *slog.Logger {
	if s.Log != nil {
		return s.Log
	}
	return slog.Default()
}

// allow lets the service's own reads through the privacy rules inside a
// GraphQL operation: every query here is narrowed to the member by hand.
func allow(ctx context.Context) context.Context { return privacy.DecisionContext(ctx, privacy.Allow) }

// OpenObligations says what keeps the member's account from being deleted
// now: the sentences of every registered [Obligation]; empty when nothing.
func (s *Service) OpenObligations(ctx context.Context, c *ent.Client, memberID int) ([]string, error) {
	var all []string
	for _, ob := range s.Obligations {
		reasons, err := ob(allow(ctx), c, memberID)
		if err != nil {
			return nil, fmt.Errorf("deletion: obligations of member %d: %w", memberID, err)
		}
		all = append(all, reasons...)
	}
	return all, nil
}

func blocked(reasons []string) error {
	return problem.New(problem.Forbidden, MsgBlockedPrefix+strings.Join(reasons, "；"))
}

// Pending is the member's pending request, or nil.
func (s *Service) Pending(ctx context.Context, c *ent.Client, memberID int) (*ent.AccountDeletion, error) {
	row, err := c.AccountDeletion.Query().
		Where(accountdeletion.HasMemberWith(member.ID(memberID)), accountdeletion.StateEQ(accountdeletion.StatePending)).
		Only(allow(ctx))
	if ent.IsNotFound(err) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("deletion: request of member %d: %w", memberID, err)
	}
	return row, nil
}

// state is the member's current state; the row is nil for None.
func state(ctx context.Context, c *ent.Client, memberID int) (State, *ent.AccountDeletion, error) {
	row, err := c.AccountDeletion.Query().Where(accountdeletion.HasMemberWith(member.ID(memberID))).Only(allow(ctx))
	if ent.IsNotFound(err) {
		return None, nil, nil
	}
	if err != nil {
		return None, nil, fmt.Errorf("deletion: state of member %d: %w", memberID, err)
	}
	return State(row.State), row, nil
}

// target is where the member's code goes on ch.
func target(m *ent.Member, ch verify.Channel) (string, error) {
	switch ch {
	case verify.SMS:
		if m.Mobile == nil || *m.Mobile == "" {
			return "", problem.New(problem.Invalid, MsgNoMobile).OnField("channel")
		}
		return *m.Mobile, nil
	case verify.Email:
		if m.Email == nil || *m.Email == "" {
			return "", problem.New(problem.Invalid, MsgNoEmail).OnField("channel")
		}
		return *m.Email, nil
	}
	return "", problem.New(problem.Invalid, "不支持的验证方式").OnField("channel")
}

// SendCode sends the code that confirms a request to the member's mobile
// or e-mail address (ch) and returns its key and where it went, masked. A
// member who may not request now (already pending, or with open
// obligations) is refused before anything is sent. ip is the client's
// address, for the code's per-address cap.
// The code goes out after the answer (in the background), so that a
// sender writing to the database (the sandbox outbox) never waits on the
// caller's transaction c.
func (s *Service) SendCode(ctx context.Context, c *ent.Client, m *ent.Member, ch verify.Channel, ip string) (key, sentTo string, err error) {
	to, err := target(m, ch)
	if err != nil {
		return "", "", err
	}
	if err := s.checkCanRequest(ctx, c, m.ID); err != nil {
		return "", "", err
	}
	key, err = s.Codes.Send(ctx, verify.SendRequest{Channel: ch, Target: to, Purpose: verify.PurposeDeleteAccount, IP: ip, Deliver: true, Background: true})
	if err != nil {
		return "", "", codeRefusal(err)
	}
	return key, mask(ch, to), nil
}

func (s *Service) checkCanRequest(ctx context.Context, c *ent.Client, memberID int) error {
	st, _, err := state(ctx, c, memberID)
	if err != nil {
		return err
	}
	if _, ok := Next(st, Request); !ok {
		return problem.New(problem.Conflict, MsgPending)
	}
	reasons, err := s.OpenObligations(ctx, c, memberID)
	if err != nil {
		return err
	}
	if len(reasons) > 0 {
		return blocked(reasons)
	}
	return nil
}

var sixDigits = regexp.MustCompile(`^\d{6}$`)

// Confirm is a request's confirmation: the code sent on Channel under Key.
type Confirm struct {
	Channel verify.Channel
	Key     string
	Code    string
}

// Request confirms a deletion request with its code: the cooling-off period
// starts, and every other session of the member ends (signing in anywhere
// then cancels the request). keepSession is the session asking (0: none).
// Refused, with nothing changed, for a wrong code, a request already
// pending, or open obligations. Concurrent requests are serialised on the
// member's row: one wins, the others find it pending.
//
// c is the caller's transaction (a GraphQL mutation's): the request commits
// with it, and a refusal returns before anything is written.
func (s *Service) Request(ctx context.Context, c *ent.Client, memberID, keepSession int, in Confirm) (*ent.AccountDeletion, error) {
	code := strings.TrimSpace(in.Code)
	switch {
	case code == "":
		return nil, problem.New(problem.Invalid, MsgCodeRequired).OnField("code")
	case !sixDigits.MatchString(code):
		return nil, problem.New(problem.Invalid, MsgCodeFormat).OnField("code")
	case in.Key == "":
		return nil, problem.New(problem.Invalid, MsgKeyRequired).OnField("codeKey")
	}
	var out *ent.AccountDeletion
	err := func() error {
		m, err := lockMember(ctx, c, memberID)
		if err != nil {
			return err
		}
		to, err := target(m, in.Channel)
		if err != nil {
			return err
		}
		if err := s.checkCanRequest(ctx, c, memberID); err != nil {
			return err
		}
		if err := s.Codes.Check(ctx, in.Key, in.Channel, to, verify.PurposeDeleteAccount, code); err != nil {
			return codeRefusal(err)
		}
		// The member's works leave the market now, in this transaction
		// (which a refusal rolls back), before the request is stored: a
		// refusal among them (a review moved a work meanwhile) stores none.
		for _, end := range s.AtRequest {
			if err := end(allow(ctx), c, memberID); err != nil {
				if problem.As(err) != nil {
					return err
				}
				return fmt.Errorf("deletion: end listings of member %d: %w", memberID, err)
			}
		}
		now := s.now()
		by := accountdeletion.ConfirmedBySms
		if in.Channel == verify.Email {
			by = accountdeletion.ConfirmedByEmail
		}
		_, row, err := state(ctx, c, memberID)
		if err != nil {
			return err
		}
		if row == nil {
			out, err = c.AccountDeletion.Create().
				SetMemberID(memberID).
				SetState(accountdeletion.StatePending).
				SetRequestedAt(now).
				SetEraseAt(now.Add(CoolingOff)).
				SetConfirmedBy(by).
				Save(allow(ctx))
		} else {
			out, err = row.Update().
				SetState(accountdeletion.StatePending).
				SetRequestedAt(now).
				SetEraseAt(now.Add(CoolingOff)).
				SetConfirmedBy(by).
				SetNoticePending(false).
				ClearCancelledAt().
				ClearCancelledBy().
				ClearErasedAt().
				Save(allow(ctx))
		}
		if err != nil {
			return fmt.Errorf("deletion: store request of member %d: %w", memberID, err)
		}
		if _, err := c.Session.Delete().
			Where(session.HasMemberWith(member.ID(memberID)), session.IDNEQ(keepSession)).
			Exec(allow(ctx)); err != nil {
			return fmt.Errorf("deletion: sign out other sessions of member %d: %w", memberID, err)
		}
		return nil
	}()
	if err != nil {
		return nil, err
	}
	s.log().InfoContext(ctx, "deletion: requested", "member", memberID, "erase_at", out.EraseAt)
	return out, nil
}

// codeRefusal turns a code's refusal into the domain's: too many sends
// (with when to retry), or a wrong or spent code on the code field.
func codeRefusal(err error) error {
	var rf *verify.Refusal
	if !errors.As(err, &rf) {
		return err
	}
	switch rf.Reason {
	case verify.TooSoon, verify.DailyLimit:
		return problem.New(problem.TooMany, rf.Message).After(rf.RetryAfter)
	default:
		return problem.New(problem.Invalid, rf.Message).OnField("code")
	}
}

// Cancel is the member's 撤销注销: the pending request ends and the account
// stays. Refused when nothing is pending. What the request ended stays
// ended, as on any marketplace: works taken off sale stay 已下架 and those
// withdrawn from review stay drafts, each with its line in the timeline;
// the seller relists or resubmits them (the same holds for a cancel by
// signing in).
// c may be a transaction's client.
func (s *Service) Cancel(ctx context.Context, c *ent.Client, memberID int) error {
	n, err := s.move(ctx, c, memberID, Cancel, accountdeletion.CancelledByMember)
	if err != nil {
		return err
	}
	if n == 0 {
		return problem.New(problem.NotFound, MsgNothingToCancel)
	}
	s.log().InfoContext(ctx, "deletion: cancelled by the member", "member", memberID)
	return nil
}

// CancelOnSignIn cancels the member's pending request because they signed
// in (the auth service runs it for every session it issues, in c, the
// sign-in's transaction). The member is told once: [Service.TakeNotice].
func (s *Service) CancelOnSignIn(ctx context.Context, c *ent.Client, memberID int) error {
	n, err := s.move(ctx, c, memberID, SignIn, accountdeletion.CancelledBySignIn)
	if err != nil {
		return err
	}
	if n > 0 {
		s.log().InfoContext(ctx, "deletion: cancelled by signing in", "member", memberID)
	}
	return nil
}

// move cancels a pending request (ev is Cancel or SignIn): one conditional
// update, so it is atomic against the sweep and a concurrent cancel.
func (s *Service) move(ctx context.Context, c *ent.Client, memberID int, ev Event, by accountdeletion.CancelledBy) (int, error) {
	to, ok := Next(Pending, ev)
	if !ok {
		return 0, fmt.Errorf("deletion: %s is no move from pending", ev)
	}
	n, err := c.AccountDeletion.Update().
		Where(accountdeletion.HasMemberWith(member.ID(memberID)), accountdeletion.StateEQ(accountdeletion.StatePending)).
		SetState(accountdeletion.State(to)).
		SetCancelledAt(s.now()).
		SetCancelledBy(by).
		SetNoticePending(ev == SignIn).
		Save(allow(ctx))
	if err != nil {
		return 0, fmt.Errorf("deletion: %s for member %d: %w", ev, memberID, err)
	}
	return n, nil
}

// TakeNotice says, once, that signing in cancelled the member's request:
// the notice for the sign-in answer, "" when there is none.
func (s *Service) TakeNotice(ctx context.Context, c *ent.Client, memberID int) (string, error) {
	n, err := c.AccountDeletion.Update().
		Where(accountdeletion.HasMemberWith(member.ID(memberID)), accountdeletion.NoticePending(true)).
		SetNoticePending(false).
		Save(allow(ctx))
	if err != nil {
		return "", fmt.Errorf("deletion: notice of member %d: %w", memberID, err)
	}
	if n == 0 {
		return "", nil
	}
	return MsgCancelledBySignIn, nil
}

// lockMember locks the member's row for the rest of c's transaction, so
// concurrent requests of one member run one after the other: SELECT … FOR
// UPDATE on PostgreSQL; on SQLite every transaction is immediate (it holds
// the database's write lock from its start), which serialises them already.
func lockMember(ctx context.Context, c *ent.Client, memberID int) (*ent.Member, error) {
	ids, err := c.Member.Query().Where(member.ID(memberID)).
		Modify(db.ForUpdate).
		Select(member.FieldID).Ints(allow(ctx))
	if err != nil {
		return nil, fmt.Errorf("deletion: lock member %d: %w", memberID, err)
	}
	if len(ids) == 0 {
		return nil, problem.New(problem.Unauthorized, problem.MsgUnauthorized)
	}
	m, err := c.Member.Get(allow(ctx), memberID)
	if err != nil {
		return nil, fmt.Errorf("deletion: read member %d: %w", memberID, err)
	}
	return m, nil
}

func mask(ch verify.Channel, to string) string {
	if ch == verify.SMS && len(to) == 11 {
		return to[:3] + "****" + to[7:]
	}
	local, domain, ok := strings.Cut(to, "@")
	if !ok || local == "" {
		return "***"
	}
	return local[:1] + "***@" + domain
}

// erase keeps only an anonymous member row: the member's identifiers,
// credentials, profile, sessions and WeChat links go; records of later
// stages (run by the Erasers) keep pointing at the row.
func (s *Service) erase(ctx context.Context, c *ent.Client, m *ent.Member) error {
	ctx = allow(ctx)
	for _, e := range s.Erasers {
		if err := e(ctx, c, m.ID); err != nil {
			return fmt.Errorf("deletion: eraser for member %d: %w", m.ID, err)
		}
	}
	if _, err := c.Session.Delete().Where(session.HasMemberWith(member.ID(m.ID))).Exec(ctx); err != nil {
		return fmt.Errorf("deletion: sessions of member %d: %w", m.ID, err)
	}
	if _, err := c.WeChatIdentity.Delete().Where(wechatidentity.HasMemberWith(member.ID(m.ID))).Exec(ctx); err != nil {
		return fmt.Errorf("deletion: WeChat identities of member %d: %w", m.ID, err)
	}
	err := c.Member.UpdateOneID(m.ID).
		SetUsername(fmt.Sprintf("deleted_%d", m.ID)).
		SetNickname(ErasedNickname).
		ClearEmail().
		ClearMobile().
		SetPasswordHash("").
		ClearAvatar().
		ClearBio().
		SetGender(member.GenderUnknown).
		ClearBirthday().
		ClearCity().
		ClearSettings().
		SetStatus(member.StatusDisabled).
		SetFailedLogins(0).
		ClearFailedAt().
		ClearLockedUntil().
		Exec(ctx)
	if err != nil {
		return fmt.Errorf("deletion: anonymise member %d: %w", m.ID, err)
	}
	return nil
}
