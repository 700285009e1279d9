package media

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"image"
	"image/color"
	"io"
	"time"
)

// Errors of [Decode].
var (
	// ErrUnreadable: not a picture in a format we read, or broken.
	ErrUnreadable = errors.New("media: unreadable image")
	// ErrTooLarge: more pixels (or a longer side) than the limits allow.
	ErrTooLarge = errors.New("media: image too large")
	// ErrBusy: the memory budget stayed full for the whole wait.
	ErrBusy = errors.New("media: too many images being decoded")
)

// DecodeLimits bound one picture before any pixel is decoded.
type DecodeLimits struct {
	MaxPixels int // width × height
	MaxSide   int // the longer side
}

// DecodeWait is how long a Decode waits for room in the memory budget
// before it answers ErrBusy.
const DecodeWait = 10 * time.Second

// Decode reads the header of data first and refuses, without decoding, a
// picture beyond lim (a small compressed file can claim a huge canvas: a
// decompression bomb). It then decodes inside the process-wide memory
// budget, waiting up to DecodeWait (or ctx) for room; the budget covers the
// decoding only (the caller holds the picture afterwards: see DecodeFrom
// for a reservation that lasts). The format name is the one registered
// with package image (jpeg, png, gif, webp).
func Decode(ctx context.Context, data []byte, lim DecodeLimits) (image.Image, string, error) {
	d, err := DecodeFrom(ctx, io.NewSectionReader(bytes.NewReader(data), 0, int64(len(data))), lim, DecodeWait, nil)
	if err != nil {
		return nil, "", err
	}
	img, format := d.Image, d.Format
	d.Close()
	return img, format, nil
}

// Decoded is a picture decoded inside the memory budget, which holds its
// pixels and the working memory asked for until Close.
type Decoded struct {
	Image  image.Image
	Format string
	res    *Reservation
}

// Close gives the picture's bytes back to the budget; the caller drops
// Image with it.
func (d *Decoded) Close() {
	if d != nil && d.res != nil {
		d.res.Release()
	}
}

// DecodeFrom is Decode of a file (a temporary file of an upload, read in
// place) whose reservation lasts until Decoded.Close: before decoding it
// reserves what the decoder will allocate, estimated from the header,
// plus extra(width, height) bytes of working memory the caller will need
// (its variants), waiting up to wait (and ctx) for room; once decoded, the
// reservation shrinks to the pixels actually held plus that extra.
func DecodeFrom(ctx context.Context, src *io.SectionReader, lim DecodeLimits, wait time.Duration, extra func(w, h int) int64) (*Decoded, error) {
	cfg, format, err := image.DecodeConfig(bufio.NewReader(io.NewSectionReader(src, 0, src.Size())))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrUnreadable, err)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 {
		return nil, ErrUnreadable
	}
	pixels := int64(cfg.Width) * int64(cfg.Height)
	if cfg.Width > lim.MaxSide || cfg.Height > lim.MaxSide || pixels > int64(lim.MaxPixels) {
		return nil, fmt.Errorf("%w: %d×%d", ErrTooLarge, cfg.Width, cfg.Height)
	}
	if err := ctx.Err(); err != nil { // the client is gone: no decoding for nobody
		return nil, fmt.Errorf("media: decode: %w", err)
	}
	var more int64
	if extra != nil {
		more = extra(cfg.Width, cfg.Height)
	}
	res, err := memory.Reserve(ctx, decodeCost(src, format, cfg)+more, wait)
	if err != nil {
		return nil, err
	}
	img, format, err := image.Decode(bufio.NewReaderSize(io.NewSectionReader(src, 0, src.Size()), 64<<10))
	if err != nil {
		res.Release()
		return nil, fmt.Errorf("%w: %v", ErrUnreadable, err)
	}
	res.ShrinkTo(imageBytes(img) + more)
	return &Decoded{Image: img, Format: format, res: res}, nil
}

