// Package objectstoretest runs an S3-compatible server inside the test
// process (gofakes3 with its in-memory backend, behind httptest), so the S3
// media store and several app servers sharing one bucket can be tested
// without a network or credentials. For tests only.
package objectstoretest

import (
	"crypto/rand"
	"encoding/hex"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"

	"artmarket/server/providers/objectstore"
)

// Start starts an in-memory S3 server with one empty bucket, stopped when the
// test ends, and returns the configuration that reaches it.
func Start(t testing.TB) objectstore.Config {
	t.Helper()
	backend := s3mem.New()
	srv := httptest.NewServer(gofakes3.New(backend, gofakes3.WithAutoBucket(false)).Server())
	t.Cleanup(srv.Close)
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	bucket := "media-" + hex.EncodeToString(b)
	if err := backend.CreateBucket(bucket); err != nil {
		t.Fatalf("objectstoretest: create bucket: %v", err)
	}
	return objectstore.Config{
		Endpoint:  strings.TrimPrefix(srv.URL, "http://"),
		Bucket:    bucket,
		AccessKey: "test-access",
		SecretKey: "test-secret",
		Region:    "us-east-1",
	}
}
