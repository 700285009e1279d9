package orders

import (
	"context"
	"errors"
	"fmt"

	"artmarket/ent"
	"artmarket/server/platform/db"
)

// inTx runs fn in the transaction ctx carries (a GraphQL mutation's), else
// in a new transaction of c that the ctx handed to fn carries, so that
// afterCommit can wait for it; lock, when not nil, is taken first
// (db.WithLock). A c that is a transaction's client already runs fn in it.
func inTx(ctx context.Context, c *ent.Client, lock db.Lock, fn func(ctx context.Context, c *ent.Client) error) (err error) {
	if ent.TxFromContext(ctx) == nil {
		tx, err := c.Tx(ctx)
		switch {
		case errors.Is(err, ent.ErrTxStarted): // run in c's transaction, below
		case err != nil:
			return fmt.Errorf("orders: begin transaction: %w", err)
		default:
			return run(ent.NewTxContext(ctx, tx), tx, lock, fn)
		}
	}
	return db.WithLock(ctx, c, lock, func(c *ent.Client) error { return fn(ctx, c) })
}

// run runs fn in tx, which ctx carries, and commits it, or rolls it back on
// an error or a panic (the panic goes on).
func run(ctx context.Context, tx *ent.Tx, lock db.Lock, fn func(ctx context.Context, c *ent.Client) error) error {
	defer func() {
		if p := recover(); p != nil {
			_ = tx.Rollback()
			panic(p)
		}
	}()
	if err := db.WithLock(ctx, tx.Client(), lock, func(c *ent.Client) error { return fn(ctx, c) }); err != nil {
		if rerr := tx.Rollback(); rerr != nil {
			return fmt.Errorf("%w (rollback: %v)", err, rerr)
		}
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("orders: commit: %w", err)
	}
	return nil
}

// afterCommit runs fn once the transaction ctx carries commits (never when
// it rolls back); at once when ctx carries none. Messages are sent so: a
// refused or failed move tells no one, and the outbox's own writes do not
// wait on the transaction's locks.
func afterCommit(ctx context.Context, fn func(ctx context.Context)) {
	tx := ent.TxFromContext(ctx)
	if tx == nil {
		fn(ctx)
		return
	}
	ctx = context.WithoutCancel(ctx)
	tx.OnCommit(func(next ent.Committer) ent.Committer {
		return ent.CommitFunc(func(c context.Context, tx *ent.Tx) error {
			if err := next.Commit(c, tx); err != nil {
				return err
			}
			fn(ctx)
			return nil
		})
	})
}
