package demo

import (
	"context"
	"log/slog"
	"slices"
	"strings"
	"testing"

	"artmarket/ent/member"
	"artmarket/server/domain/member/accounts"
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
	// Password sign-in is e-mail and password (spec §3): the README's sign-in
	// is the reviewer's e-mail, found as the e-mail login finds a member.
	if m.Email == nil || *m.Email != ReviewerEmail || !accounts.ValidEmail(ReviewerEmail) || strings.ToLower(ReviewerEmail) != ReviewerEmail {
		t.Fatalf("e-mail %v", m.Email)
	}
	if n := d.Client.Member.Query().Where(member.Email(ReviewerEmail)).CountX(ctx); n != 1 {
		t.Fatalf("%d members with the reviewer's e-mail", n)
	}
	// A reviewer made before it had an e-mail is given it on the next start.
	d.Client.Member.UpdateOne(m).ClearEmail().ExecX(ctx)
	if created, err := SandboxReviewer(ctx, d.Client); err != nil || created {
		t.Fatalf("again: %v %v", created, err)
	}
	if m = d.Client.Member.GetX(ctx, m.ID); m.Email == nil || *m.Email != ReviewerEmail {
		t.Fatalf("old reviewer's e-mail %v", m.Email)
	}
}
