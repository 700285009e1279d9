package ssr

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"artmarket/server/platform/security"
)

// Proxy sends page requests to the renderer and streams its answer back.
type Proxy struct {
	Addr func() string // the renderer's current address ("" = down)
	// Pick, when set, chooses the renderer of each request instead of Addr
	// (a Pool: the least busy one); release is called when the answer has
	// been read.
	Pick    func() (addr string, release func())
	Timeout time.Duration // time to the renderer's headers
	Shell   *Shell
	Log     *slog.Logger
	// Cache keeps anonymous pages for a short time; nil: every page is
	// rendered.
	Cache *PageCache
	// Config is the browser's runtime configuration (window.__APP_CONFIG__):
	// sent to the renderer with every page and written into the shell.
	Config ClientConfig
	// PublicURL is the site's public address (PUBLIC_URL), sent to the
	// renderer as X-Public-Url for canonical and share addresses; empty: the
	// renderer uses the request's own scheme and host.
	PublicURL string
	// Session returns the token of the member a page is rendered for: the
	// session cookie's, when it still verifies ("" for a visitor; it may
	// clear a stale cookie on w). The token reaches the renderer as
	// SessionTokenHeader, and the renderer sends it as the Token header of
	// its loopback /graphql requests, so the page shows Query.viewer. Such a
	// page is never stored by a shared cache. Nil: every page for a visitor.
	Session func(w http.ResponseWriter, r *http.Request) string
	// SessionMember, when set, is asked instead of Session: the session
	// cookie's member (nil for a visitor), whose public pages are then made
	// from the page cache's template member page and Layer (memberlayer.go)
	// instead of a render of their own.
	SessionMember func(w http.ResponseWriter, r *http.Request) *PageMember
	// Layer answers what differs per member on a public page; nil: a
	// member's every page is rendered for them.
	Layer MemberLayer
	// OwnPages, when set with Cache, keeps the member pages it names per
	// member (ownpages.go); nil: a member page is rendered every time.
	OwnPages OwnPages
	// SessionCookie is the session cookie's name: it is not forwarded to
	// the renderer with the other cookies.
	SessionCookie string
	// RenderAllowed, when set, is asked before a request starts a render:
	// an anonymous one that no cached page or render under way can answer
	// (see PageCache.get), and every request the cache may not answer (a
	// member's page, a member path, a request with a Token header). False
	// serves the shell instead, which the browser renders itself. It bounds
	// what one address costs the renderers with distinct URLs (?x=1, ?x=2, …).
	RenderAllowed func(r *http.Request) bool

	once       sync.Once
	client     *http.Client
	configJSON string
	version    string // of the pages this server renders (pageVersion)
}

// ClientConfig is the runtime configuration the browser receives: nothing
// secret, only what the page needs to know (a <script id="__APP_CONFIG__"
// type="application/json"> in every document).
type ClientConfig struct {
	// AnalyticsSiteID turns on Baidu Tongji (hm.js?{id}); empty = off.
	AnalyticsSiteID string `json:"analyticsSiteId,omitempty"`
}

// JSON is the configuration as JSON text that is safe inside a <script>
// element and an HTTP header (encoding/json escapes <, > and &; the values
// are validated ASCII).
func (c ClientConfig) JSON() string {
	b, _ := json.Marshal(c)
	return string(b)
}

// SessionTokenHeader carries the member's token from the proxy to the
// renderer (loopback only; a visitor's own header of that name is never
// forwarded).
const SessionTokenHeader = "X-Session-Token"

// memberCacheControl is the caching of a page rendered for a member: the
// browser's own, and not even there.
const memberCacheControl = "private, no-store"

// forwarded request headers: what the renderer needs to render for this
// visitor and nothing else.
var forwardHeaders = []string{"User-Agent", "Accept-Language", "Cookie", "Save-Data", "Referer"}

// copied response headers.
var copyHeaders = []string{"Content-Type", "Cache-Control", "Link", "Vary", "Content-Language", "Location"}

func (p *Proxy) httpClient() *http.Client {
	p.once.Do(func() {
		p.client = &http.Client{
			Transport: &http.Transport{
				DialContext:         (&net.Dialer{Timeout: time.Second}).DialContext,
				MaxIdleConnsPerHost: 64,
				IdleConnTimeout:     90 * time.Second,
				DisableCompression:  true,
			},
			CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
		}
		p.configJSON = p.Config.JSON()
		p.Shell.config = p.configJSON
		p.version = pageVersion(p.Shell.Path, p.configJSON, p.PublicURL)
	})
	return p.client
}

// pick is the renderer of one request and the release of its slot.
func (p *Proxy) pick() (string, func()) {
	if p.Pick != nil {
		return p.Pick()
	}
	return p.Addr(), func() {}
}

