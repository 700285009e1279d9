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
	got, err := os.ReadFile(filepath.Join("..", "..", "..", Out))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, Render()) {
		t.Fatalf("%s is not what the server's rules give: run `make generate` (never edit it by hand)", Out)
	}
}
