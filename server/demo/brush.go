package demo

import "math"

// blend modes for strokes and shapes.
type blendMode uint8

const (
	blendOver     blendMode = iota // opaque paint
	blendMultiply                  // transparent pigment: watercolour, ink
)

// brush is one flat bristle-brush stroke: a straight band of paint with a
// rounded head, a narrowing tail, bristle streaks, optional dry-brush breaks
// towards the tail and optional impasto lighting of the ridges.
type brush struct {
	col      rgb
	alpha    float32
	width    float32 // full width, px
	length   float32 // px
	angle    float32 // direction of travel, radians
	dry      float32 // 0: fully loaded; 1: the tail breaks up into dry streaks
	impasto  float32 // strength of the ridge lighting
	jitter   float32 // colour variation between bristles
	light    float32 // direction the light comes from, radians
	mode     blendMode
	bristles [25]float32
}

// load fills the bristle profile: per-bristle paint load in [0, 1], a little
// correlated between neighbours.
func (b *brush) load(r rng) {
	prev := r.Float32()
	for i := range b.bristles {
		v := 0.5*prev + 0.5*r.Float32()
		b.bristles[i] = v
		prev = v
	}
}

// stroke paints b starting at (x0, y0).
func (c *canvas) stroke(x0, y0 float32, b *brush) {
	if b.length < 1 || b.width < 0.5 {
		return
	}
	ca := float32(math.Cos(float64(b.angle)))
	sa := float32(math.Sin(float64(b.angle)))
	hw := b.width / 2
	L := b.length
	// Light across the stroke: how much the "left" normal faces the light.
	la := float32(math.Cos(float64(b.light - (b.angle - math.Pi/2))))
	head := min(hw/L, 0.5)
	const tail = 0.3
	nb := float32(len(b.bristles) - 1)

	// Row range from the corners.
	ymin, ymax := float32(math.Inf(1)), float32(math.Inf(-1))
	for _, t := range [2]float32{-1, L + 1} {
		for _, s := range [2]float32{-hw - 1, hw + 1} {
			y := y0 + t*sa + s*ca
			ymin, ymax = min(ymin, y), max(ymax, y)
		}
	}
	ya := max(0, int(ymin))
	yb := min(c.h-1, int(ymax)+1)
	invL, invHw, invHead := 1/L, 1/hw, 1/head
	tailStart := L * (1 - tail)
	invTail := 1 / (L * tail)
	dryStart := L * 0.25
	var dryK float32
	if b.dry > 0 {
		dryK = b.dry / (L * 0.75)
	}
	bris := &b.bristles
	half := 0.5 * nb
	for py := ya; py <= yb; py++ {
		fy := float32(py) + 0.5 - y0
		// t(X) = ca*X + tb ; s(X) = -sa*X + sb, X = pixel column
		tb := ca*(0.5-x0) + sa*fy
		sb := -sa*(0.5-x0) + ca*fy
		lo, hi := span(0, float32(c.w-1), ca, tb, -1, L+1)
		lo, hi = span(lo, hi, -sa, sb, -hw-1, hw+1)
		if lo > hi {
			continue
		}
		xa, xb := int(math.Ceil(float64(lo))), int(hi)
		row := py * c.w * 3
		X := float32(xa)
		t := ca*X + tb
		s := -sa*X + sb
		for px := xa; px <= xb; px, t, s = px+1, t+ca, s-sa {
			v := s * invHw
			av := v
			if av < 0 {
				av = -av
			}
			prof := float32(1)
			if t < head*L {
				d := (head - t*invL) * invHead
				if d >= 1 {
					continue
				}
				prof = sqrt32(1 - d*d)
			} else if t > tailStart {
				k := (t - tailStart) * invTail
				prof = 1 - 0.55*k*k
			}
			e := (prof - av) * hw
			if e <= 0 {
				continue
			}
			a := b.alpha
			if e < 1 {
				a *= e
			}
			if r := (L - t) * 0.7; r < 1 {
				if r <= 0 {
					continue
				}
				a *= r
			}
			bf := (v + 1) * half
			bi := int(bf)
			if bi < 0 {
				bi, bf = 0, 0
			} else if bi > len(bris)-2 {
				bi, bf = len(bris)-2, nb
			}
			fr := bf - float32(bi)
			b0, b1 := bris[bi], bris[bi+1]
			bv := b0 + (b1-b0)*fr
			a *= 0.62 + 0.38*bv
			if dryK > 0 && t > dryStart {
				th := (t - dryStart) * dryK
				// Bristles carrying less paint than th run dry.
				q := (bv - th + 0.12) * 6.25
				if q < 1 {
					if q <= 0 {
						continue
					}
					a *= q * q * (3 - 2*q)
				}
			}
			if a <= 0.002 {
				continue
			}
			k := 1 + b.jitter*(bv-0.5)
			cr, cg, cb := b.col.r*k, b.col.g*k, b.col.b*k
			if b.impasto > 0 {
				// Ridges between bristles catch the light on one side; the
				// edge of the stroke is a ridge too, and paint piles up where
				// the brush lifts.
				sh := (b1 - b0) * nb * 0.08 * la
				if av > 0.5 {
					q := (av - 0.5) * 2
					sh += 0.35 * v * la * q * q * (3 - 2*q)
				}
				if u := t * invL; u > 0.8 {
					q := min((u-0.8)*5.9, 1)
					sh += 0.25 * q * q * (3 - 2*q) * (1 - av)
				}
				sh *= b.impasto
				cr, cg, cb = cr+sh, cg+sh, cb+sh
			}
			p := c.p[row+px*3 : row+px*3+3 : row+px*3+3]
			if b.mode == blendMultiply {
				p[0] *= 1 - a*(1-cr)
				p[1] *= 1 - a*(1-cg)
				p[2] *= 1 - a*(1-cb)
			} else {
				p[0] += (cr - p[0]) * a
				p[1] += (cg - p[1]) * a
				p[2] += (cb - p[2]) * a
			}
		}
	}
}

