package demo

import "math"

// Character-like brush writing. Nothing here writes real characters: glyphs
// are made of the basic strokes of Chinese writing (横 竖 撇 捺 点 折 钩)
// arranged in the usual structures (独体, 左右, 上下, 包围), which at
// picture scale reads as writing.

type script uint8

const (
	scriptRegular  script = iota // 楷书 / 行书
	scriptCursive                // 草书
	scriptClerical               // 隶书
	scriptSeal                   // 篆书 (and seal carving)
)

// strokeKind is a basic stroke.
type strokeKind uint8

const (
	skHeng strokeKind = iota
	skShu
	skPie
	skNa
	skDian
	skZhe
	skGou
	skTi
)

// glyphStroke is a stroke in the unit box of its character.
type glyphStroke struct {
	kind           strokeKind
	x0, y0, x1, y1 float32
}

// layoutGlyph invents the strokes of one character.
func layoutGlyph(r rng) []glyphStroke {
	var out []glyphStroke
	switch k := r.IntN(10); {
	case k < 3: // single
		out = component(r, 0.08, 0.08, 0.92, 0.92, 3+r.IntN(4))
	case k < 6: // left-right
		split := r.f(0.32, 0.45)
		out = component(r, 0.06, 0.12, split, 0.9, 2+r.IntN(2))
		out = append(out, component(r, split+0.06, 0.06, 0.94, 0.94, 3+r.IntN(4))...)
	case k < 8: // top-bottom
		split := r.f(0.35, 0.5)
		out = component(r, 0.15, 0.05, 0.85, split, 2+r.IntN(3))
		out = append(out, component(r, 0.08, split+0.06, 0.92, 0.95, 2+r.IntN(4))...)
	default: // enclosed
		out = append(out,
			glyphStroke{skShu, 0.15, 0.12, 0.15, 0.9},
			glyphStroke{skZhe, 0.15, 0.12, 0.85, 0.9},
			glyphStroke{skHeng, 0.17, 0.88, 0.83, 0.88})
		out = append(out, component(r, 0.3, 0.3, 0.7, 0.75, 1+r.IntN(3))...)
	}
	return out
}

// component fills a box with n strokes: horizontals stacked, crossed by
// verticals, perhaps a 撇/捺 pair or dots.
func component(r rng, x0, y0, x1, y1 float32, n int) []glyphStroke {
	var out []glyphStroke
	w, h := x1-x0, y1-y0
	nh := 1 + r.IntN(max(1, n-1))
	for i := 0; i < nh && len(out) < n; i++ {
		y := y0 + h*(float32(i)+r.f(0.3, 0.7))/float32(nh)
		inset := w * r.f(0, 0.2)
		out = append(out, glyphStroke{skHeng, x0 + inset, y, x1 - w*r.f(0, 0.15), y})
	}
	for len(out) < n {
		switch k := r.IntN(7); k {
		case 0, 1:
			x := x0 + w*r.f(0.3, 0.7)
			kind := skShu
			if r.chance(0.3) {
				kind = skGou
			}
			out = append(out, glyphStroke{kind, x, y0 + h*r.f(0, 0.15), x, y1 - h*r.f(0, 0.1)})
		case 2:
			out = append(out, glyphStroke{skPie, x0 + w*r.f(0.45, 0.7), y0 + h*r.f(0.3, 0.55), x0 + w*r.f(0, 0.15), y1 - h*r.f(0, 0.1)})
			if len(out) < n {
				out = append(out, glyphStroke{skNa, x0 + w*r.f(0.4, 0.55), y0 + h*r.f(0.4, 0.6), x1, y1 - h*r.f(0, 0.08)})
			}
		case 3:
			x, y := x0+w*r.f(0.1, 0.9), y0+h*r.f(0, 0.9)
			out = append(out, glyphStroke{skDian, x, y, x + w*0.12, y + h*0.12})
		case 4:
			out = append(out, glyphStroke{skZhe, x0 + w*r.f(0.05, 0.3), y0 + h*r.f(0.05, 0.3), x1 - w*r.f(0, 0.15), y1 - h*r.f(0, 0.3)})
		case 5:
			out = append(out, glyphStroke{skTi, x0 + w*r.f(0, 0.2), y0 + h*r.f(0.6, 0.9), x0 + w*r.f(0.4, 0.6), y0 + h*r.f(0.4, 0.6)})
		default:
			out = append(out, glyphStroke{skPie, x0 + w*r.f(0.6, 0.9), y0 + h*r.f(0, 0.2), x0 + w*r.f(0.1, 0.4), y0 + h*r.f(0.4, 0.7)})
		}
	}
	return out
}

// writer draws glyphs on a canvas.
type writer struct {
	c      *canvas
	r      rng
	ink    rgb
	scr    script
	weight float32 // stroke radius as a fraction of the character size
	dry    float32 // how much dry-brush breaking
	slant  float32
	mode   blendMode
	op     float32
}

