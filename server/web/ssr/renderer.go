// Package ssr runs the Node renderer (client/server) as a supervised child
// process and proxies page requests to it; when the renderer is down or too
// slow it answers with the client-only shell so the site keeps working.
package ssr

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"sync"
	"syscall"
	"time"
)

// Renderer is a supervised `node dist/server/entry.js`.
type Renderer struct {
	Node       string // node executable
	Entry      string // the built renderer entry
	GraphQLURL string // where the renderer fetches its data
	Dist       string // the built client (manifest, assets)
	Log        *slog.Logger

	mu   sync.RWMutex
	addr string // host:port while running
}

// Addr is the renderer's address, or "" while it is not running.
func (r *Renderer) Addr() string {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return r.addr
}

func (r *Renderer) setAddr(a string) {
	r.mu.Lock()
	r.addr = a
	r.mu.Unlock()
}

// Run starts the renderer and restarts it whenever it exits, backing off
// from 200 ms to 5 s, until ctx ends; then it stops the process.
func (r *Renderer) Run(ctx context.Context) {
	backoff := 200 * time.Millisecond
	for ctx.Err() == nil {
		start := time.Now()
		err := r.runOnce(ctx)
		r.setAddr("")
		if ctx.Err() != nil {
			return
		}
		if time.Since(start) > 30*time.Second {
			backoff = 200 * time.Millisecond
		}
		r.Log.Warn("renderer exited; restarting", "err", err, "in", backoff)
		select {
		case <-ctx.Done():
			return
		case <-time.After(backoff):
		}
		if backoff *= 2; backoff > 5*time.Second {
			backoff = 5 * time.Second
		}
	}
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

func (r *Renderer) runOnce(ctx context.Context) error {
	if _, err := os.Stat(r.Entry); err != nil {
		return fmt.Errorf("renderer entry %s: %w (run `make build`)", r.Entry, err)
	}
	port, err := freePort()
	if err != nil {
		return fmt.Errorf("renderer port: %w", err)
	}
	cmd := exec.Command(r.Node, r.Entry)
	cmd.Env = append(os.Environ(),
		"SSR_HOST=127.0.0.1",
		"SSR_PORT="+strconv.Itoa(port),
		"GRAPHQL_URL="+r.GraphQLURL,
		"CLIENT_DIST="+r.Dist,
		"NODE_ENV=production",
	)
	cmd.Stdout = os.Stdout
	cmd.Stderr = os.Stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGTERM}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("start renderer: %w", err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()

	addr := "127.0.0.1:" + strconv.Itoa(port)
	ready := make(chan struct{})
	go func() {
		if waitHealthy(ctx, addr, done) {
			r.setAddr(addr)
			r.Log.Info("renderer ready", "addr", addr, "pid", cmd.Process.Pid)
		}
		close(ready)
	}()
	select {
	case err := <-done:
		<-ready
		return fmt.Errorf("renderer: %w", err)
	case <-ctx.Done():
		<-ready
		_ = cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-done:
		case <-time.After(3 * time.Second):
			_ = cmd.Process.Kill()
			<-done
		}
		return ctx.Err()
	}
}

// waitHealthy polls the renderer's health path until it answers.
func waitHealthy(ctx context.Context, addr string, exited <-chan error) bool {
	c := http.Client{Timeout: time.Second}
	for i := 0; i < 300; i++ {
		if ctx.Err() != nil || len(exited) > 0 {
			return false
		}
		resp, err := c.Get("http://" + addr + "/__ssr/health")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return true
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	return false
}
