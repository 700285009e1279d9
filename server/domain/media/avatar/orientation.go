package avatar

import (
	"bytes"
	"encoding/binary"
	"image"
)

// Orientation reads the EXIF orientation (1-8) of a JPEG, PNG (eXIf) or
// WebP (EXIF chunk) file; 1 (as stored) when there is none or it is
// unreadable. Only bounded slices of data are looked at.
func Orientation(data []byte) int {
	var tiff []byte
	switch {
	case bytes.HasPrefix(data, []byte{0xFF, 0xD8}):
		tiff = jpegExif(data)
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")):
		tiff = pngExif(data)
	case len(data) >= 12 && string(data[:4]) == "RIFF" && string(data[8:12]) == "WEBP":
		tiff = webpExif(data)
	}
	o := tiffOrientation(tiff)
	if o < 1 || o > 8 {
		return 1
	}
	return o
}

func jpegExif(data []byte) []byte {
	i := 2
	for i+4 <= len(data) {
		if data[i] != 0xFF {
			return nil
		}
		marker := data[i+1]
		if marker == 0xDA || marker == 0xD9 { // start of scan, end: no more headers
			return nil
		}
		n := int(binary.BigEndian.Uint16(data[i+2:]))
		if n < 2 || i+2+n > len(data) {
			return nil
		}
		seg := data[i+4 : i+2+n]
		if marker == 0xE1 && bytes.HasPrefix(seg, []byte("Exif\x00\x00")) {
			return seg[6:]
		}
		i += 2 + n
	}
	return nil
}

func pngExif(data []byte) []byte {
	i := 8
	for i+8 <= len(data) {
		n := int(binary.BigEndian.Uint32(data[i:]))
		typ := string(data[i+4 : i+8])
		if n < 0 || i+8+n > len(data) {
			return nil
		}
		if typ == "eXIf" {
			return data[i+8 : i+8+n]
		}
		if typ == "IDAT" || typ == "IEND" {
			return nil
		}
		i += 12 + n
	}
	return nil
}

func webpExif(data []byte) []byte {
	i := 12
	for i+8 <= len(data) {
		n := int(binary.LittleEndian.Uint32(data[i+4:]))
		if n < 0 || i+8+n > len(data) {
			return nil
		}
		if string(data[i:i+4]) == "EXIF" {
			return bytes.TrimPrefix(data[i+8:i+8+n], []byte("Exif\x00\x00"))
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