// char writes one invented character in the square of size s at (x, y).
func (wr *writer) char(x, y, s float32) {
	strokes := layoutGlyph(wr.r)
	if wr.scr == scriptCursive {
		wr.cursive(strokes, x, y, s)
		return
	}
	for _, st := range strokes {
		wr.stroke(st, x, y, s)
	}
}

// pt maps unit coordinates into the character square, with slant.
func (wr *writer) pt(u, v, x, y, s float32) (float32, float32) {
	return x + (u+(0.5-v)*wr.slant)*s, y + v*s
}

// stroke renders one basic stroke with a pressure profile.
func (wr *writer) stroke(st glyphStroke, x, y, s float32) {
	r := wr.r
	base := wr.weight * s * r.f(0.8, 1.2)
	j := func(v float32) float32 { return v + r.n(0, 0.012) }
	var pts []pathPoint
	add := func(u, v, rad float32) {
		px, py := wr.pt(u, v, x, y, s)
		pts = append(pts, pathPoint{px, py, max(rad, 0.6)})
	}
	x0, y0, x1, y1 := j(st.x0), j(st.y0), j(st.x1), j(st.y1)
	if wr.scr == scriptSeal {
		// Even lines, rounded ends.
		if st.kind == skPie || st.kind == skNa || st.kind == skDian || st.kind == skTi {
			const n = 8
			for i := 0; i <= n; i++ {
				t := float32(i) / n
				add(x0+(x1-x0)*t+0.06*float32(math.Sin(float64(t)*math.Pi)), y0+(y1-y0)*t, base*0.8)
			}
		} else if st.kind == skZhe || st.kind == skGou {
			add(x0, y0, base*0.8)
			add(x1, y0, base*0.8)
			add(x1, y1, base*0.8)
		} else {
			add(x0, y0, base*0.8)
			add(x1, y1, base*0.8)
		}
		wr.lay(pts, nil)
		return
	}
	const n = 10
	switch st.kind {
	case skHeng:
		rise := float32(-0.04)
		if wr.scr == scriptClerical {
			rise = 0
		}
		for i := 0; i <= n; i++ {
			t := float32(i) / n
			p := 0.75 + 0.5*float32(math.Exp(-float64(t*t)*40)) + 0.35*float32(math.Exp(-float64((1-t)*(1-t))*60))
			if wr.scr == scriptClerical && t > 0.75 {
				p += (t - 0.75) * 3 // 燕尾
			}
			add(x0+(x1-x0)*t, y0+rise*t+0.02*float32(math.Sin(float64(t)*math.Pi)), base*p)
		}
	case skShu, skGou:
		for i := 0; i <= n; i++ {
			t := float32(i) / n
			p := 1 + 0.4*float32(math.Exp(-float64(t*t)*40))
			if st.kind == skShu && r.chance(0.02) {
				p *= 0.5
			}
			add(x0+0.015*float32(math.Sin(float64(t)*3)), y0+(y1-y0)*t, base*p)
		}
		if st.kind == skGou {
			add(x1-0.08, y1-0.07, base*0.3)
		}
	case skPie:
		for i := 0; i <= n; i++ {
			t := float32(i) / n
			bend := 0.12 * t * t
			add(x0+(x1-x0)*t+bend, y0+(y1-y0)*float32(math.Sqrt(float64(t))), base*(1.2-t))
		}
	case skNa:
		for i := 0; i <= n; i++ {
			t := float32(i) / n
			p := 0.5 + 1.2*t
			if t > 0.8 {
				p = 1.46 * (1 - t) * 5
			}
			add(x0+(x1-x0)*t, y0+(y1-y0)*t*t*0.9+(y1-y0)*0.1*t, base*p)
		}
	case skDian:
		add(x0, y0, base*0.5)
		add(x0+(x1-x0)*0.6, y0+(y1-y0)*0.6, base*1.4)
		add(x1, y1, base*0.6)
	case skZhe:
		for i := 0; i <= n/2; i++ {
			t := float32(i) / (n / 2)
			add(x0+(x1-x0)*t, y0-0.03*t, base*(0.8+0.4*float32(math.Exp(-float64(t*t)*30))))
		}
		add(x1+0.02, y0, base*1.3)
		for i := 1; i <= n/2; i++ {
			t := float32(i) / (n / 2)
			add(x1-0.04*t, y0+(y1-y0)*t, base)
		}
	case skTi:
		add(x0, y0, base*1.2)
		add(x1, y1, base*0.2)
	}
	ang := float32(math.Atan2(float64(pts[len(pts)-1].y-pts[0].y), float64(pts[len(pts)-1].x-pts[0].x)))
	l := float32(math.Hypot(float64(pts[len(pts)-1].x-pts[0].x), float64(pts[len(pts)-1].y-pts[0].y)))
	var d *dryness
	if wr.dry > 0 && l > base*3 {
		d = &dryness{amount: wr.dry * r.f(0.2, 1), sx: pts[0].x, sy: pts[0].y, angle: ang, length: l, streakSeed: r.f(0, 400)}
	}
	wr.lay(pts, d)
}

