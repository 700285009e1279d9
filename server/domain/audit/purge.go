package audit

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"strconv"
	"time"

	"artmarket/ent"
	"artmarket/ent/schema"
	"artmarket/server/platform/cache"
	"artmarket/server/platform/every"
)

// PurgeEvery is how often a server tries the purge: an entry outlives
// Retention by at most this long.
const PurgeEvery = 6 * time.Hour

// purgeLeaseKey is the cache key of the purge's lease.
const purgeLeaseKey = "audit:purge:lease"

// Purger deletes the audit entries older than Retention (the log's one
// delete: ent/schema/auditentry.go allows no other). Several servers run it:
// a lease in the shared cache (SetNX, held for Lease) lets one of them purge
// a round and the others skip it, and the delete itself is one conditional
// statement, so even two rounds at once delete each expired entry once and
// never one inside the period.
type Purger struct {
	Client *ent.Client
	// Lease is the cache the servers share (Redis with several servers);
	// nil purges without a lease (one server).
	Lease cache.Cache
	// LeaseFor is how long a round's lease is held (PurgeEvery/2 when 0).
	LeaseFor time.Duration
	// Holder names this server in the lease (host and pid when empty).
	Holder string
	Now    func() time.Time // time.Now when nil (tests move it)
	Log    *slog.Logger
}

func (p *Purger) now() time.Time {
	if p.Now != nil {
		return p.Now().UTC()
	}
	return time.Now().UTC()
}

// Purge deletes the entries created before now less Retention, answering
// how many; ran is false when another server holds this round's lease.
func (p *Purger) Purge(ctx context.Context) (n int, ran bool, err error) {
	if p.Lease != nil {
		leaseFor := p.LeaseFor
		if leaseFor <= 0 {
			leaseFor = PurgeEvery / 2
		}
		got, err := p.Lease.SetNX(ctx, purgeLeaseKey, []byte(p.holder()), leaseFor)
		if err != nil {
			return 0, false, fmt.Errorf("audit: purge lease: %w", err)
		}
		if !got {
			return 0, false, nil
		}
	}
	cutoff := p.now().Add(-Retention)
	n, err = p.Client.AuditEntry.Delete().Exec(schema.AuditPurgeContext(ctx, cutoff))
	if err != nil {
		return 0, true, fmt.Errorf("audit: purge entries before %s: %w", cutoff.Format(time.RFC3339), err)
	}
	return n, true, nil
}

func (p *Purger) holder() string {
	if p.Holder != "" {
		return p.Holder
	}
	host, _ := os.Hostname()
	return host + ":" + strconv.Itoa(os.Getpid())
}

// Run purges at once and then every interval (PurgeEvery when 0) until
// ctx ends (the server starts it).
func (p *Purger) Run(ctx context.Context, interval time.Duration) {
	if interval <= 0 {
		interval = PurgeEvery
	}
	log := p.Log
	if log == nil {
		log = slog.Default()
	}
	every.Run(ctx, interval, log, "audit: purge", func(ctx context.Context) error {
		n, _, err := p.Purge(ctx)
		if n > 0 {
			log.InfoContext(ctx, "audit: purged entries past retention", "entries", n)
		}
		return err
	})
}
