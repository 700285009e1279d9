package media

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/gen2brain/webp"
)

// useBudget makes b the process budget for one test.
func useBudget(t *testing.T, b *Budget) {
	t.Helper()
	old := memory
	memory = b
	t.Cleanup(func() { memory = old })
}

func section(data []byte) *io.SectionReader {
	return io.NewSectionReader(bytes.NewReader(data), 0, int64(len(data)))
}

// Parallel uploads never hold more than the budget, and each one's
// variants are encoded while its reservation still holds them (issue 26:
// the old budget was given back when the decoder returned, before the
// RGBA copies, the resizing and the encoding that were most of the
// memory). The peak is the budget's own count of reservations, and the
// check runs in the encoder's hook: no timing.
func TestBudgetBoundsParallelUploads(t *testing.T) {
	const w, h, uploads = 1600, 1200, 6
	pics := make([][]byte, uploads)
	for i := range pics {
		var buf bytes.Buffer
		if err := jpeg.Encode(&buf, testImage(w, h, uint8(i*40)), &jpeg.Options{Quality: 85}); err != nil {
			t.Fatal(err)
		}
		pics[i] = buf.Bytes()
	}
	work := SaveCost(w, h, 1)
	one := decodeCost(section(pics[0]), "jpeg", image.Config{Width: w, Height: h}) + work
	// Room for two uploads at once, not three.
	b := NewBudget(2*one + one/2)
	useBudget(t, b)

	var mu sync.Mutex
	encodes, uncovered := 0, 0
	onEncode = func() {
		mu.Lock()
		defer mu.Unlock()
		encodes++
		if b.InFlight() < work {
			uncovered++
		}
	}
	t.Cleanup(func() { onEncode = nil })

	store := NewDiskStore(t.TempDir())
	var wg sync.WaitGroup
	errs := make([]error, uploads)
	for i := range pics {
		wg.Add(1)
		go func() {
			defer wg.Done()
			d, err := DecodeFrom(context.Background(), section(pics[i]), DecodeLimits{MaxPixels: 40_000_000, MaxSide: 12_000}, time.Minute,
				func(w, h int) int64 { return SaveCost(w, h, 1) })
			if err != nil {
				errs[i] = err
				return
			}
			defer d.Close()
			_, errs[i] = SaveUpright(context.Background(), store, UprightRows(d.Image, 1))
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("upload %d: %v", i, err)
		}
	}
	if encodes != uploads*len(VariantWidths(w)) {
		t.Fatalf("%d encodes, want %d", encodes, uploads*len(VariantWidths(w)))
	}
	if uncovered > 0 {
		t.Errorf("%d of %d variants encoded outside any reservation of their working memory", uncovered, encodes)
	}
	if b.Peak() > b.Size() {
		t.Errorf("peak %d bytes reserved, budget %d", b.Peak(), b.Size())
	}
	if b.Peak() < work {
		t.Errorf("peak %d: the uploads reserved less than one's variants (%d)", b.Peak(), work)
	}
	if b.InFlight() != 0 {
		t.Errorf("%d bytes still reserved after every upload", b.InFlight())
	}
}

