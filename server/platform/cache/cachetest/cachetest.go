// Package cachetest is the conformance suite every cache.Cache
// implementation must pass, plus helpers to run it against a real Redis.
//
// It is meant for tests only:
//
//	cachetest.Run(t, func(t *testing.T) cache.Cache { return cache.NewMemory() })
package cachetest

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"

	"artmarket/server/platform/cache"
)

// Factory returns a fresh, empty cache for one subtest. The suite closes it;
// the factory may register further clean-up with t.Cleanup.
type Factory func(t *testing.T) cache.Cache

// Run runs the conformance suite. Subtests run in parallel, each on its own
// cache from newCache.
func Run(t *testing.T, newCache Factory) {
	t.Helper()
	for _, tc := range []struct {
		name string
		fn   func(*testing.T, cache.Cache)
	}{
		{"GetSet", testGetSet},
		{"ValuesAreCopied", testValuesAreCopied},
		{"Expiry", testExpiry},
		{"SetReplacesExpiry", testSetReplacesExpiry},
		{"SetNX", testSetNX},
		{"SetNXRace", testSetNXRace},
		{"Delete", testDelete},
		{"Take", testTake},
		{"TakeRace", testTakeRace},
		{"Incr", testIncr},
		{"IncrConcurrent", testIncrConcurrent},
		{"IncrDoesNotExtendTTL", testIncrDoesNotExtendTTL},
		{"IncrWindowExpires", testIncrWindowExpires},
		{"TTL", testTTL},
		{"CanceledContext", testCanceledContext},
		{"Close", testClose},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			c := newCache(t)
			t.Cleanup(func() {
				if err := c.Close(); err != nil {
					t.Errorf("Close: %v", err)
				}
			})
			tc.fn(t, c)
		})
	}
}

// must fails the test on err.
func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func get(t *testing.T, c cache.Cache, key string) ([]byte, bool) {
	t.Helper()
	v, ok, err := c.Get(context.Background(), key)
	must(t, err)
	return v, ok
}

func wantValue(t *testing.T, c cache.Cache, key, want string) {
	t.Helper()
	v, ok := get(t, c, key)
	if !ok {
		t.Fatalf("Get(%q): not found, want %q", key, want)
	}
	if string(v) != want {
		t.Fatalf("Get(%q) = %q, want %q", key, v, want)
	}
}

func wantMissing(t *testing.T, c cache.Cache, key string) {
	t.Helper()
	if v, ok := get(t, c, key); ok {
		t.Fatalf("Get(%q) = %q, want missing", key, v)
	}
}

func testGetSet(t *testing.T, c cache.Cache) {
	ctx := context.Background()
	wantMissing(t, c, "k")
	must(t, c.Set(ctx, "k", []byte("一"), 0))
	wantValue(t, c, "k", "一")
	must(t, c.Set(ctx, "k", []byte("二"), time.Hour))
	wantValue(t, c, "k", "二")

	must(t, c.Set(ctx, "empty", []byte{}, 0))
	v, ok := get(t, c, "empty")
	if !ok || len(v) != 0 || v == nil {
		t.Fatalf("Get(empty) = %#v, %v; want []byte{}, true", v, ok)
	}
	must(t, c.Set(ctx, "nil", nil, 0))
	if v, ok := get(t, c, "nil"); !ok || len(v) != 0 {
		t.Fatalf("Get(nil value) = %q, %v; want empty, true", v, ok)
	}

	bin := []byte{0, 1, 0xfe, 0xff, '\n', 0}
	must(t, c.Set(ctx, "bin", bin, 0))
	if v, _ := get(t, c, "bin"); !bytes.Equal(v, bin) {
		t.Fatalf("binary round trip = %v, want %v", v, bin)
	}
	// Keys are opaque strings.
	must(t, c.Set(ctx, "sms:login:+86 138 0000 0000", []byte("x"), 0))
	wantValue(t, c, "sms:login:+86 138 0000 0000", "x")
}

func testValuesAreCopied(t *testing.T, c cache.Cache) {
	ctx := context.Background()
	in := []byte("abc")
	must(t, c.Set(ctx, "k", in, 0))
	in[0] = 'X'
	out, _ := get(t, c, "k")
	if string(out) != "abc" {
		t.Fatalf("stored value changed with caller's slice: %q", out)
	}
	out[0] = 'Y'
	wantValue(t, c, "k", "abc")
}

