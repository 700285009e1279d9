package schema

import (
	"regexp"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"artmarket/ent/schema/draft"
	"artmarket/ent/schema/nodeid"
)

// ArtLive is an art live stream: a gallery walk-through, a studio visit, an
// auction preview. Its status is stored, not computed from the clock: the
// streaming provider knows when a stream really starts and ends (late starts
// and overruns are the rule), and its callbacks set the status. starts_at is
// the announced start; an upcoming live past it is simply late.
type ArtLive struct{ ent.Schema }

// Mixin of the ArtLive.
func (ArtLive) Mixin() []ent.Mixin { return []ent.Mixin{TimeMixin{}, PublicationMixin{}} }

// Fields of the ArtLive.
func (ArtLive) Fields() []ent.Field {
	return []ent.Field{
		field.String("title").Comment("The live's title.").NotEmpty().MaxLen(120),
		// Who presents it, as printed (a person, a gallery, an institution).
		field.String("host").Comment("Who presents it, as printed (a person, a gallery, an institution).").NotEmpty().MaxLen(80),
		field.Text("description").Comment("What the live shows; empty when none.").Optional(),
		field.Enum("status").Comment("Set by the streaming provider: UPCOMING, LIVE or REPLAY.").NamedValues(
			"Upcoming", "UPCOMING", // 即将开播
			"Live", "LIVE", // 直播中
			"Replay", "REPLAY", // 回放
		).Default("UPCOMING"),
		// The announced start (UTC).
		field.Time("starts_at").Comment("The announced start; an upcoming live past it is late.").
			Annotations(entgql.OrderField("STARTS_AT")),
		// The stream (LIVE) or the recording (REPLAY): an MP4 or HLS address,
		// site-relative or https. Empty while upcoming.
		field.String("playback_url").Comment("The stream (LIVE) or the recording (REPLAY): an MP4 or HLS address; empty while upcoming.").Optional().MaxLen(500).Match(playbackURL),
		// The announced end (UTC); null when none was announced.
		field.Time("ends_at").Optional().Nillable().Annotations(entgql.Skip(entgql.SkipAll)),
		// The stream's and the recording's addresses as the editor published
		// them: the player plays the one the status names (playback_url).
		field.String("stream_url").Optional().MaxLen(500).Match(playbackURL).Annotations(entgql.Skip(entgql.SkipAll)),
		field.String("replay_url").Optional().MaxLen(500).Match(playbackURL).Annotations(entgql.Skip(entgql.SkipAll)),
		// The editor's edit not yet published; null when the published version is the latest.
		field.JSON("draft", &draft.Live{}).Optional().Annotations(entgql.Skip(entgql.SkipAll)),
	}
}

// Edges of the ArtLive.
func (ArtLive) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("cover", ArtworkImage.Type).Comment("The picture shown before it plays; null when none.").Unique(),
		// The gallery that hosts it, if a gallery does.
		edge.To("gallery", Gallery.Type).Comment("The gallery that hosts it; null when no gallery does.").Unique(),
	}
}

// Indexes of the ArtLive.
func (ArtLive) Indexes() []ent.Index {
	return []ent.Index{index.Fields("status", "starts_at"), index.Fields("starts_at")}
}

// Annotations of the ArtLive.
func (ArtLive) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(),
		entgql.QueryField(),
		idRange(nodeid.ArtLive),
	}
}

// playbackURL: a path on this site or an http(s) address, nothing else
// (no javascript:, data: or protocol-relative addresses in a player).
var playbackURL = regexp.MustCompile(`^(/[^/\\\s]\S*|https?://[^/\s]+/?\S*)$`)
