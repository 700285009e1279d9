package auth_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"artmarket/server/auth"
	"artmarket/server/dbtest"
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
