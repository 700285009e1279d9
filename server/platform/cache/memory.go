package cache

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"strconv"
	"sync"
	"time"
)

const (
	// DefaultMaxEntries bounds the in-process cache. A million small
	// entries (codes, counters) are on the order of 100-200 MB; a deployment
	// that needs more should use Redis.
	DefaultMaxEntries = 1 << 20
	// DefaultJanitorInterval is how often expired entries are swept. Expired
	// entries are invisible at once (checked on every access); the sweep
	// only frees their memory.
	DefaultJanitorInterval = time.Minute
)

// Memory is the in-process [Cache]: a map guarded by a mutex, with lazy
// expiry on access and a janitor goroutine that sweeps expired entries until
// Close.
type Memory struct {
	mu      sync.Mutex
	items   map[string]memEntry
	closed  bool
	max     int
	evicted uint64
	now     func() time.Time
	stop    chan struct{}
	stopped chan struct{}
	once    sync.Once
}

type memEntry struct {
	val []byte
	exp int64 // UnixNano; 0 means no expiry
}

// MemoryOption configures [NewMemory].
type MemoryOption func(*memoryConfig)

type memoryConfig struct {
	maxEntries int
	interval   time.Duration
	now        func() time.Time
}

// WithMaxEntries caps the number of entries (default [DefaultMaxEntries]).
// A write that would create an entry beyond the cap evicts first (expired
// entries, else the ones closest to expiry): writes never fail for room.
func WithMaxEntries(n int) MemoryOption {
	return func(c *memoryConfig) { c.maxEntries = n }
}

// WithJanitorInterval sets how often expired entries are swept (default
// [DefaultJanitorInterval]); d <= 0 disables the janitor.
func WithJanitorInterval(d time.Duration) MemoryOption {
	return func(c *memoryConfig) { c.interval = d }
}

// withClock replaces time.Now (tests only).
func withClock(now func() time.Time) MemoryOption {
	return func(c *memoryConfig) { c.now = now }
}

// NewMemory returns an in-process cache. Call Close to stop its janitor.
func NewMemory(opts ...MemoryOption) *Memory {
	cfg := memoryConfig{maxEntries: DefaultMaxEntries, interval: DefaultJanitorInterval, now: time.Now}
	for _, o := range opts {
		o(&cfg)
	}
	if cfg.maxEntries <= 0 {
		cfg.maxEntries = DefaultMaxEntries
	}
	m := &Memory{
		items:   make(map[string]memEntry, min(cfg.maxEntries, 1024)),
		max:     cfg.maxEntries,
		now:     cfg.now,
		stop:    make(chan struct{}),
		stopped: make(chan struct{}),
	}
	if cfg.interval > 0 {
		go m.janitor(cfg.interval)
	} else {
		close(m.stopped)
	}
	return m
}

var _ Cache = (*Memory)(nil)

func (m *Memory) janitor(every time.Duration) {
	defer close(m.stopped)
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-m.stop:
			return
		case <-t.C:
			m.mu.Lock()
			m.sweepLocked()
			m.mu.Unlock()
		}
	}
}

// sweepLocked deletes every expired entry. Caller holds m.mu.
func (m *Memory) sweepLocked() {
	now := m.now().UnixNano()
	for k, e := range m.items {
		if e.exp != 0 && e.exp <= now {
			delete(m.items, k)
		}
	}
}

// Len returns the number of entries held, including expired ones not yet
// swept.
func (m *Memory) Len() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.items)
}

// begin locks m after checking ctx and the closed flag. On success the
// caller must unlock.
func (m *Memory) begin(ctx context.Context, op string) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("cache: memory %s: %w", op, err)
	}
	m.mu.Lock()
	if m.closed {
		m.mu.Unlock()
		return fmt.Errorf("cache: memory %s: %w", op, ErrClosed)
	}
	return nil
}

// liveLocked returns the unexpired entry at key, deleting it if expired.
func (m *Memory) liveLocked(key string, now int64) (memEntry, bool) {
	e, ok := m.items[key]
	if !ok {
		return memEntry{}, false
	}
	if e.exp != 0 && e.exp <= now {
		delete(m.items, key)
		return memEntry{}, false
	}
	return e, true
}

// putLocked stores e at key. A new key at the cap first makes room by
// evicting (see evictLocked): a full cache never refuses a write, because
// rate limits and lockouts depend on their counters being written.
func (m *Memory) putLocked(key string, e memEntry) {
	if _, exists := m.items[key]; !exists && len(m.items) >= m.max {
		m.evictLocked()
	}
	m.items[key] = e
}

// evictSample is how many entries evictLocked looks at.
const evictSample = 64

