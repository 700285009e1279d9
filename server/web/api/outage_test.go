package api_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"testing"

	"artmarket/server/domain/problem"
	"artmarket/server/platform/outage"
	"artmarket/server/web/api"
)

// A dependency that cannot be reached, however deep in the chain, is the
// envelope 503 服务暂时不可用，请稍后再试 with Retry-After, and the handler
// logs nothing (the outage's monitor logs it once); any other error stays
// 500 服务器错误, logged.
func TestOutageIsUnavailable(t *testing.T) {
	var logged bytes.Buffer
	prev := slog.Default()
	slog.SetDefault(slog.New(slog.NewTextHandler(&logged, nil)))
	t.Cleanup(func() { slog.SetDefault(prev) })

	lost := &outage.Error{Dependency: outage.Redis, Err: &net.OpError{Op: "dial", Err: errors.New("connection refused")}}
	rec := httptest.NewRecorder()
	api.WriteError(rec, httptest.NewRequest("POST", "/api/login/email", nil), fmt.Errorf("authapi: login: %w", lost))
	var env api.Envelope
	_ = json.Unmarshal(rec.Body.Bytes(), &env)
	if rec.Code != http.StatusServiceUnavailable || env.Code != api.CodeUnavailable || env.Message != problem.MsgUnavailable || rec.Header().Get("Retry-After") != "10" {
		t.Fatalf("outage: %d %q %s", rec.Code, rec.Header().Get("Retry-After"), rec.Body)
	}
	if logged.Len() != 0 {
		t.Fatalf("an outage logged per request: %s", logged.String())
	}

	rec = httptest.NewRecorder()
	api.WriteError(rec, httptest.NewRequest("POST", "/api/login/email", nil), errors.New("boom"))
	if rec.Code != http.StatusInternalServerError || logged.Len() == 0 {
		t.Fatalf("another error: %d, logged %q", rec.Code, logged.String())
	}
}
