package authapi_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"io"
	"runtime"
	"strings"
	"testing"
	"time"

	"artmarket/server/web/apptest"
	"artmarket/server/web/authapi"
)

func TestUpload(t *testing.T) {
	matrix(t, map[string]func(*testing.T, *env){
		"avatar":                    testAvatar,
		"rejects what is not image": testAvatarRejects,
		"size limits":               testAvatarSize,
		"decompression bomb":        testAvatarBomb,
		"replaced files deleted":    testAvatarReplaced,
		"uploads per member":        testAvatarRate,
		"EXIF stripped":             testAvatarExif,
		"EXIF orientation":          testAvatarOrientation,
	})
}

func testAvatar(t *testing.T, e *env) {
	a := e.LoginMobile(e.Mobile())
	var out struct {
		URL    string     `json:"url"`
		Member memberInfo `json:"member"`
	}
	// The name and extension lie: the content decides.
	e.Upload(a.Token, "file", "head.gif", apptest.Picture(t, 600, 400, apptest.PNGEnc)).OK(t, &out)
	if !strings.HasPrefix(out.URL, "/media/") || !strings.HasSuffix(out.URL, "/480.jpg") || out.Member.Avatar != out.URL {
		t.Fatalf("answer %+v", out)
	}
	ok, err := e.Media.Exists(context.Background(), strings.TrimPrefix(out.URL, "/media/"))
	if err != nil || !ok {
		t.Fatalf("stored file %s missing (%v)", out.URL, err)
	}
	var info memberInfo
	e.Get("/api/member/member", a.Token).OK(t, &info)
	if info.Avatar != out.URL {
		t.Fatalf("member avatar %q, want %q", info.Avatar, out.URL)
	}
	// Every size is stored, square.
	key := strings.TrimSuffix(strings.TrimPrefix(out.URL, "/media/"), "/480.jpg")
	for _, side := range []int{64, 160, 480} {
		cfg := storedConfig(t, e, fmt.Sprintf("%s/%d.jpg", key, side))
		if cfg.Width != side || cfg.Height != side {
			t.Fatalf("size %d stored as %dx%d", side, cfg.Width, cfg.Height)
		}
	}
	// A GIF, even named .jpg, is refused.
	e.Upload(a.Token, "file", "x.jpg", apptest.Picture(t, 20, 20, gifEnc)).Is(t, 422, "请上传JPG、PNG或WebP格式的图片")
}

func testAvatarRejects(t *testing.T, e *env) {
	a := e.LoginMobile(e.Mobile())
	e.Upload(a.Token, "file", "a.png", []byte("just some text, not a picture at all")).Is(t, 422, "请上传JPG、PNG或WebP格式的图片")
	e.Upload(a.Token, "file", "a.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)).
		Is(t, 422, "请上传JPG、PNG或WebP格式的图片")
	broken := append([]byte("\x89PNG\r\n\x1a\n"), bytes.Repeat([]byte{7}, 500)...)
	e.Upload(a.Token, "file", "a.png", broken).Is(t, 422, "图片无法识别，请换一张图片")
	e.Upload(a.Token, "avatar", "a.png", apptest.Picture(t, 10, 10, apptest.PNGEnc)).Is(t, 422, "请选择要上传的图片")
	e.Upload(a.Token, "file", "a.png", nil).Is(t, 422, "请选择要上传的图片")
	e.Put("/api/member/edit", a.Token, nil).Is(t, 415, "请求内容类型不支持，请使用 application/json")
	e.Do("POST", "/api/upload/headimg", a.Token, map[string]string{"file": "x"}).Is(t, 422, "请选择要上传的图片")
	// A picture too large in pixels (tiny as a file) is refused before decoding.
	e.Upload(a.Token, "file", "wide.png", apptest.Picture(t, 10001, 1, apptest.PNGEnc)).Is(t, 422, "图片尺寸过大")
	var info memberInfo
	e.Get("/api/member/member", a.Token).OK(t, &info)
	if info.Avatar != "" {
		t.Fatalf("a refused upload set the avatar %q", info.Avatar)
	}
}

func testAvatarSize(t *testing.T, e *env) {
	a := e.LoginMobile(e.Mobile())
	png := apptest.Picture(t, 50, 50, apptest.PNGEnc)
	// Just over 5 MiB (a valid picture padded with trailing bytes).
	big := append(bytes.Clone(png), make([]byte, 5<<20+1-len(png))...)
	e.Upload(a.Token, "file", "big.png", big).Is(t, 422, "图片大小不能超过5MB")
	// Exactly 5 MiB is accepted.
	e.Upload(a.Token, "file", "ok.png", big[:5<<20]).OK(t, nil)
	// A 6 MB file is refused with the same message.
	six := append(bytes.Clone(png), make([]byte, 6<<20-len(png))...)
	e.Upload(a.Token, "file", "six.png", six).Is(t, 422, "图片大小不能超过5MB")
	// Far over: the request itself is refused.
	e.Upload(a.Token, "file", "huge.png", make([]byte, 9<<20)).Is(t, 413, "请求内容过大")
}

// A few hundred KB of PNG that claims 49 million pixels (7000×7000, 196 MB
// decoded) is refused from its header, before any pixel is decoded.
func testAvatarBomb(t *testing.T, e *env) {
	a := e.LoginMobile(e.Mobile())
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, 7000, 7000))); err != nil {
		t.Fatal(err)
	}
	if buf.Len() > 1<<20 {
		t.Fatalf("bomb is %d bytes", buf.Len())
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	e.Upload(a.Token, "file", "bomb.png", buf.Bytes()).Is(t, 422, "图片尺寸过大")
	runtime.ReadMemStats(&after)
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 32<<20 {
		t.Fatalf("refusing the bomb allocated %d MB", grew>>20)
	}
}

