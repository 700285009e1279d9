package media

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"time"

	"golang.org/x/sync/semaphore"
)

// Errors of [Decode].
var (
	// ErrUnreadable: not a picture in a format we read, or broken.
	ErrUnreadable = errors.New("media: unreadable image")
	// ErrTooLarge: more pixels (or a longer side) than the limits allow.
	ErrTooLarge = errors.New("media: image too large")
	// ErrBusy: the decoding budget stayed full for DecodeWait.
	ErrBusy = errors.New("media: too many images being decoded")
)

// DecodeLimits bound one picture before any pixel is decoded.
type DecodeLimits struct {
	MaxPixels int // width × height
	MaxSide   int // the longer side
}

// DecodeBudgetPixels bounds the pixels being decoded at once by the whole
// process: decoded, a pixel costs up to 4 bytes (more while resizing), so
// 48 million pixels keep concurrent decodes near 200-400 MB however many
// uploads arrive together. A picture over the budget is never decoded (the
// limits of every caller are below it).
const DecodeBudgetPixels = 48_000_000

// DecodeWait is how long a decode waits for room in the budget before it
// answers ErrBusy.
const DecodeWait = 10 * time.Second

var decodeBudget = semaphore.NewWeighted(DecodeBudgetPixels)

// Decode reads the header of data first and refuses, without decoding, a
// picture beyond lim (a small compressed file can claim a huge canvas: a
// decompression bomb). It then decodes inside the process-wide pixel
// budget, waiting up to DecodeWait (or ctx) for room. The format name is
// the one registered with package image (jpeg, png, gif, webp).
func Decode(ctx context.Context, data []byte, lim DecodeLimits) (image.Image, string, error) {
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, "", fmt.Errorf("%w: %v", ErrUnreadable, err)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return nil, "", ErrUnreadable
	}
	pixels := int64(cfg.Width) * int64(cfg.Height)
	if cfg.Width > lim.MaxSide || cfg.Height > lim.MaxSide || pixels > int64(lim.MaxPixels) || pixels > DecodeBudgetPixels {
		return nil, "", fmt.Errorf("%w: %d×%d", ErrTooLarge, cfg.Width, cfg.Height)
	}
	wctx, cancel := context.WithTimeout(ctx, DecodeWait)
	defer cancel()
	if err := decodeBudget.Acquire(wctx, pixels); err != nil {
		if ctx.Err() != nil {
			return nil, "", fmt.Errorf("media: decode: %w", ctx.Err())
		}
		return nil, "", ErrBusy
	}
	defer decodeBudget.Release(pixels)
	img, format, err := image.Decode(bytes.NewReader(data))
	if err != nil {
		return nil, "", fmt.Errorf("%w: %v", ErrUnreadable, err)
	}
	return img, format, nil
}
