package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"artmarket/ent/schema/nodeid"
)

// OutboxMessage is an SMS or e-mail the sandbox provider "sent": kept in the
// database so that every server of a deployment lists the same messages
// (package server/outbox).
type OutboxMessage struct{ ent.Schema }

// Fields of the OutboxMessage.
func (OutboxMessage) Fields() []ent.Field {
	return []ent.Field{
		field.Enum("channel").Values("sms", "email").Immutable(),
		field.String("to").NotEmpty().MaxLen(254).Immutable(),
		field.String("subject").Optional().MaxLen(200).Immutable(),
		field.Text("body").Immutable(),
		field.String("code").Optional().MaxLen(16).Immutable().
			Comment("the verification code carried, if any"),
		field.String("purpose").Optional().MaxLen(32).Immutable(),
		field.Time("created_at").Default(now).Immutable(),
	}
}

// Indexes of the OutboxMessage.
func (OutboxMessage) Indexes() []ent.Index {
	return []ent.Index{index.Fields("to", "created_at")}
}

// Annotations of the OutboxMessage: never in GraphQL.
func (OutboxMessage) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.Skip(entgql.SkipAll),
		idRange(nodeid.OutboxMessage),
	}
}
