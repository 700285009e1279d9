package demo

import (
	"image"
	"math"
	"math/rand/v2"
	"sync"
)

// rgb is a colour with channels in [0, 1] (sRGB values, blended directly:
// paint mixes more like that than in linear light anyway).
type rgb struct{ r, g, b float32 }

func hex(v uint32) rgb {
	return rgb{float32(v>>16&0xff) / 255, float32(v>>8&0xff) / 255, float32(v&0xff) / 255}
}

func (c rgb) scale(k float32) rgb { return rgb{c.r * k, c.g * k, c.b * k} }
func (c rgb) add(d rgb) rgb       { return rgb{c.r + d.r, c.g + d.g, c.b + d.b} }
func (c rgb) lum() float32        { return 0.299*c.r + 0.587*c.g + 0.114*c.b }

func mix(a, b rgb, t float32) rgb {
	return rgb{a.r + (b.r-a.r)*t, a.g + (b.g-a.g)*t, a.b + (b.b-a.b)*t}
}

// gray mixes c towards its own luminance by t.
func desat(c rgb, t float32) rgb {
	l := c.lum()
	return mix(c, rgb{l, l, l}, t)
}

func clamp01(v float32) float32 {
	if v < 0 {
		return 0
	}
	if v > 1 {
		return 1
	}
	return v
}

func lerp(a, b, t float32) float32 { return a + (b-a)*t }

func smoothstep(e0, e1, x float32) float32 {
	t := clamp01((x - e0) / (e1 - e0))
	return t * t * (3 - 2*t)
}

func sqrt32(v float32) float32 { return float32(math.Sqrt(float64(v))) }
func abs32(v float32) float32 {
	if v < 0 {
		return -v
	}
	return v
}
func fract(v float32) float32 { return v - float32(math.Floor(float64(v))) }

// canvas is a float RGB raster the painters draw on.
type canvas struct {
	w, h int
	p    []float32 // 3 floats per pixel, row-major
	mask []float32 // scratch stroke mask, one per pixel, lazily allocated
}

func newCanvas(w, h int, bg rgb) *canvas {
	c := &canvas{w: w, h: h, p: make([]float32, w*h*3)}
	c.fill(bg)
	return c
}

func (c *canvas) fill(col rgb) {
	for i := 0; i < len(c.p); i += 3 {
		c.p[i], c.p[i+1], c.p[i+2] = col.r, col.g, col.b
	}
}

func (c *canvas) at(x, y int) rgb {
	if x < 0 {
		x = 0
	} else if x >= c.w {
		x = c.w - 1
	}
	if y < 0 {
		y = 0
	} else if y >= c.h {
		y = c.h - 1
	}
	i := (y*c.w + x) * 3
	return rgb{c.p[i], c.p[i+1], c.p[i+2]}
}

// over blends col onto pixel index i (a pixel's first float) with alpha a.
func (c *canvas) over(i int, col rgb, a float32) {
	p := c.p[i : i+3 : i+3]
	p[0] += (col.r - p[0]) * a
	p[1] += (col.g - p[1]) * a
	p[2] += (col.b - p[2]) * a
}

// multiply glazes col over pixel i: transparent pigment, like watercolour or
// ink on paper.
func (c *canvas) multiply(i int, col rgb, a float32) {
	p := c.p[i : i+3 : i+3]
	p[0] *= 1 - a*(1-col.r)
	p[1] *= 1 - a*(1-col.g)
	p[2] *= 1 - a*(1-col.b)
}

// image converts the canvas to 8-bit RGBA with a little ordered dither so
// smooth gradients do not band.
func (c *canvas) image() *image.RGBA {
	m := image.NewRGBA(image.Rect(0, 0, c.w, c.h))
	for y := 0; y < c.h; y++ {
		row := m.Pix[y*m.Stride : y*m.Stride+c.w*4 : y*m.Stride+c.w*4]
		src := c.p[y*c.w*3 : (y+1)*c.w*3 : (y+1)*c.w*3]
		dith := bayer[(y&3)<<2 : (y&3)<<2+4 : (y&3)<<2+4]
		for x := 0; x < c.w; x++ {
			d := dith[x&3]
			s := src[x*3 : x*3+3 : x*3+3]
			o := row[x*4 : x*4+4 : x*4+4]
			o[0] = toByte(s[0]*255 + d)
			o[1] = toByte(s[1]*255 + d)
			o[2] = toByte(s[2]*255 + d)
			o[3] = 255
		}
	}
	return m
}

func toByte(v float32) uint8 {
	return uint8(min(max(v, 0), 255))
}

var bayer = [16]float32{0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5}

func init() {
	for i := range bayer {
		bayer[i] = (bayer[i] + 0.5) / 16
	}
}

