package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"artmarket/ent/schema/draft"
	"artmarket/ent/schema/nodeid"
)

// Goods is a sellable unit of the shop: an original work (one piece, its
// price the work's), a limited print after a work, or a product derived from
// one (catalogue, scarf, postcards). Orders will name goods, not artworks.
type Goods struct{ ent.Schema }

// Mixin of the Goods.
func (Goods) Mixin() []ent.Mixin { return []ent.Mixin{TimeMixin{}, PublicationMixin{}} }

// Fields of the Goods.
func (Goods) Fields() []ent.Field {
	return []ent.Field{
		field.Enum("kind").Comment("ORIGINAL (原作), PRINT (限量版画) or DERIVATIVE (衍生品).").NamedValues(
			"Original", "ORIGINAL", // 原作
			"Print", "PRINT", // 限量版画 / 艺术微喷
			"Derivative", "DERIVATIVE", // 衍生品
		),
		field.String("title").Comment("The title as the shop shows it.").NotEmpty().MaxLen(120),
		field.Int64("price_fen").Comment("The price in fen (1/100 yuan).").Positive().
			Annotations(entgql.Type("Fen"), entgql.OrderField("PRICE")),
		// Pieces left; 0 means sold out (the hook keeps the status in step).
		field.Int("stock").Comment("Pieces left; 0 when sold out.").NonNegative(),
		// Edition size for prints (99 in "限量 99 版"); 0 when not an edition.
		field.Int("edition_size").Comment("The edition size of a print (99 in 限量 99 版); 0 when not an edition.").NonNegative().Default(0),
		field.Enum("status").Comment("ON_SALE, SOLD_OUT or OFF_SHELF.").NamedValues(
			"OnSale", "ON_SALE",
			"SoldOut", "SOLD_OUT",
			"OffShelf", "OFF_SHELF",
		).Default("ON_SALE"),
		// An editor's unpublished edit of the platform's own goods (issue 24):
		// the shop shows the published columns until it is published. Stock is
		// not in it: it moves by deltas at once (orders reserve it meanwhile).
		field.JSON("draft", &draft.Goods{}).Comment("An editor's edit waiting to be published; null when none.").
			Optional().Annotations(entgql.Skip(entgql.SkipAll)),
	}
}

// Edges of the Goods.
func (Goods) Edges() []ent.Edge {
	return []ent.Edge{
		// The work it is, or is made after.
		edge.From("artwork", Artwork.Type).Comment("The work it is or is made after; null when that work is hidden.").Ref("goods").Unique().Required(),
	}
}

// Indexes of the Goods.
func (Goods) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("status", "kind"),
		index.Fields("price_fen"),
		index.Fields("created_at"),
		index.Edges("artwork"), // an artwork's goods (the artwork page)
	}
}

// Annotations of the Goods.
func (Goods) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(),
		entgql.QueryField("goods"),
		idRange(nodeid.Goods),
	}
}
