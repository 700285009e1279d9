// Package playground serves the GraphiQL playground at /graphiql from our
// own build (client/graphiql → dist/graphiql): nothing comes from a CDN.
//
//	GET /graphiql                 the built index.html, with the request's CSP
//	                              nonce on its <script>/<link> tags and in a
//	                              <meta property="csp-nonce" nonce="..."> that
//	                              Vite's preload helper reads; no-store
//	GET /graphiql/assets/<file>   hashed build output, cached for a year
//	                              (immutable)
//
// The page answers with its own Content-Security-Policy, [CSP], replacing
// any policy set by outer middleware: GraphiQL needs a nonce-bearing <style>
// element and data: fonts, which the site-wide policy refuses. The GraphQL
// endpoint it talks to is POST /graphql on the same origin.
package playground

import (
	"bytes"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"
)

// Base is the path the playground is served under.
const Base = "/graphiql"

// NotBuiltMessage is the 503 answer when dist/graphiql/index.html is missing.
const NotBuiltMessage = "GraphiQL 调试台尚未构建。\n" +
	"请在项目根目录运行 make build（或只构建调试台：npx vite build --config client/graphiql/vite.config.ts），然后刷新本页。\n"

// CSP returns the Content-Security-Policy of the playground page. It is the
// site-wide policy (scripts only through the nonce and what they load,
// 'strict-dynamic'; no plugins; no <base>; no framing) with two changes,
// found by running GraphiQL 4.1.2 in Chromium under the site-wide policy:
//
//   - style-src 'self' 'nonce-N': Radix UI dialogs and menus lock page
//     scrolling with a <style> element that react-remove-scroll inserts at
//     run time; style-src 'self' refuses it (a CSP error each time a dialog
//     opens; the lock is lost). The page hands the nonce to that library
//     (window.__webpack_nonce__, read by get-nonce), so the nonce admits
//     that element and nothing else: no 'unsafe-inline', and style
//     attributes in markup stay refused. Styles set through the CSSOM
//     (element.style, as CodeMirror 5, Radix positioning and framer-motion
//     do) are not subject to CSP. Were the nonce hand-over to stop working
//     after an upgrade, the next narrowest fallback is
//     "style-src-elem 'self' 'unsafe-inline'" for this path only.
//   - font-src 'self' data:: graphiql's CSS embeds its fonts (Roboto, Fira
//     Code) as data: URLs, refused by font-src 'self' (text then falls back
//     to system fonts).
//
// Everything else works under the site-wide policy: the editors, completion,
// hover info, docs explorer, history, prettify and running queries over
// connect-src 'self' (POST /graphql on the same origin).
func CSP(nonce string) string {
	return strings.Join([]string{
		"default-src 'self'",
		"script-src 'nonce-" + nonce + "' 'strict-dynamic'",
		"style-src 'self' 'nonce-" + nonce + "'",
		"img-src 'self' data:",
		"font-src 'self' data:",
		"connect-src 'self'",
		"worker-src 'none'",
		"object-src 'none'",
		"base-uri 'none'",
		"form-action 'none'",
		"frame-ancestors 'none'",
	}, "; ")
}

// Handler serves the playground built into distDir (dist/graphiql). nonce
// returns the request's CSP nonce; when it is nil or returns something that
// is not a base64 token, the handler makes its own. The page is read again
// when index.html changes on disk, so a rebuild needs no restart.
func Handler(distDir string, nonce func(*http.Request) string) http.Handler {
	return &handler{dist: distDir, nonce: nonce}
}

type handler struct {
	dist  string
	nonce func(*http.Request) string

	mu   sync.Mutex
	page *page
}

// page is index.html split around the places a nonce goes.
type page struct {
	mod   time.Time
	size  int64
	parts []string // len(parts)-1 nonces go between them
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	rest, ok := strings.CutPrefix(r.URL.Path, Base)
	if !ok || (rest != "" && rest[0] != '/') {
		http.NotFound(w, r)
		return
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "请求方法不允许", http.StatusMethodNotAllowed)
		return
	}
	switch {
	case rest == "" || rest == "/" || rest == "/index.html":
		h.serveIndex(w, r)
	case strings.HasPrefix(rest, "/assets/"):
		h.serveAsset(w, r, strings.TrimPrefix(rest, "/assets/"))
	default:
		http.NotFound(w, r)
	}
}