// A full budget makes an upload wait, then answer ErrBusy, or the
// caller's error when it gives up; nothing stays reserved.
func TestBudgetFullIsBusy(t *testing.T) {
	b := NewBudget(10 << 20)
	useBudget(t, b)
	hold, err := b.Reserve(context.Background(), b.Size(), time.Second)
	if err != nil {
		t.Fatal(err)
	}
	pic := tinyPNG(t, 100, 100)
	lim := DecodeLimits{MaxPixels: 1_000_000, MaxSide: 2000}
	if _, err := DecodeFrom(context.Background(), section(pic), lim, 20*time.Millisecond, nil); !errors.Is(err, ErrBusy) {
		t.Fatalf("full budget: %v, want ErrBusy", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := DecodeFrom(ctx, section(pic), lim, time.Minute, nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled: %v", err)
	}
	hold.Release()
	d, err := DecodeFrom(context.Background(), section(pic), lim, time.Second, func(int, int) int64 { return 5000 })
	if err != nil {
		t.Fatal(err)
	}
	if got, want := b.InFlight(), int64(100*100)+5000; got != want {
		t.Errorf("after decoding a 100×100 gray PNG: %d bytes held, want its pixels and the extra: %d", got, want)
	}
	d.Close()
	d.Close()
	if b.InFlight() != 0 {
		t.Errorf("%d bytes held after Close", b.InFlight())
	}
}

// The reservation made before decoding covers what the decoder returns,
// for every format and layout an upload can be.
func TestDecodeCostCoversDecoded(t *testing.T) {
	const w, h = 301, 203
	rgba := testImage(w, h, 7)
	nrgba64 := image.NewNRGBA64(rgba.Rect)
	gray := image.NewGray(rgba.Rect)
	pal := image.NewPaletted(rgba.Rect, color.Palette{color.Black, color.White})
	enc := map[string]func(*bytes.Buffer) error{
		"jpeg 4:2:0":  func(b *bytes.Buffer) error { return jpeg.Encode(b, rgba, nil) },
		"jpeg gray":   func(b *bytes.Buffer) error { return jpeg.Encode(b, gray, nil) },
		"png rgba":    func(b *bytes.Buffer) error { return png.Encode(b, rgba) },
		"png 16-bit":  func(b *bytes.Buffer) error { return png.Encode(b, nrgba64) },
		"png gray":    func(b *bytes.Buffer) error { return png.Encode(b, gray) },
		"png palette": func(b *bytes.Buffer) error { return png.Encode(b, pal) },
		"webp lossy":  func(b *bytes.Buffer) error { return webp.Encode(b, rgba, webp.Options{Quality: 80}) },
		"webp lossless": func(b *bytes.Buffer) error {
			return webp.Encode(b, rgba, webp.Options{Lossless: true})
		},
	}
	for name, fn := range enc {
		var buf bytes.Buffer
		if err := fn(&buf); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		src := section(buf.Bytes())
		cfg, format, err := image.DecodeConfig(bytes.NewReader(buf.Bytes()))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		img, _, err := image.Decode(bytes.NewReader(buf.Bytes()))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		// Without the fixed slack, which alone would cover a small picture.
		if est, got := decodeCost(src, format, cfg)-decodeSlack, imageBytes(img); est < got {
			t.Errorf("%s (%T): estimated %d bytes, decoded %d", name, img, est, got)
		} else {
			t.Log(fmt.Sprintf("%s (%T): estimated %d, decoded %d", name, img, est, got))
		}
	}
}

// Go's own JPEG test pictures cover the layouts its encoder does not make:
// progressive (whose coefficients the decoder keeps), CMYK, 4:1:1, 4:4:4.
// The estimate covers the pixels returned and everything the decoder
// allocated on the way.
func TestDecodeCostJPEGLayouts(t *testing.T) {
	dir := filepath.Join(runtime.GOROOT(), "src", "image", "testdata")
	for _, name := range []string{"video-001.jpeg", "video-001.progressive.jpeg", "video-001.cmyk.jpeg",
		"video-001.q50.411.jpeg", "video-001.q50.411.progressive.jpeg", "video-001.221212.jpeg"} {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Skipf("Go's test pictures: %v", err)
		}
		cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		img, err := jpeg.Decode(bytes.NewReader(data))
		runtime.ReadMemStats(&after)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		est := decodeCost(section(data), "jpeg", cfg)
		if got := imageBytes(img); est-decodeSlack < got {
			t.Errorf("%s (%T): estimated %d bytes of pixels, decoded %d", name, img, est-decodeSlack, got)
		}
		// Tables and buffers of a decoder take some 15 KB: 64 KB of the
		// slack is enough to show the pixels and coefficients are counted.
		if alloc := int64(after.TotalAlloc - before.TotalAlloc); est-decodeSlack+64<<10 < alloc {
			t.Errorf("%s: estimated %d bytes, the decoder allocated %d", name, est-decodeSlack, alloc)
		}
	}
}
