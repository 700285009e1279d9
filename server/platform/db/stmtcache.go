package db

import (
	"context"
	"database/sql"
	"sync"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"
)

// stmtCache keeps SQLite's queries prepared: each statement sent outside a
// transaction is compiled once per connection and kept, where the driver
// otherwise parses and plans it anew on every query (about a tenth of the
// CPU of a miss of the 30-work list). PostgreSQL needs none: pgx keeps its
// connections' statements itself.
//
// Bounded: when MaxStatements are kept (the IN lists of edge loading vary
// with the page), all are closed and the cache starts over; a statement in
// use is closed by database/sql when its rows are.
type stmtCache struct {
	dialect.Driver // *entsql.Driver over db
	db             *sql.DB

	mu    sync.Mutex
	stmts map[string]*sql.Stmt
}

// maxStatements bounds the kept statements.
const maxStatements = 512

// Query runs a read through its kept statement; anything the cache cannot
// take (other argument or row types) goes to the driver as it came.
func (c *stmtCache) Query(ctx context.Context, query string, args, v any) error {
	rows, ok := v.(*entsql.Rows)
	argv, ok2 := args.([]any)
	if !ok || !ok2 {
		return c.Driver.Query(ctx, query, args, v)
	}
	st, err := c.stmt(ctx, query)
	if err != nil {
		return err
	}
	r, err := st.QueryContext(ctx, argv...)
	if err != nil {
		return err
	}
	*rows = entsql.Rows{ColumnScanner: r}
	return nil
}

func (c *stmtCache) stmt(ctx context.Context, query string) (*sql.Stmt, error) {
	c.mu.Lock()
	st, ok := c.stmts[query]
	c.mu.Unlock()
	if ok {
		return st, nil
	}
	st, err := c.db.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if kept, ok := c.stmts[query]; ok { // another request prepared it meanwhile
		_ = st.Close()
		return kept, nil
	}
	if c.stmts == nil || len(c.stmts) >= maxStatements {
		for _, old := range c.stmts {
			_ = old.Close()
		}
		c.stmts = make(map[string]*sql.Stmt)
	}
	c.stmts[query] = st
	return st, nil
}
