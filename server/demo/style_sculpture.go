package demo

import "math"

// 雕塑: a studio photograph of a sculpture on a white plinth before a
// seamless backdrop. The form is built from lit analytic solids (ellipsoids,
// a turned vessel, a ring) in bronze, marble, steel, glazed ceramic, wood or
// painted resin.

type material struct {
	base     rgb
	spec     float32 // specular strength
	shine    float32 // specular exponent
	mirror   float32 // environment reflection
	kind     int     // 0 plain, 1 patina, 2 veins, 3 grain
	specTint rgb
}

var materials = []material{
	{base: hex(0x6a4a2a), spec: 0.9, shine: 28, mirror: 0.15, kind: 1, specTint: hex(0xffd8a0)}, // bronze
	{base: hex(0xe8e4dc), spec: 0.25, shine: 12, kind: 2, specTint: hex(0xffffff)},              // marble
	{base: hex(0x9aa0a8), spec: 1.2, shine: 60, mirror: 0.8, specTint: hex(0xffffff)},           // stainless steel
	{base: hex(0x2a5a7a), spec: 0.8, shine: 50, mirror: 0.2, specTint: hex(0xffffff)},           // glazed ceramic
	{base: hex(0x8a5a34), spec: 0.2, shine: 10, kind: 3, specTint: hex(0xffe0c0)},               // wood
	{base: hex(0xd8342a), spec: 0.6, shine: 40, mirror: 0.1, specTint: hex(0xffffff)},           // painted resin
	{base: hex(0x2a2a2c), spec: 0.7, shine: 30, mirror: 0.1, kind: 1, specTint: hex(0xd0d0ff)},  // dark bronze
}

// solid is a primitive seen head-on (orthographic): at a pixel it reports
// depth towards the viewer and the surface normal.
type solid interface {
	hit(x, y float32) (z, nx, ny, nz float32, ok bool)
	bounds() (x0, y0, x1, y1 float32)
}

type ellipsoid struct {
	cx, cy, zc, rx, ry, rz, ca, sa float32
}

func newEllipsoid(cx, cy, zc, rx, ry, rz, angle float32) ellipsoid {
	return ellipsoid{cx, cy, zc, rx, ry, rz, float32(math.Cos(float64(angle))), float32(math.Sin(float64(angle)))}
}

func (e ellipsoid) hit(x, y float32) (float32, float32, float32, float32, bool) {
	dx, dy := x-e.cx, y-e.cy
	u := dx*e.ca + dy*e.sa
	v := -dx*e.sa + dy*e.ca
	q := u*u/(e.rx*e.rx) + v*v/(e.ry*e.ry)
	if q >= 1 {
		return 0, 0, 0, 0, false
	}
	zl := e.rz * sqrt32(1-q)
	nu, nv, nz := u/(e.rx*e.rx), v/(e.ry*e.ry), zl/(e.rz*e.rz)
	nx := nu*e.ca - nv*e.sa
	ny := nu*e.sa + nv*e.ca
	l := sqrt32(nx*nx + ny*ny + nz*nz)
	return e.zc + zl, nx / l, ny / l, nz / l, true
}

func (e ellipsoid) bounds() (float32, float32, float32, float32) {
	m := max(e.rx, e.ry)
	return e.cx - m, e.cy - m, e.cx + m, e.cy + m
}

// lathe is a vessel turned about a vertical axis.
type lathe struct {
	cx, top, bot float32
	radius       func(t float32) float32 // t: 0 top .. 1 bottom
	rmax         float32
}

func (l lathe) hit(x, y float32) (float32, float32, float32, float32, bool) {
	if y < l.top || y > l.bot {
		return 0, 0, 0, 0, false
	}
	t := (y - l.top) / (l.bot - l.top)
	R := l.radius(t)
	dx := (x - l.cx) / R
	if dx*dx >= 1 {
		return 0, 0, 0, 0, false
	}
	const e = 0.01
	dr := (l.radius(min(t+e, 1)) - l.radius(max(t-e, 0))) / (2 * e * (l.bot - l.top))
	nz := sqrt32(1 - dx*dx)
	nx, ny := dx, -dr*nz
	n := sqrt32(nx*nx + ny*ny + nz*nz)
	return R * nz, nx / n, ny / n, nz / n, true
}

func (l lathe) bounds() (float32, float32, float32, float32) {
	return l.cx - l.rmax, l.top, l.cx + l.rmax, l.bot
}

// torus is a ring facing the viewer.
type torus struct{ cx, cy, R, rt, zc float32 }