// decodeCost estimates, from the header, the bytes the decoder of format
// allocates for a picture of cfg's size, erring high.
func decodeCost(src io.ReaderAt, format string, cfg image.Config) int64 {
	px := int64(cfg.Width) * int64(cfg.Height)
	const slack = decodeSlack
	switch format {
	case "jpeg":
		samples, progressive, comps, ok := jpegLayout(src, cfg.Width, cfg.Height)
		if !ok {
			return 8*px + slack
		}
		n := samples
		if progressive { // every 8×8 block's coefficients are kept: 4 bytes a sample
			n += 4 * samples
		}
		if comps == 4 { // CMYK: converted into a second image
			n += 4 * px
		}
		return n + slack
	case "png":
		n := bytesPerPixel(cfg.ColorModel) * px
		var ihdr [29]byte
		if _, err := src.ReadAt(ihdr[:], 0); err != nil || ihdr[28] != 0 {
			n *= 2 // interlaced: the passes are decoded apart, then merged
		}
		return n + slack
	case "webp":
		// Whichever WebP decoder is registered first decodes: the
		// WebAssembly one holds its own copy of the pixels, and lossy
		// pictures come out as YCbCr with alpha, lossless as NRGBA.
		return 8*px + slack
	}
	return 8*px + slack
}

// decodeSlack is what a decoder allocates beyond the pixels: row buffers,
// tables.
const decodeSlack = 1 << 20

// bytesPerPixel of the image a PNG decoder returns for model.
func bytesPerPixel(m color.Model) int64 {
	switch m {
	case color.GrayModel, color.AlphaModel:
		return 1
	case color.Gray16Model, color.Alpha16Model:
		return 2
	case color.RGBA64Model, color.NRGBA64Model:
		return 8
	}
	if _, ok := m.(color.Palette); ok {
		return 1
	}
	return 4
}

// jpegLayout reads a JPEG's frame header: the samples its components hold
// (4:2:0 is 1.5 a pixel), whether it is progressive, and how many
// components there are. Only marker headers are read, at most 64 of them.
func jpegLayout(src io.ReaderAt, w, h int) (samples int64, progressive bool, comps int, ok bool) {
	off := int64(2)
	var hdr [4]byte
	for range 64 {
		if _, err := src.ReadAt(hdr[:], off); err != nil || hdr[0] != 0xFF {
			return 0, false, 0, false
		}
		marker, n := hdr[1], int64(binary.BigEndian.Uint16(hdr[2:]))
		if marker == 0xDA || marker == 0xD9 || n < 2 {
			return 0, false, 0, false
		}
		if marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC {
			seg := make([]byte, min(n-2, 6+3*4))
			if _, err := src.ReadAt(seg, off+4); err != nil || len(seg) < 6 {
				return 0, false, 0, false
			}
			nc := int(seg[5])
			if nc < 1 || nc > 4 || len(seg) < 6+3*nc {
				return 0, false, 0, false
			}
			hmax, vmax := 1, 1
			for i := 0; i < nc; i++ {
				hmax = max(hmax, int(seg[7+3*i]>>4))
				vmax = max(vmax, int(seg[7+3*i]&15))
			}
			for i := 0; i < nc; i++ {
				hi, vi := max(int(seg[7+3*i]>>4), 1), max(int(seg[7+3*i]&15), 1)
				// Planes are padded to whole blocks of 8×8 samples per MCU.
				cw := int64((w*hi+hmax-1)/hmax + 8*hi)
				ch := int64((h*vi+vmax-1)/vmax + 8*vi)
				samples += cw * ch
			}
			return samples, marker == 0xC2 || marker == 0xC6 || marker == 0xCA || marker == 0xCE, nc, true
		}
		off += 2 + n
	}
	return 0, false, 0, false
}

// imageBytes is what a decoded image's pixels take.
func imageBytes(img image.Image) int64 {
	switch m := img.(type) {
	case *image.YCbCr:
		return int64(len(m.Y) + len(m.Cb) + len(m.Cr))
	case *image.NYCbCrA:
		return int64(len(m.Y) + len(m.Cb) + len(m.Cr) + len(m.A))
	case *image.RGBA:
		return int64(len(m.Pix))
	case *image.NRGBA:
		return int64(len(m.Pix))
	case *image.RGBA64:
		return int64(len(m.Pix))
	case *image.NRGBA64:
		return int64(len(m.Pix))
	case *image.Gray:
		return int64(len(m.Pix))
	case *image.Gray16:
		return int64(len(m.Pix))
	case *image.Paletted:
		return int64(len(m.Pix))
	case *image.CMYK:
		return int64(len(m.Pix))
	}
	b := img.Bounds()
	return 4 * int64(b.Dx()) * int64(b.Dy())
}
