package demo

import "math"

// 摄影: photographic scenes: misty karst peaks over a river, a long-exposure
// seascape, a city skyline at dusk, dunes; atmospheric perspective, film
// grain and a vignette, sometimes in black and white.

func paintPhoto(r rng, w, h int) *canvas {
	// The scene is smooth, so it is rendered at half size and enlarged; the
	// grain, added at full size, carries the fine detail.
	fw, fh := w, h
	w, h = (w+1)/2, (h+1)/2
	c := newCanvas(w, h, hex(0x808080))
	var scene func(x, y float32) rgb
	switch k := r.IntN(4); k {
	case 0:
		scene = karstScene(r, w, h)
	case 1:
		scene = seaScene(r, w, h)
	case 2:
		scene = skylineScene(r, w, h)
	default:
		scene = duneScene(r, w, h)
	}
	bw := r.chance(0.3)
	tone := pick(r, []rgb{hex(0xffffff), hex(0xfff4e0), hex(0xe8f0ff)})
	contrast := r.f(1.0, 1.25)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			col := scene(float32(x), float32(y))
			if bw {
				l := col.lum()
				l = clamp01((l-0.5)*contrast*1.1 + 0.5)
				col = rgb{l, l, l}
			} else {
				col = rgb{col.r * tone.r, col.g * tone.g, col.b * tone.b}
			}
			i := (y*w + x) * 3
			c.p[i], c.p[i+1], c.p[i+2] = col.r, col.g, col.b
		}
	}
	c = c.resized(fw, fh)
	c.vignette(r.f(0.15, 0.35))
	c.grain(r.f(0.015, 0.035), uint32(r.Uint32()))
	return c
}

// skyGradient is a photographic sky: zenith to horizon with a sun glow.
func skyGradient(r rng, W, H, hy float32) func(x, y float32) rgb {
	zen := pick(r, []rgb{hex(0x2f5d8a), hex(0x3a4a7a), hex(0x6a8ab0), hex(0x1a2a4a)})
	hor := pick(r, []rgb{hex(0xf2c08a), hex(0xe8e8e0), hex(0xf09a6a), hex(0xd8e0e8)})
	sx, sy := W*r.f(0.2, 0.8), hy*r.f(0.6, 1.0)
	cl := newField(r.Rand, W*0.4)
	cloudy := r.f(0.45, 0.75)
	return func(x, y float32) rgb {
		t := clamp01(y / hy)
		col := mix(zen, hor, float32(math.Pow(float64(t), 1.6)))
		dx, dy := (x-sx)/W, (y-sy)/W
		d := dx*dx + dy*dy
		col = col.add(hex(0xfff0d0).scale(0.35 * expNeg(d*40)))
		col = col.add(hex(0xffffff).scale(0.8 * expNeg(d*6000)))
		n := cl.at(x*0.4, y*1.5)
		m := smoothstep(cloudy, cloudy+0.25, n)
		col = mix(col, mix(hor.scale(1.1), zen.scale(0.9), cl.at(x*0.4, y*1.5+30)), m*0.6)
		return col
	}
}

func karstScene(r rng, w, h int) func(x, y float32) rgb {
	W, H := float32(w), float32(h)
	hy := H * r.f(0.55, 0.7)
	sky := skyGradient(r, W, H, hy)
	haze := mix(hex(0xc8d0d8), hex(0xe8e0d0), r.f(0, 1))
	var layers []photoLayer
	n := 4 + r.IntN(3)
	for i := 0; i < n; i++ {
		depth := float32(i) / float32(n-1)
		ridge := make([]float32, w)
		// Karst towers: rounded steep bumps.
		type tower struct{ x, w, h float32 }
		var ts []tower
		for k := 0; k < 3+r.IntN(6); k++ {
			ts = append(ts, tower{r.f(-0.1, 1.1) * W, W * r.f(0.03, 0.09) * (0.6 + depth), H * r.f(0.1, 0.28) * (0.5 + 0.6*depth)})
		}
		base := hy + H*0.02*depth
		rough := newField(r.Rand, W*0.05)
		for x := range ridge {
			fx := float32(x)
			top := base - H*0.015*rough.at(fx, float32(i)*40)
			for _, t := range ts {
				d := (fx - t.x) / t.w
				if d > -1 && d < 1 {
					d2 := d * d
					top = min(top, base-t.h*sqrt32(1-d2*d2)*(0.9+0.2*rough.at(fx, 7)))
				}
			}
			ridge[x] = top
		}
		col := mix(hex(0x2a3a2e), haze, 0.85-0.75*depth)
		layers = append(layers, photoLayer{ridge, col, 0.9 - 0.8*depth})
	}
	tex := newField(r.Rand, W*0.02)
	water := r.chance(0.7)
	return func(x, y float32) rgb {
		xi := min(max(int(x), 0), w-1)
		if water && y > hy+H*0.03 {
			// Still river: a darkened, softened mirror.
			my := 2*(hy+H*0.03) - y
			col := mix(sampleLayers(layers, xi, my, sky(x, my), haze, tex, x), haze, 0.2).scale(0.8)
			return col.scale(0.95 + 0.1*tex.at(x*0.2, y*3))
		}
		return sampleLayers(layers, xi, y, sky(x, y), haze, tex, x)
	}
}

