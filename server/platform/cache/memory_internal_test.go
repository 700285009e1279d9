package cache

import (
	"context"
	"testing"
	"time"

	"artmarket/server/platform/clocktest"
)

// TestMemoryExpiryBoundary checks expiry to the nanosecond with a fake clock:
// a key is gone exactly when its ttl has elapsed.
func TestMemoryExpiryBoundary(t *testing.T) {
	clk := clocktest.New(time.Unix(1_700_000_000, 0))
	m := NewMemory(withClock(clk.Now), WithJanitorInterval(0))
	defer m.Close()
	ctx := context.Background()

	if err := m.Set(ctx, "k", []byte("v"), time.Minute); err != nil {
		t.Fatal(err)
	}
	if _, err := m.Incr(ctx, "n", time.Minute); err != nil {
		t.Fatal(err)
	}
	clk.Advance(time.Minute - time.Nanosecond)
	if d, ok, _ := m.TTL(ctx, "k"); !ok || d != time.Nanosecond {
		t.Fatalf("TTL 1ns before expiry = %v, %v", d, ok)
	}
	if n, _ := m.Incr(ctx, "n", time.Hour); n != 2 {
		t.Fatalf("Incr = %d, want 2", n)
	}
	clk.Advance(time.Nanosecond)
	if _, ok, _ := m.Get(ctx, "k"); ok {
		t.Fatal("key alive at its expiry instant")
	}
	if n, _ := m.Incr(ctx, "n", time.Hour); n != 1 {
		t.Fatalf("Incr after the window = %d, want 1 (ttl must not have been extended)", n)
	}
	if d, _, _ := m.TTL(ctx, "n"); d != time.Hour {
		t.Fatalf("TTL of the new window = %v, want 1h", d)
	}
}

func TestMemoryHugeTTL(t *testing.T) {
	m := NewMemory(WithJanitorInterval(0))
	defer m.Close()
	ctx := context.Background()
	if err := m.Set(ctx, "k", []byte("v"), time.Duration(1<<63-1)); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := m.Get(ctx, "k"); !ok {
		t.Fatal("key with a huge ttl expired at once (overflow)")
	}
}