// cursive runs the strokes of a character together in one or two sweeping
// paths, thinning in the links and drying out as the brush empties.
func (wr *writer) cursive(strokes []glyphStroke, x, y, s float32) {
	r := wr.r
	base := wr.weight * s
	var pts []pathPoint
	flush := func() {
		if len(pts) < 2 {
			pts = pts[:0]
			return
		}
		a, b := pts[0], pts[len(pts)-1]
		l := float32(math.Hypot(float64(b.x-a.x), float64(b.y-a.y))) + 1
		wr.lay(pts, &dryness{amount: wr.dry * r.f(0.5, 1.2), sx: a.x, sy: a.y,
			angle: float32(math.Atan2(float64(b.y-a.y), float64(b.x-a.x))), length: l * 1.5, streakSeed: r.f(0, 400)})
		pts = pts[:0]
	}
	load := float32(1.0)
	for i, st := range strokes {
		if i > 0 && r.chance(0.25) {
			flush()
			load = 1.0
		}
		// Link from the previous stroke: a thin hairline.
		const n = 8
		for k := 0; k <= n; k++ {
			t := float32(k) / n
			u := st.x0 + (st.x1-st.x0)*t + 0.08*float32(math.Sin(float64(t)*math.Pi))*r.f(-1, 1)
			v := st.y0 + (st.y1-st.y0)*t
			px, py := wr.pt(u, v, x, y, s)
			p := base * load * (0.3 + 0.65*float32(math.Sin(float64(t)*math.Pi)))
			pts = append(pts, pathPoint{px, py, max(p, 0.7)})
		}
		load = max(0.45, load*0.85)
	}
	flush()
}

// lay puts a path down through the mask.
func (wr *writer) lay(pts []pathPoint, d *dryness) {
	mb := emptyBox()
	// Smooth the path with one round of Chaikin corner cutting.
	if len(pts) > 2 {
		sm := make([]pathPoint, 0, 2*len(pts))
		sm = append(sm, pts[0])
		for i := 0; i+1 < len(pts); i++ {
			a, b := pts[i], pts[i+1]
			sm = append(sm,
				pathPoint{0.75*a.x + 0.25*b.x, 0.75*a.y + 0.25*b.y, 0.75*a.r + 0.25*b.r},
				pathPoint{0.25*a.x + 0.75*b.x, 0.25*a.y + 0.75*b.y, 0.25*a.r + 0.75*b.r})
		}
		sm = append(sm, pts[len(pts)-1])
		pts = sm
	}
	wr.c.path(&mb, pts, 1)
	wr.c.inkMask(mb, wr.ink, wr.op, wr.mode, d)
}

// column writes n characters downwards from (x, y), each s high with gap g.
func (wr *writer) column(x, y, s, g float32, n int) {
	for i := 0; i < n; i++ {
		wr.char(x, y+float32(i)*(s+g), s*wr.r.f(0.9, 1.05))
	}
}

// seal stamps a square red seal of size s at (x, y): 白文 (white characters
// on red) or 朱文 (red characters in a red frame).
func seal(c *canvas, r rng, x, y, s float32, white bool) {
	red := pick(r, []rgb{hex(0xb8261e), hex(0xc23a2a), hex(0xa81c1c)})
	tex := newField(r.Rand, s*0.6)
	paper := c.at(int(x+s/2), int(y+s/2))
	wr := writer{c: c, r: r, scr: scriptSeal, weight: 0.07, mode: blendOver, op: 1}
	if white {
		c.fillPoly(rectPoly(x, y, x+s, y+s), red, 0.92, blendOver, s*0.02, tex)
		wr.ink = mix(paper, red, 0.15)
	} else {
		frame := s * 0.07
		c.fillPoly(rectPoly(x, y, x+s, y+s), red, 0.92, blendOver, s*0.02, tex)
		c.fillPoly(rectPoly(x+frame, y+frame, x+s-frame, y+s-frame), paper, 1, blendOver, s*0.01, tex)
		wr.ink = red
		wr.weight = 0.05
	}
	half := s * 0.42
	for i := 0; i < 4; i++ {
		cx := x + s*0.07 + float32(1-i/2)*half
		cy := y + s*0.07 + float32(i%2)*half
		wr.char(cx, cy, half)
	}
	// Uneven seal paste: a few paler blotches.
	c.shade(int(x), int(y), int(x+s)+1, int(y+s)+1, blendOver, func(px, py float32) (rgb, float32) {
		return paper, smoothstep(0.62, 0.8, tex.at(px*3, py*3)) * 0.35
	})
}
