// Package every runs a server's periodic jobs: at once, then at each
// interval until the context ends, a failure logged and the next run
// coming all the same.
package every

import (
	"context"
	"log/slog"
	"time"
)

// Run runs job now and then every interval until ctx ends; a failure is
// logged under name (unless ctx ended).
func Run(ctx context.Context, interval time.Duration, log *slog.Logger, name string, job func(context.Context) error) {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		if err := job(ctx); err != nil && ctx.Err() == nil {
			log.ErrorContext(ctx, name, "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// Counted is a job that answers what it did besides (a report, a count) as
// Run takes it: what it did is let go, its failure kept.
func Counted[R any](job func(context.Context) (R, error)) func(context.Context) error {
	return func(ctx context.Context) error {
		_, err := job(ctx)
		return err
	}
}
