package db

import (
	"context"
	"database/sql"
	"fmt"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"entgo.io/ent/dialect"
	entsql "entgo.io/ent/dialect/sql"
)

// CountCache keeps the answers of the COUNT(*) statements of list queries
// (a connection's totalCount: entgql counts the whole filtered set on every
// page request, 20–70 ms over 100,000 works where the page itself takes
// under 1 ms) until the next write to the tables they read.
//
// What it keeps, and why that stays exact:
//   - only statements sent with a context marked by WithCountCache (the
//     GraphQL query operations; never mutations, never server code), outside
//     transactions (a transaction's statements go through Tx uncached and
//     see its own writes), that begin with SELECT COUNT( and read only the
//     tables in Tables: the catalogue tables whose every write goes through
//     an ent mutation that the app's purge hook sees;
//   - keyed by the statement's text and arguments, so two filters, two
//     searches or two viewers' visibility rules never share an answer;
//   - tagged with the purge generation read before the statement is sent:
//     Purge (called after every catalogue write, and again when its
//     transaction commits) moves the generation, so an answer counted
//     before, or during, a write is never served after it; with Redis the
//     other servers' purges arrive through the app's page sync (within a
//     second), as for the page cache;
//   - for at most MaxAge in any case, and at most MaxEntries answers (the
//     whole map is dropped when full: cheap, and bounded memory).
//
// Concurrent misses of one statement share one query (single flight), so
// 64 clients after a purge send one COUNT, not 64.
type CountCache struct {
	dialect.Driver
	// Tables the cached statements may read; nil or empty caches nothing.
	Tables map[string]bool
	// MaxAge bounds an answer's life (default 30 s); MaxEntries the map.
	MaxAge     time.Duration
	MaxEntries int

	gen     atomic.Uint64
	hits    atomic.Int64
	mu      sync.Mutex
	entries map[string]countEntry
	flights map[string]*countFlight
}

type countEntry struct {
	n   int64
	gen uint64
	at  time.Time
}

type countFlight struct {
	done chan struct{}
	n    int64
	err  error
}

type countCacheKey struct{}

// WithCountCache marks ctx: list counts sent with it may be answered from
// the CountCache.
func WithCountCache(ctx context.Context) context.Context {
	return context.WithValue(ctx, countCacheKey{}, true)
}

// Purge forgets every kept count: the catalogue changed.
func (c *CountCache) Purge() {
	c.gen.Add(1)
	c.mu.Lock()
	c.entries = nil
	c.mu.Unlock()
}

// Hits is how many counts were answered without a statement.
func (c *CountCache) Hits() int64 { return c.hits.Load() }

// tableRe finds the tables a statement reads (FROM and JOIN, quoted as
// PostgreSQL and SQLite quote them).
var tableRe = regexp.MustCompile("(?i)\\b(?:FROM|JOIN)\\s+[\"`]?([A-Za-z0-9_]+)")

// cacheable reports whether query may be answered from the cache.
func (c *CountCache) cacheable(ctx context.Context, query string) bool {
	if len(c.Tables) == 0 || ctx.Value(countCacheKey{}) == nil {
		return false
	}
	if !strings.HasPrefix(query, "SELECT COUNT(") {
		return false
	}
	ms := tableRe.FindAllStringSubmatch(query, -1)
	if len(ms) == 0 {
		return false
	}
	for _, m := range ms {
		if !c.Tables[m[1]] {
			return false
		}
	}
	return true
}

