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

// Address is a member's shipping address. The region is three division
// codes of package region (GB/T 2260); the rules (lengths, the phone rule,
// at most 20, exactly one default) live in server/domain/member/address.
// Lengths here are bytes, a backstop above the rules' characters.
type Address struct{ ent.Schema }

// Mixin of the Address.
func (Address) Mixin() []ent.Mixin { return []ent.Mixin{TimeMixin{}} }

// Fields of the Address.
func (Address) Fields() []ent.Field {
	return []ent.Field{
		field.Int("member_id").Immutable().Annotations(entgql.Skip(entgql.SkipAll)),
		field.String("recipient").Comment("The recipient's name (2–25 characters).").NotEmpty().MaxLen(100),
		field.String("mobile").Comment("The recipient's mobile number, 11 digits.").NotEmpty().MaxLen(11),
		field.String("province").Comment("The province's region code (GB/T 2260, 2 digits).").NotEmpty().MaxLen(12).Comment("region code (package region)"),
		field.String("city").Comment("The city's region code (4 digits).").NotEmpty().MaxLen(12).Comment("region code"),
		field.String("district").Comment("The district's region code (6 digits).").NotEmpty().MaxLen(12).Comment("region code"),
		field.String("detail").Comment("The street address (5–120 characters).").NotEmpty().MaxLen(500),
		field.String("postcode").Comment("The postcode: 6 digits, or empty when not given.").Default("").MaxLen(6),
		field.Bool("is_default").Comment("Whether it is the member's default address (exactly one is).").Default(false),
	}
}

// Edges of the Address.
func (Address) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("member", Member.Type).Ref("addresses").Field("member_id").
			Unique().Required().Immutable().Annotations(entgql.Skip(entgql.SkipAll)),
	}
}

// Indexes of the Address.
func (Address) Indexes() []ent.Index {
	return []ent.Index{index.Fields("member_id")}
}

// Annotations of the Address.
func (Address) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.Skip(entgql.SkipWhereInput, entgql.SkipOrderField, entgql.SkipMutationCreateInput, entgql.SkipMutationUpdateInput),
		idRange(nodeid.Address),
	}
}
