package ops_test

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"testing"

	"artmarket/ent"
	"artmarket/ent/auditentry"
	"artmarket/ent/member"
	"artmarket/ent/privacy"
	"artmarket/ent/schema"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/ops"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/roles"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
)

type fixture struct {
	c                    *ent.Client
	admin, editor, plain *ent.Member
	adminActor           audit.Actor
}

func setup(t *testing.T, tdb dbtest.DB) fixture {
	t.Helper()
	d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	c := d.Client
	f := fixture{c: c}
	f.admin = c.Member.Create().SetUsername("admin").SetMobile("13800000001").SetEmail("admin@example.com").SetRoles([]string{"admin"}).SaveX(ctx)
	f.editor = c.Member.Create().SetUsername("editor").SetMobile("13800000002").SetRoles([]string{"editor"}).SaveX(ctx)
	f.plain = c.Member.Create().SetUsername("plain_one").SetMobile("13800000003").SetEmail("plain@example.com").SaveX(ctx)
	f.adminActor = audit.Actor{ID: f.admin.ID, IP: "203.0.113.9"}
	return f
}

// twoAdminsAtOnce runs act as the fixture's admin and a second admin at the
// same moment: exactly one must succeed.
func (f fixture) twoAdminsAtOnce(t *testing.T, what string, act func(who audit.Actor) error) {
	t.Helper()
	second := audit.Actor{ID: f.c.Member.Create().SetUsername("admin2").SetRoles([]string{"admin"}).SaveX(context.Background()).ID}
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i, who := range []audit.Actor{f.adminActor, second} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = act(who)
		}()
	}
	wg.Wait()
	if (errs[0] == nil) == (errs[1] == nil) {
		t.Fatalf("%s at once: %v, %v; want one to win", what, errs[0], errs[1])
	}
}

func kind(err error) problem.Kind {
	if p := problem.As(err); p != nil {
		return p.Kind
	}
	return 0
}

func entries(t *testing.T, c *ent.Client) []*ent.AuditEntry {
	t.Helper()
	return c.AuditEntry.Query().Order(ent.Asc(auditentry.FieldID)).AllX(context.Background())
}

// An admin grants and revokes every role, never their own; anyone else is
// refused; each change is one audit entry, and a refusal leaves none.
func TestGrantAndRevoke(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		f := setup(t, tdb)
		ctx := context.Background()
		g := f.c.Gallery.Create().SetName("长街画廊").SetCity("上海").SaveX(ctx)
		for _, r := range []roles.Role{{Name: roles.Reviewer}, {Name: roles.Finance}, {Name: roles.GalleryManager, GalleryID: g.ID}} {
			if _, err := roles.Grant(ctx, f.c, f.adminActor, f.plain.ID, r); err != nil {
				t.Fatalf("grant %v: %v", r, err)
			}
		}
		h, _ := roles.Of(ctx, f.c, f.plain.ID)
		if !h.Has(roles.Reviewer, roles.Finance) || !h.Has(roles.GalleryManager) || len(h) != 3 {
			t.Fatalf("roles %v", h)
		}
		refusals := map[string]struct {
			who  audit.Actor
			to   int
			role roles.Role
			want problem.Kind
		}{
			"to oneself":              {f.adminActor, f.admin.ID, roles.Role{Name: roles.Editor}, problem.Forbidden},
			"by an editor":            {audit.Actor{ID: f.editor.ID}, f.plain.ID, roles.Role{Name: roles.Admin}, problem.Forbidden},
			"by a plain member":       {audit.Actor{ID: f.plain.ID}, f.editor.ID, roles.Role{Name: roles.Admin}, problem.Forbidden},
			"an unknown role":         {f.adminActor, f.plain.ID, roles.Role{Name: "janitor"}, problem.Invalid},
			"a manager of no gallery": {f.adminActor, f.plain.ID, roles.Role{Name: roles.GalleryManager}, problem.Invalid},
			"a missing gallery":       {f.adminActor, f.plain.ID, roles.Role{Name: roles.GalleryManager, GalleryID: g.ID + 1}, problem.Invalid},
			"an unknown member":       {f.adminActor, f.plain.ID + 1000, roles.Role{Name: roles.Editor}, problem.NotFound},
			"a role already held":     {f.adminActor, f.plain.ID, roles.Role{Name: roles.Reviewer}, problem.Conflict},
		}
		for name, tc := range refusals {
			if _, err := roles.Grant(ctx, f.c, tc.who, tc.to, tc.role); kind(err) != tc.want {
				t.Errorf("%s: %v, want kind %d", name, err, tc.want)
			}
		}
		if _, err := roles.Revoke(ctx, f.c, f.adminActor, f.plain.ID, roles.Role{Name: roles.Editor}); kind(err) != problem.Conflict {
			t.Errorf("revoke a role not held: %v", err)
		}
		if _, err := roles.Revoke(ctx, f.c, f.adminActor, f.plain.ID, roles.Role{Name: roles.Finance}); err != nil {
			t.Fatal(err)
		}
		es := entries(t, f.c)
		if len(es) != 4 {
			t.Fatalf("%d entries, want 4 (3 grants, 1 revoke; refusals write none)", len(es))
		}
		last := es[3]
		if last.Action != audit.ActionRoleRevoke || last.ActorID != f.admin.ID || last.ActorRole != "admin" || last.TargetID != f.plain.ID ||
			last.ClientIP != "203.0.113.9" || last.TargetType != audit.TargetMember {
			t.Fatalf("entry %+v", last)
		}
		if got := last.Changes["roles"]; len(got[0].([]any)) != 3 || len(got[1].([]any)) != 2 {
			t.Fatalf("changes %v", last.Changes)
		}
	})
}

