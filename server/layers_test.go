// Package server_test holds the check of the layers: imports point down,
// transport → domain → platform, as docs/architecture.md draws them.
package server_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

const module = "artmarket"

// layerOf names the layer of a package of this module ("" for none).
func layerOf(pkg string) string {
	rel := strings.TrimPrefix(pkg, module+"/")
	switch {
	case rel == "ent" || strings.HasPrefix(rel, "ent/"):
		return "ent"
	case rel == "graph" || strings.HasPrefix(rel, "graph/"):
		return "graph"
	case strings.HasPrefix(rel, "server/web/"):
		return "web"
	case strings.HasPrefix(rel, "server/domain/"):
		return "domain"
	case strings.HasPrefix(rel, "server/platform/"):
		return "platform"
	case strings.HasPrefix(rel, "server/providers/"):
		return "providers"
	case strings.HasPrefix(rel, "server/cmd/"):
		return "cmd"
	case rel == "server/demo" || strings.HasPrefix(rel, "server/demo/"):
		return "demo"
	case rel == "server":
		return "check" // this test
	}
	return ""
}

// allowed lists, for each layer, the layers its packages may import.
var allowed = map[string][]string{
	"ent":       {"ent"},
	"platform":  {"platform", "ent"},
	"providers": {"providers", "platform", "ent"},
	"domain":    {"domain", "providers", "platform", "ent"},
	"graph":     {"graph", "domain", "providers", "platform", "ent"},
	"web":       {"web", "graph", "domain", "providers", "platform", "ent"},
	"demo":      {"demo", "domain", "providers", "platform", "ent"},
	"cmd":       {"cmd", "web", "graph", "domain", "providers", "platform", "ent", "demo"},
	"check":     {},
}

// testEnv is the shared environment of the HTTP tests (the whole app
// handler): tests of any layer may use it.
const testEnv = module + "/server/web/apptest"

// testOnly are the packages of test support: code never imports them.
var testOnly = map[string]bool{
	testEnv:                               true,
	module + "/graph/gqltest":             true,
	module + "/server/platform/clocktest": true,
	module + "/server/providers/wechatpay/wechatpaytest": true,
	module + "/server/domain/ledger/ledgertest":          true,
}

// forbiddenStd are standard packages a layer must not import: the domain
// holds rules, not HTTP.
var forbiddenStd = map[string][]string{
	"domain": {"net/http", "net/http/httptest"},
}

func TestLayers(t *testing.T) {
	root := filepath.Join("..")
	var problems []string
	seen := map[string]bool{}
	for _, top := range []string{"ent", "graph", "server"} {
		err := filepath.WalkDir(filepath.Join(root, top), func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if name := d.Name(); name == "node_modules" || name == "testdata" || strings.HasPrefix(name, ".") {
					return filepath.SkipDir
				}
				return nil
			}
			if !strings.HasSuffix(path, ".go") {
				return nil
			}
			rel, _ := filepath.Rel(root, path)
			dir := filepath.ToSlash(filepath.Dir(rel))
			pkg := module + "/" + dir
			from := layerOf(pkg)
			if from == "" {
				if !seen[dir] {
					problems = append(problems, dir+": a package outside the layers (server/{web,domain,platform,providers,cmd,demo}, graph, ent)")
					seen[dir] = true
				}
				return nil
			}
			f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
			if err != nil {
				return err
			}
			test := strings.HasSuffix(path, "_test.go")
			for _, imp := range f.Imports {
				p, _ := strconv.Unquote(imp.Path.Value)
				for _, bad := range forbiddenStd[from] {
					if p == bad && !test {
						problems = append(problems, rel+": the "+from+" layer imports "+p)
					}
				}
				if p != module && !strings.HasPrefix(p, module+"/") {
					continue
				}
				if testOnly[p] && !test && !testOnly[pkg] { // test support may build on test support
					problems = append(problems, rel+": code imports the test support "+p)
				}
				if p == testEnv {
					continue
				}
				to := layerOf(p)
				ok := false
				for _, l := range allowed[from] {
					ok = ok || l == to
				}
				// Tests may reach one layer further for their set-up
				// (a domain test opening a test database, say), never up
				// into transport.
				if !ok && test && to != "web" && to != "cmd" {
					ok = true
				}
				if !ok {
					problems = append(problems, rel+": "+from+" imports "+to+" ("+p+")")
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	sort.Strings(problems)
	for _, p := range problems {
		t.Error(p)
	}
}
