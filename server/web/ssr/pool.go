package ssr

import (
	"context"
	"sync"
)

// Pool is several supervised renderers (one per core by default). A page
// goes to the running renderer with the fewest renders in flight, so a slow
// one stops getting work while it is busy and a crashed one (restarting,
// no address) gets none: neither holds up the others.
type Pool struct {
	Renderers []*Renderer

	mu       sync.Mutex
	inflight []int
	next     int // where the next tie-break starts (round robin)
}

// Run supervises every renderer until ctx ends.
func (p *Pool) Run(ctx context.Context) {
	var wg sync.WaitGroup
	for _, r := range p.Renderers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r.Run(ctx)
		}()
	}
	wg.Wait()
}

// Addr is the address of a running renderer, or "" when none runs (the
// readiness check and the shell fallback ask this).
func (p *Pool) Addr() string {
	for _, r := range p.Renderers {
		if a := r.Addr(); a != "" {
			return a
		}
	}
	return ""
}

// Running counts the renderers that are up.
func (p *Pool) Running() int {
	n := 0
	for _, r := range p.Renderers {
		if r.Addr() != "" {
			n++
		}
	}
	return n
}

// Pick chooses the renderer of one render: the running one with the
// fewest renders in flight (ties taken in turn). release, called once the
// answer has been read, gives the slot back; it may be called more than
// once. addr is "" when no renderer runs.
func (p *Pool) Pick() (addr string, release func()) {
	p.mu.Lock()
	defer p.mu.Unlock()
	n := len(p.Renderers)
	if len(p.inflight) != n {
		p.inflight = make([]int, n)
	}
	best := -1
	for k := range n {
		i := (p.next + k) % n
		a := p.Renderers[i].Addr()
		if a == "" {
			continue
		}
		if best < 0 || p.inflight[i] < p.inflight[best] {
			best, addr = i, a
		}
	}
	if best < 0 {
		return "", func() {}
	}
	p.next = (best + 1) % n
	p.inflight[best]++
	var once sync.Once
	return addr, func() {
		once.Do(func() {
			p.mu.Lock()
			p.inflight[best]--
			p.mu.Unlock()
		})
	}
}
