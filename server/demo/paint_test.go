package demo

import (
	"bytes"
	"image"
	"testing"

	"artmarket/ent/artwork"
)

var allMedia = []artwork.Medium{
	artwork.MediumOil, artwork.MediumInk, artwork.MediumWatercolor, artwork.MediumPrint,
	artwork.MediumSculpture, artwork.MediumPhotography, artwork.MediumCalligraphy,
	artwork.MediumMixedMedia, artwork.MediumAcrylic, artwork.MediumDrawing, artwork.MediumInstallation,
}

// stats returns the variance of luminance (0–255 scale) and the number of
// distinct colours.
func stats(m *image.RGBA) (float64, int) {
	var sum, sq float64
	n := 0
	seen := map[uint32]bool{}
	for y := 0; y < m.Rect.Dy(); y++ {
		for x := 0; x < m.Rect.Dx(); x++ {
			p := m.Pix[m.PixOffset(x, y):]
			l := 0.299*float64(p[0]) + 0.587*float64(p[1]) + 0.114*float64(p[2])
			sum += l
			sq += l * l
			n++
			seen[uint32(p[0])<<16|uint32(p[1])<<8|uint32(p[2])] = true
		}
	}
	mean := sum / float64(n)
	return sq/float64(n) - mean*mean, len(seen)
}

func TestPaintIsNotFlat(t *testing.T) {
	for _, m := range allMedia {
		for seed := uint64(1); seed <= 3; seed++ {
			img := Paint(PaintSpec{Medium: m, Seed: seed * 7919, Width: 400, Height: 300})
			if img.Rect.Dx() != 400 || img.Rect.Dy() != 300 {
				t.Fatalf("%s: size %v", m, img.Rect)
			}
			v, colours := stats(img)
			if v < 60 || colours < 200 {
				t.Errorf("%s seed %d looks flat: luminance variance %.0f, %d colours", m, seed, v, colours)
			}
			// Not flat locally either: neighbouring pixels differ somewhere in
			// most rows (texture, strokes, grain).
			rows := 0
			for y := 0; y < 300; y++ {
				for x := 1; x < 400; x++ {
					a, b := img.Pix[img.PixOffset(x, y):], img.Pix[img.PixOffset(x-1, y):]
					if a[0] != b[0] || a[1] != b[1] || a[2] != b[2] {
						rows++
						break
					}
				}
			}
			if rows < 280 {
				t.Errorf("%s seed %d: only %d of 300 rows have any texture", m, seed, rows)
			}
		}
	}
}

func TestPaintDeterministic(t *testing.T) {
	for _, m := range allMedia {
		a := Paint(PaintSpec{Medium: m, Seed: 42, Width: 240, Height: 320})
		b := Paint(PaintSpec{Medium: m, Seed: 42, Width: 240, Height: 320})
		if !bytes.Equal(a.Pix, b.Pix) {
			t.Errorf("%s: same seed, different pictures", m)
		}
		c := Paint(PaintSpec{Medium: m, Seed: 43, Width: 240, Height: 320})
		if bytes.Equal(a.Pix, c.Pix) {
			t.Errorf("%s: different seeds, same picture", m)
		}
	}
}

func TestPaintSize(t *testing.T) {
	for _, c := range []struct {
		w, h   float64
		ww, wh int
	}{{100, 50, 1280, 640}, {50, 100, 640, 1280}, {69, 69, 1280, 1280}, {34, 138, 320, 1280}, {500, 20, 1280, 320}, {0, 10, 1280, 1280}} {
		if w, h := PaintSize(c.w, c.h, 1280); w != c.ww || h != c.wh {
			t.Errorf("PaintSize(%v, %v) = %d×%d, want %d×%d", c.w, c.h, w, h, c.ww, c.wh)
		}
	}
}

func TestViews(t *testing.T) {
	img := Paint(PaintSpec{Medium: artwork.MediumInk, Seed: 1, Width: 320, Height: 640})
	for _, m := range []artwork.Medium{artwork.MediumInk, artwork.MediumOil, artwork.MediumPhotography} {
		spec := &ArtworkSpec{Medium: m, WidthCm: 69, HeightCm: 138}
		rv := roomView(img, spec, newRNG(1))
		if rv.Rect.Dx() != RoomViewW || rv.Rect.Dy() != RoomViewH {
			t.Fatalf("room view %v", rv.Rect)
		}
		if v, n := stats(rv); v < 50 || n < 100 {
			t.Errorf("%s room view flat: %v %d", m, v, n)
		}
	}
	d := detailCrop(img, 0.9, 0.1, 640)
	if d.Rect.Dx() != 192 || d.Rect.Dy() != 192 {
		t.Fatalf("detail %v", d.Rect)
	}
}
