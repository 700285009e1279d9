package db

import (
	"context"
	"errors"
	"fmt"
	"sync"

	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"

	"artmarket/ent"
)

// WithTx is the one transaction helper: it runs fn in a transaction, the
// one already open if there is one:
//   - ctx carries a transaction (a GraphQL mutation's, opened by the
//     Transactioner through ent's OpenTx, or an outer WithTx's), or c is a
//     transaction's client (a caller's fn passing its c on): fn runs in it
//     with its client, and committing or rolling back is left to whoever
//     opened it (an error of fn comes back, and the opener rolls everything
//     back, the outer writes with the inner);
//   - else a transaction of c is opened for fn: committed when fn returns
//     nil, rolled back when it returns an error or panics (the panic goes
//     on).
//
// The ctx handed to fn carries the transaction, so that [AfterCommit] and
// the WithTx calls fn makes join it: fn passes that ctx on. fn's error
// comes back as it is, so a domain refusal keeps its type.
func WithTx(ctx context.Context, c *ent.Client, fn func(ctx context.Context, c *ent.Client) error) error {
	return run(ctx, c, nil, fn)
}

// A Lock reads the rows a transaction's read-modify-write is about, with
// [ForUpdate] as its modifier, before fn runs; it answers the refusal when
// they are not there.
type Lock func(ctx context.Context, c *ent.Client) error

// WithLock is [WithTx] that takes lock first, in the transaction (a nil
// lock takes nothing): two read-modify-writes of one row then run one after
// the other, and neither loses the other's update. On PostgreSQL the lock
// is the row's (FOR UPDATE, held until the outermost transaction ends); on
// SQLite every writing transaction is immediate (the _txlock=immediate of
// SQLiteDSN), so writers are serialised from BEGIN on and the lock reads
// plainly.
func WithLock(ctx context.Context, c *ent.Client, lock Lock, fn func(ctx context.Context, c *ent.Client) error) error {
	return run(ctx, c, lock, fn)
}

// ForUpdate is the query modifier of a [Lock]: FOR UPDATE on PostgreSQL,
// nothing on SQLite (which has no row locks, and would refuse the clause).
// Use it on a plain query (no DISTINCT, which PostgreSQL refuses with FOR
// UPDATE): c.Member.Query().Where(member.ID(id)).Modify(db.ForUpdate).
func ForUpdate(s *sql.Selector) {
	if s.Dialect() == dialect.Postgres {
		s.ForUpdate()
	}
}

// AfterCommit runs fn once the outermost transaction ctx carries commits,
// and never when it rolls back; at once when ctx carries none. The fns of
// one transaction run in the order they were registered. Messages and file
// deletions are made so: a refused or failed move tells no one and deletes
// nothing, and fn's own writes do not wait on the transaction's locks. The
// ctx fn gets is not cancelled with the request's and carries no
// transaction (the one it ran after has ended).
func AfterCommit(ctx context.Context, fn func(ctx context.Context)) {
	tx := ent.TxFromContext(ctx)
	if tx == nil {
		fn(ctx)
		return
	}
	after := ent.NewContext(ent.NewTxContext(context.WithoutCancel(ctx), nil), nil)
	v, loaded := pending.LoadOrStore(tx, new(hooks))
	h := v.(*hooks)
	h.mu.Lock()
	h.fns = append(h.fns, func() { fn(after) })
	h.mu.Unlock()
	if loaded {
		return
	}
	tx.OnCommit(func(next ent.Committer) ent.Committer {
		return ent.CommitFunc(func(c context.Context, tx *ent.Tx) error {
			err := next.Commit(c, tx)
			pending.Delete(tx)
			if err != nil {
				return err
			}
			h.mu.Lock()
			fns := h.fns
			h.mu.Unlock()
			for _, fn := range fns {
				fn()
			}
			return nil
		})
	})
	tx.OnRollback(func(next ent.Rollbacker) ent.Rollbacker {
		return ent.RollbackFunc(func(c context.Context, tx *ent.Tx) error {
			pending.Delete(tx)
			return next.Rollback(c, tx)
		})
	})
}

// hooks are the after-commit fns of one open transaction.
type hooks struct {
	mu  sync.Mutex
	fns []func()
}

// pending holds the hooks of each open transaction that has some.
var pending sync.Map // *ent.Tx -> *hooks

// opened maps the client of each transaction WithTx opened, while it is
// open, to its transaction: a c passed on without the ctx that carries it
// still joins with the after-commit hooks in their place.
var opened sync.Map // *ent.Client -> *ent.Tx

func run(ctx context.Context, c *ent.Client, lock Lock, fn func(ctx context.Context, c *ent.Client) error) (err error) {
	body := func(ctx context.Context, c *ent.Client) error {
		if lock != nil {
			if err := lock(ctx, c); err != nil {
				return err
			}
		}
		return fn(ctx, c)
	}
	if tx := ent.TxFromContext(ctx); tx != nil {
		return body(ctx, tx.Client())
	}
	tx, err := c.Tx(ctx)
	if errors.Is(err, ent.ErrTxStarted) {
		if tx, ok := opened.Load(c); ok {
			ctx = ent.NewTxContext(ctx, tx.(*ent.Tx))
		}
		return body(ctx, c)
	}
	if err != nil {
		return fmt.Errorf("db: begin transaction: %w", err)
	}
	txc := tx.Client()
	opened.Store(txc, tx)
	defer opened.Delete(txc)
	defer func() {
		if p := recover(); p != nil {
			_ = tx.Rollback()
			panic(p)
		}
	}()
	if err := body(ent.NewTxContext(ctx, tx), txc); err != nil {
		if rerr := tx.Rollback(); rerr != nil {
			return fmt.Errorf("%w (rollback: %v)", err, rerr)
		}
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("db: commit: %w", err)
	}
	return nil
}