func (h *handler) serveIndex(w http.ResponseWriter, r *http.Request) {
	p, err := h.load()
	if errors.Is(err, fs.ErrNotExist) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.Header().Set("Retry-After", "60")
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = w.Write([]byte(NotBuiltMessage))
		return
	}
	if err != nil {
		slog.ErrorContext(r.Context(), "playground: load index.html", "dir", h.dist, "err", err)
		http.Error(w, "服务器错误", http.StatusInternalServerError)
		return
	}
	n := ""
	if h.nonce != nil {
		n = h.nonce(r)
	}
	if !validNonce(n) {
		n = newNonce()
	}
	body := strings.Join(p.parts, n)
	hd := w.Header()
	hd.Set("Content-Type", "text/html; charset=utf-8")
	hd.Set("Cache-Control", "no-store")
	hd.Set("Content-Security-Policy", CSP(n))
	hd.Set("X-Content-Type-Options", "nosniff")
	hd.Set("Referrer-Policy", "no-referrer")
	hd.Set("Content-Length", fmt.Sprint(len(body)))
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		_, _ = w.Write([]byte(body))
	}
}

func (h *handler) serveAsset(w http.ResponseWriter, r *http.Request, name string) {
	dir := filepath.Join(h.dist, "assets")
	if !fs.ValidPath(name) || name == "." || strings.Contains(name, "\\") {
		http.NotFound(w, r)
		return
	}
	fsys := os.DirFS(dir)
	st, err := fs.Stat(fsys, name)
	if err != nil || !st.Mode().IsRegular() {
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			slog.ErrorContext(r.Context(), "playground: stat asset", "name", name, "err", err)
		}
		w.Header().Set("Cache-Control", "no-store")
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	http.ServeFileFS(w, r, fsys, name)
}

// load returns the parsed index.html, re-reading it when its size or
// modification time changed.
func (h *handler) load() (*page, error) {
	file := filepath.Join(h.dist, "index.html")
	st, err := os.Stat(file)
	if err != nil {
		return nil, fmt.Errorf("stat %s: %w", file, err)
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.page != nil && h.page.mod.Equal(st.ModTime()) && h.page.size == st.Size() {
		return h.page, nil
	}
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", file, err)
	}
	h.page = &page{mod: st.ModTime(), size: st.Size(), parts: split(b)}
	return h.page, nil
}

var (
	// tagRE finds the opening tags that take a nonce.
	tagRE = regexp.MustCompile(`(?i)<(script|link|style)\b[^>]*>`)
	// nonceAttrRE finds an existing nonce attribute inside a tag.
	nonceAttrRE = regexp.MustCompile(`(?i)\snonce\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+)`)
	// metaRE finds an existing <meta property="csp-nonce" ...> tag.
	metaRE = regexp.MustCompile(`(?i)<meta\b[^>]*\bproperty\s*=\s*["']?csp-nonce["']?[^>]*>`)
	// headRE finds the opening <head> tag.
	headRE = regexp.MustCompile(`(?i)<head\b[^>]*>`)
	// nonceRE is what a nonce may look like: a base64 (or base64url) token.
	nonceRE = regexp.MustCompile(`^[A-Za-z0-9+/_-]{16,}={0,2}$`)
)

const metaTag = `<meta property="csp-nonce" nonce="%s">`

// split prepares html for nonce injection: every <script>, <link> and
// <style> opening tag gets nonce="<N>" (replacing any nonce it had), any
// csp-nonce meta tag is replaced by ours, and if there was none, ours goes
// right after <head> (or first). The result is html cut at each <N>.
func split(html []byte) []string {
	const mark = "\x00NONCE\x00"
	s := string(bytes.ReplaceAll(html, []byte{0}, nil))
	s = tagRE.ReplaceAllStringFunc(s, func(tag string) string {
		tag = nonceAttrRE.ReplaceAllString(tag, "")
		i := strings.IndexAny(tag, " \t\r\n/>")
		return tag[:i] + ` nonce="` + mark + `"` + tag[i:]
	})
	meta := fmt.Sprintf(metaTag, mark)
	if metaRE.MatchString(s) {
		s = metaRE.ReplaceAllLiteralString(s, meta)
	} else if loc := headRE.FindStringIndex(s); loc != nil {
		s = s[:loc[1]] + "\n    " + meta + s[loc[1]:]
	} else {
		s = meta + "\n" + s
	}
	return strings.Split(s, mark)
}

func validNonce(n string) bool { return nonceRE.MatchString(n) }

func newNonce() string {
	var b [16]byte
	_, _ = rand.Read(b[:]) // crypto/rand.Read never fails (Go 1.24+)
	return base64.RawStdEncoding.EncodeToString(b[:])
}