// --- mask strokes: round-nib paths for ink, calligraphy and pencil ----------

// box is a pixel rectangle, inclusive.
type box struct{ x0, y0, x1, y1 int }

func emptyBox() box { return box{math.MaxInt32, math.MaxInt32, -1, -1} }

func (b *box) grow(x0, y0, x1, y1 int) {
	b.x0, b.y0 = min(b.x0, x0), min(b.y0, y0)
	b.x1, b.y1 = max(b.x1, x1), max(b.y1, y1)
}

func (c *canvas) ensureMask() {
	if c.mask == nil {
		c.mask = make([]float32, c.w*c.h)
	}
}

// capsule adds a tapered round-ended segment from (ax, ay) radius ar to
// (bx, by) radius br to the mask, keeping the maximum coverage.
func (c *canvas) capsule(mb *box, ax, ay, ar, bx, by, br, op float32) {
	c.ensureMask()
	rm := max(ar, br) + 1
	x0 := max(0, int(min(ax, bx)-rm))
	x1 := min(c.w-1, int(max(ax, bx)+rm)+1)
	y0 := max(0, int(min(ay, by)-rm))
	y1 := min(c.h-1, int(max(ay, by)+rm)+1)
	if x0 > x1 || y0 > y1 {
		return
	}
	mb.grow(x0, y0, x1, y1)
	dx, dy := bx-ax, by-ay
	l2 := dx*dx + dy*dy
	for py := y0; py <= y1; py++ {
		fy := float32(py) + 0.5 - ay
		row := py * c.w
		for px := x0; px <= x1; px++ {
			fx := float32(px) + 0.5 - ax
			h := float32(0)
			if l2 > 0 {
				h = clamp01((fx*dx + fy*dy) / l2)
			}
			ex, ey := fx-h*dx, fy-h*dy
			r := ar + (br-ar)*h
			d := sqrt32(ex*ex+ey*ey) - r
			if d >= 0.5 {
				continue
			}
			a := clamp01(0.5-d) * op
			if a > c.mask[row+px] {
				c.mask[row+px] = a
			}
		}
	}
}

// pathPoint is a point of a brush path with its radius.
type pathPoint struct{ x, y, r float32 }

// path adds a polyline of tapered capsules to the mask.
func (c *canvas) path(mb *box, pts []pathPoint, op float32) {
	if len(pts) == 1 {
		p := pts[0]
		c.capsule(mb, p.x, p.y, p.r, p.x, p.y, p.r, op)
	}
	for i := 1; i < len(pts); i++ {
		a, b := pts[i-1], pts[i]
		c.capsule(mb, a.x, a.y, a.r, b.x, b.y, b.r, op)
	}
}

// dryness describes dry-brush breaks (飞白) when a mask is laid down:
// streaks along angle, growing from 0 at (sx, sy) to amount at length px.
type dryness struct {
	amount     float32
	sx, sy     float32
	angle      float32
	length     float32
	streakSeed float32
}

// inkMask lays the mask in mb down in col with opacity op, then clears it.
func (c *canvas) inkMask(mb box, col rgb, op float32, mode blendMode, dry *dryness) {
	if mb.x1 < mb.x0 {
		return
	}
	var ca, sa float32
	if dry != nil {
		ca = float32(math.Cos(float64(dry.angle)))
		sa = float32(math.Sin(float64(dry.angle)))
	}
	for py := mb.y0; py <= mb.y1; py++ {
		row := py * c.w
		for px := mb.x0; px <= mb.x1; px++ {
			m := c.mask[row+px]
			if m == 0 {
				continue
			}
			c.mask[row+px] = 0
			a := m * op
			if dry != nil && dry.amount > 0 {
				fx, fy := float32(px)-dry.sx, float32(py)-dry.sy
				along := fx*ca + fy*sa
				across := -fx*sa + fy*ca
				th := dry.amount * smoothstep(0.15, 1, along/dry.length)
				n := noise(along*0.02+dry.streakSeed, across*0.9+dry.streakSeed*3)
				a *= smoothstep(th-0.1, th+0.05, n)
			}
			if a <= 0.002 {
				continue
			}
			if mode == blendMultiply {
				c.multiply((row+px)*3, col, a)
			} else {
				c.over((row+px)*3, col, a)
			}
		}
	}
}

