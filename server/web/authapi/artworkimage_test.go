package authapi_test

import (
	"bytes"
	"context"
	"image"
	"image/color"
	"image/jpeg"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"artmarket/ent/refundphoto"
	"artmarket/server/domain/refunds"
	"artmarket/server/domain/roles"
	"artmarket/server/domain/selling"
	"artmarket/server/web/apptest"
	"artmarket/server/web/authapi"
)

// POST /api/upload/artwork-image: a picture of a work for sale (issue 10).
func TestArtworkImage(t *testing.T) {
	matrix(t, map[string]func(*testing.T, *env){
		"upload then draft":       testArtworkImageDraft,
		"refusals store nothing":  testArtworkImageRefused,
		"needs a bound mobile":    testArtworkImageMobile,
		"request size":            testArtworkImageSize,
		"uploads per member":      testArtworkImageRate,
		"orientation and no EXIF": testArtworkImageExif,
	})
}

type artworkImage struct {
	Key    string `json:"key"`
	URL    string `json:"url"`
	Srcset string `json:"srcset"`
	Width  int    `json:"width"`
	Height int    `json:"height"`
}

func (e *env) uploadArtworkImage(token, name string, data []byte) reply {
	e.T.Helper()
	return e.uploadTo("/api/upload/artwork-image", token, name, data)
}

// uploadTo posts data as the file of a picture route.
func (e *env) uploadTo(path, token, name string, data []byte) reply {
	e.T.Helper()
	body, ct := apptest.MultipartFile(e.T, "file", name, data)
	return e.Do("POST", path, token, body, ct)
}

