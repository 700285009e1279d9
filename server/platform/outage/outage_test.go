package outage

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"

	"artmarket/server/platform/cache"
)

func TestLost(t *testing.T) {
	_, refused := net.DialTimeout("tcp", "127.0.0.1:1", time.Second) // nothing listens on port 1
	for _, c := range []struct {
		err  error
		want bool
	}{
		{nil, false},
		{errors.New("duplicate key"), false},
		{context.Canceled, false},
		{&pgconn.PgError{Code: "23505"}, false}, // a unique violation: the database answered
		{fmt.Errorf("redis get: %w", refused), refused != nil},
		{&pgconn.PgError{Code: "57P01"}, true}, // terminating connection due to administrator command
		{&pgconn.PgError{Code: "08006"}, true},
		{fmt.Errorf("query: %w", errors.New("conn closed")), true},
	} {
		if got := Lost(c.err); got != c.want {
			t.Errorf("Lost(%v) = %v, want %v", c.err, got, c.want)
		}
	}
}

// An outage is one line when it starts and one when it ends, however many
// calls fail meanwhile; only failures to reach the dependency count.
func TestMonitorLogsEachOutageOnce(t *testing.T) {
	var buf bytes.Buffer
	m := NewMonitor(slog.New(slog.NewTextHandler(&buf, nil)))
	m.Watch(Redis)
	lost := &net.OpError{Op: "dial", Net: "tcp", Err: errors.New("connection refused")}
	for range 100 {
		err := m.Seen(Redis, lost)
		if e := As(err); e == nil || e.Dependency != Redis {
			t.Fatalf("Seen = %v, want an outage of redis", err)
		}
	}
	if other := errors.New("WRONGTYPE"); m.Seen(Redis, other) != other {
		t.Fatal("an answer that is an error is not an outage")
	}
	if !m.Down(Redis) || m.State()[Redis] != "down" {
		t.Fatalf("state %v", m.State())
	}
	for range 100 {
		if err := m.Seen(Redis, nil); err != nil {
			t.Fatal(err)
		}
	}
	if m.Down(Redis) || m.State()[Redis] != "up" {
		t.Fatalf("state after a success %v", m.State())
	}
	log := buf.String()
	if strings.Count(log, "dependency down") != 1 || strings.Count(log, "dependency back") != 1 || strings.Count(log, "\n") != 2 {
		t.Fatalf("log:\n%s", log)
	}
}

// The watched cache names Redis in its failures.
func TestWatchCache(t *testing.T) {
	m := NewMonitor(slog.New(slog.DiscardHandler))
	c := WatchCache(failing{}, m, Redis)
	if _, _, err := c.Get(context.Background(), "k"); As(err) == nil {
		t.Fatalf("Get: %v", err)
	}
	if m.State()[Redis] != "down" {
		t.Fatalf("state %v", m.State())
	}
	var nilMonitor *Monitor // classifies, keeps nothing
	if err := nilMonitor.Seen(Database, &net.OpError{Op: "dial", Err: errors.New("refused")}); As(err) == nil {
		t.Fatal(err)
	}
}

type failing struct{ cache.Cache }

func (failing) Get(context.Context, string) ([]byte, bool, error) {
	return nil, false, &net.OpError{Op: "dial", Net: "tcp", Err: errors.New("connection refused")}
}
