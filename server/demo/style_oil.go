package demo

import (
	"math"
	"sort"
)

// Oil and acrylic: a scene sampled on a coarse grid, painted over a toned
// ground in passes of ever smaller bristle brushes that follow a flow field
// and the scene's contours.

type landPalette struct {
	skyTop, skyHor, sun, hills, trees, fg, water rgb
	fields                                       []rgb
}

var landPalettes = []landPalette{
	{ // summer
		skyTop: hex(0x3f6fa8), skyHor: hex(0xd4e2e6), sun: hex(0xfff2c8), hills: hex(0x6d8aa6), trees: hex(0x2c4a24),
		fg: hex(0x5a5a22), water: hex(0x5f86a8),
		fields: []rgb{hex(0x7a9a3a), hex(0xa8b04a), hex(0x5f7f2f), hex(0xc8b060), hex(0x8ca548)},
	},
	{ // autumn
		skyTop: hex(0x5f84b0), skyHor: hex(0xf0dcb6), sun: hex(0xffe7b0), hills: hex(0x86789a), trees: hex(0x7a3a18),
		fg: hex(0x6e4418), water: hex(0x6f8db0),
		fields: []rgb{hex(0xc98f2e), hex(0xb5652a), hex(0xd9b24a), hex(0x8a6a2a), hex(0xa0522d)},
	},
	{ // dusk
		skyTop: hex(0x2e3566), skyHor: hex(0xf3a35c), sun: hex(0xffd27a), hills: hex(0x4e3f66), trees: hex(0x1e1a2a),
		fg: hex(0x2a2030), water: hex(0x8a6a8a),
		fields: []rgb{hex(0x6a4a5a), hex(0x8a5a4a), hex(0x4a3a5a), hex(0x9a6a3a)},
	},
	{ // winter
		skyTop: hex(0x52627e), skyHor: hex(0xd8d0c4), sun: hex(0xfbe6c8), hills: hex(0x6f7d96), trees: hex(0x2a2420),
		fg: hex(0x8a8e9a), water: hex(0x4a5a70),
		fields: []rgb{hex(0xe8eaf0), hex(0xb4bed0), hex(0x9aa4b8), hex(0xf2efe8), hex(0x8a7a68)},
	},
	{ // spring green, misty
		skyTop: hex(0x8fb0c8), skyHor: hex(0xeef0e4), sun: hex(0xffffff), hills: hex(0x9ab0a8), trees: hex(0x3f6a3a),
		fg: hex(0x4a6a2a), water: hex(0x9ab8c4),
		fields: []rgb{hex(0x9cc45a), hex(0xc4d86a), hex(0x6a9a4a), hex(0xe8d86a), hex(0xd890a8)},
	},
}