func (t torus) hit(x, y float32) (float32, float32, float32, float32, bool) {
	dx, dy := x-t.cx, y-t.cy
	rho := sqrt32(dx*dx + dy*dy)
	d := rho - t.R
	if d*d >= t.rt*t.rt || rho == 0 {
		return 0, 0, 0, 0, false
	}
	z := sqrt32(t.rt*t.rt - d*d)
	return t.zc + z, d / t.rt * dx / rho, d / t.rt * dy / rho, z / t.rt, true
}

func (t torus) bounds() (float32, float32, float32, float32) {
	m := t.R + t.rt
	return t.cx - m, t.cy - m, t.cx + m, t.cy + m
}

// shadeSurface lights a surface point.
func shadeSurface(m material, x, y, nx, ny, nz float32, f field) rgb {
	// Key light from the upper left front, fill from the right.
	const kx, ky, kz float32 = -0.55, -0.6, 0.58
	lam := max(0, nx*kx+ny*ky+nz*kz)
	fill := max(0, nx*0.7+ny*-0.1+nz*0.7) * 0.25
	rim := float32(math.Pow(float64(1-nz), 3)) * 0.25
	base := m.base
	switch m.kind {
	case 1: // patina
		base = mix(base, hex(0x4a6a5a), smoothstep(0.55, 0.8, f.at(x, y))*0.6)
	case 2: // marble veins
		v := abs32(float32(math.Sin(float64(x*0.01 + y*0.004 + f.at(x, y)*9)))) // 0..1
		base = mix(base.scale(0.8), base, smoothstep(0.02, 0.15, v))
	case 3: // wood grain
		g := fract(y*0.02 + f.at(x*0.3, y)*4)
		base = base.scale(0.85 + 0.25*g)
	}
	col := base.scale(0.12 + 0.85*lam + fill + rim)
	// Blinn-Phong with the key light.
	hx, hy, hz := kx, ky, kz+1
	hl := sqrt32(hx*hx + hy*hy + hz*hz)
	s := max(0, (nx*hx+ny*hy+nz*hz)/hl)
	sp := float32(math.Pow(float64(s), float64(m.shine))) * m.spec
	col = col.add(m.specTint.scale(sp))
	if m.mirror > 0 {
		// Reflect the studio: bright softbox above, grey floor below.
		ry := 2*nz*ny - 0
		env := mix(hex(0xf4f4f4), hex(0x505052), smoothstep(-0.3, 0.4, ry))
		env = mix(env, hex(0x202022), smoothstep(0.55, 0.7, ry)*0.7)
		col = mix(col, env.scale(0.9).add(base.scale(0.1)), m.mirror*(0.4+0.6*(1-nz*0.5)))
	}
	return col
}

