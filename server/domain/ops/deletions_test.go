package ops_test

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/accountdeletion"
	"artmarket/ent/member"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/member/deletion"
	"artmarket/server/domain/ops"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/dbtest"
)

// requestDeletion stores a pending request of m whose cooling-off period
// ends at eraseAt.
func requestDeletion(t *testing.T, c *ent.Client, m *ent.Member, eraseAt time.Time) {
	t.Helper()
	c.AccountDeletion.Create().SetMember(m).SetState(accountdeletion.StatePending).SetRequestedAt(eraseAt.Add(-deletion.CoolingOff)).
		SetEraseAt(eraseAt).SetConfirmedBy(accountdeletion.ConfirmedBySms).ExecX(context.Background())
}

// An admin processes a deletion request whose cooling-off period is over:
// the account is erased as the sweep would, with one audit entry. A request
// still in its period, a member without one, oneself and a non-admin are
// refused and change nothing; two admins at once: one wins, one entry; the
// list shows the pending requests, the first to end first.
func TestEraseMember(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		f := setup(t, tdb)
		ctx := context.Background()
		now := time.Date(2026, 6, 1, 8, 0, 0, 0, time.UTC)
		del := &deletion.Service{Client: f.c, Now: func() time.Time { return now }, Log: slog.New(slog.DiscardHandler)}
		later := f.c.Member.Create().SetUsername("later_one").SetMobile("13800000004").SaveX(ctx)
		requestDeletion(t, f.c, f.plain, now.Add(-time.Minute))
		requestDeletion(t, f.c, later, now.Add(time.Hour))

		pending, err := ops.PendingDeletions(ctx, f.c, f.admin.ID)
		if err != nil || len(pending) != 2 || pending[0].ID != f.plain.ID || pending[1].ID != later.ID {
			t.Fatalf("pending %v, %v", pending, err)
		}
		if _, err := ops.PendingDeletions(ctx, f.c, f.editor.ID); kind(err) != problem.Forbidden {
			t.Errorf("editor lists: %v", err)
		}
		if got := ops.AllowedActions(f.admin.ID, f.plain, false, true); len(got) != 2 || got[1] != ops.Erase {
			t.Errorf("allowed when due: %v", got)
		}
		refusals := map[string]struct {
			who  audit.Actor
			id   int
			want string
		}{
			"still in its period": {f.adminActor, later.ID, deletion.MsgNotDue},
			"no request":          {f.adminActor, f.editor.ID, deletion.MsgNoRequest},
			"oneself":             {f.adminActor, f.admin.ID, ops.MsgNotSelfErase},
			"by an editor":        {audit.Actor{ID: f.editor.ID}, f.plain.ID, "无权进行此操作"},
			"an unknown member":   {f.adminActor, 999_999_999_999, ops.MsgNoMember},
		}
		for name, r := range refusals {
			_, err := ops.EraseMember(ctx, f.c, del, r.who, r.id)
			if p := problem.As(err); p == nil || p.Message != r.want {
				t.Errorf("%s: %v, want %s", name, err, r.want)
			}
		}
		if n := len(entries(t, f.c)); n != 0 || f.c.AccountDeletion.Query().Where(accountdeletion.StateEQ(accountdeletion.StatePending)).CountX(ctx) != 2 {
			t.Fatalf("a refusal changed something: %d entries", n)
		}

		f.twoAdminsAtOnce(t, "two admins processing", func(who audit.Actor) error {
			_, err := ops.EraseMember(ctx, f.c, del, who, f.plain.ID)
			return err
		})
		m := f.c.Member.GetX(ctx, f.plain.ID)
		if m.Mobile != nil || m.Email != nil || m.Nickname != deletion.ErasedNickname || m.Status != member.StatusDisabled {
			t.Fatalf("not erased: %+v", m)
		}
		row := f.c.AccountDeletion.Query().Where(accountdeletion.HasMemberWith(member.ID(f.plain.ID))).OnlyX(ctx)
		if row.State != accountdeletion.StateErased || row.ErasedAt == nil || !row.ErasedAt.Equal(now) {
			t.Fatalf("request %+v", row)
		}
		es := entries(t, f.c)
		if len(es) != 1 || es[0].Action != audit.ActionMemberErase || es[0].TargetID != f.plain.ID || es[0].ActorRole != "admin" ||
			es[0].Changes["deletion"] != [2]any{"pending", "erased"} {
			t.Fatalf("entries %+v", es)
		}
		if _, err := ops.EraseMember(ctx, f.c, del, f.adminActor, f.plain.ID); problem.As(err) == nil || problem.As(err).Message != deletion.MsgNoRequest {
			t.Fatalf("again: %v", err)
		}
		if got := ops.AllowedActions(f.admin.ID, m, true, false); len(got) != 0 {
			t.Errorf("allowed on an erased account: %v", got)
		}
	})
}
