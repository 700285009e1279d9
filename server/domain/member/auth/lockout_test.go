package auth_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/server/domain/member/auth"
	"artmarket/server/platform/dbtest"
)

func TestLockoutCountsInDatabase(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		d, svc, clk := setup(t, tdb)
		ctx := context.Background()
		hash, _ := svc.HashPassword("right-pw")
		m := d.Client.Member.Create().SetUsername("dave").SetPasswordHash(hash).SaveX(ctx)
		reload := func() { m = d.Client.Member.GetX(ctx, m.ID) }
		for i := 1; i <= 4; i++ {
			if err := svc.CheckPassword(ctx, m, "email:dave", "wrong"); !errors.Is(err, auth.ErrWrongPassword) {
				t.Fatalf("failure %d: %v", i, err)
			}
			reload()
			if m.FailedLogins != i || m.FailedAt == nil {
				t.Fatalf("after %d failures: count %d, since %v", i, m.FailedLogins, m.FailedAt)
			}
		}
		var le *auth.LockedError
		if err := svc.CheckPassword(ctx, m, "email:dave", "wrong"); !errors.As(err, &le) || le.Remaining != 15*time.Minute {
			t.Fatalf("fifth failure: %v", err)
		}
		reload()
		if m.LockedUntil == nil || !m.LockedUntil.Equal(clk.Now().Add(15*time.Minute)) || m.FailedLogins != 0 {
			t.Fatalf("locked member %+v", m)
		}
		clk.Advance(15 * time.Minute)
		if err := svc.CheckPassword(ctx, m, "email:dave", "right-pw"); err != nil {
			t.Fatalf("after the lock: %v", err)
		}
		reload()
		if m.LockedUntil != nil || m.FailedAt != nil || m.FailedLogins != 0 {
			t.Fatalf("success did not clear the failures: %+v", m)
		}
		// No password set: always wrong, and counted.
		nopw := d.Client.Member.Create().SetUsername("erin").SaveX(ctx)
		if err := svc.CheckPassword(ctx, nopw, "email:erin", ""); !errors.Is(err, auth.ErrWrongPassword) {
			t.Fatalf("member without password: %v", err)
		}
	})
}

// A burst of parallel wrong passwords must not try more than Max of them:
// each attempt is counted before the password is hashed.
func TestLockoutHoldsUnderParallelBurst(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		d, svc, _ := setup(t, tdb)
		ctx := context.Background()
		hash, _ := svc.HashPassword("right-pw")
		m := d.Client.Member.Create().SetUsername("mallory").SetPasswordHash(hash).SaveX(ctx)
		burst := func(account string, m *ent.Member) (wrong, locked int) {
			const n = 40
			errs := make(chan error, n)
			var wg sync.WaitGroup
			start := make(chan struct{})
			for i := 0; i < n; i++ {
				wg.Add(1)
				go func() {
					defer wg.Done()
					<-start
					errs <- svc.CheckPassword(ctx, m, account, "guess")
				}()
			}
			close(start)
			wg.Wait()
			close(errs)
			for err := range errs {
				var le *auth.LockedError
				switch {
				case errors.Is(err, auth.ErrWrongPassword):
					wrong++
				case errors.As(err, &le):
					locked++
				default:
					t.Fatalf("unexpected answer: %v", err)
				}
			}
			return wrong, locked
		}
		before := svc.Compared()
		wrong, locked := burst("email:mallory", m)
		if tried := svc.Compared() - before; tried > 5 {
			t.Fatalf("a burst of 40 tried %d passwords; the limit is 5", tried)
		}
		if wrong > 4 || locked < 36 {
			t.Fatalf("answers: %d wrong, %d locked", wrong, locked)
		}
		// The right password is refused while locked.
		var le *auth.LockedError
		if err := svc.CheckPassword(ctx, m, "email:mallory", "right-pw"); !errors.As(err, &le) {
			t.Fatalf("right password during the lock: %v", err)
		}
		// An account that does not exist holds the same way.
		before = svc.Compared()
		burst("email:nobody@example.com", nil)
		if tried := svc.Compared() - before; tried > 5 {
			t.Fatalf("a burst on an unknown account tried %d passwords; the limit is 5", tried)
		}
	})
}
