package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"artmarket/ent/schema/nodeid"
)

// PartnerApplication is an organisation's request to sell on the
// marketplace, sent from /apply-partener. It holds personal contact data,
// so it is never readable through GraphQL.
type PartnerApplication struct{ ent.Schema }

// Fields of the PartnerApplication.
func (PartnerApplication) Fields() []ent.Field {
	return []ent.Field{
		// Byte limits (ent counts bytes): 4× the character limits of
		// server/partner, so 80 Chinese characters fit.
		field.String("organization").NotEmpty().MaxLen(320),
		field.Enum("type").NamedValues(
			"Gallery", "GALLERY", // 画廊
			"Institution", "INSTITUTION", // 美术馆 / 艺术机构
			"Studio", "STUDIO", // 艺术家工作室
			"Brand", "BRAND", // 艺术衍生品品牌
			"Other", "OTHER", // 其他
		),
		field.String("contact").NotEmpty().MaxLen(160),
		field.String("mobile").NotEmpty().MaxLen(20),
		field.String("email").NotEmpty().MaxLen(120),
		field.Text("message").Optional(),
		field.Enum("status").NamedValues(
			"Pending", "PENDING",
			"Contacted", "CONTACTED",
			"Approved", "APPROVED",
			"Rejected", "REJECTED",
		).Default("PENDING"),
		field.String("client_ip").Optional().MaxLen(64),
		field.Time("created_at").Default(now).Immutable(),
	}
}

// Indexes of the PartnerApplication.
func (PartnerApplication) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("mobile", "created_at"),
		index.Fields("email", "created_at"),
		index.Fields("status", "created_at"),
	}
}

// Annotations of the PartnerApplication.
func (PartnerApplication) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.Skip(entgql.SkipAll),
		idRange(nodeid.PartnerApplication),
	}
}
