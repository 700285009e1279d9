package demo

import (
	"math"
	"sort"
)

// 版画: a woodcut or screen print: a posterised scene in three or four flat
// inks, each block slightly out of register, unevenly inked, with gouge
// marks carved out of the dark block; printed with a paper margin and
// pencilled edition number and signature below.

func paintPrint(r rng, w, h int) *canvas {
	W, H := float32(w), float32(h)
	paper := pick(r, []rgb{hex(0xf2eee4), hex(0xede6d6), hex(0xf5f3ee)})
	c := newCanvas(w, h, paper)
	tooth := newTooth(r)
	m := min(W, H) * r.f(0.06, 0.09)
	ix0, iy0, ix1, iy1 := m, m, W-m, H-m*1.5
	iw, ih := int(ix1-ix0), int(iy1-iy0)

	var scene func(x, y float32) rgb
	switch k := r.IntN(4); k {
	case 0:
		scene = landscapeScene(r, iw, ih, pick(r, landPalettes))
	case 1:
		scene = alleyScene(r, iw, ih)
	case 2:
		scene = stillLifeScene(r, iw, ih)
	default:
		scene = harbourScene(r, iw, ih)
	}
	g := sampleScene(iw, ih, 3, scene)
	inkSets := [][]rgb{
		{hex(0xd9a441), hex(0xb8432f), hex(0x1f2a3a)},
		{hex(0x8fb3c0), hex(0x3b6a8a), hex(0x14202c)},
		{hex(0xe0c48a), hex(0x6a8a4a), hex(0x2a3a2a)},
		{hex(0xd8b0a0), hex(0x9a3a4a), hex(0x2a1a2a)},
		{hex(0xc8c8c0), hex(0x7a7a78), hex(0x1a1a1a)},
		{hex(0xf0d060), hex(0xe0603a), hex(0x3a4ab0), hex(0x161616)},
	}
	inks := pick(r, inkSets)
	// Thresholds on the scene's lightness, from its distribution: the
	// lightest block covers most of the image, the key block the darkest
	// fifth or so.
	lums := make([]float32, len(g.c))
	for i, col := range g.c {
		lums[i] = col.lum()
	}
	sort.Slice(lums, func(i, j int) bool { return lums[i] < lums[j] })
	cuts := make([]float32, len(inks))
	for i := range cuts {
		cover := 0.85 - 0.68*float32(i)/float32(len(inks)-1) + r.n(0, 0.03)
		cuts[i] = lums[min(len(lums)-1, int(cover*float32(len(lums))))]
	}
	carve := newField(r.Rand, W*0.5)
	edge := newField(r.Rand, 6).coarse()
	gougeAng := r.f(0, math.Pi)
	ga, gb := float32(math.Cos(float64(gougeAng))), float32(math.Sin(float64(gougeAng)))
	spacing := min(W, H) * r.f(0.008, 0.014)
	// Each block out of register by its own small offset.
	offs := make([][2]float32, len(inks))
	for k := range offs {
		offs[k] = [2]float32{r.n(0, 1.5), r.n(0, 1.5)}
	}
	last := len(inks) - 1
	c.shade(int(ix0), int(iy0), int(ix1), int(iy1), blendMultiply, func(x, y float32) (rgb, float32) {
		e := (edge.at(x, y) - 0.5) * 0.04
		// Uneven inking: the paper shows through where the blocks were
		// starved of ink.
		starve := 0.92 * (0.86 + 0.14*smoothstep(0.15, 0.4, tooth.at(int(x), int(y))))
		i := (int(y)*c.w + int(x)) * 3
		for k, ink := range inks {
			l := g.at(x-ix0-offs[k][0], y-iy0-offs[k][1]).lum() + e
			if l > cuts[k] {
				break // lighter than this block: lighter than the next too
			}
			a := starve
			if k == last {
				// Gouge marks follow a slowly turning direction, wider
				// where the scene is lighter.
				turn := (carve.at(x, y) - 0.5) * 2
				u := (x*ga+y*gb)/spacing + turn*3
				if fract(u) < smoothstep(cuts[k]-0.3, cuts[k], l)*0.45 {
					a *= 0.1
				}
			}
			c.multiply(i, ink, a)
		}
		return rgb{}, 0
	})
	// The sheet's own texture.
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			v := 0.975 + 0.035*tooth.at(x+300, y+300)
			i := (y*w + x) * 3
			c.p[i] *= v
			c.p[i+1] *= v
			c.p[i+2] *= v
		}
	}
	// Pencil below the image: edition, title, signature.
	pencil := writer{c: c, r: r, ink: hex(0x6a6a70), scr: scriptCursive, weight: 0.03, dry: 0.3, mode: blendMultiply, op: 0.7}
	s := m * 0.35
	y := iy1 + m*0.45
	for i := 0; i < 3; i++ {
		pencil.char(ix0+float32(i)*s*0.8, y, s)
	}
	for i := 0; i < 4; i++ {
		pencil.char(W*0.45+float32(i)*s*0.9, y, s)
	}
	for i := 0; i < 3; i++ {
		pencil.char(ix1-s*3+float32(i)*s, y, s)
	}
	return c
}
