package demo

import "math"

// 综合材料: collage on board: torn and cut papers (newsprint, stripes, maps,
// an old photograph, gold leaf, halftone), each casting a slight shadow, then
// worked over with paint, charcoal and thread.

func paintCollage(r rng, w, h int) *canvas {
	W, H := float32(w), float32(h)
	ground := pick(r, []rgb{hex(0xc8b89a), hex(0x8a8478), hex(0x2a2a2e), hex(0xd8d0c0), hex(0x6a4a3a)})
	c := newCanvas(w, h, ground)
	mott := newField(r.Rand, W*0.3)
	c.shade(0, 0, w, h, blendOver, func(x, y float32) (rgb, float32) {
		return ground.scale(0.85 + 0.3*mott.at(x, y)), 1
	})
	// Broad underpainting strokes.
	for i := 0; i < 6+r.IntN(6); i++ {
		b := brush{col: r.jitter(ground, 0.08), alpha: 0.7, width: W * r.f(0.05, 0.12), length: W * r.f(0.2, 0.5),
			angle: r.f(0, math.Pi*2), dry: 0.5, jitter: 0.3, impasto: 0.2, light: -2.3}
		b.load(r)
		c.stroke(r.f(0, W), r.f(0, H), &b)
	}
	accent := pick(r, []rgb{hex(0xc0392b), hex(0x2e5a88), hex(0xe8b83a), hex(0x1e1e1e), hex(0x3a7a5a)})
	tooth := newTooth(r)
	n := 6 + r.IntN(7)
	for i := 0; i < n; i++ {
		cx, cy := r.f(0.05, 0.95)*W, r.f(0.05, 0.95)*H
		hw, hh := W*r.f(0.06, 0.22), H*r.f(0.06, 0.22)
		ang := r.n(0, 0.25)
		ca, sa := float32(math.Cos(float64(ang))), float32(math.Sin(float64(ang)))
		corner := func(u, v float32) (float32, float32) { return cx + u*ca - v*sa, cy + u*sa + v*ca }
		x0, y0 := corner(-hw, -hh)
		x1, y1 := corner(hw, -hh)
		x2, y2 := corner(hw, hh)
		x3, y3 := corner(-hw, hh)
		p := quad(x0, y0, x1, y1, x2, y2, x3, y3)
		torn := r.chance(0.6)
		rough := float32(0)
		if torn {
			rough = min(W, H) * 0.01
		}
		edge := newField(r.Rand, 40).coarse()
		// Shadow.
		sh := quad(x0+4, y0+5, x1+4, y1+5, x2+4, y2+5, x3+4, y3+5)
		c.fillPoly(sh, hex(0x000000), 0.22, blendOver, rough+3, edge)
		kind := r.IntN(7)
		base := pick(r, []rgb{hex(0xf2ede0), hex(0xe8d8b0), hex(0xd8e0e0), accent, hex(0xf0c8b0), hex(0x222222)})
		ph := newField(r.Rand, hw)
		bx0, by0, bx1, by1 := p.bounds()
		pad := int(rough) + 2
		dist := p.distFunc()
		c.shade(bx0-pad, by0-pad, bx1+pad, by1+pad, blendOver, func(x, y float32) (rgb, float32) {
			d := dist(x, y)
			if torn {
				d += (edge.at(x, y) - 0.5) * 2 * rough
			}
			if d > 0.5 {
				return rgb{}, 0
			}
			a := clamp01(0.5 - d)
			if torn && d > -3 {
				return hex(0xf6f3ea), a // the white core of torn paper
			}
			dx, dy := x-cx, y-cy
			u := dx*ca + dy*sa
			v := -dx*sa + dy*ca
			col := base
			switch kind {
			case 0: // newsprint: columns of text lines
				col = hex(0xe4dfd2)
				line := int((v + hh) / 9)
				colw := hw * 2 / 3
				inCol := fract((u+hw)/colw) < 0.9
				if inCol && fract((v+hh)/9) < 0.45 && hash(int((u+hw)/6), line, 9) > 0.15 {
					col = hex(0x3a3a3a)
				}
			case 1: // stripes
				if fract(u/(hw*0.18)) < 0.5 {
					col = accent
				}
			case 2: // map: contour lines
				n := ph.at(u, v) * 10
				if abs32(fract(n)-0.5) < 0.06 {
					col = hex(0x7a6a5a)
				} else {
					col = hex(0xe8e2c8)
				}
			case 3: // sepia photograph
				t := (v + hh) / (2 * hh)
				l := 0.75 - 0.4*t + 0.3*(ph.at(u*0.7, v*0.7)-0.5)
				if t > 0.55 {
					l = 0.35 + 0.2*ph.at(u*2, v*2)
				}
				col = rgb{l * 1.05, l * 0.92, l * 0.75}
			case 4: // gold leaf with cracks
				g := 0.75 + 0.35*ph.at(u*3, v*3)
				col = rgb{0.85 * g, 0.68 * g, 0.3 * g}
				if abs32(fract(ph.at(u, v)*6)-0.5) < 0.02 {
					col = hex(0x5a4020)
				}
			case 5: // halftone
				cell := float32(10)
				fu, fv := fract(u/cell)-0.5, fract(v/cell)-0.5
				rad := 0.5 * (0.3 + 0.7*ph.at(u*0.5, v*0.5))
				if fu*fu+fv*fv < rad*rad {
					col = accent.scale(0.8)
				} else {
					col = hex(0xf0ece0)
				}
			}
			col = col.scale(0.93 + 0.1*tooth.at(int(x), int(y)))
			return col, a
		})
	}
	// Paint over the top.
	for i := 0; i < 2+r.IntN(4); i++ {
		b := brush{col: pick(r, []rgb{accent, hex(0xf4f0e8), hex(0x1a1a1a), hex(0xe8c040)}), alpha: 0.9, width: W * r.f(0.02, 0.06),
			length: W * r.f(0.15, 0.4), angle: r.f(0, math.Pi*2), dry: 0.7, jitter: 0.2, impasto: 0.5, light: -2.3}
		b.load(r)
		c.stroke(r.f(0, W), r.f(0, H), &b)
	}
	// Charcoal scribble and a thread.
	charcoal := writer{c: c, r: r, ink: hex(0x1a1a1a), scr: scriptCursive, weight: 0.02, dry: 0.6, mode: blendMultiply, op: 0.8}
	charcoal.char(r.f(0.1, 0.6)*W, r.f(0.1, 0.6)*H, min(W, H)*r.f(0.2, 0.4))
	x, y := r.f(0, W), float32(0)
	for y < H {
		nx, ny := x+r.n(0, W*0.1), y+H*r.f(0.1, 0.3)
		c.line(x, y, nx, ny, hex(0xb02020), 0.9, 1.2)
		x, y = nx, ny
	}
	c.weave(0.02, 3)
	return c
}

// line draws an antialiased straight line of the given width by splatting
// along it.
func (c *canvas) line(x0, y0, x1, y1 float32, col rgb, a, width float32) {
	dx, dy := x1-x0, y1-y0
	l := sqrt32(dx*dx + dy*dy)
	n := int(l*2) + 1
	rad := width / 2
	for i := 0; i <= n; i++ {
		t := float32(i) / float32(n)
		x, y := x0+dx*t, y0+dy*t
		xa, xb := int(x-rad-1), int(x+rad+1)
		ya, yb := int(y-rad-1), int(y+rad+1)
		for py := max(ya, 0); py <= min(yb, c.h-1); py++ {
			for px := max(xa, 0); px <= min(xb, c.w-1); px++ {
				ex, ey := float32(px)+0.5-x, float32(py)+0.5-y
				d := sqrt32(ex*ex+ey*ey) - rad
				if d < 0.5 {
					// Each pixel is touched by several splats: keep the
					// per-splat alpha low.
					c.over((py*c.w+px)*3, col, clamp01(0.5-d)*a*0.35)
				}
			}
		}
	}
}
