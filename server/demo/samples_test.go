package demo

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"artmarket/ent/artwork"
	"artmarket/server/domain/media"
)

// TestWriteSamples writes sample pictures for a person to look at:
//
//	DEMO_SAMPLES=/tmp/demo-out DEMO_MEDIA=OIL,INK DEMO_N=4 go test -run WriteSamples ./server/demo
func TestWriteSamples(t *testing.T) {
	dir := os.Getenv("DEMO_SAMPLES")
	if dir == "" {
		t.Skip("DEMO_SAMPLES not set")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	mediums := []string{}
	for _, m := range []artwork.Medium{
		artwork.MediumOil, artwork.MediumInk, artwork.MediumWatercolor, artwork.MediumPrint,
		artwork.MediumSculpture, artwork.MediumPhotography, artwork.MediumCalligraphy,
		artwork.MediumMixedMedia, artwork.MediumAcrylic, artwork.MediumDrawing, artwork.MediumInstallation,
	} {
		mediums = append(mediums, string(m))
	}
	if m := os.Getenv("DEMO_MEDIA"); m != "" {
		mediums = strings.Split(m, ",")
	}
	n, _ := strconv.Atoi(os.Getenv("DEMO_N"))
	n = max(n, 1)
	seedBase, _ := strconv.Atoi(os.Getenv("DEMO_SEED"))
	var thumbs []image.Image
	for _, m := range mediums {
		for i := 0; i < n; i++ {
			w, h := 1400, 1050
			switch i % 3 {
			case 1:
				w, h = 1050, 1400
			case 2:
				w, h = 1400, 700
			}
			start := time.Now()
			img := Paint(PaintSpec{Medium: artwork.Medium(m), Seed: uint64(i*7919 + seedBase + 1), Width: w, Height: h})
			el := time.Since(start)
			f, err := os.Create(filepath.Join(dir, fmt.Sprintf("%s-%d.jpg", strings.ToLower(m), i)))
			if err != nil {
				t.Fatal(err)
			}
			if err := jpeg.Encode(f, img, &jpeg.Options{Quality: 85}); err != nil {
				t.Fatal(err)
			}
			f.Close()
			tw, th := 400, 400*h/w
			if h > w {
				tw, th = 400*w/h, 400
			}
			thumbs = append(thumbs, media.Resize(img, tw, th))
			t.Logf("%s %d: %dx%d in %v", m, i, w, h, el)
		}
	}
	// A contact sheet, 4 across.
	cols := min(4, len(thumbs))
	rows := (len(thumbs) + cols - 1) / cols
	sheet := image.NewRGBA(image.Rect(0, 0, cols*410, rows*410))
	draw.Draw(sheet, sheet.Rect, image.NewUniform(color.RGBA{60, 60, 60, 255}), image.Point{}, draw.Src)
	for i, th := range thumbs {
		at := image.Pt(i%cols*410+5, i/cols*410+5)
		draw.Draw(sheet, th.Bounds().Add(at), th, image.Point{}, draw.Src)
	}
	f, err := os.Create(filepath.Join(dir, "sheet.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, sheet); err != nil {
		t.Fatal(err)
	}
}

// TestWriteViewSamples paints a few works with all their pictures and writes
// a contact sheet of them: DEMO_SAMPLES=/tmp/out DEMO_VIEWS=1 go test -run WriteViewSamples
func TestWriteViewSamples(t *testing.T) {
	dir := os.Getenv("DEMO_SAMPLES")
	if dir == "" || os.Getenv("DEMO_VIEWS") == "" {
		t.Skip("DEMO_SAMPLES or DEMO_VIEWS not set")
	}
	cat := BuildCatalogue(CatalogueOptions{Seed: DefaultSeed, Artists: 48, Artworks: 40})
	var thumbs []image.Image
	for i := range cat.Artworks[:12] {
		spec := &cat.Artworks[i]
		w, h := pictureSize(spec, DefaultLongSide)
		img := Paint(PaintSpec{Medium: spec.Medium, Seed: spec.PictureSeed, Width: w, Height: h})
		r := newRNG(spec.PictureSeed ^ 0x51c7)
		views := []*image.RGBA{img, roomView(img, spec, r), detailCrop(img, 0.4, 0.6, DefaultLongSide/2)}
		for _, v := range views {
			tw := 400
			th := tw * v.Rect.Dy() / v.Rect.Dx()
			if th > 400 {
				th, tw = 400, 400*v.Rect.Dx()/v.Rect.Dy()
			}
			thumbs = append(thumbs, media.Resize(v, tw, th))
		}
	}
	cols := 6
	rows := (len(thumbs) + cols - 1) / cols
	sheet := image.NewRGBA(image.Rect(0, 0, cols*410, rows*410))
	draw.Draw(sheet, sheet.Rect, image.NewUniform(color.RGBA{60, 60, 60, 255}), image.Point{}, draw.Src)
	for i, th := range thumbs {
		at := image.Pt(i%cols*410+5, i/cols*410+5)
		draw.Draw(sheet, th.Bounds().Add(at), th, image.Point{}, draw.Src)
	}
	f, err := os.Create(filepath.Join(dir, "views.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, sheet); err != nil {
		t.Fatal(err)
	}
}
