package demo

import (
	"image"
	"math"

	"artmarket/ent/artwork"
)

// PaintSpec says what picture to paint.
type PaintSpec struct {
	Medium artwork.Medium
	Seed   uint64
	Width  int // pixels
	Height int // pixels
}

// PaintSize returns a pixel size with the aspect ratio of a work widthCm ×
// heightCm whose long side is long pixels (extreme ratios are clamped to
// 1:4 so a handscroll still makes a usable picture).
func PaintSize(widthCm, heightCm float64, long int) (w, h int) {
	if widthCm <= 0 || heightCm <= 0 {
		return long, long
	}
	ar := min(max(widthCm/heightCm, 0.25), 4)
	if ar >= 1 {
		return long, max(1, int(math.Round(float64(long)/ar)))
	}
	return max(1, int(math.Round(float64(long)*ar))), long
}

// Paint renders a deterministic picture in the manner of spec.Medium: the
// same spec always gives the same pixels (on one CPU architecture).
func Paint(spec PaintSpec) *image.RGBA {
	noiseOnce.Do(buildNoise)
	w, h := max(spec.Width, 16), max(spec.Height, 16)
	r := newRNG(spec.Seed)
	paint, ok := painters[spec.Medium]
	if !ok {
		paint = paintOil
	}
	return paint(r, w, h).image()
}

// painters paints each medium; any other is painted in oil.
var painters = map[artwork.Medium]func(r rng, w, h int) *canvas{
	artwork.MediumInk:          paintInk,
	artwork.MediumWatercolor:   paintWatercolor,
	artwork.MediumPrint:        paintPrint,
	artwork.MediumSculpture:    paintSculpture,
	artwork.MediumPhotography:  paintPhoto,
	artwork.MediumCalligraphy:  paintCalligraphy,
	artwork.MediumMixedMedia:   paintCollage,
	artwork.MediumAcrylic:      paintAcrylic,
	artwork.MediumDrawing:      paintDrawing,
	artwork.MediumInstallation: paintInstallation,
}

// --- scenes: colour functions sampled on a coarse grid ----------------------

// grid is a scene sampled every step pixels, read back bilinearly.
type grid struct {
	w, h, step int
	c          []rgb
}

func sampleScene(cw, ch, step int, fn func(x, y float32) rgb) *grid {
	g := &grid{w: cw/step + 2, h: ch/step + 2, step: step}
	g.c = make([]rgb, g.w*g.h)
	for j := 0; j < g.h; j++ {
		for i := 0; i < g.w; i++ {
			g.c[j*g.w+i] = fn(float32(i*step), float32(j*step))
		}
	}
	return g
}

func (g *grid) at(x, y float32) rgb {
	fx, fy := x/float32(g.step), y/float32(g.step)
	fx = min(max(fx, 0), float32(g.w-1)-0.001)
	fy = min(max(fy, 0), float32(g.h-1)-0.001)
	i, j := int(fx), int(fy)
	tx, ty := fx-float32(i), fy-float32(j)
	a := mix(g.c[j*g.w+i], g.c[j*g.w+i+1], tx)
	b := mix(g.c[(j+1)*g.w+i], g.c[(j+1)*g.w+i+1], tx)
	return mix(a, b, ty)
}

// grad is the luminance gradient of the scene at (x, y), per pixel.
func (g *grid) grad(x, y float32) (float32, float32) {
	s := float32(g.step)
	gx := g.at(x+s, y).lum() - g.at(x-s, y).lum()
	gy := g.at(x, y+s).lum() - g.at(x, y-s).lum()
	return gx / (2 * s), gy / (2 * s)
}

// fillGrid paints the canvas with the scene, optionally mixed with a ground
// colour.
func (c *canvas) fillGrid(g *grid, ground rgb, k float32) {
	for y := 0; y < c.h; y++ {
		for x := 0; x < c.w; x++ {
			col := mix(g.at(float32(x), float32(y)), ground, k)
			i := (y*c.w + x) * 3
			c.p[i], c.p[i+1], c.p[i+2] = col.r, col.g, col.b
		}
	}
}

// painterly describes how paintScene covers a scene with brush strokes.
type painterly struct {
	widths     []float32 // brush widths of the passes, coarse to fine, px
	density    float32   // strokes per width² (1 = one stroke per cell)
	lenMin     float32   // stroke length as a multiple of its width
	lenMax     float32
	alpha      float32
	impasto    float32
	jitter     float32 // bristle colour variation
	colNoise   float32 // per-stroke colour variation
	dry        float32
	threshold  float32 // finer passes only repaint where off by this much
	flowAmt    float32 // how far strokes turn with the noise flow, radians
	baseAngle  func(x, y float32) float32
	followEdge float32 // how strongly strokes follow scene contours
	light      float32
	mode       blendMode
}

