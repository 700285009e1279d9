package media

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"image"
	"image/jpeg"
	"strconv"

	"image/draw"
)

// Widths are the responsive widths, in pixels, every saved image is
// offered in (those narrower than the source, plus the source width).
var Widths = []int{320, 640, 960, 1280, 1920}

// MaxWidth caps the largest variant: a wider source is stored at MaxWidth
// (and its height scaled to match) instead of at full size.
const MaxWidth = 2560

// JPEGQuality is the quality every variant is encoded with.
const JPEGQuality = 82

// Saved describes a stored image: its key and the pixel size of its largest
// variant (the source size unless that was wider than MaxWidth).
type Saved struct {
	Key    string
	Width  int
	Height int
}

// VariantWidths lists the widths SaveImage writes for a source origWidth
// pixels wide, ascending: every entry of Widths narrower than the source,
// then the source width itself (capped at MaxWidth).
func VariantWidths(origWidth int) []int {
	if origWidth <= 0 {
		return nil
	}
	return appendVariantWidths(make([]int, 0, len(Widths)+1), origWidth)
}

// appendVariantWidths appends VariantWidths(origWidth) to dst: URL, Srcset
// and PickWidth run for every picture of every list, so they pass an array
// of their own stack instead of allocating one per call.
func appendVariantWidths(dst []int, origWidth int) []int {
	if origWidth <= 0 {
		return dst
	}
	top := min(origWidth, MaxWidth)
	for _, w := range Widths {
		if w < top {
			dst = append(dst, w)
		}
	}
	return append(dst, top)
}

// ScaledHeight is the height of the variant w pixels wide of an image
// origWidth × origHeight, rounded, at least 1.
func ScaledHeight(origWidth, origHeight, w int) int {
	if origWidth <= 0 {
		return 0
	}
	h := (origHeight*w*2 + origWidth) / (2 * origWidth)
	return max(h, 1)
}

// Name is the store name of key's variant w pixels wide.
func Name(key string, w int) string {
	var buf [64]byte
	return string(appendName(buf[:0], key, w))
}

func appendName(b []byte, key string, w int) []byte {
	b = append(b, key...)
	b = append(b, '/')
	b = strconv.AppendInt(b, int64(w), 10)
	return append(b, ".jpg"...)
}

// URL is the public path of key's variant w pixels wide.
func URL(key string, w int) string {
	var buf [80]byte
	return string(appendURL(buf[:0], key, w))
}

func appendURL(b []byte, key string, w int) []byte {
	return appendName(append(b, "/media/"...), key, w)
}

// Srcset is an HTML srcset listing every variant of key, for an image saved
// from a source origWidth pixels wide (Saved.Width).
// It is written into one buffer and allocates the string alone (it runs
// for every picture of every list).
func Srcset(key string, origWidth int) string {
	var ws [8]int
	var buf [512]byte
	b := buf[:0]
	for i, w := range appendVariantWidths(ws[:0], origWidth) {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = appendURL(b, key, w)
		b = append(b, ' ')
		b = strconv.AppendInt(b, int64(w), 10)
		b = append(b, 'w')
	}
	return string(b)
}

// PickWidth chooses the variant to show where want pixels of width are
// needed: the narrowest variant at least want wide, or the widest variant when
// none is wide enough.
func PickWidth(origWidth, want int) int {
	var a [8]int
	ws := appendVariantWidths(a[:0], origWidth)
	if len(ws) == 0 {
		return 0
	}
	for _, w := range ws {
		if w >= want {
			return w
		}
	}
	return ws[len(ws)-1]
}

// SaveImage stores img as JPEG variants in every width of VariantWidths and
// returns its key. The key is derived from the pixels (so the same picture
// always gets the same key) and looks like "ab/abcdef0123456789". Variants
// already in the store are not written again, so saving twice is cheap.
// Transparent pixels are flattened onto white.
func SaveImage(ctx context.Context, store Store, img image.Image) (Saved, error) {
	if img == nil || img.Bounds().Empty() {
		return Saved{}, errors.New("media: save image: empty image")
	}
	src := flatten(img)
	sw, sh := src.Rect.Dx(), src.Rect.Dy()
	key := pixelKey(src)
	saved, ws, missing, lowest, err := plan(ctx, store, key, sw, sh)
	if err != nil || lowest < 0 {
		return saved, err
	}
	return saved, writeVariants(ctx, store, key, sw, sh, src, ws, missing, lowest)
}

