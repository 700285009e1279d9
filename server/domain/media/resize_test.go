package media

import (
	"image"
	"image/color"
	"testing"
)

func TestResize(t *testing.T) {
	// A flat colour stays flat; size is as asked.
	src := image.NewNRGBA(image.Rect(3, 4, 203, 104))
	for y := 4; y < 104; y++ {
		for x := 3; x < 203; x++ {
			src.Set(x, y, color.NRGBA{200, 100, 50, 255})
		}
	}
	for _, sz := range [][2]int{{100, 50}, {37, 11}, {400, 200}, {1, 1}} {
		m := Resize(src, sz[0], sz[1])
		if m.Rect.Dx() != sz[0] || m.Rect.Dy() != sz[1] {
			t.Fatalf("size %v", m.Rect)
		}
		for _, p := range [][2]int{{0, 0}, {sz[0] / 2, sz[1] / 2}, {sz[0] - 1, sz[1] - 1}} {
			if c := m.RGBAAt(p[0], p[1]); absDiff(c.R, 200) > 1 || absDiff(c.G, 100) > 1 || absDiff(c.B, 50) > 1 || c.A != 255 {
				t.Errorf("%v at %v: %v", sz, p, c)
			}
		}
	}
	// A fine checkerboard shrunk 4× averages to grey instead of aliasing.
	cb := image.NewRGBA(image.Rect(0, 0, 64, 64))
	for y := 0; y < 64; y++ {
		for x := 0; x < 64; x++ {
			v := uint8(0)
			if (x+y)%2 == 0 {
				v = 255
			}
			cb.SetRGBA(x, y, color.RGBA{v, v, v, 255})
		}
	}
	m := Resize(cb, 16, 16)
	for y := 2; y < 14; y++ {
		for x := 2; x < 14; x++ {
			if c := m.RGBAAt(x, y); absDiff(c.R, 128) > 12 {
				t.Fatalf("checkerboard aliased at %d,%d: %v", x, y, c)
			}
		}
	}
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

func TestResizeLargeReduction(t *testing.T) {
	// A big reduction goes through box halving first; the result is still
	// the right size and colour, and an odd-sized source works.
	src := testImage(2001, 1501, 5)
	m := Resize(src, 100, 75)
	if m.Rect.Dx() != 100 || m.Rect.Dy() != 75 {
		t.Fatalf("size %v", m.Rect)
	}
	// The gradient's red channel runs left to right.
	if l, r := m.RGBAAt(2, 40).R, m.RGBAAt(97, 40).R; l > 20 || r < 235 {
		t.Errorf("gradient lost: left %d right %d", l, r)
	}
}