func testExpiry(t *testing.T, c cache.Cache) {
	ctx := context.Background()
	must(t, c.Set(ctx, "short", []byte("v"), 150*time.Millisecond))
	must(t, c.Set(ctx, "long", []byte("v"), time.Hour))
	ok, err := c.SetNX(ctx, "nx", []byte("v"), 150*time.Millisecond)
	must(t, err)
	if !ok {
		t.Fatal("SetNX on a new key returned false")
	}
	wantValue(t, c, "short", "v")
	time.Sleep(300 * time.Millisecond)

	wantMissing(t, c, "short")
	wantMissing(t, c, "nx")
	wantValue(t, c, "long", "v")
	if _, found, err := c.TTL(ctx, "short"); err != nil || found {
		t.Fatalf("TTL(expired) found=%v err=%v, want not found", found, err)
	}
	if v, found, err := c.Take(ctx, "short"); err != nil || found {
		t.Fatalf("Take(expired) = %q, %v, %v; want not found", v, found, err)
	}
	ok, err = c.SetNX(ctx, "nx", []byte("again"), 0)
	must(t, err)
	if !ok {
		t.Fatal("SetNX on an expired key returned false")
	}
	wantValue(t, c, "nx", "again")
	if n, err := c.Incr(ctx, "short", 0); err != nil || n != 1 {
		t.Fatalf("Incr(expired key) = %d, %v; want 1", n, err)
	}
}

func testSetReplacesExpiry(t *testing.T, c cache.Cache) {
	ctx := context.Background()
	must(t, c.Set(ctx, "k", []byte("a"), 150*time.Millisecond))
	must(t, c.Set(ctx, "k", []byte("b"), 0))
	if d, ok, err := c.TTL(ctx, "k"); err != nil || !ok || d != cache.NoExpiry {
		t.Fatalf("TTL after Set without ttl = %v, %v, %v; want NoExpiry", d, ok, err)
	}
	time.Sleep(250 * time.Millisecond)
	wantValue(t, c, "k", "b")
}

func testSetNX(t *testing.T, c cache.Cache) {
	ctx := context.Background()
	ok, err := c.SetNX(ctx, "k", []byte("first"), time.Minute)
	must(t, err)
	if !ok {
		t.Fatal("SetNX on a missing key = false")
	}
	ok, err = c.SetNX(ctx, "k", []byte("second"), time.Minute)
	must(t, err)
	if ok {
		t.Fatal("SetNX on an existing key = true")
	}
	wantValue(t, c, "k", "first")
	d, found, err := c.TTL(ctx, "k")
	must(t, err)
	if !found || d <= 0 || d > time.Minute {
		t.Fatalf("TTL after SetNX = %v, %v; want (0, 1m]", d, found)
	}
}

func testSetNXRace(t *testing.T, c cache.Cache) {
	const goroutines = 64
	for round := range 5 {
		key := "lock:" + strconv.Itoa(round)
		var (
			wg     sync.WaitGroup
			mu     sync.Mutex
			wins   []int
			start  = make(chan struct{})
			errsMu sync.Mutex
			errs   []error
		)
		for i := range goroutines {
			wg.Go(func() {
				<-start
				ok, err := c.SetNX(context.Background(), key, []byte(strconv.Itoa(i)), time.Minute)
				if err != nil {
					errsMu.Lock()
					errs = append(errs, err)
					errsMu.Unlock()
					return
				}
				if ok {
					mu.Lock()
					wins = append(wins, i)
					mu.Unlock()
				}
			})
		}
		close(start)
		wg.Wait()
		if err := errors.Join(errs...); err != nil {
			t.Fatal(err)
		}
		if len(wins) != 1 {
			t.Fatalf("round %d: %d SetNX winners (%v), want exactly 1", round, len(wins), wins)
		}
		wantValue(t, c, key, strconv.Itoa(wins[0]))
	}
}

func testDelete(t *testing.T, c cache.Cache) {
	ctx := context.Background()
	for _, k := range []string{"a", "b", "c"} {
		must(t, c.Set(ctx, k, []byte(k), time.Hour))
	}
	must(t, c.Delete(ctx))                      // no keys: no-op
	must(t, c.Delete(ctx, "a", "missing", "b")) // missing keys are ignored
	wantMissing(t, c, "a")
	wantMissing(t, c, "b")
	wantValue(t, c, "c", "c")
	if _, ok, err := c.TTL(ctx, "a"); err != nil || ok {
		t.Fatalf("TTL(deleted) found=%v err=%v", ok, err)
	}
	// A deleted counter starts again from 1.
	if _, err := c.Incr(ctx, "n", time.Hour); err != nil {
		t.Fatal(err)
	}
	must(t, c.Delete(ctx, "n"))
	if n, err := c.Incr(ctx, "n", time.Hour); err != nil || n != 1 {
		t.Fatalf("Incr after Delete = %d, %v; want 1", n, err)
	}
}

