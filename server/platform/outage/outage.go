// Package outage tells a dependency that cannot be reached (the database,
// Redis) from every other failure, and keeps each one's state: a request
// that needs a dependency that is down is refused with "try again later"
// (503, Retry-After) rather than answered as an unexpected server error,
// and the outage is logged once when it starts and once when it ends, not
// once per request (a minute of Redis down under load was thousands of
// identical lines).
//
// The watchers ([WatchCache], [WatchDriver]) sit between the server and
// each dependency: every failure to reach it comes back as an *[Error]
// naming it and marks it down; the next success marks it up again.
package outage

import (
	"context"
	"database/sql/driver"
	"errors"
	"io"
	"log/slog"
	"net"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/redis/go-redis/v9"
)

// The dependencies, by the names /readyz and the log use.
const (
	Database = "database"
	Redis    = "redis"
)

// RetryAfter is what a refusal during an outage tells the client to wait
// (the Retry-After header): long enough not to hammer a dependency that is
// restarting (PostgreSQL's and Redis' restarts take seconds), short enough
// that a person retrying by hand is not kept waiting after it is back.
const RetryAfter = 10 * time.Second

// Error is a failure to reach a dependency.
type Error struct {
	Dependency string
	Err        error
}

func (e *Error) Error() string { return e.Dependency + " unavailable: " + e.Err.Error() }

// Unwrap returns the dependency's own error.
func (e *Error) Unwrap() error { return e.Err }

// As returns the outage in err's chain, or nil.
func As(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return nil
}

// Lost reports whether err says the dependency could not be reached or
// dropped the connection (as opposed to answering: a constraint violation,
// a missing key, a canceled request are not outages).
func Lost(err error) bool {
	if err == nil || errors.Is(err, context.Canceled) {
		return false
	}
	var (
		op  *net.OpError
		ce  *pgconn.ConnectError
		pge *pgconn.PgError
	)
	switch {
	case errors.As(err, &op), errors.As(err, &ce):
		return true
	case errors.As(err, &pge):
		// Class 08: connection exception; 57P01-57P03: the server is shutting
		// down or starting; 53300: too many connections.
		return strings.HasPrefix(pge.Code, "08") || strings.HasPrefix(pge.Code, "57P0") || pge.Code == "53300"
	case errors.Is(err, syscall.ECONNREFUSED), errors.Is(err, syscall.ECONNRESET), errors.Is(err, syscall.EPIPE),
		errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, driver.ErrBadConn),
		errors.Is(err, redis.ErrPoolTimeout), errors.Is(err, redis.ErrPoolExhausted):
		return true
	}
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		return true
	}
	// pgx reports a connection it lost mid-query as "conn closed" (no type).
	return strings.Contains(err.Error(), "conn closed")
}

// Monitor keeps which dependencies are down and logs each change of state
// once. The zero value works (logging to slog.Default); a nil *Monitor
// classifies errors and keeps nothing.
type Monitor struct {
	Log *slog.Logger

	anyDown atomic.Int32 // the number down: a success while none is down costs one atomic load
	mu      sync.Mutex
	down    map[string]time.Time // since when
	watched map[string]bool
}

// NewMonitor returns a monitor that logs to log.
func NewMonitor(log *slog.Logger) *Monitor { return &Monitor{Log: log} }

func (m *Monitor) log() *slog.Logger {
	if m.Log == nil {
		return slog.Default()
	}
	return m.Log
}

// Watch names a dependency the monitor reports on (in [Monitor.State]).
func (m *Monitor) Watch(dep string) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.watched == nil {
		m.watched = map[string]bool{}
	}
	m.watched[dep] = true
}

// Seen records the outcome of one call to dep and returns err, as an
// *Error naming dep when it is a failure to reach it. A nil err marks dep
// up again.
func (m *Monitor) Seen(dep string, err error) error {
	if err == nil {
		if m != nil && m.anyDown.Load() > 0 {
			m.up(dep)
		}
		return nil
	}
	if As(err) != nil || !Lost(err) {
		return err
	}
	if m != nil {
		m.markDown(dep, err)
	}
	return &Error{Dependency: dep, Err: err}
}

func (m *Monitor) markDown(dep string, err error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.down[dep]; ok {
		return
	}
	if m.down == nil {
		m.down = map[string]time.Time{}
	}
	m.down[dep] = time.Now()
	m.anyDown.Add(1)
	m.log().Error("dependency down: what needs it is refused (503) until it answers again", "dependency", dep, "err", err)
}

func (m *Monitor) up(dep string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	since, ok := m.down[dep]
	if !ok {
		return
	}
	delete(m.down, dep)
	m.anyDown.Add(-1)
	m.log().Info("dependency back", "dependency", dep, "down_for", time.Since(since).Round(time.Millisecond))
}

// Down reports whether dep is down now.
func (m *Monitor) Down(dep string) bool {
	if m == nil || m.anyDown.Load() == 0 {
		return false
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	_, ok := m.down[dep]
	return ok
}

// State is each watched dependency's state, "up" or "down", by name.
func (m *Monitor) State() map[string]string {
	out := map[string]string{}
	if m == nil {
		return out
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	names := make([]string, 0, len(m.watched))
	for d := range m.watched {
		names = append(names, d)
	}
	sort.Strings(names)
	for _, d := range names {
		out[d] = "up"
		if _, ok := m.down[d]; ok {
			out[d] = "down"
		}
	}
	return out
}
