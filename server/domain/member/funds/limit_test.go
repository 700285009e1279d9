package funds_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"artmarket/server/domain/member/funds"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/cache"
	"artmarket/server/platform/cache/cachetest"
	"artmarket/server/platform/dbtest"
	"artmarket/server/platform/ratelimit"
)

// The real-name check answers whether an ID number is verified elsewhere: it
// may be asked VerifyPerMemberDaily times a day by a member and
// VerifyPerAddressDaily times from an address (an IPv6 /64), refusals
// counted, in sequence as in parallel; the next day it may be asked again.
func TestRealNameAttemptsAreLimited(t *testing.T) {
	cachetest.Each(t, func(t *testing.T, c cache.Cache) {
		s, client := setup(t, dbtest.SQLite(t))
		ctx := context.Background()
		now := time.Date(2026, 3, 1, 22, 0, 0, 0, ratelimit.China)
		clock := func() time.Time { return now }
		owner := newMember(t, client, "owner")
		if err := s.VerifyRealName(ctx, client, owner, "198.51.100.1", "张三", validID); err != nil {
			t.Fatal(err)
		}
		s.Limiter = &ratelimit.Limiter{Cache: c, Now: clock, Prefix: "realname:rl:"}
		try := func(m int, ip string) error { return s.VerifyRealName(ctx, client, m, ip, "李四", validID) }
		taken := func(err error) bool { p := problem.As(err); return p != nil && p.Message == funds.MsgIDTaken }
		tooMany := func(err error) bool {
			p := problem.As(err)
			return p != nil && p.Kind == problem.TooMany && p.Message == funds.MsgVerifyTooMany && p.RetryAfter > 0
		}

		// One member, in sequence: five answers, then none, from any address.
		a := newMember(t, client, "a")
		for i := 1; i <= funds.VerifyPerMemberDaily; i++ {
			if err := try(a, "203.0.113.1"); !taken(err) {
				t.Fatalf("attempt %d: %v", i, err)
			}
		}
		for _, ip := range []string{"203.0.113.1", "203.0.113.2", "2001:db8::1"} {
			if err := try(a, ip); !tooMany(err) {
				t.Fatalf("attempt past the member's cap from %s: %v", ip, err)
			}
		}
		// A malformed number is refused for what it is, and looks nothing up.
		err := s.VerifyRealName(ctx, client, a, "203.0.113.1", "李四", "110105194912310021")
		if p := problem.As(err); p == nil || p.Message != funds.MsgIDInvalid {
			t.Fatalf("malformed past the cap: %v", err)
		}

		// One address (an IPv6 /64), many members: twenty answers, then none.
		for i := 0; i < funds.VerifyPerAddressDaily/funds.VerifyPerMemberDaily; i++ {
			m := newMember(t, client, fmt.Sprintf("b%d", i))
			for j := 0; j < funds.VerifyPerMemberDaily; j++ {
				if err := try(m, fmt.Sprintf("2001:db8:1:2::%x", i*16+j+1)); !taken(err) {
					t.Fatalf("member %d attempt %d: %v", i, j, err)
				}
			}
		}
		fresh := newMember(t, client, "fresh")
		if err := try(fresh, "2001:db8:1:2:ffff::1"); !tooMany(err) {
			t.Fatalf("a new member from a spent /64: %v", err)
		}
		if err := try(fresh, "2001:db8:1:3::1"); !taken(err) {
			t.Fatalf("the next /64 is its own: %v", err)
		}

		// Parallel: twenty attempts of one member, five answered.
		par := newMember(t, client, "parallel")
		results := make([]error, 20)
		var wg sync.WaitGroup
		for i := range results {
			wg.Add(1)
			go func() { defer wg.Done(); results[i] = try(par, fmt.Sprintf("192.0.2.%d", i+1)) }()
		}
		wg.Wait()
		if n, refused := count(results, taken), count(results, tooMany); n != funds.VerifyPerMemberDaily || refused != 20-n {
			t.Fatalf("20 parallel attempts of one member: %d answered, %d refused: %v", n, refused, results)
		}
		// Parallel: ten members, three attempts each, from one address: twenty answered.
		var ms []int
		for i := 0; i < 10; i++ {
			ms = append(ms, newMember(t, client, fmt.Sprintf("p%d", i)))
		}
		results = make([]error, 30)
		for i := range results {
			wg.Add(1)
			go func() { defer wg.Done(); results[i] = try(ms[i/3], "198.51.100.77") }()
		}
		wg.Wait()
		if n, refused := count(results, taken), count(results, tooMany); n != funds.VerifyPerAddressDaily || refused != 30-n {
			t.Fatalf("30 parallel attempts from one address: %d answered, %d refused: %v", n, refused, results)
		}

		// The next day (China's calendar) the member may ask again.
		now = now.Add(3 * time.Hour)
		if err := try(a, "203.0.113.1"); !taken(err) {
			t.Fatalf("the next day: %v", err)
		}
	})
}

func count(errs []error, f func(error) bool) int {
	n := 0
	for _, err := range errs {
		if f(err) {
			n++
		}
	}
	return n
}
