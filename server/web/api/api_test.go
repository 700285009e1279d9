package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"artmarket/server/domain/problem"
	"artmarket/server/web/api"
)

// captureLogs routes slog's default logger into a buffer for the test.
func captureLogs(t *testing.T) *syncBuffer {
	t.Helper()
	buf := &syncBuffer{}
	old := slog.Default()
	slog.SetDefault(slog.New(slog.NewTextHandler(buf, &slog.HandlerOptions{Level: slog.LevelDebug})))
	t.Cleanup(func() { slog.SetDefault(old) })
	return buf
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

type envelope struct {
	Code    int             `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data"`
}

// serve runs h on req and decodes the envelope, checking the headers every
// API answer carries.
func serve(t *testing.T, h http.Handler, req *http.Request) (*httptest.ResponseRecorder, envelope) {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if ct := rec.Header().Get("Content-Type"); ct != "application/json; charset=utf-8" {
		t.Errorf("Content-Type = %q", ct)
	}
	if cc := rec.Header().Get("Cache-Control"); cc != "no-store" {
		t.Errorf("Cache-Control = %q, want no-store", cc)
	}
	var env envelope
	if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil {
		t.Fatalf("body %q is not an envelope: %v", rec.Body.String(), err)
	}
	return rec, env
}

func check(t *testing.T, rec *httptest.ResponseRecorder, env envelope, status, code int, msg string) {
	t.Helper()
	if rec.Code != status || env.Code != code || env.Message != msg {
		t.Fatalf("got HTTP %d {code %d, message %q}, want HTTP %d {code %d, message %q}; body %s",
			rec.Code, env.Code, env.Message, status, code, msg, rec.Body)
	}
}

func TestOK(t *testing.T) {
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		api.OK(w, map[string]any{"id": 7, "name": "山水<画>"})
	})
	rec, env := serve(t, h, httptest.NewRequest("GET", "/api/x", nil))
	check(t, rec, env, 200, 1, "成功")
	var data struct {
		ID   int    `json:"id"`
		Name string `json:"name"`
	}
	if err := json.Unmarshal(env.Data, &data); err != nil || data.ID != 7 || data.Name != "山水<画>" {
		t.Fatalf("data = %s (%v)", env.Data, err)
	}
	if rec.Header().Get("X-Content-Type-Options") != "nosniff" {
		t.Error("missing X-Content-Type-Options: nosniff")
	}

	h = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { api.OK(w, nil) })
	_, env = serve(t, h, httptest.NewRequest("GET", "/api/x", nil))
	if string(env.Data) != "null" {
		t.Fatalf("nil data encoded as %s, want null", env.Data)
	}
}

func TestFail(t *testing.T) {
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		api.Fail(w, http.StatusForbidden, api.CodeForbidden, "")
	})
	rec, env := serve(t, h, httptest.NewRequest("GET", "/api/x", nil))
	check(t, rec, env, 403, 403, "没有权限")
	if string(env.Data) != "null" {
		t.Fatalf("data = %s, want null", env.Data)
	}
}

func TestOKUnencodableData(t *testing.T) {
	logs := captureLogs(t)
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { api.OK(w, func() {}) })
	rec, env := serve(t, h, httptest.NewRequest("GET", "/api/x", nil))
	check(t, rec, env, 500, 500, "服务器错误")
	if !strings.Contains(logs.String(), "encode response") {
		t.Fatalf("encoding failure not logged: %s", logs)
	}
}

