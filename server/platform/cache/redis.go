package cache

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

// DefaultRedisPrefix namespaces the keys of [NewRedis] unless [WithPrefix]
// says otherwise.
const DefaultRedisPrefix = "artmarket:"

// RedisOption configures [NewRedis].
type RedisOption func(*redisConfig)

type redisConfig struct {
	prefix      string
	pingTimeout time.Duration
}

// WithPrefix sets the string prepended to every key (default
// [DefaultRedisPrefix]), so that several applications or test runs can share
// one Redis database without colliding. An empty prefix keeps the default.
func WithPrefix(prefix string) RedisOption {
	return func(c *redisConfig) {
		if prefix != "" {
			c.prefix = prefix
		}
	}
}

// WithPingTimeout bounds the connectivity check NewRedis makes (default 3s).
func WithPingTimeout(d time.Duration) RedisOption {
	return func(c *redisConfig) { c.pingTimeout = d }
}

type redisCache struct {
	c      *redis.Client
	prefix string
	once   sync.Once
}

// incrScript increments KEYS[1] and, when ARGV[1] > 0 ms and the key has no
// expiry yet, sets one (the same as INCR + PEXPIRE NX, but also on Redis
// before 7.0). A script runs atomically.
var incrScript = redis.NewScript(`
local n = redis.call('INCR', KEYS[1])
local ttl = tonumber(ARGV[1])
if ttl > 0 and redis.call('PTTL', KEYS[1]) == -1 then
  redis.call('PEXPIRE', KEYS[1], ttl)
end
return n
`)

// NewRedis connects to the Redis at url (redis://[user:password@]host:port/db,
// rediss:// for TLS; see go-redis ParseURL for query options) and checks the
// connection with a PING. It needs Redis 6.2 or later (GETDEL).
func NewRedis(url string, opts ...RedisOption) (Cache, error) {
	quietRedis.Do(func() { redis.SetLogger(debugLogger{}) })
	cfg := redisConfig{prefix: DefaultRedisPrefix, pingTimeout: 3 * time.Second}
	for _, o := range opts {
		o(&cfg)
	}
	ro, err := redis.ParseURL(url)
	if err != nil {
		return nil, fmt.Errorf("cache: parse redis url: %w", err)
	}
	// A caller's deadline bounds the wait on the socket too (go-redis leaves it
	// to its 3 s read timeout otherwise): the page cache gives Redis 50 ms.
	ro.ContextTimeoutEnabled = true
	c := redis.NewClient(ro)
	ctx, cancel := context.WithTimeout(context.Background(), cfg.pingTimeout)
	defer cancel()
	if err := c.Ping(ctx).Err(); err != nil {
		_ = c.Close()
		return nil, fmt.Errorf("cache: ping redis at %s: %w", ro.Addr, err)
	}
	return &redisCache{c: c, prefix: cfg.prefix}, nil
}

func (r *redisCache) key(k string) string { return r.prefix + k }

// quietRedis: go-redis prints a line of its own for every failed dial
// (thousands a minute while Redis is down, under load); the same failure
// comes back to the caller as an error, which the outage monitor logs once
// per outage. Its lines go to slog at debug level.
var quietRedis sync.Once

type debugLogger struct{}

func (debugLogger) Printf(ctx context.Context, format string, v ...any) {
	slog.DebugContext(ctx, "redis: "+fmt.Sprintf(format, v...))
}

// wrap adds context to a go-redis error and maps its closed-client error to
// ErrClosed.
func (r *redisCache) wrap(op string, err error) error {
	if errors.Is(err, redis.ErrClosed) {
		return fmt.Errorf("cache: redis %s: %w", op, ErrClosed)
	}
	if err != nil && (strings.Contains(err.Error(), "not an integer") || strings.Contains(err.Error(), "would overflow")) {
		return fmt.Errorf("cache: redis %s: %w: %w", op, ErrNotInteger, err)
	}
	return fmt.Errorf("cache: redis %s: %w", op, err)
}

// ms rounds a positive ttl up to whole milliseconds (Redis' resolution) and
// maps ttl <= 0 to 0 (no expiry).
func ms(ttl time.Duration) time.Duration {
	if ttl <= 0 {
		return 0
	}
	return (ttl + time.Millisecond - 1).Truncate(time.Millisecond)
}

func (r *redisCache) Get(ctx context.Context, key string) ([]byte, bool, error) {
	b, err := r.c.Get(ctx, r.key(key)).Bytes()
	return r.found("get", b, err)
}

// found answers the value b that op read, or that there was none
// (redis.Nil), or op's failure.
func (r *redisCache) found(op string, b []byte, err error) ([]byte, bool, error) {
	if errors.Is(err, redis.Nil) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, r.wrap(op, err)
	}
	return nonNil(b), true, nil
}

func (r *redisCache) Set(ctx context.Context, key string, val []byte, ttl time.Duration) error {
	if err := r.c.Set(ctx, r.key(key), nonNil(val), ms(ttl)).Err(); err != nil {
		return r.wrap("set", err)
	}
	return nil
}

func (r *redisCache) SetNX(ctx context.Context, key string, val []byte, ttl time.Duration) (bool, error) {
	ok, err := r.c.SetNX(ctx, r.key(key), nonNil(val), ms(ttl)).Result()
	if err != nil {
		return false, r.wrap("setnx", err)
	}
	return ok, nil
}

func (r *redisCache) Delete(ctx context.Context, keys ...string) error {
	if len(keys) == 0 {
		return nil
	}
	full := make([]string, len(keys))
	for i, k := range keys {
		full[i] = r.key(k)
	}
	if err := r.c.Del(ctx, full...).Err(); err != nil {
		return r.wrap("delete", err)
	}
	return nil
}

func (r *redisCache) Take(ctx context.Context, key string) ([]byte, bool, error) {
	b, err := r.c.GetDel(ctx, r.key(key)).Bytes()
	return r.found("take", b, err)
}

func (r *redisCache) Incr(ctx context.Context, key string, ttl time.Duration) (int64, error) {
	n, err := incrScript.Run(ctx, r.c, []string{r.key(key)}, ms(ttl).Milliseconds()).Int64()
	if err != nil {
		return 0, r.wrap("incr", err)
	}
	return n, nil
}

func (r *redisCache) TTL(ctx context.Context, key string) (time.Duration, bool, error) {
	d, err := r.c.PTTL(ctx, r.key(key)).Result()
	if err != nil {
		return 0, false, r.wrap("ttl", err)
	}
	switch d {
	case -2:
		return 0, false, nil
	case -1:
		return NoExpiry, true, nil
	}
	return d, true, nil
}

// Close closes the client. It is safe to call more than once.
func (r *redisCache) Close() error {
	var err error
	r.once.Do(func() {
		if cerr := r.c.Close(); cerr != nil {
			err = fmt.Errorf("cache: close redis: %w", cerr)
		}
	})
	return err
}
