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

// WeChatIdentity links a member to a WeChat user of one app: the openid is
// per app (website app, official account), the unionid shared by the apps
// of one Open Platform account.
type WeChatIdentity struct{ ent.Schema }

// Mixin of the WeChatIdentity.
func (WeChatIdentity) Mixin() []ent.Mixin { return []ent.Mixin{TimeMixin{}} }

// Fields of the WeChatIdentity.
func (WeChatIdentity) Fields() []ent.Field {
	return []ent.Field{
		field.String("app_id").NotEmpty().MaxLen(64),
		field.String("openid").NotEmpty().MaxLen(128),
		field.String("unionid").Optional().Nillable().MaxLen(128),
		field.String("nickname").Optional().MaxLen(255),
		field.String("avatar_url").Optional().MaxLen(1000),
	}
}

// Edges of the WeChatIdentity.
func (WeChatIdentity) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("member", Member.Type).Ref("wechat_identities").Unique().Required(),
	}
}

// Indexes of the WeChatIdentity.
func (WeChatIdentity) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("app_id", "openid").Unique(),
		index.Fields("unionid"),
	}
}

// Annotations of the WeChatIdentity: never in GraphQL.
func (WeChatIdentity) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entsql.Table("wechat_identities"),
		entgql.Skip(entgql.SkipAll),
		idRange(nodeid.WeChatIdentity),
	}
}
