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

	"artmarket/server/providers/objectstore"
	"artmarket/server/providers/objectstore/objectstoretest"
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

// stores are the Store implementations the conformance tests below run
// against: the local disk, and an S3 bucket on a gofakes3 server started in
// this process.
var stores = []struct {
	name string
	open func(t *testing.T) Store
}{
	{"disk", func(t *testing.T) Store { return NewDiskStore(filepath.Join(t.TempDir(), "media")) }}, // created lazily
	{"s3", func(t *testing.T) Store {
		b, err := objectstore.New(objectstoretest.Start(t))
		if err != nil {
			t.Fatal(err)
		}
		return NewBucketStore(b)
	}},
}

// eachStore runs fn once per Store implementation.
func eachStore(t *testing.T, fn func(t *testing.T, s Store)) {
	for _, st := range stores {
		t.Run(st.name, func(t *testing.T) { fn(t, st.open(t)) })
	}
}

func read(t *testing.T, s Store, name string) string {
	t.Helper()
	f, mod, err := s.Open(context.Background(), name)
	if err != nil {
		t.Fatalf("Open(%s): %v", name, err)
	}
	defer f.Close()
	b, err := io.ReadAll(f)
	if err != nil {
		t.Fatalf("read %s: %v", name, err)
	}
	if mod.IsZero() {
		t.Fatalf("Open(%s): no modification time", name)
	}
	return string(b)
}

func TestStoreRoundTrip(t *testing.T) {
	eachStore(t, func(t *testing.T, s Store) {
		ctx := context.Background()
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
		if got := read(t, s, "ab/cd.jpg"); got != "hello" {
			t.Fatalf("read %q", got)
		}
		// Overwrite replaces the whole content.
		if err := s.Put(ctx, "ab/cd.jpg", bytes.NewReader([]byte("world!"))); err != nil {
			t.Fatal(err)
		}
		if got := read(t, s, "ab/cd.jpg"); got != "world!" {
			t.Fatalf("after overwrite read %q", got)
		}
		// The handler seeks to the end for the size, then back.
		f, _, err := s.Open(ctx, "ab/cd.jpg")
		if err != nil {
			t.Fatal(err)
		}
		size, err := f.Seek(0, io.SeekEnd)
		if err == nil {
			_, err = f.Seek(2, io.SeekStart)
		}
		rest, _ := io.ReadAll(f)
		f.Close()
		if err != nil || size != 6 || string(rest) != "rld!" {
			t.Fatalf("seek: size %d, rest %q, err %v", size, rest, err)
		}
		// A folder or a path through a file is not a file.
		if ok, err := s.Exists(ctx, "ab"); err != nil || ok {
			t.Fatalf("Exists(dir) = %v, %v", ok, err)
		}
		if ok, err := s.Exists(ctx, "ab/cd.jpg/x"); err != nil || ok {
			t.Fatalf("Exists(through file) = %v, %v", ok, err)
		}
		if _, _, err := s.Open(ctx, "ab"); !errors.Is(err, fs.ErrNotExist) {
			t.Fatalf("Open(dir) err = %v", err)
		}
	})
}

type failReader struct{}

func (failReader) Read([]byte) (int, error) { return 0, errors.New("boom") }

func TestStoreFailedPutLeavesNothing(t *testing.T) {
	eachStore(t, func(t *testing.T, s Store) {
		ctx := context.Background()
		if err := s.Put(ctx, "x/y.jpg", io.MultiReader(strings.NewReader("part"), failReader{})); err == nil {
			t.Fatal("Put with failing reader succeeded")
		}
		if ok, err := s.Exists(ctx, "x/y.jpg"); err != nil || ok {
			t.Fatalf("failed Put left a file: %v, %v", ok, err)
		}
		cctx, cancel := context.WithCancel(ctx)
		cancel()
		if err := s.Put(cctx, "x/z.jpg", strings.NewReader("data")); !errors.Is(err, context.Canceled) {
			t.Fatalf("Put with cancelled ctx: err = %v", err)
		}
		if ok, err := s.Exists(ctx, "x/z.jpg"); err != nil || ok {
			t.Fatalf("cancelled Put left a file: %v, %v", ok, err)
		}
	})
}

func TestStoreRejectsInvalidNames(t *testing.T) {
	eachStore(t, func(t *testing.T, s Store) {
		ctx := context.Background()
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
		for _, key := range []string{"ab", "ab/cd/ef", "../ab", "ab/.."} {
			if err := s.DeleteKey(ctx, key); !errors.Is(err, ErrInvalidName) {
				t.Errorf("DeleteKey(%q) err = %v, want ErrInvalidName", key, err)
			}
		}
	})
}

func TestStoreDeleteKey(t *testing.T) {
	eachStore(t, func(t *testing.T, s Store) {
		ctx := context.Background()
		for _, n := range []string{"ab/abc/320.jpg", "ab/abc/640.jpg", "ab/abcd/320.jpg"} {
			if err := s.Put(ctx, n, strings.NewReader(n)); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.DeleteKey(ctx, "ab/abc"); err != nil {
			t.Fatal(err)
		}
		for n, want := range map[string]bool{"ab/abc/320.jpg": false, "ab/abc/640.jpg": false, "ab/abcd/320.jpg": true} {
			if ok, err := s.Exists(ctx, n); err != nil || ok != want {
				t.Errorf("after DeleteKey Exists(%s) = %v, %v; want %v", n, ok, err, want)
			}
		}
		// A key with nothing stored is no error.
		if err := s.DeleteKey(ctx, "zz/nothing"); err != nil {
			t.Fatalf("DeleteKey of an empty key: %v", err)
		}
	})
}

// On disk an overwrite leaves no temporary file behind, and no name reaches
// outside the directory.
func TestDiskStoreLeavesNoTempFiles(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s := NewDiskStore(filepath.Join(dir, "media"))
	for _, c := range []string{"hello", "world!"} {
		if err := s.Put(ctx, "ab/cd.jpg", strings.NewReader(c)); err != nil {
			t.Fatal(err)
		}
	}
	_ = s.Put(ctx, "ab/ef.jpg", io.MultiReader(strings.NewReader("part"), failReader{}))
	ents, _ := os.ReadDir(filepath.Join(dir, "media", "ab"))
	if len(ents) != 1 {
		t.Fatalf("directory holds %d entries, want 1 (no temp files)", len(ents))
	}
	for _, name := range []string{"../escape.jpg", "a/../../escape.jpg"} {
		_ = s.Put(ctx, name, strings.NewReader("x"))
	}
	if _, err := os.Stat(filepath.Join(dir, "escape.jpg")); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("a file escaped the store: %v", err)
	}
}
