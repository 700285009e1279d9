package outbox_test

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/outboxmessage"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
	"artmarket/server/providers/outbox"
)

func client(t *testing.T, tdb dbtest.DB) *ent.Client {
	t.Helper()
	d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	return d.Client
}

type fakeSMS struct{ err error }

func (f fakeSMS) SendSMS(context.Context, outbox.SMS) error { return f.err }

type fakeEmail struct{ err error }

func (f fakeEmail) SendEmail(context.Context, outbox.Email) error { return f.err }

// A real provider's send leaves what an audit needs (channel, recipient
// masked, purpose, time, outcome) and nothing of the code, the text or the
// whole address; the sandbox keeps its own messages readable, and lists only
// those.
func TestRealProviderSendsAreAuditedWithoutTheCode(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		c := client(t, tdb)
		ctx := context.Background()
		at := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
		audit := &outbox.Audit{Client: c, Now: func() time.Time { return at }}
		box := &outbox.Sandbox{Client: c}
		if audit.SMS(box) != outbox.SMSSender(box) || audit.Email(box) != outbox.EmailSender(box) {
			t.Fatal("the sandbox is wrapped: its messages would be stored twice")
		}
		sms := audit.SMS(fakeSMS{})
		mail := audit.Email(fakeEmail{err: errors.New("smtp: 550 mailbox unavailable")})
		if err := sms.SendSMS(ctx, outbox.SMS{To: "13800138000", Code: "864213", Purpose: "login", Text: "【艺术市场】验证码864213"}); err != nil {
			t.Fatal(err)
		}
		if err := mail.SendEmail(ctx, outbox.Email{To: "alice@example.com", Subject: "验证码", Text: "验证码597531", Code: "597531", Purpose: "find_pass"}); err == nil {
			t.Fatal("a failed send is reported as sent")
		}
		if err := box.SendSMS(ctx, outbox.SMS{To: "13900139000", Code: "112233", Purpose: "login", Text: "验证码112233"}); err != nil {
			t.Fatal(err)
		}

		rows := c.OutboxMessage.Query().Where(outboxmessage.StatusNEQ(outboxmessage.StatusStored)).
			Order(outboxmessage.ByID()).AllX(ctx)
		if len(rows) != 2 {
			t.Fatalf("%d audit rows", len(rows))
		}
		got := fmt.Sprintf("%s %s %s %s %v | %s %s %s %s %s %v", rows[0].Channel, rows[0].To, rows[0].Purpose, rows[0].Status, rows[0].CreatedAt.UTC(),
			rows[1].Channel, rows[1].To, rows[1].Purpose, rows[1].Status, rows[1].Error, rows[1].CreatedAt.UTC())
		want := fmt.Sprintf("sms 138****8000 login sent %v | email a***@example.com find_pass failed smtp: 550 mailbox unavailable %v", at, at)
		if got != want {
			t.Fatalf("audit rows:\n got %s\nwant %s", got, want)
		}
		for _, r := range rows {
			all := fmt.Sprintf("%+v %s %s", r, r.Body, r.Code)
			for _, secret := range []string{"864213", "597531", "13800138000", "alice@"} {
				if strings.Contains(all, secret) {
					t.Fatalf("audit row keeps %q: %s", secret, all)
				}
			}
		}
		listed, err := box.List(ctx, "", 50)
		if err != nil || len(listed) != 1 || listed[0].Code != "112233" || listed[0].To != "13900139000" {
			t.Fatalf("sandbox list: %+v %v", listed, err)
		}
	})
}

// Rows older than Retention go, on the purge's clock; several servers
// purging at once delete each row once and keep every younger one.
func TestOutboxPurgedAfterRetention(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		c := client(t, tdb)
		ctx := context.Background()
		now := time.Date(2026, 4, 1, 12, 0, 0, 0, time.UTC)
		for _, age := range []time.Duration{outbox.Retention + time.Hour, outbox.Retention + time.Minute, outbox.Retention - time.Minute, time.Hour} {
			created := now.Add(-age)
			box := &outbox.Sandbox{Client: c, Now: func() time.Time { return created }}
			if err := box.SendSMS(ctx, outbox.SMS{To: "13800138000", Code: "864213", Purpose: "login", Text: "验证码864213"}); err != nil {
				t.Fatal(err)
			}
			audit := &outbox.Audit{Client: c, Now: func() time.Time { return created }}
			if err := audit.SMS(fakeSMS{}).SendSMS(ctx, outbox.SMS{To: "13800138000", Purpose: "login"}); err != nil {
				t.Fatal(err)
			}
		}
		var wg sync.WaitGroup
		deleted := make([]int, 4)
		for i := range deleted {
			wg.Add(1)
			go func() {
				defer wg.Done()
				p := &outbox.Purger{Client: c, Now: func() time.Time { return now }}
				n, err := p.Purge(ctx)
				if err != nil {
					t.Error(err)
				}
				deleted[i] = n
			}()
		}
		wg.Wait()
		if total := deleted[0] + deleted[1] + deleted[2] + deleted[3]; total != 4 {
			t.Fatalf("servers deleted %v rows, want 4 in all", deleted)
		}
		left := c.OutboxMessage.Query().AllX(ctx)
		if len(left) != 4 {
			t.Fatalf("%d rows left, want the 4 inside the period", len(left))
		}
		for _, r := range left {
			if r.CreatedAt.Before(now.Add(-outbox.Retention)) {
				t.Fatalf("a row past retention stays: %v", r.CreatedAt)
			}
		}
		// A day later the rows that were 29 days and 23 hours old go too.
		p := &outbox.Purger{Client: c, Now: func() time.Time { return now.Add(24 * time.Hour) }}
		if n, err := p.Purge(ctx); err != nil || n != 2 {
			t.Fatalf("next day: %d deleted, %v", n, err)
		}
	})
}