// photoLayer is a range of hills: its skyline per column, colour and haze.
type photoLayer struct {
	ridge []float32
	col   rgb
	mist  float32
}

func sampleLayers(layers []photoLayer, xi int, y float32, sky, haze rgb, tex field, x float32) rgb {
	col := sky
	for _, l := range layers {
		top := l.ridge[xi]
		if y >= top {
			// Mist settles at the foot of each layer.
			k := clamp01((y - top) / 60)
			c := l.col.scale(0.9 + 0.2*tex.at(x, y))
			col = mix(c, haze, l.mist*0.6+k*0.25*(1-l.mist))
		}
	}
	return col
}

func seaScene(r rng, w, h int) func(x, y float32) rgb {
	W, H := float32(w), float32(h)
	hy := H * r.f(0.4, 0.6)
	sky := skyGradient(r, W, H, hy)
	rocks := newField(r.Rand, W*0.15)
	fine := newField(r.Rand, W*0.01)
	rockLine := H * r.f(0.9, 0.98)
	return func(x, y float32) rgb {
		if y < hy {
			return sky(x, y)
		}
		// Long exposure: the sea is a smooth mirror of the sky's colours.
		t := (y - hy) / (H - hy)
		col := mix(sky(x, hy-(y-hy)*0.3-2), sky(x, hy*0.2), t*0.6).scale(0.85 - 0.25*t)
		// Dark rocks in the foreground.
		k := max(0, rocks.at(x, 0)-0.3) / 0.7
		rl := rockLine - k*k*H*0.2 - fine.at(x, 3)*H*0.01
		if y > rl {
			col = hex(0x1a1c1e).scale(0.7 + 0.6*fine.at(x, y))
		}
		return col
	}
}

func skylineScene(r rng, w, h int) func(x, y float32) rgb {
	W, H := float32(w), float32(h)
	hy := H * r.f(0.6, 0.72)
	sky := skyGradient(r, W, H, hy)
	type bld struct {
		x0, x1, top float32
		col         rgb
		lit         float32
	}
	var blds []bld
	for layer := 0; layer < 3; layer++ {
		x := r.f(-0.05, 0) * W
		for x < W {
			bw := W * r.f(0.02, 0.06)
			ht := H * r.f(0.05, 0.25) * (1 + float32(layer)*0.3)
			if r.chance(0.06) {
				ht *= 2 // a tower
			}
			col := mix(hex(0x1a1e28), hex(0x6a7080), 0.6-0.3*float32(layer))
			blds = append(blds, bld{x, x + bw, hy - ht, col, r.f(0.2, 0.6)})
			x += bw * r.f(0.9, 1.2)
		}
	}
	wob := newField(r.Rand, W*0.05)
	lookup := func(x, y float32) (rgb, bool) {
		for i := len(blds) - 1; i >= 0; i-- {
			b := blds[i]
			if x >= b.x0 && x < b.x1 && y >= b.top && y <= hy {
				col := b.col
				// Lit windows on a grid.
				wx, wy := int((x-b.x0)/5), int((y-b.top)/7)
				if int(x-b.x0)%5 < 3 && int(y-b.top)%7 < 4 && hash(wx+int(b.x0), wy, 5) < b.lit {
					col = hex(0xf6d08a)
				}
				return col, true
			}
		}
		return rgb{}, false
	}
	return func(x, y float32) rgb {
		if y <= hy {
			if c, ok := lookup(x, y); ok {
				return c
			}
			return sky(x, y)
		}
		// River reflection with ripples.
		my := 2*hy - y
		mx := x + (wob.at(x*0.2, y*4)-0.5)*W*0.02
		col := sky(mx, my)
		if c, ok := lookup(mx, my); ok {
			col = c
		}
		return col.scale(0.6)
	}
}

func duneScene(r rng, w, h int) func(x, y float32) rgb {
	W, H := float32(w), float32(h)
	hy := H * r.f(0.3, 0.5)
	sky := skyGradient(r, W, H, hy)
	sand := pick(r, []rgb{hex(0xd89a5a), hex(0xc8824a), hex(0xe0b080)})
	type dune struct{ ph, fr, amp, base float32 }
	var dunes []dune
	for i := 0; i < 4; i++ {
		dunes = append(dunes, dune{r.f(0, 6), r.f(2, 5) / W, H * r.f(0.03, 0.08), hy + (H-hy)*float32(i)*0.25})
	}
	ripple := newField(r.Rand, W*0.05)
	horizon := sky(0, hy)
	return func(x, y float32) rgb {
		col := sky(x, y)
		for i, d := range dunes {
			s := float32(math.Sin(float64(x*d.fr + d.ph)))
			top := d.base - d.amp*s
			if y >= top {
				// Lit and shadowed faces either side of the crest.
				slope := float32(math.Cos(float64(x*d.fr + d.ph)))
				light := 0.55 + 0.45*slope
				c := sand.scale(0.45 + 0.7*light)
				c = c.scale(0.95 + 0.1*ripple.at(x*0.5, y*4))
				col = mix(c, horizon, 0.35*(1-float32(i)/3))
			}
		}
		return col
	}
}
