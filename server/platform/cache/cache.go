// Package cache is the key-value store behind single-use codes (captcha,
// SMS and e-mail codes), rate-limit counters and other short-lived state.
//
// Two implementations satisfy the same [Cache] interface and pass the same
// conformance suite (package cachetest):
//
//   - [NewMemory]: in-process, for a single server (the default).
//   - [NewRedis]: Redis through go-redis, for any number of servers sharing
//     one Redis (used when REDIS_URL is set).
//
// [Open] picks one from a URL. Semantics shared by both:
//
//   - A ttl <= 0 means "no expiry".
//   - Values are copied in and out: callers may reuse their slices.
//   - Counters written by Incr are stored as decimal text, so Get on a counter
//     returns e.g. "42".
//   - Errors carry context and wrap their cause; a closed cache answers
//     [ErrClosed]. Keys never appear in error messages (they may hold phone
//     numbers or e-mail addresses).
package cache

import (
	"context"
	"errors"
	"time"
)

// Cache is a key-value store with per-key expiry.
type Cache interface {
	// Get returns the value stored at key. found is false when the key is
	// missing or expired.
	Get(ctx context.Context, key string) (val []byte, found bool, err error)

	// Set stores val at key, replacing any value and expiry. ttl <= 0 stores
	// it without expiry.
	Set(ctx context.Context, key string, val []byte, ttl time.Duration) error

	// SetNX stores val at key only if the key does not exist (or has
	// expired). It reports whether it stored the value; among concurrent
	// callers exactly one wins.
	SetNX(ctx context.Context, key string, val []byte, ttl time.Duration) (stored bool, err error)

	// Delete removes the keys; missing keys are ignored.
	Delete(ctx context.Context, keys ...string) error

	// Take atomically gets and deletes the value at key (GETDEL): among
	// concurrent callers at most one receives the value. It is the
	// primitive for single-use codes.
	Take(ctx context.Context, key string) (val []byte, found bool, err error)

	// Incr atomically adds one to the counter at key and returns the new
	// value; a missing or expired key counts from zero. If ttl > 0 and the
	// key has no expiry (it was just created, or stored without one), the
	// key expires after ttl; an existing expiry is never extended, so a
	// fixed-window counter ends ttl after its first increment (Redis: INCR
	// then PEXPIRE only when PTTL is -1, in one Lua script). Incr on a value
	// that is not a decimal int64, or that would overflow, fails with
	// [ErrNotInteger].
	Incr(ctx context.Context, key string, ttl time.Duration) (int64, error)

	// TTL returns the time left before key expires. found is false when the
	// key is missing or expired; a key without expiry returns [NoExpiry].
	TTL(ctx context.Context, key string) (ttl time.Duration, found bool, err error)

	// Close releases the cache's resources. Further calls fail with
	// [ErrClosed]; closing twice is harmless.
	Close() error
}

// NoExpiry is what TTL returns for a key that exists and never expires.
const NoExpiry time.Duration = -1

var (
	// ErrClosed is returned by every operation on a closed cache.
	ErrClosed = errors.New("cache: closed")
	// ErrNotInteger is returned by Incr when the stored value is not a
	// decimal int64 or the increment would overflow.
	ErrNotInteger = errors.New("cache: value is not an integer or out of range")
)

// Open returns a Redis cache when redisURL is set and an in-process cache
// otherwise. prefix namespaces the Redis keys (see [WithPrefix]); it is
// ignored by the in-process cache.
func Open(redisURL, prefix string) (Cache, error) {
	if redisURL == "" {
		return NewMemory(), nil
	}
	return NewRedis(redisURL, WithPrefix(prefix))
}
