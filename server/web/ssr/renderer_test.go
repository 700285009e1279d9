package ssr

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// A stand-in renderer: answers the health check, and exits on /crash.
const fakeEntry = `
const http = require("http");
http.createServer((req, res) => {
  if (req.url === "/crash") { res.end("bye"); process.exit(1); }
  res.end(req.url === "/__ssr/health" ? "ok" : "page");
}).listen(Number(process.env.SSR_PORT), process.env.SSR_HOST);
`

func waitAddr(t *testing.T, r *Renderer, not string) string {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for time.Now().Before(deadline) {
		if a := r.Addr(); a != "" && a != not {
			return a
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatal("renderer did not become ready")
	return ""
}

// The supervisor restarts a renderer that crashed, and stops it with ctx.
func TestRendererRestartsAfterACrash(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not installed")
	}
	entry := filepath.Join(t.TempDir(), "entry.cjs")
	if err := os.WriteFile(entry, []byte(fakeEntry), 0o644); err != nil {
		t.Fatal(err)
	}
	r := &Renderer{Node: node, Entry: entry, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { r.Run(ctx); close(done) }()

	first := waitAddr(t, r, "")
	resp, err := http.Get("http://" + first + "/crash")
	if err == nil {
		resp.Body.Close()
	}
	second := waitAddr(t, r, first)
	resp, err = http.Get("http://" + second + "/page")
	if err != nil {
		t.Fatalf("restarted renderer does not answer: %v", err)
	}
	resp.Body.Close()

	cancel()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("Run did not return after cancel")
	}
	if _, err := http.Get("http://" + second + "/page"); err == nil {
		t.Fatal("renderer still running after shutdown")
	}
}
