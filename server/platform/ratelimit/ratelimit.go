// Package ratelimit counts attempts in fixed windows kept in the shared
// cache, so that every server of a deployment sees the same counts.
//
// A window is named by the clock (its index since the epoch, or the
// calendar day in China), not by the cache's expiry, so a test that moves
// an injected clock forward opens a new window; the cache expiry only
// frees the memory of old windows.
package ratelimit

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"artmarket/server/platform/cache"
)

// China is the time zone of the daily caps: UTC+8, no daylight saving.
var China = time.FixedZone("CST", 8*60*60)

// Limiter counts attempts per key.
type Limiter struct {
	Cache  cache.Cache
	Now    func() time.Time // time.Now when nil
	Prefix string           // namespaces the cache keys (default "rl:")
}

// Result is the outcome of one counted attempt.
type Result struct {
	Allowed bool
	Count   int64         // attempts in the window, this one included
	Reset   time.Duration // time left until the window ends
}

func (l *Limiter) now() time.Time {
	if l.Now != nil {
		return l.Now()
	}
	return time.Now()
}

func (l *Limiter) prefix() string {
	if l.Prefix != "" {
		return l.Prefix
	}
	return "rl:"
}

// Allow counts one attempt for key in the current window of the given
// length and reports whether it is within limit. Refused attempts count
// too, so hammering does not reopen the limit.
func (l *Limiter) Allow(ctx context.Context, key string, limit int, window time.Duration) (Result, error) {
	if window <= 0 {
		return Result{}, fmt.Errorf("ratelimit: window must be positive, got %v", window)
	}
	now := l.now()
	idx := now.UnixNano() / int64(window)
	end := time.Unix(0, (idx+1)*int64(window))
	return l.count(ctx, key+":"+strconv.FormatInt(idx, 10), limit, end.Sub(now))
}

// AllowDaily is Allow with the calendar day in China as the window.
func (l *Limiter) AllowDaily(ctx context.Context, key string, limit int) (Result, error) {
	now := l.now().In(China)
	y, m, d := now.Date()
	end := time.Date(y, m, d+1, 0, 0, 0, 0, China)
	return l.count(ctx, key+":"+now.Format("20060102"), limit, end.Sub(now))
}

func (l *Limiter) count(ctx context.Context, key string, limit int, reset time.Duration) (Result, error) {
	// The cache keeps the counter a little beyond the window's end, so a
	// clock slightly ahead of the cache's never sees a window reopen early.
	n, err := l.Cache.Incr(ctx, l.prefix()+key, reset+time.Minute)
	if err != nil {
		return Result{}, fmt.Errorf("ratelimit: count attempt: %w", err)
	}
	return Result{Allowed: n <= int64(limit), Count: n, Reset: reset}, nil
}
