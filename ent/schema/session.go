package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"artmarket/ent/schema/nodeid"
)

// Session is one signed-in device of a member. Only the SHA-256 of the
// bearer token is stored; the token itself is shown once, at sign-in.
type Session struct{ ent.Schema }

// Fields of the Session.
func (Session) Fields() []ent.Field {
	return []ent.Field{
		field.String("token_hash").NotEmpty().MaxLen(64).Unique().Immutable().Sensitive(),
		field.Time("created_at").Default(now).Immutable(),
		field.Time("expires_at"),
		field.Time("last_used_at").Default(now),
		field.String("user_agent").Optional().MaxLen(512),
		field.String("ip").Optional().MaxLen(64),
		field.Enum("channel").Values("pc", "h5", "wechat").Optional().
			Comment("where the member signed in (spec §6's Channel header; from the user agent when absent)"),
	}
}

// Edges of the Session.
func (Session) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("member", Member.Type).Ref("sessions").Unique().Required(),
	}
}

// Indexes of the Session.
func (Session) Indexes() []ent.Index {
	return []ent.Index{index.Fields("expires_at")}
}

// Annotations of the Session: never in GraphQL.
func (Session) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.Skip(entgql.SkipAll),
		idRange(nodeid.Session),
	}
}
