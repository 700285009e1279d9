package demo

import (
	"math"
	"sort"
)

// 国画: ink and light colour on xuan paper. Layered mountains dissolving into
// mist, textured with dry strokes and dotted with trees; or bamboo; or a
// flowering plum branch. Signed with a column of writing and a red seal.

var inkBlack = hex(0x1c1b1d)

// ricePaper makes a sheet of xuan paper: warm, mottled, fibrous.
func ricePaper(r rng, w, h int, base rgb) *canvas {
	c := newCanvas(w, h, base)
	mott := newField(r.Rand, float32(max(w, h))*0.4)
	fib := newTooth(r)
	for y := 0; y < h; y++ {
		fy := float32(y)
		for x := 0; x < w; x++ {
			fx := float32(x)
			v := 1 + (mott.at(fx, fy)-0.5)*0.06 + (fib.at(x, y)-0.5)*0.035 + (hash(x, y, 3)-0.5)*0.025
			i := (y*w + x) * 3
			c.p[i] *= v
			c.p[i+1] *= v
			c.p[i+2] *= v * 0.995
		}
	}
	return c
}

func paintInk(r rng, w, h int) *canvas {
	paper := pick(r, []rgb{hex(0xeee6d4), hex(0xe9dfc8), hex(0xf1ebdd), hex(0xe4d6ba)})
	c := ricePaper(r, w, h, paper)
	switch k := r.IntN(10); {
	case k < 6:
		inkLandscape(c, r)
	case k < 8:
		inkBamboo(c, r)
	default:
		inkPlum(c, r)
	}
	inscribe(c, r)
	c.vignette(0.12)
	return c
}

// inscribe adds the painter's inscription and seal in a top corner, and
// sometimes a leading seal lower down.
func inscribe(c *canvas, r rng) {
	W, H := float32(c.w), float32(c.h)
	s := min(W, H) * r.f(0.028, 0.04)
	left := r.chance(0.4)
	x := W*0.93 - s
	if left {
		x = W * 0.05
	}
	y := H * 0.07
	wr := writer{c: c, r: r, ink: inkBlack, scr: scriptRegular, weight: 0.06, dry: 0.2, slant: 0.05, mode: blendMultiply, op: 0.9}
	cols := 1 + r.IntN(2)
	n := 4 + r.IntN(6)
	for k := 0; k < cols; k++ {
		cx := x - float32(k)*s*1.35
		if left {
			cx = x + float32(cols-1-k)*s*1.35
		}
		m := n
		if k > 0 {
			m = n/2 + r.IntN(n/2+1)
		}
		wr.column(cx, y, s, s*0.18, m)
	}
	sealY := y + float32(n)*s*1.18 + s*0.4
	seal(c, r, x+s*0.1, sealY, s*1.1, r.chance(0.6))
	if r.chance(0.4) {
		seal(c, r, x+s*0.2, sealY+s*1.5, s*0.9, true)
	}
}

