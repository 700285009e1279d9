package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"artmarket/ent/schema/imageref"
	"artmarket/ent/schema/nodeid"
)

// Work is a member's work for sale (卖家作品): the editable
// fields of the publish form, its state in the selling state machine
// (server/domain/selling/transitions.go) and, once approved, the public
// Artwork it lists. The public Artwork changes only when a review approves
// the work, so a listed work's pending edit leaves the public page as
// it was. Every field may be empty while a draft: the rules of
// server/domain/selling decide what a work sent to review needs. Lengths
// here are bytes, a backstop above the rules' characters.
//
// The type was named ArtworkSubmission before issue 25: its rows keep the
// stored table artwork_submissions, their indexes and constraints keep their
// names, so the rename needed no migration and existing ids stay valid.
type Work struct{ ent.Schema }

// Mixin of the Work.
func (Work) Mixin() []ent.Mixin { return []ent.Mixin{TimeMixin{}} }

// Fields of the Work.
func (Work) Fields() []ent.Field {
	return []ent.Field{
		field.Int("member_id").Immutable().Annotations(entgql.Skip(entgql.SkipAll)),
		// A gallery's listing (issue 24 point 3): its managers list and manage it
		// in the console; member_id is the manager who listed it, the seller of
		// record whom an order pays. Null for a member's own work.
		field.Int("gallery_id").Optional().Nillable().Immutable().
			Comment("the gallery that lists it, through one of its managers; null for a member's own work").
			Annotations(entgql.Skip(entgql.SkipAll)),
		field.Enum("state").Comment("Where the work stands in the selling state machine (draft, pending, listed, rejected, taken_down, sold).").Values("draft", "pending", "listed", "rejected", "taken_down", "sold").Default("draft"),
		field.Int("version").Default(1).Positive().
			Comment("optimistic lock: every save names the version it read and raises it by one"),
		field.String("title").Comment("The title; empty while not given.").Default("").MaxLen(240),
		field.Enum("artist_kind").Values("existing", "self", "new").Optional().Nillable().
			Comment("an artist of the catalogue (artist_id), the seller (本人), or a new name (artist_name)"),
		field.Int("artist_id").Optional().Nillable().Annotations(entgql.Type("ID")).
			Comment("the catalogue's artist: chosen, or made for 本人 / a new name on approval"),
		field.String("artist_name").Comment("A new artist's name (artistKind new); empty otherwise.").Default("").MaxLen(240),
		field.Int("year").Comment("The year it was made; null while not given.").Optional().Nillable(),
		field.String("medium").Default("").MaxLen(20).Comment("an Artwork medium (OIL, INK, …), empty when not chosen"),
		field.String("materials").Comment("The materials as written; empty while not given.").Default("").MaxLen(360),
		field.Int("width_mm").Comment("The width in tenths of a centimetre (widthCm gives centimetres); null while not given.").Optional().Nillable().Comment("centimetres with one decimal, stored as tenths"),
		field.Int("height_mm").Comment("The height in tenths of a centimetre (heightCm gives centimetres); null while not given.").Optional().Nillable(),
		field.Int("depth_mm").Comment("The depth in tenths of a centimetre (depthCm gives centimetres); null for a flat work or while not given.").Optional().Nillable(),
		field.Int("edition_number").Optional().Nillable().Comment("N of an edition N/M; empty for a unique work"),
		field.Int("edition_size").Comment("M of an edition N/M; null for a unique work.").Optional().Nillable(),
		field.Bool("framed").Comment("Sold framed (已装裱).").Default(false),
		field.Bool("signed").Comment("Signed by the artist.").Default(false),
		field.Bool("certificate").Comment("A certificate of authenticity comes with it.").Default(false),
		field.Int64("price_fen").Comment("The price in fen; null while not given.").Optional().Nillable().Annotations(entgql.Type("Fen")),
		field.Enum("shipping").Comment("How it ships: free, fixed (a fixed fee) or collect (运费到付); null while not chosen.").Values("free", "fixed", "collect").Optional().Nillable(),
		field.Int64("shipping_fee_fen").Comment("The fixed shipping fee in fen; 0 unless shipping is fixed.").Default(0).NonNegative().Annotations(entgql.Type("Fen")),
		field.String("ship_from").Default("").MaxLen(12).Comment("region code (package region)"),
		field.Text("description").Comment("About the work, plain text; empty while not given.").Default(""),
		field.JSON("images", []imageref.Image{}).Optional().Comment("the pictures, the cover first").
			Annotations(entgql.Skip(entgql.SkipAll)), // GraphQL: Work.images (graph/selling.graphql)
		field.String("reject_reason").Comment("The reviewer's reason of the last rejection; empty when none.").Default("").MaxLen(2000),
		field.Int("artwork_id").Optional().Nillable().Comment("the public Artwork, once approved").
			Annotations(entgql.Skip(entgql.SkipAll)),
		// Withdrawing an edit of a listed work drops the edit and keeps the
		// listed version on sale (issue 26 point 12): the form as listed is kept
		// here while the edit is in review.
		field.Text("listed_form").Default("").
			Comment("JSON of the form as listed while an edit of the listed work is in review; empty otherwise").
			Annotations(entgql.Skip(entgql.SkipAll)),
	}
}

