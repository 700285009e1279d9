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

// AccountDeletion is a member's request to delete their account (注销账号,
// PIPL): one row per member, moved through the states of
// server/domain/member/deletion/states.go. While pending, the account waits
// out its cooling-off period; at erase_at a sweep erases the personal data,
// and the row stays as the record that it was done.
type AccountDeletion struct{ ent.Schema }

// Fields of the AccountDeletion.
func (AccountDeletion) Fields() []ent.Field {
	return []ent.Field{
		field.Enum("state").Values("pending", "cancelled", "erased"),
		field.Time("requested_at"),
		field.Time("erase_at").Comment("end of the cooling-off period: the sweep erases the account from then on"),
		field.Enum("confirmed_by").Values("sms", "email").Comment("how the request was confirmed"),
		field.Time("cancelled_at").Optional().Nillable(),
		field.Enum("cancelled_by").Values("member", "sign_in").Optional().Nillable(),
		field.Bool("notice_pending").Default(false).
			Comment("a sign-in cancelled the request and the member has not been told yet"),
		field.Time("erased_at").Optional().Nillable(),
	}
}

// Edges of the AccountDeletion.
func (AccountDeletion) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("member", Member.Type).Ref("account_deletion").Unique().Required().Immutable(),
	}
}

// Indexes of the AccountDeletion.
func (AccountDeletion) Indexes() []ent.Index {
	return []ent.Index{index.Fields("state", "erase_at")}
}

// Annotations of the AccountDeletion: never in GraphQL as a node.
func (AccountDeletion) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entsql.Table("account_deletions"),
		entgql.Skip(entgql.SkipAll),
		idRange(nodeid.AccountDeletion),
	}
}
