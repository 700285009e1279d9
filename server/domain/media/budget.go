package media

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sync/semaphore"
)

// MemoryBudget bounds, for the whole process, the bytes of decoded pictures
// and of the variants made from them that are held at once (issue 26: ten
// parallel 30-megapixel uploads grew the server by 650 MB when only the
// decoding itself was bounded). A 30-megapixel camera JPEG costs about
// 45 MB decoded plus about 35 MB of variants, so two run at once, which is
// enough to keep two cores busy; the others wait for room.
const MemoryBudget = 192 << 20

// Budget is a weighted semaphore of bytes with a record of what is held,
// for the logs and the tests.
type Budget struct {
	sem      *semaphore.Weighted
	size     int64
	inFlight atomic.Int64
	peak     atomic.Int64
}

// NewBudget returns a budget of size bytes.
func NewBudget(size int64) *Budget {
	return &Budget{sem: semaphore.NewWeighted(size), size: size}
}

// Size is the budget's capacity in bytes.
func (b *Budget) Size() int64 { return b.size }

// InFlight is the bytes reserved now.
func (b *Budget) InFlight() int64 { return b.inFlight.Load() }

// Peak is the most bytes ever reserved at once.
func (b *Budget) Peak() int64 { return b.peak.Load() }

// memory is the process-wide budget of every decode and save.
var memory = NewBudget(MemoryBudget)

// Memory is the process-wide budget (what it holds, for logs and tests).
func Memory() *Budget { return memory }

// Reserve waits up to wait (and ctx) for n bytes. A request larger than the
// whole budget is cut to its size: such a picture runs alone rather than
// never. It answers ErrBusy when the wait or the caller's deadline ran
// out, the context's error when the caller gave up (cancelled).
func (b *Budget) Reserve(ctx context.Context, n int64, wait time.Duration) (*Reservation, error) {
	n = min(max(n, 1), b.size)
	wctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	if err := b.sem.Acquire(wctx, n); err != nil {
		if errors.Is(ctx.Err(), context.Canceled) {
			return nil, fmt.Errorf("media: wait for memory: %w", ctx.Err())
		}
		return nil, ErrBusy
	}
	now := b.inFlight.Add(n)
	for {
		p := b.peak.Load()
		if now <= p || b.peak.CompareAndSwap(p, now) {
			break
		}
	}
	return &Reservation{b: b, n: n}, nil
}

// Reservation is bytes held in a Budget until Release.
type Reservation struct {
	mu sync.Mutex
	b  *Budget
	n  int64
}

// Bytes is what the reservation holds now.
func (r *Reservation) Bytes() int64 {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.n
}

// ShrinkTo gives back what is held beyond n bytes (once a decode shows it
// needed less than its estimate); it never grows the reservation.
func (r *Reservation) ShrinkTo(n int64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	n = max(n, 0)
	if n >= r.n {
		return
	}
	r.b.inFlight.Add(n - r.n)
	r.b.sem.Release(r.n - n)
	r.n = n
}

// Release gives everything back; calling it again does nothing.
func (r *Reservation) Release() { r.ShrinkTo(0) }

// UploadWait is how long an upload waits for room in the budget before it
// is refused with ErrBusy: a picture is worth waiting for (the form shows
// its progress), ten camera pictures at once take about that long on two
// cores, and a waiting upload holds only its temporary file, no memory.
// The request's own deadline (the server's write timeout) bounds it too.
const UploadWait = 30 * time.Second

// BusyRetryAfter is the Retry-After of an upload refused with ErrBusy.
const BusyRetryAfter = 10 * time.Second
