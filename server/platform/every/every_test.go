package every

import (
	"context"
	"errors"
	"log/slog"
	"testing"
	"time"
)

// The job runs at once and again each interval, failures and all, and
// Run returns when the context ends.
func TestRun(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	runs := 0
	done := make(chan struct{})
	go func() {
		Run(ctx, time.Millisecond, slog.New(slog.DiscardHandler), "test", func(context.Context) error {
			runs++
			if runs == 3 {
				cancel()
			}
			return errors.New("failed")
		})
		close(done)
	}()
	<-done
	if runs != 3 {
		t.Fatalf("%d runs", runs)
	}
}
