package media

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/color"
	"io"
	"io/fs"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gen2brain/webp"
)

func TestWebPName(t *testing.T) {
	for in, want := range map[string]string{
		"ab/abcdef0123456789/640.jpg": "ab/abcdef0123456789/640.webp",
		"x.jpg":                       "x.webp",
	} {
		if got, ok := WebPName(in); !ok || got != want {
			t.Errorf("WebPName(%q) = %q %v, want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"", ".jpg", "ab/.jpg", "a/640.png", "a/640.jpeg", "a/640.webp", "a/640.jpg/x"} {
		if got, ok := WebPName(in); ok {
			t.Errorf("WebPName(%q) = %q, want none", in, got)
		}
	}
}

func twinTestImage(w, h int) *image.RGBA {
	m := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			m.SetRGBA(x, y, color.RGBA{uint8(x * 255 / w), uint8(y * 255 / h), uint8((x ^ y) * 7), 255})
		}
	}
	return m
}

// The twin is made once, however many ask together, stored next to the
// JPEG, and decodes as WebP of the same size.
func TestWebPTwinsEnsure(t *testing.T) {
	ctx := context.Background()
	store := NewDiskStore(t.TempDir())
	saved, err := SaveImage(ctx, store, twinTestImage(700, 500))
	if err != nil {
		t.Fatal(err)
	}
	tw := NewWebPTwins(store)
	for _, w := range VariantWidths(saved.Width) {
		name := Name(saved.Key, w)
		const n = 8
		var wg sync.WaitGroup
		names := make([]string, n)
		errs := make([]error, n)
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				names[i], errs[i] = tw.Ensure(ctx, name)
			}()
		}
		wg.Wait()
		want, _ := WebPName(name)
		for i := range n {
			if errs[i] != nil || names[i] != want {
				t.Fatalf("Ensure(%s) = %q %v", name, names[i], errs[i])
			}
		}
		f, _, err := store.Open(ctx, want)
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(f)
		f.Close()
		if !bytes.HasPrefix(data, []byte("RIFF")) || string(data[8:12]) != "WEBP" {
			t.Fatalf("%s is not WebP: % x", want, data[:min(16, len(data))])
		}
		img, err := webp.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		if b := img.Bounds(); b.Dx() != w || b.Dy() != ScaledHeight(saved.Width, saved.Height, w) {
			t.Errorf("%s is %v, want %d wide", want, b, w)
		}
	}
	if got, want := tw.Made(), int64(len(VariantWidths(saved.Width))); got != want {
		t.Errorf("made %d twins, want %d (one per variant)", got, want)
	}
	// Asked again: found, not made.
	if _, err := tw.Ensure(ctx, Name(saved.Key, 320)); err != nil || tw.Made() != int64(len(VariantWidths(saved.Width))) {
		t.Errorf("again: %v, made %d", err, tw.Made())
	}
	// DeleteKey takes the twins with the JPEGs.
	if err := store.DeleteKey(ctx, saved.Key); err != nil {
		t.Fatal(err)
	}
	if ok, _ := store.Exists(ctx, saved.Key+"/320.webp"); ok {
		t.Error("twin left after DeleteKey")
	}
}

func TestWebPTwinsErrors(t *testing.T) {
	ctx := context.Background()
	store := NewDiskStore(t.TempDir())
	tw := NewWebPTwins(store)
	if _, err := tw.Ensure(ctx, "ab/0123456789abcdef/320.jpg"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing source: %v", err)
	}
	if err := store.Put(ctx, "ab/0123456789abcdef/640.jpg", strings.NewReader("\xff\xd8 not really a jpeg")); err != nil {
		t.Fatal(err)
	}
	if _, err := tw.Ensure(ctx, "ab/0123456789abcdef/640.jpg"); !errors.Is(err, ErrUnreadable) {
		t.Errorf("corrupt source: %v", err)
	}
	if ok, _ := store.Exists(ctx, "ab/0123456789abcdef/640.webp"); ok {
		t.Error("a twin of a corrupt source")
	}
	for _, name := range []string{"ab/x/640.png", "../x.jpg", "AB/x.jpg"} {
		if _, err := tw.Ensure(ctx, name); !errors.Is(err, ErrInvalidName) {
			t.Errorf("%s: %v", name, err)
		}
	}
	if tw.Made() != 0 {
		t.Errorf("made %d", tw.Made())
	}
}

// With every encoder slot taken, Ensure answers ErrBusy after Wait instead
// of piling up encodes; once a slot frees it works.
func TestWebPTwinsBusy(t *testing.T) {
	ctx := context.Background()
	store := NewDiskStore(t.TempDir())
	saved, err := SaveImage(ctx, store, twinTestImage(100, 80))
	if err != nil {
		t.Fatal(err)
	}
	n := int64(0)
	for webpSlots.TryAcquire(1) {
		n++
	}
	released := false
	release := func() {
		if !released {
			webpSlots.Release(n)
			released = true
		}
	}
	defer release()
	tw := NewWebPTwins(store)
	tw.Wait = 50 * time.Millisecond
	start := time.Now()
	if _, err := tw.Ensure(ctx, Name(saved.Key, 100)); !errors.Is(err, ErrBusy) {
		t.Fatalf("busy: %v", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("busy answer took %v", d)
	}
	release()
	if _, err := tw.Ensure(ctx, Name(saved.Key, 100)); err != nil || tw.Made() != 1 {
		t.Fatalf("after release: %v made %d", err, tw.Made())
	}
}
