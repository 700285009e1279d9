package auth

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
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
//   - every attempt is counted atomically in the database before any
//     password is hashed, so a burst of parallel requests can never try
//     more than Lockout.Max passwords in a window;
//   - a locked account (or one whose Max attempts are in flight) answers
//     *LockedError without looking at the password;
//   - a wrong password (or no such account, or an account without a
//     password) answers ErrWrongPassword, or *LockedError when it is the
//     failure that locks;
//   - the right password clears the count and answers nil.
//
// Accounts that do not exist are locked the same way (their count is kept
// in the cache under a hash of account), and cost the same argon2 work, so
// neither the answers nor their timing tell whether an account exists.
func (s *Service) CheckPassword(ctx context.Context, m *ent.Member, account, password string) error {
	now := s.now().UTC()
	if m == nil {
		return s.checkUnknown(ctx, account, password, now)
	}
	if err := s.reserveAttempt(ctx, m.ID, now); err != nil {
		return err
	}
	ok := false
	s.compared.Add(1)
	if m.PasswordHash == "" {
		s.hasher.VerifyNothing(password)
	} else {
		var err error
		if ok, err = s.hasher.Verify(m.PasswordHash, password); err != nil {
			return fmt.Errorf("auth: verify password of member %d: %w", m.ID, err)
		}
	}
	if ok {
		if err := s.client.Member.UpdateOneID(m.ID).
			SetFailedLogins(0).ClearFailedAt().ClearLockedUntil().Exec(ctx); err != nil {
			return fmt.Errorf("auth: clear failures of member %d: %w", m.ID, err)
		}
		return nil
	}
	return s.lockIfSpent(ctx, m.ID, now)
}

// reserveAttempt counts one attempt before the password is looked at. Each
// step is one conditional UPDATE, which the database applies atomically
// (PostgreSQL re-checks the WHERE clause after taking the row lock; SQLite
// serialises writers), so of N parallel attempts at most Max are reserved.
func (s *Service) reserveAttempt(ctx context.Context, id int, now time.Time) error {
	unlocked := member.Or(member.LockedUntilIsNil(), member.LockedUntilLTE(now))
	// A new window when there is none or the last one is over.
	n, err := s.client.Member.Update().
		Where(member.ID(id), unlocked,
			member.Or(member.FailedAtIsNil(), member.FailedAtLTE(now.Add(-s.lockout.Window)))).
		SetFailedLogins(1).SetFailedAt(now).ClearLockedUntil().
		Save(ctx)
	if err != nil {
		return fmt.Errorf("auth: count attempt of member %d: %w", id, err)
	}
	if n == 1 {
		return nil
	}
	// Within the window: take one of the attempts left.
	if n, err = s.client.Member.Update().
		Where(member.ID(id), unlocked, member.FailedLoginsLT(s.lockout.Max)).
		AddFailedLogins(1).
		Save(ctx); err != nil {
		return fmt.Errorf("auth: count attempt of member %d: %w", id, err)
	}
	if n == 1 {
		return nil
	}
	// Locked, or every attempt of the window is taken (some still in
	// flight): refuse without hashing.
	m, err := s.client.Member.Get(ctx, id)
	if err != nil {
		return fmt.Errorf("auth: read lock of member %d: %w", id, err)
	}
	if m.LockedUntil != nil && m.LockedUntil.After(now) {
		return &LockedError{Remaining: m.LockedUntil.Sub(now)}
	}
	return &LockedError{Remaining: s.lockout.Duration}
}

// lockIfSpent runs after a wrong password: when the window's attempts are
// all spent, the account locks (once: the conditional UPDATE lets one of
// concurrent failures do it) and the count starts again after the lock.
func (s *Service) lockIfSpent(ctx context.Context, id int, now time.Time) error {
	n, err := s.client.Member.Update().
		Where(member.ID(id), member.FailedLoginsGTE(s.lockout.Max),
			member.Or(member.LockedUntilIsNil(), member.LockedUntilLTE(now))).
		SetLockedUntil(now.Add(s.lockout.Duration)).SetFailedLogins(0).ClearFailedAt().
		Save(ctx)
	if err != nil {
		return fmt.Errorf("auth: lock member %d: %w", id, err)
	}
	if n == 0 {
		return ErrWrongPassword
	}
	s.log.WarnContext(ctx, "auth: member locked after repeated wrong passwords", "member", id, "for", s.lockout.Duration)
	return &LockedError{Remaining: s.lockout.Duration}
}

func shadowKey(account string) string {
	sum := sha256.Sum256([]byte(account))
	return hex.EncodeToString(sum[:16])
}

// checkUnknown is the lockout of an account that does not exist, kept in
// the cache: an atomic counter per window (Incr, before any hashing) and a
// lock entry, so parallel attempts are counted exactly like a member's.
func (s *Service) checkUnknown(ctx context.Context, account, password string, now time.Time) error {
	id := shadowKey(account)
	lockKey, countKey := "auth:lock:"+id, "auth:fail:"+id
	if left, found, err := s.cache.TTL(ctx, lockKey); err != nil {
		return fmt.Errorf("auth: read lock: %w", err)
	} else if found {
		if left <= 0 {
			left = s.lockout.Duration
		}
		return &LockedError{Remaining: left}
	}
	n, err := s.cache.Incr(ctx, countKey, s.lockout.Window)
	if err != nil {
		return fmt.Errorf("auth: count attempt: %w", err)
	}
	if n > int64(s.lockout.Max) {
		return &LockedError{Remaining: s.lockout.Duration}
	}
	s.compared.Add(1)
	s.hasher.VerifyNothing(password)
	if n < int64(s.lockout.Max) {
		return ErrWrongPassword
	}
	// The counter is left to expire with its window, never reset here:
	// attempts already past the lock check keep counting up from it (and
	// are refused) instead of starting a fresh count.
	if err := s.cache.Set(ctx, lockKey, []byte("1"), s.lockout.Duration); err != nil {
		return fmt.Errorf("auth: store lock: %w", err)
	}
	return &LockedError{Remaining: s.lockout.Duration}
}
