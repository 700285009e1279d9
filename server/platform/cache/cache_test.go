package cache_test

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"artmarket/server/platform/cache"
	"artmarket/server/platform/cache/cachetest"
)

func TestMemoryConformance(t *testing.T) {
	cachetest.Run(t, func(t *testing.T) cache.Cache {
		return cache.NewMemory(cache.WithJanitorInterval(20 * time.Millisecond))
	})
}

func TestRedisConformance(t *testing.T) {
	url := cachetest.RedisURL(t)
	cachetest.Run(t, func(t *testing.T) cache.Cache {
		c, err := cache.NewRedis(url, cache.WithPrefix(cachetest.UniquePrefix(t, url)))
		if err != nil {
			t.Fatal(err)
		}
		return c
	})
}

func TestRedisPrefixIsolation(t *testing.T) {
	url := cachetest.RedisURL(t)
	ctx := context.Background()
	p1, p2 := cachetest.UniquePrefix(t, url), cachetest.UniquePrefix(t, url)
	a, err := cache.NewRedis(url, cache.WithPrefix(p1))
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := cache.NewRedis(url, cache.WithPrefix(p2))
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()

	if err := a.Set(ctx, "k", []byte("a"), time.Minute); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := b.Get(ctx, "k"); err != nil || ok {
		t.Fatalf("other prefix sees the key: ok=%v err=%v", ok, err)
	}

	opt, err := redis.ParseURL(url)
	if err != nil {
		t.Fatal(err)
	}
	raw := redis.NewClient(opt)
	defer raw.Close()
	if v, err := raw.Get(ctx, p1+"k").Result(); err != nil || v != "a" {
		t.Fatalf("raw GET %sk = %q, %v; want the value under the prefix", p1, v, err)
	}
}

func TestRedisBadURL(t *testing.T) {
	if _, err := cache.NewRedis("http://example.com"); err == nil {
		t.Fatal("NewRedis accepted an http URL")
	}
	// Nothing listens on port 1: the ping fails fast.
	_, err := cache.NewRedis("redis://127.0.0.1:1/0", cache.WithPingTimeout(time.Second))
	if err == nil {
		t.Fatal("NewRedis succeeded without a server")
	}
}

func TestOpen(t *testing.T) {
	c, err := cache.Open("", "ignored:")
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, ok := c.(*cache.Memory); !ok {
		t.Fatalf("Open(\"\") = %T, want *cache.Memory", c)
	}
}

func TestMemoryJanitorSweeps(t *testing.T) {
	m := cache.NewMemory(cache.WithJanitorInterval(10 * time.Millisecond))
	defer m.Close()
	ctx := context.Background()
	for i := range 100 {
		if err := m.Set(ctx, string(rune('a'+i%26))+string(rune(i)), []byte("v"), 20*time.Millisecond); err != nil {
			t.Fatal(err)
		}
	}
	if err := m.Set(ctx, "keep", []byte("v"), 0); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(2 * time.Second)
	for m.Len() != 1 {
		if time.Now().After(deadline) {
			t.Fatalf("janitor left %d entries, want 1", m.Len())
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// A full cache evicts instead of refusing writes: flooding it with entries
// can never make the writes that limits depend on fail.
func TestMemoryMaxEntriesEvicts(t *testing.T) {
	m := cache.NewMemory(cache.WithMaxEntries(3), cache.WithJanitorInterval(0))
	defer m.Close()
	ctx := context.Background()
	if err := m.Set(ctx, "keep", []byte("k"), 0); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"a", "b"} {
		if err := m.Set(ctx, k, []byte(k), time.Hour); err != nil {
			t.Fatal(err)
		}
	}
	// At the cap: a counter and a flood of new keys are all written.
	if n, err := m.Incr(ctx, "n", time.Minute); err != nil || n != 1 {
		t.Fatalf("Incr at the cap: %d, %v", n, err)
	}
	for i := 0; i < 1000; i++ {
		if err := m.Set(ctx, fmt.Sprintf("flood%d", i), []byte("x"), 2*time.Hour); err != nil {
			t.Fatalf("Set %d at the cap: %v", i, err)
		}
		if stored, err := m.SetNX(ctx, fmt.Sprintf("nx%d", i), []byte("x"), 2*time.Hour); err != nil || !stored {
			t.Fatalf("SetNX %d at the cap: %v %v", i, stored, err)
		}
		if m.Len() > 3 {
			t.Fatalf("%d entries, cap 3", m.Len())
		}
	}
	if m.Evicted() < 2000 {
		t.Fatalf("evicted %d", m.Evicted())
	}
	// The newest write is there; an entry without expiry outlived the
	// entries that expire (they go first).
	if _, found, _ := m.Get(ctx, "nx999"); !found {
		t.Fatal("the newest entry was evicted")
	}
	if _, found, _ := m.Get(ctx, "keep"); !found {
		t.Fatal("the entry without expiry was evicted before expiring ones")
	}
}

func TestMemoryCloseStopsJanitor(t *testing.T) {
	m := cache.NewMemory(cache.WithJanitorInterval(time.Millisecond))
	done := make(chan struct{})
	go func() { _ = m.Close(); close(done) }()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		t.Fatal("Close did not return: janitor not stopped")
	}
}

// stallingRedis is a Redis that answers the connection's handshake and PING,
// then never answers another command.
func stallingRedis(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = ln.Close() })
	go func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer conn.Close()
				r := bufio.NewReader(conn)
				for {
					args, err := readCommand(r)
					if err != nil {
						return
					}
					switch strings.ToUpper(args[0]) {
					case "PING":
						_, _ = conn.Write([]byte("+PONG\r\n"))
					case "HELLO":
						_, _ = conn.Write([]byte("-ERR unknown command 'HELLO'\r\n"))
					case "CLIENT", "SELECT", "AUTH":
						_, _ = conn.Write([]byte("+OK\r\n"))
					default: // stalls: no answer
					}
				}
			}()
		}
	}()
	return "redis://" + ln.Addr().String() + "/0"
}

// readCommand reads one RESP command (an array of bulk strings).
func readCommand(r *bufio.Reader) ([]string, error) {
	line, err := r.ReadString('\n')
	if err != nil {
		return nil, err
	}
	n, err := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(line, "*")))
	if err != nil || n < 1 {
		return nil, fmt.Errorf("not a command: %q", line)
	}
	args := make([]string, n)
	for i := range args {
		if _, err := r.ReadString('\n'); err != nil { // $len
			return nil, err
		}
		arg, err := r.ReadString('\n')
		if err != nil {
			return nil, err
		}
		args[i] = strings.TrimSuffix(arg, "\r\n")
	}
	return args, nil
}

// A caller's deadline bounds a command that Redis does not answer (without
// it, go-redis waits for its own read timeout, seconds).
func TestRedisHonoursTheCallersDeadline(t *testing.T) {
	c, err := cache.NewRedis(stallingRedis(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	if _, _, err := c.Get(ctx, "k"); err == nil {
		t.Fatal("a Get that Redis never answered succeeded")
	}
	if took := time.Since(start); took > time.Second {
		t.Fatalf("a Get with a 50 ms deadline took %v", took)
	}
}
