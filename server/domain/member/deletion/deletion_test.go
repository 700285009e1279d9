package deletion_test

import (
	"context"
	"log/slog"
	"sync"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/accountdeletion"
	"artmarket/ent/member"
	"artmarket/server/domain/member/deletion"
	"artmarket/server/domain/member/verify"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/cache"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
	"artmarket/server/providers/outbox"
)

// inbox keeps the codes sent, by address.
type inbox struct {
	mu    sync.Mutex
	codes map[string]string
}

func (b *inbox) SendSMS(_ context.Context, m outbox.SMS) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.codes[m.To] = m.Code
	return nil
}

func (b *inbox) code(to string) string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.codes[to]
}

type fixture struct {
	client *ent.Client
	svc    *deletion.Service
	codes  *verify.Codes
	box    *inbox
	now    time.Time
	mu     sync.Mutex
}

func (f *fixture) clock() time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.now
}

func (f *fixture) advance(d time.Duration) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.now = f.now.Add(d)
}

func setup(t *testing.T, tdb dbtest.DB) *fixture {
	t.Helper()
	d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	c := cache.NewMemory()
	t.Cleanup(func() { _ = c.Close() })
	f := &fixture{client: d.Client, box: &inbox{codes: map[string]string{}}, now: time.Date(2026, 5, 20, 9, 0, 0, 0, time.UTC)}
	f.codes = &verify.Codes{Cache: c, SMS: f.box, Now: f.clock, Log: slog.New(slog.DiscardHandler)}
	f.svc = &deletion.Service{Client: d.Client, Codes: f.codes, Now: f.clock, Log: slog.New(slog.DiscardHandler)}
	return f
}

// confirm sends a code and returns the confirmation with it.
func (f *fixture) confirm(t *testing.T, m *ent.Member) deletion.Confirm {
	t.Helper()
	key, _, err := f.svc.SendCode(context.Background(), f.client, m, verify.SMS, "203.0.113.9")
	if err != nil {
		t.Fatal(err)
	}
	f.codes.Wait()
	f.advance(61 * time.Second)
	return deletion.Confirm{Channel: verify.SMS, Key: key, Code: f.box.code(*m.Mobile)}
}

// request confirms in a transaction of its own, as a GraphQL mutation does.
func (f *fixture) request(m *ent.Member, in deletion.Confirm) error {
	return db.WithTx(context.Background(), f.client, func(ctx context.Context, c *ent.Client) error {
		_, err := f.svc.Request(context.Background(), c, m.ID, 0, in)
		return err
	})
}

// Two confirmations of one member at the same instant, each with a valid
// code, in their own transactions: one request, one refusal.
func TestConcurrentRequests(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		f := setup(t, tdb)
		m := f.client.Member.Create().SetUsername("race").SetMobile("13900000001").SaveX(context.Background())
		ins := []deletion.Confirm{f.confirm(t, m), f.confirm(t, m)}
		errs := make([]error, len(ins))
		var wg sync.WaitGroup
		for i := range ins {
			wg.Add(1)
			go func() { defer wg.Done(); errs[i] = f.request(m, ins[i]) }()
		}
		wg.Wait()
		won, refused := 0, 0
		for _, err := range errs {
			if err == nil {
				won++
			} else if p := problem.As(err); p != nil && p.Kind == problem.Conflict && p.Message == deletion.MsgPending {
				refused++
			} else {
				t.Fatalf("unexpected: %v", err)
			}
		}
		if won != 1 || refused != 1 {
			t.Fatalf("%d won, %d refused", won, refused)
		}
		if n := f.client.AccountDeletion.Query().CountX(context.Background()); n != 1 {
			t.Fatalf("%d rows", n)
		}
	})
}

// The later stages' erasers run in the erasing transaction; one that fails
// leaves the member as they were, still pending, for the next sweep.
func TestErasers(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		ctx := context.Background()
		f := setup(t, tdb)
		m := f.client.Member.Create().SetUsername("eraseme").SetMobile("13900000002").SetNickname("李四").SaveX(ctx)
		if err := f.request(m, f.confirm(t, m)); err != nil {
			t.Fatal(err)
		}
		var fail bool
		var seen []int
		f.svc.Erasers = []deletion.Eraser{func(_ context.Context, c *ent.Client, id int) error {
			seen = append(seen, id)
			// Writes through the transaction's client, which rolls back with it.
			if err := c.Member.UpdateOneID(id).SetBio("eraser ran").Exec(ctx); err != nil {
				return err
			}
			if fail {
				return context.DeadlineExceeded
			}
			return nil
		}}
		f.advance(deletion.CoolingOff)
		fail = true
		if n, err := f.svc.Sweep(ctx); err != nil || n != 0 {
			t.Fatalf("failing eraser: %d %v", n, err)
		}
		got := f.client.Member.GetX(ctx, m.ID)
		if got.Nickname != "李四" || got.Mobile == nil || got.Bio != "" {
			t.Fatalf("a failed erase changed the member: %+v", got)
		}
		fail = false
		if n, err := f.svc.Sweep(ctx); err != nil || n != 1 {
			t.Fatalf("sweep: %d %v", n, err)
		}
		got = f.client.Member.GetX(ctx, m.ID)
		if got.Nickname != deletion.ErasedNickname || got.Mobile != nil || got.Status != member.StatusDisabled || len(seen) != 2 || seen[1] != m.ID {
			t.Fatalf("erased: %+v, erasers saw %v", got, seen)
		}
		row := f.client.AccountDeletion.Query().Where(accountdeletion.HasMemberWith(member.ID(m.ID))).OnlyX(ctx)
		if row.State != accountdeletion.StateErased || row.ErasedAt == nil || !row.ErasedAt.Equal(f.clock()) {
			t.Fatalf("row %+v", row)
		}
	})
}

// files records the keys deleted from it.
type files struct {
	mu      sync.Mutex
	deleted []string
}

func (s *files) DeleteKey(_ context.Context, key string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.deleted = append(s.deleted, key)
	return nil
}

func (s *files) keys() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.deleted...)
}

// The files an eraser drops are deleted only once the erase has committed:
// an erase that fails (and rolls back, keeping the rows that name them)
// keeps them too.
func TestDroppedFilesAfterCommit(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		ctx := context.Background()
		f := setup(t, tdb)
		store := &files{}
		f.svc.Media = store
		m := f.client.Member.Create().SetUsername("files").SetMobile("13900000003").SaveX(ctx)
		if err := f.request(m, f.confirm(t, m)); err != nil {
			t.Fatal(err)
		}
		fail := true
		f.svc.Erasers = []deletion.Eraser{func(ctx context.Context, _ *ent.Client, _ int) error {
			deletion.DropFiles(ctx, "ab/abcdef", "ab/abcdef", "cd/cdef01")
			if fail {
				return context.DeadlineExceeded
			}
			return nil
		}}
		f.advance(deletion.CoolingOff)
		if n, _ := f.svc.Sweep(ctx); n != 0 || len(store.keys()) != 0 {
			t.Fatalf("a failed erase deleted files: %d erased, %v", n, store.keys())
		}
		fail = false
		if n, err := f.svc.Sweep(ctx); err != nil || n != 1 {
			t.Fatalf("sweep: %d %v", n, err)
		}
		if got := store.keys(); len(got) != 2 || got[0] != "ab/abcdef" || got[1] != "cd/cdef01" {
			t.Fatalf("deleted %v", got)
		}
		deletion.DropFiles(ctx, "ef/ef0123") // outside an erase: nothing to do, no panic
	})
}
