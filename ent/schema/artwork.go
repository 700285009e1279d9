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
		field.String("title").NotEmpty().MaxLen(120).
			Annotations(entgql.OrderField("TITLE")),
		field.Int("year").Optional().Nillable().Min(1000).Max(2100).
			Annotations(entgql.OrderField("YEAR")),
		field.Enum("medium").NamedValues(
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
		field.String("materials").Optional().MaxLen(120),
		field.Float("width_cm").Positive(),
		field.Float("height_cm").Positive(),
		field.Float("depth_cm").Optional().Nillable().Positive(),
		field.String("edition").Optional().MaxLen(60),
		field.Text("description").Optional(),
		// What a member's work for sale declares (the publish form); empty
		// for the catalogue's own works, which do not say.
		field.Bool("framed").Optional().Nillable(),
		field.Bool("signed").Optional().Nillable(),
		field.Bool("certificate").Optional().Nillable().Comment("a certificate of authenticity comes with it"),
		field.Int64("price_fen").NonNegative().
			Annotations(entgql.Type("Fen"), entgql.OrderField("PRICE")),
		field.Enum("status").NamedValues(
			"Available", "AVAILABLE",
			"Reserved", "RESERVED",
			"Sold", "SOLD",
			"NotForSale", "NOT_FOR_SALE",
		).Default("AVAILABLE"),
		// How many members keep it as a favourite (see Favorite).
		field.Int("favorite_count").NonNegative().Default(0),
		// How many times its public page was opened (package pageviews counts
		// them in memory and adds them in batches; GraphQL: the seller's
		// ArtworkSubmission.pageViews).
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
		edge.From("artist", Artist.Type).Ref("artworks").Unique().Required(),
		// The gallery that offers the work, if any.
		edge.From("gallery", Gallery.Type).Ref("artworks").Unique(),
		// Loaded in position order (see ArtworkImage.Interceptors).
		edge.To("images", ArtworkImage.Type),
		// What the shop sells of it: the original, prints, products.
		edge.To("goods", Goods.Type),
		// The exhibitions and viewing rooms that show the work.
		edge.From("exhibitions", Exhibition.Type).Ref("artworks"),
		edge.From("viewing_rooms", ViewingRoom.Type).Ref("artworks"),
		// The articles that write about the work.
		// Not a where-filter (see Artist.articles).
		edge.From("articles", Article.Type).Ref("artworks").
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
