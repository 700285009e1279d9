package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"

	"artmarket/ent/schema/nodeid"
)

// Member is a signed-up user. E-mail and mobile are optional (a member may
// sign up with either, or through WeChat), unique when set, and stored
// normalised: e-mail in lower case, mobile as the 11 digits without +86.
// The password hash (argon2id, PHC string) is empty for members who never
// set a password.
//
// GraphQL sees a Member only as Query.viewer, the signed-in member; the
// privacy policy (member_policy.go) keeps every other member out of reach.
type Member struct{ ent.Schema }

// Mixin of the Member.
func (Member) Mixin() []ent.Mixin { return []ent.Mixin{TimeMixin{}} }

// Fields of the Member.
func (Member) Fields() []ent.Field {
	return []ent.Field{
		field.String("username").Comment("The name the member signs in with.").NotEmpty().MaxLen(80).Unique(), // MaxLen counts bytes: 20 Chinese characters fit
		field.String("email").Comment("The bound e-mail address, lower case; null when none.").Optional().Nillable().MaxLen(254).Unique(),
		field.String("mobile").Optional().Nillable().MaxLen(11).Unique().
			Annotations(entgql.Skip(entgql.SkipAll)), // GraphQL: Member.maskedMobile
		field.String("password_hash").Optional().Sensitive().MaxLen(200),
		field.String("nickname").Comment("The name others see; empty when not set.").Default("").MaxLen(100),
		field.String("avatar").Optional().MaxLen(300).
			Comment("media store name of the avatar (see media.Name), or an absolute URL from WeChat").
			Annotations(entgql.Skip(entgql.SkipAll)),
		field.Text("bio").Comment("The member's self-introduction; empty when none.").Optional(),
		field.Enum("gender").Comment("unknown, male or female.").Values("unknown", "male", "female").Default("unknown"),
		field.String("birthday").Optional().MaxLen(10).
			Comment("calendar date YYYY-MM-DD (a date, not an instant: no time zone), empty when not given"),
		field.String("city").Optional().MaxLen(12).
			Comment("GB/T 2260 code of the city (or province-level municipality), empty when not given"),
		field.JSON("settings", map[string]any{}).Optional().
			Annotations(entgql.Skip(entgql.SkipAll)),
		field.Enum("status").Values("active", "locked", "disabled").Default("active").
			Annotations(entgql.Skip(entgql.SkipAll)),
		field.Int("failed_logins").Default(0).NonNegative().
			Annotations(entgql.Skip(entgql.SkipAll)),
		field.Time("failed_at").Optional().Nillable().
			Comment("first wrong password of the current failure window").
			Annotations(entgql.Skip(entgql.SkipAll)),
		field.Time("locked_until").Optional().Nillable().
			Annotations(entgql.Skip(entgql.SkipAll)),
		// Roles beyond a member's own: "reviewer" reviews the works for sale.
		// Granted by `artmarket grant-role`, never by a default account.
		field.Strings("roles").Optional().
			Annotations(entgql.Skip(entgql.SkipAll)),
	}
}

// Edges of the Member.
func (Member) Edges() []ent.Edge {
	return []ent.Edge{
		// A member's sessions and WeChat links go with the member.
		edge.To("sessions", Session.Type).
			Annotations(entgql.Skip(entgql.SkipAll), entsql.OnDelete(entsql.Cascade)),
		edge.To("wechat_identities", WeChatIdentity.Type).
			Annotations(entgql.Skip(entgql.SkipAll), entsql.OnDelete(entsql.Cascade)),
		// Its deletion request (注销账号), one per member.
		edge.To("account_deletion", AccountDeletion.Type).Unique().
			Annotations(entgql.Skip(entgql.SkipAll), entsql.OnDelete(entsql.Cascade)),
		// GraphQL: Member.addresses (graph/address.graphql), the viewer's only.
		edge.To("addresses", Address.Type).
			Annotations(entgql.Skip(entgql.SkipAll), entsql.OnDelete(entsql.Cascade)),
		// Funds settings: the verified real name (GraphQL: Member.realName,
		// masked) and the cash-out accounts (GraphQL: Member.cashOutAccounts).
		edge.To("real_name", RealName.Type).Unique().
			Annotations(entgql.Skip(entgql.SkipAll), entsql.OnDelete(entsql.Cascade)),
		edge.To("cash_out_accounts", CashOutAccount.Type).
			Annotations(entgql.Skip(entgql.SkipAll), entsql.OnDelete(entsql.Cascade)),
		// Its favourites (收藏/关注) by members; they go with it.
		edge.To("favorites", Favorite.Type).
			Annotations(entgql.Skip(entgql.SkipAll), entsql.OnDelete(entsql.Cascade)),
		// The works it sells (package selling).
		edge.To("works", Work.Type).StorageKey(edge.Symbol("artwork_submissions_members_artwork_submissions")).
			Annotations(entgql.Skip(entgql.SkipAll)),
	}
}

// Annotations of the Member.
func (Member) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.Skip(entgql.SkipWhereInput, entgql.SkipOrderField, entgql.SkipMutationCreateInput, entgql.SkipMutationUpdateInput),
		idRange(nodeid.Member),
	}
}
