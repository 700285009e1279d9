package demo

import (
	"context"
	"log/slog"
	"slices"
	"testing"

	"artmarket/ent/member"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/selling"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
)

func TestSandboxReviewer(t *testing.T) {
	tdb := dbtest.SQLite(t)
	ctx := context.Background()
	d, err := db.FromSQL(ctx, tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []bool{true, false} { // made once, then left alone
		created, err := SandboxReviewer(ctx, d.Client)
		if err != nil || created != want {
			t.Fatalf("run %d: created %v, %v", i, created, err)
		}
	}
	m := d.Client.Member.Query().Where(member.Mobile(ReviewerMobile)).OnlyX(ctx)
	if ok, err := selling.IsReviewer(ctx, d.Client, m.ID); !ok || err != nil {
		t.Fatalf("not a reviewer: %v %v", m.Roles, err)
	}
	if ok, err := auth.NewHasher(auth.DefaultParams).Verify(m.PasswordHash, ReviewerPassword); !ok || err != nil {
		t.Fatalf("the README's password does not sign in: %v", err)
	}
	if !slices.Equal(m.Roles, []string{selling.RoleReviewer}) {
		t.Fatalf("roles %v", m.Roles)
	}
}