// --- noise -----------------------------------------------------------------

const noiseN = 256 // the noise texture tiles every noiseN texels

var (
	noiseOnce sync.Once
	noiseTex  []float32
)

// buildNoise makes a tileable fractal value-noise texture in [0, 1]. It is
// the same for every picture (fixed seed); pictures differ by where and at
// what scale they sample it.
func buildNoise() {
	r := rand.New(rand.NewPCG(0x5eed, 0xa11))
	tex := make([]float32, noiseN*noiseN)
	amp := float32(1)
	for cell := 32; cell >= 2; cell /= 2 {
		g := noiseN / cell
		lat := make([]float32, g*g)
		for i := range lat {
			lat[i] = r.Float32()
		}
		for y := 0; y < noiseN; y++ {
			gy := y / cell
			fy := float32(y%cell) / float32(cell)
			fy = fy * fy * (3 - 2*fy)
			y0, y1 := gy%g, (gy+1)%g
			for x := 0; x < noiseN; x++ {
				gx := x / cell
				fx := float32(x%cell) / float32(cell)
				fx = fx * fx * (3 - 2*fx)
				x0, x1 := gx%g, (gx+1)%g
				a := lerp(lat[y0*g+x0], lat[y0*g+x1], fx)
				b := lerp(lat[y1*g+x0], lat[y1*g+x1], fx)
				tex[y*noiseN+x] += amp * lerp(a, b, fy)
			}
		}
		amp *= 0.55
	}
	// Stretch to use the full range.
	lo, hi := float32(1e9), float32(-1e9)
	for _, v := range tex {
		lo, hi = min(lo, v), max(hi, v)
	}
	for i, v := range tex {
		tex[i] = (v - lo) / (hi - lo)
	}
	noiseTex = tex
}

// noise samples the fractal noise texture at texel coordinates (x, y),
// bilinearly, wrapping around. Features range from 2 to 32 texels.
func noise(x, y float32) float32 {
	// Shift into positive range so truncation is floor; the texture wraps.
	x += noiseN * 8
	y += noiseN * 8
	if x < 0 || y < 0 {
		x -= float32(math.Floor(float64(x/noiseN))) * noiseN
		y -= float32(math.Floor(float64(y/noiseN))) * noiseN
	}
	ix, iy := int(x), int(y)
	tx, ty := x-float32(ix), y-float32(iy)
	ix, iy = ix&(noiseN-1), iy&(noiseN-1)
	jx, jy := (ix+1)&(noiseN-1), (iy+1)&(noiseN-1)
	t := noiseTex[:noiseN*noiseN]
	r0, r1 := t[iy*noiseN:iy*noiseN+noiseN], t[jy*noiseN:jy*noiseN+noiseN]
	a := r0[ix] + (r0[jx]-r0[ix])*tx
	b := r1[ix] + (r1[jx]-r1[ix])*tx
	return a + (b-a)*ty
}

const toothN = 1024

var (
	toothOnce sync.Once
	toothTex  []float32
)

// tooth is a fine paper texture in [0, 1] (features of 3–10 px) that only
// repeats every toothN pixels; (ox, oy) pick a picture's own part of it.
type tooth struct{ ox, oy int }

func newTooth(r rng) tooth {
	toothOnce.Do(func() {
		noiseOnce.Do(buildNoise)
		f := field{ox: 17, oy: 91, inv: 32.0 / 14, fine: true}
		toothTex = make([]float32, toothN*toothN)
		for y := 0; y < toothN; y++ {
			for x := 0; x < toothN; x++ {
				toothTex[y*toothN+x] = f.at(float32(x), float32(y))
			}
		}
	})
	return tooth{r.IntN(toothN), r.IntN(toothN)}
}

func (t tooth) at(x, y int) float32 {
	return toothTex[((y+t.oy)&(toothN-1))*toothN+(x+t.ox)&(toothN-1)]
}

// field is a seeded view onto the noise texture: scale is the size, in
// pixels, of the largest features.
// The texture repeats every 8 × scale pixels; fine fields (which would
// visibly repeat within a picture) mix two lookups at incommensurate scales
// and angles, which hides the tiling.
type field struct {
	ox, oy, inv float32
	fine        bool
}

func newField(r *rand.Rand, scale float32) field {
	return field{ox: r.Float32() * noiseN, oy: r.Float32() * noiseN, inv: 32 / scale, fine: scale < 200}
}

// coarse returns the field without the anti-tiling second lookup: for
// displacements, where a repeat cannot be seen.
func (f field) coarse() field { f.fine = false; return f }

