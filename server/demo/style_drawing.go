package demo

import "math"

// 素描: graphite on cartridge paper — the academy still life of plaster
// solids (a sphere, a cube, a cone) on a draped table, modelled in layers of
// hatching with light construction lines — or a charcoal landscape study.

func paintDrawing(r rng, w, h int) *canvas {
	W, H := float32(w), float32(h)
	paper := pick(r, []rgb{hex(0xf1eee6), hex(0xebe6da), hex(0xf4f2ec)})
	c := newCanvas(w, h, paper)
	tooth := newTooth(r)
	graphite := hex(0x3a3a40)
	var tone *grid
	charcoal := r.chance(0.35)
	var outlines [][]pathPoint
	if charcoal {
		graphite = hex(0x1c1b1c)
		scene := landscapeScene(r, w, h, pick(r, landPalettes))
		tone = sampleScene(w, h, 4, func(x, y float32) rgb {
			l := 1 - scene(x, y).lum()
			return rgb{l, l, l}
		})
	} else {
		scene, lines := plasterScene(r, w, h)
		outlines = lines
		tone = sampleScene(w, h, 3, func(x, y float32) rgb {
			l := scene(x, y)
			return rgb{l, l, l}
		})
	}
	// Hatching layers: each darker tone adds a direction.
	angles := []float32{r.f(0.6, 0.9), r.f(-0.7, -0.4), r.f(1.3, 1.5), r.f(0.1, 0.3)}
	spacing := min(W, H) * r.f(0.006, 0.009)
	wob := newField(r.Rand, W*0.4)
	type dir struct{ ca, sa float32 }
	dirs := make([]dir, len(angles))
	for i, a := range angles {
		dirs[i] = dir{float32(math.Cos(float64(a))), float32(math.Sin(float64(a)))}
	}
	c.shade(0, 0, w, h, blendMultiply, func(x, y float32) (rgb, float32) {
		d := tone.at(x, y).r
		t := tooth.at(int(x), int(y))
		if charcoal {
			// Smudged tone caught by the paper's tooth.
			return graphite, min(1, d*1.15) * 0.9 * (0.7 + 0.3*t)
		}
		keep := float32(1)
		for k, dr := range dirs {
			on := d - float32(k)*0.2 - 0.08
			if on <= 0 {
				break
			}
			u := (x*dr.ca+y*dr.sa)/spacing + (wob.at(x, y)-0.5)*1.2
			dist := abs32(fract(u)-0.5) * 2 // 0 on a line, 1 between
			width := 0.25 + 0.6*clamp01(on*3)
			a := smoothstep(1-width*0.5, 1-width*0.5-0.25, dist)
			keep *= 1 - a*clamp01(on*4)*0.75
		}
		a := (1 - keep) * (0.7 + 0.3*t)
		// A soft underlayer of rubbed tone.
		a = max(a, d*0.22*(0.8+0.2*t))
		return graphite, a
	})
	// Outlines and construction lines.
	for _, ln := range outlines {
		mb := emptyBox()
		c.path(&mb, ln, 1)
		c.inkMask(mb, graphite, r.f(0.45, 0.7), blendMultiply, nil)
	}
	if !charcoal {
		for i := 0; i < 6; i++ {
			x0, y0 := r.f(0, W), r.f(0, H)
			a := r.f(0, math.Pi)
			l := max(W, H) * r.f(0.2, 0.5)
			c.line(x0, y0, x0+float32(math.Cos(float64(a)))*l, y0+float32(math.Sin(float64(a)))*l, graphite, 0.25, 0.8)
		}
	}
	c.signature(r, graphite, true)
	return c
}