// landscapeScene: sky with sun and clouds, distant hills, fields in
// perspective, a tree line, perhaps a river.
func landscapeScene(r rng, w, h int, pal landPalette) func(x, y float32) rgb {
	W, H := float32(w), float32(h)
	hy := H * r.f(0.38, 0.62)
	cloud := newField(r.Rand, W*0.5)
	ridge := newField(r.Rand, W*0.35)
	patches := newField(r.Rand, 40)
	trees := newField(r.Rand, W*0.05)
	flowers := newField(r.Rand, W*0.01)
	sx, sy := W*r.f(0.15, 0.85), hy*r.f(0.35, 0.85)
	hillAmp := H * r.f(0.04, 0.16)
	river := r.chance(0.45)
	rx0, rphase := W*r.f(0.3, 0.7), r.f(0, 6)
	cloudy := r.f(0.5, 0.7)
	type grove struct{ x, y, s float32 }
	var groves []grove
	for i := 0; i < 3+r.IntN(8); i++ {
		v := r.f(0.05, 0.7)
		groves = append(groves, grove{W * r.f(0, 1), hy + (H-hy)*v, W * 0.05 * (v + 0.1) * r.f(0.6, 1.4)})
	}
	sky := func(x, y float32) rgb {
		t := clamp01(y / hy)
		col := mix(pal.skyTop, pal.skyHor, float32(math.Pow(float64(t), 0.8)))
		dx, dy := (x-sx)/W, (y-sy)/W
		g := float32(math.Exp(-float64(dx*dx+dy*dy) * 30))
		col = mix(col, pal.sun, g*0.8)
		n := cloud.at(x*0.5, y*1.8)
		m := smoothstep(cloudy, cloudy+0.2, n) * (1 - t*0.6)
		lit := mix(pal.sun, pal.skyHor, 0.4)
		shadow := mix(pal.skyTop, pal.skyHor, 0.6)
		cc := mix(lit, shadow, smoothstep(0.3, 0.9, cloud.at(x*0.5, y*1.8+20)))
		return mix(col, cc, m*0.85)
	}
	return func(x, y float32) rgb {
		hf := hy - hillAmp*(0.3+ridge.at(x, 3)*1.4)
		switch {
		case y < hf:
			return sky(x, y)
		case y < hy:
			k := clamp01((hy - y) / (hy - hf + 1))
			col := mix(pal.hills, pal.skyHor, 0.25+0.35*k)
			return mix(col, pal.skyHor, (ridge.at(x*2, y*2)-0.5)*0.3)
		}
		v := (y - hy) / (H - hy) // 0 at the horizon, 1 at the bottom
		z := 1 / (v + 0.06)
		X := (x - W/2) / W * z
		// Fields: a wobbly grid in perspective, each cell its own crop.
		fu := X*3 + (patches.at(X*20, z*9)-0.5)*0.9
		fv := z*0.9 + (patches.at(X*25+40, z*12)-0.5)*0.5
		iu, iv := int(math.Floor(float64(fu))), int(math.Floor(float64(fv)))
		pi := int(hash(iu, iv, 11) * float32(len(pal.fields)))
		col := pal.fields[pi]
		if hash(iu, iv, 12) < 0.4 {
			// Furrows.
			col = col.scale(0.9 + 0.2*float32(math.Sin(float64(fu*float32(30)))))
		}
		col = mix(col, col.scale(0.8), patches.at(X*90, z*40)*0.6)
		for _, t := range groves {
			dx, dy := (x-t.x)/t.s, (y-t.y)/(t.s*1.2)
			if d := dx*dx + dy*dy + (trees.at(x*2, y*2)-0.5)*0.8; d < 1 {
				col = mix(pal.trees, pal.fields[0], clamp01(-dy*0.5+0.1)*0.5)
				break
			}
		}
		// Tree line near the horizon, with blobs reaching up.
		tl := hy + (H-hy)*0.05*trees.at(x, 50)
		if y < tl+(H-hy)*0.06 && trees.at(x*0.7, y*1.5) > 0.42+0.5*(y-hy)/((H-hy)*0.11) {
			col = mix(pal.trees, pal.hills, 0.2*trees.at(x*3, y*3))
		}
		if river {
			cx := rx0 + W*0.2*v*float32(math.Sin(float64(v*5+rphase)))
			hw := W * (0.006 + 0.16*v*v)
			if abs32(x-cx) < hw {
				ref := sky(x, hy-(y-hy)*1.5)
				col = mix(ref, pal.water, 0.45)
				col = col.scale(0.9 + 0.2*patches.at(x*0.2, y*6))
			}
		}
		if pal.fields[0].lum() < 0.8 && flowers.at(x, y) > 0.78 && v > 0.5 {
			col = mix(col, pal.fields[len(pal.fields)-1].scale(1.3), 0.7)
		}
		col = mix(col, pal.fg, v*v*0.45)
		return mix(col, pal.skyHor, (1-v)*(1-v)*(1-v)*0.35)
	}
}

type stillObject struct {
	cx, cy, r float32 // sphere: centre and radius; vase: axis x, bottom y, max radius
	top       float32 // vase top y
	col       rgb
	vase      bool
}

