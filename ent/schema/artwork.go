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
	"artmarket/ent/searchterm"
)

// Artwork holds the schema definition for the Artwork entity.
type Artwork struct{ ent.Schema }

// Mixin of the Artwork.
func (Artwork) Mixin() []ent.Mixin { return []ent.Mixin{TimeMixin{}, TitleKeysMixin{}} }

// Fields of the Artwork. Prices are integer fen; dimensions are centimetres.
func (Artwork) Fields() []ent.Field {
	return []ent.Field{
		field.String("title").Comment("The title.").NotEmpty().MaxLen(120).
			Annotations(entgql.OrderField("TITLE")),
		field.Int("year").Comment("The year it was made; null when unknown.").Optional().Nillable().Min(1000).Max(2100).
			Annotations(entgql.OrderField("YEAR")),
		field.Enum("medium").Comment("The medium (油画, 国画 …).").NamedValues(
			"Oil", "OIL", // 油画
			"Ink", "INK", // 国画
			"Watercolor", "WATERCOLOR", // 水彩
			"Print", "PRINT", // 版画
			"Sculpture", "SCULPTURE", // 雕塑
			"Photography", "PHOTOGRAPHY", // 摄影
			"Calligraphy", "CALLIGRAPHY", // 书法
			"MixedMedia", "MIXED_MEDIA", // 综合材料
			"Acrylic", "ACRYLIC", // 丙烯
			"Drawing", "DRAWING", // 素描
			"Installation", "INSTALLATION", // 装置
		),
		field.String("materials").Comment("The materials as written (纸本设色, 布面油画); empty when not given.").Optional().MaxLen(120),
		field.Float("width_cm").Comment("The width in centimetres.").Positive(),
		field.Float("height_cm").Comment("The height in centimetres.").Positive(),
		field.Float("depth_cm").Comment("The depth in centimetres; null for a flat work.").Optional().Nillable().Positive(),
		field.String("edition").Comment("The edition as written (限量 99 版, 3/20); empty for a unique work.").Optional().MaxLen(60),
		field.Text("description").Comment("About the work, plain text; empty when none.").Optional(),
		// What a member's work for sale declares (the publish form); empty
		// for the catalogue's own works, which do not say.
		field.Bool("framed").Comment("Whether it is sold framed; null when the catalogue does not say.").Optional().Nillable(),
		field.Bool("signed").Comment("Whether the artist signed it; null when the catalogue does not say.").Optional().Nillable(),
		field.Bool("certificate").Comment("Whether a certificate of authenticity comes with it; null when the catalogue does not say.").Optional().Nillable().Comment("a certificate of authenticity comes with it"),
		field.Int64("price_fen").Comment("The price in fen (1/100 yuan); 0 when it has none.").NonNegative().
			Annotations(entgql.Type("Fen"), entgql.OrderField("PRICE")),
		field.Enum("status").Comment("Whether it can be bought: AVAILABLE, RESERVED, SOLD or NOT_FOR_SALE.").NamedValues(
			"Available", "AVAILABLE",
			"Reserved", "RESERVED",
			"Sold", "SOLD",
			"NotForSale", "NOT_FOR_SALE",
		).Default("AVAILABLE"),
		// How many members keep it as a favourite (see Favorite).
		field.Int("favorite_count").Comment("How many members keep it as a favourite (收藏).").NonNegative().Default(0),
		// How many times its public page was opened (package pageviews counts
		// them in memory and adds them in batches; GraphQL: the seller's
		// Work.pageViews).
		field.Int64("view_count").NonNegative().Default(0).
			Annotations(entgql.Skip(entgql.SkipAll)),
		// A member's work taken down (下架): no public query finds it (see
		// artwork_policy.go); the sitemap leaves it out.
		field.Bool("hidden").Default(false).
			Annotations(entgql.Skip(entgql.SkipAll)),
	}
}

// Hooks of the Artwork: its search terms (see SearchTerm).
func (Artwork) Hooks() []ent.Hook {
	return []ent.Hook{searchTermsHook(searchterm.KindArtwork, "title", "materials")}
}

// Edges of the Artwork.
func (Artwork) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("artist", Artist.Type).Comment("The artist who made it.").Ref("artworks").Unique().Required(),
		// The gallery that offers the work, if any.
		edge.From("gallery", Gallery.Type).Comment("The gallery that offers it; null when none.").Ref("artworks").Unique(),
		// Loaded in position order (see ArtworkImage.Interceptors).
		edge.To("images", ArtworkImage.Type).Comment("Its pictures, in order (the first is the cover)."),
		// What the shop sells of it: the original, prints, products.
		edge.To("goods", Goods.Type).Comment("What the shop sells of it: the original, prints, products."),
		// The exhibitions and viewing rooms that show the work.
		edge.From("exhibitions", Exhibition.Type).Comment("The exhibitions that show it.").Ref("artworks"),
		edge.From("viewing_rooms", ViewingRoom.Type).Comment("The viewing rooms that show it.").Ref("artworks"),
		// The articles that write about the work.
		// Not a where-filter (see Artist.articles).
		edge.From("articles", Article.Type).Comment("The published articles about it.").Ref("artworks").
			Annotations(entgql.Skip(entgql.SkipWhereInput)),
		// Its favourites (收藏/关注) by members; they go with it.
		edge.To("favorites", Favorite.Type).
			Annotations(entgql.Skip(entgql.SkipAll), entsql.OnDelete(entsql.Cascade)),
	}
}

// Indexes of the Artwork.
func (Artwork) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("created_at"),
		index.Fields("price_fen"),
		index.Fields("status"),
		// The list filtered by status (在售) in price order, the shop's
		// usual view: the works of one status come out of the index in
		// price order, so a page reads about its own rows, not every cheaper
		// work of another status.
		index.Fields("status", "price_fen"),
		// The public queries' hidden = false (artwork_policy.go), counts included.
		index.Fields("hidden"),
		index.Edges("gallery"),
		// An artist's works and their count (artist pages, cards): PostgreSQL indexes no foreign key by itself.
		index.Edges("artist"),
	}
}

// Annotations of the Artwork.
func (Artwork) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(),
		entgql.QueryField(),
		idRange(nodeid.Artwork),
	}
}
