package db

import (
	"context"
	"errors"
	"fmt"

	"entgo.io/ent/dialect"
	"entgo.io/ent/dialect/sql"

	"artmarket/ent"
)

// WithTx runs fn in a transaction, the one already open if there is one:
//   - c is a transaction's client (a caller's fn passing its c on), or ctx
//     carries a transaction (a GraphQL mutation's, opened by the
//     Transactioner through ent's OpenTx): fn runs in it with its client,
//     and committing or rolling back is left to whoever opened it (an
//     error of fn comes back, and the opener rolls everything back);
//   - else a transaction of c is opened for fn: committed when fn returns
//     nil, rolled back when it returns an error or panics (the panic goes
//     on).
//
// fn's error comes back as it is, so a domain refusal keeps its type.
func WithTx(ctx context.Context, c *ent.Client, fn func(c *ent.Client) error) error {
	return run(ctx, c, nil, fn)
}

// A Lock reads the rows a transaction's read-modify-write is about, with
// [ForUpdate] as its modifier, before fn runs; it answers the refusal when
// they are not there.
type Lock func(ctx context.Context, c *ent.Client) error

// WithLock is [WithTx] that takes lock first, in the transaction: two
// read-modify-writes of one row then run one after the other, and neither
// loses the other's update. On PostgreSQL the lock is the row's (FOR
// UPDATE, held until the outermost transaction ends); on SQLite every
// writing transaction is immediate (the _txlock=immediate of SQLiteDSN), so
// writers are serialised from BEGIN on and the lock reads plainly.
func WithLock(ctx context.Context, c *ent.Client, lock Lock, fn func(c *ent.Client) error) error {
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

func run(ctx context.Context, c *ent.Client, lock Lock, fn func(c *ent.Client) error) (err error) {
	body := func(c *ent.Client) error {
		if lock != nil {
			if err := lock(ctx, c); err != nil {
				return err
			}
		}
		return fn(c)
	}
	if tx := ent.TxFromContext(ctx); tx != nil {
		return body(tx.Client())
	}
	tx, err := c.Tx(ctx)
	if errors.Is(err, ent.ErrTxStarted) {
		return body(c)
	}
	if err != nil {
		return fmt.Errorf("db: begin transaction: %w", err)
	}
	defer func() {
		if p := recover(); p != nil {
			_ = tx.Rollback()
			panic(p)
		}
	}()
	if err := body(tx.Client()); err != nil {
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
