package db

import "context"

type countersOnlyKey struct{}

// CountersOnly marks ctx: the writes sent with it change only counts that
// visitors may see a cache's lifetime late (a work's favourites, an
// artist's or gallery's followers), so the caches of anonymous answers are
// not purged for them. Every member could otherwise drop every server's
// pages and answers with each tap of 收藏 or 关注 — one tap a second
// anywhere and no page stays kept, and a loop of taps is a stampede of
// renders. Only counters: a write that changes what a list holds or how
// it is ordered or filtered must not carry it. A job's bookkeeping on its
// own row, which no page shows (the lease of server/platform/jobs), carries
// it too: a job walking its due rows would otherwise drop every member's
// kept pages twice a row.
func CountersOnly(ctx context.Context) context.Context {
	return context.WithValue(ctx, countersOnlyKey{}, true)
}

// IsCountersOnly reports whether ctx was marked by CountersOnly.
func IsCountersOnly(ctx context.Context) bool {
	v, _ := ctx.Value(countersOnlyKey{}).(bool)
	return v
}
