package media

import (
	"bytes"
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestValidName(t *testing.T) {
	good := []string{"a", "ab/abcdef0123456789/320.jpg", "demo/v1/x_y-z.json", "a.b.c"}
	for _, n := range good {
		if !ValidName(n) {
			t.Errorf("ValidName(%q) = false, want true", n)
		}
	}
	bad := []string{
		"", "/etc/passwd", "../x", "a/../b", "a/..", "..", ".", "./a", "a//b", "a/", "A.jpg",
		"a b", "a\\b", "a/.tmp-1", ".hidden", "é", "a\x00b", "c:/x", strings.Repeat("a", MaxNameLen+1),
	}
	for _, n := range bad {
		if ValidName(n) {
			t.Errorf("ValidName(%q) = true, want false", n)
		}
	}
}

func TestDiskStoreRoundTrip(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s := NewDiskStore(filepath.Join(dir, "media")) // created lazily

	if ok, err := s.Exists(ctx, "ab/cd.jpg"); err != nil || ok {
		t.Fatalf("Exists before Put = %v, %v", ok, err)
	}
	if _, _, err := s.Open(ctx, "ab/cd.jpg"); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("Open missing: err = %v, want fs.ErrNotExist", err)
	}
	if err := s.Put(ctx, "ab/cd.jpg", strings.NewReader("hello")); err != nil {
		t.Fatal(err)
	}
	if ok, err := s.Exists(ctx, "ab/cd.jpg"); err != nil || !ok {
		t.Fatalf("Exists after Put = %v, %v", ok, err)
	}
	f, mod, err := s.Open(ctx, "ab/cd.jpg")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(f)
	f.Close()
	if string(b) != "hello" || mod.IsZero() {
		t.Fatalf("read %q mod %v", b, mod)
	}
	// Overwrite replaces atomically and leaves no temporary files behind.
	if err := s.Put(ctx, "ab/cd.jpg", bytes.NewReader([]byte("world!"))); err != nil {
		t.Fatal(err)
	}
	f, _, _ = s.Open(ctx, "ab/cd.jpg")
	b, _ = io.ReadAll(f)
	f.Close()
	if string(b) != "world!" {
		t.Fatalf("after overwrite read %q", b)
	}
	ents, _ := os.ReadDir(filepath.Join(dir, "media", "ab"))
	if len(ents) != 1 {
		t.Fatalf("directory holds %d entries, want 1 (no temp files)", len(ents))
	}
	// A directory or a path through a file is not a file.
	if ok, err := s.Exists(ctx, "ab"); err != nil || ok {
		t.Fatalf("Exists(dir) = %v, %v", ok, err)
	}
	if ok, err := s.Exists(ctx, "ab/cd.jpg/x"); err != nil || ok {
		t.Fatalf("Exists(through file) = %v, %v", ok, err)
	}
	if _, _, err := s.Open(ctx, "ab"); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("Open(dir) err = %v", err)
	}
}

type failReader struct{}

func (failReader) Read([]byte) (int, error) { return 0, errors.New("boom") }

func TestDiskStoreFailedPutLeavesNothing(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s := NewDiskStore(dir)
	if err := s.Put(ctx, "x/y.jpg", io.MultiReader(strings.NewReader("part"), failReader{})); err == nil {
		t.Fatal("Put with failing reader succeeded")
	}
	ents, _ := os.ReadDir(filepath.Join(dir, "x"))
	if len(ents) != 0 {
		t.Fatalf("failed Put left %d files", len(ents))
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if err := s.Put(cctx, "x/z.jpg", strings.NewReader("data")); !errors.Is(err, context.Canceled) {
		t.Fatalf("Put with cancelled ctx: err = %v", err)
	}
}

func TestDiskStoreRejectsTraversal(t *testing.T) {
	ctx := context.Background()
	root := t.TempDir()
	s := NewDiskStore(filepath.Join(root, "store"))
	for _, name := range []string{"../escape.jpg", "a/../../escape.jpg", "/tmp/escape.jpg", "..", "a/./b.jpg", "A.JPG"} {
		if err := s.Put(ctx, name, strings.NewReader("x")); !errors.Is(err, ErrInvalidName) {
			t.Errorf("Put(%q) err = %v, want ErrInvalidName", name, err)
		}
		if _, _, err := s.Open(ctx, name); !errors.Is(err, ErrInvalidName) {
			t.Errorf("Open(%q) err = %v, want ErrInvalidName", name, err)
		}
		if _, err := s.Exists(ctx, name); !errors.Is(err, ErrInvalidName) {
			t.Errorf("Exists(%q) err = %v, want ErrInvalidName", name, err)
		}
	}
	if _, err := os.Stat(filepath.Join(root, "escape.jpg")); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("a file escaped the store: %v", err)
	}
}