// A new avatar deletes the files of the one it replaces, unless another
// member shows the same picture.
func testAvatarReplaced(t *testing.T, e *env) {
	ctx := context.Background()
	a := e.LoginMobile(e.Mobile())
	b := e.LoginMobile(e.Mobile())
	var first, second, shared struct {
		URL string `json:"url"`
	}
	e.Upload(a.Token, "file", "1.png", apptest.Picture(t, 300, 300, apptest.PNGEnc)).OK(t, &first)
	e.Upload(a.Token, "file", "2.jpg", apptest.Picture(t, 200, 260, apptest.JPEGEnc)).OK(t, &second)
	if ok, _ := e.Media.Exists(ctx, strings.TrimPrefix(first.URL, "/media/")); ok {
		t.Fatalf("replaced avatar %s still stored", first.URL)
	}
	if ok, _ := e.Media.Exists(ctx, strings.TrimPrefix(second.URL, "/media/")); !ok {
		t.Fatalf("new avatar %s missing", second.URL)
	}
	// b takes the same picture as a; a moves on: the file stays for b.
	e.Upload(b.Token, "file", "same.jpg", apptest.Picture(t, 200, 260, apptest.JPEGEnc)).OK(t, &shared)
	if shared.URL != second.URL {
		t.Fatalf("the same picture got %s and %s", shared.URL, second.URL)
	}
	e.Upload(a.Token, "file", "3.png", apptest.Picture(t, 150, 150, apptest.PNGEnc)).OK(t, nil)
	if ok, _ := e.Media.Exists(ctx, strings.TrimPrefix(second.URL, "/media/")); !ok {
		t.Fatal("a picture another member still shows was deleted")
	}
}

// One member changes the avatar at most AvatarUploadsPerHour times an hour.
func testAvatarRate(t *testing.T, e *env) {
	a := e.LoginMobile(e.Mobile())
	small := apptest.Picture(t, 20, 20, apptest.PNGEnc)
	for i := 0; i < authapi.AvatarUploadsPerHour; i++ {
		e.Upload(a.Token, "file", "a.png", small).OK(t, nil)
	}
	e.Upload(a.Token, "file", "a.png", small).Is(t, 429, "头像更换过于频繁，请稍后再试")
	e.Clock.Advance(time.Hour)
	e.Upload(a.Token, "file", "a.png", small).OK(t, nil)
}

func gifEnc(b *bytes.Buffer, m image.Image) error { return gif.Encode(b, m, nil) }

// storedConfig decodes the header of a stored file.
func storedConfig(t *testing.T, e *env, name string) image.Config {
	t.Helper()
	f, _, err := e.Media.Open(context.Background(), name)
	if err != nil {
		t.Fatalf("open %s: %v", name, err)
	}
	defer f.Close()
	cfg, format, err := image.DecodeConfig(f)
	if err != nil || format != "jpeg" {
		t.Fatalf("stored %s: %s %v", name, format, err)
	}
	return cfg
}