// --- filled shapes -----------------------------------------------------------

// shade fills the rectangle [x0,x1)×[y0,y1) (clipped) with fn, which returns
// the colour and alpha for a pixel centre.
func (c *canvas) shade(x0, y0, x1, y1 int, mode blendMode, fn func(x, y float32) (rgb, float32)) {
	x0, y0 = max(0, x0), max(0, y0)
	x1, y1 = min(c.w, x1), min(c.h, y1)
	for py := y0; py < y1; py++ {
		row := py * c.w * 3
		fy := float32(py) + 0.5
		for px := x0; px < x1; px++ {
			col, a := fn(float32(px)+0.5, fy)
			if a <= 0.002 {
				continue
			}
			if a > 1 {
				a = 1
			}
			if mode == blendMultiply {
				c.multiply(row+px*3, col, a)
			} else {
				c.over(row+px*3, col, a)
			}
		}
	}
}

// poly is a convex polygon given clockwise or anticlockwise.
type poly []struct{ x, y float32 }

func quad(x0, y0, x1, y1, x2, y2, x3, y3 float32) poly {
	return poly{{x0, y0}, {x1, y1}, {x2, y2}, {x3, y3}}
}

func rectPoly(x0, y0, x1, y1 float32) poly { return quad(x0, y0, x1, y0, x1, y1, x0, y1) }

func (p poly) bounds() (x0, y0, x1, y1 int) {
	fx0, fy0, fx1, fy1 := float32(math.Inf(1)), float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.Inf(-1))
	for _, v := range p {
		fx0, fy0 = min(fx0, v.x), min(fy0, v.y)
		fx1, fy1 = max(fx1, v.x), max(fy1, v.y)
	}
	return int(fx0) - 2, int(fy0) - 2, int(fx1) + 3, int(fy1) + 3
}

// edges returns the polygon's edges as outward unit normals and offsets:
// the signed distance to edge k is x*nx + y*ny - d.
func (p poly) edges() []struct{ nx, ny, d float32 } {
	var area float32
	for i := range p {
		j := (i + 1) % len(p)
		area += p[i].x*p[j].y - p[j].x*p[i].y
	}
	sgn := float32(1)
	if area < 0 {
		sgn = -1
	}
	out := make([]struct{ nx, ny, d float32 }, 0, len(p))
	for i := range p {
		j := (i + 1) % len(p)
		ex, ey := p[j].x-p[i].x, p[j].y-p[i].y
		l := sqrt32(ex*ex + ey*ey)
		if l == 0 {
			continue
		}
		nx, ny := ey/l*sgn, -ex/l*sgn
		out = append(out, struct{ nx, ny, d float32 }{nx, ny, p[i].x*nx + p[i].y*ny})
	}
	return out
}

// distFunc returns the signed distance (negative inside) from a point to a
// convex polygon's boundary: exact inside, a good bound outside.
func (p poly) distFunc() func(x, y float32) float32 {
	es := p.edges()
	return func(x, y float32) float32 {
		d := float32(math.Inf(-1))
		for _, e := range es {
			d = max(d, x*e.nx+y*e.ny-e.d)
		}
		return d
	}
}

// fillPoly fills a convex polygon, antialiased, with an optional ragged edge
// (rough px of noise displacement).
func (c *canvas) fillPoly(p poly, col rgb, a float32, mode blendMode, rough float32, f field) {
	x0, y0, x1, y1 := p.bounds()
	r := int(rough) + 1
	dist := p.distFunc()
	c.shade(x0-r, y0-r, x1+r, y1+r, mode, func(x, y float32) (rgb, float32) {
		d := dist(x, y)
		if rough > 0 {
			d += (f.at(x, y) - 0.5) * 2 * rough
		}
		return col, clamp01(0.5-d) * a
	})
}

// fillEllipse fills a rotated ellipse with a soft edge of soft px.
func (c *canvas) fillEllipse(cx, cy, rx, ry, angle float32, col rgb, a, soft float32, mode blendMode) {
	ca := float32(math.Cos(float64(angle)))
	sa := float32(math.Sin(float64(angle)))
	rm := max(rx, ry) + soft + 1
	rr := min(rx, ry)
	c.shade(int(cx-rm), int(cy-rm), int(cx+rm)+1, int(cy+rm)+1, mode, func(x, y float32) (rgb, float32) {
		dx, dy := x-cx, y-cy
		u := (dx*ca + dy*sa) / rx
		v := (-dx*sa + dy*ca) / ry
		d := (sqrt32(u*u+v*v) - 1) * rr
		return col, clamp01(0.5-d/max(soft, 1)) * a
	})
}