func TestHandle(t *testing.T) {
	secret := errors.New("pq: connection refused to 10.0.0.5")
	tests := []struct {
		name   string
		fn     func(*http.Request) (any, error)
		status int
		code   int
		msg    string
		data   string
		logged string // substring expected in the log, "" for no error log
	}{
		{"data", func(*http.Request) (any, error) { return []int{1, 2}, nil }, 200, 1, "成功", "[1,2]", ""},
		{"nil", func(*http.Request) (any, error) { return nil, nil }, 200, 1, "成功", "null", ""},
		{"api error", func(*http.Request) (any, error) { return nil, api.Errorf(422, "手机号格式错误") }, 422, 422, "手机号格式错误", "null", ""},
		{"errorf args", func(*http.Request) (any, error) { return nil, api.Errorf(429, "请%d秒后再试", 60) }, 429, 429, "请60秒后再试", "null", ""},
		{"default message", func(*http.Request) (any, error) { return nil, api.NewError(401, "") }, 401, 401, "未登录或登录已过期", "null", ""},
		{"sentinel", func(*http.Request) (any, error) { return nil, api.ErrNotFound }, 404, 404, "资源不存在", "null", ""},
		{"wrapped api error", func(*http.Request) (any, error) {
			return nil, fmt.Errorf("login: %w", api.ErrUnauthorized)
		}, 401, 401, "未登录或登录已过期", "null", ""},
		{"with data", func(*http.Request) (any, error) {
			return nil, api.NewError(422, "请检查输入").WithData(map[string]string{"mobile": "格式错误"})
		}, 422, 422, "请检查输入", `{"mobile":"格式错误"}`, ""},
		{"with status", func(*http.Request) (any, error) {
			return nil, api.NewError(1001, "库存不足").WithStatus(http.StatusConflict)
		}, 409, 1001, "库存不足", "null", ""},
		{"business code", func(*http.Request) (any, error) { return nil, api.NewError(1001, "库存不足") }, 400, 1001, "库存不足", "null", ""},
		{"unexpected error", func(*http.Request) (any, error) {
			return nil, fmt.Errorf("load member: %w", secret)
		}, 500, 500, "服务器错误", "null", "connection refused"},
		{"5xx api error with cause", func(*http.Request) (any, error) {
			return nil, api.ErrServer.WithCause(secret)
		}, 500, 500, "服务器错误", "null", "connection refused"},
		{"panic", func(*http.Request) (any, error) { panic("nil map in handler") }, 500, 500, "服务器错误", "null", "nil map in handler"},
		{"max bytes", func(*http.Request) (any, error) {
			return nil, fmt.Errorf("read: %w", &http.MaxBytesError{Limit: 10})
		}, 413, 413, "请求内容过大", "null", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			logs := captureLogs(t)
			rec, env := serve(t, api.Handle(tc.fn), httptest.NewRequest("POST", "/api/x?token=t0ps3cret", nil))
			check(t, rec, env, tc.status, tc.code, tc.msg)
			if string(env.Data) != tc.data {
				t.Errorf("data = %s, want %s", env.Data, tc.data)
			}
			if strings.Contains(rec.Body.String(), "10.0.0.5") || strings.Contains(rec.Body.String(), "nil map") {
				t.Errorf("internal detail leaked to the client: %s", rec.Body)
			}
			got := logs.String()
			if tc.logged == "" {
				if strings.Contains(got, "level=ERROR") {
					t.Errorf("unexpected error log: %s", got)
				}
				return
			}
			if !strings.Contains(got, "level=ERROR") || !strings.Contains(got, tc.logged) || !strings.Contains(got, "path=/api/x") {
				t.Errorf("log %q lacks an error with %q and the path", got, tc.logged)
			}
			if strings.Contains(got, "t0ps3cret") {
				t.Errorf("query string logged: %s", got)
			}
		})
	}
}

func TestHandlePanicLogsStack(t *testing.T) {
	logs := captureLogs(t)
	h := api.Handle(func(*http.Request) (any, error) {
		var m map[string]int
		m["x"] = 1
		return nil, nil
	})
	rec, env := serve(t, h, httptest.NewRequest("GET", "/api/x", nil))
	check(t, rec, env, 500, 500, "服务器错误")
	if !strings.Contains(logs.String(), "stack=") || !strings.Contains(logs.String(), "api_test.go") {
		t.Fatalf("panic log without stack: %s", logs)
	}
}

func TestHandleAbortHandlerRepanics(t *testing.T) {
	h := api.Handle(func(*http.Request) (any, error) { panic(http.ErrAbortHandler) })
	defer func() {
		if p := recover(); p != http.ErrAbortHandler {
			t.Fatalf("recovered %v, want http.ErrAbortHandler re-panicked", p)
		}
	}()
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/api/x", nil))
}

