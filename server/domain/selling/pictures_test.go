package selling_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"artmarket/server/domain/media"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/selling"
)

func picture(w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y += 7 {
		for x := 0; x < w; x++ {
			img.Set(x, y, color.RGBA{uint8(x), uint8(y), 90, 255})
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 80}); err != nil {
		panic(err)
	}
	return buf.Bytes()
}

// withGPS puts an EXIF segment with a GPS tag right after the JPEG's SOI.
func withGPS(jpg []byte) []byte {
	tiff := []byte("MM\x00\x2a\x00\x00\x00\x08\x00\x01\x88\x25\x00\x04\x00\x00\x00\x01\x00\x00\x00\x1a\x00\x00\x00\x00")
	tiff = append(tiff, []byte("GPSLatitude31.2304N121.4737E")...)
	payload := append([]byte("Exif\x00\x00"), tiff...)
	seg := []byte{0xFF, 0xE1, 0, 0}
	binary.BigEndian.PutUint16(seg[2:], uint16(len(payload)+2))
	out := append([]byte{}, jpg[:2]...)
	out = append(out, seg...)
	out = append(out, payload...)
	return append(out, jpg[2:]...)
}

// pngBomb is a PNG whose header claims w×h pixels (with no pixel data).
func pngBomb(w, h uint32) []byte {
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], w)
	binary.BigEndian.PutUint32(ihdr[4:], h)
	ihdr[8], ihdr[9] = 8, 2 // 8-bit RGB
	chunk := func(typ string, data []byte) []byte {
		out := binary.BigEndian.AppendUint32(nil, uint32(len(data)))
		out = append(out, typ...)
		out = append(out, data...)
		return binary.BigEndian.AppendUint32(out, crc32.ChecksumIEEE(append([]byte(typ), data...)))
	}
	out := []byte("\x89PNG\r\n\x1a\n")
	out = append(out, chunk("IHDR", ihdr)...)
	return append(out, chunk("IEND", nil)...)
}

func TestSavePicture(t *testing.T) {
	dir := t.TempDir()
	store := media.NewDiskStore(dir)
	ctx := context.Background()
	exe := append([]byte("MZ\x90\x00"), bytes.Repeat([]byte{0}, 2000)...) // a Windows program, renamed .jpg
	cases := []struct {
		name string
		data []byte
		msg  string
	}{
		{"renamed .exe", exe, selling.MsgPictureType},
		{"1×1 picture", picture(1, 1), selling.MsgPictureSmall},
		{"short side 799", picture(1200, 799), selling.MsgPictureSmall},
		{"30000×30000 bomb", pngBomb(30000, 30000), selling.MsgPicturePixels},
		{"broken JPEG", []byte("\xFF\xD8\xFFgarbage"), selling.MsgPictureBroken},
		{"over 20 MB", append(picture(10, 10), make([]byte, selling.PictureMaxBytes)...), selling.MsgPictureBig},
	}
	for _, tc := range cases {
		_, err := selling.SavePicture(ctx, store, tc.data)
		if p := problem.As(err); p == nil || p.Kind != problem.Invalid || p.Message != tc.msg || p.Field != "images" {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
	src := withGPS(picture(1000, 800))
	if !bytes.Contains(src, []byte("GPSLatitude")) {
		t.Fatal("the fixture has no GPS")
	}
	im, err := selling.SavePicture(ctx, store, src)
	if err != nil {
		t.Fatal(err)
	}
	if im.Key == "" || im.Width != 1000 || im.Height != 800 {
		t.Fatalf("saved %+v", im)
	}
	n := 0
	err = filepath.Walk(dir, func(path string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return err
		}
		n++
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if bytes.Contains(b, []byte("Exif")) || bytes.Contains(b, []byte("GPSLatitude")) {
			t.Errorf("%s keeps EXIF", path)
		}
		if !strings.HasSuffix(path, ".jpg") {
			t.Errorf("%s is not a JPEG variant", path)
		}
		return nil
	})
	if err != nil || n < 2 {
		t.Fatalf("%d variants stored: %v", n, err)
	}
}