// storedFiles lists the files of the media store.
func storedFiles(t *testing.T, e *env) []string {
	t.Helper()
	var out []string
	err := filepath.Walk(e.MediaDir, func(path string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			out = append(out, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// The answer's key, width and height are what createWork takes.
func testArtworkImageDraft(t *testing.T, e *env) {
	a := e.LoginMobile(e.Mobile())
	var out artworkImage
	// The name lies: the content (a PNG) decides.
	e.uploadArtworkImage(a.Token, "work.gif", apptest.Picture(t, 1200, 900, apptest.PNGEnc)).OK(t, &out)
	if out.Key == "" || out.Width != 1200 || out.Height != 900 ||
		out.URL != "/media/"+out.Key+"/640.jpg" ||
		out.Srcset != "/media/"+out.Key+"/320.jpg 320w, /media/"+out.Key+"/640.jpg 640w, /media/"+out.Key+"/960.jpg 960w, /media/"+out.Key+"/1200.jpg 1200w" {
		t.Fatalf("answer %+v", out)
	}
	for _, w := range []int{320, 640, 960, 1200} {
		cfg := storedConfig(t, e, out.Key+"/"+strconv.Itoa(w)+".jpg")
		if cfg.Width != w {
			t.Fatalf("variant %d stored %d wide", w, cfg.Width)
		}
	}
	form := apptest.WorkForm("上传的作品")
	form["images"] = []map[string]any{{"key": out.Key, "width": out.Width, "height": out.Height}}
	draft := e.Sell(a.Token, "createWork", "CreateWorkInput", map[string]any{"form": form})
	if len(draft.UserErrors) > 0 || draft.Work == nil || draft.Work.State != "draft" {
		t.Fatalf("draft with the uploaded picture: %+v", draft)
	}
	r := e.GraphQL(a.Token, `query($id: ID!) { node(id: $id) { ... on Work { images { key width height } } } }`, map[string]any{"id": draft.Work.ID})
	want := `{"images":[{"key":"` + out.Key + `","width":1200,"height":900}]}`
	if len(r.Errors) > 0 || string(r.Data["node"]) != want {
		t.Fatalf("draft images %s %+v, want %s", r.Data["node"], r.Errors, want)
	}
}

// Not a picture, too small, a bomb, broken: the domain's messages, and
// nothing stored.
func testArtworkImageRefused(t *testing.T, e *env) {
	a := e.LoginMobile(e.Mobile())
	exe := append([]byte("MZ\x90\x00"), bytes.Repeat([]byte{0}, 2000)...)
	var bomb bytes.Buffer
	if err := pngEncodeGray(&bomb, 7000, 7000); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		data []byte
		msg  string
	}{
		{"setup.jpg", exe, selling.MsgPictureType},
		{"a.svg", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`), selling.MsgPictureType},
		{"gif.jpg", apptest.Picture(t, 900, 900, gifEnc), selling.MsgPictureType},
		{"tiny.png", apptest.Picture(t, 1, 1, apptest.PNGEnc), selling.MsgPictureSmall},
		{"short.jpg", apptest.Picture(t, 1200, 799, apptest.JPEGEnc), selling.MsgPictureSmall},
		{"bomb.png", bomb.Bytes(), selling.MsgPicturePixels},
		{"broken.jpg", []byte("\xFF\xD8\xFFgarbage"), selling.MsgPictureBroken},
	}
	for _, c := range cases {
		r := e.uploadArtworkImage(a.Token, c.name, c.data)
		if r.Status != 422 || r.Code != 422 || r.Message != c.msg {
			t.Errorf("%s: HTTP %d code %d %q, want 422 %q", c.name, r.Status, r.Code, r.Message, c.msg)
		}
	}
	e.uploadArtworkImage(a.Token, "a.png", nil).Is(t, 422, "请选择要上传的图片")
	e.Do("POST", "/api/upload/artwork-image", a.Token, map[string]string{"file": "x"}).Is(t, 422, "请选择要上传的图片")
	if files := storedFiles(t, e); len(files) > 0 {
		t.Fatalf("refused pictures stored %v", files)
	}
}

func pngEncodeGray(b *bytes.Buffer, w, h int) error {
	return apptest.PNGEnc(b, image.NewGray(image.Rect(0, 0, w, h)))
}

// Selling needs a bound mobile number: the domain's refusal, 403.
func testArtworkImageMobile(t *testing.T, e *env) {
	a := e.Register(e.Username(), e.Email(), "secret123")
	e.uploadArtworkImage(a.Token, "work.jpg", apptest.Picture(t, 900, 900, apptest.JPEGEnc)).Is(t, 403, selling.MsgNeedMobile)
	if files := storedFiles(t, e); len(files) > 0 {
		t.Fatalf("stored %v", files)
	}
}

// Over 20 MB is refused with the domain's message, a 25 MB request without
// being read whole (422 once 20 MB and a byte are read, or 413).
func testArtworkImageSize(t *testing.T, e *env) {
	a := e.LoginMobile(e.Mobile())
	jpg := apptest.Picture(t, 900, 900, apptest.JPEGEnc)
	over := append(bytes.Clone(jpg), make([]byte, selling.PictureMaxBytes+1-len(jpg))...)
	e.uploadArtworkImage(a.Token, "over.jpg", over).Is(t, 422, selling.MsgPictureBig)
	huge := append(bytes.Clone(jpg), make([]byte, 25<<20-len(jpg))...)
	r := e.uploadArtworkImage(a.Token, "huge.jpg", huge)
	if !(r.Status == 422 && r.Message == selling.MsgPictureBig) && !(r.Status == 413 && r.Message == "请求内容过大") {
		t.Fatalf("25 MB: HTTP %d %q", r.Status, r.Message)
	}
	if files := storedFiles(t, e); len(files) > 0 {
		t.Fatalf("stored %v", files)
	}
	if authapi.MaxArtworkImageBody <= selling.PictureMaxBytes || authapi.MaxArtworkImageBody > 25<<20 {
		t.Fatalf("body cap %d", authapi.MaxArtworkImageBody)
	}
}

// One member uploads at most ArtworkImagesPerHour pictures an hour (each
// attempt counts: decoding is the cost); another member is not held back.
func testArtworkImageRate(t *testing.T, e *env) {
	a := e.LoginMobile(e.Mobile())
	junk := []byte("not a picture")
	for i := 0; i < authapi.ArtworkImagesPerHour; i++ {
		e.uploadArtworkImage(a.Token, "x.jpg", junk).Is(t, 422, selling.MsgPictureType)
	}
	r := e.uploadArtworkImage(a.Token, "work.jpg", apptest.Picture(t, 900, 900, apptest.JPEGEnc))
	if r.Status != 429 || r.Message != "作品图片上传过于频繁，请稍后再试" {
		t.Fatalf("over the limit: HTTP %d %q", r.Status, r.Message)
	}
	b := e.LoginMobile(e.Mobile())
	e.uploadArtworkImage(b.Token, "work.jpg", apptest.Picture(t, 900, 900, apptest.JPEGEnc)).OK(t, nil)
}

// A landscape JPEG tagged "rotate 90° clockwise", with GPS, is stored
// upright and without EXIF.
func testArtworkImageExif(t *testing.T, e *env) {
	a := e.LoginMobile(e.Mobile())
	img := image.NewRGBA(image.Rect(0, 0, 1000, 800))
	for y := 0; y < 800; y++ {
		for x := 0; x < 1000; x++ {
			c := color.RGBA{220, 20, 20, 255}
			if x >= 500 {
				c = color.RGBA{20, 20, 220, 255}
			}
			img.Set(x, y, c)
		}
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	var out artworkImage
	e.uploadArtworkImage(a.Token, "turned.jpg", withExif(t, buf.Bytes(), 6)).OK(t, &out)
	if out.Width != 800 || out.Height != 1000 {
		t.Fatalf("stored %dx%d, want 800x1000 upright", out.Width, out.Height)
	}
	got, err := jpeg.Decode(bytes.NewReader(stored(t, e, out.Key+"/800.jpg")))
	if err != nil {
		t.Fatal(err)
	}
	r1, _, b1, _ := got.At(400, 100).RGBA()
	r2, _, b2, _ := got.At(400, 900).RGBA()
	if r1 <= b1 || b2 <= r2 {
		t.Fatal("not upright")
	}
	for _, f := range storedFiles(t, e) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(data, []byte("Exif")) || bytes.Contains(data, []byte("GPSSECRET")) {
			t.Fatalf("%s keeps EXIF", f)
		}
	}
}

// POST /api/upload/refund-photo: a photo of a buyer's refund request (issue
// 23 point 1), for any signed-in member.
func TestRefundPhoto(t *testing.T) {
	matrix(t, map[string]func(*testing.T, *env){
		"a plain member uploads, EXIF dropped": testRefundPhotoPlainMember,
		"refusals store nothing":               testRefundPhotoRefused,
		"flood from a member and an address":   testRefundPhotoFlood,
	})
}

const refundPhotoPath = "/api/upload/refund-photo"

// A member with no mobile number (who may not sell) uploads a photo: the
// selling upload's answer, the photo recorded as theirs, no EXIF stored.
func testRefundPhotoPlainMember(t *testing.T, e *env) {
	a := e.Register(e.Username(), e.Email(), "secret123")
	var out artworkImage
	e.uploadTo(refundPhotoPath, a.Token, "broken.jpg", withExif(t, apptest.Picture(t, 1000, 800, apptest.JPEGEnc), 6)).OK(t, &out)
	if out.Key == "" || out.Width != 800 || out.Height != 1000 || out.URL != "/media/"+out.Key+"/640.jpg" {
		t.Fatalf("answer %+v", out)
	}
	rows := e.Client.RefundPhoto.Query().Where(refundphoto.MemberID(a.Member.ID)).AllX(context.Background())
	if len(rows) != 1 || rows[0].Key != out.Key || rows[0].Width != 800 || rows[0].Height != 1000 {
		t.Fatalf("recorded %+v", rows)
	}
	// The same picture again: one row.
	e.uploadTo(refundPhotoPath, a.Token, "again.jpg", withExif(t, apptest.Picture(t, 1000, 800, apptest.JPEGEnc), 6)).OK(t, nil)
	if n := e.Client.RefundPhoto.Query().Where(refundphoto.MemberID(a.Member.ID)).CountX(context.Background()); n != 1 {
		t.Fatalf("%d rows after the same upload twice", n)
	}
	for _, f := range storedFiles(t, e) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(data, []byte("Exif")) || bytes.Contains(data, []byte("GPSSECRET")) {
			t.Fatalf("%s keeps EXIF", f)
		}
	}
	e.uploadTo(refundPhotoPath, "", "a.jpg", apptest.Picture(t, 900, 900, apptest.JPEGEnc)).Is(t, 401, "未登录或登录已过期")
}

// The selling upload's checks and messages; nothing stored or recorded.
func testRefundPhotoRefused(t *testing.T, e *env) {
	a := e.LoginMobile(e.Mobile())
	e.uploadTo(refundPhotoPath, a.Token, "setup.jpg", []byte("MZ\x90\x00not a picture")).Is(t, 422, selling.MsgPictureType)
	e.uploadTo(refundPhotoPath, a.Token, "tiny.png", apptest.Picture(t, 1200, 799, apptest.PNGEnc)).Is(t, 422, selling.MsgPictureSmall)
	e.uploadTo(refundPhotoPath, a.Token, "broken.jpg", []byte("\xFF\xD8\xFFgarbage")).Is(t, 422, selling.MsgPictureBroken)
	if files := storedFiles(t, e); len(files) > 0 {
		t.Fatalf("refused photos stored %v", files)
	}
	if n := e.Client.RefundPhoto.Query().Where(refundphoto.MemberID(a.Member.ID)).CountX(context.Background()); n != 0 {
		t.Fatalf("refused photos recorded: %d", n)
	}
}

// A member's hourly cap, then the address's (its /64): two members spend
// it, a third from the same address is refused, one from elsewhere is not.
func testRefundPhotoFlood(t *testing.T, e *env) {
	junk := []byte("not a picture")
	const often = "图片上传过于频繁，请稍后再试"
	a := e.LoginMobile(e.Mobile())
	b := e.LoginMobile(e.Mobile())
	c := e.LoginMobile(e.Mobile())
	for i := 0; i < refunds.PhotosPerHour; i++ {
		e.uploadTo(refundPhotoPath, a.Token, "x.jpg", junk).Is(t, 422, selling.MsgPictureType)
	}
	if r := e.uploadTo(refundPhotoPath, a.Token, "x.jpg", junk); r.Status != 429 || r.Message != often {
		t.Fatalf("a over the member's limit: HTTP %d %q", r.Status, r.Message)
	}
	for i := 0; i < refunds.PhotosPerAddressHour-refunds.PhotosPerHour; i++ {
		e.uploadTo(refundPhotoPath, b.Token, "x.jpg", junk).Is(t, 422, selling.MsgPictureType)
	}
	if r := e.uploadTo(refundPhotoPath, c.Token, "p.jpg", apptest.Picture(t, 900, 900, apptest.JPEGEnc)); r.Status != 429 || r.Message != often {
		t.Fatalf("c over the address's limit: HTTP %d %q", r.Status, r.Message)
	}
	if n := e.Client.RefundPhoto.Query().Where(refundphoto.MemberIDIn(a.Member.ID, b.Member.ID, c.Member.ID)).CountX(context.Background()); n != 0 {
		t.Fatalf("a refused upload recorded: %d", n)
	}
	e.NewIP()
	e.uploadTo(refundPhotoPath, c.Token, "p.jpg", apptest.Picture(t, 900, 900, apptest.JPEGEnc)).OK(t, nil)
}

// POST /api/upload/content-image: a cover or a press release's picture
// (issue 24), for editors and gallery managers only; the selling upload's
// content checks, in its Chinese messages; nothing stored on a refusal.
func TestContentImage(t *testing.T) {
	matrix(t, map[string]func(*testing.T, *env){
		"editors and gallery managers only": testContentImageRoles,
	})
}

const contentImagePath = "/api/upload/content-image"

func testContentImageRoles(t *testing.T, e *env) {
	ctx := context.Background()
	plain := e.LoginMobile(e.Mobile())
	e.uploadTo(contentImagePath, plain.Token, "a.jpg", apptest.Picture(t, 900, 900, apptest.JPEGEnc)).Is(t, 403, roles.MsgForbidden)
	e.uploadTo(contentImagePath, "", "a.jpg", apptest.Picture(t, 900, 900, apptest.JPEGEnc)).Is(t, 401, "未登录或登录已过期")
	if files := storedFiles(t, e); len(files) > 0 {
		t.Fatalf("a refused upload stored %v", files)
	}
	editor := e.LoginMobile(e.Mobile())
	e.Client.Member.UpdateOneID(editor.Member.ID).SetRoles([]string{"editor"}).ExecX(ctx)
	e.uploadTo(contentImagePath, editor.Token, "fake.png", []byte("这不是图片，只是文字")).Is(t, 422, selling.MsgPictureType)
	e.uploadTo(contentImagePath, editor.Token, "broken.jpg", []byte("\xFF\xD8\xFFgarbage")).Is(t, 422, selling.MsgPictureBroken)
	var out artworkImage
	e.uploadTo(contentImagePath, editor.Token, "cover.png", apptest.Picture(t, 1600, 900, apptest.PNGEnc)).OK(t, &out)
	if out.Key == "" || out.Width != 1600 || out.Height != 900 || out.URL != "/media/"+out.Key+"/1280.jpg" {
		t.Fatalf("editor's answer %+v", out)
	}
	manager := e.LoginMobile(e.Mobile())
	e.Client.Member.UpdateOneID(manager.Member.ID).SetRoles([]string{"gallery_manager:12345"}).ExecX(ctx)
	e.uploadTo(contentImagePath, manager.Token, "room.jpg", apptest.Picture(t, 1000, 800, apptest.JPEGEnc)).OK(t, nil)
}
