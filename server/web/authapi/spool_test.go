package authapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http/httptest"
	"os"
	"testing"
	"time"

	"artmarket/server/domain/media"
	"artmarket/server/domain/selling"
	"artmarket/server/web/apptest"
	"artmarket/server/web/authapi"
)

// An upload is read into a temporary file, never whole into memory (issue
// 26), and the file is gone once the request is over, whatever its end:
// stored, refused as too large, the client gone mid-body, the request
// cancelled while the picture waits or decodes. Each case also sees the
// file exist while the body is read, so it cannot pass without one.
func TestUploadTempFiles(t *testing.T) {
	matrix(t, map[string]func(*testing.T, *env){
		"artwork image": func(t *testing.T, e *env) {
			a := e.LoginMobile(e.Mobile())
			jpg := apptest.Picture(t, 1200, 900, apptest.JPEGEnc)
			tempFiles(t, e, "/api/upload/artwork-image", a.Token, jpg, 200, "stored")
			over := append(bytes.Clone(jpg), make([]byte, selling.PictureMaxBytes+1-len(jpg))...)
			tempFiles(t, e, "/api/upload/artwork-image", a.Token, over, 422, "too large")
			tempFiles(t, e, "/api/upload/artwork-image", a.Token, jpg, 422, "client gone")
			// Not stored yet: the cancellation finds work to stop.
			tempFiles(t, e, "/api/upload/artwork-image", a.Token, apptest.Picture(t, 1000, 900, apptest.JPEGEnc), 0, "cancelled")
		},
		"avatar": func(t *testing.T, e *env) {
			a := e.LoginMobile(e.Mobile())
			jpg := apptest.Picture(t, 900, 900, apptest.JPEGEnc)
			tempFiles(t, e, "/api/upload/headimg", a.Token, jpg, 200, "stored")
			over := append(bytes.Clone(jpg), make([]byte, authapi.MaxAvatarBytes+1-len(jpg))...)
			tempFiles(t, e, "/api/upload/headimg", a.Token, over, 422, "too large")
			tempFiles(t, e, "/api/upload/headimg", a.Token, jpg, 422, "client gone")
			tempFiles(t, e, "/api/upload/headimg", a.Token, apptest.Picture(t, 800, 900, apptest.JPEGEnc), 0, "cancelled")
		},
	})
}

// tempFiles posts data as the "file" part and checks the answer's status
// (0: any, the client is gone) and that the temporary file existed while
// the body was read and is gone now. "client gone" cuts the body half way
// with an error; "cancelled" cancels the request's context once the last
// byte of the body has been read (a client gone while its picture waits
// for memory or decodes).
func tempFiles(t *testing.T, e *env, path, token string, data []byte, status int, how string) {
	t.Helper()
	body, ct := apptest.MultipartFile(t, "file", "picture.jpg", data)
	raw := body.Bytes()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	rest := bytes.NewReader(raw)
	w := &watchedBody{dir: e.TempDir, r: rest}
	switch how {
	case "client gone":
		w.r = io.MultiReader(bytes.NewReader(raw[:len(raw)/2]), failingReader{io.ErrUnexpectedEOF})
	case "cancelled":
		w.onLast = func() {
			if rest.Len() == 0 {
				cancel()
			}
		}
	}
	req := httptest.NewRequest("POST", path, w).WithContext(ctx)
	req.RemoteAddr = e.IP + ":40000"
	req.Header.Set("Content-Type", ct)
	req.Header.Set("Token", token)
	rec := httptest.NewRecorder()
	e.Handler.ServeHTTP(rec, req)
	if status != 0 && rec.Code != status {
		t.Fatalf("%s %s: HTTP %d, want %d: %s", how, path, rec.Code, status, rec.Body)
	}
	if w.seen == 0 {
		t.Fatalf("%s %s: no temporary file while the body was read", how, path)
	}
	if n := countFiles(t, e.TempDir); n != 0 {
		t.Fatalf("%s %s: %d temporary files left", how, path, n)
	}
}

// watchedBody is a request body that notes, on every read, the most
// files the upload directory held.
type watchedBody struct {
	r      io.Reader
	dir    string
	seen   int
	onLast func() // after each read
}

func (b *watchedBody) Read(p []byte) (int, error) {
	if entries, err := os.ReadDir(b.dir); err == nil && len(entries) > b.seen {
		b.seen = len(entries)
	}
	n, err := b.r.Read(p)
	if b.onLast != nil {
		b.onLast()
	}
	return n, err
}

type failingReader struct{ err error }

func (f failingReader) Read([]byte) (int, error) { return 0, f.err }

func countFiles(t *testing.T, dir string) int {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	return len(entries)
}

// While the memory budget is full, an upload waits (here until the
// request's deadline) and is then refused with 503, a retry time and a
// message a person reads; it stores nothing and leaves no file.
func TestUploadBusy(t *testing.T) {
	matrix(t, map[string]func(*testing.T, *env){
		"artwork image": func(t *testing.T, e *env) {
			a := e.LoginMobile(e.Mobile())
			busy(t, e, "/api/upload/artwork-image", a.Token, selling.MsgPictureBusy)
		},
		"avatar": func(t *testing.T, e *env) {
			a := e.LoginMobile(e.Mobile())
			busy(t, e, "/api/upload/headimg", a.Token, "服务器繁忙，请稍后重试")
		},
	})
}

func busy(t *testing.T, e *env, path, token, msg string) {
	t.Helper()
	b := media.Memory()
	hold, err := b.Reserve(context.Background(), b.Size(), time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer hold.Release()
	body, ct := apptest.MultipartFile(t, "file", "picture.jpg", apptest.Picture(t, 1100, 900, apptest.JPEGEnc))
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	req := httptest.NewRequest("POST", path, body).WithContext(ctx)
	req.RemoteAddr = e.IP + ":40000"
	req.Header.Set("Content-Type", ct)
	req.Header.Set("Token", token)
	rec := httptest.NewRecorder()
	e.Handler.ServeHTTP(rec, req)
	var env struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	}
	_ = json.Unmarshal(rec.Body.Bytes(), &env)
	if rec.Code != 503 || env.Code != 503 || env.Message != msg || rec.Header().Get("Retry-After") != "10" {
		t.Fatalf("%s while the budget is full: HTTP %d Retry-After %q %s", path, rec.Code, rec.Header().Get("Retry-After"), rec.Body)
	}
	if files := storedFiles(t, e); len(files) > 0 {
		t.Fatalf("stored %v", files)
	}
	if n := countFiles(t, e.TempDir); n != 0 {
		t.Fatalf("%d temporary files left", n)
	}
}
