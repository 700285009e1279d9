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

// RealName is a member's verified real name: the name and the resident ID
// number, both encrypted at rest (AES-256-GCM), the number with a keyed hash
// (HMAC-SHA256) so that one ID belongs to one member. Never read through
// GraphQL as a row: Member.realName shows it masked.
type RealName struct{ ent.Schema }

// Mixin of the RealName.
func (RealName) Mixin() []ent.Mixin { return []ent.Mixin{TimeMixin{}} }

// Fields of the RealName.
func (RealName) Fields() []ent.Field {
	return []ent.Field{
		// Rows written before names were sealed hold the name here in clear
		// until funds.SealLegacyNames moves it to name_cipher; new rows leave
		// it empty.
		field.String("name").Default("").MaxLen(120).
			Comment("legacy: the name in clear, empty once sealed"),
		field.Bytes("name_cipher").Optional().Sensitive().MaxLen(400).
			Comment("nonce + AES-256-GCM sealed real name"),
		field.String("name_masked").Default("").MaxLen(120).
			Comment("the first character, the rest as *"),
		field.Bytes("id_cipher").NotEmpty().Sensitive().MaxLen(200).
			Comment("nonce + AES-256-GCM sealed resident ID number"),
		field.String("id_hash").NotEmpty().Sensitive().MaxLen(64).Unique().
			Comment("hex HMAC-SHA256 of the ID number: one ID, one member"),
		field.String("id_masked").NotEmpty().MaxLen(18).
			Comment("first four and last four digits, the rest as *"),
	}
}

// Edges of the RealName.
func (RealName) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("member", Member.Type).Ref("real_name").Unique().Required(),
	}
}

// Annotations of the RealName: never in GraphQL.
func (RealName) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entsql.Table("real_names"),
		entgql.Skip(entgql.SkipAll),
		idRange(nodeid.RealName),
	}
}

// Policy of the RealName.

// CashOutAccount is where a member's withdrawals go (spec §3
// cashOutAccounts): an Alipay account, a bank card or WeChat. The full
// account number is encrypted at rest; GraphQL shows it masked.
type CashOutAccount struct{ ent.Schema }

// Mixin of the CashOutAccount.
func (CashOutAccount) Mixin() []ent.Mixin { return []ent.Mixin{TimeMixin{}} }

// Fields of the CashOutAccount.
func (CashOutAccount) Fields() []ent.Field {
	return []ent.Field{
		field.Enum("kind").Comment("ALIPAY, BANK_CARD or WECHAT.").Values("ALIPAY", "BANK_CARD", "WECHAT").
			Annotations(entgql.Type("CashOutAccountKind")),
		field.String("bank_code").Optional().MaxLen(16).
			Comment("code of the bank in the funds package's list; bank cards only"),
		field.String("bank_branch").Comment("A bank card's branch (开户支行); empty for other kinds.").Optional().MaxLen(200),
		// The holder's name masked (张*): the full name is the member's sealed
		// real name. Rows from before hold it in clear until
		// funds.SealLegacyNames masks them.
		field.String("holder").Default("").MaxLen(120).
			Annotations(entgql.Skip(entgql.SkipAll)), // GraphQL: CashOutAccount.holderMasked
		field.Bytes("account_cipher").Optional().Sensitive().MaxLen(400).
			Annotations(entgql.Skip(entgql.SkipAll)),
		field.String("account_masked").Comment("The account number masked (138****8000, 6222 **** **** 1234); empty for WeChat.").Default("").MaxLen(80),
		field.Bool("is_default").Comment("Whether withdrawals go here by default (exactly one account is).").Default(false),
	}
}

// Edges of the CashOutAccount.
func (CashOutAccount) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("member", Member.Type).Ref("cash_out_accounts").Unique().Required().
			Annotations(entgql.Skip(entgql.SkipAll)),
	}
}

// Indexes of the CashOutAccount.
func (CashOutAccount) Indexes() []ent.Index {
	return []ent.Index{index.Edges("member")}
}

// Annotations of the CashOutAccount.
func (CashOutAccount) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entsql.Table("cash_out_accounts"),
		entgql.Skip(entgql.SkipWhereInput, entgql.SkipOrderField, entgql.SkipMutationCreateInput, entgql.SkipMutationUpdateInput),
		idRange(nodeid.CashOutAccount),
	}
}

// Policy of the RealName.
func (RealName) Policy() ent.Policy { return denyInGraphQL() }

// Withdrawal is a member's request to be paid what is available to them
// (issue 23, spec §3 cashOutList): the amount is held in the ledger at once;
// an operator with the role finance approves it (recording the payout's
// reference) or rejects it with a reason, which releases the hold. The
// state machine is server/domain/member/funds/withdrawals.go's table.
type Withdrawal struct{ ent.Schema }

// Mixin of the Withdrawal.
func (Withdrawal) Mixin() []ent.Mixin { return []ent.Mixin{TimeMixin{}} }

// Fields of the Withdrawal.
func (Withdrawal) Fields() []ent.Field {
	return []ent.Field{
		field.Int("member_id").Immutable(),
		field.Int64("amount_fen").Positive().Immutable(),
		field.Int("account_id").Immutable().Comment("the cash-out account it goes to"),
		field.String("account_label").NotEmpty().MaxLen(200).Immutable().Comment("the account as it was (kind and masked number)"),
		field.String("state").NotEmpty().MaxLen(20),
		field.Int("operator_id").Optional().Nillable(),
		field.String("payout_ref").Default("").MaxLen(100),
		field.String("reject_reason").Default("").MaxLen(500),
		field.Time("decided_at").Optional().Nillable(),
	}
}

// Indexes of the Withdrawal.
func (Withdrawal) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("member_id", "created_at"),
		index.Fields("state", "created_at"),
	}
}

// Annotations of the Withdrawal: read through the funds package only.
func (Withdrawal) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll), idRange(nodeid.Withdrawal)}
}

// Policy of the Withdrawal.
func (Withdrawal) Policy() ent.Policy { return denyInGraphQL() }
