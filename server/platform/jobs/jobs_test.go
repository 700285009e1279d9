package jobs_test

import (
	"context"
	"log/slog"
	"sync"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/member"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
	"artmarket/server/platform/jobs"
)

// The test's rows are members; a member's locked_until is its lease, and
// failed_logins counts its handlings: due while it is 0.
func rows(c *ent.Client, now time.Time) jobs.Rows {
	return jobs.Rows{Name: "test", Client: c, Now: func() time.Time { return now },
		Lease: &jobs.Lease{For: time.Minute,
			Take: func(ctx context.Context, id int, now, until time.Time) (bool, error) {
				n, err := c.Member.Update().Where(member.ID(id), member.FailedLogins(0),
					member.Or(member.LockedUntilIsNil(), member.LockedUntilLT(now))).SetLockedUntil(until).Save(ctx)
				return n == 1, err
			},
			Drop: func(ctx context.Context, id int) error {
				return c.Member.UpdateOneID(id).ClearLockedUntil().Exec(ctx)
			}},
		Lock: func(id int) db.Lock {
			return func(ctx context.Context, c *ent.Client) error {
				_, err := c.Member.Query().Where(member.ID(id)).Modify(db.ForUpdate).Only(ctx)
				return err
			}
		}}
}

// handle is the step: it handles a member still due, under its lock, in
// the row's transaction (so it sees another runner's committed handling).
func handle(ctx context.Context, c *ent.Client, id int) (bool, error) {
	m, err := c.Member.Get(ctx, id)
	if err != nil || m.FailedLogins != 0 {
		return false, err
	}
	return true, c.Member.UpdateOneID(id).SetFailedLogins(m.FailedLogins + 1).Exec(ctx)
}

// Two runners at once over the same due rows: each row's step runs once
// and handles it, the counts add up to the rows, and every lease is let go.
func TestEachTwoRunners(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
		if err != nil {
			t.Fatal(err)
		}
		c, ctx := d.Client, context.Background()
		var ids []int
		for i := range 20 {
			ids = append(ids, c.Member.Create().SetUsername("due"+string(rune('a'+i))).SaveX(ctx).ID)
		}
		now := time.Date(2026, 11, 29, 4, 0, 0, 0, time.UTC)
		var (
			wg    sync.WaitGroup
			mu    sync.Mutex
			calls = map[int]int{} // the steps run, as a provider would see them
		)
		counted := func(ctx context.Context, c *ent.Client, id int) (bool, error) {
			mu.Lock()
			calls[id]++
			mu.Unlock()
			return handle(ctx, c, id)
		}
		counts := make([]int, 2)
		for i := range counts {
			wg.Add(1)
			go func() {
				defer wg.Done()
				counts[i] = rows(c, now).Each(ctx, ids, counted)
			}()
		}
		wg.Wait()
		for _, id := range ids {
			if calls[id] != 1 {
				t.Errorf("member %d: its step ran %d times, want once (the lease lets one runner have it)", id, calls[id])
			}
		}
		if counts[0]+counts[1] != len(ids) {
			t.Errorf("the runners handled %v rows, want %d in all", counts, len(ids))
		}
		for _, m := range c.Member.Query().Where(member.IDIn(ids...)).AllX(ctx) {
			if m.FailedLogins != 1 {
				t.Errorf("member %d handled %d times", m.ID, m.FailedLogins)
			}
			if m.LockedUntil != nil {
				t.Errorf("member %d's lease was kept", m.ID)
			}
		}
	})
}

// A row another runner holds a live lease on is left alone; once the lease
// ends it is handled. A step's error rolls its row back and is counted out.
func TestEachLeaseAndFailure(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
		if err != nil {
			t.Fatal(err)
		}
		c, ctx := d.Client, context.Background()
		now := time.Date(2026, 11, 29, 4, 0, 0, 0, time.UTC)
		held := c.Member.Create().SetUsername("held").SetLockedUntil(now.Add(time.Second)).SaveX(ctx).ID
		if n := rows(c, now).Each(ctx, []int{held}, handle); n != 0 || c.Member.GetX(ctx, held).FailedLogins != 0 {
			t.Fatalf("a row under another runner's lease was handled (%d)", n)
		}
		if n := rows(c, now.Add(2*time.Second)).Each(ctx, []int{held}, handle); n != 1 || c.Member.GetX(ctx, held).FailedLogins != 1 {
			t.Fatalf("a row whose lease ended was not handled (%d)", n)
		}
		failing := c.Member.Create().SetUsername("failing").SaveX(ctx).ID
		n := rows(c, now).Each(ctx, []int{failing}, func(ctx context.Context, c *ent.Client, id int) (bool, error) {
			if _, err := handle(ctx, c, id); err != nil {
				return false, err
			}
			return true, context.Canceled
		})
		m := c.Member.GetX(ctx, failing)
		if n != 0 || m.FailedLogins != 0 || m.LockedUntil != nil {
			t.Errorf("a failed step: counted %d, failed_logins %d, lease %v (want 0, rolled back, let go)", n, m.FailedLogins, m.LockedUntil)
		}
	})
}
