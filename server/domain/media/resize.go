package media

import (
	"image"
	"math"

	"image/draw"
)

// Resize returns img resampled to w × h pixels with a Catmull-Rom filter
// whose support widens when shrinking (so downscales do not alias). It works
// on premultiplied RGBA and is several times faster than a generic kernel
// scaler for this one job.
func Resize(img image.Image, w, h int) *image.RGBA {
	src, ok := img.(*image.RGBA)
	if !ok || src.Rect.Min != (image.Point{}) {
		b := img.Bounds()
		src = image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
		draw.Draw(src, src.Rect, img, b.Min, draw.Src)
	}
	return resizeRGBA(src, w, h, src.Opaque())
}

// resizeRGBA resamples src; opaque images skip the alpha channel. Large
// reductions first halve the image with a 2×2 box filter (cheap, and
// harmless so far above the target size) while it is at least 4× the
// target, so the Catmull-Rom step never needs more than 16 taps.
func resizeRGBA(src *image.RGBA, w, h int, opaque bool) *image.RGBA {
	for src.Rect.Dx() >= 4*w && src.Rect.Dy() >= 4*h && w > 0 && h > 0 {
		src = halve(src)
	}
	sw, sh := src.Rect.Dx(), src.Rect.Dy()
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	if w <= 0 || h <= 0 || sw <= 0 || sh <= 0 {
		return dst
	}
	if opaque {
		resizeOpaque(src, dst)
		return dst
	}
	// Horizontal pass into a float buffer of w × sh.
	tmp := make([]float32, w*sh*4)
	xs := cubicTaps(sw, w)
	for y := 0; y < sh; y++ {
		off := (y)*src.Stride + 0
		row := src.Pix[off : off+sw*4 : off+sw*4]
		out := tmp[y*w*4 : (y+1)*w*4 : (y+1)*w*4]
		for x, tp := range xs {
			var r, g, b, a float32
			seg := row[tp.start*4 : (tp.start+len(tp.w))*4]
			for k, wt := range tp.w {
				p := seg[k*4 : k*4+4 : k*4+4]
				r += wt * float32(p[0])
				g += wt * float32(p[1])
				b += wt * float32(p[2])
				a += wt * float32(p[3])
			}
			o := out[x*4 : x*4+4 : x*4+4]
			o[0], o[1], o[2], o[3] = r, g, b, a
		}
	}
	// Vertical pass, a whole output row at a time.
	acc := make([]float32, w*4)
	for y, tp := range cubicTaps(sh, h) {
		clear(acc)
		for k, wt := range tp.w {
			in := tmp[(tp.start+k)*w*4 : (tp.start+k+1)*w*4]
			for i, v := range in {
				acc[i] += wt * v
			}
		}
		out := dst.Pix[y*dst.Stride : y*dst.Stride+w*4]
		for i := 0; i < len(acc); i += 4 {
			a := acc[i+3]
			if opaque {
				a = 255
			}
			a = clampByte(a)
			out[i+3] = uint8(a + 0.5)
			// Premultiplied: colour may not exceed alpha.
			out[i] = uint8(min(clampByte(acc[i]), a) + 0.5)
			out[i+1] = uint8(min(clampByte(acc[i+1]), a) + 0.5)
			out[i+2] = uint8(min(clampByte(acc[i+2]), a) + 0.5)
		}
	}
	return dst
}

// resizeOpaque is resizeRGBA for opaque images: three channels, alpha set
// to 255.
func resizeOpaque(src, dst *image.RGBA) {
	sw := src.Rect.Dx()
	resizeOpaqueRows(sw, src.Rect.Dy(), func(sy int) []byte {
		off := sy * src.Stride
		return src.Pix[off : off+sw*4 : off+sw*4]
	}, dst)
}

