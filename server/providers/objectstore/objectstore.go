// Package objectstore is the S3-compatible object store behind the media
// store when MEDIA_S3_ENDPOINT is set (AWS S3, Aliyun OSS, MinIO, Tencent
// COS...), through minio-go. It keeps blobs under names and knows nothing of
// the media rules: package media validates names and wraps a Bucket into its
// Store (media.NewBucketStore).
package objectstore

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strings"
	"time"

	"artmarket/server/platform/ctxio"

	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// Config says where the bucket is.
type Config struct {
	Endpoint  string // host[:port], no scheme (MEDIA_S3_ENDPOINT)
	Bucket    string // MEDIA_S3_BUCKET
	AccessKey string // MEDIA_S3_ACCESS_KEY
	SecretKey string // MEDIA_S3_SECRET_KEY (environment only)
	Region    string // MEDIA_S3_REGION; empty lets the client ask the server
	UseSSL    bool   // MEDIA_S3_USE_SSL: https to the endpoint
}

// MaxObjectSize bounds one Put: objects are read into memory and sent in a
// single PUT (atomic: readers see the old or the new object, never part of
// one). Media variants are a few hundred KiB; uploads are capped far below.
const MaxObjectSize = 64 << 20

// ErrTooLarge is returned by Put for content beyond MaxObjectSize.
var ErrTooLarge = errors.New("objectstore: object too large")

// Bucket is one bucket of an S3-compatible store.
type Bucket struct {
	c      *minio.Client
	bucket string
}

// New returns the bucket of cfg. It does not talk to the server; see Check.
func New(cfg Config) (*Bucket, error) {
	if cfg.Endpoint == "" || cfg.Bucket == "" {
		return nil, errors.New("objectstore: endpoint and bucket are required")
	}
	c, err := minio.New(cfg.Endpoint, &minio.Options{
		Creds:  credentials.NewStaticV4(cfg.AccessKey, cfg.SecretKey, ""),
		Secure: cfg.UseSSL,
		Region: cfg.Region,
	})
	if err != nil {
		return nil, fmt.Errorf("objectstore: client for %s: %w", cfg.Endpoint, err)
	}
	return &Bucket{c: c, bucket: cfg.Bucket}, nil
}

// Name is the bucket's name.
func (b *Bucket) Name() string { return b.bucket }

// Check makes sure the bucket exists and the credentials reach it, so a
// misconfigured server fails at start rather than on the first upload.
func (b *Bucket) Check(ctx context.Context) error {
	ok, err := b.c.BucketExists(ctx, b.bucket)
	if err != nil {
		return fmt.Errorf("objectstore: bucket %s: %w", b.bucket, err)
	}
	if !ok {
		return fmt.Errorf("objectstore: bucket %s does not exist", b.bucket)
	}
	return nil
}

// contentTypes are stored with the objects, for anyone reading the bucket
// directly (the /media handler sets its own).
var contentTypes = map[string]string{
	".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".webp": "image/webp",
	".avif": "image/avif", ".gif": "image/gif", ".json": "application/json",
}

// Put stores the whole of r under name in one PUT request.
func (b *Bucket) Put(ctx context.Context, name string, r io.Reader) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("objectstore: put %q: %w", name, err)
	}
	data, err := io.ReadAll(io.LimitReader(ctxio.Reader(ctx, r), MaxObjectSize+1))
	if err != nil {
		return fmt.Errorf("objectstore: put %q: read: %w", name, err)
	}
	if len(data) > MaxObjectSize {
		return fmt.Errorf("objectstore: put %q: %w", name, ErrTooLarge)
	}
	ctype := contentTypes[path.Ext(name)]
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	_, err = b.c.PutObject(ctx, b.bucket, name, bytes.NewReader(data), int64(len(data)), minio.PutObjectOptions{
		ContentType:  ctype,
		CacheControl: "public, max-age=31536000, immutable",
	})
	if err != nil {
		return fmt.Errorf("objectstore: put %q: %w", name, err)
	}
	return nil
}

// Open returns the object's content (seekable: reads past a seek are ranged
// GETs) and its modification time. A missing object is fs.ErrNotExist.
func (b *Bucket) Open(ctx context.Context, name string) (io.ReadSeekCloser, time.Time, error) {
	obj, err := b.c.GetObject(ctx, b.bucket, name, minio.GetObjectOptions{})
	if err != nil {
		return nil, time.Time{}, fmt.Errorf("objectstore: open %q: %w", name, notExist(err))
	}
	info, err := obj.Stat() // the first GET: missing objects show here
	if err != nil {
		_ = obj.Close()
		return nil, time.Time{}, fmt.Errorf("objectstore: open %q: %w", name, notExist(err))
	}
	return obj, info.LastModified, nil
}

// Exists reports whether name holds an object.
func (b *Bucket) Exists(ctx context.Context, name string) (bool, error) {
	_, err := b.c.StatObject(ctx, b.bucket, name, minio.StatObjectOptions{})
	switch {
	case err == nil:
		return true, nil
	case errors.Is(notExist(err), fs.ErrNotExist):
		return false, nil
	}
	return false, fmt.Errorf("objectstore: stat %q: %w", name, err)
}

// DeletePrefix removes every object whose name starts with prefix.
func (b *Bucket) DeletePrefix(ctx context.Context, prefix string) error {
	if prefix == "" {
		return errors.New("objectstore: delete: empty prefix")
	}
	objs := b.c.ListObjects(ctx, b.bucket, minio.ListObjectsOptions{Prefix: prefix, Recursive: true})
	var listErr error
	toDelete := make(chan minio.ObjectInfo)
	go func() {
		defer close(toDelete)
		for o := range objs {
			if o.Err != nil {
				listErr = o.Err
				continue // drain the listing
			}
			if !strings.HasPrefix(o.Key, prefix) {
				continue
			}
			select {
			case toDelete <- o:
			case <-ctx.Done():
				return
			}
		}
	}()
	var errs []error
	for e := range b.c.RemoveObjects(ctx, b.bucket, toDelete, minio.RemoveObjectsOptions{}) {
		errs = append(errs, fmt.Errorf("%s: %w", e.ObjectName, e.Err))
	}
	if listErr != nil {
		errs = append(errs, fmt.Errorf("list: %w", listErr))
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("objectstore: delete %q: %w", prefix, err)
	}
	return ctxErr(ctx, prefix)
}

func ctxErr(ctx context.Context, prefix string) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("objectstore: delete %q: %w", prefix, err)
	}
	return nil
}

// notExist turns the store's "no such key" into fs.ErrNotExist.
func notExist(err error) error {
	switch minio.ToErrorResponse(err).Code {
	case minio.NoSuchKey:
		return fmt.Errorf("%w (%v)", fs.ErrNotExist, err)
	}
	return err
}