func testTake(t *testing.T, c cache.Cache) {
	ctx := context.Background()
	if v, ok, err := c.Take(ctx, "missing"); err != nil || ok || v != nil {
		t.Fatalf("Take(missing) = %q, %v, %v", v, ok, err)
	}
	must(t, c.Set(ctx, "code", []byte("123456"), time.Minute))
	v, ok, err := c.Take(ctx, "code")
	must(t, err)
	if !ok || string(v) != "123456" {
		t.Fatalf("Take = %q, %v; want 123456, true", v, ok)
	}
	if v, ok, err := c.Take(ctx, "code"); err != nil || ok {
		t.Fatalf("second Take = %q, %v, %v; want not found", v, ok, err)
	}
	wantMissing(t, c, "code")
}

func testTakeRace(t *testing.T, c cache.Cache) {
	const goroutines = 64
	for round := range 10 {
		key := "code:" + strconv.Itoa(round)
		must(t, c.Set(context.Background(), key, []byte("654321"), time.Minute))
		var (
			wg    sync.WaitGroup
			mu    sync.Mutex
			got   int
			errs  []error
			start = make(chan struct{})
		)
		for range goroutines {
			wg.Go(func() {
				<-start
				v, ok, err := c.Take(context.Background(), key)
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err != nil:
					errs = append(errs, err)
				case ok && string(v) != "654321":
					errs = append(errs, fmt.Errorf("Take = %q", v))
				case ok:
					got++
				}
			})
		}
		close(start)
		wg.Wait()
		if err := errors.Join(errs...); err != nil {
			t.Fatal(err)
		}
		if got != 1 {
			t.Fatalf("round %d: code taken %d times, want exactly once", round, got)
		}
	}
}

func testIncr(t *testing.T, c cache.Cache) {
	ctx := context.Background()
	for want := int64(1); want <= 3; want++ {
		n, err := c.Incr(ctx, "n", time.Minute)
		must(t, err)
		if n != want {
			t.Fatalf("Incr = %d, want %d", n, want)
		}
	}
	wantValue(t, c, "n", "3")

	must(t, c.Set(ctx, "m", []byte("41"), 0))
	if n, err := c.Incr(ctx, "m", 0); err != nil || n != 42 {
		t.Fatalf("Incr after Set 41 = %d, %v; want 42", n, err)
	}

	must(t, c.Set(ctx, "text", []byte("abc"), 0))
	if _, err := c.Incr(ctx, "text", time.Minute); !errors.Is(err, cache.ErrNotInteger) {
		t.Fatalf("Incr(non-integer) err = %v, want ErrNotInteger", err)
	}
	wantValue(t, c, "text", "abc")

	must(t, c.Set(ctx, "max", []byte("9223372036854775807"), 0))
	if _, err := c.Incr(ctx, "max", 0); !errors.Is(err, cache.ErrNotInteger) {
		t.Fatalf("Incr(MaxInt64) err = %v, want ErrNotInteger", err)
	}
}

func testIncrConcurrent(t *testing.T, c cache.Cache) {
	const goroutines, each = 32, 50
	var (
		wg    sync.WaitGroup
		mu    sync.Mutex
		seen  = make(map[int64]bool, goroutines*each)
		errs  []error
		start = make(chan struct{})
	)
	for range goroutines {
		wg.Go(func() {
			<-start
			for range each {
				n, err := c.Incr(context.Background(), "hits", time.Minute)
				mu.Lock()
				if err != nil {
					errs = append(errs, err)
				} else if seen[n] {
					errs = append(errs, fmt.Errorf("Incr returned %d twice", n))
				}
				seen[n] = true
				mu.Unlock()
			}
		})
	}
	close(start)
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		t.Fatal(err)
	}
	for i := int64(1); i <= goroutines*each; i++ {
		if !seen[i] {
			t.Fatalf("Incr never returned %d", i)
		}
	}
	wantValue(t, c, "hits", strconv.Itoa(goroutines*each))
	d, ok, err := c.TTL(context.Background(), "hits")
	must(t, err)
	if !ok || d <= 0 || d > time.Minute {
		t.Fatalf("TTL(hits) = %v, %v; want (0, 1m]", d, ok)
	}
}

