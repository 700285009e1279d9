package app

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/address"
	"artmarket/ent/member"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
	"artmarket/server/platform/jobs"
)

// A job's lease on its row (taken and dropped by server/platform/jobs) is
// bookkeeping no page shows: it moves no member's count, so a job walking
// its due rows drops no kept page; the step's own write still moves
// everyone's.
func TestJobLeaseMovesNoOwnPageCount(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) { leaseCountFree(t, tdb) })
}

func leaseCountFree(t *testing.T, tdb dbtest.DB) {
	d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	o := &ownPages{log: slog.New(slog.DiscardHandler)}
	c, ctx := d.Client, context.Background()
	c.Use(o.hook())
	m := c.Member.Create().SetUsername("leased").SaveX(ctx)
	now := time.Date(2026, 11, 29, 4, 0, 0, 0, time.UTC)
	taken := 0
	rows := jobs.Rows{Name: "test", Client: c, Now: func() time.Time { return now },
		Lease: &jobs.Lease{For: time.Minute,
			Take: func(ctx context.Context, id int, now, until time.Time) (bool, error) {
				n, err := c.Member.Update().Where(member.ID(id), member.Or(member.LockedUntilIsNil(), member.LockedUntilLT(now))).
					SetLockedUntil(until).Save(ctx)
				taken += n
				return n == 1, err
			},
			Drop: func(ctx context.Context, id int) error { return c.Member.UpdateOneID(id).ClearLockedUntil().Exec(ctx) }}}
	count := func() string { g, _ := o.read(ctx, countAll); return g }

	before := count()
	idle := func(context.Context, *ent.Client, int) (bool, error) { return false, nil } // a row that moved on: no write
	rows.Each(ctx, []int{m.ID}, idle)
	if taken != 1 || c.Member.GetX(ctx, m.ID).LockedUntil != nil {
		t.Fatalf("the lease was not taken and dropped: taken %d", taken)
	}
	if got := count(); got != before {
		t.Fatalf("a lease taken and dropped moved everyone's count: %s → %s", before, got)
	}
	write := func(ctx context.Context, c *ent.Client, id int) (bool, error) {
		return true, c.Member.UpdateOneID(id).SetFailedLogins(1).Exec(ctx)
	}
	rows.Each(ctx, []int{m.ID}, write)
	if got := count(); got == before {
		t.Fatal("the step's own write moved no count")
	}
}

// A sweep that finds nothing (an update or delete of no row) and a write to
// the platform's books (the audit log) move no member's kept pages; an
// update that changes a row does.
func TestNothingChangedMovesNoOwnPageCount(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
		if err != nil {
			t.Fatal(err)
		}
		o := &ownPages{log: slog.New(slog.DiscardHandler)}
		c, ctx := d.Client, context.Background()
		c.Use(o.hook())
		m := c.Member.Create().SetUsername("swept").SaveX(ctx)
		count := func() string { g, _ := o.read(ctx, countAll); return g }
		before := count()
		c.Member.Update().Where(member.Username("nobody")).SetFailedLogins(1).ExecX(ctx)
		c.Address.Delete().Where(address.MemberID(m.ID)).ExecX(ctx)
		c.AuditEntry.Create().SetActorID(m.ID).SetActorRole("admin").SetAction("test.sweep").SetTargetType("member").SetTargetID(m.ID).SaveX(ctx)
		if got := count(); got != before {
			t.Fatalf("writes that changed nothing a member's page reads moved everyone's count: %s → %s", before, got)
		}
		c.Member.Update().Where(member.ID(m.ID)).SetFailedLogins(1).ExecX(ctx)
		if got := count(); got == before {
			t.Fatal("an update of one row moved no count")
		}
	})
}
