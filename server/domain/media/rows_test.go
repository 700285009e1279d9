package media_test

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"testing"

	"artmarket/server/domain/media"
	"artmarket/server/domain/media/avatar"
)

// Read row by row, a picture is exactly what turning it upright whole
// (avatar.Orient) and flattening it onto white gives, for every EXIF
// orientation, for the decoder's YCbCr and for a transparent picture, and
// for a crop of it.
func TestRowsAreTheUprightPicture(t *testing.T) {
	const w, h = 37, 23
	nrgba := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			nrgba.SetNRGBA(x, y, color.NRGBA{uint8(x * 7), uint8(y * 11), uint8(x ^ y), uint8(255 - 3*x)})
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, nrgba, nil); err != nil {
		t.Fatal(err)
	}
	ycc, err := jpeg.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	for name, src := range map[string]image.Image{"ycbcr": ycc, "transparent": nrgba} {
		flat := image.NewRGBA(src.Bounds())
		draw.Draw(flat, flat.Rect, image.White, image.Point{}, draw.Src)
		draw.Draw(flat, flat.Rect, src, image.Point{}, draw.Over)
		for o := 1; o <= 8; o++ {
			want := avatar.Orient(flat, o)
			rows := media.UprightRows(src, o)
			if rw, rh := rows.Size(); rw != want.Rect.Dx() || rh != want.Rect.Dy() {
				t.Fatalf("%s o=%d: %d×%d, want %v", name, o, rw, rh, want.Rect.Size())
			}
			got := rows.Resize(want.Rect.Dx(), want.Rect.Dy())
			if !bytes.Equal(got.Pix, want.Pix) {
				t.Errorf("%s o=%d: rows differ from the upright picture", name, o)
			}
			cw, ch := want.Rect.Dx()-5, want.Rect.Dy()-7
			crop := rows.Crop(3, 4, cw, ch).Resize(cw, ch)
			sub := want.SubImage(image.Rect(3, 4, 3+cw, 4+ch)).(*image.RGBA)
			for y := 0; y < ch; y++ {
				if !bytes.Equal(crop.Pix[y*crop.Stride:y*crop.Stride+4*cw], sub.Pix[y*sub.Stride:y*sub.Stride+4*cw]) {
					t.Errorf("%s o=%d: crop row %d differs", name, o, y)
					break
				}
			}
		}
	}
}

// SaveUpright stores a picture under the key and at the sizes SaveImage
// gives the same picture made upright whole: pictures uploaded before and
// after the change share their files.
func TestSaveUprightMatchesSaveImage(t *testing.T) {
	const w, h = 3000, 1700 // wider than MaxWidth: the largest variant is resampled from the rows
	m := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			m.SetRGBA(x, y, color.RGBA{uint8(x), uint8(y), uint8(x * y >> 8), 255})
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, m, nil); err != nil {
		t.Fatal(err)
	}
	src, err := jpeg.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, o := range []int{1, 6} {
		flat := image.NewRGBA(src.Bounds())
		draw.Draw(flat, flat.Rect, src, image.Point{}, draw.Src)
		want, err := media.SaveImage(ctx, media.NewDiskStore(t.TempDir()), avatar.Orient(flat, o))
		if err != nil {
			t.Fatal(err)
		}
		store := media.NewDiskStore(t.TempDir())
		got, err := media.SaveUpright(ctx, store, media.UprightRows(src, o))
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Fatalf("o=%d: SaveUpright %+v, SaveImage %+v", o, got, want)
		}
		for _, vw := range media.VariantWidths(got.Width) {
			f, _, err := store.Open(ctx, media.Name(got.Key, vw))
			if err != nil {
				t.Fatalf("o=%d: variant %d: %v", o, vw, err)
			}
			cfg, err := jpeg.DecodeConfig(f)
			f.Close()
			uw, uh := w, h
			if o >= 5 {
				uw, uh = h, w
			}
			if err != nil || cfg.Width != vw || cfg.Height != media.ScaledHeight(uw, uh, vw) {
				t.Errorf("o=%d: variant %d is %d×%d (%v)", o, vw, cfg.Width, cfg.Height, err)
			}
		}
	}
}
