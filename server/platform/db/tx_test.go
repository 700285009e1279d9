package db_test

import (
	"context"
	"errors"
	"log/slog"
	"slices"
	"sync"
	"testing"
	"time"

	"entgo.io/ent/dialect"

	"artmarket/ent"
	"artmarket/ent/member"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
)

func txClient(t *testing.T, tdb dbtest.DB) *ent.Client {
	t.Helper()
	d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	return d.Client
}

func exists(t *testing.T, c *ent.Client, name string) bool {
	t.Helper()
	ok, err := c.Member.Query().Where(member.Username(name)).Exist(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return ok
}

func create(ctx context.Context, c *ent.Client, name string) error {
	return c.Member.Create().SetUsername(name).Exec(ctx)
}

var errRefused = errors.New("refused")

// With no transaction open, WithTx opens one: committed when fn succeeds,
// rolled back when it fails (its error back as it is) or panics (the panic
// goes on).
func TestWithTxOpensOne(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		c := txClient(t, tdb)
		ctx := context.Background()
		if err := db.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error { return create(ctx, c, "kept") }); err != nil {
			t.Fatal(err)
		}
		if !exists(t, c, "kept") {
			t.Error("a successful fn's write was not committed")
		}
		err := db.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
			if err := create(ctx, c, "failed"); err != nil {
				return err
			}
			return errRefused
		})
		if err != errRefused {
			t.Errorf("err = %v, want fn's error as it is", err)
		}
		if exists(t, c, "failed") {
			t.Error("a failing fn's write was committed")
		}
		func() {
			defer func() {
				if p := recover(); p != "boom" {
					t.Errorf("recovered %v, want the panic to go on", p)
				}
			}()
			_ = db.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error {
				if err := create(ctx, c, "panicked"); err != nil {
					return err
				}
				panic("boom")
			})
		}()
		if exists(t, c, "panicked") {
			t.Error("a panicking fn's write was committed")
		}
		// The connection went back to the pool: the database still writes.
		if err := db.WithTx(ctx, c, func(ctx context.Context, c *ent.Client) error { return create(ctx, c, "after") }); err != nil {
			t.Fatal(err)
		}
	})
}

// An open transaction is joined, whether its client is passed in or the
// context carries it (a GraphQL mutation's): the inner call neither commits
// nor rolls back, so the outer's rollback undoes the inner's writes, and
// the outer's commit keeps them.
func TestWithTxJoins(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		c := txClient(t, tdb)
		ctx := context.Background()

		// A tx client passed in.
		err := db.WithTx(ctx, c, func(ctx context.Context, outer *ent.Client) error {
			if err := db.WithTx(ctx, outer, func(ctx context.Context, inner *ent.Client) error { return create(ctx, inner, "inner") }); err != nil {
				return err
			}
			return errRefused
		})
		if err != errRefused {
			t.Fatalf("err = %v", err)
		}
		if exists(t, c, "inner") {
			t.Error("the outer rollback left the inner's write (passed client)")
		}

		// The request's transaction in the context, the root client passed in.
		txCtx, tx, err := c.OpenTx(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if err := db.WithTx(txCtx, c, func(ctx context.Context, inner *ent.Client) error { return create(txCtx, inner, "ctx-inner") }); err != nil {
			t.Fatal(err)
		}
		if err := db.WithLock(txCtx, c, func(context.Context, *ent.Client) error { return nil },
			func(ctx context.Context, inner *ent.Client) error { return create(txCtx, inner, "ctx-locked") }); err != nil {
			t.Fatal(err)
		}
		if err := tx.Rollback(); err != nil {
			t.Fatalf("the inner call ended the outer transaction: %v", err)
		}
		if exists(t, c, "ctx-inner") || exists(t, c, "ctx-locked") {
			t.Error("the outer rollback left the inner's write (context)")
		}

		// Joined, and the outer commits: kept.
		err = db.WithTx(ctx, c, func(ctx context.Context, outer *ent.Client) error {
			return db.WithTx(ctx, outer, func(ctx context.Context, inner *ent.Client) error { return create(ctx, inner, "committed") })
		})
		if err != nil {
			t.Fatal(err)
		}
		if !exists(t, c, "committed") {
			t.Error("the outer commit lost the inner's write")
		}
	})
}

// lockMember is a Lock on one member's row.
func lockMember(id int) db.Lock {
	return func(ctx context.Context, c *ent.Client) error {
		_, err := c.Member.Query().Where(member.ID(id)).Modify(db.ForUpdate).Select(member.FieldID).Only(ctx)
		return err
	}
}

// increment is a read-modify-write of the member's failed_logins.
func increment(ctx context.Context, c *ent.Client, id int, between func()) error {
	return db.WithLock(ctx, c, lockMember(id), func(ctx context.Context, c *ent.Client) error {
		m, err := c.Member.Get(ctx, id)
		if err != nil {
			return err
		}
		between()
		return c.Member.UpdateOneID(id).SetFailedLogins(m.FailedLogins + 1).Exec(ctx)
	})
}

// Concurrent read-modify-writes under WithLock lose no update, on either
// database.
func TestWithLockConcurrentIncrements(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		c := txClient(t, tdb)
		ctx := context.Background()
		id := c.Member.Create().SetUsername("counted").SaveX(ctx).ID
		const n = 8
		var wg sync.WaitGroup
		errs := make(chan error, n)
		for range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs <- increment(ctx, c, id, func() {})
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		if got := c.Member.GetX(ctx, id).FailedLogins; got != n {
			t.Errorf("failed_logins = %d after %d increments: updates lost", got, n)
		}
	})
}

