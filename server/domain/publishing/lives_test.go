package publishing_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"artmarket/ent/artlive"
	"artmarket/ent/auditentry"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/problem"
	"artmarket/server/domain/publishing"
	"artmarket/server/domain/roles"
	"artmarket/server/platform/dbtest"
)

var start = time.Date(2026, 6, 1, 12, 0, 0, 0, time.UTC)

var goodLive = publishing.LiveInput{Title: "798 周末导览", Host: "山木画廊", Description: "秋季新展", Status: "UPCOMING", StartsAt: start,
	StreamURL: "https://live.example.com/798.m3u8"}

func withLive(mod func(in *publishing.LiveInput)) publishing.LiveInput {
	in := goodLive
	mod(&in)
	return in
}

// The live form's rules: over-long fields, addresses that are not http(s),
// an end before the start, a live without its stream: each refused with its
// message on its field, nothing written.
func TestLiveInputRules(t *testing.T) {
	early := start.Add(-time.Hour)
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		f := setup(t, tdb)
		ctx := context.Background()
		for name, c := range map[string]struct {
			in          publishing.LiveInput
			field, want string
		}{
			"a title too long":      {withLive(func(in *publishing.LiveInput) { in.Title = strings.Repeat("长", 121) }), "title", "标题不能超过 120 个字"},
			"no host":               {withLive(func(in *publishing.LiveInput) { in.Host = " " }), "host", "请填写主办方"},
			"an address too long":   {withLive(func(in *publishing.LiveInput) { in.ReplayURL = "https://a.cn/" + strings.Repeat("a", 500) }), "replayUrl", "回放地址不能超过 500 个字"},
			"a javascript: address": {withLive(func(in *publishing.LiveInput) { in.StreamURL = "javascript:alert(1)" }), "streamUrl", publishing.MsgLiveURL},
			"an ftp address":        {withLive(func(in *publishing.LiveInput) { in.ReplayURL = "ftp://a.cn/x.mp4" }), "replayUrl", publishing.MsgLiveURL},
			"protocol-relative":     {withLive(func(in *publishing.LiveInput) { in.StreamURL = "//evil.cn/x" }), "streamUrl", publishing.MsgLiveURL},
			"an end before start":   {withLive(func(in *publishing.LiveInput) { in.EndsAt = &early }), "endsAt", publishing.MsgEndsEarly},
			"an end at the start":   {withLive(func(in *publishing.LiveInput) { in.EndsAt = &start }), "endsAt", publishing.MsgEndsEarly},
			"no start":              {withLive(func(in *publishing.LiveInput) { in.StartsAt = time.Time{} }), "startsAt", publishing.MsgNoStart},
			"an unknown status":     {withLive(func(in *publishing.LiveInput) { in.Status = "ENDED" }), "status", publishing.MsgLiveStatus},
			"live without stream":   {withLive(func(in *publishing.LiveInput) { in.Status, in.StreamURL = "LIVE", "" }), "streamUrl", publishing.MsgNoStreamURL},
			"replay without record": {withLive(func(in *publishing.LiveInput) { in.Status = "REPLAY" }), "replayUrl", publishing.MsgNoReplayURL},
		} {
			before := f.c.ArtLive.Query().CountX(ctx)
			_, err := publishing.SaveLive(ctx, f.c, f.editor, 0, c.in)
			if p := problem.As(err); p == nil || p.Message != c.want || p.Field != c.field {
				t.Errorf("%s: %v", name, err)
			}
			if f.c.ArtLive.Query().CountX(ctx) != before || f.c.AuditEntry.Query().CountX(ctx) != 0 {
				t.Errorf("%s: written on a refusal", name)
			}
		}
		if _, err := publishing.SaveLive(ctx, f.c, f.plain, 0, goodLive); message(err) != roles.MsgForbidden {
			t.Errorf("an admin without the editor role saved a live: %v", err)
		}
	})
}

// A live is a draft until published; an edit of a published live waits
// beside it; the player plays the address its status names; a scheduled
// live's page goes up when the job runs at its time; one audit entry each.
func TestLivePublishing(t *testing.T) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		f := setup(t, tdb)
		ctx := context.Background()
		now := time.Date(2026, 5, 1, 2, 0, 0, 0, time.UTC)
		l, err := publishing.SaveLive(ctx, f.c, f.editor, 0, goodLive)
		if err != nil || l.Publication != artlive.PublicationDraft || l.Draft == nil {
			t.Fatalf("create: %+v %v", l, err)
		}
		if l, err = publishing.ActOnLive(ctx, f.c, f.editor, l.ID, publishing.Publish, time.Time{}, now); err != nil ||
			l.Publication != artlive.PublicationPublished || l.Draft != nil || l.PlaybackURL != "" || l.StreamURL != goodLive.StreamURL {
			t.Fatalf("publish: %+v %v", l, err)
		}
		end := start.Add(2 * time.Hour)
		edit := withLive(func(in *publishing.LiveInput) { in.Status, in.EndsAt = "LIVE", &end })
		if l, err = publishing.SaveLive(ctx, f.c, f.editor, l.ID, edit); err != nil || l.Status != artlive.StatusUpcoming || l.Draft.Status != "LIVE" {
			t.Fatalf("edit a published live: %+v %v", l, err)
		}
		if p := publishing.LivePreview(l); p.Status != artlive.StatusLive || p.PlaybackURL != goodLive.StreamURL || !p.EndsAt.Equal(end) {
			t.Errorf("preview: %+v", p)
		}
		if _, err := publishing.SaveLive(ctx, f.c, f.editor, l.ID, edit); message(err) != publishing.MsgUnchanged {
			t.Errorf("an unchanged edit: %v", err)
		}
		if l, err = publishing.ActOnLive(ctx, f.c, f.editor, l.ID, publishing.Unpublish, time.Time{}, now); err != nil || l.Status != artlive.StatusUpcoming {
			t.Fatalf("unpublish: %+v %v", l, err)
		}
		at := now.Add(time.Hour)
		if l, err = publishing.ActOnLive(ctx, f.c, f.editor, l.ID, publishing.Schedule, at, now); err != nil || l.Publication != artlive.PublicationScheduled {
			t.Fatalf("schedule: %+v %v", l, err)
		}
		s := &publishing.Scheduler{Client: f.c, Now: func() time.Time { return at }}
		if n, err := s.PublishDue(ctx, at.Add(-time.Second)); n != 0 || err != nil {
			t.Fatalf("before its time: %d %v", n, err)
		}
		if n, err := s.PublishDue(ctx, at); n != 1 || err != nil {
			t.Fatalf("at its time: %d %v", n, err)
		}
		got := f.c.ArtLive.GetX(ctx, l.ID)
		if got.Publication != artlive.PublicationPublished || got.Status != artlive.StatusLive || got.PlaybackURL != goodLive.StreamURL || got.Draft != nil || got.PublishAt != nil {
			t.Errorf("after the job: %+v", got)
		}
		actions := f.c.AuditEntry.Query().Where(auditentry.TargetType(audit.TargetLive), auditentry.TargetID(l.ID)).Order(auditentry.ByID()).Select(auditentry.FieldAction).StringsX(ctx)
		if strings.Join(actions, " ") != "live.create live.publish live.update live.unpublish live.schedule live.publish" {
			t.Errorf("audit entries: %v", actions)
		}
		for _, a := range actions {
			if audit.ActionLabels[a] == "" {
				t.Errorf("no label for %s", a)
			}
		}
	})
}
