package ctxio

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"
)

// A read goes through while the context lives and stops with its error
// once it has ended.
func TestReader(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	r := Reader(ctx, strings.NewReader("abcdef"))
	p := make([]byte, 3)
	if n, err := r.Read(p); n != 3 || err != nil || string(p) != "abc" {
		t.Fatalf("read %d %q %v", n, p[:n], err)
	}
	cancel()
	if _, err := io.ReadAll(r); !errors.Is(err, context.Canceled) {
		t.Fatalf("after cancel: %v", err)
	}
}
