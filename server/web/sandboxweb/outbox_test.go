package sandboxweb_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"artmarket/server/domain/member/verify"
	"artmarket/server/platform/cache"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
	"artmarket/server/platform/security"
	"artmarket/server/providers/outbox"
	"artmarket/server/web/sandboxweb"
)

func TestSandbox(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
		if err != nil {
			t.Fatal(err)
		}
		now := time.Date(2026, 8, 1, 0, 0, 0, 0, time.UTC)
		box := &outbox.Sandbox{Client: d.Client, Log: slog.New(slog.DiscardHandler), Now: func() time.Time { return now }}
		ctx := context.Background()
		must := func(err error) {
			t.Helper()
			if err != nil {
				t.Fatal(err)
			}
		}
		must(box.SendSMS(ctx, outbox.SMS{To: "13800138000", Code: "111111", Purpose: "login", Text: "【艺术市场】验证码111111"}))
		now = now.Add(time.Second)
		must(box.SendEmail(ctx, outbox.Email{To: "a@b.cn", Subject: "找回密码", Text: "验证码222222", Code: "222222", Purpose: "find_pass"}))
		now = now.Add(time.Second)
		must(box.SendSMS(ctx, outbox.SMS{To: "13800138000", Code: "333333", Purpose: "login", Text: "【艺术市场】验证码333333<script>"}))

		mux := http.NewServeMux()
		c := cache.NewMemory()
		t.Cleanup(func() { _ = c.Close() })
		sandboxweb.Mount(mux, sandboxweb.Deps{Outbox: box, Captcha: &verify.Captcha{Cache: c}})
		h := security.Headers(mux)

		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/_sandbox/api/outbox?to=13800138000", nil))
		var env struct {
			Code int              `json:"code"`
			Data []outbox.Message `json:"data"`
		}
		if err := json.Unmarshal(rec.Body.Bytes(), &env); err != nil || env.Code != 1 {
			t.Fatalf("api: %d %s", rec.Code, rec.Body)
		}
		if len(env.Data) != 2 || env.Data[0].Code != "333333" || env.Data[1].Code != "111111" || env.Data[0].Channel != "sms" {
			t.Fatalf("newest first, filtered: %+v", env.Data)
		}
		rec = httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/_sandbox/api/outbox", nil))
		_ = json.Unmarshal(rec.Body.Bytes(), &env)
		if len(env.Data) != 3 || env.Data[1].Subject != "找回密码" {
			t.Fatalf("all: %+v", env.Data)
		}

		rec = httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/_sandbox/outbox?to=13800138000", nil))
		page := rec.Body.String()
		csp := rec.Header().Get("Content-Security-Policy")
		if rec.Code != 200 || !strings.Contains(page, "沙箱发件箱") || !strings.Contains(page, "333333") || strings.Contains(page, "222222") {
			t.Fatalf("page %d:\n%s", rec.Code, page)
		}
		if strings.Contains(page, "<script>") || !strings.Contains(csp, "style-src 'nonce-") || !strings.Contains(page, `<style nonce="`) {
			t.Fatalf("page not escaped or CSP wrong: %q", csp)
		}
	})
}
