package api

import (
	"fmt"
	"log/slog"
	"net/http"
	"runtime/debug"
)

// Handle adapts fn to an http.Handler: data is answered as
// {"code":1,"message":"成功","data":data}, an error through [WriteError]
// (an *Error with its code, anything else as a logged 500 "服务器错误"), and
// a panic is recovered into the same 500.
func Handle(fn func(r *http.Request) (any, error)) http.Handler {
	return HandleRW(func(_ http.ResponseWriter, r *http.Request) (any, error) { return fn(r) })
}

// HandleRW is [Handle] for handlers that also need the ResponseWriter, for
// example to set headers (Retry-After) before returning. If the handler
// writes a response itself, its return values are not answered (a returned
// error is still logged).
func HandleRW(fn func(w http.ResponseWriter, r *http.Request) (any, error)) http.Handler {
	return Recover(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tw := &trackingWriter{ResponseWriter: w}
		data, err := fn(tw, r)
		if tw.wrote {
			if err != nil {
				logError(r, "api: handler failed after writing its answer", err)
			}
			return
		}
		if err != nil {
			WriteError(w, r, err)
			return
		}
		OK(w, data)
	}))
}

// Recover turns a panic in h into a logged 500 envelope (when nothing has
// been written yet). http.ErrAbortHandler is re-panicked, as net/http
// expects.
func Recover(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tw := &trackingWriter{ResponseWriter: w}
		defer func() {
			p := recover()
			if p == nil {
				return
			}
			if p == http.ErrAbortHandler {
				panic(p)
			}
			slog.ErrorContext(r.Context(), "api: panic",
				"method", r.Method, "path", r.URL.Path,
				"panic", fmt.Sprint(p), "stack", string(debug.Stack()))
			if !tw.wrote {
				Fail(w, http.StatusInternalServerError, CodeServerError, MsgServerError)
			}
		}()
		h.ServeHTTP(tw, r)
	})
}

// trackingWriter records whether a final status or body was written.
type trackingWriter struct {
	http.ResponseWriter
	wrote bool
}

func (t *trackingWriter) WriteHeader(code int) {
	if code >= 200 {
		t.wrote = true
	}
	t.ResponseWriter.WriteHeader(code)
}

func (t *trackingWriter) Write(b []byte) (int, error) {
	t.wrote = true
	return t.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the underlying writer.
func (t *trackingWriter) Unwrap() http.ResponseWriter { return t.ResponseWriter }