// Edges of the Work.
func (Work) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("member", Member.Type).Ref("works").Field("member_id").
			Unique().Required().Immutable().Annotations(entgql.Skip(entgql.SkipAll)),
		edge.To("artwork", Artwork.Type).Comment("The public work once approved; null before.").Field("artwork_id").Unique(),
		edge.From("gallery", Gallery.Type).Ref("works").Field("gallery_id").Unique().Immutable().
			Comment("The gallery that lists it; null for a member's own work."),
		// Its timeline: every transition, oldest first.
		edge.To("events", WorkEvent.Type).
			Annotations(entsql.OnDelete(entsql.Cascade), entgql.Skip(entgql.SkipAll)), // GraphQL: Work.timeline
	}
}

// Indexes of the Work.
func (Work) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("member_id", "state").StorageKey("artworksubmission_member_id_state"),
		index.Fields("state", "updated_at").StorageKey("artworksubmission_state_updated_at"), // the review queue
		index.Fields("artwork_id").StorageKey("artworksubmission_artwork_id"),
		index.Fields("gallery_id", "state"), // a gallery's listings in the console
	}
}

// Annotations of the Work: a Node only its seller reaches
// (work_policy.go); graph/selling.graphql adds the rest. Its table keeps
// the old name.
func (Work) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entsql.Annotation{Table: "artwork_submissions"},
		entgql.RelayConnection(),
		entgql.Skip(entgql.SkipWhereInput, entgql.SkipOrderField, entgql.SkipMutationCreateInput, entgql.SkipMutationUpdateInput),
		idRange(nodeid.Work),
	}
}

// WorkEvent is one transition of a Work (who, when, from, to, why):
// together they are the seller's timeline. Stored in submission_events, its
// name before issue 25, with the column submission_id.
type WorkEvent struct{ ent.Schema }

// Fields of the WorkEvent.
func (WorkEvent) Fields() []ent.Field {
	return []ent.Field{
		field.Int("work_id").StorageKey("submission_id").Immutable(),
		field.Int("actor_id").Optional().Nillable().Immutable().Comment("the member who acted; empty for the system"),
		field.String("action").NotEmpty().MaxLen(30).Immutable(),
		field.String("from_state").Default("").MaxLen(20).Immutable(),
		field.String("to_state").NotEmpty().MaxLen(20).Immutable(),
		field.String("reason").Default("").MaxLen(2000).Immutable(),
		field.Time("created_at").Default(now).Immutable(),
	}
}

// Edges of the WorkEvent.
func (WorkEvent) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("work", Work.Type).Ref("events").Field("work_id").
			Unique().Required().Immutable(),
	}
}

// Indexes of the WorkEvent.
func (WorkEvent) Indexes() []ent.Index {
	return []ent.Index{index.Fields("work_id", "created_at").StorageKey("submissionevent_submission_id_created_at")}
}

// Annotations of the WorkEvent.
func (WorkEvent) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.Skip(entgql.SkipAll),
		entsql.Annotation{Table: "submission_events"},
		idRange(nodeid.WorkEvent),
	}
}
