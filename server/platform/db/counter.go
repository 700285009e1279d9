package db

import (
	"context"
	"database/sql"
	"sync/atomic"

	"entgo.io/ent/dialect"
)

// Counter is a dialect.Driver that counts the statements it sends, so tests
// and benchmarks can see how many queries a request costs.
type Counter struct {
	dialect.Driver
	n atomic.Int64
	// Record, when set, sees every query (outside transactions) with its
	// arguments: the EXPLAIN test reads the plans of what pages really send.
	Record func(query string, args any)
}

// Count is the number of statements sent so far.
func (c *Counter) Count() int64 { return c.n.Load() }

// Exec counts and forwards.
func (c *Counter) Exec(ctx context.Context, query string, args, v any) error {
	c.n.Add(1)
	return c.Driver.Exec(ctx, query, args, v)
}

// Query counts and forwards.
func (c *Counter) Query(ctx context.Context, query string, args, v any) error {
	c.n.Add(1)
	if c.Record != nil {
		c.Record(query, args)
	}
	return c.Driver.Query(ctx, query, args, v)
}

// Tx wraps the transaction so its statements count too.
func (c *Counter) Tx(ctx context.Context) (dialect.Tx, error) {
	tx, err := c.Driver.Tx(ctx)
	if err != nil {
		return nil, err
	}
	return &countingTx{Tx: tx, c: c}, nil
}

type countingTx struct {
	dialect.Tx
	c *Counter
}

func (t *countingTx) Exec(ctx context.Context, query string, args, v any) error {
	t.c.n.Add(1)
	return t.Tx.Exec(ctx, query, args, v)
}

func (t *countingTx) Query(ctx context.Context, query string, args, v any) error {
	t.c.n.Add(1)
	return t.Tx.Query(ctx, query, args, v)
}

// BeginTx starts a transaction with options (ent's Client.BeginTx needs it).
func (c *Counter) BeginTx(ctx context.Context, opts *sql.TxOptions) (dialect.Tx, error) {
	b, ok := c.Driver.(interface {
		BeginTx(context.Context, *sql.TxOptions) (dialect.Tx, error)
	})
	if !ok {
		return c.Tx(ctx)
	}
	tx, err := b.BeginTx(ctx, opts)
	if err != nil {
		return nil, err
	}
	return &countingTx{Tx: tx, c: c}, nil
}
