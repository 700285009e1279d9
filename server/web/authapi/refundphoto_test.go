package authapi_test

import (
	"bytes"
	"context"
	"os"
	"testing"

	"artmarket/ent/refundphoto"
	"artmarket/server/domain/refunds"
	"artmarket/server/domain/selling"
	"artmarket/server/web/apptest"
)

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
