package outage

import (
	"context"
	"time"

	"artmarket/server/platform/cache"
)

// WatchCache returns c with every call's failure to reach it reported to m
// as dep (an *Error) and every success marking dep up.
func WatchCache(c cache.Cache, m *Monitor, dep string) cache.Cache {
	m.Watch(dep)
	return &watchedCache{c: c, m: m, dep: dep}
}

type watchedCache struct {
	c   cache.Cache
	m   *Monitor
	dep string
}

func (w *watchedCache) seen(err error) error { return w.m.Seen(w.dep, err) }

func (w *watchedCache) Get(ctx context.Context, key string) ([]byte, bool, error) {
	v, ok, err := w.c.Get(ctx, key)
	return v, ok, w.seen(err)
}

func (w *watchedCache) Set(ctx context.Context, key string, val []byte, ttl time.Duration) error {
	return w.seen(w.c.Set(ctx, key, val, ttl))
}

func (w *watchedCache) SetNX(ctx context.Context, key string, val []byte, ttl time.Duration) (bool, error) {
	ok, err := w.c.SetNX(ctx, key, val, ttl)
	return ok, w.seen(err)
}

func (w *watchedCache) Delete(ctx context.Context, keys ...string) error {
	return w.seen(w.c.Delete(ctx, keys...))
}

func (w *watchedCache) Take(ctx context.Context, key string) ([]byte, bool, error) {
	v, ok, err := w.c.Take(ctx, key)
	return v, ok, w.seen(err)
}

func (w *watchedCache) Incr(ctx context.Context, key string, ttl time.Duration) (int64, error) {
	n, err := w.c.Incr(ctx, key, ttl)
	return n, w.seen(err)
}

func (w *watchedCache) TTL(ctx context.Context, key string) (time.Duration, bool, error) {
	d, ok, err := w.c.TTL(ctx, key)
	return d, ok, w.seen(err)
}

func (w *watchedCache) Close() error { return w.c.Close() }