func TestHandleCanceledRequestNotLoggedAsError(t *testing.T) {
	logs := captureLogs(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	req := httptest.NewRequestWithContext(ctx, "GET", "/api/x", nil)
	h := api.Handle(func(r *http.Request) (any, error) { return nil, fmt.Errorf("query: %w", r.Context().Err()) })
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != 500 {
		t.Fatalf("status = %d, want 500", rec.Code)
	}
	if got := logs.String(); strings.Contains(got, "level=ERROR") || !strings.Contains(got, "request canceled") {
		t.Fatalf("canceled request log = %q, want a debug line only", got)
	}
}

func TestHandleRW(t *testing.T) {
	// Headers set before returning an error are kept.
	h := api.HandleRW(func(w http.ResponseWriter, r *http.Request) (any, error) {
		w.Header().Set("Retry-After", "60")
		return nil, api.ErrTooManyRequests
	})
	rec, env := serve(t, h, httptest.NewRequest("POST", "/api/send/mobile/login", nil))
	check(t, rec, env, 429, 429, "请求过于频繁，请稍后再试")
	if rec.Header().Get("Retry-After") != "60" {
		t.Fatal("Retry-After lost")
	}

	// A handler that writes its own answer is not answered twice.
	logs := captureLogs(t)
	h = api.HandleRW(func(w http.ResponseWriter, r *http.Request) (any, error) {
		w.Header().Set("Content-Type", "image/png")
		w.WriteHeader(200)
		_, _ = w.Write([]byte("PNG"))
		return nil, errors.New("late failure")
	})
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/captcha.png", nil))
	if rec.Body.String() != "PNG" || rec.Header().Get("Content-Type") != "image/png" {
		t.Fatalf("handler's own answer altered: %q %q", rec.Header().Get("Content-Type"), rec.Body)
	}
	if !strings.Contains(logs.String(), "late failure") {
		t.Fatalf("error after writing not logged: %s", logs)
	}
}

func TestHandleResponseController(t *testing.T) {
	h := api.HandleRW(func(w http.ResponseWriter, r *http.Request) (any, error) {
		return nil, http.NewResponseController(w).Flush()
	})
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/api/x", nil))
	if !rec.Flushed {
		t.Fatal("ResponseController could not reach the underlying writer")
	}
}

func TestErrorType(t *testing.T) {
	cause := errors.New("boom")
	e := api.ErrServer.WithCause(cause)
	if !errors.Is(e, cause) {
		t.Fatal("errors.Is does not reach the cause")
	}
	if e == api.ErrServer || api.ErrServer.Unwrap() != nil {
		t.Fatal("WithCause modified the shared sentinel")
	}
	if got := e.Error(); !strings.Contains(got, "500") || !strings.Contains(got, "boom") {
		t.Fatalf("Error() = %q", got)
	}
	var ae *api.Error
	if !errors.As(fmt.Errorf("x: %w", api.Errorf(403, "no")), &ae) || ae.Code != 403 {
		t.Fatal("errors.As does not find *api.Error")
	}
}

func TestStatusFor(t *testing.T) {
	for code, want := range map[int]int{1: 200, 401: 401, 403: 403, 404: 404, 422: 422, 429: 429, 500: 500, 0: 400, 1001: 400, 200: 400} {
		if got := api.StatusFor(code); got != want {
			t.Errorf("StatusFor(%d) = %d, want %d", code, got, want)
		}
	}
}

func newTestRouter(t *testing.T) *api.Router {
	t.Helper()
	rt := api.NewRouter()
	rt.HandleFunc("POST /api/login/email", func(r *http.Request) (any, error) {
		var in struct {
			Email    string `json:"email"`
			Password string `json:"password"`
		}
		if err := api.Decode(r, &in); err != nil {
			return nil, err
		}
		return map[string]string{"email": in.Email}, nil
	})
	rt.HandleFunc("GET /api/member/member", func(r *http.Request) (any, error) {
		return nil, api.ErrUnauthorized
	})
	rt.HandleFunc("PUT /api/member/member", func(r *http.Request) (any, error) { return "ok", nil })
	rt.HandleFunc("GET /api/artworks/{id}", func(r *http.Request) (any, error) {
		return r.PathValue("id"), nil
	})
	rt.HandleFunc("POST /api/upload/headimg", func(r *http.Request) (any, error) {
		if err := r.ParseMultipartForm(1 << 20); err != nil {
			return nil, fmt.Errorf("parse upload: %w", err)
		}
		f, fh, err := r.FormFile("file")
		if err != nil {
			return nil, api.NewError(422, "请选择文件")
		}
		defer f.Close()
		return fh.Size, nil
	}, api.MaxBody(4<<20))
	rt.Handle("GET /api/raw", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = w.Write([]byte("raw"))
	}))
	rt.Handle("GET /api/boom", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { panic("boom") }))
	return rt
}