// The log is append-only: no update or delete goes through, not even past
// the privacy policy.
func TestAuditAppendOnly(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		f := setup(t, tdb)
		ctx := context.Background()
		if err := audit.Append(ctx, f.c, f.adminActor, audit.Entry{Action: audit.ActionMemberEnable, TargetType: audit.TargetMember, TargetID: f.plain.ID}); err != nil {
			t.Fatal(err)
		}
		e := entries(t, f.c)[0]
		allow := privacy.DecisionContext(ctx, privacy.Allow)
		for name, err := range map[string]error{
			"update one": f.c.AuditEntry.UpdateOneID(e.ID).Exec(ctx),
			"update":     f.c.AuditEntry.Update().Exec(ctx),
			"delete one": f.c.AuditEntry.DeleteOneID(e.ID).Exec(ctx),
			"delete":     func() error { _, err := f.c.AuditEntry.Delete().Exec(ctx); return err }(),
			"delete past the policy": func() error {
				_, err := f.c.AuditEntry.Delete().Exec(allow)
				return err
			}(),
			"update past the policy": f.c.AuditEntry.UpdateOneID(e.ID).Exec(allow),
		} {
			if !errors.Is(err, schema.ErrAuditAppendOnly) {
				t.Errorf("%s: %v, want the append-only refusal", name, err)
			}
		}
		if got := entries(t, f.c); len(got) != 1 || got[0].Reason != "" {
			t.Fatalf("entries changed: %+v", got)
		}
		if err := audit.Append(ctx, f.c, f.adminActor, audit.Entry{Action: "made.up", TargetType: "x", TargetID: 1}); err == nil {
			t.Fatal("an unknown action was appended")
		}
	})
}

