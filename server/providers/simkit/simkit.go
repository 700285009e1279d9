// Package simkit holds what the providers' sandbox simulators (wechatsim,
// wechatpaysim) share: the head of their HTML pages, their static files,
// the answer to a path they do not serve, and their random tokens.
package simkit

import (
	"bytes"
	"crypto/rand"
	_ "embed"
	"encoding/hex"
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
)

//go:embed head.html
var head string

// Pages parses the simulator's page templates in fsys matching pattern
// beside the shared "head" template. A page starts with
// {{template "head" .}}, which shows .Title and calls the simulator's own
// "assets" template (its stylesheets and scripts) with the page's data.
func Pages(fsys fs.FS, funcs template.FuncMap, pattern string) *template.Template {
	t := template.Must(template.New("head").Funcs(funcs).Parse(head))
	return template.Must(t.ParseFS(fsys, pattern))
}

// Render executes the page template name with data.
func Render(t *template.Template, name string, data any) ([]byte, error) {
	var buf bytes.Buffer
	if err := t.ExecuteTemplate(&buf, name, data); err != nil {
		return nil, fmt.Errorf("render %s: %w", name, err)
	}
	return buf.Bytes(), nil
}

// WriteHTML answers a rendered page with status.
func WriteHTML(w http.ResponseWriter, status int, page []byte) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(page)
}

// Static serves the files of fsys, revalidated on every use (a sandbox's
// assets change with the code).
func Static(fsys fs.FS) http.Handler {
	files := http.FileServerFS(fsys)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		files.ServeHTTP(w, r)
	})
}

// NotFound answers 404, naming the sandbox, for the paths below a
// simulator's base that it does not serve.
func NotFound(sandbox string) http.HandlerFunc {
	return func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		http.Error(w, "404 page not found ("+sandbox+")", http.StatusNotFound)
	}
}

// Handler serves only what routes registers.
func Handler(routes func(*http.ServeMux)) http.Handler {
	mux := http.NewServeMux()
	routes(mux)
	return mux
}

// RandomHex returns n random bytes as lower-case hex, like the ids and
// codes of the real services.
func RandomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
