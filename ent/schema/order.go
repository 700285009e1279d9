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

// Order is a member's purchase of goods (issue 22): the state in the order
// state machine (server/domain/orders/transitions.go), the amounts in fen
// computed on the server, and a snapshot of the goods, the seller's terms
// and the address taken when it was created (later edits of the work or the
// address change nothing here). Buyer, seller and goods are plain ids, not
// foreign keys: an order is kept for accounting after the goods or a member
// are gone (server/domain/member/erasure). Only its buyer and its seller
// see it (order_policy.go).
type Order struct{ ent.Schema }

// Mixin of the Order.
func (Order) Mixin() []ent.Mixin { return []ent.Mixin{TimeMixin{}} }

// Fields of the Order.
func (Order) Fields() []ent.Field {
	skip := entgql.Skip(entgql.SkipAll)
	return []ent.Field{
		field.Int("buyer_id").Immutable().Annotations(skip),
		field.Int("seller_id").Optional().Nillable().Immutable().Annotations(skip).
			Comment("the member who sells; null for the platform's own goods"),
		field.Int("goods_id").Immutable().Annotations(skip),
		field.Int("artwork_id").Immutable().Annotations(skip).Comment("the public work the goods are or are after"),
		field.Int("submission_id").Optional().Nillable().Immutable().Annotations(skip).
			Comment("the seller's work for sale (selling), when a member sells it"),
		field.Enum("state").Comment("Where the order stands (待付款, 待发货, 待收货, 已完成, 已取消, 已退款).").NamedValues(
			"PendingPayment", "PENDING_PAYMENT",
			"Paid", "PAID",
			"Shipped", "SHIPPED",
			"Completed", "COMPLETED",
			"Cancelled", "CANCELLED",
			"Refunded", "REFUNDED",
		).Default("PENDING_PAYMENT"),
		field.String("idempotency_key").NotEmpty().MaxLen(64).Immutable().Annotations(skip).
			Comment("the buyer's key of the create request; one key space per buyer"),
		field.String("request_hash").NotEmpty().MaxLen(64).Immutable().Annotations(skip).
			Comment("what the create request asked (goods, quantity, address, note), to refuse the same key for another request"),
		// The goods as bought.
		field.Enum("goods_kind").Comment("What was bought: ORIGINAL, PRINT or DERIVATIVE.").
			NamedValues("Original", "ORIGINAL", "Print", "PRINT", "Derivative", "DERIVATIVE").Immutable(),
		field.String("title").Comment("The goods' title when bought.").NotEmpty().MaxLen(240).Immutable(),
		field.String("artist_name").Comment("The artist's name when bought.").Default("").MaxLen(240).Immutable(),
		field.String("edition").Comment("The edition as written when bought (限量 99 版); empty for a unique work.").Default("").MaxLen(120).Immutable(),
		field.String("picture_key").Default("").MaxLen(200).Immutable().Annotations(skip).
			Comment("the cover's name in the media store when bought; Order.picture gives it"),
		field.Int("picture_width").Default(0).NonNegative().Immutable().Annotations(skip),
		field.Int("picture_height").Default(0).NonNegative().Immutable().Annotations(skip),
		field.String("seller_name").Comment("The seller's name when bought (the platform's for its own goods).").NotEmpty().MaxLen(240).Immutable(),
		// The amounts, integer fen.
		field.Int("quantity").Comment("How many pieces (1 for an original).").Positive().Immutable(),
		field.Int64("unit_price_fen").Comment("The price of one piece in fen when bought.").Positive().Immutable().
			Annotations(entgql.Type("Fen")),
		field.Int64("goods_fen").Comment("Price × quantity in fen.").Positive().Immutable().Annotations(entgql.Type("Fen")),
		field.Enum("shipping").Comment("The seller's shipping rule when bought: FREE (包邮), FIXED (a fixed fee) or COLLECT (运费到付, paid to the carrier).").
			NamedValues("Free", "FREE", "Fixed", "FIXED", "Collect", "COLLECT").Immutable(),
		field.Int64("shipping_fen").Comment("The shipping fee paid with the order in fen (0 when free or collect).").NonNegative().Immutable().
			Annotations(entgql.Type("Fen")),
		field.Int64("total_fen").Comment("What the buyer pays in fen: goods plus shipping.").Positive().Immutable().
			Annotations(entgql.Type("Fen")),
		field.Int("commission_bp").Default(500).NonNegative().Max(10000).Immutable().Annotations(skip).
			Comment("the platform's commission on the goods amount in basis points, fixed at the sale"),
		field.String("note").Comment("The buyer's note to the seller; empty when none.").Default("").MaxLen(600).Immutable(),
		// The address as given.
		field.String("recipient").Comment("The recipient's name when ordered.").NotEmpty().MaxLen(100).Immutable(),
		field.String("mobile").Comment("The recipient's mobile number when ordered.").NotEmpty().MaxLen(11).Immutable(),
		field.String("province").Default("").MaxLen(12).Immutable().Annotations(skip).Comment("region code (package region)"),
		field.String("city").Default("").MaxLen(12).Immutable().Annotations(skip).Comment("region code"),
		field.String("district").Default("").MaxLen(12).Immutable().Annotations(skip).Comment("region code"),
		field.String("region_name").Comment("The province, city and district as words (广东省 深圳市 南山区).").Default("").MaxLen(200).Immutable(),
		field.String("address_detail").Comment("The street address when ordered.").NotEmpty().MaxLen(500).Immutable(),
		field.String("postcode").Comment("The postcode when ordered; empty when none.").Default("").MaxLen(6).Immutable(),
		// Times of the machine's moves, UTC.
		field.Time("expires_at").Comment("When an unpaid order is cancelled and its stock released (the end of the stock hold).").Immutable(),
		field.Time("paid_at").Comment("When it was paid; null before.").Optional().Nillable(),
		field.Time("shipped_at").Comment("When the seller shipped it; null before.").Optional().Nillable(),
		field.Time("completed_at").Comment("When receipt was confirmed (by the buyer or automatically): the sale is the seller's money from then on; null before.").Optional().Nillable(),
		field.Time("cancelled_at").Comment("When it was cancelled; null unless cancelled.").Optional().Nillable(),
		field.Time("settled_at").Optional().Nillable().Annotations(entgql.Skip(entgql.SkipAll)).
			Comment("when the seller's share became available (the refund window ended with no open request); null before"),
		field.String("cancel_reason").Comment("Why it was cancelled (买家取消, 超时未付款); empty unless cancelled.").Default("").MaxLen(200),
		// Payment and shipping.
		field.String("transaction_id").Comment("WeChat Pay's transaction id of the payment; null before paid.").Optional().Nillable().MaxLen(64),
		field.String("paid_out_trade_no").Optional().Nillable().MaxLen(32).Annotations(skip).
			Comment("the attempt that paid it"),
		field.String("carrier").Comment("The carrier's code (SF, EMS, …); empty before shipped.").Default("").MaxLen(20),
		field.String("tracking_number").Comment("The tracking number; empty before shipped.").Default("").MaxLen(40),
		// The jobs.
		field.Bool("cancel_reminded").Default(false).Annotations(skip).
			Comment("the buyer was told of the coming auto-cancel"),
		field.Time("lease_until").Optional().Nillable().Annotations(skip).
			Comment("a job runner holds the order until then (several servers: each due order handled once)"),
	}
}

