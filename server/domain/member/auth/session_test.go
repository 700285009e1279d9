package auth_test

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/server/domain/member/auth"
	"artmarket/server/platform/cache"
	"artmarket/server/platform/clocktest"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
)

func setup(t *testing.T, tdb dbtest.DB) (*db.DB, *auth.Service, *clocktest.Clock) {
	t.Helper()
	d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	c := cache.NewMemory()
	t.Cleanup(func() { _ = c.Close() })
	clk := clocktest.New(time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	return d, auth.New(d.Client, c, auth.Options{Now: clk.Now, Params: cheap, Log: slog.New(slog.DiscardHandler)}), clk
}

func newMember(t *testing.T, c *ent.Client, name string) *ent.Member {
	t.Helper()
	return c.Member.Create().SetUsername(name).SaveX(context.Background())
}

func req() auth.Client {
	return auth.Client{IP: "203.0.113.9", UserAgent: "Mozilla/5.0 测试"}
}

func TestSessions(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		d, svc, clk := setup(t, tdb)
		ctx := context.Background()
		m := newMember(t, d.Client, "alice")
		tok, err := svc.Issue(ctx, d.Client, m.ID, req())
		if err != nil {
			t.Fatal(err)
		}
		if len(tok) != 43 {
			t.Fatalf("token %q: want 43 base64url characters (256 bits)", tok)
		}
		// Only the hash is stored.
		s := d.Client.Session.Query().OnlyX(ctx)
		if strings.Contains(s.TokenHash, tok) || len(s.TokenHash) != 64 {
			t.Fatalf("stored %q", s.TokenHash)
		}
		if s.IP != "203.0.113.9" || s.UserAgent != "Mozilla/5.0 测试" || !s.ExpiresAt.Equal(clk.Now().Add(30*24*time.Hour)) {
			t.Fatalf("session %+v", s)
		}
		got, sess, err := svc.Authenticate(ctx, tok)
		if err != nil || got.ID != m.ID || sess.ID != s.ID {
			t.Fatalf("Authenticate = %v %v %v", got, sess, err)
		}
		// last_used_at is written at most every ten minutes.
		clk.Advance(11 * time.Minute)
		if _, _, err := svc.Authenticate(ctx, tok); err != nil {
			t.Fatal(err)
		}
		if lu := d.Client.Session.GetX(ctx, s.ID).LastUsedAt; !lu.Equal(clk.Now()) {
			t.Fatalf("last used %v, want %v", lu, clk.Now())
		}
		for _, bad := range []string{"", "x", tok + "x", strings.ToUpper(tok[:1]) + tok[1:] + "", strings.Repeat("_", 43)} {
			if bad == tok {
				continue
			}
			if _, _, err := svc.Authenticate(ctx, bad); !errors.Is(err, auth.ErrNoSession) {
				t.Errorf("Authenticate(%q) = %v", bad, err)
			}
		}
		// Expired: refused and removed.
		clk.Advance(30 * 24 * time.Hour)
		if _, _, err := svc.Authenticate(ctx, tok); !errors.Is(err, auth.ErrNoSession) {
			t.Fatalf("expired session: %v", err)
		}
		if n := d.Client.Session.Query().CountX(ctx); n != 0 {
			t.Fatalf("%d sessions left after expiry", n)
		}
		// RevokeAll ends every session of the member and only those.
		other := newMember(t, d.Client, "bob")
		t1, _ := svc.Issue(ctx, d.Client, m.ID, req())
		t2, _ := svc.Issue(ctx, d.Client, m.ID, req())
		t3, _ := svc.Issue(ctx, d.Client, other.ID, req())
		if n, err := svc.RevokeAll(ctx, d.Client, m.ID); n != 2 || err != nil {
			t.Fatalf("RevokeAll = %d, %v", n, err)
		}
		for _, tk := range []string{t1, t2} {
			if _, _, err := svc.Authenticate(ctx, tk); !errors.Is(err, auth.ErrNoSession) {
				t.Fatal("revoked session still valid")
			}
		}
		if _, _, err := svc.Authenticate(ctx, t3); err != nil {
			t.Fatalf("another member's session was revoked: %v", err)
		}
	})
}
