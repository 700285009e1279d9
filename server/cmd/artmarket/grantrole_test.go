package main

import (
	"bytes"
	"context"
	"log/slog"
	"slices"
	"strings"
	"testing"

	"artmarket/ent/member"
	"artmarket/server/platform/db"
)

func TestGrantRole(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	d, err := db.Open(ctx, "", dir, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	d.Client.Member.Create().SetUsername("rev").SetMobile("13800138000").ExecX(ctx)
	d.Close()

	var out bytes.Buffer
	if err := grantRole([]string{"--data-dir", dir, "--database-url", "", "--mobile", "13800138000", "reviewer"}, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "[reviewer]") {
		t.Fatalf("output %q", out.String())
	}
	if err := grantRole([]string{"--data-dir", dir, "--database-url", "", "--mobile", "13900000000", "reviewer"}, &out); err == nil {
		t.Fatal("granted to a mobile no member has")
	}
	if err := grantRole([]string{"--data-dir", dir, "--database-url", "", "--mobile", "13800138000", "admin"}, &out); err == nil {
		t.Fatal("granted an unknown role")
	}
	d, err = db.Open(ctx, "", dir, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if m := d.Client.Member.Query().Where(member.Mobile("13800138000")).OnlyX(ctx); !slices.Equal(m.Roles, []string{"reviewer"}) {
		t.Fatalf("roles %v", m.Roles)
	}
}
