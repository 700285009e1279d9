package outage

import (
	"context"
	"database/sql"

	"entgo.io/ent/dialect"
)

// WatchDriver returns d with every statement's failure to reach the
// database reported to m as dep (an *Error) and every success marking dep
// up. It sits under ent (and under the statement counter and the count
// cache), so every query of the server goes through it.
func WatchDriver(d dialect.Driver, m *Monitor, dep string) dialect.Driver {
	m.Watch(dep)
	return &watchedDriver{Driver: d, m: m, dep: dep}
}

type watchedDriver struct {
	dialect.Driver
	m   *Monitor
	dep string
}

func (w *watchedDriver) Exec(ctx context.Context, query string, args, v any) error {
	return w.m.Seen(w.dep, w.Driver.Exec(ctx, query, args, v))
}

func (w *watchedDriver) Query(ctx context.Context, query string, args, v any) error {
	return w.m.Seen(w.dep, w.Driver.Query(ctx, query, args, v))
}

func (w *watchedDriver) Tx(ctx context.Context) (dialect.Tx, error) {
	tx, err := w.Driver.Tx(ctx)
	if err = w.m.Seen(w.dep, err); err != nil {
		return nil, err
	}
	return &watchedTx{Tx: tx, w: w}, nil
}

// BeginTx starts a transaction with options (ent's Client.BeginTx needs it).
func (w *watchedDriver) BeginTx(ctx context.Context, opts *sql.TxOptions) (dialect.Tx, error) {
	b, ok := w.Driver.(interface {
		BeginTx(context.Context, *sql.TxOptions) (dialect.Tx, error)
	})
	if !ok {
		return w.Tx(ctx)
	}
	tx, err := b.BeginTx(ctx, opts)
	if err = w.m.Seen(w.dep, err); err != nil {
		return nil, err
	}
	return &watchedTx{Tx: tx, w: w}, nil
}

type watchedTx struct {
	dialect.Tx
	w *watchedDriver
}

func (t *watchedTx) Exec(ctx context.Context, query string, args, v any) error {
	return t.w.m.Seen(t.w.dep, t.Tx.Exec(ctx, query, args, v))
}

func (t *watchedTx) Query(ctx context.Context, query string, args, v any) error {
	return t.w.m.Seen(t.w.dep, t.Tx.Query(ctx, query, args, v))
}

func (t *watchedTx) Commit() error { return t.w.m.Seen(t.w.dep, t.Tx.Commit()) }