// Query answers a cacheable count from the cache, or sends it.
func (c *CountCache) Query(ctx context.Context, query string, args, v any) error {
	rows, ok := v.(*entsql.Rows)
	if !ok || !c.cacheable(ctx, query) {
		return c.Driver.Query(ctx, query, args, v)
	}
	key := query + "\x00" + fmt.Sprintf("%#v", args)
	maxAge := c.MaxAge
	if maxAge <= 0 {
		maxAge = 30 * time.Second
	}
	gen := c.gen.Load()
	c.mu.Lock()
	if e, ok := c.entries[key]; ok && e.gen == gen && time.Since(e.at) < maxAge {
		c.mu.Unlock()
		c.hits.Add(1)
		*rows = entsql.Rows{ColumnScanner: &oneInt{n: e.n}}
		return nil
	}
	fkey := fmt.Sprint(gen) + "\x00" + key
	if f, ok := c.flights[fkey]; ok {
		c.mu.Unlock()
		select {
		case <-f.done:
		case <-ctx.Done():
			return ctx.Err()
		}
		if f.err != nil {
			return f.err
		}
		*rows = entsql.Rows{ColumnScanner: &oneInt{n: f.n}}
		return nil
	}
	f := &countFlight{done: make(chan struct{})}
	if c.flights == nil {
		c.flights = map[string]*countFlight{}
	}
	c.flights[fkey] = f
	c.mu.Unlock()

	f.n, f.err = c.count(ctx, query, args)
	c.mu.Lock()
	delete(c.flights, fkey)
	// Kept only if no purge came since gen was read: a count that raced a
	// write is answered once, to its own request, and never kept.
	if f.err == nil && c.gen.Load() == gen {
		maxEntries := c.MaxEntries
		if maxEntries <= 0 {
			maxEntries = 10_000
		}
		if c.entries == nil || len(c.entries) >= maxEntries {
			c.entries = map[string]countEntry{}
		}
		c.entries[key] = countEntry{n: f.n, gen: gen, at: time.Now()}
	}
	c.mu.Unlock()
	close(f.done)
	if f.err != nil {
		return f.err
	}
	*rows = entsql.Rows{ColumnScanner: &oneInt{n: f.n}}
	return nil
}

// count sends the statement and reads its one number. The flight is not
// tied to one waiter's cancellation: a leaving client must not fail the
// others waiting on it.
func (c *CountCache) count(ctx context.Context, query string, args any) (int64, error) {
	var rows entsql.Rows
	if err := c.Driver.Query(context.WithoutCancel(ctx), query, args, &rows); err != nil {
		return 0, err
	}
	defer rows.Close()
	return entsql.ScanInt64(rows)
}

// oneInt is a result of one row with one integer column.
type oneInt struct {
	n    int64
	read bool
}

func (r *oneInt) Close() error                            { return nil }
func (r *oneInt) ColumnTypes() ([]*sql.ColumnType, error) { return nil, nil }
func (r *oneInt) Columns() ([]string, error)              { return []string{"count"}, nil }
func (r *oneInt) Err() error                              { return nil }
func (r *oneInt) NextResultSet() bool                     { return false }

func (r *oneInt) Next() bool {
	if r.read {
		return false
	}
	r.read = true
	return true
}

func (r *oneInt) Scan(dest ...any) error {
	if len(dest) != 1 {
		return fmt.Errorf("db: count cache: scan into %d values", len(dest))
	}
	switch d := dest[0].(type) {
	case *int64:
		*d = r.n
	case *int:
		*d = int(r.n)
	case *any:
		*d = r.n
	case sql.Scanner:
		return d.Scan(r.n)
	default:
		return fmt.Errorf("db: count cache: cannot scan into %T", dest[0])
	}
	return nil
}

// Tx and BeginTx go past the cache: a transaction counts what it sees.
func (c *CountCache) Tx(ctx context.Context) (dialect.Tx, error) { return c.Driver.Tx(ctx) }

// BeginTx starts a transaction with options, past the cache.
func (c *CountCache) BeginTx(ctx context.Context, opts *sql.TxOptions) (dialect.Tx, error) {
	if b, ok := c.Driver.(interface {
		BeginTx(context.Context, *sql.TxOptions) (dialect.Tx, error)
	}); ok {
		return b.BeginTx(ctx, opts)
	}
	return c.Driver.Tx(ctx)
}