// Edges of the Order.
func (Order) Edges() []ent.Edge {
	skip := entgql.Skip(entgql.SkipAll)
	return []ent.Edge{
		edge.To("events", OrderEvent.Type).Annotations(entsql.OnDelete(entsql.Cascade), skip),
		edge.To("attempts", PaymentAttempt.Type).Annotations(entsql.OnDelete(entsql.Cascade), skip),
		edge.To("refunds", PaymentRefund.Type).Annotations(entsql.OnDelete(entsql.Cascade), skip),
	}
}

// Indexes of the Order.
func (Order) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("buyer_id", "idempotency_key").Unique(),
		index.Fields("buyer_id", "state", "created_at"),
		index.Fields("seller_id", "state", "created_at"),
		index.Fields("state", "expires_at"),                 // auto-cancel
		index.Fields("state", "shipped_at"),                 // auto-receive
		index.Fields("state", "settled_at", "completed_at"), // settlement
		index.Fields("transaction_id").Unique(),
	}
}

// Annotations of the Order: a Node only its buyer and seller reach;
// graph/orders.graphql adds the rest.
func (Order) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entsql.Table("orders"),
		entgql.RelayConnection(),
		entgql.Skip(entgql.SkipWhereInput, entgql.SkipOrderField, entgql.SkipMutationCreateInput, entgql.SkipMutationUpdateInput),
		idRange(nodeid.Order),
	}
}

