package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"artmarket/ent/schema/nodeid"
)

// OutboxMessage is an SMS or e-mail the sandbox provider "sent" (status
// stored): kept in the database, code and text included, so that every
// server of a deployment lists the same messages (server/providers/outbox).
// With a real provider it is the audit of a send (status sent or failed):
// the recipient masked, the purpose, the time and the outcome, never the
// code nor the text. Rows older than outbox.Retention are purged.
type OutboxMessage struct{ ent.Schema }

// Fields of the OutboxMessage.
func (OutboxMessage) Fields() []ent.Field {
	return []ent.Field{
		field.Enum("channel").Values("sms", "email").Immutable(),
		field.String("to").NotEmpty().MaxLen(254).Immutable().
			Comment("the recipient; masked (138****8000, a***@example.com) in an audit row"),
		field.String("subject").Optional().MaxLen(200).Immutable(),
		field.Text("body").Immutable(),
		field.String("code").Optional().MaxLen(16).Immutable().
			Comment("the verification code carried, if any"),
		field.String("purpose").Optional().MaxLen(32).Immutable(),
		field.Time("created_at").Default(now).Immutable(),
		field.Enum("status").Values("stored", "sent", "failed").Default("stored").Immutable().
			Comment("stored: a sandbox message; sent or failed: the audit of a real provider's send"),
		field.String("error").Optional().MaxLen(200).Immutable().
			Comment("why a real provider's send failed"),
	}
}

// Indexes of the OutboxMessage.
func (OutboxMessage) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("to", "created_at"),
		index.Fields("created_at"), // the retention purge
	}
}

// Annotations of the OutboxMessage: never in GraphQL.
func (OutboxMessage) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.Skip(entgql.SkipAll),
		idRange(nodeid.OutboxMessage),
	}
}
