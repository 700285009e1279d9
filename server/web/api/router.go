package api

import (
	"fmt"
	"net/http"
	"strings"
)

// Prefix is where the Router is mounted: mux.Handle(api.Prefix, router).
const Prefix = "/api/"

// DefaultMaxBody is the request body limit of a route that sets none: 1 MiB,
// plenty for JSON.
const DefaultMaxBody int64 = 1 << 20

// Router routes /api/ requests with Go 1.22+ http.ServeMux patterns
// ("POST /api/login/mobile", "GET /api/member/{id}"). Unknown paths answer
// 404 {"code":404,"message":"接口不存在","data":null}, a known path with
// the wrong method 405 with an Allow header, both as envelopes. Every route
// gets a body limit and panic recovery, and every answer Cache-Control:
// no-store.
type Router struct {
	mux      *http.ServeMux
	maxBody  int64
	patterns []string
}

// RouterOption configures [NewRouter].
type RouterOption func(*Router)

// WithDefaultMaxBody sets the body limit of routes that set none (default
// [DefaultMaxBody]).
func WithDefaultMaxBody(n int64) RouterOption {
	return func(rt *Router) { rt.maxBody = n }
}

// NewRouter returns an empty Router.
func NewRouter(opts ...RouterOption) *Router {
	rt := &Router{mux: http.NewServeMux(), maxBody: DefaultMaxBody}
	for _, o := range opts {
		o(rt)
	}
	return rt
}

// RouteOption configures one route.
type RouteOption func(*routeConfig)

type routeConfig struct {
	maxBody int64
}

// MaxBody sets this route's request body limit, e.g. 10 MiB for an upload.
// A larger body answers 413 "请求内容过大".
func MaxBody(n int64) RouteOption {
	return func(c *routeConfig) { c.maxBody = n }
}

// Handle registers h for pattern, whose path must start with /api/. Like
// http.ServeMux it panics on an invalid or conflicting pattern.
func (rt *Router) Handle(pattern string, h http.Handler, opts ...RouteOption) {
	path := pattern
	if i := strings.IndexAny(pattern, " \t"); i >= 0 {
		path = strings.TrimLeft(pattern[i:], " \t")
	}
	if !strings.HasPrefix(path, Prefix) {
		panic(fmt.Sprintf("api: route %q is outside %s", pattern, Prefix))
	}
	cfg := routeConfig{maxBody: rt.maxBody}
	for _, o := range opts {
		o(&cfg)
	}
	rt.mux.Handle(pattern, LimitBody(cfg.maxBody)(Recover(h)))
	rt.patterns = append(rt.patterns, pattern)
}

// Patterns lists the registered routes as given to Handle, in order (the
// access tests walk every one, so a new route cannot be forgotten).
func (rt *Router) Patterns() []string { return append([]string(nil), rt.patterns...) }

// HandleFunc registers fn through [Handle] (the package-level adapter).
func (rt *Router) HandleFunc(pattern string, fn func(r *http.Request) (any, error), opts ...RouteOption) {
	rt.Handle(pattern, Handle(fn), opts...)
}

// ServeHTTP implements http.Handler.
func (rt *Router) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	h, pattern := rt.mux.Handler(r)
	if pattern != "" {
		rt.mux.ServeHTTP(w, r)
		return
	}
	// No route: let the mux tell 404 from 405 (and which methods are
	// allowed), then answer with an envelope instead of its plain text.
	rec := &discardWriter{header: http.Header{}}
	h.ServeHTTP(rec, r)
	if rec.status == http.StatusMethodNotAllowed {
		if allow := rec.header.Get("Allow"); allow != "" {
			w.Header().Set("Allow", allow)
		}
		Fail(w, http.StatusMethodNotAllowed, CodeMethodNotAllowed, MsgMethodNotAllow)
		return
	}
	Fail(w, http.StatusNotFound, CodeNotFound, MsgNoSuchEndpoint)
}

// discardWriter records a status and headers and drops the body.
type discardWriter struct {
	header http.Header
	status int
}

func (d *discardWriter) Header() http.Header { return d.header }

func (d *discardWriter) WriteHeader(code int) {
	if d.status == 0 {
		d.status = code
	}
}

func (d *discardWriter) Write(b []byte) (int, error) {
	if d.status == 0 {
		d.status = http.StatusOK
	}
	return len(b), nil
}

// LimitBody is middleware that caps the request body at n bytes: a declared
// Content-Length above n answers 413 at once, and reading past n fails with
// an *http.MaxBytesError, which [Decode] and [WriteError] turn into 413
// "请求内容过大". n <= 0 means no limit.
func LimitBody(n int64) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		if n <= 0 {
			return next
		}
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.ContentLength > n {
				w.Header().Set("Connection", "close")
				Fail(w, http.StatusRequestEntityTooLarge, CodeTooLarge, MsgTooLarge)
				return
			}
			if r.Body != nil {
				r.Body = http.MaxBytesReader(w, r.Body, n)
			}
			next.ServeHTTP(w, r)
		})
	}
}
