package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"testing"
)

// fieldContextReaders are the calls that read a field's own context (its
// selections, arguments, alias or path): a resolver that resolvedScalars
// calls without a field context of its own must make none of them, itself
// or through the graph package's functions and methods it calls.
var fieldContextReaders = map[string]bool{"GetFieldContext": true, "CollectFields": true, "GetPath": true,
	"GetFieldContextFromCtx": true, "CollectFieldsCtx": true, "CollectAllFields": true}

// resolvedCall is a resolver call resolvedScalars wrote in the executor.
var resolvedCall = regexp.MustCompile(`v, err := ec\.Resolvers\.([A-Za-z0-9]+)\(\)\.([A-Za-z0-9]+)\(ctx, obj[,)]`)

func TestResolvedScalarsReadNoFieldContext(t *testing.T) {
	exec, err := os.ReadFile("../generated/exec.go")
	if err != nil {
		t.Fatal(err)
	}
	calls := resolvedCall.FindAllSubmatch(exec, -1)
	if len(calls) == 0 {
		t.Fatal("no resolver called by resolvedScalars in the executor")
	}
	files, err := filepath.Glob("../*.go")
	if err != nil {
		t.Fatal(err)
	}
	funcs := map[string]*ast.FuncDecl{} // "recv.Name" for methods (receiver type without *), "Name" for functions
	fset := token.NewFileSet()
	for _, f := range files {
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range file.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			key := fd.Name.Name
			if fd.Recv != nil {
				typ := fd.Recv.List[0].Type
				if star, ok := typ.(*ast.StarExpr); ok {
					typ = star.X
				}
				if id, ok := typ.(*ast.Ident); ok {
					key = id.Name + "." + key
				}
			}
			funcs[key] = fd
		}
	}
	for _, c := range calls {
		typ := string(c[1])
		recv := string([]rune(typ)[0]|0x20) + typ[1:] + "Resolver" // Artwork → artworkResolver
		key := recv + "." + string(c[2])
		fd := funcs[key]
		if fd == nil {
			t.Errorf("%s: not found in package graph", key)
			continue
		}
		seen := map[*ast.FuncDecl]bool{}
		var visit func(fd *ast.FuncDecl)
		visit = func(fd *ast.FuncDecl) {
			if seen[fd] {
				return
			}
			seen[fd] = true
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				switch x := n.(type) {
				case *ast.SelectorExpr:
					if fieldContextReaders[x.Sel.Name] {
						t.Errorf("%s reads the field context (%s, in %s)", key, x.Sel.Name, fd.Name.Name)
					}
					// r.method: a method of the Resolver or of the resolver type
					if id, ok := x.X.(*ast.Ident); ok && id.Name == "r" {
						for _, k := range []string{"Resolver." + x.Sel.Name, recv + "." + x.Sel.Name} {
							if callee := funcs[k]; callee != nil {
								visit(callee)
							}
						}
					}
				case *ast.CallExpr:
					if id, ok := x.Fun.(*ast.Ident); ok && funcs[id.Name] != nil {
						visit(funcs[id.Name])
					}
				}
				return true
			})
		}
		visit(fd)
	}
}