// OrderEvent is one move of an order in its state machine (who, when, from,
// to): together they are the order's timeline.
type OrderEvent struct{ ent.Schema }

// Fields of the OrderEvent.
func (OrderEvent) Fields() []ent.Field {
	return []ent.Field{
		field.Int("order_id").Immutable(),
		field.String("action").NotEmpty().MaxLen(30).Immutable(),
		field.String("from_state").Default("").MaxLen(20).Immutable(),
		field.String("to_state").NotEmpty().MaxLen(20).Immutable(),
		field.String("actor").NotEmpty().MaxLen(10).Immutable().Comment("buyer, seller or system"),
		field.Int("actor_id").Optional().Nillable().Immutable().Comment("the member who acted; empty for the system"),
		field.String("detail").Default("").MaxLen(500).Immutable().Comment("the carrier and number of a shipment, a cancel's reason"),
		field.Time("created_at").Default(now).Immutable(),
	}
}

// Edges of the OrderEvent.
func (OrderEvent) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("order", Order.Type).Ref("events").Field("order_id").Unique().Required().Immutable(),
	}
}

// Indexes of the OrderEvent.
func (OrderEvent) Indexes() []ent.Index {
	return []ent.Index{index.Fields("order_id", "created_at")}
}

// Annotations of the OrderEvent: GraphQL reads it through Order.timeline.
func (OrderEvent) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll), idRange(nodeid.OrderEvent)}
}

// PaymentAttempt is one WeChat Pay transaction started for an order: its own
// out_trade_no, the trade type of the channel, and what became of it.
type PaymentAttempt struct{ ent.Schema }

// Mixin of the PaymentAttempt.
func (PaymentAttempt) Mixin() []ent.Mixin { return []ent.Mixin{TimeMixin{}} }

// Fields of the PaymentAttempt.
func (PaymentAttempt) Fields() []ent.Field {
	return []ent.Field{
		field.Int("order_id").Immutable(),
		field.String("out_trade_no").NotEmpty().MaxLen(32).Immutable(),
		field.Enum("channel").Values("WECHAT", "H5", "PC").Immutable(),
		field.String("trade_type").NotEmpty().MaxLen(10).Immutable(),
		field.Int64("amount_fen").Positive().Immutable(),
		field.Time("expires_at").Immutable().Comment("time_expire sent to the provider"),
		field.Enum("status").Values("OPEN", "CLOSED", "PAID").Default("OPEN"),
		field.String("prepay_id").Default("").MaxLen(64),
		field.String("code_url").Default("").MaxLen(500),
		field.String("h5_url").Default("").MaxLen(1000),
		field.String("transaction_id").Optional().Nillable().MaxLen(64).Comment("the provider's, once paid"),
		field.Time("paid_at").Optional().Nillable(),
	}
}

