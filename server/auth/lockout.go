package auth

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"artmarket/ent"
	"artmarket/ent/member"
)

// Lockout is the rule for repeated wrong passwords: Max failures within
// Window lock the account for Duration.
type Lockout struct {
	Max      int
	Window   time.Duration
	Duration time.Duration
}

// DefaultLockout: 5 wrong passwords within 15 minutes lock for 15 minutes.
var DefaultLockout = Lockout{Max: 5, Window: 15 * time.Minute, Duration: 15 * time.Minute}

// ErrWrongPassword means the account and password do not match (or there
// is no such account: callers must not tell the two apart).
var ErrWrongPassword = errors.New("auth: wrong account or password")

// LockedError means the account is locked after too many wrong passwords.
type LockedError struct {
	Remaining time.Duration
}

func (e *LockedError) Error() string {
	return fmt.Sprintf("auth: locked for another %v", e.Remaining)
}

// Minutes is the time left, rounded up to whole minutes (at least 1).
func (e *LockedError) Minutes() int {
	return max(1, int((e.Remaining+time.Minute-1)/time.Minute))
}

// CheckPassword checks password against the member found by account (nil
// when no member has that e-mail address), with the lockout:
//
//   - a locked account answers *LockedError without looking at the password;
//   - a wrong password (or no such account, or an account without a
//     password) answers ErrWrongPassword, or *LockedError when it is the
//     failure that locks;
//   - the right password clears the failures and answers nil.
//
// Accounts that do not exist are locked the same way (their count is kept
// in the cache under a hash of account), and cost the same argon2 work, so
// neither the answers nor their timing tell whether an account exists.
func (s *Service) CheckPassword(ctx context.Context, m *ent.Member, account, password string) error {
	now := s.now()
	if m == nil {
		return s.checkUnknown(ctx, account, password, now)
	}
	if m.LockedUntil != nil && m.LockedUntil.After(now) {
		return &LockedError{Remaining: m.LockedUntil.Sub(now)}
	}
	ok := false
	if m.PasswordHash == "" {
		s.hasher.VerifyNothing(password)
	} else {
		var err error
		if ok, err = s.hasher.Verify(m.PasswordHash, password); err != nil {
			return fmt.Errorf("auth: verify password of member %d: %w", m.ID, err)
		}
	}
	if ok {
		if m.FailedLogins > 0 || m.FailedAt != nil || m.LockedUntil != nil {
			if err := s.client.Member.UpdateOneID(m.ID).
				SetFailedLogins(0).ClearFailedAt().ClearLockedUntil().Exec(ctx); err != nil {
				return fmt.Errorf("auth: clear failures of member %d: %w", m.ID, err)
			}
		}
		return nil
	}
	return s.recordFailure(ctx, m.ID, now)
}

// recordFailure counts a wrong password in the database: atomically, so
// concurrent attempts are all counted.
func (s *Service) recordFailure(ctx context.Context, id int, now time.Time) error {
	now = now.UTC()
	// A new window when there is none or the last one is over.
	n, err := s.client.Member.Update().
		Where(member.ID(id), member.Or(member.FailedAtIsNil(), member.FailedAtLTE(now.Add(-s.lockout.Window)))).
		SetFailedLogins(1).SetFailedAt(now).
		Save(ctx)
	if err != nil {
		return fmt.Errorf("auth: count failure of member %d: %w", id, err)
	}
	count := 1
	if n == 0 {
		if err := s.client.Member.UpdateOneID(id).AddFailedLogins(1).Exec(ctx); err != nil {
			return fmt.Errorf("auth: count failure of member %d: %w", id, err)
		}
		if count, err = s.client.Member.Query().Where(member.ID(id)).
			Select(member.FieldFailedLogins).Int(ctx); err != nil {
			return fmt.Errorf("auth: read failures of member %d: %w", id, err)
		}
	}
	if count < s.lockout.Max {
		return ErrWrongPassword
	}
	if err := s.client.Member.UpdateOneID(id).
		SetLockedUntil(now.Add(s.lockout.Duration)).SetFailedLogins(0).ClearFailedAt().
		Exec(ctx); err != nil {
		return fmt.Errorf("auth: lock member %d: %w", id, err)
	}
	s.log.WarnContext(ctx, "auth: member locked after repeated wrong passwords", "member", id, "for", s.lockout.Duration)
	return &LockedError{Remaining: s.lockout.Duration}
}

// shadow is the failure count of an account that does not exist.
type shadow struct {
	Count       int   `json:"n"`
	First       int64 `json:"f"` // unix nanoseconds of the window's first failure
	LockedUntil int64 `json:"l"` // unix nanoseconds, 0 when not locked
}

func shadowKey(account string) string {
	sum := sha256.Sum256([]byte(account))
	return "auth:fail:" + hex.EncodeToString(sum[:16])
}

func (s *Service) checkUnknown(ctx context.Context, account, password string, now time.Time) error {
	key := shadowKey(account)
	var st shadow
	raw, found, err := s.cache.Get(ctx, key)
	if err != nil {
		return fmt.Errorf("auth: read failures: %w", err)
	}
	if found && json.Unmarshal(raw, &st) != nil {
		st = shadow{}
	}
	if st.LockedUntil > now.UnixNano() {
		return &LockedError{Remaining: time.Duration(st.LockedUntil - now.UnixNano())}
	}
	s.hasher.VerifyNothing(password)
	if st.Count == 0 || now.UnixNano()-st.First >= int64(s.lockout.Window) {
		st = shadow{Count: 1, First: now.UnixNano()}
	} else {
		st.Count++
	}
	var locked error = ErrWrongPassword
	if st.Count >= s.lockout.Max {
		st = shadow{LockedUntil: now.Add(s.lockout.Duration).UnixNano()}
		locked = &LockedError{Remaining: s.lockout.Duration}
	}
	raw, err = json.Marshal(st)
	if err != nil {
		return fmt.Errorf("auth: encode failures: %w", err)
	}
	if err := s.cache.Set(ctx, key, raw, s.lockout.Window+s.lockout.Duration); err != nil {
		return fmt.Errorf("auth: store failures: %w", err)
	}
	return locked
}
