// Package avatar turns an uploaded picture into a member's avatar: the
// content decides the type (JPEG, PNG or WebP), the header is checked
// before any pixel is decoded (decompression bombs), the EXIF orientation
// is applied, and square centre-crops in Sizes are stored as freshly
// encoded JPEGs, which carry no EXIF at all (GPS included).
package avatar

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"image/jpeg"
	_ "image/png" // PNG avatars
	"io"
	"strconv"
	"strings"

	_ "golang.org/x/image/webp" // WebP avatars

	"artmarket/server/domain/media"
)

// Sizes are the sides, in pixels, of the stored squares; the largest is
// the one the member's avatar field names.
var Sizes = []int{64, 160, 480}

// Largest is the side of the avatar the member record names.
const Largest = 480

// Limits bound one avatar before decoding: 40 million pixels.
var Limits = media.DecodeLimits{MaxPixels: 40_000_000, MaxSide: 10_000}

// ErrType: the content is not a JPEG, PNG or WebP picture.
var ErrType = errors.New("avatar: not a JPEG, PNG or WebP picture")

// Accepts reports whether data is, by its content, a JPEG, PNG or WebP
// picture: its signature bytes (the decoder has the last word).
func Accepts(data []byte) bool {
	switch {
	case bytes.HasPrefix(data, []byte("\xFF\xD8\xFF")): // JPEG
		return true
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1A\n")): // PNG
		return true
	case len(data) >= 12 && string(data[:4]) == "RIFF" && string(data[8:12]) == "WEBP": // WebP
		return true
	}
	return false
}

// Save checks, orients, crops and stores data; it answers the store name
// of the largest size ("ab/abcdef…/480.jpg"). Errors: ErrType, and
// media.ErrUnreadable, ErrTooLarge, ErrBusy from decoding.
func Save(ctx context.Context, store media.Store, data []byte) (string, error) {
	return SaveFrom(ctx, store, io.NewSectionReader(bytes.NewReader(data), 0, int64(len(data))))
}

// SaveFrom is Save of a file read in place (an upload's temporary file).
// The decoded picture and the squares are held inside the process-wide
// memory budget, waiting up to media.UploadWait for room; the square is
// cut from the upright picture and resampled row by row, never copied
// whole.
func SaveFrom(ctx context.Context, store media.Store, src *io.SectionReader) (string, error) {
	if !AcceptsAt(src) {
		return "", ErrType
	}
	o := OrientationAt(src, src.Size())
	d, err := media.DecodeFrom(ctx, src, Limits, media.UploadWait, func(w, h int) int64 {
		// The largest square and one made from it, scratch rows.
		return 2*4*Largest*Largest + media.RowsScratch(w, h) + 1<<20
	})
	if err != nil {
		return "", err
	}
	defer d.Close()
	if d.Format != "jpeg" && d.Format != "png" && d.Format != "webp" {
		return "", ErrType
	}
	// The centred square of the upright picture.
	rows := media.UprightRows(d.Image, o)
	w, h := rows.Size()
	s := min(w, h)
	sq := rows.Crop((w-s)/2, (h-s)/2, s, s)
	key := squareKey(sq, s)
	if err := ctx.Err(); err != nil {
		return "", fmt.Errorf("avatar: %w", err)
	}
	largest := sq.Resize(Largest, Largest)
	var buf bytes.Buffer
	for _, side := range Sizes {
		m := largest
		if side != Largest {
			m = media.Resize(largest, side, side)
		}
		buf.Reset()
		if err := jpeg.Encode(&buf, m, &jpeg.Options{Quality: media.JPEGQuality}); err != nil {
			return "", fmt.Errorf("avatar: encode %d: %w", side, err)
		}
		if err := store.Put(ctx, media.Name(key, side), bytes.NewReader(buf.Bytes())); err != nil {
			return "", fmt.Errorf("avatar: store %d: %w", side, err)
		}
	}
	return media.Name(key, Largest), nil
}

// AcceptsAt is Accepts of a file read in place: its first bytes.
func AcceptsAt(r io.ReaderAt) bool {
	var sig [12]byte
	n, _ := r.ReadAt(sig[:], 0)
	return Accepts(sig[:n])
}

// squareKey names the stored squares after their pixels (one picture, one
// key), apart from the keys of artwork images.
func squareKey(sq *media.Rows, side int) string {
	h := sha256.New()
	h.Write([]byte("artmarket/avatar v1\x00"))
	h.Write([]byte(strconv.Itoa(side)))
	sq.WriteRows(h)
	sum := hex.EncodeToString(h.Sum(nil))
	return sum[:2] + "/" + sum[:16]
}

// Srcset lists the sizes of the avatar stored as name (as Save answered
// it) for an HTML srcset, with prefix before each store name ("/media/");
// "" when name is not such an avatar.
func Srcset(name, prefix string) string {
	key, ok := strings.CutSuffix(name, "/"+strconv.Itoa(Largest)+".jpg")
	if !ok || !media.ValidName(name) {
		return ""
	}
	parts := make([]string, len(Sizes))
	for i, s := range Sizes {
		parts[i] = prefix + media.Name(key, s) + " " + strconv.Itoa(s) + "w"
	}
	return strings.Join(parts, ", ")
}
