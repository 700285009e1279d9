package demo

import (
	"math"
	"sort"
)

// 水彩: transparent washes on white cold-press paper. Washes are glazed
// (multiplied) over each other, bleed at soft edges, darken where pigment
// pools at their rims and granulate in the paper's tooth. Scenes: a water
// town with white walls and dark roofs reflected in a canal, a landscape, or
// loose flowers.

type wcPaper struct {
	c     *canvas
	tooth tooth
	r     rng
}

// wash lays a transparent wash over the shape sd (signed distance in px,
// negative inside) within the box.
func (p *wcPaper) wash(x0, y0, x1, y1 int, sd func(x, y float32) float32, col rgb, strength, soft, rim float32, vary func(x, y float32) rgb) {
	bleed := newField(p.r.Rand, max(soft*6, 20)).coarse()
	p.c.shade(x0-int(soft)-2, y0-int(soft)-2, x1+int(soft)+2, y1+int(soft)+2, blendMultiply, func(x, y float32) (rgb, float32) {
		d := sd(x, y)
		if d > soft*2 {
			return col, 0
		}
		if d > -soft*2-4 {
			d += (bleed.at(x, y) - 0.5) * soft * 1.5
		}
		if d > soft {
			return col, 0
		}
		a := smoothstep(soft, -soft, d) * strength
		// Pigment pools at the drying edge.
		if d < 0 && d > -4 {
			a += rim * (1 + d/4) * strength
		}
		a *= 0.8 + 0.4*p.tooth.at(int(x), int(y))
		cc := col
		if vary != nil {
			cc = vary(x, y)
		}
		return cc, a
	})
}

func boxSD(x0, y0, x1, y1 float32) func(x, y float32) float32 {
	return func(x, y float32) float32 { return max(x0-x, x-x1, y0-y, y-y1) }
}

func ellipseSD(cx, cy, rx, ry float32) func(x, y float32) float32 {
	return func(x, y float32) float32 {
		dx, dy := (x-cx)/rx, (y-cy)/ry
		return (sqrt32(dx*dx+dy*dy) - 1) * min(rx, ry)
	}
}

func paintWatercolor(r rng, w, h int) *canvas {
	c := newCanvas(w, h, hex(0xf7f5ef))
	p := &wcPaper{c: c, tooth: newTooth(r), r: r}
	switch k := r.IntN(10); {
	case k < 5:
		wcWaterTown(p)
	case k < 8:
		wcLandscape(p)
	default:
		wcFlowers(p)
	}
	// Paper tooth shows through everything.
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			v := 0.97 + 0.04*p.tooth.at(x, y)
			i := (y*w + x) * 3
			c.p[i] *= v
			c.p[i+1] *= v
			c.p[i+2] *= v
		}
	}
	if r.chance(0.4) { // a taped white border
		m := float32(min(w, h)) * 0.04
		W, H := float32(w), float32(h)
		c.shade(0, 0, w, h, blendOver, func(x, y float32) (rgb, float32) {
			if x < m || y < m || x > W-m || y > H-m {
				return hex(0xf6f4ee), 1
			}
			return rgb{}, 0
		})
	}
	c.signature(r, hex(0x5a4a3a), r.chance(0.5))
	return c
}

func wcSky(p *wcPaper, H float32) {
	c, r := p.c, p.r
	W := float32(c.w)
	top := pick(r, []rgb{hex(0x7fa6c9), hex(0x9bb7d4), hex(0xc4a6b8), hex(0xa9c0c8)})
	low := pick(r, []rgb{hex(0xf3d9b1), hex(0xe8e4d8), hex(0xf0c8a0)})
	cl := newField(r.Rand, W*0.3)
	p.wash(0, 0, c.w, int(H), boxSD(-50, -50, W+50, H), top, 0.9, 20, 0.05, func(x, y float32) rgb {
		t := clamp01(y / H)
		col := mix(top, low, t)
		// Lifted-out clouds.
		return mix(col, hex(0xffffff), smoothstep(0.5, 0.7, cl.at(x*0.6, y*1.5))*0.85)
	})
}

