package media

import (
	"image"
	"image/draw"
	"io"
)

// Rows reads a decoded picture as the upright, opaque RGBA picture a person
// sees (turned by its EXIF orientation, transparency flattened onto white)
// one row at a time, so no full-size RGBA copy is made: a 30-megapixel
// picture is 45 MB as the JPEG decoder's YCbCr and would be 120 MB more
// as RGBA, and as much again turned upright.
type Rows struct {
	img    image.Image
	o      int             // EXIF orientation, 1-8
	b      image.Rectangle // the source's bounds
	x0, y0 int             // the crop's corner in the upright picture
	w, h   int             // the crop's size
	opaque bool
	line   *image.RGBA // scratch: a source row (o 1-4), or block's columns as rows (o 5-8)
	// For o 5-8, source columns are drawn colBlock at a time into block
	// (columns bx0 onwards): drawing one column at a time costs a draw
	// call per pixel and twice the time of the whole save.
	block *image.RGBA
	bx0   int
}

// colBlock is how many source columns are drawn at once (the block and its
// transpose take 2 × 64 bytes per pixel of the picture's height).
const colBlock = 16

// UprightRows reads img turned upright for EXIF orientation o (1-8; any
// other value is 1, as stored).
func UprightRows(img image.Image, o int) *Rows {
	if o < 1 || o > 8 {
		o = 1
	}
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if o >= 5 {
		w, h = h, w
	}
	opaque := false
	if op, ok := img.(interface{ Opaque() bool }); ok {
		opaque = op.Opaque()
	}
	return &Rows{img: img, o: o, b: b, w: w, h: h, opaque: opaque}
}

// Size is the upright (cropped) size.
func (r *Rows) Size() (w, h int) { return r.w, r.h }

// Crop reads the w × h part of r at (x, y) of r's upright picture.
func (r *Rows) Crop(x, y, w, h int) *Rows {
	c := *r
	c.x0, c.y0, c.w, c.h, c.line, c.block = r.x0+x, r.y0+y, w, h, nil, nil
	return &c
}

// Row writes upright row y (0 ≤ y < height) as 4 × width bytes of opaque
// RGBA into dst.
func (r *Rows) Row(y int, dst []byte) {
	uy := r.y0 + y
	sw, sh := r.b.Dx(), r.b.Dy()
	var line []byte
	var reverse bool
	if r.o <= 4 { // rows stay rows
		sy := uy
		if r.o == 3 || r.o == 4 {
			sy = sh - 1 - uy
		}
		reverse = r.o == 2 || r.o == 3
		line = r.fetch(image.Rect(0, sy, sw, sy+1))
	} else { // upright rows are source columns
		sx := uy
		if r.o == 7 || r.o == 8 {
			sx = sw - 1 - uy
		}
		reverse = r.o == 6 || r.o == 7
		line = r.column(sx)
	}
	if !reverse {
		copy(dst[:4*r.w], line[4*r.x0:4*(r.x0+r.w)])
		return
	}
	n := len(line) / 4
	for i := 0; i < r.w; i++ {
		j := n - 1 - (r.x0 + i)
		copy(dst[4*i:4*i+4], line[4*j:4*j+4])
	}
}

// fetch draws the source pixels of rect (origin-based) into the scratch
// line.
func (r *Rows) fetch(rect image.Rectangle) []byte {
	if r.line == nil || r.line.Rect.Size() != rect.Size() {
		r.line = image.NewRGBA(image.Rect(0, 0, rect.Dx(), rect.Dy()))
	}
	r.draw(r.line, r.b.Min.Add(rect.Min))
	return r.line.Pix
}

// draw fills dst with the source pixels from sp, flattened onto white.
func (r *Rows) draw(dst *image.RGBA, sp image.Point) {
	if r.opaque {
		draw.Draw(dst, dst.Rect, r.img, sp, draw.Src)
		return
	}
	draw.Draw(dst, dst.Rect, image.White, image.Point{}, draw.Src)
	draw.Draw(dst, dst.Rect, r.img, sp, draw.Over)
}

// column is source column sx as sh pixels of RGBA, from a block of
// colBlock columns drawn at once and turned into rows (rows are read in
// order, so the next columns asked for are in the block: the following
// ones for o 5 and 6, the preceding ones for 7 and 8).
func (r *Rows) column(sx int) []byte {
	sw, sh := r.b.Dx(), r.b.Dy()
	if r.block == nil || sx < r.bx0 || sx >= r.bx0+r.block.Rect.Dx() {
		x0 := sx
		if r.o == 7 || r.o == 8 {
			x0 = max(0, sx-colBlock+1)
		}
		x1 := min(sw, x0+colBlock)
		if r.block == nil || r.block.Rect.Dx() != x1-x0 {
			r.block = image.NewRGBA(image.Rect(0, 0, x1-x0, sh))
			r.line = image.NewRGBA(image.Rect(0, 0, sh, x1-x0)) // the block's columns as rows
		}
		r.bx0 = x0
		r.draw(r.block, r.b.Min.Add(image.Pt(x0, 0)))
		k := x1 - x0
		for y := 0; y < sh; y++ {
			in := r.block.Pix[y*r.block.Stride : y*r.block.Stride+4*k]
			for c := 0; c < k; c++ {
				o := r.line.Pix[c*r.line.Stride+4*y : c*r.line.Stride+4*y+4 : c*r.line.Stride+4*y+4]
				p := in[4*c : 4*c+4 : 4*c+4]
				o[0], o[1], o[2], o[3] = p[0], p[1], p[2], p[3]
			}
		}
	}
	c := sx - r.bx0
	return r.line.Pix[c*r.line.Stride : c*r.line.Stride+4*sh]
}

// WriteRows writes every row, top to bottom, to w (a hash).
func (r *Rows) WriteRows(w io.Writer) {
	buf := make([]byte, 4*r.w)
	for y := 0; y < r.h; y++ {
		r.Row(y, buf)
		_, _ = w.Write(buf)
	}
}

// Resize resamples r to w × h as Resize does an opaque image, reading each
// source row once.
func (r *Rows) Resize(w, h int) *image.RGBA {
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	if w == r.w && h == r.h {
		for y := 0; y < h; y++ {
			r.Row(y, dst.Pix[y*dst.Stride:y*dst.Stride+4*w])
		}
		return dst
	}
	if w <= 0 || h <= 0 || r.w <= 0 || r.h <= 0 {
		return dst
	}
	buf := make([]byte, 4*r.w)
	resizeOpaqueRows(r.w, r.h, func(sy int) []byte { r.Row(sy, buf); return buf }, dst)
	return dst
}

// SaveCost is the working memory, in bytes, SaveUpright needs beyond the
// decoded picture for a source w × h pixels at EXIF orientation o: the
// largest variant, the next one made from it, the encoder's output, and
// the scratch rows and column blocks.
func SaveCost(w, h, o int) int64 {
	if o >= 5 && o <= 8 {
		w, h = h, w
	}
	top := min(w, MaxWidth)
	topBytes := 4 * int64(top) * int64(ScaledHeight(w, h, top))
	return 2*topBytes + RowsScratch(w, h) + 1<<20
}

// RowsScratch is the memory Rows of a w × h picture uses: a row, or a
// block of columns and its transpose, and a row of the resampler.
func RowsScratch(w, h int) int64 { return 3 * 4 * colBlock * int64(max(w, h)) }