// plasterScene returns the darkness (0 white .. 1 black) of a still life of
// white plaster solids under a single light, and the solids' outlines.
func plasterScene(r rng, w, h int) (func(x, y float32) float32, [][]pathPoint) {
	W, H := float32(w), float32(h)
	ty := H * r.f(0.58, 0.68) // table edge
	s := min(W, H)
	// Sphere.
	sr := s * r.f(0.1, 0.15)
	sx, sy := W*r.f(0.25, 0.4), ty+s*0.08-sr
	// Cube: front face square with a top and side face (oblique).
	cs := s * r.f(0.18, 0.25)
	cx, cy := W*r.f(0.5, 0.65), ty+s*0.12 // bottom-left of the front face
	od := cs * 0.35                       // oblique depth
	// Cone.
	kr := s * r.f(0.07, 0.1)
	kx, kb, kh := min(cx+cs+od+kr+s*r.f(0.03, 0.08), W-kr*1.5), ty+s*0.04, s*r.f(0.3, 0.4)
	lx, ly, lz := float32(-0.6), float32(-0.55), float32(0.58)
	scene := func(x, y float32) float32 {
		// Sphere.
		dx, dy := (x-sx)/sr, (y-sy)/sr
		if d2 := dx*dx + dy*dy; d2 < 1 {
			nz := sqrt32(1 - d2)
			l := max(0, dx*lx+dy*ly+nz*lz)
			refl := max(0, -dx*lx-dy*ly) * 0.15 // reflected light on the shadow side
			return clamp01(0.85 - 0.8*l - refl)
		}
		// Cube faces.
		if x >= cx && x <= cx+cs && y >= cy-cs && y <= cy {
			return 0.35 // front, half-lit
		}
		if y < cy-cs && y >= cy-cs-od && x >= cx+(cy-cs-y) && x <= cx+cs+(cy-cs-y) {
			return 0.05 // top, lit
		}
		if x > cx+cs && x <= cx+cs+od && y <= cy-(x-cx-cs) && y >= cy-cs-(x-cx-cs) {
			return 0.7 // side, in shadow
		}
		// Cone.
		if y <= kb && y >= kb-kh {
			t := (kb - y) / kh
			half := kr * (1 - t)
			if abs32(x-kx) < half {
				u := (x - kx) / half
				return clamp01(0.2 + 0.6*(u*0.5+0.5) + 0.1*t)
			}
		}
		// Cast shadows to the right on the table.
		if y > ty {
			ex, ey := (x-sx-sr*0.9)/(sr*1.3), (y-(sy+sr)+sr*0.05)/(sr*0.3)
			if ex*ex+ey*ey < 1 {
				return 0.75
			}
			if x > cx+cs*0.5 && x < cx+cs*1.8 && y > cy-cs*0.15 && y < cy+cs*0.1 {
				return 0.7
			}
			// Drapery folds.
			fold := float32(math.Sin(float64(x/W*18 + (y-ty)/H*9)))
			return 0.3 + 0.12*fold
		}
		// Backdrop: darker away from the light.
		return 0.2 + 0.2*x/W
	}
	var lines [][]pathPoint
	rad := max(1, s*0.0018)
	circle := make([]pathPoint, 0, 40)
	for i := 0; i <= 36; i++ {
		a := float64(i) / 36 * 2 * math.Pi
		circle = append(circle, pathPoint{sx + sr*float32(math.Cos(a)), sy + sr*float32(math.Sin(a)), rad})
	}
	lines = append(lines, circle,
		[]pathPoint{{cx, cy, rad}, {cx + cs, cy, rad}, {cx + cs, cy - cs, rad}, {cx, cy - cs, rad}, {cx, cy, rad}},
		[]pathPoint{{cx, cy - cs, rad}, {cx + od, cy - cs - od, rad}, {cx + cs + od, cy - cs - od, rad}, {cx + cs + od, cy - od, rad}, {cx + cs, cy, rad}},
		[]pathPoint{{cx + cs, cy - cs, rad}, {cx + cs + od, cy - cs - od, rad}},
		[]pathPoint{{kx - kr, kb, rad}, {kx, kb - kh, rad}, {kx + kr, kb, rad}},
		[]pathPoint{{0, ty, rad * 0.7}, {W, ty + s*0.01, rad * 0.7}})
	return scene, lines
}
