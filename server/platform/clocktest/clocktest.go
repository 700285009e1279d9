// Package clocktest is the one settable clock of the tests: services take a
// Now func, tests hand them Clock.Now and move time with Advance instead of
// sleeping.
package clocktest

import (
	"sync"
	"time"
)

// Clock is a clock that stands still until a test moves it; safe for the
// services' goroutines.
type Clock struct {
	mu sync.Mutex
	t  time.Time
}

// New returns a clock that reads start.
func New(start time.Time) *Clock { return &Clock{t: start} }

// Now is the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

// Advance moves the clock forward by d.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// Set moves the clock to t.
func (c *Clock) Set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = t
}
