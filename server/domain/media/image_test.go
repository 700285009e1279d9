package media

import (
	"context"
	"image"
	"image/color"
	"image/jpeg"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// testImage is a smooth gradient with some detail, w × h.
func testImage(w, h int, seed uint8) *image.RGBA {
	m := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			m.SetRGBA(x, y, color.RGBA{uint8(x * 255 / w), uint8(y * 255 / h), uint8(x*y) ^ seed, 255})
		}
	}
	return m
}

// countingStore counts Puts.
type countingStore struct {
	Store
	puts atomic.Int64
}

func (c *countingStore) Put(ctx context.Context, name string, r io.Reader) error {
	c.puts.Add(1)
	return c.Store.Put(ctx, name, r)
}

func TestVariantWidths(t *testing.T) {
	cases := []struct {
		w    int
		want []int
	}{
		{100, []int{100}},
		{320, []int{320}},
		{321, []int{320, 321}},
		{1000, []int{320, 640, 960, 1000}},
		{1920, []int{320, 640, 960, 1280, 1920}},
		{2000, []int{320, 640, 960, 1280, 1920, 2000}},
		{9000, []int{320, 640, 960, 1280, 1920, MaxWidth}},
		{0, nil},
	}
	for _, c := range cases {
		if got := VariantWidths(c.w); !reflect.DeepEqual(got, c.want) {
			t.Errorf("VariantWidths(%d) = %v, want %v", c.w, got, c.want)
		}
	}
}

func TestURLSrcsetPickWidth(t *testing.T) {
	if got := URL("ab/abcdef0123456789", 640); got != "/media/ab/abcdef0123456789/640.jpg" {
		t.Errorf("URL = %q", got)
	}
	want := "/media/k/k1/320.jpg 320w, /media/k/k1/640.jpg 640w, /media/k/k1/700.jpg 700w"
	if got := Srcset("k/k1", 700); got != want {
		t.Errorf("Srcset = %q, want %q", got, want)
	}
	for _, c := range []struct{ orig, want, got int }{
		{1400, 100, 320}, {1400, 320, 320}, {1400, 321, 640}, {1400, 1000, 1280},
		{1400, 1300, 1400}, {1400, 5000, 1400}, {200, 640, 200}, {1400, 0, 320},
	} {
		if g := PickWidth(c.orig, c.want); g != c.got {
			t.Errorf("PickWidth(%d, %d) = %d, want %d", c.orig, c.want, g, c.got)
		}
	}
	if ScaledHeight(1400, 1000, 320) != 229 || ScaledHeight(1000, 1, 320) != 1 {
		t.Errorf("ScaledHeight wrong: %d", ScaledHeight(1400, 1000, 320))
	}
}

func TestSaveImageWidthsAndIdempotence(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	store := &countingStore{Store: NewDiskStore(dir)}
	img := testImage(1000, 700, 1)

	saved, err := SaveImage(ctx, store, img)
	if err != nil {
		t.Fatal(err)
	}
	if saved.Width != 1000 || saved.Height != 700 {
		t.Fatalf("saved size %dx%d", saved.Width, saved.Height)
	}
	if parts := strings.Split(saved.Key, "/"); len(parts) != 2 || len(parts[0]) != 2 || len(parts[1]) != 16 ||
		!strings.HasPrefix(parts[1], parts[0]) || !ValidName(saved.Key) {
		t.Fatalf("key %q has the wrong shape", saved.Key)
	}
	for _, w := range []int{320, 640, 960, 1000} {
		f, err := os.Open(filepath.Join(dir, filepath.FromSlash(Name(saved.Key, w))))
		if err != nil {
			t.Fatalf("variant %d: %v", w, err)
		}
		cfg, err := jpeg.DecodeConfig(f)
		f.Close()
		if err != nil {
			t.Fatalf("variant %d: %v", w, err)
		}
		if cfg.Width != w || cfg.Height != ScaledHeight(1000, 700, w) {
			t.Errorf("variant %d is %dx%d", w, cfg.Width, cfg.Height)
		}
	}
	for _, w := range []int{1280, 1920} {
		if ok, _ := store.Exists(ctx, Name(saved.Key, w)); ok {
			t.Errorf("variant %d wider than the source was written", w)
		}
	}
	if n := store.puts.Load(); n != 4 {
		t.Fatalf("%d puts, want 4", n)
	}

	// Same pixels, a different image type and offset: same key, nothing written.
	sub := image.NewNRGBA(image.Rect(5, 5, 1005, 705))
	for y := 0; y < 700; y++ {
		for x := 0; x < 1000; x++ {
			sub.Set(x+5, y+5, img.At(x, y))
		}
	}
	again, err := SaveImage(ctx, store, sub)
	if err != nil {
		t.Fatal(err)
	}
	if again != saved || store.puts.Load() != 4 {
		t.Fatalf("second save: %+v (puts %d), want %+v and no puts", again, store.puts.Load(), saved)
	}

	// A lost variant is restored, and only it.
	if err := os.Remove(filepath.Join(dir, filepath.FromSlash(Name(saved.Key, 640)))); err != nil {
		t.Fatal(err)
	}
	if _, err := SaveImage(ctx, store, img); err != nil {
		t.Fatal(err)
	}
	if ok, _ := store.Exists(ctx, Name(saved.Key, 640)); !ok || store.puts.Load() != 5 {
		t.Fatalf("640 restored=%v puts=%d", ok, store.puts.Load())
	}

	// Different pixels give a different key.
	other, err := SaveImage(ctx, store, testImage(1000, 700, 2))
	if err != nil {
		t.Fatal(err)
	}
	if other.Key == saved.Key {
		t.Fatal("different images share a key")
	}
}

func TestSaveImageCapsHugeAndFlattensAlpha(t *testing.T) {
	ctx := context.Background()
	store := NewDiskStore(t.TempDir())
	img := image.NewNRGBA(image.Rect(0, 0, MaxWidth+400, 300))
	saved, err := SaveImage(ctx, store, img) // fully transparent: white
	if err != nil {
		t.Fatal(err)
	}
	if saved.Width != MaxWidth || saved.Height != ScaledHeight(MaxWidth+400, 300, MaxWidth) {
		t.Fatalf("saved %+v", saved)
	}
	f, _, err := store.Open(ctx, Name(saved.Key, 320))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	m, err := jpeg.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if r, g, b, _ := m.At(10, 10).RGBA(); r < 0xf000 || g < 0xf000 || b < 0xf000 {
		t.Fatalf("transparent pixel became %v, want white", m.At(10, 10))
	}
	if _, err := SaveImage(ctx, store, image.NewRGBA(image.Rect(0, 0, 0, 0))); err == nil {
		t.Fatal("empty image saved")
	}
	cctx, cancel := context.WithTimeout(ctx, -time.Second)
	defer cancel()
	if _, err := SaveImage(cctx, store, testImage(50, 50, 9)); err == nil {
		t.Fatal("SaveImage with an expired context succeeded")
	}
}
