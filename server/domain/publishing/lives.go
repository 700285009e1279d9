package publishing

import (
	"context"
	"regexp"
	"strings"
	"time"

	"artmarket/ent"
	"artmarket/ent/artlive"
	"artmarket/ent/schema/draft"
	"artmarket/ent/schema/nodeid"
	"artmarket/server/domain/audit"
)

// Limits of an art live's fields (the ent schema's, in characters).
const (
	MaxLiveTitle       = 120
	MaxLiveHost        = 80
	MaxLiveDescription = 2000
	MaxLiveURL         = 500
)

// Messages of the live form.
const (
	MsgNoLive      = "直播不存在"
	MsgLiveStatus  = "请选择直播状态"
	MsgNoStart     = "请填写开播时间"
	MsgEndsEarly   = "结束时间须晚于开播时间"
	MsgLiveURL     = "地址须以 http:// 或 https:// 开头"
	MsgNoStreamURL = "直播中须填写直播地址"
	MsgNoReplayURL = "回放须填写回放地址"
)

// LiveInput is what the console's live form sends.
type LiveInput struct {
	Title, Host, Description string
	Status                   string // UPCOMING, LIVE or REPLAY
	StartsAt                 time.Time
	EndsAt                   *time.Time
	StreamURL, ReplayURL     string
}

// liveURL: an http(s) address or a path on this site, nothing else (no
// javascript:, data: or protocol-relative addresses in a player); the ent
// schema's rule (playbackURL) with a message.
var liveURL = regexp.MustCompile(`^(/[^/\\\s]\S*|https?://[^/\s]+/?\S*)$`)

// CheckLive trims and checks in, answering the draft to store: the first
// broken rule is answered on its field.
func CheckLive(in LiveInput) (draft.Live, error) {
	d := draft.Live{Title: strings.TrimSpace(in.Title), Host: strings.TrimSpace(in.Host), Description: strings.TrimSpace(in.Description),
		Status: in.Status, StreamURL: strings.TrimSpace(in.StreamURL), ReplayURL: strings.TrimSpace(in.ReplayURL)}
	if err := checkTexts([]text{
		{"title", "标题", d.Title, MaxLiveTitle, true},
		{"host", "主办方", d.Host, MaxLiveHost, true},
		{"description", "简介", d.Description, MaxLiveDescription, false},
		{"streamUrl", "直播地址", d.StreamURL, MaxLiveURL, false},
		{"replayUrl", "回放地址", d.ReplayURL, MaxLiveURL, false},
	}); err != nil {
		return d, err
	}
	if artlive.StatusValidator(artlive.Status(d.Status)) != nil {
		return d, invalid("status", MsgLiveStatus)
	}
	if in.StartsAt.IsZero() {
		return d, invalid("startsAt", MsgNoStart)
	}
	d.StartsAt = in.StartsAt.UTC()
	if in.EndsAt != nil {
		if !in.EndsAt.After(d.StartsAt) {
			return d, invalid("endsAt", MsgEndsEarly)
		}
		end := in.EndsAt.UTC()
		d.EndsAt = &end
	}
	for _, u := range []struct{ field, v string }{{"streamUrl", d.StreamURL}, {"replayUrl", d.ReplayURL}} {
		if u.v != "" && !liveURL.MatchString(u.v) {
			return d, invalid(u.field, MsgLiveURL)
		}
	}
	switch {
	case d.Status == string(artlive.StatusLive) && d.StreamURL == "":
		return d, invalid("streamUrl", MsgNoStreamURL)
	case d.Status == string(artlive.StatusReplay) && d.ReplayURL == "":
		return d, invalid("replayUrl", MsgNoReplayURL)
	}
	return d, nil
}

// lives are the art lives as publishing keeps them.
var lives = keptIn(&kind[*ent.ArtLive]{
	target: audit.TargetLive, path: "lives", node: nodeid.ArtLive, none: MsgNoLive,
	state: func(l *ent.ArtLive) (State, bool, *time.Time) {
		return State(l.Publication), l.Draft != nil, l.PublishAt
	},
	publish: publishLive,
}, func(c *ent.Client) *ent.ArtLiveClient { return c.ArtLive }, nil)

// LiveContent is what the editor sees and a preview shows: the draft when an
// edit waits, else the published version (a live written before the console
// has its player's address as the stream or the recording, by its status).
func LiveContent(l *ent.ArtLive) draft.Live {
	if l.Draft != nil {
		return *l.Draft
	}
	d := draft.Live{Title: l.Title, Host: l.Host, Description: l.Description, Status: string(l.Status), StartsAt: l.StartsAt, EndsAt: l.EndsAt,
		StreamURL: l.StreamURL, ReplayURL: l.ReplayURL}
	switch {
	case l.Status == artlive.StatusLive && d.StreamURL == "":
		d.StreamURL = l.PlaybackURL
	case l.Status == artlive.StatusReplay && d.ReplayURL == "":
		d.ReplayURL = l.PlaybackURL
	}
	return d
}

// playback is what the player plays: the stream while live, the recording
// after; nothing while upcoming.
func playback(d draft.Live) string {
	switch artlive.Status(d.Status) {
	case artlive.StatusLive:
		return d.StreamURL
	case artlive.StatusReplay:
		return d.ReplayURL
	}
	return ""
}