func wcWaterTown(p *wcPaper) {
	c, r := p.c, p.r
	W, H := float32(c.w), float32(c.h)
	wy := H * r.f(0.58, 0.7)
	wcSky(p, wy)
	// Trees behind the houses.
	green := pick(r, []rgb{hex(0x7a9a5a), hex(0x5f8a6a), hex(0x8aa86a)})
	for i := 0; i < 6+r.IntN(6); i++ {
		x := r.f(0, W)
		y := wy - H*r.f(0.22, 0.35)
		rx, ry := W*r.f(0.05, 0.12), H*r.f(0.06, 0.12)
		p.wash(int(x-rx), int(y-ry), int(x+rx), int(y+ry), ellipseSD(x, y, rx, ry), green, r.f(0.35, 0.6), 8, 0.3, nil)
	}
	// A row of houses: white walls, dark roofs, stepped gables (马头墙).
	type house struct{ x0, x1, top float32 }
	var houses []house
	x := r.f(-0.1, 0.05) * W
	for x < W {
		hw := W * r.f(0.1, 0.22)
		houses = append(houses, house{x, x + hw, wy - H*r.f(0.15, 0.28)})
		x += hw * r.f(0.85, 1.05)
	}
	sort.Slice(houses, func(i, j int) bool { return houses[i].top < houses[j].top })
	roof := hex(0x3d4450)
	for _, hs := range houses {
		// Wall: paper with a pale shadow wash on one side.
		c.shade(int(hs.x0), int(hs.top), int(hs.x1), int(wy), blendOver, func(x, y float32) (rgb, float32) {
			return hex(0xf4f1ea), 0.95
		})
		sh := hs.x0 + (hs.x1-hs.x0)*r.f(0.55, 0.75)
		p.wash(int(sh), int(hs.top), int(hs.x1), int(wy), boxSD(sh, hs.top, hs.x1, wy), hex(0xb8bcc8), 0.35, 2, 0.2, nil)
		// Roof band and stepped gables.
		rh := H * 0.025
		p.wash(int(hs.x0), int(hs.top-rh), int(hs.x1), int(hs.top+rh), boxSD(hs.x0-rh, hs.top-rh, hs.x1+rh, hs.top+rh*0.4), roof, 0.85, 1.5, 0.3, nil)
		if r.chance(0.6) {
			steps := 2 + r.IntN(2)
			sw := (hs.x1 - hs.x0) * 0.12
			for s := 0; s < steps; s++ {
				gx := hs.x0 + float32(s)*sw
				gy := hs.top - float32(steps-s)*rh*1.6
				p.wash(int(gx), int(gy), int(gx+sw), int(gy+rh), boxSD(gx, gy, gx+sw*0.9, gy+rh*0.8), roof, 0.85, 1, 0.3, nil)
				p.wash(int(gx), int(gy), int(gx+sw), int(hs.top), boxSD(gx+sw*0.1, gy, gx+sw*0.8, hs.top), hex(0xf0eee8), 0.0, 1, 0, nil)
			}
		}
		// Windows and a door.
		nwin := 1 + r.IntN(3)
		for k := 0; k < nwin; k++ {
			wx := hs.x0 + (hs.x1-hs.x0)*(float32(k)+0.5)/float32(nwin)
			wy0 := hs.top + (wy-hs.top)*r.f(0.2, 0.35)
			ww, wh := W*0.012, H*0.03
			p.wash(int(wx-ww), int(wy0), int(wx+ww), int(wy0+wh), boxSD(wx-ww, wy0, wx+ww, wy0+wh), hex(0x2e3038), 0.8, 1, 0.2, nil)
		}
		if r.chance(0.6) {
			dx := hs.x0 + (hs.x1-hs.x0)*r.f(0.2, 0.7)
			p.wash(int(dx), int(wy-H*0.06), int(dx+W*0.025), int(wy), boxSD(dx, wy-H*0.06, dx+W*0.025, wy), hex(0x5a4034), 0.75, 1, 0.2, nil)
		}
	}
	// Stone embankment.
	p.wash(0, int(wy-H*0.015), c.w, int(wy+2), boxSD(-10, wy-H*0.015, W+10, wy+2), hex(0x8a8478), 0.6, 2, 0.3, nil)
	// Reflections: the scene above, mirrored, wobbling and fading.
	wob := newField(r.Rand, W*0.05)
	for y := int(wy); y < c.h; y++ {
		d := float32(y) - wy
		for x := 0; x < c.w; x++ {
			sx := float32(x) + (wob.at(float32(x)*0.3, float32(y)*3)-0.5)*W*0.02
			sy := wy - d*1.05 - 2
			src := c.at(int(sx), int(sy))
			i := (y*c.w + x) * 3
			col := mix(src, hex(0xf7f5ef), 0.25+0.35*clamp01(d/(H-wy)))
			c.p[i], c.p[i+1], c.p[i+2] = col.r, col.g, col.b
		}
	}
	water := pick(r, []rgb{hex(0x8fb3b8), hex(0x9aaec4), hex(0xa0b89a)})
	p.wash(0, int(wy), c.w, c.h, boxSD(-20, wy, W+20, H+20), water, 0.45, 3, 0.1, nil)
	// Ripples.
	for i := 0; i < 40; i++ {
		y := r.f(wy+H*0.02, H)
		x := r.f(0, W)
		l := W * r.f(0.02, 0.08)
		p.wash(int(x-l), int(y-2), int(x+l), int(y+2), boxSD(x-l, y-1, x+l, y+1), hex(0x5a6a78), 0.35, 1, 0, nil)
	}
	// A stone bridge, sometimes.
	if r.chance(0.5) {
		bx := W * r.f(0.25, 0.75)
		bw := W * r.f(0.12, 0.2)
		top := wy - H*0.08
		stone := hex(0xa09a8e)
		p.wash(int(bx-bw), int(top), int(bx+bw), int(wy), func(x, y float32) float32 {
			d := max(bx-bw-x, x-bx-bw, top-y, y-wy)
			ax, ay := (x-bx)/(bw*0.6), (y-wy)/(H*0.065)
			return max(d, (1-sqrt32(ax*ax+ay*ay))*bw*0.3)
		}, stone, 0.6, 2, 0.4, nil)
	}
}

