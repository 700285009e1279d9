package objectstore_test

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"strings"
	"testing"

	"artmarket/server/providers/objectstore"
	"artmarket/server/providers/objectstore/objectstoretest"
)

func TestBucket(t *testing.T) {
	ctx := context.Background()
	cfg := objectstoretest.Start(t)
	b, err := objectstore.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Check(ctx); err != nil {
		t.Fatalf("Check: %v", err)
	}
	for _, n := range []string{"ab/abc/320.jpg", "ab/abc/640.jpg", "ab/abcd/320.jpg"} {
		if err := b.Put(ctx, n, strings.NewReader(n)); err != nil {
			t.Fatal(err)
		}
	}
	f, mod, err := b.Open(ctx, "ab/abc/640.jpg")
	if err != nil {
		t.Fatal(err)
	}
	if end, err := f.Seek(0, io.SeekEnd); err != nil || end != int64(len("ab/abc/640.jpg")) {
		t.Fatalf("Seek end = %d, %v", end, err)
	}
	if _, err := f.Seek(3, io.SeekStart); err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(f)
	_ = f.Close()
	if string(got) != "abc/640.jpg" || mod.IsZero() {
		t.Fatalf("read after seek %q, mod %v", got, mod)
	}
	if _, _, err := b.Open(ctx, "ab/none.jpg"); !errors.Is(err, fs.ErrNotExist) {
		t.Fatalf("Open missing: %v", err)
	}
	// A prefix removes its folder only, not a sibling sharing its letters.
	if err := b.DeletePrefix(ctx, "ab/abc/"); err != nil {
		t.Fatal(err)
	}
	for n, want := range map[string]bool{"ab/abc/320.jpg": false, "ab/abc/640.jpg": false, "ab/abcd/320.jpg": true} {
		if ok, err := b.Exists(ctx, n); err != nil || ok != want {
			t.Errorf("Exists(%s) = %v, %v; want %v", n, ok, err, want)
		}
	}

	missing := cfg
	missing.Bucket = "no-such-bucket"
	mb, _ := objectstore.New(missing)
	if err := mb.Check(ctx); err == nil {
		t.Fatal("Check passed on a missing bucket")
	}
}
