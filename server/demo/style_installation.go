package demo

import (
	"math"
	"sort"
)

// 装置: a view of a gallery room in one-point perspective holding an
// installation: a cloud of hanging lanterns or spheres, a web of red thread,
// a field of porcelain bowls on the floor, or neon lines on the back wall.

// room is a white-cube gallery in world units (metres): eye at the origin
// looking down +Z, floor at Y = eye, ceiling above, walls at ±halfW and the
// back wall at depth.
type room struct {
	vpx, vpy, f          float32
	eye, ceil, halfW, zb float32
	floor                rgb
	wood                 bool
	lights               []float32 // X of track lights on the back wall
}

func (rm *room) project(X, Y, Z float32) (float32, float32) {
	return rm.vpx + X*rm.f/Z, rm.vpy + Y*rm.f/Z
}

// paint fills the canvas with the room.
func (rm *room) paint(c *canvas, r rng) {
	mott := newField(r.Rand, float32(c.w)*0.2)
	c.shade(0, 0, c.w, c.h, blendOver, func(x, y float32) (rgb, float32) {
		dx, dy := x-rm.vpx, y-rm.vpy
		z := float32(math.Inf(1))
		surf := 0
		if dy > 0 {
			z, surf = rm.eye*rm.f/dy, 1
		} else if dy < 0 {
			z, surf = rm.ceil*rm.f/-dy, 2
		}
		if dx != 0 {
			if zw := rm.halfW * rm.f / abs32(dx); zw < z {
				z, surf = zw, 3
			}
		}
		if z > rm.zb {
			z, surf = rm.zb, 4
		}
		X, Y := dx*z/rm.f, dy*z/rm.f
		var col rgb
		switch surf {
		case 1: // floor
			col = rm.floor.scale(0.9 + 0.15*mott.at(X*40, z*20))
			if rm.wood && fract(X*3) < 0.02 {
				col = col.scale(0.8)
			}
			// Sheen: the bright back wall reflected.
			col = mix(col, hex(0xf0f0ee), 0.25*clamp01(z/rm.zb))
			// Darker at the skirting.
			col = col.scale(1 - 0.2*smoothstep(rm.halfW-0.5, rm.halfW, abs32(X)) - 0.15*smoothstep(rm.zb-0.8, rm.zb, z))
		case 2: // ceiling
			col = hex(0xdcdcda).scale(0.95 + 0.05*clamp01(z/rm.zb))
			if abs32(abs32(X)-rm.halfW*0.45) < 0.025 {
				col = hex(0x404040) // track rails
			}
		case 3: // side walls
			col = hex(0xeceae6).scale(0.95 - 0.06*clamp01(1-z/rm.zb))
			col = col.scale(1 - 0.12*smoothstep(-rm.ceil+0.6, -rm.ceil, -Y))
		default: // back wall
			col = hex(0xe8e7e3)
			for _, lx := range rm.lights {
				ddx, ddy := (X-lx)/0.9, (Y+rm.ceil*0.3)/2.2
				col = col.add(rgb{0.03, 0.028, 0.022}.scale(expNeg(ddx*ddx + ddy*ddy)))
			}
			col = col.scale(1 - 0.15*smoothstep(rm.halfW-0.6, rm.halfW, abs32(X)))
		}
		return col, 1
	})
}

func paintInstallation(r rng, w, h int) *canvas {
	W, H := float32(w), float32(h)
	c := newCanvas(w, h, hex(0xeeeeee))
	rm := &room{
		vpx: W * r.f(0.42, 0.58), vpy: H * r.f(0.4, 0.48), f: min(W, H) * r.f(0.55, 0.75),
		eye: 1.6, ceil: 2.4, halfW: r.f(3, 4.5), zb: r.f(6, 9),
		floor: pick(r, []rgb{hex(0x8a8a88), hex(0x6e6a66), hex(0x9a7a5a), hex(0xb0aca4)}),
	}
	rm.wood = rm.floor.r > rm.floor.b*1.3
	for i := 0; i < 3+r.IntN(3); i++ {
		rm.lights = append(rm.lights, r.f(-rm.halfW, rm.halfW))
	}
	rm.paint(c, r)
	switch k := r.IntN(4); k {
	case 0:
		hangingCloud(c, r, rm)
	case 1:
		threadWeb(c, r, rm)
	case 2:
		floorField(c, r, rm)
	default:
		neonLines(c, r, rm)
	}
	c.grain(0.01, uint32(r.Uint32()))
	return c
}

