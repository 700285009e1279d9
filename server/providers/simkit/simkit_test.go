package simkit_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"artmarket/server/providers/simkit"
)

func TestPagesShareTheHead(t *testing.T) {
	fsys := fstest.MapFS{
		"t/assets.html": {Data: []byte(`{{define "assets"}}<link href="{{.Base}}/x.css">{{end}}`)},
		"t/page.html":   {Data: []byte(`{{define "page"}}{{template "head" .}}<body>{{.Title}}</body>{{end}}`)},
	}
	page, err := simkit.Render(simkit.Pages(fsys, nil, "t/*.html"), "page", map[string]string{"Base": "/sb", "Title": "<标题>"})
	if err != nil {
		t.Fatal(err)
	}
	got := string(page)
	for _, want := range []string{`<title>&lt;标题&gt;</title>`, `<link href="/sb/x.css">`, `<meta name="robots" content="noindex">`, `<body>&lt;标题&gt;</body>`} {
		if !strings.Contains(got, want) {
			t.Errorf("page lacks %q:\n%s", want, got)
		}
	}
	if _, err := simkit.Render(simkit.Pages(fsys, nil, "t/*.html"), "missing", nil); err == nil {
		t.Error("rendering an unknown page succeeded")
	}
}

func TestNotFoundNamesTheSandbox(t *testing.T) {
	rec := httptest.NewRecorder()
	simkit.NotFound("Test sandbox")(rec, httptest.NewRequest(http.MethodGet, "/x", nil))
	if rec.Code != http.StatusNotFound || !strings.Contains(rec.Body.String(), "(Test sandbox)") || rec.Header().Get("Cache-Control") != "no-store" {
		t.Errorf("got %d %q %q", rec.Code, rec.Body.String(), rec.Header().Get("Cache-Control"))
	}
}

func TestRandomHex(t *testing.T) {
	a, b := simkit.RandomHex(8), simkit.RandomHex(8)
	if len(a) != 16 || strings.Trim(a, "0123456789abcdef") != "" || a == b {
		t.Errorf("RandomHex(8) = %q, %q", a, b)
	}
}