func (f field) at(x, y float32) float32 {
	u, v := x*f.inv, y*f.inv
	a := noise(u+f.ox, v+f.oy)
	if !f.fine {
		return a
	}
	// Rotated by about 37° and scaled by 1.31.
	b := noise(1.046*u-0.788*v+f.oy, 0.788*u+1.046*v+f.ox)
	return clamp01((a+b-1)*1.5 + 0.5)
}

// hash is white noise in [0, 1) for integer coordinates.
func hash(x, y int, seed uint32) float32 {
	h := uint32(x)*0x8da6b343 ^ uint32(y)*0xd8163841 ^ seed*0xcb1ab31f
	h ^= h >> 13
	h *= 0x5bd1e995
	h ^= h >> 15
	return float32(h&0xffffff) / (1 << 24)
}

// --- random helpers ----------------------------------------------------------

type rng struct{ *rand.Rand }

func newRNG(seed uint64) rng { return rng{rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))} }

func (r rng) f(a, b float32) float32 { return a + (b-a)*r.Float32() }
func (r rng) n(mean, sd float32) float32 {
	return mean + sd*float32(r.NormFloat64())
}
func (r rng) chance(p float32) bool { return r.Float32() < p }

// jitter varies a colour: mostly in value, a little in hue.
func (r rng) jitter(c rgb, amt float32) rgb {
	k := 1 + r.n(0, amt*2)
	return rgb{clamp01(c.r*k + r.n(0, amt*0.4)), clamp01(c.g*k + r.n(0, amt*0.4)), clamp01(c.b*k + r.n(0, amt*0.4))}
}
func pick[T any](r rng, xs []T) T { return xs[r.IntN(len(xs))] }

// --- rows of a convex shape -------------------------------------------------

// span narrows [lo, hi] to where a*x + b lies within [min, max].
func span(lo, hi, a, b, mn, mx float32) (float32, float32) {
	const eps = 1e-6
	if a > -eps && a < eps {
		if b < mn || b > mx {
			return 1, 0
		}
		return lo, hi
	}
	x0, x1 := (mn-b)/a, (mx-b)/a
	if x0 > x1 {
		x0, x1 = x1, x0
	}
	return max(lo, x0), min(hi, x1)
}

// resized returns the canvas enlarged to w × h with linear interpolation
// (used to paint broad, soft work at a lower resolution; fine texture is
// added after enlarging).
func (c *canvas) resized(w, h int) *canvas {
	tmp := make([]float32, w*c.h*3)
	xs := linearTaps(c.w, w)
	for y := 0; y < c.h; y++ {
		src := c.p[y*c.w*3 : (y+1)*c.w*3]
		dst := tmp[y*w*3 : (y+1)*w*3]
		for x, tp := range xs {
			var r, g, b float32
			for k, wt := range tp.w {
				i := (tp.start + k) * 3
				r += wt * src[i]
				g += wt * src[i+1]
				b += wt * src[i+2]
			}
			dst[x*3], dst[x*3+1], dst[x*3+2] = r, g, b
		}
	}
	out := &canvas{w: w, h: h, p: make([]float32, w*h*3)}
	for y, tp := range linearTaps(c.h, h) {
		dst := out.p[y*w*3 : (y+1)*w*3]
		for k, wt := range tp.w {
			src := tmp[(tp.start+k)*w*3 : (tp.start+k+1)*w*3]
			for i := range dst {
				dst[i] += wt * src[i]
			}
		}
	}
	return out
}

type taps struct {
	start int
	w     []float32
}

// linearTaps computes linear-interpolation weights for enlarging from in to
// out samples, clamping at the edges.
func linearTaps(in, out int) []taps {
	scale := float64(in) / float64(out)
	res := make([]taps, out)
	for i := range res {
		centre := (float64(i)+0.5)*scale - 0.5
		lo := int(math.Floor(centre))
		f := float32(centre - float64(lo))
		a, b := min(max(lo, 0), in-1), min(max(lo+1, 0), in-1)
		if a == b {
			res[i] = taps{start: a, w: []float32{1}}
			continue
		}
		res[i] = taps{start: a, w: []float32{1 - f, f}}
	}
	return res
}

// expNeg is a fast exp(-t) for t ≥ 0 (table with linear interpolation,
// 0 beyond 16).
func expNeg(t float32) float32 {
	if t <= 0 {
		return 1
	}
	f := t * (expTabN / 16)
	i := int(f)
	if i >= expTabN {
		return 0
	}
	return expTab[i] + (expTab[i+1]-expTab[i])*(f-float32(i))
}

const expTabN = 2048

var expTab = func() (t [expTabN + 1]float32) {
	for i := range t {
		t[i] = float32(math.Exp(-float64(i) * 16 / expTabN))
	}
	return
}()