// An admin disables a member with a reason: every session ends, the status
// is disabled, one entry keeps the reason; enabling lets them in again.
// Bad reasons, oneself and an erased account are refused and change nothing.
// Two admins disabling at once: one wins, one entry.
func TestDisableAndEnable(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		f := setup(t, tdb)
		ctx := context.Background()
		for i := 0; i < 2; i++ {
			f.c.Session.Create().SetMember(f.plain).SetTokenHash(string(rune('a'+i)) + "0123456789abcdef").SetExpiresAt(f.plain.CreatedAt.AddDate(1, 0, 0)).ExecX(ctx)
		}
		for reason, want := range map[string]string{"": ops.MsgReasonEmpty, "  ": ops.MsgReasonEmpty, "坏": ops.MsgReasonShort,
			string(make([]rune, 201)): ops.MsgReasonTooLong} {
			_, err := ops.SetDisabled(ctx, f.c, f.adminActor, f.plain.ID, true, reason)
			if p := problem.As(err); p == nil || p.Message != want || p.Field != "reason" {
				t.Errorf("reason %q: %v, want %s", reason, err, want)
			}
		}
		if _, err := ops.SetDisabled(ctx, f.c, f.adminActor, f.admin.ID, true, "自己禁用自己"); kind(err) != problem.Forbidden {
			t.Errorf("self: %v", err)
		}
		if _, err := ops.SetDisabled(ctx, f.c, audit.Actor{ID: f.editor.ID}, f.plain.ID, true, "编辑越权"); kind(err) != problem.Forbidden {
			t.Errorf("editor: %v", err)
		}
		if _, err := ops.SetDisabled(ctx, f.c, f.adminActor, f.plain.ID, false, ""); kind(err) != problem.Conflict {
			t.Errorf("enable an active member: %v", err)
		}
		if n := len(entries(t, f.c)); n != 0 || f.c.Session.Query().CountX(ctx) != 2 {
			t.Fatalf("a refusal changed something: %d entries", n)
		}
		f.twoAdminsAtOnce(t, "two disablements", func(who audit.Actor) error {
			_, err := ops.SetDisabled(ctx, f.c, who, f.plain.ID, true, "发布违规内容")
			return err
		})
		if m := f.c.Member.GetX(ctx, f.plain.ID); m.Status != member.StatusDisabled {
			t.Fatalf("status %s", m.Status)
		}
		if n := f.c.Session.Query().CountX(ctx); n != 0 {
			t.Fatalf("%d sessions left", n)
		}
		m := f.c.Member.GetX(ctx, f.plain.ID)
		d, err := ops.DetailsOf(ctx, f.c, m)
		if err != nil || d.DisabledReason != "发布违规内容" {
			t.Fatalf("reason %q, %v", d.DisabledReason, err)
		}
		if _, err := ops.SetDisabled(ctx, f.c, f.adminActor, f.plain.ID, false, ""); err != nil {
			t.Fatal(err)
		}
		es := entries(t, f.c)
		if len(es) != 2 || es[0].Action != audit.ActionMemberDisable || es[0].Reason != "发布违规内容" || es[1].Action != audit.ActionMemberEnable {
			t.Fatalf("entries %+v", es)
		}
		if es[0].Changes["status"] != [2]any{"active", "disabled"} {
			t.Fatalf("changes %v", es[0].Changes)
		}
	})
}

// Search finds a member by mobile, e-mail, username, short number or id; an
// empty or over-long query is refused on its field; a non-admin is refused.
func TestSearch(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		f := setup(t, tdb)
		ctx := context.Background()
		for _, q := range []string{"13800000003", "+8613800000003", "PLAIN@example.com", "plain_", " plain_one "} {
			ms, err := ops.Search(ctx, f.c, f.admin.ID, q)
			if err != nil || len(ms) != 1 || ms[0].ID != f.plain.ID {
				t.Errorf("%q: %v, %v", q, ms, err)
			}
		}
		if m, err := ops.Member(ctx, f.c, f.admin.ID, f.plain.ID&(1<<32-1)); err != nil || m.ID != f.plain.ID {
			t.Errorf("by number: %v", err)
		}
		for q, want := range map[string]string{"": ops.MsgQueryEmpty, string(make([]rune, 101)): ops.MsgQueryTooLong} {
			if _, err := ops.Search(ctx, f.c, f.admin.ID, q); problem.As(err) == nil || problem.As(err).Message != want {
				t.Errorf("%q: %v", q, err)
			}
		}
		if _, err := ops.Search(ctx, f.c, f.editor.ID, "plain"); kind(err) != problem.Forbidden {
			t.Errorf("editor: %v", err)
		}
	})
}