func jsonReq(method, target, body string) *http.Request {
	r := httptest.NewRequest(method, target, strings.NewReader(body))
	r.Header.Set("Content-Type", "application/json")
	return r
}

func TestRouterNotFound(t *testing.T) {
	rt := newTestRouter(t)
	for _, target := range []string{"/api/nope", "/api/", "/api/login", "/api/login/email/extra", "/elsewhere", "/api//login/email"} {
		rec, env := serve(t, rt, httptest.NewRequest("GET", target, nil))
		check(t, rec, env, 404, 404, "接口不存在")
		if want := `{"code":404,"message":"接口不存在","data":null}`; strings.TrimSpace(rec.Body.String()) != want {
			t.Fatalf("%s: body %s, want %s", target, rec.Body, want)
		}
	}
}

func TestRouterMethodNotAllowed(t *testing.T) {
	rt := newTestRouter(t)
	rec, env := serve(t, rt, httptest.NewRequest("DELETE", "/api/member/member", nil))
	check(t, rec, env, 405, 405, "请求方法不允许")
	allow := rec.Header().Get("Allow")
	for _, m := range []string{"GET", "PUT"} {
		if !strings.Contains(allow, m) {
			t.Fatalf("Allow = %q, want it to list %s", allow, m)
		}
	}
	rec, env = serve(t, rt, httptest.NewRequest("GET", "/api/login/email", nil))
	check(t, rec, env, 405, 405, "请求方法不允许")
}

func TestRouterRoutes(t *testing.T) {
	rt := newTestRouter(t)
	rec, env := serve(t, rt, jsonReq("POST", "/api/login/email", `{"email":"a@b.cn","password":"x"}`))
	check(t, rec, env, 200, 1, "成功")
	if string(env.Data) != `{"email":"a@b.cn"}` {
		t.Fatalf("data = %s", env.Data)
	}
	rec, env = serve(t, rt, httptest.NewRequest("GET", "/api/member/member", nil))
	check(t, rec, env, 401, 401, "未登录或登录已过期")
	rec, env = serve(t, rt, httptest.NewRequest("GET", "/api/artworks/42", nil))
	check(t, rec, env, 200, 1, "成功")
	if string(env.Data) != `"42"` {
		t.Fatalf("path value = %s", env.Data)
	}

	// Plain handlers get no-store and panic recovery too.
	rec2 := httptest.NewRecorder()
	rt.ServeHTTP(rec2, httptest.NewRequest("GET", "/api/raw", nil))
	if rec2.Body.String() != "raw" || rec2.Header().Get("Cache-Control") != "no-store" {
		t.Fatalf("raw route: %q, Cache-Control %q", rec2.Body, rec2.Header().Get("Cache-Control"))
	}
	captureLogs(t)
	rec, env = serve(t, rt, httptest.NewRequest("GET", "/api/boom", nil))
	check(t, rec, env, 500, 500, "服务器错误")
}

func TestRouterRejectsRoutesOutsideAPI(t *testing.T) {
	for _, p := range []string{"GET /graphql", "/login", "POST /apix/y"} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Handle(%q) did not panic", p)
				}
			}()
			api.NewRouter().HandleFunc(p, func(*http.Request) (any, error) { return nil, nil })
		}()
	}
}