func stored(t *testing.T, e *env, name string) []byte {
	t.Helper()
	f, _, err := e.Media.Open(context.Background(), name)
	if err != nil {
		t.Fatalf("open %s: %v", name, err)
	}
	defer f.Close()
	data, err := io.ReadAll(f)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// withExif puts an APP1 EXIF segment (IFD0: orientation; a GPS IFD with a
// latitude reference and a marker string) after the SOI of a JPEG.
func withExif(t *testing.T, jpg []byte, orientation uint16) []byte {
	t.Helper()
	le := binary.LittleEndian
	var tiff bytes.Buffer
	tiff.WriteString("II")
	_ = binary.Write(&tiff, le, uint16(42))
	_ = binary.Write(&tiff, le, uint32(8))
	// IFD0 at 8: two entries (orientation, GPS IFD pointer), next 0.
	_ = binary.Write(&tiff, le, uint16(2))
	for _, e := range [][4]uint32{{0x0112, 3, 1, uint32(orientation)}, {0x8825, 4, 1, 8 + 2 + 24 + 4}} {
		_ = binary.Write(&tiff, le, uint16(e[0]))
		_ = binary.Write(&tiff, le, uint16(e[1]))
		_ = binary.Write(&tiff, le, e[2])
		_ = binary.Write(&tiff, le, e[3])
	}
	_ = binary.Write(&tiff, le, uint32(0))
	// GPS IFD: GPSLatitudeRef "N", GPSProcessingMethod-like marker in a UNDEFINED tag.
	marker := []byte("GPSSECRET-39.9042N-116.4074E")
	_ = binary.Write(&tiff, le, uint16(2))
	_ = binary.Write(&tiff, le, uint16(0x0001))
	_ = binary.Write(&tiff, le, uint16(2))
	_ = binary.Write(&tiff, le, uint32(2))
	tiff.Write([]byte{'N', 0, 0, 0})
	_ = binary.Write(&tiff, le, uint16(0x001B))
	_ = binary.Write(&tiff, le, uint16(7))
	_ = binary.Write(&tiff, le, uint32(len(marker)))
	_ = binary.Write(&tiff, le, uint32(tiff.Len()+4+4))
	_ = binary.Write(&tiff, le, uint32(0))
	tiff.Write(marker)
	seg := append([]byte("Exif\x00\x00"), tiff.Bytes()...)
	var out bytes.Buffer
	out.Write(jpg[:2])
	out.Write([]byte{0xFF, 0xE1})
	_ = binary.Write(&out, binary.BigEndian, uint16(len(seg)+2))
	out.Write(seg)
	out.Write(jpg[2:])
	return out.Bytes()
}

// A JPEG with GPS EXIF goes in; no stored size has EXIF or the GPS data.
func testAvatarExif(t *testing.T, e *env) {
	a := e.LoginMobile(e.Mobile())
	in := withExif(t, apptest.Picture(t, 300, 200, apptest.JPEGEnc), 1)
	if !bytes.Contains(in, []byte("GPSSECRET")) {
		t.Fatal("fixture has no GPS data")
	}
	var out struct {
		URL string `json:"url"`
	}
	e.Upload(a.Token, "file", "gps.jpg", in).OK(t, &out)
	key := strings.TrimSuffix(strings.TrimPrefix(out.URL, "/media/"), "/480.jpg")
	for _, side := range []int{64, 160, 480} {
		data := stored(t, e, fmt.Sprintf("%s/%d.jpg", key, side))
		if bytes.Contains(data, []byte("Exif")) || bytes.Contains(data, []byte("GPSSECRET")) || bytes.Contains(data, []byte{0xFF, 0xE1}) {
			t.Fatalf("size %d keeps EXIF", side)
		}
	}
}

// A landscape JPEG, red on the left and blue on the right, tagged "rotate
// 90° clockwise" is stored upright: red on top, blue below.
func testAvatarOrientation(t *testing.T, e *env) {
	a := e.LoginMobile(e.Mobile())
	img := image.NewRGBA(image.Rect(0, 0, 200, 100))
	for y := 0; y < 100; y++ {
		for x := 0; x < 200; x++ {
			c := color.RGBA{220, 20, 20, 255}
			if x >= 100 {
				c = color.RGBA{20, 20, 220, 255}
			}
			img.Set(x, y, c)
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	var out struct {
		URL string `json:"url"`
	}
	e.Upload(a.Token, "file", "turned.jpg", withExif(t, buf.Bytes(), 6)).OK(t, &out)
	got, err := jpeg.Decode(bytes.NewReader(stored(t, e, strings.TrimPrefix(out.URL, "/media/"))))
	if err != nil {
		t.Fatal(err)
	}
	top, bottom := got.At(240, 40).(color.YCbCr), got.At(240, 440).(color.YCbCr)
	r1, _, b1, _ := top.RGBA()
	r2, _, b2, _ := bottom.RGBA()
	if r1 <= b1 || b2 <= r2 {
		t.Fatalf("not upright: top %v bottom %v", top, bottom)
	}
}
