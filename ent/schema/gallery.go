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

// Gallery is a gallery (or another art organisation) with a space, the
// artists it represents and the works it offers on the marketplace.
type Gallery struct{ ent.Schema }

// Mixin of the Gallery.
func (Gallery) Mixin() []ent.Mixin { return []ent.Mixin{TimeMixin{}, NameKeysMixin{}} }

// Fields of the Gallery.
func (Gallery) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").NotEmpty().MaxLen(80).
			Annotations(entgql.OrderField("NAME")),
		field.String("name_en").Optional().MaxLen(120),
		field.String("city").NotEmpty().MaxLen(40),
		field.String("address").Optional().MaxLen(200),
		// Free text as galleries write it: 周二至周日 10:00–18:00，周一闭馆.
		field.String("opening_hours").Optional().MaxLen(120),
		field.String("phone").Optional().MaxLen(40),
		field.String("email").Optional().MaxLen(120),
		field.String("website").Optional().MaxLen(200),
		field.Int("founded_year").Optional().Nillable().Min(1800).Max(2100),
		field.Text("description").Optional(),
		// The logo: a picture in the media store (its name) and its size in
		// pixels; empty when the gallery has none.
		field.String("logo").Optional().MaxLen(300),
		field.Int("logo_width").Optional().NonNegative(),
		field.Int("logo_height").Optional().NonNegative(),
		// How many members follow it (see Favorite).
		field.Int("follower_count").NonNegative().Default(0),
	}
}

// Hooks of the Gallery: its search terms (see SearchTerm).
func (Gallery) Hooks() []ent.Hook {
	return []ent.Hook{searchTermsHook(searchterm.KindGallery, "name", "name_en")}
}

// Edges of the Gallery.
func (Gallery) Edges() []ent.Edge {
	return []ent.Edge{
		// The artists the gallery represents.
		edge.To("artists", Artist.Type).
			Annotations(entgql.RelayConnection()),
		// The works the gallery offers.
		edge.To("artworks", Artwork.Type).
			Annotations(entgql.RelayConnection()),
		// The picture at the head of its page: a view of its space.
		edge.To("cover", ArtworkImage.Type).Unique(),
		// The shows it hosts in its space.
		edge.To("exhibitions", Exhibition.Type).
			Annotations(entgql.RelayConnection()),
		// Its online exhibitions.
		edge.To("viewing_rooms", ViewingRoom.Type).
			Annotations(entgql.RelayConnection()),
		// Its favourites (收藏/关注) by members; they go with it.
		edge.To("favorites", Favorite.Type).
			Annotations(entgql.Skip(entgql.SkipAll), entsql.OnDelete(entsql.Cascade)),
	}
}

// Indexes of the Gallery.
func (Gallery) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("name").Unique(),
		index.Fields("city"),
	}
}

// Annotations of the Gallery.
func (Gallery) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(),
		entgql.QueryField(),
		idRange(nodeid.Gallery),
	}
}
