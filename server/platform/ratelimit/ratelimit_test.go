package ratelimit_test

import (
	"context"
	"testing"
	"time"

	"artmarket/server/platform/cache"
	"artmarket/server/platform/cache/cachetest"
	"artmarket/server/platform/ratelimit"
)

func TestAllow(t *testing.T) {
	cachetest.Each(t, func(t *testing.T, c cache.Cache) {
		ctx := context.Background()
		now := time.Date(2026, 3, 1, 10, 0, 30, 0, time.UTC)
		l := &ratelimit.Limiter{Cache: c, Now: func() time.Time { return now }}
		for i := 1; i <= 4; i++ {
			res, err := l.Allow(ctx, "k", 3, time.Minute)
			if err != nil {
				t.Fatal(err)
			}
			if res.Allowed != (i <= 3) || res.Count != int64(i) {
				t.Fatalf("attempt %d: %+v", i, res)
			}
			if res.Reset != 30*time.Second {
				t.Fatalf("reset = %v, want 30s", res.Reset)
			}
		}
		// Another key is independent.
		if res, _ := l.Allow(ctx, "other", 3, time.Minute); !res.Allowed {
			t.Fatal("other key limited")
		}
		// The next window starts afresh.
		now = now.Add(30 * time.Second)
		if res, _ := l.Allow(ctx, "k", 3, time.Minute); !res.Allowed || res.Count != 1 {
			t.Fatalf("next window: %+v", res)
		}
		if _, err := l.Allow(ctx, "k", 3, 0); err == nil {
			t.Fatal("zero window accepted")
		}
	})
}

func TestAllowDailyUsesChinaDay(t *testing.T) {
	cachetest.Each(t, func(t *testing.T, c cache.Cache) {
		ctx := context.Background()
		// 15:59 UTC is 23:59 in China: one minute before the day ends.
		now := time.Date(2026, 3, 1, 15, 59, 0, 0, time.UTC)
		l := &ratelimit.Limiter{Cache: c, Now: func() time.Time { return now }}
		for i := 0; i < 2; i++ {
			if res, _ := l.AllowDaily(ctx, "d", 2); !res.Allowed {
				t.Fatalf("attempt %d refused", i+1)
			}
		}
		res, err := l.AllowDaily(ctx, "d", 2)
		if err != nil || res.Allowed || res.Reset != time.Minute {
			t.Fatalf("third attempt: %+v %v", res, err)
		}
		now = now.Add(time.Minute) // midnight in China
		if res, _ := l.AllowDaily(ctx, "d", 2); !res.Allowed {
			t.Fatal("new day still limited")
		}
	})
}
