package ctxio

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strings"
	"testing"
)

// A copy goes through while the context lives; once it has ended, the
// reader answers the context's error and reads nothing.
func TestReader(t *testing.T) {
	var out bytes.Buffer
	if _, err := io.Copy(&out, Reader(context.Background(), strings.NewReader("abc"))); err != nil || out.String() != "abc" {
		t.Fatalf("copy: %q %v", out.String(), err)
	}
	ended, cancel := context.WithCancel(context.Background())
	cancel()
	if n, err := Reader(ended, strings.NewReader("abc")).Read(make([]byte, 3)); n != 0 || !errors.Is(err, context.Canceled) {
		t.Fatalf("after cancel: %d %v", n, err)
	}
}