func inkLandscape(c *canvas, r rng) {
	W, H := float32(c.w), float32(c.h)
	tall := H > W*1.1
	colour := r.chance(0.45) // 浅绛 / 青绿 light colour
	blue := hex(0x6f8fa0)
	ochre := hex(0xb08a5a)
	layers := 3 + r.IntN(3)
	ridges := make([][]float32, layers)
	for i := range ridges {
		depth := float32(i) / float32(layers-1) // 0 far .. 1 near
		base := H * (0.3 + 0.55*depth)
		if tall {
			base = H * (0.22 + 0.62*depth)
		}
		amp := H * lerp(0.28, 0.12, depth)
		if tall {
			amp = H * lerp(0.35, 0.15, depth)
		}
		type peak struct{ x, w, h float32 }
		var peaks []peak
		for k := 0; k < 2+r.IntN(3); k++ {
			peaks = append(peaks, peak{W * r.f(-0.1, 1.1), W * r.f(0.12, 0.4), r.f(0.4, 1)})
		}
		rf := newField(r.Rand, W*0.12)
		rolling := newField(r.Rand, W*0.6)
		ridge := make([]float32, c.w)
		for x := range ridge {
			fx := float32(x)
			var v float32
			for _, p := range peaks {
				d := abs32(fx-p.x) / p.w
				if d < 1 {
					v = max(v, p.h*float32(math.Pow(float64(1-d), 1.6)))
				}
			}
			// Low rolling hills where no peak rises.
			v = max(v, 0.1+0.45*rolling.at(fx, 0))
			v += (rf.at(fx, 0) - 0.5) * 0.3
			ridge[x] = base - amp*v
		}
		ridges[i] = ridge
	}
	streak := newField(r.Rand, W*0.08)
	mist := newField(r.Rand, W*0.5)
	for i, ridge := range ridges {
		depth := float32(i) / float32(layers-1)
		dens := lerp(0.3, 0.95, depth)
		fade := H * lerp(0.1, 0.16, depth)
		col := inkBlack
		if colour {
			col = mix(blue, inkBlack, depth*0.6)
			if depth > 0.6 && r.chance(0.5) {
				col = mix(ochre, inkBlack, 0.35)
			}
		} else {
			col = mix(hex(0x8a8a8e), inkBlack, depth)
		}
		edgeW := H * 0.012
		for x := 0; x < c.w; x++ {
			top := ridge[x]
			y0 := max(0, int(top)-1)
			y1 := min(c.h, int(top+fade*4)+1)
			fx := float32(x)
			for y := y0; y < y1; y++ {
				fy := float32(y) + 0.5
				d := fy - top
				if d < -1 {
					continue
				}
				edge := clamp01(d+1) * expNeg(d/edgeW)
				body := expNeg(d / fade)
				st := streak.at(fx*0.6, fy*0.12+float32(i)*50)
				a := dens * (0.4*edge + body*(0.4+0.6*st))
				a *= 1 - 0.85*smoothstep(0.4, 0.7, mist.at(fx, fy+float32(i)*90))
				if a > 0.002 {
					c.multiply((y*c.w+x)*3, col, a)
				}
			}
		}
		// Dry texture strokes (皴) on the nearer mountains.
		if depth > 0.3 {
			var b brush
			clusters := int(W / 60 * depth)
			for k := 0; k < clusters; k++ {
				cx := r.f(0, W)
				xi := min(max(int(cx), 2), c.w-3)
				slope := (ridge[xi+2] - ridge[xi-2]) / 4
				// Strokes run down and away from the peak.
				ang := float32(math.Atan2(1, float64(-slope)*1.5))
				for m := 0; m < 3+r.IntN(6); m++ {
					x := cx + r.n(0, W*0.015)
					xj := min(max(int(x), 0), c.w-1)
					y := ridge[xj] + abs32(r.n(0, fade*0.25))
					b = brush{col: inkBlack, alpha: r.f(0.15, 0.45) * depth, width: W * r.f(0.003, 0.007), length: W * r.f(0.02, 0.06),
						angle: ang + r.n(0, 0.15), dry: r.f(0.5, 0.95), jitter: 0.5, mode: blendMultiply}
					b.load(r)
					c.stroke(x, y, &b)
				}
			}
		}
	}
	// Trees along the nearest ridge and in the foreground.
	near := ridges[layers-1]
	type tree struct{ x, y, s float32 }
	var trees []tree
	for k := 0; k < 4+r.IntN(10); k++ {
		x := r.f(0.05, 0.95) * W
		y := near[int(x)] + r.f(0, H*0.08)
		trees = append(trees, tree{x, y, H * r.f(0.05, 0.11)})
	}
	sort.Slice(trees, func(i, j int) bool { return trees[i].y < trees[j].y })
	for _, t := range trees {
		inkTree(c, r, t.x, t.y, t.s)
	}
	// A boat on the water below, sometimes.
	if r.chance(0.5) {
		bx, by := W*r.f(0.2, 0.8), H*r.f(0.82, 0.93)
		bs := W * 0.03
		mb := emptyBox()
		c.path(&mb, []pathPoint{{bx - bs, by - bs*0.15, 1}, {bx, by, bs * 0.12}, {bx + bs, by - bs*0.2, 1}}, 1)
		c.path(&mb, []pathPoint{{bx + bs*0.1, by - bs*0.2, bs * 0.07}, {bx + bs*0.12, by - bs*0.55, bs * 0.1}}, 1)
		c.inkMask(mb, inkBlack, 0.85, blendMultiply, nil)
		for k := 0; k < 3; k++ {
			y := by + bs*float32(0.3+0.25*float32(k))
			mb := emptyBox()
			c.path(&mb, []pathPoint{{bx - bs*r.f(0.5, 1.5), y, 0.6}, {bx + bs*r.f(0.5, 1.5), y, 0.6}}, 1)
			c.inkMask(mb, inkBlack, 0.3, blendMultiply, nil)
		}
	}
}

