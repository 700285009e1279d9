package app

import (
	"context"
	"log/slog"
	"regexp"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"artmarket/ent"
	"artmarket/ent/schema/viewer"
	"artmarket/server/platform/cache"
	"artmarket/server/platform/db"
)

// ownPaths are the member pages kept per member (ssr.OwnPages): what they
// show is the member's own rows and the public rows around them, all written
// through ent (so every write is counted by ownPages.hook). Not the pages of
// one purchase or payment, nor the account's security and funds.
var ownPaths = regexp.MustCompile(`^/member/(profile|address|fav-artworks|fav-artists|fav-galleries|artworks(/[a-z-]+)?|orders)$`)

// selfOnly are the tables whose rows a member writes for themselves and only
// their own pages show: such a write moves that member's count alone. Any
// other write (an order, a payment, a review, a work, the ledger …) may show
// on another member's pages and moves everyone's.
var selfOnly = map[string]bool{"Favorite": true, "Address": true}

// platformBooks are the tables no member's own page reads: the audit log and
// reconciliation's days and differences. The daily reconciliation alone
// writes 14 rows over a week's days; counted, every member's kept pages went
// on each run.
var platformBooks = map[string]bool{"AuditEntry": true, "ReconDay": true, "ReconDifference": true}

// ownPagesKey and ownPagesTTL: the shared counts (with Redis), so that a write
// on one server is seen by the next request on any other.
const (
	ownPagesKey = "own-pages:gen"
	ownPagesTTL = 24 * time.Hour
	// ownPagesWait bounds one read of the shared counts: past it the page is
	// rendered rather than kept (a slow Redis costs a render, never a stale
	// page).
	ownPagesWait = 50 * time.Millisecond
	// ownPagesWriteWait bounds counting a write in the shared counts: longer,
	// because a count lost there leaves the other servers' kept pages of the
	// write standing (until the page cache's TTL), and writes are few.
	ownPagesWriteWait = time.Second
)

// ownPages counts the writes that may change a member's own pages: one count
// for everyone, one per member and one of sessions, in this process and,
// with Redis, in the shared cache too. The member layer's memo
// (memberlayer.go) keys what it read by the same counts.
type ownPages struct {
	shared cache.Cache // nil: this server alone
	log    *slog.Logger
	local  sync.Map      // count's key → *atomic.Int64
	wait   time.Duration // bounds a read of the shared counts; ownPagesWait when 0 (tests under load raise it)
}

// The counts' keys: everyone's, one member's, the sessions'.
const (
	countAll      = ownPagesKey
	countSessions = ownPagesKey + ":sessions"
)

func memberKey(memberID int) string { return ownPagesKey + ":" + strconv.Itoa(memberID) }

// Kept: ssr.OwnPages.
func (o *ownPages) Kept(path string) bool { return ownPaths.MatchString(path) }

// Gen: ssr.OwnPages.
func (o *ownPages) Gen(ctx context.Context, memberID int) (string, bool) {
	return o.read(ctx, countAll, memberKey(memberID))
}

// read is the counts of keys as one value: this server's, and the shared
// ones when there are any (read each time: a write on another server counts
// at once). ok false when the shared counts cannot be read now.
func (o *ownPages) read(ctx context.Context, keys ...string) (string, bool) {
	var b []byte
	for _, k := range keys {
		b = strconv.AppendInt(b, o.counter(k).Load(), 10)
		b = append(b, '.')
	}
	if o.shared == nil {
		return string(b), true
	}
	wait := o.wait
	if wait == 0 {
		wait = ownPagesWait
	}
	ctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	for _, k := range keys {
		v, _, err := o.shared.Get(ctx, k)
		if err != nil {
			return "", false
		}
		b = append(append(b, v...), '.')
	}
	return string(b), true
}

func (o *ownPages) counter(key string) *atomic.Int64 {
	if c, ok := o.local.Load(key); ok {
		return c.(*atomic.Int64)
	}
	c, _ := o.local.LoadOrStore(key, new(atomic.Int64))
	return c.(*atomic.Int64)
}

// bump counts a write in key.
func (o *ownPages) bump(ctx context.Context, key string) {
	o.counter(key).Add(1)
	if o.shared == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), ownPagesWriteWait)
	defer cancel()
	// A start at the time in milliseconds: a count that expired or was
	// evicted never comes back to a value pages were kept under.
	now := []byte(strconv.FormatInt(time.Now().UnixMilli(), 10))
	_, _ = o.shared.SetNX(ctx, key, now, ownPagesTTL)
	if _, err := o.shared.Incr(ctx, key, ownPagesTTL); err != nil {
		o.log.WarnContext(ctx, "own pages: counting a write in the shared cache failed", "err", err)
	}
}

// countOf is the count a write moves, "" for none: a session's in the
// sessions' (not a session merely touched: last_used_at alone), a counter's
// none (db.CountersOnly: a favourite's count, as late as on the visitors'
// pages), a member's write of their own rows in theirs, any other in
// everyone's.
func countOf(ctx context.Context, m ent.Mutation) string {
	switch {
	case m.Type() == "Session":
		if f := m.Fields(); m.Op().Is(ent.OpUpdate|ent.OpUpdateOne) && len(f) == 1 && f[0] == "last_used_at" && len(m.ClearedFields()) == 0 {
			return ""
		}
		return countSessions
	case selfOnly[m.Type()]:
		if id, ok := viewer.MemberID(ctx); ok {
			return memberKey(id)
		}
		return countAll
	case db.IsCountersOnly(ctx), platformBooks[m.Type()]:
		return ""
	}
	return countAll
}

// changedNothing tells an update or delete of many rows that matched none
// (its value is the count of rows): a job's sweep that finds nothing due
// leaves every page as it was.
func changedNothing(m ent.Mutation, v ent.Value) bool {
	n, ok := v.(int)
	return ok && n == 0 && m.Op().Is(ent.OpUpdate|ent.OpDelete)
}

// hook counts every successful write (countOf), at once and again when its
// transaction commits (a page rendered in between from the old rows is kept
// under the count that the commit then moves past).
func (o *ownPages) hook() ent.Hook {
	return func(next ent.Mutator) ent.Mutator {
		return ent.MutateFunc(func(ctx context.Context, m ent.Mutation) (ent.Value, error) {
			v, err := next.Mutate(ctx, m)
			key := countOf(ctx, m)
			if err != nil || key == "" || changedNothing(m, v) {
				return v, err
			}
			o.bump(ctx, key)
			if txm, ok := m.(interface{ Tx() (*ent.Tx, error) }); ok {
				if tx, err := txm.Tx(); err == nil {
					tx.OnCommit(func(next ent.Committer) ent.Committer {
						return ent.CommitFunc(func(ctx context.Context, tx *ent.Tx) error {
							err := next.Commit(ctx, tx)
							o.bump(ctx, key)
							return err
						})
					})
				}
			}
			return v, err
		})
	}
}