// stillLifeScene: fruit and a vase (maybe with flowers) on a table before a
// dark wall.
func stillLifeScene(r rng, w, h int) func(x, y float32) rgb {
	W, H := float32(w), float32(h)
	walls := []rgb{hex(0x3a3128), hex(0x4a5058), hex(0x5c4a3a), hex(0x2f3a34), hex(0x6a6458)}
	tables := []rgb{hex(0x6b4426), hex(0xd8d2c4), hex(0x8a6a4a), hex(0x4a3a30), hex(0xb8b0a0)}
	fruitCols := []rgb{hex(0xc0392b), hex(0xe67e22), hex(0xf1c40f), hex(0x8e2c3a), hex(0x9acd32), hex(0xd35400), hex(0xe8d6a0)}
	wall, table := pick(r, walls), pick(r, tables)
	ty := H * r.f(0.5, 0.66)         // back edge of the table
	tf := ty + (H-ty)*r.f(0.55, 0.8) // front edge
	light := struct{ x, y, z float32 }{-0.5, -0.6, 0.62}
	mottle := newField(r.Rand, W*0.3)
	var objs []stillObject
	if r.chance(0.75) {
		rv := W * r.f(0.07, 0.12)
		objs = append(objs, stillObject{cx: W * r.f(0.3, 0.6), cy: ty + (tf-ty)*0.3, r: rv, top: ty - H*r.f(0.18, 0.35),
			col: pick(r, []rgb{hex(0x2a4a6a), hex(0xd8d4cc), hex(0x6a2a2a), hex(0x3a5a3a), hex(0xb08a3a)}), vase: true})
	}
	n := 3 + r.IntN(5)
	for i := 0; i < n; i++ {
		fr := W * r.f(0.035, 0.075)
		objs = append(objs, stillObject{cx: W * r.f(0.12, 0.88), cy: ty + (tf-ty)*r.f(0.25, 0.95) - fr, r: fr, col: pick(r, fruitCols)})
	}
	sort.Slice(objs, func(i, j int) bool { return objs[i].cy+objs[i].r > objs[j].cy+objs[j].r }) // front first
	flowers := r.chance(0.6)
	fl := newField(r.Rand, W*0.03)
	flowerCols := []rgb{hex(0xe84a5f), hex(0xfce38a), hex(0xf4f4f4), hex(0xff8c42), hex(0xb0306a)}
	shade := func(base rgb, nx, ny, nz float32, spec float32) rgb {
		lam := max(0, nx*light.x+ny*light.y+nz*light.z)
		hz := nz + 1
		hl := sqrt32((light.x)*(light.x) + (light.y)*(light.y) + hz*hz)
		s := max(0, (nx*light.x+ny*light.y+nz*hz)/hl)
		s = s * s * s * s * s * s * s * s * s * s * s * s * s * s * s * s
		col := base.scale(0.22 + 0.9*lam)
		return col.add(rgb{s * spec, s * spec, s * spec * 0.9})
	}
	return func(x, y float32) rgb {
		for _, o := range objs {
			if o.vase {
				if y < o.top || y > o.cy {
					if flowers && y < o.top+o.r*0.5 {
						dx, dy := (x-o.cx)/(o.r*2.4), (y-(o.top-o.r*0.9))/(o.r*1.9)
						d := dx*dx + dy*dy + (fl.at(x, y)-0.5)*0.9
						if d < 1 {
							f := fl.at(x*2+99, y*2)
							if f > 0.5 {
								c := flowerCols[int(fl.at(x*0.7, y*0.7+50)*5)%len(flowerCols)]
								return shade(c, -dx*0.5, -dy*0.5, 0.8, 0.1)
							}
							return shade(hex(0x3a5a2a), dx*0.3, dy*0.3, 0.9, 0)
						}
					}
					continue
				}
				t := (y - o.top) / (o.cy - o.top)
				R := o.r * (0.3 + 0.7*float32(math.Pow(math.Sin(math.Pi*float64(0.12+0.88*t)), 0.7)))
				dx := (x - o.cx) / R
				if abs32(dx) < 1 {
					return shade(o.col, dx, 0, sqrt32(1-dx*dx), 0.6)
				}
				continue
			}
			dx, dy := (x-o.cx)/o.r, (y-o.cy)/o.r
			d2 := dx*dx + dy*dy
			if d2 < 1 {
				return shade(mix(o.col, o.col.scale(0.7), mottle.at(x*4, y*4)), dx, dy, sqrt32(1-d2), 0.45)
			}
		}
		if y < ty {
			col := mix(wall.scale(1.25), wall.scale(0.75), clamp01(x/W*0.6+y/ty*0.4))
			return col.scale(0.9 + 0.2*mottle.at(x, y))
		}
		if y > tf {
			return table.scale(0.55 + 0.1*mottle.at(x, y*3))
		}
		col := table.scale(0.85 + 0.25*(1-(y-ty)/(tf-ty)))
		// Cast shadows to the lower right.
		for _, o := range objs {
			b := o.cy + o.r
			sr := o.r * 1.3
			if o.vase {
				b = o.cy
			}
			dx, dy := (x-o.cx-o.r*0.6)/sr, (y-b+o.r*0.05)/(o.r*0.35)
			if d := dx*dx + dy*dy; d < 1 {
				col = col.scale(0.55 + 0.45*d)
			}
		}
		return col
	}
}

