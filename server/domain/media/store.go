// Package media stores and serves images: uploaded pictures and the
// generated demo catalogue. Files live in a Store (local disk by default; an
// S3-compatible store can implement the same interface) under slash-separated
// names, and are served read-only under /media/.
package media

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"artmarket/server/platform/ctxio"
)

// ErrInvalidName is returned for names that fail ValidName.
var ErrInvalidName = errors.New("media: invalid name")

// MaxNameLen bounds a stored name.
const MaxNameLen = 255

// Store keeps named immutable blobs. Names are slash-separated relative
// paths made of [a-z0-9/._-] (see ValidName). Open and Exists report a
// missing name as an error satisfying errors.Is(err, fs.ErrNotExist) and as
// false respectively.
type Store interface {
	// Put writes the whole of r under name, replacing any previous file
	// atomically: readers see either the old or the new content, never a
	// partial file.
	Put(ctx context.Context, name string, r io.Reader) error
	// Open returns the content of name and its modification time.
	Open(ctx context.Context, name string) (io.ReadSeekCloser, time.Time, error)
	// Exists reports whether name holds a file.
	Exists(ctx context.Context, name string) (bool, error)
	// DeleteKey removes every variant stored under an image key (the
	// "ab/abcdef..." of [SaveImage]); a key with nothing stored is no error.
	DeleteKey(ctx context.Context, key string) error
}

// ValidName reports whether name is acceptable to a Store: non-empty, at most
// MaxNameLen bytes, only lower-case ASCII letters, digits and "/._-", not
// absolute, no empty, "." or ".." segments and no segment starting with a dot
// (dot-files are reserved for temporary files).
func ValidName(name string) bool {
	if name == "" || len(name) > MaxNameLen {
		return false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case c >= 'a' && c <= 'z', c >= '0' && c <= '9', c == '/', c == '.', c == '_', c == '-':
		default:
			return false
		}
	}
	for _, seg := range strings.Split(name, "/") {
		if seg == "" || seg[0] == '.' {
			return false
		}
	}
	return true
}

// DiskStore is a Store in a directory of the local file system.
type DiskStore struct {
	dir string
}

var _ Store = (*DiskStore)(nil)

// NewDiskStore returns a Store keeping its files under dir. The directory is
// created on the first Put; until then every name is missing.
func NewDiskStore(dir string) *DiskStore { return &DiskStore{dir: dir} }

// Dir is the directory the store writes to.
func (s *DiskStore) Dir() string { return s.dir }

func (s *DiskStore) path(op, name string) (string, error) {
	if !ValidName(name) {
		return "", fmt.Errorf("media: %s %q: %w", op, name, ErrInvalidName)
	}
	return filepath.Join(s.dir, filepath.FromSlash(name)), nil
}

// Put implements Store: it writes to a temporary file in the target's
// directory, syncs it and renames it into place.
func (s *DiskStore) Put(ctx context.Context, name string, r io.Reader) (err error) {
	p, err := s.path("put", name)
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("media: put %q: %w", name, err)
	}
	dir := filepath.Dir(p)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("media: put %q: %w", name, err)
	}
	f, err := os.CreateTemp(dir, ".tmp-*")
	if err != nil {
		return fmt.Errorf("media: put %q: %w", name, err)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			_ = f.Close()
			_ = os.Remove(tmp)
		}
	}()
	if _, err = io.Copy(f, ctxio.Reader(ctx, r)); err != nil {
		return fmt.Errorf("media: put %q: write: %w", name, err)
	}
	if err = f.Chmod(0o644); err != nil {
		return fmt.Errorf("media: put %q: %w", name, err)
	}
	if err = f.Sync(); err != nil {
		return fmt.Errorf("media: put %q: sync: %w", name, err)
	}
	if err = f.Close(); err != nil {
		return fmt.Errorf("media: put %q: close: %w", name, err)
	}
	if err = os.Rename(tmp, p); err != nil {
		return fmt.Errorf("media: put %q: rename: %w", name, err)
	}
	return nil
}

// Open implements Store.
func (s *DiskStore) Open(ctx context.Context, name string) (io.ReadSeekCloser, time.Time, error) {
	p, err := s.path("open", name)
	if err != nil {
		return nil, time.Time{}, err
	}
	if err := ctx.Err(); err != nil {
		return nil, time.Time{}, fmt.Errorf("media: open %q: %w", name, err)
	}
	f, err := os.Open(p)
	if err != nil {
		if isNotExist(err) {
			return nil, time.Time{}, fmt.Errorf("media: open %q: %w", name, fs.ErrNotExist)
		}
		return nil, time.Time{}, fmt.Errorf("media: open %q: %w", name, err)
	}
	st, err := f.Stat()
	if err != nil {
		_ = f.Close()
		return nil, time.Time{}, fmt.Errorf("media: open %q: %w", name, err)
	}
	if !st.Mode().IsRegular() {
		_ = f.Close()
		return nil, time.Time{}, fmt.Errorf("media: open %q: not a file: %w", name, fs.ErrNotExist)
	}
	return f, st.ModTime(), nil
}

// Exists implements Store.
func (s *DiskStore) Exists(ctx context.Context, name string) (bool, error) {
	p, err := s.path("stat", name)
	if err != nil {
		return false, err
	}
	if err := ctx.Err(); err != nil {
		return false, fmt.Errorf("media: stat %q: %w", name, err)
	}
	st, err := os.Stat(p)
	switch {
	case isNotExist(err):
		return false, nil
	case err != nil:
		return false, fmt.Errorf("media: stat %q: %w", name, err)
	}
	return st.Mode().IsRegular(), nil
}

// isNotExist is true for a missing file, including a path running through a
// file where a directory was expected.
func isNotExist(err error) bool {
	return errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR)
}

// DeleteKey implements [Store]: the key's folder and the variants in it.
func (s *DiskStore) DeleteKey(ctx context.Context, key string) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("media: delete %s: %w", key, err)
	}
	if !ValidName(key) || strings.Count(key, "/") != 1 {
		return fmt.Errorf("media: delete %q: %w", key, ErrInvalidName)
	}
	p, err := s.path("delete", key)
	if err != nil {
		return err
	}
	if err := os.RemoveAll(p); err != nil {
		return fmt.Errorf("media: delete %s: %w", key, err)
	}
	return nil
}