// inkTree paints a tree s high standing at (x, y): a bent trunk and foliage
// of dots or pine needles.
func inkTree(c *canvas, r rng, x, y, s float32) {
	mb := emptyBox()
	lean := r.n(0, 0.15)
	var pts []pathPoint
	for i := 0; i <= 6; i++ {
		t := float32(i) / 6
		pts = append(pts, pathPoint{x + lean*s*t + r.n(0, s*0.015), y - s*t, s * 0.035 * (1.2 - t*0.8)})
	}
	c.path(&mb, pts, 1)
	c.inkMask(mb, inkBlack, 0.85, blendMultiply, &dryness{amount: 0.4, sx: x, sy: y, angle: -math.Pi / 2, length: s, streakSeed: r.f(0, 300)})
	top := pts[len(pts)-1]
	pine := r.chance(0.5)
	n := 25 + r.IntN(30)
	tone := r.f(0.5, 0.95)
	for k := 0; k < n; k++ {
		fx := top.x + r.n(0, s*0.22)
		fy := top.y + r.n(s*0.12, s*0.15)
		mb := emptyBox()
		if pine {
			l := s * r.f(0.08, 0.16)
			c.path(&mb, []pathPoint{{fx - l, fy, 0.8}, {fx, fy - l*0.1, s * 0.012}, {fx + l, fy, 0.8}}, 1)
		} else {
			rad := s * r.f(0.015, 0.03)
			c.capsule(&mb, fx, fy, rad, fx+rad*0.6, fy+rad*0.4, rad*0.7, 1)
		}
		c.inkMask(mb, inkBlack, tone*r.f(0.5, 1), blendMultiply, nil)
	}
}

func inkBamboo(c *canvas, r rng) {
	W, H := float32(c.w), float32(c.h)
	stalks := 2 + r.IntN(3)
	for k := 0; k < stalks; k++ {
		x := W * r.f(0.15, 0.8)
		bend := r.n(0, 0.08) * W
		wdt := min(W, H) * r.f(0.012, 0.022)
		tone := r.f(0.35, 0.95)
		y := H * r.f(1.0, 1.05)
		top := H * r.f(-0.05, 0.3)
		segs := 5 + r.IntN(4)
		segH := (y - top) / float32(segs)
		for s := 0; s < segs; s++ {
			y0 := y - float32(s)*segH
			y1 := y0 - segH + wdt*0.5
			t0, t1 := (H-y0)/H, (H-y1)/H
			x0, x1 := x+bend*t0*t0, x+bend*t1*t1
			mb := emptyBox()
			c.path(&mb, []pathPoint{{x0, y0 - wdt*0.3, wdt * 0.55}, {(x0 + x1) / 2, (y0 + y1) / 2, wdt * 0.5}, {x1, y1, wdt * 0.55}}, 1)
			c.inkMask(mb, inkBlack, tone, blendMultiply, &dryness{amount: 0.25, sx: x0, sy: y0, angle: -math.Pi / 2, length: segH, streakSeed: r.f(0, 300)})
			// Node.
			mb = emptyBox()
			c.path(&mb, []pathPoint{{x1 - wdt*0.7, y1, wdt * 0.12}, {x1, y1 + wdt*0.1, wdt * 0.2}, {x1 + wdt*0.7, y1, wdt * 0.12}}, 1)
			c.inkMask(mb, inkBlack, 0.95, blendMultiply, nil)
			// Twigs and leaves from some nodes.
			if s > 1 && r.chance(0.55) {
				dir := float32(1)
				if r.chance(0.5) {
					dir = -1
				}
				bx, by := x1+dir*W*r.f(0.06, 0.14), y1-H*r.f(0.02, 0.08)
				mb = emptyBox()
				c.path(&mb, []pathPoint{{x1, y1, wdt * 0.15}, {bx, by, wdt * 0.08}}, 1)
				c.inkMask(mb, inkBlack, 0.9, blendMultiply, nil)
				leaves := 3 + r.IntN(4)
				for l := 0; l < leaves; l++ {
					ang := float64(dir*r.f(0.2, 1.2)) + math.Pi/2*float64(r.f(0.2, 1))
					if dir < 0 {
						ang = math.Pi - ang
					}
					ln := min(W, H) * r.f(0.07, 0.14)
					lw := ln * r.f(0.09, 0.14)
					ex, ey := bx+float32(math.Cos(ang))*ln, by+float32(math.Sin(ang))*ln
					mx, my := (bx+ex)/2+r.n(0, ln*0.05), (by+ey)/2+r.n(0, ln*0.05)
					mb := emptyBox()
					c.path(&mb, []pathPoint{{bx, by, lw * 0.2}, {(bx + mx) / 2, (by + my) / 2, lw * 0.8}, {mx, my, lw}, {(mx + ex) / 2, (my + ey) / 2, lw * 0.6}, {ex, ey, 0.6}}, 1)
					c.inkMask(mb, inkBlack, r.f(0.6, 0.97), blendMultiply, nil)
				}
			}
		}
	}
	// A rock at the foot, sometimes.
	if r.chance(0.5) {
		x, y := W*r.f(0.2, 0.7), H*0.95
		rf := newField(r.Rand, W*0.05)
		c.shade(int(x-W*0.2), int(y-H*0.15), int(x+W*0.2), c.h, blendMultiply, func(px, py float32) (rgb, float32) {
			dx, dy := (px-x)/(W*0.18), (py-y)/(H*0.12)
			d := dx*dx + dy*dy + (rf.at(px, py)-0.5)*0.6
			if d > 1 {
				return inkBlack, 0
			}
			return inkBlack, (0.15 + 0.5*smoothstep(0.6, 1, d)) * rf.at(px*2, py*0.5)
		})
	}
}