// Edges of the PaymentAttempt.
func (PaymentAttempt) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("order", Order.Type).Ref("attempts").Field("order_id").Unique().Required().Immutable(),
	}
}

// Indexes of the PaymentAttempt.
func (PaymentAttempt) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("out_trade_no").Unique(),
		index.Fields("transaction_id").Unique(), // a payment is applied once
		index.Fields("order_id"),
		index.Fields("status", "created_at"), // reconciliation
	}
}

// Annotations of the PaymentAttempt: never in GraphQL.
func (PaymentAttempt) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll), idRange(nodeid.PaymentAttempt)}
}

// PaymentAnomaly is a verified payment that did not fit its order (amount or
// ids differ, an unknown out_trade_no, a payment of a cancelled or already
// paid order), kept for the finance role; what was done about it (a refund)
// is in the detail and its refund.
type PaymentAnomaly struct{ ent.Schema }

// Fields of the PaymentAnomaly.
func (PaymentAnomaly) Fields() []ent.Field {
	return []ent.Field{
		field.Enum("kind").Values("MISMATCH", "UNKNOWN_ORDER", "PAID_AFTER_CANCEL", "DOUBLE_PAYMENT").Immutable(),
		field.Int("order_id").Optional().Nillable().Immutable(),
		field.String("out_trade_no").Default("").MaxLen(64).Immutable(),
		field.String("transaction_id").Default("").MaxLen(64).Immutable(),
		field.Int64("amount_fen").Default(0).Immutable(),
		field.String("detail").Default("").MaxLen(1000).Immutable(),
		field.String("out_refund_no").Optional().Nillable().MaxLen(64).Immutable().Comment("the automatic refund, if one was made"),
		field.Time("created_at").Default(now).Immutable(),
	}
}

// Indexes of the PaymentAnomaly: one per transaction and kind (a replayed
// notification records nothing new).
func (PaymentAnomaly) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("transaction_id", "kind").Unique(),
		index.Fields("created_at"),
	}
}

// Annotations of the PaymentAnomaly: never in GraphQL (the finance console reads it).
func (PaymentAnomaly) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll), idRange(nodeid.PaymentAnomaly)}
}

// PaymentRefund is a refund made through WeChat Pay: for now the automatic
// refund of a payment that cannot stand (an order cancelled meanwhile, a
// second successful attempt).
type PaymentRefund struct{ ent.Schema }

// Mixin of the PaymentRefund.
func (PaymentRefund) Mixin() []ent.Mixin { return []ent.Mixin{TimeMixin{}} }

// Fields of the PaymentRefund.
func (PaymentRefund) Fields() []ent.Field {
	return []ent.Field{
		field.Int("order_id").Immutable(),
		field.String("out_trade_no").NotEmpty().MaxLen(32).Immutable(),
		field.String("out_refund_no").NotEmpty().MaxLen(64).Immutable(),
		field.String("transaction_id").NotEmpty().MaxLen(64).Immutable(),
		field.Int64("refund_fen").Positive().Immutable(),
		field.Int64("total_fen").Positive().Immutable(),
		field.String("reason").Default("").MaxLen(200).Immutable(),
		field.Enum("status").Values("PENDING", "PROCESSING", "SUCCESS", "CLOSED", "ABNORMAL").Default("PENDING"),
		field.String("refund_id").Default("").MaxLen(64).Comment("the provider's"),
	}
}

// Edges of the PaymentRefund.
func (PaymentRefund) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("order", Order.Type).Ref("refunds").Field("order_id").Unique().Required().Immutable(),
	}
}

// Indexes of the PaymentRefund.
func (PaymentRefund) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("out_refund_no").Unique(),
		index.Fields("order_id"),
		index.Fields("status"),
	}
}

// Annotations of the PaymentRefund: never in GraphQL.
func (PaymentRefund) Annotations() []schema.Annotation {
	return []schema.Annotation{entgql.Skip(entgql.SkipAll), idRange(nodeid.PaymentRefund)}
}
