package main

import (
	"bytes"
	"context"
	"log/slog"
	"slices"
	"strconv"
	"strings"
	"testing"

	"artmarket/ent/auditentry"
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
	g := d.Client.Gallery.Create().SetName("长街画廊").SetCity("上海").SaveX(ctx)
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
	if err := grantRole([]string{"--data-dir", dir, "--database-url", "", "--mobile", "13800138000", "janitor"}, &out); err == nil {
		t.Fatal("granted an unknown role")
	}
	if err := grantRole([]string{"--data-dir", dir, "--database-url", "", "--mobile", "13800138000", "gallery_manager"}, &out); err == nil {
		t.Fatal("granted a gallery manager without a gallery")
	}
	// Every role of the one list, the first admin's included; a manager names the gallery.
	for _, r := range []string{"admin", "editor", "arbiter", "finance"} {
		if err := grantRole([]string{"--data-dir", dir, "--database-url", "", "--mobile", "13800138000", r}, &out); err != nil {
			t.Fatalf("%s: %v", r, err)
		}
	}
	if err := grantRole([]string{"--data-dir", dir, "--database-url", "", "--mobile", "13800138000", "--gallery", strconv.Itoa(g.ID), "gallery_manager"}, &out); err != nil {
		t.Fatal(err)
	}
	d, err = db.Open(ctx, "", dir, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	if m := d.Client.Member.Query().Where(member.Mobile("13800138000")).OnlyX(ctx); !slices.Equal(m.Roles, []string{"reviewer", "admin", "editor", "arbiter", "finance", "gallery_manager:" + strconv.Itoa(g.ID)}) {
		t.Fatalf("roles %v", m.Roles)
	}
	// Each grant is in the audit log, by the command line (actor 0).
	if n := d.Client.AuditEntry.Query().Where(auditentry.ActorID(0), auditentry.Action("role.grant")).CountX(ctx); n != 6 {
		t.Fatalf("%d audit entries, want 6", n)
	}
}
