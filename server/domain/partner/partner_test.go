package partner_test

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/server/domain/partner"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
)

func open(t *testing.T, d dbtest.DB) *ent.Client {
	t.Helper()
	database, err := db.FromSQL(context.Background(), d.SQL, d.Dialect, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		t.Fatal(err)
	}
	return database.Client
}

func good() partner.Input {
	return partner.Input{Organization: "山木画廊", Type: "gallery", Contact: "李明", Mobile: "+86 138-0013-8000",
		Email: " Info@Shanmu.example.cn ", Message: "希望在平台开设画廊主页并上架代理艺术家的作品。"}
}

func TestValidate(t *testing.T) {
	long := strings.Repeat("画", 81)
	cases := []struct {
		name  string
		edit  func(*partner.Input)
		field string
		msg   string
	}{
		{"no organisation", func(in *partner.Input) { in.Organization = "  " }, "organization", partner.MsgOrganizationRequired},
		{"long organisation", func(in *partner.Input) { in.Organization = long }, "organization", partner.MsgOrganizationLength},
		{"no type", func(in *partner.Input) { in.Type = "" }, "type", partner.MsgTypeRequired},
		{"unknown type", func(in *partner.Input) { in.Type = "museum" }, "type", partner.MsgTypeRequired},
		{"no contact", func(in *partner.Input) { in.Contact = "" }, "contact", partner.MsgContactRequired},
		{"no mobile", func(in *partner.Input) { in.Mobile = "" }, "mobile", partner.MsgMobileRequired},
		{"bad mobile", func(in *partner.Input) { in.Mobile = "12345678901" }, "mobile", partner.MsgMobileFormat},
		{"no e-mail", func(in *partner.Input) { in.Email = "" }, "email", partner.MsgEmailRequired},
		{"bad e-mail", func(in *partner.Input) { in.Email = "info@" }, "email", partner.MsgEmailFormat},
		{"long message", func(in *partner.Input) { in.Message = strings.Repeat("好", partner.MaxMessage+1) }, "message", partner.MsgMessageLength},
	}
	for _, c := range cases {
		in := good()
		c.edit(&in)
		fe := partner.Validate(partner.Normalize(in))
		if fe == nil || fe.Field != c.field || fe.Message != c.msg {
			t.Errorf("%s: got %v, want %s: %s", c.name, fe, c.field, c.msg)
		}
	}
	if fe := partner.Validate(partner.Normalize(good())); fe != nil {
		t.Errorf("a good application fails: %v", fe)
	}
}

func TestApplyStoresOnceAndRefusesDuplicates(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, d dbtest.DB) {
		ctx := context.Background()
		client := open(t, d)
		now := time.Date(2026, 11, 23, 8, 0, 0, 0, time.UTC)
		app, err := partner.Apply(ctx, client, good(), "203.0.113.9", now)
		if err != nil {
			t.Fatal(err)
		}
		if app.Mobile != "13800138000" || app.Email != "info@shanmu.example.cn" || app.Type != "GALLERY" || app.Status != "PENDING" {
			t.Fatalf("stored %+v", app)
		}
		// Same mobile (other e-mail), or same e-mail (other mobile): refused, nothing written.
		dup := good()
		dup.Email = "other@example.cn"
		if _, err := partner.Apply(ctx, client, dup, "203.0.113.9", now.Add(time.Hour)); err != partner.ErrDuplicate {
			t.Fatalf("same mobile: %v", err)
		}
		dup = good()
		dup.Mobile = "13900139000"
		if _, err := partner.Apply(ctx, client, dup, "203.0.113.9", now.Add(time.Hour)); err != partner.ErrDuplicate {
			t.Fatalf("same e-mail: %v", err)
		}
		// Bad input writes nothing either.
		bad := good()
		bad.Mobile = "1"
		if _, err := partner.Apply(ctx, client, bad, "", now); err == nil {
			t.Fatal("bad mobile accepted")
		}
		if n := client.PartnerApplication.Query().CountX(ctx); n != 1 {
			t.Fatalf("%d rows", n)
		}
		// 80 Chinese characters (240 bytes) are a valid organisation name.
		long := good()
		long.Organization = strings.Repeat("艺", 80)
		long.Mobile, long.Email = "13700137000", "long@example.cn"
		if _, err := partner.Apply(ctx, client, long, "", now); err != nil {
			t.Fatalf("an 80-character name: %v", err)
		}
		// After the window, or once the first was answered, a new one is welcome.
		if _, err := partner.Apply(ctx, client, good(), "", now.Add(partner.DuplicateWindow+time.Hour)); err != nil {
			t.Fatalf("after the window: %v", err)
		}
	})
}
