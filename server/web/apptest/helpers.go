package apptest

import (
	"bytes"
	"encoding/json"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"mime/multipart"
	"testing"
)

// Helpers both the REST and the GraphQL tests use.

// MultipartFile is a form with a note and one file.
func MultipartFile(t *testing.T, field, name string, data []byte) (*bytes.Buffer, string) {
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

// Upload posts an avatar.
func (e *Env) Upload(token, field, name string, data []byte) Reply {
	e.T.Helper()
	body, ct := MultipartFile(e.T, field, name, data)
	return e.Do("POST", "/api/upload/headimg", token, body, ct)
}

// Picture is a w×h image encoded by enc.
func Picture(t *testing.T, w, h int, enc func(*bytes.Buffer, image.Image) error) []byte {
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

// PNGEnc and JPEGEnc are encoders for Picture.
func PNGEnc(b *bytes.Buffer, m image.Image) error  { return png.Encode(b, m) }
func JPEGEnc(b *bytes.Buffer, m image.Image) error { return jpeg.Encode(b, m, nil) }

// Flip returns another six-digit code.
func Flip(code string) string {
	b := []byte(code)
	b[0] = '0' + (b[0]-'0'+1)%10
	return string(b)
}

// WorkFields is what the selling mutations read back.
const WorkFields = `userErrors { field message code } work { id state version rejectReason artwork { id } }`

// WorkReply is a selling mutation's payload.
type WorkReply struct {
	UserErrors []struct {
		Field   *string `json:"field"`
		Message string  `json:"message"`
		Code    string  `json:"code"`
	} `json:"userErrors"`
	Work *struct {
		ID           string `json:"id"`
		State        string `json:"state"`
		Version      int    `json:"version"`
		RejectReason string `json:"rejectReason"`
		Artwork      *struct {
			ID string `json:"id"`
		} `json:"artwork"`
	} `json:"work"`
}

// Sell runs one selling mutation with $input and reads its payload.
func (e *Env) Sell(token, field, input string, in map[string]any) WorkReply {
	e.T.Helper()
	r := e.GraphQL(token, `mutation($input: `+input+`!) { `+field+`(input: $input) { `+WorkFields+` } }`, map[string]any{"input": in})
	var out WorkReply
	if len(r.Errors) > 0 || json.Unmarshal(r.Data[field], &out) != nil {
		e.T.Fatalf("%s: %s %+v", field, r.Data[field], r.Errors)
	}
	return out
}

// GalleryWorkForm is WorkForm for a gallery's listing: a new artist by name
// (本人 is refused on a gallery's listing).
func GalleryWorkForm(title string) map[string]any {
	f := WorkForm(title)
	f["artistKind"], f["artistName"] = "new", "江南客"
	return f
}

// WorkForm is a complete publish form of a work.
func WorkForm(title string) map[string]any {
	return map[string]any{
		"title": title, "artistKind": "self", "year": 2024, "medium": "OIL", "materials": "布面油画",
		"widthCm": 60.5, "heightCm": 80, "priceFen": 1280000, "shipping": "free", "shipFrom": "4403",
		"framed": true, "certificate": true,
		"description": "一行\n两行", "images": []map[string]any{{"key": "works/a.jpg", "width": 1600, "height": 1200}},
	}
}