// evictLocked removes one entry or more, like Redis's volatile-ttl policy
// approximated by sampling: it looks at up to evictSample entries (Go's map
// iteration starts at a random place), removes every expired one it sees,
// and if none was, the one that would expire soonest; entries without
// expiry go last. Cost is bounded by the sample, not by the cache's size.
func (m *Memory) evictLocked() {
	now := m.now().UnixNano()
	victim, victimExp, seen, removed := "", int64(0), 0, 0
	for k, e := range m.items {
		if e.exp != 0 && e.exp <= now {
			delete(m.items, k)
			removed++
		} else if victim == "" || rank(e.exp) < rank(victimExp) {
			victim, victimExp = k, e.exp
		}
		if seen++; seen >= evictSample {
			break
		}
	}
	if removed == 0 && victim != "" {
		delete(m.items, victim)
	}
	m.evicted += uint64(max(removed, 1))
}

// rank orders entries for eviction: sooner expiry first, no expiry last.
func rank(exp int64) int64 {
	if exp == 0 {
		return math.MaxInt64
	}
	return exp
}

// Evicted is how many entries were removed to make room.
func (m *Memory) Evicted() uint64 {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.evicted
}

func expiry(now int64, ttl time.Duration) int64 {
	if ttl <= 0 {
		return 0
	}
	if now > math.MaxInt64-int64(ttl) {
		return math.MaxInt64
	}
	return now + int64(ttl)
}

// Get implements [Cache].
func (m *Memory) Get(ctx context.Context, key string) ([]byte, bool, error) {
	return m.read(ctx, "get", key, false)
}

// Set implements [Cache].
func (m *Memory) Set(ctx context.Context, key string, val []byte, ttl time.Duration) error {
	if err := m.begin(ctx, "set"); err != nil {
		return err
	}
	defer m.mu.Unlock()
	now := m.now().UnixNano()
	m.liveLocked(key, now)
	m.putLocked(key, memEntry{val: bytes.Clone(nonNil(val)), exp: expiry(now, ttl)})
	return nil
}

// SetNX implements [Cache].
func (m *Memory) SetNX(ctx context.Context, key string, val []byte, ttl time.Duration) (bool, error) {
	if err := m.begin(ctx, "setnx"); err != nil {
		return false, err
	}
	defer m.mu.Unlock()
	now := m.now().UnixNano()
	if _, ok := m.liveLocked(key, now); ok {
		return false, nil
	}
	m.putLocked(key, memEntry{val: bytes.Clone(nonNil(val)), exp: expiry(now, ttl)})
	return true, nil
}

// Delete implements [Cache].
func (m *Memory) Delete(ctx context.Context, keys ...string) error {
	if err := m.begin(ctx, "delete"); err != nil {
		return err
	}
	defer m.mu.Unlock()
	for _, k := range keys {
		delete(m.items, k)
	}
	return nil
}

// Take implements [Cache].
func (m *Memory) Take(ctx context.Context, key string) ([]byte, bool, error) {
	return m.read(ctx, "take", key, true)
}

// read answers key's live value for op (Get, Take); take deletes the entry
// besides.
func (m *Memory) read(ctx context.Context, op, key string, take bool) ([]byte, bool, error) {
	if err := m.begin(ctx, op); err != nil {
		return nil, false, err
	}
	defer m.mu.Unlock()
	e, ok := m.liveLocked(key, m.now().UnixNano())
	if !ok {
		return nil, false, nil
	}
	if !take {
		return bytes.Clone(nonNil(e.val)), true, nil
	}
	delete(m.items, key)
	return nonNil(e.val), true, nil // the entry is gone: no copy needed
}

// Incr implements [Cache].
func (m *Memory) Incr(ctx context.Context, key string, ttl time.Duration) (int64, error) {
	if err := m.begin(ctx, "incr"); err != nil {
		return 0, err
	}
	defer m.mu.Unlock()
	now := m.now().UnixNano()
	e, ok := m.liveLocked(key, now)
	var n int64
	if ok {
		var err error
		n, err = strconv.ParseInt(string(e.val), 10, 64)
		if err != nil || n == math.MaxInt64 {
			return 0, fmt.Errorf("cache: memory incr: %w", ErrNotInteger)
		}
	}
	n++
	if e.exp == 0 {
		e.exp = expiry(now, ttl) // like EXPIRE NX: only a key without expiry gets one
	}
	e.val = strconv.AppendInt(nil, n, 10)
	m.putLocked(key, e)
	return n, nil
}

// TTL implements [Cache].
func (m *Memory) TTL(ctx context.Context, key string) (time.Duration, bool, error) {
	if err := m.begin(ctx, "ttl"); err != nil {
		return 0, false, err
	}
	defer m.mu.Unlock()
	now := m.now().UnixNano()
	e, ok := m.liveLocked(key, now)
	if !ok {
		return 0, false, nil
	}
	if e.exp == 0 {
		return NoExpiry, true, nil
	}
	return time.Duration(e.exp - now), true, nil
}

// Close stops the janitor and drops all entries. It is safe to call more
// than once.
func (m *Memory) Close() error {
	m.once.Do(func() {
		m.mu.Lock()
		m.closed = true
		m.items = nil
		m.mu.Unlock()
		close(m.stop)
	})
	<-m.stopped
	return nil
}

func nonNil(b []byte) []byte {
	if b == nil {
		return []byte{}
	}
	return b
}
