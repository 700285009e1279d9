package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"artmarket/ent/schema/nodeid"
)

// ReconDay is one bill day's reconciliation of the ledger against WeChat
// Pay's trade bill (server/domain/reconcile): one row a day (its date is
// unique, so servers running the job at once share it), its status and
// what was compared; the differences hang on it. A run replaces the day's
// differences, so running a day again is idempotent.
type ReconDay struct{ ent.Schema }

// Fields of the ReconDay.
func (ReconDay) Fields() []ent.Field {
	return []ent.Field{
		field.String("bill_date").NotEmpty().MaxLen(10).Immutable().Comment("YYYY-MM-DD, Asia/Shanghai"),
		field.Enum("status").Values("PENDING", "CLEAN", "DIFFERENCES").Default("PENDING").
			Comment("PENDING until a run compared a bill (the provider down keeps it so), then CLEAN or DIFFERENCES"),
		field.Bool("final").Default(false).Comment("the last run read the bill of a day that had ended: the job leaves it be"),
		field.Int("attempts").Default(0).NonNegative().Comment("runs that could not read the bill since the last that could"),
		field.String("last_error").Default("").MaxLen(300),
		field.Time("next_run_at").Comment("the job runs the day when this has passed"),
		field.Time("ran_at").Optional().Nillable().Comment("when a run last compared a bill"),
		field.Int("ran_by").Default(0).Comment("the operator who ran it last; 0 for the job"),
		field.Int("bill_lines").Default(0),
		field.Int("ledger_entries").Default(0),
		field.Int64("bill_in_fen").Default(0),
		field.Int64("bill_out_fen").Default(0),
		field.Int64("ledger_in_fen").Default(0),
		field.Int64("ledger_out_fen").Default(0),
		field.Int("differences").Default(0).NonNegative(),
		field.Time("lease_until").Optional().Nillable().Comment("a runner holds the day until then"),
		field.Time("created_at").Default(now).Immutable(),
		field.Time("updated_at").Default(now),
	}
}

// Edges of the ReconDay.
func (ReconDay) Edges() []ent.Edge {
	return []ent.Edge{edge.To("diffs", ReconDifference.Type).Annotations(entsql.OnDelete(entsql.Cascade))}
}

// Indexes of the ReconDay.
func (ReconDay) Indexes() []ent.Index {
	return []ent.Index{index.Fields("bill_date").Unique(), index.Fields("final", "next_run_at")}
}

// Annotations of the ReconDay: read through the reconcile package only.
func (ReconDay) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll), idRange(nodeid.ReconDay)}
}

// ReconDifference is one difference between the ledger and a day's bill.
type ReconDifference struct{ ent.Schema }

// Fields of the ReconDifference.
func (ReconDifference) Fields() []ent.Field {
	return []ent.Field{
		field.Int("day_id").Immutable(),
		field.String("kind").NotEmpty().MaxLen(30).Immutable().Comment("the reconcile package's kinds"),
		field.Bool("refund").Default(false).Immutable().Comment("a refund's line (else a payment's)"),
		field.String("out_trade_no").Default("").MaxLen(64).Immutable(),
		field.String("transaction_id").Default("").MaxLen(64).Immutable(),
		field.String("out_refund_no").Default("").MaxLen(64).Immutable(),
		field.Int("order_id").Optional().Nillable().Immutable(),
		field.Int("refund_request_id").Optional().Nillable().Immutable(),
		field.Int64("bill_fen").Optional().Nillable().Immutable(),
		field.Int64("ledger_fen").Optional().Nillable().Immutable(),
		field.String("bill_state").Default("").MaxLen(20).Immutable(),
		field.String("ledger_key").Default("").MaxLen(100).Immutable(),
		field.Time("created_at").Default(now).Immutable(),
	}
}

// Edges of the ReconDifference.
func (ReconDifference) Edges() []ent.Edge {
	return []ent.Edge{edge.From("day", ReconDay.Type).Ref("diffs").Field("day_id").Unique().Required().Immutable()}
}

// Indexes of the ReconDifference.
func (ReconDifference) Indexes() []ent.Index {
	return []ent.Index{index.Fields("day_id")}
}

// Annotations of the ReconDifference: read through the reconcile package only.
func (ReconDifference) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll), idRange(nodeid.ReconDifference)}
}

// Policy of the ReconDay: never read or written under a GraphQL viewer
// unless the reconcile package decided (the finance role).
func (ReconDay) Policy() ent.Policy { return denyInGraphQL() }

// Policy of the ReconDifference, as its day's.
func (ReconDifference) Policy() ent.Policy { return denyInGraphQL() }
