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

// RefundRequest is a buyer's request for a refund of a paid order (issue
// 23): the state in the refund state machine
// (server/domain/refunds/transitions.go), what was asked and why, the
// seller's answer, the parcel sent back, and the refund paid through
// WeChat Pay under one out_refund_no for life (a retry reuses it). Buyer
// and seller are plain ids, as on the order.
type RefundRequest struct{ ent.Schema }

// Mixin of the RefundRequest.
func (RefundRequest) Mixin() []ent.Mixin { return []ent.Mixin{TimeMixin{}} }

// Fields of the RefundRequest.
func (RefundRequest) Fields() []ent.Field {
	return []ent.Field{
		field.Int("order_id").Immutable(),
		field.Int("buyer_id").Immutable(),
		field.Int("seller_id").Optional().Nillable().Immutable().Comment("null for the platform's own goods"),
		field.Enum("kind").Values("REFUND_ONLY", "RETURN_AND_REFUND").Immutable(),
		field.String("reason").NotEmpty().MaxLen(40).Immutable().Comment("one of the refunds package's reasons"),
		field.Int64("amount_fen").Positive().Immutable().Comment("what the buyer asked for"),
		field.String("description").Default("").MaxLen(500).Immutable(),
		field.JSON("photos", []imageref.Image{}).Optional().
			Comment("the buyer's photos as uploaded (refund_photos: by the buyer), at most 6"),
		field.String("state").NotEmpty().MaxLen(24).Comment("the refunds package's states"),
		field.String("refuse_reason").Default("").MaxLen(500),
		field.String("return_carrier").Default("").MaxLen(20),
		field.String("return_tracking").Default("").MaxLen(40),
		field.Time("answer_due_at").Optional().Nillable().Comment("the seller's silence agrees then"),
		field.Time("return_due_at").Optional().Nillable().Comment("the seller's silence confirms the parcel came back then"),
		field.Int64("refund_fen").Optional().Nillable().Comment("what is refunded (the amount asked, or the arbiter's)"),
		field.String("out_refund_no").NotEmpty().MaxLen(64).Immutable().Comment("WeChat Pay's out_refund_no, one for life"),
		field.String("provider_status").Default("").MaxLen(20).Comment("PROCESSING, SUCCESS, CLOSED, ABNORMAL as WeChat Pay said"),
		field.Int("arbiter_id").Optional().Nillable(),
		field.Time("decided_at").Optional().Nillable(),
		field.Time("lease_until").Optional().Nillable().Comment("a job runner holds the request until then"),
	}
}

// Edges of the RefundRequest.
func (RefundRequest) Edges() []ent.Edge {
	return []ent.Edge{edge.To("events", RefundEvent.Type).Annotations(entsql.OnDelete(entsql.Cascade))}
}

// Indexes of the RefundRequest.
func (RefundRequest) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("out_refund_no").Unique(),
		index.Fields("order_id"),
		index.Fields("buyer_id", "created_at"),
		index.Fields("seller_id", "created_at"),
		index.Fields("state", "answer_due_at"),
		index.Fields("state", "return_due_at"),
	}
}

// Annotations of the RefundRequest: GraphQL reads it through the refunds
// resolvers, never as an ent row.
func (RefundRequest) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll), idRange(nodeid.RefundRequest)}
}

// RefundEvent is one move of a refund request (who, when, from, to): the
// request's timeline.
type RefundEvent struct{ ent.Schema }

// Fields of the RefundEvent.
func (RefundEvent) Fields() []ent.Field {
	return []ent.Field{
		field.Int("refund_id").Immutable(),
		field.String("action").NotEmpty().MaxLen(30).Immutable(),
		field.String("from_state").Default("").MaxLen(24).Immutable(),
		field.String("to_state").NotEmpty().MaxLen(24).Immutable(),
		field.String("actor").NotEmpty().MaxLen(10).Immutable().Comment("buyer, seller, arbiter or system"),
		field.Int("actor_id").Optional().Nillable().Immutable(),
		field.String("detail").Default("").MaxLen(500).Immutable(),
		field.Time("created_at").Default(now).Immutable(),
	}
}

// Edges of the RefundEvent.
func (RefundEvent) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("refund", RefundRequest.Type).Ref("events").Field("refund_id").Unique().Required().Immutable(),
	}
}

// Indexes of the RefundEvent.
func (RefundEvent) Indexes() []ent.Index {
	return []ent.Index{index.Fields("refund_id", "created_at")}
}

// Annotations of the RefundEvent: never in GraphQL as a row.
func (RefundEvent) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll), idRange(nodeid.RefundEvent)}
}

// RefundPhoto is one photo a member uploaded for a refund request (POST
// /api/upload/refund-photo): its name in the media store and its size. A
// request takes only photos its buyer uploaded, so the row proves who
// uploaded a key (keys are derived from the pixels: two members uploading
// one picture share its key, each with a row of their own).
type RefundPhoto struct{ ent.Schema }

// Fields of the RefundPhoto.
func (RefundPhoto) Fields() []ent.Field {
	return []ent.Field{
		field.Int("member_id").Immutable().Comment("who uploaded it"),
		field.String("key").NotEmpty().MaxLen(80).Immutable().Comment("the picture's name in the media store"),
		field.Int("width").Positive().Immutable().Comment("the original's width in pixels"),
		field.Int("height").Positive().Immutable().Comment("the original's height in pixels"),
		field.Time("created_at").Default(now).Immutable().Comment("when it was uploaded"),
	}
}

// Indexes of the RefundPhoto: one row per member and picture.
func (RefundPhoto) Indexes() []ent.Index {
	return []ent.Index{index.Fields("member_id", "key").Unique(), index.Fields("key")}
}

// Annotations of the RefundPhoto: never in GraphQL as a row (RefundRequest.photos shows them).
func (RefundPhoto) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll), idRange(nodeid.RefundPhoto)}
}