func testIncrDoesNotExtendTTL(t *testing.T, c cache.Cache) {
	ctx := context.Background()
	_, err := c.Incr(ctx, "window", time.Hour)
	must(t, err)
	time.Sleep(60 * time.Millisecond)
	for range 3 {
		_, err = c.Incr(ctx, "window", time.Hour)
		must(t, err)
	}
	d, ok, err := c.TTL(ctx, "window")
	must(t, err)
	if !ok || d > time.Hour-50*time.Millisecond || d <= time.Hour-10*time.Second {
		t.Fatalf("TTL after later Incr = %v (found %v); want about 1h-60ms: Incr must not extend the expiry", d, ok)
	}

	// A longer ttl on a later Incr does not extend it either.
	_, err = c.Incr(ctx, "window", 2*time.Hour)
	must(t, err)
	if d, _, _ := c.TTL(ctx, "window"); d > time.Hour {
		t.Fatalf("TTL after Incr with a longer ttl = %v; want <= 1h", d)
	}

	// Without ttl a counter does not expire; a key without expiry gets one
	// from the next Incr that passes a ttl.
	_, err = c.Incr(ctx, "forever", 0)
	must(t, err)
	if d, ok, err := c.TTL(ctx, "forever"); err != nil || !ok || d != cache.NoExpiry {
		t.Fatalf("TTL(counter without ttl) = %v, %v, %v; want NoExpiry", d, ok, err)
	}
	_, err = c.Incr(ctx, "forever", time.Minute)
	must(t, err)
	if d, ok, err := c.TTL(ctx, "forever"); err != nil || !ok || d <= 0 || d > time.Minute {
		t.Fatalf("TTL(counter given a ttl later) = %v, %v, %v; want (0, 1m]", d, ok, err)
	}
}

func testIncrWindowExpires(t *testing.T, c cache.Cache) {
	ctx := context.Background()
	start := time.Now()
	_, err := c.Incr(ctx, "w", 250*time.Millisecond)
	must(t, err)
	time.Sleep(150 * time.Millisecond)
	n, err := c.Incr(ctx, "w", 250*time.Millisecond)
	must(t, err)
	if n != 2 {
		if time.Since(start) < 250*time.Millisecond {
			t.Fatalf("second Incr = %d, want 2", n)
		}
		t.Skip("machine too slow for this timing test")
	}
	// Had the second Incr extended the ttl, the key would live until ~400ms.
	time.Sleep(time.Until(start.Add(330 * time.Millisecond)))
	wantMissing(t, c, "w")
	if n, err := c.Incr(ctx, "w", 250*time.Millisecond); err != nil || n != 1 {
		t.Fatalf("Incr in a new window = %d, %v; want 1", n, err)
	}
}

func testTTL(t *testing.T, c cache.Cache) {
	ctx := context.Background()
	if d, ok, err := c.TTL(ctx, "missing"); err != nil || ok || d != 0 {
		t.Fatalf("TTL(missing) = %v, %v, %v; want 0, false, nil", d, ok, err)
	}
	must(t, c.Set(ctx, "forever", []byte("v"), 0))
	if d, ok, err := c.TTL(ctx, "forever"); err != nil || !ok || d != cache.NoExpiry {
		t.Fatalf("TTL(no expiry) = %v, %v, %v; want NoExpiry", d, ok, err)
	}
	must(t, c.Set(ctx, "k", []byte("v"), 10*time.Second))
	d, ok, err := c.TTL(ctx, "k")
	must(t, err)
	if !ok || d <= 9*time.Second || d > 10*time.Second {
		t.Fatalf("TTL = %v, %v; want about 10s", d, ok)
	}
}

func testCanceledContext(t *testing.T, c cache.Cache) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := c.Get(ctx, "k"); !errors.Is(err, context.Canceled) {
		t.Fatalf("Get with canceled context: err = %v, want context.Canceled", err)
	}
	if err := c.Set(ctx, "k", []byte("v"), 0); !errors.Is(err, context.Canceled) {
		t.Fatalf("Set with canceled context: err = %v, want context.Canceled", err)
	}
}