// alleyScene: a lane (弄堂) in one-point perspective: plaster walls with
// windows, laundry on lines, wet paving catching the sky.
func alleyScene(r rng, w, h int) func(x, y float32) rgb {
	W, H := float32(w), float32(h)
	vpx, vpy := W*r.f(0.4, 0.6), H*r.f(0.38, 0.5)
	f := H * 0.5
	wallL := pick(r, []rgb{hex(0xb8a890), hex(0x9a8a7a), hex(0xa86a4a), hex(0xc8c0b0)})
	wallR := pick(r, []rgb{hex(0x8a7a6a), hex(0xb0a898), hex(0x7a5a4a), hex(0xa8a090)})
	sky := pick(r, []rgb{hex(0xe8ecf0), hex(0xf4d8b0), hex(0xa8b8c8)})
	ground := pick(r, []rgb{hex(0x5a5650), hex(0x6a625a), hex(0x4a4a4e)})
	lights := r.chance(0.4)
	cloth := []rgb{hex(0xc0392b), hex(0xf0f0f0), hex(0x2e86c1), hex(0xf4d03f), hex(0x7d3c98)}
	mott := newField(r.Rand, W*0.2)
	top := float32(-2.2)
	haze := func(c rgb, z float32) rgb { return mix(c, sky, 1-float32(math.Exp(-float64(z)*0.09))) }
	return func(x, y float32) rgb {
		dx, dy := x-vpx, y-vpy
		zw := float32(math.Inf(1))
		side := float32(0)
		if dx != 0 {
			zw = f / abs32(dx)
			side = dx / abs32(dx)
		}
		Y := dy * zw / f
		zg := float32(math.Inf(1))
		if dy > 0 {
			zg = f * 1 / dy
		}
		switch {
		case zw < 30 && Y >= top && Y <= 1 && zw <= zg:
			base := wallL
			if side > 0 {
				base = wallR
			}
			col := base.scale(0.85 + 0.3*mott.at(zw*40, Y*40))
			col = col.scale(0.8 + 0.2*clamp01(-Y*0.5+0.5))
			// Windows in bays along the lane.
			u := fract(zw / 1.6)
			if u > 0.2 && u < 0.55 && Y > -1.8 && Y < -0.9 {
				col = hex(0x2a2a30)
				if lights && fract(zw*0.37) > 0.5 {
					col = hex(0xf5c26b)
				}
			}
			if u > 0.65 && u < 0.85 && Y > -0.1 {
				col = hex(0x3a2a22) // doors
			}
			// Laundry.
			lu := fract(zw/2.3 + 0.3)
			if Y > -2.05 && Y < -1.95+0.6*float32(math.Sin(float64(lu)*math.Pi))*0.2 && lu < 0.7 {
				col = hex(0x3a3a3a)
			}
			return haze(col, zw)
		case zg < 30:
			X := dx * zg / f
			col := ground.scale(0.9 + 0.2*mott.at(X*30, zg*20))
			// Wet stones reflect the sky down the middle.
			wet := smoothstep(0.9, 0.1, abs32(X)) * mott.at(X*8, zg*3)
			col = mix(col, sky, wet*0.6)
			return haze(col, zg)
		default:
			// The far end: sky, or laundry across the gap.
			col := sky
			if y < vpy-f*0.1 {
				for k := 1; k < 6; k++ {
					z := float32(k) * 2.7
					ly := vpy + (-1.9)*f/z
					if abs32(y-ly) < 2 {
						return hex(0x3a3a3a)
					}
					if y > ly && y < ly+f*0.5/z && fract(x/(f*0.3/z)) < 0.6 {
						return haze(cloth[(k+int(x/(f*0.3/z)))%len(cloth)], z)
					}
				}
			}
			return col
		}
	}
}