func paintSculpture(r rng, w, h int) *canvas {
	c := newCanvas(w, h, hex(0xdedcd8))
	W, H := float32(w), float32(h)
	paintStudio(c, r)
	// Plinth.
	pw := min(W*r.f(0.3, 0.45), H*0.5)
	px := W/2 + r.n(0, W*0.02)
	ptop := H * r.f(0.66, 0.74)
	depth := H * 0.035
	plinth := hex(0xf2f1ee)
	c.fillPoly(rectPoly(px-pw/2, ptop, px+pw/2, H+2), plinth.scale(0.86), 1, blendOver, 0, field{})
	c.shade(int(px-pw/2), int(ptop), int(px+pw/2)+1, c.h, blendOver, func(x, y float32) (rgb, float32) {
		// Front face: darker to the right and towards the floor.
		return plinth.scale(0.93 - 0.1*(x-px+pw/2)/pw - 0.08*(y-ptop)/(H-ptop)), 1
	})
	c.fillPoly(quad(px-pw/2, ptop, px+pw/2, ptop, px+pw/2-depth*0.6, ptop-depth, px-pw/2+depth*0.6, ptop-depth), plinth, 1, blendOver, 0, field{})

	// The work.
	mat := pick(r, materials)
	mat.base = r.jitter(mat.base, 0.03)
	if mat.kind == 0 && r.chance(0.5) {
		mat.base = pick(r, []rgb{hex(0x2a5a7a), hex(0xd8342a), hex(0xe8c84a), hex(0xf0f0ec), hex(0x3a7a5a), hex(0x1a1a1a)})
	}
	floorY := ptop - depth*0.5
	maxH := min(ptop-H*0.08, H*0.6)
	maxW := pw * 0.85
	var solids []solid
	switch k := r.IntN(4); k {
	case 0: // stacked forms
		y := floorY
		n := 2 + r.IntN(3)
		for i := 0; i < n; i++ {
			hh := maxH / float32(n) * r.f(0.8, 1.1)
			ww := maxW / 2 * r.f(0.5, 1) * (1 - float32(i)*0.12)
			solids = append(solids, newEllipsoid(px+r.n(0, ww*0.15), y-hh*0.45, 0, ww, hh*0.55, ww*0.8, r.n(0, 0.15)))
			y -= hh * 0.85
		}
	case 1: // vessel
		top := floorY - maxH*r.f(0.7, 1)
		rm := maxW / 2 * r.f(0.6, 1)
		neck := r.f(0.2, 0.5)
		belly := r.f(0.4, 0.7)
		foot := r.f(0.35, 0.6)
		solids = append(solids, lathe{cx: px, top: top, bot: floorY, rmax: rm, radius: func(t float32) float32 {
			switch {
			case t < 0.15:
				return rm * (neck + 0.08*(0.15-t)/0.15)
			case t < belly:
				q := (t - 0.15) / (belly - 0.15)
				return rm * (neck + (1-neck)*float32(math.Sin(float64(q)*math.Pi/2)))
			default:
				q := (t - belly) / (1 - belly)
				return rm * (1 - (1-foot)*q*q)
			}
		}})
	case 2: // ring on a stand
		R := min(maxH, maxW) * 0.38
		rt := R * r.f(0.18, 0.32)
		cy := floorY - R - rt - maxH*0.08
		solids = append(solids, torus{px, cy, R, rt, 0})
		solids = append(solids, newEllipsoid(px, floorY-maxH*0.05, -rt, R*0.35, maxH*0.05, R*0.3, 0))
	default: // abstract figure
		body := maxH * r.f(0.5, 0.65)
		lean := r.n(0, 0.12)
		solids = append(solids,
			newEllipsoid(px, floorY-maxH*0.06, 0, maxW*0.35, maxH*0.06, maxW*0.3, 0),
			newEllipsoid(px+lean*body*0.5, floorY-maxH*0.1-body*0.5, 0, maxW*r.f(0.18, 0.28), body*0.5, maxW*0.18, lean),
			newEllipsoid(px+lean*body, floorY-maxH*0.12-body-maxH*0.08, maxW*0.05, maxW*0.11, maxH*0.1, maxW*0.1, lean*2))
		if r.chance(0.5) {
			solids = append(solids, newEllipsoid(px+lean*body*0.6+maxW*0.12, floorY-maxH*0.1-body*0.6, maxW*0.1, maxW*0.06, body*0.3, maxW*0.06, -0.5))
		}
	}
	// Contact shadow on the plinth top.
	var bx0, bx1 float32 = W, 0
	for _, s := range solids {
		x0, _, x1, _ := s.bounds()
		bx0, bx1 = min(bx0, x0), max(bx1, x1)
	}
	sw := (bx1 - bx0) * 0.55
	c.fillEllipse(px+sw*0.15, floorY, sw, depth*0.35, 0, hex(0x000000), 0.35, depth*0.4, blendOver)
	// Render the solids with a depth buffer over their joint bounds.
	var x0, y0, x1, y1 float32 = W, H, 0, 0
	for _, s := range solids {
		a, b, cc, d := s.bounds()
		x0, y0, x1, y1 = min(x0, a), min(y0, b), max(x1, cc), max(y1, d)
	}
	tex := newField(r.Rand, W*0.06)
	c.shade(int(x0)-1, int(y0)-1, int(x1)+2, int(y1)+2, blendOver, func(x, y float32) (rgb, float32) {
		best := float32(math.Inf(-1))
		var nx, ny, nz float32
		hit := false
		for _, s := range solids {
			if z, a, b, cc, ok := s.hit(x, y); ok && z > best {
				best, nx, ny, nz, hit = z, a, b, cc, true
			}
		}
		if !hit {
			return rgb{}, 0
		}
		cov := float32(1)
		if nz < 0.25 { // grazing the silhouette: fade out to antialias it
			cov = 0.5 + 2*nz
		}
		return shadeSurface(mat, x, y, nx, ny, nz, tex), cov
	})
	c.grain(0.012, uint32(r.Uint32()))
	return c
}

// paintStudio paints a seamless paper backdrop: light falling off towards
// the top and corners, the curve of the sweep where wall meets floor.
func paintStudio(c *canvas, r rng) {
	W, H := float32(c.w), float32(c.h)
	top := pick(r, []rgb{hex(0xc8c6c2), hex(0xb0b4b8), hex(0xd8d2c8), hex(0x8a8a8c), hex(0x3a3a3c)})
	mid := top.scale(1.15)
	lx := W * r.f(0.35, 0.65)
	c.shade(0, 0, c.w, c.h, blendOver, func(x, y float32) (rgb, float32) {
		t := y / H
		col := mix(top.scale(0.82), mid, smoothstep(0, 0.75, t))
		col = mix(col, top.scale(1.05), smoothstep(0.75, 1, t))
		dx := (x - lx) / W
		col = col.scale(1 - 0.25*dx*dx)
		return col, 1
	})
}