// paintScene covers the canvas with strokes sampling the scene g.
func (c *canvas) paintScene(r rng, g *grid, p painterly) {
	flow := newField(r.Rand, float32(max(c.w, c.h))*0.6)
	for pass, bw := range p.widths {
		cell := bw / max(p.density, 0.1)
		nx := int(float32(c.w)/cell) + 2
		ny := int(float32(c.h)/cell) + 2
		order := localOrder(r, nx, ny, 6)
		var b brush
		for _, k := range order {
			x := (float32(k%nx) - 0.5 + r.Float32()) * cell
			y := (float32(k/nx) - 0.5 + r.Float32()) * cell
			col := g.at(x, y)
			if pass > 0 {
				cur := c.at(int(x), int(y))
				d := abs32(cur.r-col.r) + abs32(cur.g-col.g) + abs32(cur.b-col.b)
				if d < p.threshold {
					continue
				}
			}
			col = r.jitter(col, p.colNoise)
			ang := float32(0)
			if p.baseAngle != nil {
				ang = p.baseAngle(x, y)
			}
			ang += (flow.at(x, y) - 0.5) * 2 * p.flowAmt
			if p.followEdge > 0 {
				gx, gy := g.grad(x, y)
				m := sqrt32(gx*gx+gy*gy) * bw
				if m > 0.02 {
					t := clamp01(m * p.followEdge)
					ea := float32(math.Atan2(float64(gy), float64(gx))) + math.Pi/2
					// Turn towards the contour direction the short way.
					d := float32(math.Remainder(float64(ea-ang), math.Pi))
					ang += d * t
				}
			}
			ang += r.n(0, 0.12)
			w := bw * r.f(0.75, 1.2)
			l := w * r.f(p.lenMin, p.lenMax)
			ca, sa := float32(math.Cos(float64(ang))), float32(math.Sin(float64(ang)))
			if r.chance(0.5) {
				ang += math.Pi
				ca, sa = -ca, -sa
			}
			b = brush{
				col: col, alpha: p.alpha * r.f(0.8, 1), width: w, length: l, angle: ang,
				dry: p.dry * r.f(0.3, 1.2), impasto: p.impasto, jitter: p.jitter, light: p.light, mode: p.mode,
			}
			b.load(r)
			c.stroke(x-ca*l/2, y-sa*l/2, &b)
		}
	}
}

// localOrder lists the cells of an nx × ny grid block by block (blocks of
// b × b cells, row-major) in random order within each block: random enough
// that no stroke direction dominates, local enough to keep the canvas in
// cache.
func localOrder(r rng, nx, ny, b int) []int {
	out := make([]int, 0, nx*ny)
	for by := 0; by < ny; by += b {
		for bx := 0; bx < nx; bx += b {
			start := len(out)
			for y := by; y < min(by+b, ny); y++ {
				for x := bx; x < min(bx+b, nx); x++ {
					out = append(out, y*nx+x)
				}
			}
			blk := out[start:]
			r.Shuffle(len(blk), func(i, j int) { blk[i], blk[j] = blk[j], blk[i] })
		}
	}
	return out
}

// weave multiplies in a canvas-weave texture of the given strength.
func (c *canvas) weave(strength float32, period float32) {
	k := 2 * math.Pi / float64(period)
	sx := make([]float32, c.w)
	for x := range sx {
		sx[x] = float32(math.Sin(float64(x) * k))
	}
	for y := 0; y < c.h; y++ {
		sy := float32(math.Sin(float64(y) * k))
		for x := 0; x < c.w; x++ {
			v := 1 + strength*(sx[x]*0.5+sy*0.5+sx[x]*sy*0.6+(hash(x, y, 7)-0.5)*0.6)
			i := (y*c.w + x) * 3
			c.p[i] *= v
			c.p[i+1] *= v
			c.p[i+2] *= v
		}
	}
}

// vignette darkens the corners by amount.
func (c *canvas) vignette(amount float32) {
	cx, cy := float32(c.w)/2, float32(c.h)/2
	inv := 1 / (cx*cx + cy*cy)
	for y := 0; y < c.h; y++ {
		dy := float32(y) - cy
		for x := 0; x < c.w; x++ {
			dx := float32(x) - cx
			v := 1 - amount*smoothstep(0.35, 1, (dx*dx+dy*dy)*inv)
			i := (y*c.w + x) * 3
			c.p[i] *= v
			c.p[i+1] *= v
			c.p[i+2] *= v
		}
	}
}

// grain adds monochrome white noise of the given amplitude.
func (c *canvas) grain(amp float32, seed uint32) {
	for y := 0; y < c.h; y++ {
		for x := 0; x < c.w; x++ {
			v := (hash(x, y, seed) - 0.5) * 2 * amp
			i := (y*c.w + x) * 3
			c.p[i] += v
			c.p[i+1] += v
			c.p[i+2] += v
		}
	}
}

// signature scribbles a small painter's signature in the lower corner.
func (c *canvas) signature(r rng, col rgb, right bool) {
	s := float32(min(c.w, c.h)) * 0.05
	x := float32(c.w) * 0.06
	if right {
		x = float32(c.w)*0.94 - s*1.6
	}
	y := float32(c.h)*0.94 - s*0.2
	var mb box
	mb = emptyBox()
	pts := make([]pathPoint, 0, 24)
	px, py := x, y
	for i := 0; i < 22; i++ {
		px += s * 0.075
		py = y + float32(math.Sin(float64(float32(i)*r.f(0.9, 1.8))))*s*r.f(0.12, 0.3)
		pts = append(pts, pathPoint{px, py, max(0.8, s*0.03)})
	}
	c.path(&mb, pts, 0.9)
	c.inkMask(mb, col, 0.85, blendOver, nil)
}