// colourFieldScene: a few soft-edged stacked rectangles over a ground, in the
// manner of colour-field abstraction.
func colourFieldScene(r rng, w, h int) func(x, y float32) rgb {
	W, H := float32(w), float32(h)
	pals := [][]rgb{
		{hex(0x7a1f1f), hex(0xd35c2a), hex(0x2a1410), hex(0xe8a33a)},
		{hex(0x1f2f4a), hex(0x4a7a9a), hex(0xd8c8a0), hex(0x0f1828)},
		{hex(0x2a3a2a), hex(0x8a9a5a), hex(0xd8d0b0), hex(0x5a2a1a)},
		{hex(0x4a1a3a), hex(0xc84a6a), hex(0xf0c0a0), hex(0x2a0a1a)},
		{hex(0xd8cfc0), hex(0x9a8a7a), hex(0x3a3a3a), hex(0xb84a2a)},
	}
	pal := pick(r, pals)
	ground := pal[0]
	n := 2 + r.IntN(2)
	type band struct {
		y0, y1 float32
		col    rgb
	}
	var bands []band
	m := W * r.f(0.07, 0.12)
	y := H * r.f(0.06, 0.1)
	avail := H - 2*y - float32(n-1)*m*0.6
	for i := 0; i < n; i++ {
		hgt := avail / float32(n) * r.f(0.7, 1.3)
		bands = append(bands, band{y, min(y+hgt, H-m*0.8), pal[1+(i+r.IntN(3))%3]})
		y += hgt + m*0.6
	}
	edge := newField(r.Rand, W*0.08)
	tone := newField(r.Rand, W*0.4)
	return func(x, y float32) rgb {
		col := ground.scale(0.85 + 0.3*tone.at(x, y))
		for _, b := range bands {
			d := max(m-x, x-(W-m), b.y0-y, y-b.y1)
			d += (edge.at(x, y) - 0.5) * m * 0.5
			a := smoothstep(m*0.15, -m*0.15, d)
			if a > 0 {
				bc := b.col.scale(0.85 + 0.3*tone.at(x+500, y))
				col = mix(col, bc, a)
			}
		}
		return col
	}
}

// harbourScene: sea, sky and a few boats.
func harbourScene(r rng, w, h int) func(x, y float32) rgb {
	pal := pick(r, landPalettes)
	W, H := float32(w), float32(h)
	hy := H * r.f(0.35, 0.55)
	land := landscapeScene(r, w, h, pal)
	waves := newField(r.Rand, W*0.1)
	type boat struct{ x, y, s float32 }
	var boats []boat
	for i := 0; i < 2+r.IntN(4); i++ {
		by := hy + (H-hy)*r.f(0.15, 0.8)
		boats = append(boats, boat{W * r.f(0.1, 0.9), by, W * 0.04 * (0.3 + (by-hy)/(H-hy))})
	}
	hull := pick(r, []rgb{hex(0x2a2a2a), hex(0x8a2a1a), hex(0x1a3a5a)})
	return func(x, y float32) rgb {
		if y < hy {
			if y < hy-H*0.03 {
				return land(x, y*0.95)
			}
			return mix(pal.hills, pal.skyHor, 0.4)
		}
		for _, b := range boats {
			dx, dy := (x-b.x)/b.s, (y-b.y)/b.s
			if dy > -0.4 && dy < 0 && abs32(dx) < 1.2+dy {
				return hull
			}
			if dx > -0.05 && dx < 0.05 && dy > -2.5 && dy < -0.4 {
				return hex(0x3a3028)
			}
			if dx > 0.08 && dx < 0.9 && dy > -2.3 && dy < -0.6 && dx < (dy+2.3)*0.5 {
				return hex(0xe8e0d0)
			}
		}
		ref := land(x, hy-(y-hy)*1.2)
		col := mix(ref, pal.water, 0.5)
		return col.scale(0.85 + 0.3*waves.at(x*0.3, y*4))
	}
}

func paintOil(r rng, w, h int) *canvas {
	W := float32(max(w, h))
	var scene func(x, y float32) rgb
	base := func(x, y float32) float32 { return 0 }
	switch k := r.IntN(10); {
	case k < 4:
		scene = landscapeScene(r, w, h, pick(r, landPalettes))
	case k < 6:
		scene = stillLifeScene(r, w, h)
		base = func(x, y float32) float32 { return math.Pi / 4 }
	case k < 7:
		scene = alleyScene(r, w, h)
		base = func(x, y float32) float32 { return math.Pi / 2 }
	case k < 8:
		scene = harbourScene(r, w, h)
	default:
		scene = colourFieldScene(r, w, h)
	}
	// The strokes are laid at half size and enlarged: four times less work,
	// and the canvas texture added afterwards keeps the full-size look.
	sw, sh := (w+1)/2, (h+1)/2
	g := sampleScene(sw, sh, 3, func(x, y float32) rgb { return scene(x*2, y*2) })
	ground := pick(r, []rgb{hex(0x8a4a2a), hex(0x6a5a4a), hex(0x9a7a5a)})
	c := newCanvas(sw, sh, ground)
	c.fillGrid(g, ground, 0.45)
	W /= 2
	c.paintScene(r, g, painterly{
		widths:  []float32{W / 26, W / 50, W / 100},
		density: 1.0, lenMin: 1.8, lenMax: 4,
		alpha: 0.95, impasto: r.f(0.25, 0.5), jitter: 0.28, colNoise: 0.035, dry: 0.35,
		threshold: 0.1, flowAmt: 0.9, baseAngle: base, followEdge: 6, light: -2.3,
	})
	c = c.resized(w, h)
	c.weave(0.035, 3.1)
	c.signature(r, hex(0x3a1a10), r.chance(0.7))
	return c
}

