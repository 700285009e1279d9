package audit_test

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/auditentry"
	"artmarket/ent/privacy"
	"artmarket/ent/schema"
	"artmarket/server/domain/audit"
	"artmarket/server/platform/cache"
	"artmarket/server/platform/clocktest"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
)

func entryAt(t *testing.T, c *ent.Client, at time.Time) int {
	t.Helper()
	return c.AuditEntry.Create().SetCreatedAt(at).SetActorID(1).SetActorRole("admin").SetAction(audit.ActionMemberDisable).
		SetTargetType(audit.TargetMember).SetTargetID(2).SaveX(context.Background()).ID
}

func ids(t *testing.T, c *ent.Client) []int {
	t.Helper()
	return c.AuditEntry.Query().Order(ent.Asc(auditentry.FieldID)).IDsX(context.Background())
}

// The purge deletes the entries older than the retention period on the
// clock the test moves, and only those; two servers purging at once share
// one lease: one runs the round, the other skips it. Outside the purge the
// log stays append-only (every field is immutable: no update exists): no
// delete without the purge's mark, no delete of one entry, and the mark cannot be widened to newer entries.
func TestPurge(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
		if err != nil {
			t.Fatal(err)
		}
		c, ctx := d.Client, context.Background()
		clk := clocktest.New(time.Date(2030, 3, 1, 12, 0, 0, 0, time.UTC))
		expired := entryAt(t, c, clk.Now().Add(-audit.Retention-time.Second))
		edge := entryAt(t, c, clk.Now().Add(-audit.Retention+time.Second))
		fresh := entryAt(t, c, clk.Now())

		lease := cache.NewMemory()
		t.Cleanup(func() { _ = lease.Close() })
		servers := []*audit.Purger{
			{Client: c, Lease: lease, Holder: "one", Now: clk.Now},
			{Client: c, Lease: lease, Holder: "two", Now: clk.Now},
		}
		var wg sync.WaitGroup
		ns, rans, errs := make([]int, 2), make([]bool, 2), make([]error, 2)
		for i, p := range servers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				ns[i], rans[i], errs[i] = p.Purge(ctx)
			}()
		}
		wg.Wait()
		if errs[0] != nil || errs[1] != nil || rans[0] == rans[1] || ns[0]+ns[1] != 1 {
			t.Fatalf("two servers at once: deleted %v, ran %v, errors %v; want one round deleting one entry", ns, rans, errs)
		}
		if got := ids(t, c); len(got) != 2 || got[0] != edge || got[1] != fresh {
			t.Fatalf("left %v, want the edge %d and the fresh %d (expired %d gone)", got, edge, fresh, expired)
		}
		// The lease holds for this round: a server trying again now skips.
		if n, ran, err := servers[0].Purge(ctx); err != nil || ran || n != 0 {
			t.Fatalf("within the lease: %d, %v, %v", n, ran, err)
		}

		// The append-only rules stand beside the purge.
		all := privacy.DecisionContext(ctx, privacy.Allow)
		if _, err := c.AuditEntry.Delete().Exec(all); !errors.Is(err, schema.ErrAuditAppendOnly) {
			t.Errorf("a delete without the purge's mark: %v", err)
		}
		late := schema.AuditPurgeContext(ctx, clk.Now().Add(time.Hour))
		if err := c.AuditEntry.DeleteOneID(fresh).Exec(late); err == nil {
			t.Error("deleting one entry in a purge context was allowed")
		}
		if n, err := c.AuditEntry.Delete().Where(auditentry.IDGT(0)).Exec(schema.AuditPurgeContext(ctx, clk.Now().Add(-audit.Retention))); err != nil || n != 0 {
			t.Errorf("a purge asking for every entry: deleted %d, %v; want none (none is past the period)", n, err)
		}

		// Two seconds later the edge entry has expired too; a server without a lease (one server) purges it.
		clk.Advance(2 * time.Second)
		if n, ran, err := (&audit.Purger{Client: c, Now: clk.Now}).Purge(ctx); err != nil || !ran || n != 1 {
			t.Fatalf("later: %d, %v, %v", n, ran, err)
		}
		if got := ids(t, c); len(got) != 1 || got[0] != fresh {
			t.Fatalf("left %v, want only %d", got, fresh)
		}
	})
}