type thing struct{ X, Y, Z, s float32 }

func byDepth(ts []thing) { sort.Slice(ts, func(i, j int) bool { return ts[i].Z > ts[j].Z }) }

// ball draws a lit sphere of screen radius rad.
func ball(c *canvas, x, y, rad float32, col rgb, glow bool) {
	c.shade(int(x-rad)-1, int(y-rad)-1, int(x+rad)+2, int(y+rad)+2, blendOver, func(px, py float32) (rgb, float32) {
		dx, dy := (px-x)/rad, (py-y)/rad
		d2 := dx*dx + dy*dy
		if d2 >= 1 {
			return col, 0
		}
		nz := sqrt32(1 - d2)
		l := max(0, -0.3*dx-0.7*dy+0.65*nz)
		shade := col.scale(0.35 + 0.75*l)
		if glow {
			shade = mix(col.scale(1.2), hex(0xfff0c0), nz*0.5)
		}
		return shade, clamp01((1 - sqrt32(d2)) * rad)
	})
}

func hangingCloud(c *canvas, r rng, rm *room) {
	lantern := r.chance(0.5)
	col := pick(r, []rgb{hex(0xf4f4f0), hex(0xd0302a), hex(0x202020), hex(0xe8c040)})
	if lantern {
		col = hex(0xd8342a)
	}
	n := 60 + r.IntN(140)
	var ts []thing
	cz := rm.zb * r.f(0.45, 0.65)
	for i := 0; i < n; i++ {
		ts = append(ts, thing{r.n(0, rm.halfW*0.35), r.f(-rm.ceil*0.8, rm.eye*0.3), cz + r.n(0, rm.zb*0.15), r.f(0.08, 0.22)})
	}
	byDepth(ts)
	for _, t := range ts {
		if t.Z < 1.5 {
			continue
		}
		x, y := rm.project(t.X, t.Y, t.Z)
		rad := t.s * rm.f / t.Z
		// Shadow on the floor, string to the ceiling.
		fx, fy := rm.project(t.X+0.3, rm.eye, t.Z)
		c.fillEllipse(fx, fy, rad*1.2, rad*0.3, 0, hex(0x000000), 0.12, rad*0.4, blendOver)
		tx, ty := rm.project(t.X, -rm.ceil, t.Z)
		c.line(tx, ty, x, y-rad, hex(0x404040), 0.5, 0.6)
		if lantern {
			c.fillEllipse(x, y, rad*1.05, rad*0.85, 0, col, 1, 1, blendOver)
			ball(c, x, y, rad*0.85, col, true)
			c.fillPoly(rectPoly(x-rad*0.3, y-rad*0.95, x+rad*0.3, y-rad*0.75), hex(0x2a2a2a), 1, blendOver, 0, field{})
		} else {
			ball(c, x, y, rad, r.jitter(col, 0.03), false)
		}
	}
}

func threadWeb(c *canvas, r rng, rm *room) {
	red := pick(r, []rgb{hex(0xb0141e), hex(0x1a1a1a), hex(0xf0f0f0)})
	// Threads fill the middle of the room, anchored on walls, floor and
	// ceiling, densest round an object (a chair, a white box) at the centre.
	cz := rm.zb * 0.55
	ox, oy := rm.project(0, rm.eye-0.45, cz)
	osz := 0.5 * rm.f / cz
	anchor := func() (float32, float32, float32) {
		switch r.IntN(4) {
		case 0:
			return r.f(-rm.halfW, rm.halfW), -rm.ceil, r.f(2, rm.zb)
		case 1:
			return r.f(-rm.halfW, rm.halfW), rm.eye, r.f(2, rm.zb)
		case 2:
			return rm.halfW * float32(1-2*r.IntN(2)), r.f(-rm.ceil, rm.eye), r.f(2, rm.zb)
		default:
			return r.f(-rm.halfW, rm.halfW), r.f(-rm.ceil, rm.eye), rm.zb
		}
	}
	c.fillPoly(rectPoly(ox-osz, oy-osz, ox+osz, oy+osz*0.9), hex(0xf4f4f2), 1, blendOver, 0, field{})
	c.fillPoly(rectPoly(ox+osz, oy-osz*0.9, ox+osz*1.2, oy+osz*0.9), hex(0xc8c8c4), 1, blendOver, 0, field{})
	for i := 0; i < 450; i++ {
		X, Y, Z := anchor()
		x0, y0 := rm.project(X, Y, Z)
		var x1, y1 float32
		if r.chance(0.5) {
			x1, y1 = ox+r.n(0, osz), oy+r.n(0, osz)
		} else {
			X, Y, Z = anchor()
			x1, y1 = rm.project(X, Y, Z)
		}
		c.line(x0, y0, x1, y1, red, r.f(0.3, 0.7), r.f(0.6, 1.2))
	}
}