func TestBodyLimit(t *testing.T) {
	rt := newTestRouter(t)
	big := `{"email":"` + strings.Repeat("a", int(api.DefaultMaxBody)) + `"}`

	// Declared Content-Length over the limit: refused before the handler.
	rec, env := serve(t, rt, jsonReq("POST", "/api/login/email", big))
	check(t, rec, env, 413, 413, "请求内容过大")

	// Unknown length (chunked): caught while reading.
	r := jsonReq("POST", "/api/login/email", big)
	r.ContentLength = -1
	r.Body = io.NopCloser(strings.NewReader(big))
	rec, env = serve(t, rt, r)
	check(t, rec, env, 413, 413, "请求内容过大")

	// Just under the limit is fine.
	ok := `{"email":"` + strings.Repeat("a", int(api.DefaultMaxBody)-100) + `"}`
	rec, env = serve(t, rt, jsonReq("POST", "/api/login/email", ok))
	check(t, rec, env, 200, 1, "成功")
}

func multipartBody(t *testing.T, size int) (*bytes.Buffer, string) {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	fw, err := mw.CreateFormFile("file", "head.png")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := fw.Write(bytes.Repeat([]byte{0x89}, size)); err != nil {
		t.Fatal(err)
	}
	if err := mw.Close(); err != nil {
		t.Fatal(err)
	}
	return &buf, mw.FormDataContentType()
}

func TestBodyLimitPerRoute(t *testing.T) {
	rt := newTestRouter(t)
	body, ct := multipartBody(t, 3<<20) // over the 1 MiB default, under the route's 4 MiB
	r := httptest.NewRequest("POST", "/api/upload/headimg", body)
	r.Header.Set("Content-Type", ct)
	rec, env := serve(t, rt, r)
	check(t, rec, env, 200, 1, "成功")
	if string(env.Data) != fmt.Sprint(3<<20) {
		t.Fatalf("uploaded size = %s", env.Data)
	}

	// Over the route's limit, with the length unknown: the multipart
	// parser's error is mapped to 413.
	body, ct = multipartBody(t, 5<<20)
	r = httptest.NewRequest("POST", "/api/upload/headimg", nil)
	r.Body = io.NopCloser(body)
	r.ContentLength = -1
	r.Header.Set("Content-Type", ct)
	captureLogs(t)
	rec, env = serve(t, rt, r)
	check(t, rec, env, 413, 413, "请求内容过大")
}

func TestDefaultMaxBodyOption(t *testing.T) {
	rt := api.NewRouter(api.WithDefaultMaxBody(16))
	rt.HandleFunc("POST /api/x", func(r *http.Request) (any, error) {
		var v map[string]any
		return v, api.Decode(r, &v)
	})
	rec, env := serve(t, rt, jsonReq("POST", "/api/x", `{"a":"0123456789abcdef"}`))
	check(t, rec, env, 413, 413, "请求内容过大")
}

func TestDecode(t *testing.T) {
	type in struct {
		Mobile string `json:"mobile"`
		Age    int    `json:"age"`
	}
	tests := []struct {
		name   string
		ct     string
		body   string
		code   int // 0: success
		msg    string
		mobile string
	}{
		{"ok", "application/json", `{"mobile":"13800000000","age":3}`, 0, "", "13800000000"},
		{"charset", "application/json; charset=utf-8", `{"mobile":"1"}`, 0, "", "1"},
		{"+json", "application/merge-patch+json", `{"mobile":"2"}`, 0, "", "2"},
		{"unknown fields ignored", "application/json", `{"mobile":"3","extra":true}`, 0, "", "3"},
		{"trailing space", "application/json", "{\"mobile\":\"4\"}\n  \n", 0, "", "4"},
		{"no content type", "", `{"mobile":"1"}`, 415, "请求内容类型不支持，请使用 application/json", ""},
		{"form", "application/x-www-form-urlencoded", `mobile=1`, 415, "请求内容类型不支持，请使用 application/json", ""},
		{"text", "text/plain", `{"mobile":"1"}`, 415, "请求内容类型不支持，请使用 application/json", ""},
		{"bad media type", "application/json; =", `{}`, 415, "请求内容类型不支持，请使用 application/json", ""},
		{"empty", "application/json", ``, 422, "请求格式错误", ""},
		{"malformed", "application/json", `{"mobile":`, 422, "请求格式错误", ""},
		{"syntax", "application/json", `{mobile:1}`, 422, "请求格式错误", ""},
		{"trailing garbage", "application/json", `{"mobile":"1"} x`, 422, "请求格式错误", ""},
		{"two values", "application/json", `{"mobile":"1"}{"mobile":"2"}`, 422, "请求格式错误", ""},
		{"type mismatch", "application/json", `{"mobile":"1","age":"three"}`, 422, "请求格式错误：字段 age 类型错误", ""},
		{"wrong top-level type", "application/json", `[1,2]`, 422, "请求格式错误", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest("POST", "/api/x", strings.NewReader(tc.body))
			if tc.ct != "" {
				r.Header.Set("Content-Type", tc.ct)
			}
			var v in
			err := api.Decode(r, &v)
			if tc.code == 0 {
				if err != nil || v.Mobile != tc.mobile {
					t.Fatalf("Decode = %v, mobile %q; want nil, %q", err, v.Mobile, tc.mobile)
				}
				return
			}
			var ae *api.Error
			if !errors.As(err, &ae) || ae.Code != tc.code || ae.Message != tc.msg {
				t.Fatalf("Decode err = %v, want code %d %q", err, tc.code, tc.msg)
			}
		})
	}
}

