package media

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"
)

// Bucket is what an object store (package objectstore's S3 client) offers:
// blobs under names, with no rules about the names. Open reports a missing
// name as an error satisfying errors.Is(err, fs.ErrNotExist).
type Bucket interface {
	Put(ctx context.Context, name string, r io.Reader) error
	Open(ctx context.Context, name string) (io.ReadSeekCloser, time.Time, error)
	Exists(ctx context.Context, name string) (bool, error)
	DeletePrefix(ctx context.Context, prefix string) error
}

// BucketStore is a Store in an object store: the same names as on disk,
// checked by the same rules, so a deployment can move its media between the
// two by copying the files.
type BucketStore struct {
	b Bucket
}

var _ Store = (*BucketStore)(nil)

// NewBucketStore returns a Store keeping its files in b.
func NewBucketStore(b Bucket) *BucketStore { return &BucketStore{b: b} }

func check(op, name string) error {
	if !ValidName(name) {
		return fmt.Errorf("media: %s %q: %w", op, name, ErrInvalidName)
	}
	return nil
}

// Put implements Store (one PUT: atomic in the object store).
func (s *BucketStore) Put(ctx context.Context, name string, r io.Reader) error {
	if err := check("put", name); err != nil {
		return err
	}
	if err := s.b.Put(ctx, name, r); err != nil {
		return fmt.Errorf("media: %w", err)
	}
	return nil
}

// Open implements Store.
func (s *BucketStore) Open(ctx context.Context, name string) (io.ReadSeekCloser, time.Time, error) {
	if err := check("open", name); err != nil {
		return nil, time.Time{}, err
	}
	f, mod, err := s.b.Open(ctx, name)
	if err != nil {
		return nil, time.Time{}, fmt.Errorf("media: %w", err)
	}
	return f, mod, nil
}

// Exists implements Store.
func (s *BucketStore) Exists(ctx context.Context, name string) (bool, error) {
	if err := check("stat", name); err != nil {
		return false, err
	}
	ok, err := s.b.Exists(ctx, name)
	if err != nil {
		return false, fmt.Errorf("media: %w", err)
	}
	return ok, nil
}

// DeleteKey implements Store: every object under "key/".
func (s *BucketStore) DeleteKey(ctx context.Context, key string) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("media: delete %s: %w", key, err)
	}
	if !ValidName(key) || strings.Count(key, "/") != 1 {
		return fmt.Errorf("media: delete %q: %w", key, ErrInvalidName)
	}
	if err := s.b.DeletePrefix(ctx, key+"/"); err != nil {
		return fmt.Errorf("media: %w", err)
	}
	return nil
}