func floorField(c *canvas, r rng, rm *room) {
	glaze := pick(r, []rgb{hex(0xf4f2ec), hex(0x2a4a8a), hex(0x3a7a6a), hex(0x1a1a1a)})
	rim := pick(r, []rgb{hex(0x2a4a9a), hex(0xd0a040), hex(0xf0f0f0)})
	var ts []thing
	step := r.f(0.35, 0.6)
	for Z := float32(2.5); Z < rm.zb-0.5; Z += step {
		for X := -rm.halfW + 0.4; X < rm.halfW-0.4; X += step {
			if r.chance(0.9) {
				ts = append(ts, thing{X + r.n(0, 0.05), rm.eye, Z + r.n(0, 0.05), step * r.f(0.3, 0.4)})
			}
		}
	}
	byDepth(ts)
	for _, t := range ts {
		x, y := rm.project(t.X, t.Y, t.Z)
		rad := t.s * rm.f / t.Z
		// A bowl: rim ellipse with a darker inside.
		squash := (rm.eye * rm.f / t.Z) / (rm.f) * 0.6
		c.fillEllipse(x+rad*0.2, y+rad*0.1, rad*1.1, rad*squash*1.1, 0, hex(0x000000), 0.2, rad*0.3, blendOver)
		c.fillEllipse(x, y-rad*squash*0.3, rad, rad*squash+rad*0.25, 0, glaze.scale(0.8), 1, 1, blendOver)
		c.fillEllipse(x, y-rad*squash*0.6, rad, rad*squash, 0, rim, 1, 1, blendOver)
		c.fillEllipse(x, y-rad*squash*0.6, rad*0.85, rad*squash*0.85, 0, glaze.scale(0.92), 1, 1, blendOver)
	}
}

func neonLines(c *canvas, r rng, rm *room) {
	col := pick(r, []rgb{hex(0xff3a6a), hex(0x3ad0ff), hex(0xffd040), hex(0xf0f0f0), hex(0x70ff90)})
	// Dim the room: neon shows best in low light.
	for i := range c.p {
		c.p[i] *= 0.45
	}
	x0, y0 := rm.project(-rm.halfW*0.85, -rm.ceil*0.8, rm.zb)
	x1, y1 := rm.project(rm.halfW*0.85, rm.eye*0.5, rm.zb)
	wr := writer{c: c, r: r, ink: col.scale(0.7), scr: scriptCursive, weight: 0.06, mode: blendOver, op: 0.3}
	n := 2 + r.IntN(3)
	s := min((x1-x0)/float32(n)*0.9, y1-y0)
	seed := r.Uint64()
	for pass := 0; pass < 2; pass++ {
		// The same glyphs twice: a wide dim glow, then the bright tube.
		wr.r = newRNG(seed)
		if pass == 1 {
			wr.ink, wr.weight, wr.op = mix(col, hex(0xffffff), 0.6), 0.012, 1
		}
		for i := 0; i < n; i++ {
			wr.char(x0+float32(i)*(x1-x0)/float32(n), y0+(y1-y0-s)/2, s)
		}
	}
	// Glow on the floor.
	fx, fy := rm.project(0, rm.eye, rm.zb-0.5)
	c.fillEllipse(fx, fy, (x1-x0)*0.6, (x1-x0)*0.08, 0, col, 0.25, (x1-x0)*0.1, blendOver)
}