// ServeHTTP renders the page, or serves the shell when the renderer fails.
func (p *Proxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	nonce := security.Nonce(r)
	client := p.httpClient()
	token := ""
	var member *PageMember
	switch {
	case p.SessionMember != nil:
		if member = p.SessionMember(w, r); member != nil {
			token = member.Token
		}
	case p.Session != nil:
		token = p.Session(w, r)
	}
	if member != nil && p.Layer != nil && p.Cache.Cacheable(r) && p.serveMember(w, r, nonce, member) {
		return
	}
	if member != nil && p.ownCacheable(r) && p.serveOwn(w, r, nonce, member) {
		return
	}
	if token == "" && p.Cache.Cacheable(r) {
		// A renderer is picked only for a miss: a hit takes no renderer's
		// slot, and a kept page is served while every renderer restarts.
		p.serveCached(w, r, nonce)
		return
	}
	// A page no cache may answer is a render every time: a member's, a
	// member path's, one asked with a Token or Authorization header (which
	// the renderer never sees, so adding one must not slip past the bound).
	if p.RenderAllowed != nil && !p.RenderAllowed(r) {
		p.Log.Debug("render refused; serving the shell", "path", r.URL.Path, "reason", "render-limit")
		p.Shell.Serve(w, r, nonce, "render-limit")
		return
	}
	addr, release := p.pick()
	defer release()
	if addr == "" {
		p.Shell.Serve(w, r, nonce, "renderer-down")
		return
	}
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, r.Method, "http://"+addr+r.URL.RequestURI(), nil)
	if err != nil {
		p.Shell.Serve(w, r, nonce, "bad-request")
		return
	}
	req.Header = p.rendererHeaders(r, nonce, w.Header().Get("Content-Security-Policy"), token)

	timer := time.AfterFunc(p.Timeout, cancel) // only until the headers arrive
	resp, err := client.Do(req)
	stopped := timer.Stop()
	if err != nil || !stopped {
		if err == nil {
			resp.Body.Close()
		}
		reason := "renderer-error"
		if !stopped || errors.Is(err, context.Canceled) {
			reason = "renderer-timeout"
		}
		if r.Context().Err() == nil {
			p.Log.Warn("rendering failed; serving the shell", "path", r.URL.Path, "reason", reason, "err", err)
			p.Shell.Serve(w, r, nonce, reason)
		}
		return
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 500 {
		p.Log.Warn("renderer answered an error; serving the shell", "path", r.URL.Path, "status", resp.StatusCode)
		p.Shell.Serve(w, r, nonce, "renderer-5xx")
		return
	}
	for _, h := range copyHeaders {
		if v := resp.Header.Get(h); v != "" {
			w.Header().Set(h, v)
		}
	}
	if token != "" {
		// Whatever the renderer said: a member's page is theirs alone.
		w.Header().Set("Cache-Control", memberCacheControl)
	}
	w.Header().Set("X-Render", "ssr")
	w.WriteHeader(resp.StatusCode)
	if r.Method == http.MethodHead {
		return
	}
	streamBody(w, resp.Body)
}

// rendererHeaders are the headers of a render request: what the renderer
// needs to render this page for this visitor (or member) and nothing else.
func (p *Proxy) rendererHeaders(r *http.Request, nonce, policy, token string) http.Header {
	h := http.Header{}
	for _, name := range forwardHeaders {
		if v := r.Header.Get(name); v != "" {
			h.Set(name, v)
		}
	}
	if p.SessionCookie != "" {
		if c := withoutCookie(r, p.SessionCookie); c != "" {
			h.Set("Cookie", c)
		} else {
			h.Del("Cookie")
		}
	}
	if token != "" {
		h.Set(SessionTokenHeader, token)
	}
	h.Set("X-CSP-Nonce", nonce)
	// The exact policy this answer carries (the CSP test pages show it) and
	// the browser's runtime configuration.
	h.Set("X-CSP-Policy", policy)
	h.Set("X-App-Config", p.configJSON)
	h.Set("X-Forwarded-Host", r.Host)
	h.Set("X-Forwarded-Proto", forwardedProto(r))
	if p.PublicURL != "" {
		h.Set("X-Public-Url", p.PublicURL)
	}
	return h
}

func forwardedProto(r *http.Request) string {
	if r.TLS != nil || r.Header.Get("X-Forwarded-Proto") == "https" {
		return "https"
	}
	return "http"
}

// withoutCookie is the request's Cookie header without the named cookie
// (the others pass byte for byte).
func withoutCookie(r *http.Request, name string) string {
	var kept []string
	for _, line := range r.Header.Values("Cookie") {
		for _, part := range strings.Split(line, ";") {
			part = strings.TrimSpace(part)
			if part == "" {
				continue
			}
			if k, _, _ := strings.Cut(part, "="); strings.TrimSpace(k) == name {
				continue
			}
			kept = append(kept, part)
		}
	}
	return strings.Join(kept, "; ")
}

// streamBody copies and flushes as chunks arrive, so the streamed render
// reaches the browser as it is produced.
func streamBody(w http.ResponseWriter, body io.Reader) {
	fl, _ := w.(http.Flusher)
	buf := make([]byte, 32<<10)
	for {
		n, err := body.Read(buf)
		if n > 0 {
			if _, werr := w.Write(buf[:n]); werr != nil {
				return
			}
			if fl != nil {
				fl.Flush()
			}
		}
		if err != nil {
			return
		}
	}
}