// On PostgreSQL the lock is the row's: a second read-modify-write that
// starts while the first holds the row waits for it, and reads its write.
// The first goes on only when the second is waiting on a lock (or done,
// which it is when the lock takes nothing: then both read 0, and the
// second's update is lost).
func TestWithLockSerialisesOnPostgres(t *testing.T) {
	tdb, ok := dbtest.Postgres(t)
	if !ok {
		t.Skip("TEST_DATABASE_URL not set or not answering")
	}
	if tdb.Dialect != dialect.Postgres {
		t.Fatal(tdb.Dialect)
	}
	c := txClient(t, tdb)
	ctx := context.Background()
	id := c.Member.Create().SetUsername("locked").SaveX(ctx).ID

	firstRead := make(chan struct{})
	secondDone := make(chan error, 1)
	go func() {
		<-firstRead
		secondDone <- increment(ctx, c, id, func() {})
	}()
	var (
		second     error
		secondSeen bool
	)
	err := increment(ctx, c, id, func() {
		close(firstRead)
		for waited := time.Duration(0); ; waited += 10 * time.Millisecond {
			select {
			case second = <-secondDone:
				secondSeen = true
				return
			default:
			}
			var waiting int
			if err := tdb.SQL.QueryRowContext(ctx,
				`SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`).Scan(&waiting); err != nil {
				t.Error(err)
				return
			}
			if waiting > 0 {
				return
			}
			if waited > 30*time.Second {
				t.Error("the second read-modify-write neither waited nor finished")
				return
			}
			time.Sleep(10 * time.Millisecond)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if !secondSeen {
		second = <-secondDone
	}
	if second != nil {
		t.Fatal(second)
	}
	if got := c.Member.GetX(ctx, id).FailedLogins; got != 2 {
		t.Errorf("failed_logins = %d after two increments, want 2 (an update lost)", got)
	}
}

// AfterCommit's fn runs once, after the outermost transaction commits (not
// when a joined inner call returns), and never when it rolls back; with no
// transaction open it runs at once.
func TestAfterCommit(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		c := txClient(t, tdb)
		ctx := context.Background()
		var ran []string
		note := func(what string) func(context.Context) {
			return func(ctx context.Context) {
				if ent.TxFromContext(ctx) != nil {
					t.Errorf("%s: the after-commit ctx still carries the ended transaction", what)
				}
				ran = append(ran, what)
			}
		}

		db.AfterCommit(ctx, note("no transaction"))
		if len(ran) != 1 {
			t.Fatalf("ran = %v: without a transaction fn runs at once", ran)
		}
		ran = nil

		// Registered in a joined inner call (through the ctx, and through a
		// client passed on without its ctx): both wait for the outer commit.
		err := db.WithTx(ctx, c, func(ctx context.Context, outer *ent.Client) error {
			err := db.WithLock(ctx, outer, lockNothing, func(ctx context.Context, inner *ent.Client) error {
				db.AfterCommit(ctx, note("inner"))
				return create(ctx, inner, "hooked")
			})
			if err != nil {
				return err
			}
			err = db.WithTx(context.Background(), outer, func(ctx context.Context, inner *ent.Client) error {
				db.AfterCommit(ctx, note("client passed on"))
				return nil
			})
			if len(ran) != 0 {
				t.Errorf("ran = %v before the outer transaction committed", ran)
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
		if want := []string{"inner", "client passed on"}; !slices.Equal(ran, want) {
			t.Errorf("ran = %v after the commit, want %v once each", ran, want)
		}
		ran = nil

		// A refusal in the inner call comes back out, and the outer rolls
		// back everything: the outer's write, the inner's, and no fn runs.
		err = db.WithTx(ctx, c, func(ctx context.Context, outer *ent.Client) error {
			db.AfterCommit(ctx, note("outer"))
			if err := create(ctx, outer, "outer-refused"); err != nil {
				return err
			}
			return db.WithTx(ctx, outer, func(ctx context.Context, inner *ent.Client) error {
				db.AfterCommit(ctx, note("inner"))
				if err := create(ctx, inner, "inner-refused"); err != nil {
					return err
				}
				return errRefused
			})
		})
		if err != errRefused {
			t.Fatalf("err = %v, want the inner refusal as it is", err)
		}
		if exists(t, c, "outer-refused") || exists(t, c, "inner-refused") {
			t.Error("a nested refusal left writes behind")
		}
		if len(ran) != 0 {
			t.Errorf("ran = %v after a rollback", ran)
		}

		// The request's transaction (a GraphQL mutation's, opened by
		// OpenTx) is the outer one: fn waits for its commit, and never runs
		// when it rolls back.
		for _, commit := range []bool{true, false} {
			ran = nil
			txCtx, tx, err := c.OpenTx(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if err := db.WithTx(txCtx, c, func(ctx context.Context, c *ent.Client) error {
				db.AfterCommit(ctx, note("request"))
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			if len(ran) != 0 {
				t.Fatalf("ran = %v inside the request's transaction", ran)
			}
			if commit {
				err = tx.Commit()
			} else {
				err = tx.Rollback()
			}
			if err != nil {
				t.Fatal(err)
			}
			if want := map[bool]int{true: 1, false: 0}[commit]; len(ran) != want {
				t.Errorf("commit=%v: ran = %v, want %d run", commit, ran, want)
			}
		}
	})
}

func lockNothing(context.Context, *ent.Client) error { return nil }