func wcLandscape(p *wcPaper) {
	c, r := p.c, p.r
	W, H := float32(c.w), float32(c.h)
	hy := H * r.f(0.45, 0.65)
	wcSky(p, hy)
	hills := []rgb{hex(0x9a9ac0), hex(0x8fa8b0), hex(0x9ab08a), hex(0xb0b878)}
	for i, col := range hills {
		depth := float32(i) / 3
		base := hy - H*0.12*(1-depth) + H*0.1*depth
		f := newField(r.Rand, W*0.3)
		amp := H * r.f(0.05, 0.14)
		// Each hill is a band: it fades out below, leaving paper.
		fade := H * r.f(0.12, 0.25)
		p.wash(0, int(base-amp*1.4), c.w, int(base+fade*1.6), func(x, y float32) float32 {
			top := base - amp*f.at(x, 0)*1.3
			return max(top-y, y-top-fade*(0.6+0.8*f.at(x*0.4, 9)))
		}, col, 0.3+0.2*depth, 14, 0.35, nil)
	}
	// Trees: blobs with darker undersides.
	for i := 0; i < 5+r.IntN(8); i++ {
		x := r.f(0, W)
		y := hy + (H-hy)*r.f(0, 0.5)
		s := W * r.f(0.03, 0.07) * (1 + (y-hy)/(H-hy))
		g := pick(r, []rgb{hex(0x4f7a3a), hex(0x3f6a4a), hex(0x6a8a3a)})
		p.wash(int(x-s*1.5), int(y-s*2.5), int(x+s*1.5), int(y+s), ellipseSD(x, y-s, s, s*1.2), g, 0.55, s*0.25, 0.4, nil)
		p.wash(int(x-s), int(y-s*0.5), int(x+s), int(y+s), ellipseSD(x, y-s*0.2, s*0.8, s*0.5), g.scale(0.6), 0.4, 4, 0.2, nil)
	}
	// Foreground grasses.
	for i := 0; i < 60; i++ {
		x := r.f(0, W)
		y := H * r.f(0.85, 1)
		b := brush{col: hex(0x4a6a2a), alpha: 0.5, width: W * 0.004, length: H * r.f(0.04, 0.1), angle: -math.Pi/2 + r.n(0, 0.3), dry: 0.3, jitter: 0.2, mode: blendMultiply}
		b.load(r)
		c.stroke(x, y, &b)
	}
}

func wcFlowers(p *wcPaper) {
	c, r := p.c, p.r
	W, H := float32(c.w), float32(c.h)
	// A pale wet-in-wet ground.
	bg := pick(r, []rgb{hex(0xd8e4e8), hex(0xeadfd0), hex(0xdde8d8)})
	p.wash(0, 0, c.w, c.h, boxSD(W*0.05, H*0.05, W*0.95, H*0.95), bg, 0.5, 60, 0, nil)
	petals := []rgb{hex(0xe05a7a), hex(0xf08a5a), hex(0xc04a8a), hex(0xf0c04a), hex(0x8a6ac8)}
	for i := 0; i < 3+r.IntN(5); i++ {
		x, y := W*r.f(0.15, 0.85), H*r.f(0.15, 0.75)
		s := min(W, H) * r.f(0.07, 0.14)
		// Stem and leaves.
		b := brush{col: hex(0x4a7a3a), alpha: 0.6, width: s * 0.08, length: H - y, angle: math.Pi/2 + r.n(0, 0.1), mode: blendMultiply, jitter: 0.2}
		b.load(r)
		c.stroke(x, y, &b)
		for l := 0; l < 2; l++ {
			lx, ly := x+r.n(0, s), y+s*r.f(1, 2.5)
			p.wash(int(lx-s), int(ly-s), int(lx+s), int(ly+s), ellipseSD(lx, ly, s*0.7, s*0.3), hex(0x5a8a4a), 0.5, 4, 0.4, nil)
		}
		col := pick(r, petals)
		col2 := pick(r, petals)
		v := newField(r.Rand, s)
		for k := 0; k < 5+r.IntN(3); k++ {
			a := float64(k)*2*math.Pi/6 + float64(r.f(0, 1))
			px, py := x+float32(math.Cos(a))*s*0.55, y+float32(math.Sin(a))*s*0.55
			p.wash(int(px-s), int(py-s), int(px+s), int(py+s), ellipseSD(px, py, s*0.6, s*0.45), col, 0.45, 6, 0.5, func(x, y float32) rgb {
				return mix(col, col2, v.at(x, y))
			})
		}
		p.wash(int(x-s), int(y-s), int(x+s), int(y+s), ellipseSD(x, y, s*0.18, s*0.18), hex(0x6a4a2a), 0.7, 2, 0.3, nil)
	}
}
