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

// LedgerEntry is one money movement of the double-entry ledger (issue 23,
// server/domain/ledger): its lines sum to zero. Entries are append-only —
// a mistake is corrected by a new entry, never by an update — and each has
// a key that makes posting it idempotent (a replayed notification posts
// nothing new).
type LedgerEntry struct{ ent.Schema }

// Fields of the LedgerEntry.
func (LedgerEntry) Fields() []ent.Field {
	return []ent.Field{
		field.String("key").NotEmpty().MaxLen(100).Immutable().
			Comment("what the entry is of (pay:<transaction_id>, refund:<out_refund_no>…): one entry per key"),
		field.String("kind").NotEmpty().MaxLen(30).Immutable().Comment("the ledger package's kinds (PAYMENT, REFUND…)"),
		field.Int("order_id").Optional().Nillable().Immutable(),
		field.Int("refund_id").Optional().Nillable().Immutable(),
		field.Int("withdrawal_id").Optional().Nillable().Immutable(),
		field.String("memo").Default("").MaxLen(200).Immutable(),
		field.Time("created_at").Default(now).Immutable(),
	}
}

// Edges of the LedgerEntry.
func (LedgerEntry) Edges() []ent.Edge {
	return []ent.Edge{edge.To("lines", LedgerLine.Type).Annotations(entsql.OnDelete(entsql.Restrict))}
}

// Indexes of the LedgerEntry.
func (LedgerEntry) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("key").Unique(),
		index.Fields("order_id"),
		index.Fields("created_at"),
	}
}

// Annotations of the LedgerEntry: never in GraphQL as a row.
func (LedgerEntry) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll), idRange(nodeid.LedgerEntry)}
}

// LedgerLine is one line of an entry: an amount in fen on one account of
// one owner, positive a debit, negative a credit.
type LedgerLine struct{ ent.Schema }

// Fields of the LedgerLine.
func (LedgerLine) Fields() []ent.Field {
	return []ent.Field{
		field.Int("entry_id").Immutable(),
		field.String("account").NotEmpty().MaxLen(30).Immutable(),
		field.Int("member_id").Default(0).Immutable().Comment("the account's owner; 0 for the platform's accounts"),
		field.Int64("amount_fen").Immutable().Comment("positive a debit, negative a credit; never 0"),
		field.Time("created_at").Default(now).Immutable(),
	}
}

// Edges of the LedgerLine.
func (LedgerLine) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("entry", LedgerEntry.Type).Ref("lines").Field("entry_id").Unique().Required().Immutable(),
	}
}

// Indexes of the LedgerLine.
func (LedgerLine) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("account", "member_id", "created_at"), // an account's history
		index.Fields("entry_id"),
	}
}

// Annotations of the LedgerLine: never in GraphQL as a row.
func (LedgerLine) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll), idRange(nodeid.LedgerLine)}
}

// LedgerBalance is the running sum of one account's lines, moved by the
// same conditional update as the lines are written (an account that must
// not go negative refuses the entry instead): reading a balance never sums
// the history.
type LedgerBalance struct{ ent.Schema }

// Fields of the LedgerBalance.
func (LedgerBalance) Fields() []ent.Field {
	return []ent.Field{
		field.String("account").NotEmpty().MaxLen(30).Immutable(),
		field.Int("member_id").Default(0).Immutable().Comment("0 for the platform's accounts"),
		field.Int64("balance_fen").Default(0).Comment("the sum of the account's lines (debits positive)"),
		field.Time("updated_at").Default(now),
	}
}

// Indexes of the LedgerBalance.
func (LedgerBalance) Indexes() []ent.Index {
	return []ent.Index{index.Fields("account", "member_id").Unique()}
}

// Annotations of the LedgerBalance: never in GraphQL as a row.
func (LedgerBalance) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll), idRange(nodeid.LedgerBalance)}
}