func TestDecodeNonPointerIsServerError(t *testing.T) {
	var v struct{}
	err := api.Decode(jsonReq("POST", "/api/x", `{}`), v)
	var ae *api.Error
	if err == nil || errors.As(err, &ae) {
		t.Fatalf("Decode(non-pointer) = %v, want a plain error", err)
	}
}

// TestOverHTTP runs the router behind a real server, the way it is mounted.
func TestOverHTTP(t *testing.T) {
	mux := http.NewServeMux()
	mux.Handle(api.Prefix, newTestRouter(t))
	srv := httptest.NewServer(mux)
	defer srv.Close()

	resp, err := http.Post(srv.URL+"/api/login/email", "application/json", strings.NewReader(`{"email":"x@y.cn"}`))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(body), `"code":1`) {
		t.Fatalf("POST: %d %s", resp.StatusCode, body)
	}

	resp, err = http.Get(srv.URL + "/api/does/not/exist")
	if err != nil {
		t.Fatal(err)
	}
	body, _ = io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 404 || strings.TrimSpace(string(body)) != `{"code":404,"message":"接口不存在","data":null}` {
		t.Fatalf("unknown path: %d %s", resp.StatusCode, body)
	}

	// A large body declared up front is refused without reading it.
	req, _ := http.NewRequest("POST", srv.URL+"/api/login/email", bytes.NewReader(make([]byte, 2<<20)))
	req.Header.Set("Content-Type", "application/json")
	resp, err = http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	body, _ = io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 413 || !strings.Contains(string(body), "请求内容过大") {
		t.Fatalf("large body: %d %s", resp.StatusCode, body)
	}
}

// A domain refusal becomes an envelope: its kind picks the code, its field
// goes in data, and a retry time in Retry-After.
func TestDomainProblemAnswers(t *testing.T) {
	cases := []struct {
		err    error
		status int
		code   int
		field  string
		retry  string
	}{
		{problem.New(problem.Invalid, "用户名格式不正确").OnField("username"), 422, 422, "username", ""},
		{fmt.Errorf("wrapped: %w", problem.New(problem.Forbidden, "账号已被禁用")), 403, 403, "", ""},
		{problem.New(problem.TooMany, "请稍后再试").After(1500 * time.Millisecond), 429, 429, "", "2"},
		{problem.New(problem.Conflict, "内容已被修改"), 409, 409, "", ""},
		{problem.New(problem.NotFound, "作品不存在"), 404, 404, "", ""},
	}
	for _, c := range cases {
		rec := httptest.NewRecorder()
		api.WriteError(rec, httptest.NewRequest("GET", "/api/x", nil), c.err)
		var env struct {
			Code    int               `json:"code"`
			Message string            `json:"message"`
			Data    map[string]string `json:"data"`
		}
		if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil {
			t.Fatal(err)
		}
		p := problem.As(c.err)
		if rec.Code != c.status || env.Code != c.code || env.Message != p.Message || env.Data["field"] != c.field ||
			rec.Header().Get("Retry-After") != c.retry {
			t.Errorf("%v: %d %+v Retry-After %q", c.err, rec.Code, env, rec.Header().Get("Retry-After"))
		}
	}
}
