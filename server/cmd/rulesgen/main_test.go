package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestGeneratedRulesAreCurrent: the client's copy of the rules is what the
// server's constants give now, so a rule changed without `make generate`, or
// the file edited by hand, fails the Go tests too (not only check-generated).
func TestGeneratedRulesAreCurrent(t *testing.T) {
	for out, groups := range Files {
		got, err := os.ReadFile(filepath.Join("..", "..", "..", out))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, Render(groups)) {
			t.Fatalf("%s is not what the server's rules give: run `make generate` (never edit it by hand)", out)
		}
	}
}
