package outbox_test

import (
	"context"
	"log/slog"
	"strings"
	"testing"

	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
	"artmarket/server/providers/outbox"
)

// Codes (and the texts that carry them) never reach the log.
func TestSandboxNeverLogsCodes(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
		if err != nil {
			t.Fatal(err)
		}
		var logs strings.Builder
		box := &outbox.Sandbox{Client: d.Client, Log: slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))}
		ctx := context.Background()
		if err := box.SendSMS(ctx, outbox.SMS{To: "13800138000", Code: "864213", Purpose: "login", Text: "验证码864213"}); err != nil {
			t.Fatal(err)
		}
		if err := box.SendEmail(ctx, outbox.Email{To: "a@b.cn", Subject: "s", Text: "验证码597531", Code: "597531", Purpose: "find_pass"}); err != nil {
			t.Fatal(err)
		}
		if out := logs.String(); strings.Contains(out, "864213") || strings.Contains(out, "597531") || out == "" {
			t.Fatalf("log:\n%s", out)
		}
	})
}