func paintAcrylic(r rng, w, h int) *canvas {
	W := float32(max(w, h))
	var scene func(x, y float32) rgb
	if r.chance(0.5) {
		pal := landPalettes[r.IntN(len(landPalettes))]
		pal.skyTop = rgb{pal.skyTop.r * 0.8, pal.skyTop.g * 0.9, min(1, pal.skyTop.b*1.3)}
		pal.fields = append([]rgb(nil), pal.fields...) // the palettes are shared
		for i := range pal.fields {
			pal.fields[i] = desat(pal.fields[i], -0.6)
		}
		scene = landscapeScene(r, w, h, pal)
	} else {
		scene = geometricScene(r, w, h)
	}
	sw, sh := (w+1)/2, (h+1)/2
	g := sampleScene(sw, sh, 3, func(x, y float32) rgb { return scene(x*2, y*2) })
	c := newCanvas(sw, sh, hex(0xf4f2ee))
	c.fillGrid(g, hex(0xffffff), 0.1)
	W /= 2
	c.paintScene(r, g, painterly{
		widths:  []float32{W / 30, W / 70},
		density: 0.9, lenMin: 2, lenMax: 5,
		alpha: 0.9, impasto: 0.08, jitter: 0.12, colNoise: 0.02, dry: 0.2,
		threshold: 0.15, flowAmt: 0.5, followEdge: 8, light: -2.3,
	})
	c = c.resized(w, h)
	c.weave(0.025, 2.7)
	c.signature(r, hex(0x202020), true)
	return c
}

// geometricScene: hard-edged bright shapes: circles, stripes, blocks.
func geometricScene(r rng, w, h int) func(x, y float32) rgb {
	W, H := float32(w), float32(h)
	pals := [][]rgb{
		{hex(0xf4efe6), hex(0xe63946), hex(0x1d3557), hex(0xf1c453), hex(0x2a9d8f)},
		{hex(0x1b1b2f), hex(0xff6b6b), hex(0xfeca57), hex(0x48dbfb), hex(0xf8f8f8)},
		{hex(0xe8e2d0), hex(0x264653), hex(0xe76f51), hex(0xf4a261), hex(0x2a9d8f)},
		{hex(0xfaf3e0), hex(0xff3f8e), hex(0x04c2c9), hex(0x2e55c1), hex(0xffd23f)},
	}
	pal := pick(r, pals)
	type shape struct {
		kind           int
		x, y, a, b, an float32
		col            rgb
	}
	var shapes []shape
	for i := 0; i < 4+r.IntN(6); i++ {
		shapes = append(shapes, shape{r.IntN(3), W * r.f(0, 1), H * r.f(0, 1), W * r.f(0.08, 0.35), W * r.f(0.03, 0.25),
			r.f(0, math.Pi), pal[1+r.IntN(len(pal)-1)]})
	}
	tex := newField(r.Rand, W*0.3)
	return func(x, y float32) rgb {
		col := pal[0].scale(0.95 + 0.08*tex.at(x, y))
		for _, s := range shapes {
			dx, dy := x-s.x, y-s.y
			switch s.kind {
			case 0:
				if dx*dx+dy*dy < s.a*s.a {
					col = s.col
				}
			case 1:
				ca, sa := float32(math.Cos(float64(s.an))), float32(math.Sin(float64(s.an)))
				u, v := dx*ca+dy*sa, -dx*sa+dy*ca
				if abs32(u) < s.a && abs32(v) < s.b*0.5 {
					col = s.col
				}
			default:
				ca, sa := float32(math.Cos(float64(s.an))), float32(math.Sin(float64(s.an)))
				u := dx*ca + dy*sa
				if abs32(u) < s.a && fract(u/(s.b*0.5)) < 0.5 && abs32(-dx*sa+dy*ca) < s.a {
					col = s.col
				}
			}
		}
		return col
	}
}