func inkPlum(c *canvas, r rng) {
	W, H := float32(c.w), float32(c.h)
	pink := pick(r, []rgb{hex(0xd9445a), hex(0xe07a8a), hex(0xc8303a), hex(0xf0f0f0)})
	var blossoms [][2]float32
	var branch func(x, y, ang, l, wdt float32, depth int)
	branch = func(x, y, ang, l, wdt float32, depth int) {
		var pts []pathPoint
		n := 9
		cx, cy := x, y
		a := ang
		for i := 0; i <= n; i++ {
			t := float32(i) / float32(n)
			pts = append(pts, pathPoint{cx, cy, wdt * (1 - 0.6*t) * r.f(0.8, 1.2)})
			// Plum wood zigzags: sharp turns now and then.
			if r.chance(0.3) {
				a += r.n(0, 0.7)
			}
			a += (ang - a) * 0.3
			cx += float32(math.Cos(float64(a))) * l / float32(n)
			cy += float32(math.Sin(float64(a))) * l / float32(n)
		}
		mb := emptyBox()
		c.path(&mb, pts, 1)
		c.inkMask(mb, inkBlack, r.f(0.55, 0.95), blendMultiply, &dryness{amount: r.f(0.5, 0.9), sx: x, sy: y, angle: ang, length: l * 0.8, streakSeed: r.f(0, 300)})
		for _, p := range pts[2:] {
			if r.chance(0.5) {
				blossoms = append(blossoms, [2]float32{p.x + r.n(0, wdt*2), p.y + r.n(0, wdt*2)})
			}
		}
		if depth < 3 {
			for k := 0; k < 1+r.IntN(3); k++ {
				p := pts[2+r.IntN(len(pts)-2)]
				branch(p.x, p.y, ang+r.n(0, 0.7), l*r.f(0.4, 0.7), wdt*0.55, depth+1)
			}
		}
	}
	sx := W * r.f(-0.05, 0.3)
	ang := r.f(-0.9, -0.3)
	if r.chance(0.5) {
		sx = W - sx
		ang = -math.Pi - ang
	}
	branch(sx, H*r.f(0.75, 1.0), ang, max(W, H)*0.55, min(W, H)*0.014, 0)
	rad := min(W, H) * 0.016
	for _, b := range blossoms {
		for p := 0; p < 5; p++ {
			a := float64(p)*2*math.Pi/5 + float64(b[0])
			px, py := b[0]+float32(math.Cos(a))*rad*0.8, b[1]+float32(math.Sin(a))*rad*0.8
			c.fillEllipse(px, py, rad*0.65, rad*0.55, float32(a), pink, 0.55, 1.5, blendMultiply)
		}
		for k := 0; k < 5; k++ {
			c.fillEllipse(b[0]+r.n(0, rad*0.4), b[1]+r.n(0, rad*0.4), rad*0.1, rad*0.1, 0, inkBlack, 0.8, 1, blendMultiply)
		}
	}
}
