package media

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"io"
	"log/slog"
	"runtime"
	"strings"
	"sync/atomic"
	"time"

	"github.com/gen2brain/webp"
	"golang.org/x/sync/semaphore"
	"golang.org/x/sync/singleflight"
)

// WebP twins: next to a JPEG variant "ab/abcdef…/640.jpg" the store may hold
// "ab/abcdef…/640.webp", the same pixels encoded as WebP. Twins are made
// lazily, on the first request that can use one (see [WebPTwins.Ensure]),
// not by SaveImage: encoding WebP (libwebp compiled to WebAssembly) costs
// about 0.65 s for a 1280-pixel picture on one core, several times a JPEG,
// which would multiply the demo seeding, and a lazy twin also appears for
// every picture saved before twins existed. The key and the variant widths
// are the same, so [Store.DeleteKey] removes twins with their JPEGs.

// WebPQuality and WebPMethod are the encoder settings of every twin
// (method: libwebp's 0 = fastest … 6 = smallest; 4 is its default).
const (
	WebPQuality = 80
	WebPMethod  = 4
)

// WebPLimits bound a JPEG variant a twin is made from (WebP cannot be wider
// or taller than 16383 pixels).
var WebPLimits = DecodeLimits{MaxPixels: 40_000_000, MaxSide: 16383}

// WebPWait is how long making a twin waits for a free encoder before it
// answers ErrBusy (the caller then serves the JPEG).
const WebPWait = 2 * time.Second

// maxWebPSource bounds the bytes of a JPEG variant read to make a twin.
const maxWebPSource = 64 << 20

// webpSlots bounds the twins being encoded at once by the whole process:
// one per two cores, at least one, so a flood of first requests queues (and
// soon falls back to JPEG) instead of taking every core and the memory of
// many WebAssembly instances.
var webpSlots = semaphore.NewWeighted(int64(max(1, runtime.GOMAXPROCS(0)/2)))

// WebPName is the name of the WebP twin of a stored JPEG variant name, and
// false for a name that has none (only ".jpg" names do).
func WebPName(name string) (string, bool) {
	base, ok := strings.CutSuffix(name, ".jpg")
	if !ok || base == "" || strings.HasSuffix(base, "/") {
		return "", false
	}
	return base + ".webp", true
}

// WebPTwins makes the WebP twins of the JPEG variants in one store: once per
// name however many requests ask together (single flight), inside the
// process-wide bounds of encoders (webpSlots) and decoded pixels (Decode).
type WebPTwins struct {
	store Store
	group singleflight.Group
	made  atomic.Int64
	// Wait overrides WebPWait (tests).
	Wait time.Duration
	// Slots, when set, bounds this maker's encodes instead of the
	// process-wide encoder slots (tests).
	Slots *semaphore.Weighted
}

// NewWebPTwins returns the twin maker of store.
func NewWebPTwins(store Store) *WebPTwins { return &WebPTwins{store: store, Wait: WebPWait} }

// Made counts the twins this maker has encoded and stored.
func (t *WebPTwins) Made() int64 { return t.made.Load() }

// Ensure returns the name of the WebP twin of the JPEG variant name, making
// and storing it first if the store does not hold it yet. Errors: a missing
// source satisfies errors.Is(err, fs.ErrNotExist); a broken one ErrUnreadable;
// one beyond WebPLimits ErrTooLarge; no free encoder within Wait ErrBusy;
// a name without twin ErrInvalidName. A caller that gives up (ctx) does not
// stop the encoding that other requests may be waiting for.
func (t *WebPTwins) Ensure(ctx context.Context, name string) (string, error) {
	twin, ok := WebPName(name)
	if !ok || !ValidName(name) {
		return "", fmt.Errorf("media: webp twin of %q: %w", name, ErrInvalidName)
	}
	// Not bound by the caller's wait: however short it is, the encoding
	// starts (and outlives it).
	if ok, err := t.store.Exists(context.WithoutCancel(ctx), twin); err != nil {
		return "", fmt.Errorf("media: webp twin of %q: %w", name, err)
	} else if ok {
		return twin, nil
	}
	ch := t.group.DoChan(twin, func() (any, error) {
		return nil, t.make(context.WithoutCancel(ctx), name, twin)
	})
	select {
	case res := <-ch:
		if res.Err != nil {
			return "", res.Err
		}
		return twin, nil
	case <-ctx.Done():
		return "", fmt.Errorf("media: webp twin of %q: %w", name, ctx.Err())
	}
}

// make encodes the twin of name (once the leader of its flight holds an
// encoder slot) unless another flight or server stored it meanwhile.
func (t *WebPTwins) make(ctx context.Context, name, twin string) (err error) {
	wait := t.Wait
	if wait <= 0 {
		wait = WebPWait
	}
	wctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	slots := t.Slots
	if slots == nil {
		slots = webpSlots
	}
	if err := slots.Acquire(wctx, 1); err != nil {
		return ErrBusy
	}
	defer slots.Release(1)
	if ok, err := t.store.Exists(ctx, twin); err != nil {
		return fmt.Errorf("media: webp twin of %q: %w", name, err)
	} else if ok {
		return nil
	}

	f, _, err := t.store.Open(ctx, name)
	if err != nil {
		return fmt.Errorf("media: webp twin: %w", err)
	}
	data, err := io.ReadAll(io.LimitReader(f, maxWebPSource+1))
	_ = f.Close()
	if err != nil {
		return fmt.Errorf("media: webp twin of %q: read: %w", name, err)
	}
	if len(data) > maxWebPSource {
		return fmt.Errorf("media: webp twin of %q: %w: %d bytes", name, ErrTooLarge, len(data))
	}
	start := time.Now()
	img, _, err := Decode(wctx, data, WebPLimits)
	if err != nil {
		if errors.Is(err, context.DeadlineExceeded) {
			return ErrBusy
		}
		return fmt.Errorf("media: webp twin of %q: %w", name, err)
	}
	var buf bytes.Buffer
	if err := encodeWebP(&buf, img); err != nil {
		return fmt.Errorf("media: webp twin of %q: encode: %w", name, err)
	}
	if err := t.store.Put(ctx, twin, bytes.NewReader(buf.Bytes())); err != nil {
		return fmt.Errorf("media: webp twin of %q: %w", name, err)
	}
	t.made.Add(1)
	slog.DebugContext(ctx, "media: webp twin made", "name", twin,
		"jpeg_bytes", len(data), "webp_bytes", buf.Len(), "took", time.Since(start))
	return nil
}

// encodeWebP encodes img lossily; a failure inside the WebAssembly runtime
// is an error, never a panic of the serving process.
func encodeWebP(w io.Writer, img image.Image) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("webp encoder: %v", r)
		}
	}()
	return webp.Encode(w, img, webp.Options{Quality: WebPQuality, Method: WebPMethod})
}
