package agreements_test

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"artmarket/server/domain/catalogue/agreements"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
)

func TestEnsureAndInForce(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		ctx := context.Background()
		database, err := db.FromSQL(ctx, d.SQL, d.Dialect, slog.New(slog.NewTextHandler(io.Discard, nil)))
		if err != nil {
			t.Fatal(err)
		}
		c := database.Client
		for i := 0; i < 2; i++ { // idempotent
			if err := agreements.Ensure(ctx, c); err != nil {
				t.Fatal(err)
			}
		}
		if n := c.Agreement.Query().CountX(ctx); n != 2 {
			t.Fatalf("%d agreements after two runs", n)
		}
		now := time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC)
		svc, err := agreements.InForce(ctx, c, "service", now)
		if err != nil || svc == nil || svc.Title != "艺术市场用户服务协议" || !strings.Contains(svc.Body, "第一条 服务内容") {
			t.Fatalf("service: %+v %v", svc, err)
		}
		priv, _ := agreements.InForce(ctx, c, "privacy", now)
		if priv == nil || priv.Title != "艺术市场隐私政策" || strings.HasPrefix(priv.Body, priv.Title) {
			t.Fatalf("privacy: %+v", priv)
		}
		// A new version takes over once it is in force, not before.
		c.Agreement.Create().SetKey("service").SetVersion(2).SetTitle("艺术市场用户服务协议（2027 版）").
			SetBody("第一条 新条款").SetEffectiveAt(now.Add(24 * time.Hour)).ExecX(ctx)
		if a, _ := agreements.InForce(ctx, c, "service", now); a.Version != 1 {
			t.Fatalf("before it takes effect: version %d", a.Version)
		}
		if a, _ := agreements.InForce(ctx, c, "service", now.Add(48*time.Hour)); a.Version != 2 {
			t.Fatalf("after: version %d", a.Version)
		}
		if a, err := agreements.InForce(ctx, c, "nonsense", now); a != nil || err != nil {
			t.Fatalf("unknown key: %v %v", a, err)
		}
		// Ensure never overwrites an operator's versions.
		if err := agreements.Ensure(ctx, c); err != nil || c.Agreement.Query().CountX(ctx) != 3 {
			t.Fatalf("ensure after a new version: %v", err)
		}
	})
}