// LivePreview is l as its public page will show it once published (not saved).
func LivePreview(l *ent.ArtLive) *ent.ArtLive {
	p := *l
	d := LiveContent(l)
	p.Title, p.Host, p.Description, p.Status, p.StartsAt, p.EndsAt = d.Title, d.Host, d.Description, artlive.Status(d.Status), d.StartsAt, d.EndsAt
	p.StreamURL, p.ReplayURL, p.PlaybackURL = d.StreamURL, d.ReplayURL, playback(d)
	return &p
}

// GetLive is live id for an editor (whatever its state); NotFound for no such live.
func GetLive(ctx context.Context, c *ent.Client, who audit.Actor, id int) (*ent.ArtLive, error) {
	return lives.read(ctx, c, who, id)
}

// ListLives is the lives an editor keeps, the most recently changed first (at most limit).
func ListLives(ctx context.Context, c *ent.Client, who audit.Actor, limit int) ([]*ent.ArtLive, error) {
	return recent(ctx, c, lives, who, c.ArtLive.Query(), limit, nil)
}

// SaveLive creates a live (id 0: a draft, never published) or saves an edit
// of live id as its draft; the published version stays as it was until
// published. Nothing is written when the input is refused.
func SaveLive(ctx context.Context, c *ent.Client, who audit.Actor, id int, in LiveInput) (*ent.ArtLive, error) {
	if _, err := lives.keeper(ctx, c, &who); err != nil {
		return nil, err
	}
	d, err := CheckLive(in)
	if err != nil {
		return nil, err
	}
	if id == 0 {
		return lives.create(ctx, c, who, d.Title, func(ctx context.Context, c *ent.Client) (*ent.ArtLive, int, error) {
			l, err := writeLive(c.ArtLive.Create().SetPublication(artlive.PublicationDraft).SetDraft(&d), d).Save(ctx)
			if err != nil {
				return nil, 0, err
			}
			return l, l.ID, nil
		})
	}
	return lives.edit(ctx, c, who, id, func(l *ent.ArtLive) map[string][2]any { return liveDiff(LiveContent(l), d) },
		func(ctx context.Context, c *ent.Client, l *ent.ArtLive) (*ent.ArtLive, error) {
			return c.ArtLive.UpdateOne(l).SetDraft(&d).Save(ctx)
		})
}

// liveDiff is what an edit of a live changed, for the audit log.
func liveDiff(before, after draft.Live) map[string][2]any {
	out := changeSet{}
	out.add("title", before.Title, after.Title, before.Title == after.Title)
	out.add("host", before.Host, after.Host, before.Host == after.Host)
	out.length("description", before.Description, after.Description)
	out.add("status", before.Status, after.Status, before.Status == after.Status)
	out.add("startsAt", before.StartsAt, after.StartsAt, before.StartsAt.Equal(after.StartsAt))
	out.add("endsAt", before.EndsAt, after.EndsAt, (before.EndsAt == nil) == (after.EndsAt == nil) && (before.EndsAt == nil || before.EndsAt.Equal(*after.EndsAt)))
	out.add("streamUrl", before.StreamURL, after.StreamURL, before.StreamURL == after.StreamURL)
	out.add("replayUrl", before.ReplayURL, after.ReplayURL, before.ReplayURL == after.ReplayURL)
	return out
}

// liveWriter is what writeLive sets: a live's create or update.
type liveWriter[W any] interface {
	SetTitle(string) W
	SetHost(string) W
	SetDescription(string) W
	SetStatus(artlive.Status) W
	SetStartsAt(time.Time) W
	SetNillableEndsAt(*time.Time) W
	SetNillableStreamURL(*string) W
	SetNillableReplayURL(*string) W
	SetNillablePlaybackURL(*string) W
}

// nonEmpty is s, or nil when empty (an address column is null, not empty).
func nonEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// writeLive sets d's fields as a live's published ones.
func writeLive[W liveWriter[W]](w W, d draft.Live) W {
	w.SetTitle(d.Title).SetHost(d.Host).SetDescription(d.Description).SetStatus(artlive.Status(d.Status)).SetStartsAt(d.StartsAt).
		SetNillableEndsAt(d.EndsAt).SetNillableStreamURL(nonEmpty(d.StreamURL)).SetNillableReplayURL(nonEmpty(d.ReplayURL)).
		SetNillablePlaybackURL(nonEmpty(playback(d)))
	return w
}

// ActOnLive takes action on live id for an editor at now (kind.act).
func ActOnLive(ctx context.Context, c *ent.Client, who audit.Actor, id int, action Action, at time.Time, now time.Time) (*ent.ArtLive, error) {
	return lives.act(ctx, c, who, id, action, at, now)
}

// publishLive makes l's draft its published version.
func publishLive(ctx context.Context, c *ent.Client, l *ent.ArtLive, _ State, _ time.Time) (*ent.ArtLive, error) {
	u := c.ArtLive.UpdateOne(l).SetPublication(artlive.PublicationPublished).ClearPublishAt().ClearDraft()
	if d := l.Draft; d != nil {
		for _, clear := range []struct {
			empty bool
			clear func() *ent.ArtLiveUpdateOne
		}{{d.EndsAt == nil, u.ClearEndsAt}, {d.StreamURL == "", u.ClearStreamURL}, {d.ReplayURL == "", u.ClearReplayURL}, {playback(*d) == "", u.ClearPlaybackURL}} {
			if clear.empty {
				clear.clear()
			}
		}
		writeLive(u, *d)
	}
	return u.Save(ctx)
}