// Shell is the client-only page: the built index.html, which boots the app
// in the browser without server-rendered markup.
type Shell struct {
	Path string // dist/client/index.html

	mu      sync.Mutex
	modTime time.Time
	html    []byte
	config  string // ClientConfig JSON, set by the Proxy
}

func (s *Shell) load() ([]byte, error) {
	st, err := os.Stat(s.Path)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.html == nil || !st.ModTime().Equal(s.modTime) {
		b, err := os.ReadFile(s.Path)
		if err != nil {
			return nil, err
		}
		s.html, s.modTime = b, st.ModTime()
	}
	return s.html, nil
}

// Serve writes the shell with the request's nonce on every script and on
// the csp-nonce meta tag Vite reads.
func (s *Shell) Serve(w http.ResponseWriter, r *http.Request, nonce, reason string) {
	html, err := s.load()
	if err != nil {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = io.WriteString(w, "网站正在构建中，请稍后刷新。(client build missing: run `make build`)\n")
		return
	}
	out := WithConfig(WithNonce(html, nonce), s.config)
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Render", "shell; reason="+reason)
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		_, _ = w.Write(out)
	}
}

// WithNonce puts nonce on every <script> and on <meta property="csp-nonce">.
func WithNonce(html []byte, nonce string) []byte {
	attr := []byte(` nonce="` + nonce + `"`)
	out := bytes.ReplaceAll(html, []byte("<script"), append([]byte("<script"), attr...))
	out = bytes.ReplaceAll(out, []byte(`<meta property="csp-nonce"`), append([]byte(`<meta property="csp-nonce"`), attr...))
	return out
}

// WithConfig puts the runtime configuration before </head>, as the
// server-rendered document carries it.
func WithConfig(html []byte, configJSON string) []byte {
	if configJSON == "" {
		configJSON = "{}"
	}
	tag := []byte(`<script id="__APP_CONFIG__" type="application/json">` + configJSON + `</script></head>`)
	return bytes.Replace(html, []byte("</head>"), tag, 1)
}

// Static serves the built client's files: hashed /assets/ forever, with a
// precompressed .br or .gz twin when the browser accepts it; other files at
// the top of dist/client for an hour.
type Static struct{ Root string } // dist/client

// Has reports whether the request names a file in the build (not index.html).
func (s Static) Has(urlPath string) bool {
	name, ok := s.clean(urlPath)
	if !ok || name == "index.html" {
		return false
	}
	st, err := os.Stat(filepath.Join(s.Root, name))
	return err == nil && st.Mode().IsRegular()
}

func (s Static) clean(urlPath string) (string, bool) {
	name := strings.TrimPrefix(filepath.ToSlash(filepath.Clean("/"+urlPath)), "/")
	if name == "" || strings.Contains(name, "..") || strings.HasPrefix(name, ".") {
		return "", false
	}
	return name, true
}

func (s Static) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	name, ok := s.clean(r.URL.Path)
	if !ok {
		http.NotFound(w, r)
		return
	}
	full := filepath.Join(s.Root, name)
	switch {
	case strings.HasPrefix(name, "assets/"):
		w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	case name == "build.json": // polled to notice new deployments
		w.Header().Set("Cache-Control", "no-cache")
	default:
		w.Header().Set("Cache-Control", "public, max-age=3600")
	}
	if ctype := contentType(name); ctype != "" {
		w.Header().Set("Content-Type", ctype)
	}
	w.Header().Add("Vary", "Accept-Encoding")
	ae := r.Header.Get("Accept-Encoding")
	for _, enc := range []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
		if !strings.Contains(ae, enc.token) {
			continue
		}
		if f, err := os.Open(full + enc.ext); err == nil {
			defer f.Close()
			if st, err := f.Stat(); err == nil {
				w.Header().Set("Content-Encoding", enc.token)
				http.ServeContent(w, r, name, st.ModTime(), f)
				return
			}
		}
	}
	f, err := os.Open(full)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		http.NotFound(w, r)
		return
	}
	http.ServeContent(w, r, name, st.ModTime(), f)
}

func contentType(name string) string {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".js", ".mjs":
		return "text/javascript; charset=utf-8"
	case ".css":
		return "text/css; charset=utf-8"
	case ".json":
		return "application/json"
	case ".svg":
		return "image/svg+xml"
	case ".html":
		return "text/html; charset=utf-8"
	case ".woff2":
		return "font/woff2"
	case ".txt":
		return "text/plain; charset=utf-8"
	}
	return ""
}

// admit is RenderAllowed for r, nil when unlimited.
func (p *Proxy) admit(r *http.Request) func() bool {
	if p.RenderAllowed == nil {
		return nil
	}
	return func() bool { return p.RenderAllowed(r) }
}
