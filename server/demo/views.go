package demo

import (
	"image"
	"math"

	"image/draw"

	"artmarket/ent/artwork"
	"artmarket/server/domain/media"
)

// Secondary pictures of a work: how it looks on a wall (展示效果) and a
// close-up detail (局部).

// RoomViewSize is the pixel size of a room view.
const (
	RoomViewW = 800
	RoomViewH = 600
)

// roomView hangs the picture of a 2-D work, at its real size, on a gallery
// wall above a floor, framed or mounted the way its medium usually is.
func roomView(art *image.RGBA, spec *ArtworkSpec, r rng) *image.RGBA {
	c := newCanvas(RoomViewW, RoomViewH, hex(0xeeeeea))
	W, H := float32(RoomViewW), float32(RoomViewH)
	floorY := H * 0.8
	// The view spans enough wall for the work and some air around it.
	wcm, hcm := float32(spec.WidthCm), float32(spec.HeightCm)
	centreCm := max(150, hcm/2+40)
	// Pixels per centimetre: enough wall either side, and room above the
	// work below the top of the picture.
	ppc := min(W/max(wcm*2.4, 260), floorY/(centreCm+hcm/2+max(35, hcm*0.25)))
	span := W / ppc
	wall := pick(r, []rgb{hex(0xf0eee8), hex(0xe8e6e0), hex(0xdfe2e4), hex(0xeae4da)})
	floor := pick(r, []rgb{hex(0xb8946a), hex(0x9a9894), hex(0x8a6a4a), hex(0xc8c4bc)})
	cx := W*0.5 + r.n(0, W*0.04)
	cy := floorY - centreCm*ppc
	lightX := cx
	c.shade(0, 0, c.w, c.h, blendOver, func(x, y float32) (rgb, float32) {
		if y < floorY {
			dx, dy := (x-lightX)/W, (y-cy+H*0.2)/H
			return wall.scale(0.9 + 0.12*expNeg((dx*dx+dy*dy)*5)), 1
		}
		t := (y - floorY) / (H - floorY)
		col := floor.scale(0.85 + 0.2*t)
		if y < floorY+2 {
			col = wall.scale(0.7) // skirting shadow
		}
		return col, 1
	})
	aw, ah := wcm*ppc, hcm*ppc
	x0, y0 := cx-aw/2, cy-ah/2
	// Mount or frame.
	var fx0, fy0, fx1, fy1 float32 // outer edge
	frame := rgb{}
	mat := float32(0)
	switch spec.Medium {
	case artwork.MediumInk, artwork.MediumCalligraphy:
		if hcm >= wcm { // hanging scroll: silk mount above and below, rollers
			silk := pick(r, []rgb{hex(0xc9cfc8), hex(0xd8cfb8), hex(0xb8c4c8)})
			m := aw * 0.08
			fx0, fx1 = x0-m, x0+aw+m
			fy0, fy1 = y0-ah*0.28, y0+ah+ah*0.18
			c.fillPoly(rectPoly(fx0+4, fy0+6, fx1+4, fy1+6), hex(0x000000), 0.15, blendOver, 3, field{})
			c.fillPoly(rectPoly(fx0, fy0, fx1, fy1), silk, 1, blendOver, 0, field{})
			c.fillPoly(rectPoly(fx0-aw*0.06, fy1-3, fx1+aw*0.06, fy1+ah*0.025), hex(0x4a3020), 1, blendOver, 0, field{})
			c.fillPoly(rectPoly(fx0, fy0, fx1, fy0+ah*0.015), hex(0x6a5040), 1, blendOver, 0, field{})
			c.line(cx-aw*0.2, fy0, cx, fy0-ah*0.06, hex(0x3a3030), 1, 1)
			c.line(cx+aw*0.2, fy0, cx, fy0-ah*0.06, hex(0x3a3030), 1, 1)
		} else { // framed horizontal work with a wide mat
			frame, mat = hex(0x3a2a1e), min(aw, ah)*0.1
		}
	case artwork.MediumWatercolor, artwork.MediumPrint, artwork.MediumDrawing, artwork.MediumPhotography:
		frame = pick(r, []rgb{hex(0x1e1e1e), hex(0xf4f4f2), hex(0xb08a5a)})
		mat = min(aw, ah) * r.f(0.12, 0.2)
		if spec.Medium == artwork.MediumPhotography && r.chance(0.5) {
			mat = 0
		}
	default: // canvases: a thin float frame or none
		if r.chance(0.5) {
			frame = pick(r, []rgb{hex(0x1e1e1e), hex(0xc8a878), hex(0xf0f0ee)})
		}
	}
	if fx1 == 0 {
		fw := float32(0)
		if frame != (rgb{}) {
			fw = max(2, min(aw, ah)*0.035)
		}
		fx0, fy0 = x0-mat-fw, y0-mat-fw
		fx1, fy1 = x0+aw+mat+fw, y0+ah+mat+fw
		// Shadow on the wall, then frame and mat.
		c.fillPoly(rectPoly(fx0+3, fy0+5, fx1+5, fy1+7), hex(0x000000), 0.22, blendOver, 4, newField(r.Rand, 50).coarse())
		if fw > 0 {
			c.fillPoly(rectPoly(fx0, fy0, fx1, fy1), frame, 1, blendOver, 0, field{})
		}
		if mat > 0 {
			c.fillPoly(rectPoly(x0-mat, y0-mat, x0+aw+mat, y0+ah+mat), hex(0xf6f5f0), 1, blendOver, 0, field{})
		}
	}
	// The work itself.
	iw, ih := max(1, int(math.Round(float64(aw)))), max(1, int(math.Round(float64(ah))))
	small := media.Resize(art, iw, ih)
	ix, iy := int(math.Round(float64(x0))), int(math.Round(float64(y0)))
	for y := 0; y < ih; y++ {
		py := iy + y
		if py < 0 || py >= c.h {
			continue
		}
		for x := 0; x < iw; x++ {
			px := ix + x
			if px < 0 || px >= c.w {
				continue
			}
			o := small.PixOffset(x, y)
			i := (py*c.w + px) * 3
			c.p[i] = float32(small.Pix[o]) / 255
			c.p[i+1] = float32(small.Pix[o+1]) / 255
			c.p[i+2] = float32(small.Pix[o+2]) / 255
		}
	}
	// A bench gives the scale, sometimes.
	if r.chance(0.5) && span > 300 {
		bw, bh := 140*ppc, 45*ppc
		bx := cx + r.f(-0.6, 0.6)*W*0.3 - bw/2
		seat := pick(r, []rgb{hex(0x3a2a20), hex(0x2a2a2a), hex(0xa08060)})
		c.fillEllipse(bx+bw/2, floorY+H*0.12, bw*0.55, H*0.02, 0, hex(0x000000), 0.25, 6, blendOver)
		c.fillPoly(rectPoly(bx, floorY+H*0.12-bh, bx+bw, floorY+H*0.12-bh+6*ppc), seat, 1, blendOver, 0, field{})
		for _, lx := range []float32{bx + 8*ppc, bx + bw - 12*ppc} {
			c.fillPoly(rectPoly(lx, floorY+H*0.12-bh, lx+4*ppc, floorY+H*0.12), seat.scale(0.8), 1, blendOver, 0, field{})
		}
	}
	return c.image()
}

// detailCrop cuts a close-up of about size × size pixels at full resolution
// around (fx, fy), given as fractions of the picture.
func detailCrop(src *image.RGBA, fx, fy float32, size int) *image.RGBA {
	w, h := src.Rect.Dx(), src.Rect.Dy()
	s := min(size, w*6/10, h*6/10)
	x := int(fx*float32(w)) - s/2
	y := int(fy*float32(h)) - s/2
	x = min(max(x, 0), w-s)
	y = min(max(y, 0), h-s)
	out := image.NewRGBA(image.Rect(0, 0, s, s))
	draw.Draw(out, out.Rect, src, image.Pt(x, y), draw.Src)
	return out
}