// SaveUpright is SaveImage of the upright picture rows read (the same key
// and variants as SaveImage of that picture made whole), without ever
// holding it whole: the largest variant is resampled straight from the
// rows, the others from it. The caller's memory reservation covers
// SaveCost.
func SaveUpright(ctx context.Context, store Store, rows *Rows) (Saved, error) {
	sw, sh := rows.Size()
	if sw <= 0 || sh <= 0 {
		return Saved{}, errors.New("media: save image: empty image")
	}
	h := sha256.New()
	writeKeyHeader(h, sw, sh)
	rows.WriteRows(h)
	key := keyOf(h)
	saved, ws, missing, lowest, err := plan(ctx, store, key, sw, sh)
	if err != nil || lowest < 0 {
		return saved, err
	}
	if err := ctx.Err(); err != nil {
		return Saved{}, fmt.Errorf("media: save image %s: %w", key, err)
	}
	top := rows.Resize(saved.Width, saved.Height)
	return saved, writeVariants(ctx, store, key, sw, sh, top, ws, missing, lowest)
}

// plan finds the variants of key still missing from the store; lowest is
// the index in ws of the smallest missing one (it bounds how far down the
// chain of downscales must go), -1 when none is.
func plan(ctx context.Context, store Store, key string, sw, sh int) (saved Saved, ws []int, missing map[int]bool, lowest int, err error) {
	ws = VariantWidths(sw)
	top := ws[len(ws)-1]
	saved = Saved{Key: key, Width: top, Height: ScaledHeight(sw, sh, top)}
	missing = make(map[int]bool, len(ws))
	lowest = -1
	for i, w := range ws {
		ok, err := store.Exists(ctx, Name(key, w))
		if err != nil {
			return Saved{}, nil, nil, -1, fmt.Errorf("media: save image %s: %w", key, err)
		}
		if !ok {
			missing[w] = true
			if lowest < 0 {
				lowest = i
			}
		}
	}
	return saved, ws, missing, lowest, nil
}

// onEncode, when set (tests), runs before each variant is encoded.
var onEncode func()

// writeVariants encodes and stores the missing variants of a source sw × sh,
// starting from cur (the source, or already one of the variants' sizes).
func writeVariants(ctx context.Context, store Store, key string, sw, sh int, cur *image.RGBA, ws []int, missing map[int]bool, lowest int) error {
	// Downscale in steps from the largest variant to the smallest: each step
	// shrinks by at most about 2×, and the Catmull-Rom filter (widened when
	// shrinking) keeps it sharp and alias-free while every step works on an
	// already reduced image.
	var buf bytes.Buffer
	for i := len(ws) - 1; i >= lowest; i-- {
		w := ws[i]
		h := ScaledHeight(sw, sh, w)
		if cur.Rect.Dx() != w || cur.Rect.Dy() != h {
			cur = resizeRGBA(cur, w, h, true)
		}
		if !missing[w] {
			continue
		}
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("media: save image %s: %w", key, err)
		}
		if onEncode != nil {
			onEncode()
		}
		buf.Reset()
		if err := jpeg.Encode(&buf, cur, &jpeg.Options{Quality: JPEGQuality}); err != nil {
			return fmt.Errorf("media: save image %s: encode %dw: %w", key, w, err)
		}
		if err := store.Put(ctx, Name(key, w), bytes.NewReader(buf.Bytes())); err != nil {
			return fmt.Errorf("media: save image %s: %w", key, err)
		}
	}
	return nil
}

// flatten returns img as an opaque *image.RGBA whose bounds start at the
// origin, compositing any transparency onto white.
func flatten(img image.Image) *image.RGBA {
	if m, ok := img.(*image.RGBA); ok && m.Rect.Min == (image.Point{}) && m.Opaque() {
		return m
	}
	b := img.Bounds()
	dst := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(dst, dst.Rect, image.White, image.Point{}, draw.Src)
	draw.Draw(dst, dst.Rect, img, b.Min, draw.Over)
	return dst
}

// pixelKey hashes the pixels of an origin-based RGBA image into a key of a
// two-character fan-out directory and 64 bits of SHA-256.
func pixelKey(m *image.RGBA) string {
	h := sha256.New()
	writeKeyHeader(h, m.Rect.Dx(), m.Rect.Dy())
	rowLen := 4 * m.Rect.Dx()
	for y := 0; y < m.Rect.Dy(); y++ {
		off := y * m.Stride
		h.Write(m.Pix[off : off+rowLen])
	}
	return keyOf(h)
}

func writeKeyHeader(h hash.Hash, w, ht int) {
	var hdr [16]byte
	binary.BigEndian.PutUint64(hdr[:8], uint64(w))
	binary.BigEndian.PutUint64(hdr[8:], uint64(ht))
	h.Write([]byte("artmarket/media rgba v1\x00"))
	h.Write(hdr[:])
}

func keyOf(h hash.Hash) string {
	sum := hex.EncodeToString(h.Sum(nil))
	return sum[:2] + "/" + sum[:16]
}

// Picture is a stored picture as GraphQL's Picture type sees it: its name in
// the store and its size in pixels (the stored widths follow from Width).
type Picture struct {
	Key    string
	Width  int
	Height int
}
