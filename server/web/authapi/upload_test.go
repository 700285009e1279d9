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
	"mime/multipart"
	"runtime"
	"strings"
	"testing"
	"time"

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

func multipartFile(t *testing.T, field, name string, data []byte) (*bytes.Buffer, string) {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	if err := mw.WriteField("note", "头像"); err != nil {
		t.Fatal(err)
	}
	fw, err := mw.CreateFormFile(field, name)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := fw.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := mw.Close(); err != nil {
		t.Fatal(err)
	}
	return &buf, mw.FormDataContentType()
}

func (e *env) upload(token, field, name string, data []byte) reply {
	e.t.Helper()
	body, ct := multipartFile(e.t, field, name, data)
	return e.do("POST", "/api/upload/headimg", token, body, ct)
}

func picture(t *testing.T, w, h int, enc func(*bytes.Buffer, image.Image) error) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			img.Set(x, y, color.RGBA{uint8(x), uint8(y), 120, 255})
		}
	}
	var buf bytes.Buffer
	if err := enc(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func pngEnc(b *bytes.Buffer, m image.Image) error  { return png.Encode(b, m) }
func jpegEnc(b *bytes.Buffer, m image.Image) error { return jpeg.Encode(b, m, nil) }

func testAvatar(t *testing.T, e *env) {
	a := e.loginMobile(e.mobile())
	var out struct {
		URL    string     `json:"url"`
		Member memberInfo `json:"member"`
	}
	// The name and extension lie: the content decides.
	e.upload(a.Token, "file", "head.gif", picture(t, 600, 400, pngEnc)).ok(t, &out)
	if !strings.HasPrefix(out.URL, "/media/") || !strings.HasSuffix(out.URL, "/480.jpg") || out.Member.Avatar != out.URL {
		t.Fatalf("answer %+v", out)
	}
	ok, err := e.media.Exists(context.Background(), strings.TrimPrefix(out.URL, "/media/"))
	if err != nil || !ok {
		t.Fatalf("stored file %s missing (%v)", out.URL, err)
	}
	var info memberInfo
	e.get("/api/member/member", a.Token).ok(t, &info)
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
	e.upload(a.Token, "file", "x.jpg", picture(t, 20, 20, gifEnc)).is(t, 422, "请上传JPG、PNG或WebP格式的图片")
}

func testAvatarRejects(t *testing.T, e *env) {
	a := e.loginMobile(e.mobile())
	e.upload(a.Token, "file", "a.png", []byte("just some text, not a picture at all")).is(t, 422, "请上传JPG、PNG或WebP格式的图片")
	e.upload(a.Token, "file", "a.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`)).
		is(t, 422, "请上传JPG、PNG或WebP格式的图片")
	broken := append([]byte("\x89PNG\r\n\x1a\n"), bytes.Repeat([]byte{7}, 500)...)
	e.upload(a.Token, "file", "a.png", broken).is(t, 422, "图片无法识别，请换一张图片")
	e.upload(a.Token, "avatar", "a.png", picture(t, 10, 10, pngEnc)).is(t, 422, "请选择要上传的图片")
	e.upload(a.Token, "file", "a.png", nil).is(t, 422, "请选择要上传的图片")
	e.put("/api/member/edit", a.Token, nil).is(t, 415, "请求内容类型不支持，请使用 application/json")
	e.do("POST", "/api/upload/headimg", a.Token, map[string]string{"file": "x"}).is(t, 422, "请选择要上传的图片")
	// A picture too large in pixels (tiny as a file) is refused before decoding.
	e.upload(a.Token, "file", "wide.png", picture(t, 10001, 1, pngEnc)).is(t, 422, "图片尺寸过大")
	var info memberInfo
	e.get("/api/member/member", a.Token).ok(t, &info)
	if info.Avatar != "" {
		t.Fatalf("a refused upload set the avatar %q", info.Avatar)
	}
}

func testAvatarSize(t *testing.T, e *env) {
	a := e.loginMobile(e.mobile())
	png := picture(t, 50, 50, pngEnc)
	// Just over 5 MiB (a valid picture padded with trailing bytes).
	big := append(bytes.Clone(png), make([]byte, 5<<20+1-len(png))...)
	e.upload(a.Token, "file", "big.png", big).is(t, 422, "图片大小不能超过5MB")
	// Exactly 5 MiB is accepted.
	e.upload(a.Token, "file", "ok.png", big[:5<<20]).ok(t, nil)
	// A 6 MB file is refused with the same message.
	six := append(bytes.Clone(png), make([]byte, 6<<20-len(png))...)
	e.upload(a.Token, "file", "six.png", six).is(t, 422, "图片大小不能超过5MB")
	// Far over: the request itself is refused.
	e.upload(a.Token, "file", "huge.png", make([]byte, 9<<20)).is(t, 413, "请求内容过大")
}

// A few hundred KB of PNG that claims 49 million pixels (7000×7000, 196 MB
// decoded) is refused from its header, before any pixel is decoded.
func testAvatarBomb(t *testing.T, e *env) {
	a := e.loginMobile(e.mobile())
	var buf bytes.Buffer
	if err := png.Encode(&buf, image.NewGray(image.Rect(0, 0, 7000, 7000))); err != nil {
		t.Fatal(err)
	}
	if buf.Len() > 1<<20 {
		t.Fatalf("bomb is %d bytes", buf.Len())
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	e.upload(a.Token, "file", "bomb.png", buf.Bytes()).is(t, 422, "图片尺寸过大")
	runtime.ReadMemStats(&after)
	if grew := after.TotalAlloc - before.TotalAlloc; grew > 32<<20 {
		t.Fatalf("refusing the bomb allocated %d MB", grew>>20)
	}
}

// A new avatar deletes the files of the one it replaces, unless another
// member shows the same picture.
func testAvatarReplaced(t *testing.T, e *env) {
	ctx := context.Background()
	a := e.loginMobile(e.mobile())
	b := e.loginMobile(e.mobile())
	var first, second, shared struct {
		URL string `json:"url"`
	}
	e.upload(a.Token, "file", "1.png", picture(t, 300, 300, pngEnc)).ok(t, &first)
	e.upload(a.Token, "file", "2.jpg", picture(t, 200, 260, jpegEnc)).ok(t, &second)
	if ok, _ := e.media.Exists(ctx, strings.TrimPrefix(first.URL, "/media/")); ok {
		t.Fatalf("replaced avatar %s still stored", first.URL)
	}
	if ok, _ := e.media.Exists(ctx, strings.TrimPrefix(second.URL, "/media/")); !ok {
		t.Fatalf("new avatar %s missing", second.URL)
	}
	// b takes the same picture as a; a moves on: the file stays for b.
	e.upload(b.Token, "file", "same.jpg", picture(t, 200, 260, jpegEnc)).ok(t, &shared)
	if shared.URL != second.URL {
		t.Fatalf("the same picture got %s and %s", shared.URL, second.URL)
	}
	e.upload(a.Token, "file", "3.png", picture(t, 150, 150, pngEnc)).ok(t, nil)
	if ok, _ := e.media.Exists(ctx, strings.TrimPrefix(second.URL, "/media/")); !ok {
		t.Fatal("a picture another member still shows was deleted")
	}
}

// One member changes the avatar at most AvatarUploadsPerHour times an hour.
func testAvatarRate(t *testing.T, e *env) {
	a := e.loginMobile(e.mobile())
	small := picture(t, 20, 20, pngEnc)
	for i := 0; i < authapi.AvatarUploadsPerHour; i++ {
		e.upload(a.Token, "file", "a.png", small).ok(t, nil)
	}
	e.upload(a.Token, "file", "a.png", small).is(t, 429, "头像更换过于频繁，请稍后再试")
	e.clock.Advance(time.Hour)
	e.upload(a.Token, "file", "a.png", small).ok(t, nil)
}

func gifEnc(b *bytes.Buffer, m image.Image) error { return gif.Encode(b, m, nil) }

// storedConfig decodes the header of a stored file.
func storedConfig(t *testing.T, e *env, name string) image.Config {
	t.Helper()
	f, _, err := e.media.Open(context.Background(), name)
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
	f, _, err := e.media.Open(context.Background(), name)
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
	a := e.loginMobile(e.mobile())
	in := withExif(t, picture(t, 300, 200, jpegEnc), 1)
	if !bytes.Contains(in, []byte("GPSSECRET")) {
		t.Fatal("fixture has no GPS data")
	}
	var out struct {
		URL string `json:"url"`
	}
	e.upload(a.Token, "file", "gps.jpg", in).ok(t, &out)
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
	a := e.loginMobile(e.mobile())
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
	e.upload(a.Token, "file", "turned.jpg", withExif(t, buf.Bytes(), 6)).ok(t, &out)
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
