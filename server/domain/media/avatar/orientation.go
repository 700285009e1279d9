package avatar

import (
	"bytes"
	"encoding/binary"
	"image"
	"io"
)

// Orientation reads the EXIF orientation (1-8) of a JPEG, PNG (eXIf) or
// WebP (EXIF chunk) file; 1 (as stored) when there is none or it is
// unreadable. Only bounded slices of data are looked at.
func Orientation(data []byte) int { return OrientationAt(bytes.NewReader(data), int64(len(data))) }

// OrientationAt is Orientation of a file of size bytes read in place (an
// upload's temporary file): only chunk headers and the EXIF block itself
// (at most maxExif bytes of it) are read.
func OrientationAt(r io.ReaderAt, size int64) int {
	var sig [12]byte
	n, _ := r.ReadAt(sig[:], 0)
	hdr := sig[:n]
	var tiff []byte
	switch {
	case bytes.HasPrefix(hdr, []byte{0xFF, 0xD8}):
		tiff = jpegExif(r, size)
	case bytes.HasPrefix(hdr, []byte("\x89PNG\r\n\x1a\n")):
		tiff = pngExif(r, size)
	case len(hdr) >= 12 && string(hdr[:4]) == "RIFF" && string(hdr[8:12]) == "WEBP":
		tiff = webpExif(r, size)
	}
	o := tiffOrientation(tiff)
	if o < 1 || o > 8 {
		return 1
	}
	return o
}

// maxExif bounds the bytes of an EXIF block read (a JPEG segment holds at
// most 64 KB; the orientation is in the first directory), and maxChunks
// the headers walked to find it.
const (
	maxExif   = 64 << 10
	maxChunks = 1024
)

// readAt reads n bytes at off, nil when the file is shorter.
func readAt(r io.ReaderAt, off, n int64) []byte {
	if n < 0 || off < 0 {
		return nil
	}
	b := make([]byte, n)
	if _, err := r.ReadAt(b, off); err != nil {
		return nil
	}
	return b
}

func jpegExif(r io.ReaderAt, size int64) []byte {
	i := int64(2)
	for range maxChunks {
		h := readAt(r, i, 4)
		if h == nil || h[0] != 0xFF {
			return nil
		}
		marker := h[1]
		if marker == 0xDA || marker == 0xD9 { // start of scan, end: no more headers
			return nil
		}
		n := int64(binary.BigEndian.Uint16(h[2:]))
		if n < 2 || i+2+n > size {
			return nil
		}
		if marker == 0xE1 {
			if seg := readAt(r, i+4, n-2); bytes.HasPrefix(seg, []byte("Exif\x00\x00")) {
				return seg[6:]
			}
		}
		i += 2 + n
	}
	return nil
}

func pngExif(r io.ReaderAt, size int64) []byte {
	i := int64(8)
	for range maxChunks {
		h := readAt(r, i, 8)
		if h == nil {
			return nil
		}
		n := int64(binary.BigEndian.Uint32(h))
		typ := string(h[4:8])
		if i+8+n > size {
			return nil
		}
		if typ == "eXIf" {
			return readAt(r, i+8, min(n, maxExif))
		}
		if typ == "IDAT" || typ == "IEND" {
			return nil
		}
		i += 12 + n
	}
	return nil
}

func webpExif(r io.ReaderAt, size int64) []byte {
	i := int64(12)
	for range maxChunks {
		h := readAt(r, i, 8)
		if h == nil {
			return nil
		}
		n := int64(binary.LittleEndian.Uint32(h[4:]))
		if i+8+n > size {
			return nil
		}
		if string(h[:4]) == "EXIF" {
			return bytes.TrimPrefix(readAt(r, i+8, min(n, maxExif)), []byte("Exif\x00\x00"))
		}
		i += 8 + n + n%2
	}
	return nil
}

// tiffOrientation finds tag 0x0112 in IFD0 of a TIFF block.
func tiffOrientation(t []byte) int {
	if len(t) < 8 {
		return 1
	}
	var bo binary.ByteOrder
	switch string(t[:2]) {
	case "II":
		bo = binary.LittleEndian
	case "MM":
		bo = binary.BigEndian
	default:
		return 1
	}
	off := int(bo.Uint32(t[4:]))
	if off < 8 || off+2 > len(t) {
		return 1
	}
	count := int(bo.Uint16(t[off:]))
	for k := 0; k < count; k++ {
		e := off + 2 + 12*k
		if e+12 > len(t) {
			return 1
		}
		if bo.Uint16(t[e:]) == 0x0112 && bo.Uint16(t[e+2:]) == 3 {
			return int(bo.Uint16(t[e+8:]))
		}
	}
	return 1
}

// Orient returns m (origin-based) turned upright for EXIF orientation o;
// m itself when it already is.
func Orient(m *image.RGBA, o int) *image.RGBA {
	if o <= 1 || o > 8 {
		return m
	}
	w, h := m.Rect.Dx(), m.Rect.Dy()
	ow, oh := w, h
	if o >= 5 {
		ow, oh = h, w
	}
	dst := image.NewRGBA(image.Rect(0, 0, ow, oh))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var dx, dy int
			switch o {
			case 2: // mirrored
				dx, dy = w-1-x, y
			case 3: // rotated 180
				dx, dy = w-1-x, h-1-y
			case 4: // flipped
				dx, dy = x, h-1-y
			case 5: // transposed
				dx, dy = y, x
			case 6: // rotated 90° clockwise
				dx, dy = h-1-y, x
			case 7: // transversed
				dx, dy = h-1-y, w-1-x
			case 8: // rotated 90° anticlockwise
				dx, dy = y, w-1-x
			}
			copy(dst.Pix[dst.PixOffset(dx, dy):dst.PixOffset(dx, dy)+4], m.Pix[m.PixOffset(x, y):m.PixOffset(x, y)+4])
		}
	}
	return dst
}
