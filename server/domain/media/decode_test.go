package media

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/png"
	"testing"
)

func tinyPNG(t *testing.T, w, h int) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, w, h))); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestDecodeLimits(t *testing.T) {
	ctx := context.Background()
	lim := DecodeLimits{MaxPixels: 1_000_000, MaxSide: 2000}
	if _, f, err := Decode(ctx, tinyPNG(t, 800, 600), lim); err != nil || f != "png" {
		t.Fatalf("within limits: %q %v", f, err)
	}
	for _, wh := range [][2]int{{1001, 1000}, {2001, 10}} {
		if _, _, err := Decode(ctx, tinyPNG(t, wh[0], wh[1]), lim); !errors.Is(err, ErrTooLarge) {
			t.Errorf("%v: %v, want ErrTooLarge", wh, err)
		}
	}
	if _, _, err := Decode(ctx, []byte("not a picture"), lim); !errors.Is(err, ErrUnreadable) {
		t.Errorf("text: %v", err)
	}
}

// While the process-wide budget is taken, a decode waits and then answers
// ErrBusy (or the caller's cancellation) instead of adding to memory.
func TestDecodeBudget(t *testing.T) {
	if !memory.sem.TryAcquire(MemoryBudget) {
		t.Fatal("budget not free")
	}
	released := false
	defer func() {
		if !released {
			memory.sem.Release(MemoryBudget)
		}
	}()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	lim := DecodeLimits{MaxPixels: 1_000_000, MaxSide: 2000}
	if _, _, err := Decode(ctx, tinyPNG(t, 10, 10), lim); err == nil || errors.Is(err, ErrBusy) {
		t.Fatalf("cancelled while the budget is full: %v", err)
	}
	memory.sem.Release(MemoryBudget)
	released = true
	if _, _, err := Decode(context.Background(), tinyPNG(t, 10, 10), lim); err != nil {
		t.Fatalf("after release: %v", err)
	}
}