// resizeOpaqueRows is resizeOpaque of a source sw × sh pixels whose rows
// (4 × sw bytes of RGBA) come from src, asked for top to bottom: a
// picture can be resized without being held whole as RGBA (see Rows).
func resizeOpaqueRows(sw, sh int, src func(sy int) []byte, dst *image.RGBA) {
	w, h := dst.Rect.Dx(), dst.Rect.Dy()
	xs := cubicTaps(sw, w)
	ys := cubicTaps(sh, h)
	// Horizontally resampled source rows, computed on demand into a ring
	// just large enough for one output row's vertical taps: the working
	// set stays in cache.
	n := 0
	for _, tp := range ys {
		n = max(n, len(tp.w))
	}
	ring := make([][]float32, n+1)
	have := make([]int, n+1)
	for i := range ring {
		ring[i] = make([]float32, w*3)
		have[i] = -1
	}
	// Each source pixel feeds several output pixels: convert a row to
	// floats once, per channel plane, before filtering it.
	rf, gf, bf := make([]float32, sw), make([]float32, sw), make([]float32, sw)
	row := func(sy int) []float32 {
		slot := sy % len(ring)
		out := ring[slot]
		if have[slot] == sy {
			return out
		}
		have[slot] = sy
		in := src(sy)[: sw*4 : sw*4]
		for x := range rf {
			p := in[x*4 : x*4+3 : x*4+3]
			rf[x], gf[x], bf[x] = float32(p[0]), float32(p[1]), float32(p[2])
		}
		for x, tp := range xs {
			var r, g, b float32
			e := tp.start + len(tp.w)
			rs, gs, bs := rf[tp.start:e], gf[tp.start:e], bf[tp.start:e]
			for k, wt := range tp.w {
				r += wt * rs[k]
				g += wt * gs[k]
				b += wt * bs[k]
			}
			o := out[x*3 : x*3+3 : x*3+3]
			o[0], o[1], o[2] = r, g, b
		}
		return out
	}
	acc := make([]float32, w*3)
	for y, tp := range ys {
		clear(acc)
		for k, wt := range tp.w {
			in := row(tp.start + k)[:len(acc)]
			for i, v := range in {
				acc[i] += wt * v
			}
		}
		out := dst.Pix[y*dst.Stride : y*dst.Stride+w*4]
		for x := 0; x < w; x++ {
			o := out[x*4 : x*4+4 : x*4+4]
			o[0] = uint8(clampByte(acc[x*3]) + 0.5)
			o[1] = uint8(clampByte(acc[x*3+1]) + 0.5)
			o[2] = uint8(clampByte(acc[x*3+2]) + 0.5)
			o[3] = 255
		}
	}
}

// halve averages 2×2 blocks of an origin-based image (an odd last row or
// column is dropped).
func halve(src *image.RGBA) *image.RGBA {
	w, h := src.Rect.Dx()/2, src.Rect.Dy()/2
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		a := src.Pix[2*y*src.Stride : 2*y*src.Stride+4*w*2]
		b := src.Pix[(2*y+1)*src.Stride : (2*y+1)*src.Stride+4*w*2]
		o := dst.Pix[y*dst.Stride : y*dst.Stride+4*w]
		for i := range o {
			j := (i/4)*8 + i%4
			o[i] = uint8((uint16(a[j]) + uint16(a[j+4]) + uint16(b[j]) + uint16(b[j+4]) + 2) / 4)
		}
	}
	return dst
}

func clampByte(v float32) float32 {
	if v < 0 {
		return 0
	}
	if v > 255 {
		return 255
	}
	return v
}

type taps struct {
	start int
	w     []float32
}

// cubicTaps computes Catmull-Rom weights from in to out samples, widening
// the kernel when shrinking and folding taps beyond the edges onto them.
func cubicTaps(in, out int) []taps {
	scale := float64(in) / float64(out)
	fs := math.Max(scale, 1)
	res := make([]taps, out)
	for i := range res {
		centre := (float64(i)+0.5)*scale - 0.5
		lo := int(math.Ceil(centre - 2*fs))
		hi := int(math.Floor(centre + 2*fs))
		a, b := max(lo, 0), min(hi, in-1)
		ws := make([]float32, b-a+1)
		var sum float64
		for j := lo; j <= hi; j++ {
			x := math.Abs(float64(j)-centre) / fs
			var v float64
			switch {
			case x < 1:
				v = 1.5*x*x*x - 2.5*x*x + 1
			case x < 2:
				v = -0.5*x*x*x + 2.5*x*x - 4*x + 2
			}
			k := min(max(j, a), b) - a
			ws[k] += float32(v)
			sum += v
		}
		for k := range ws {
			ws[k] /= float32(sum)
		}
		res[i] = taps{start: a, w: ws}
	}
	return res
}