func testClose(t *testing.T, c cache.Cache) {
	ctx := context.Background()
	must(t, c.Set(ctx, "k", []byte("v"), time.Minute))
	must(t, c.Close())
	must(t, c.Close())
	if _, _, err := c.Get(ctx, "k"); !errors.Is(err, cache.ErrClosed) {
		t.Fatalf("Get after Close: err = %v, want ErrClosed", err)
	}
	if err := c.Set(ctx, "k", []byte("v"), 0); !errors.Is(err, cache.ErrClosed) {
		t.Fatalf("Set after Close: err = %v, want ErrClosed", err)
	}
	if _, err := c.Incr(ctx, "n", 0); !errors.Is(err, cache.ErrClosed) {
		t.Fatalf("Incr after Close: err = %v, want ErrClosed", err)
	}
	if _, _, err := c.Take(ctx, "k"); !errors.Is(err, cache.ErrClosed) {
		t.Fatalf("Take after Close: err = %v, want ErrClosed", err)
	}
}

// RedisURL returns TEST_REDIS_URL, skipping the test when it is unset or the
// server does not answer a PING within two seconds.
func RedisURL(t testing.TB) string {
	t.Helper()
	url := os.Getenv("TEST_REDIS_URL")
	if url == "" {
		t.Skip("TEST_REDIS_URL not set: skipping the Redis variant")
	}
	opt, err := redis.ParseURL(url)
	if err != nil {
		t.Fatalf("TEST_REDIS_URL: %v", err)
	}
	c := redis.NewClient(opt)
	defer c.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := c.Ping(ctx).Err(); err != nil {
		t.Skipf("Redis at TEST_REDIS_URL not answering (%v): skipping the Redis variant", err)
	}
	return url
}

// UniquePrefix returns a key prefix no other test run uses, and registers a
// clean-up that deletes every key under it from the Redis at url.
func UniquePrefix(t testing.TB, url string) string {
	t.Helper()
	var b [6]byte
	if _, err := rand.Read(b[:]); err != nil {
		t.Fatal(err)
	}
	prefix := "test:" + hex.EncodeToString(b[:]) + ":"
	t.Cleanup(func() {
		if err := DeletePrefix(url, prefix); err != nil {
			t.Errorf("cleaning up Redis keys %s*: %v", prefix, err)
		}
	})
	return prefix
}

// DeletePrefix deletes every key starting with prefix (which must not be
// empty) from the Redis at url.
func DeletePrefix(url, prefix string) error {
	if prefix == "" {
		return errors.New("cachetest: refusing to delete with an empty prefix")
	}
	opt, err := redis.ParseURL(url)
	if err != nil {
		return fmt.Errorf("parse redis url: %w", err)
	}
	c := redis.NewClient(opt)
	defer c.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	iter := c.Scan(ctx, 0, escapeGlob(prefix)+"*", 500).Iterator()
	var batch []string
	for iter.Next(ctx) {
		batch = append(batch, iter.Val())
		if len(batch) == 500 {
			if err := c.Unlink(ctx, batch...).Err(); err != nil {
				return fmt.Errorf("unlink: %w", err)
			}
			batch = batch[:0]
		}
	}
	if err := iter.Err(); err != nil {
		return fmt.Errorf("scan: %w", err)
	}
	if len(batch) > 0 {
		if err := c.Unlink(ctx, batch...).Err(); err != nil {
			return fmt.Errorf("unlink: %w", err)
		}
	}
	return nil
}

func escapeGlob(s string) string {
	var b bytes.Buffer
	for _, r := range s {
		switch r {
		case '*', '?', '[', ']', '\\':
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Kinds are the caches the server may run on: the tests of code that uses a
// cache run on each (Each).
var Kinds = []string{"memory", "redis"}

// New returns a fresh, empty cache of kind ("memory", or "redis" under a
// prefix of this test's own; the test is skipped when TEST_REDIS_URL does
// not answer), closed when the test ends.
func New(t testing.TB, kind string) cache.Cache {
	t.Helper()
	var c cache.Cache
	switch kind {
	case "memory":
		c = cache.NewMemory()
	case "redis":
		url := RedisURL(t)
		rc, err := cache.NewRedis(url, cache.WithPrefix(UniquePrefix(t, url)))
		if err != nil {
			t.Fatal(err)
		}
		c = rc
	default:
		t.Fatalf("cachetest: no cache kind %q", kind)
	}
	t.Cleanup(func() { _ = c.Close() })
	return c
}

// Each runs fn in a subtest per kind of cache, each on a fresh cache.
func Each(t *testing.T, fn func(t *testing.T, c cache.Cache)) {
	t.Helper()
	for _, kind := range Kinds {
		t.Run(kind, func(t *testing.T) { fn(t, New(t, kind)) })
	}
}
