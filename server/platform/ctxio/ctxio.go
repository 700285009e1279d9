// Package ctxio makes a copy stop when its context ends.
package ctxio

import (
	"context"
	"io"
)

// Reader reads r until ctx ends: from then on each Read answers ctx's
// error, so an io.Copy or io.ReadAll over it stops.
func Reader(ctx context.Context, r io.Reader) io.Reader {
	return reader{ctx, r}
}

type reader struct {
	ctx context.Context
	r   io.Reader
}

func (c reader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}
