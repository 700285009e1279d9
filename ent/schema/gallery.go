package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/dialect/entsql"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"artmarket/ent/privacy"
	"artmarket/ent/schema/draft"
	"artmarket/ent/schema/nodeid"
	"artmarket/ent/searchterm"
)

// Gallery is a gallery (or another art organisation) with a space, the
// artists it represents and the works it offers on the marketplace.
type Gallery struct{ ent.Schema }

// Mixin of the Gallery.
func (Gallery) Mixin() []ent.Mixin {
	return []ent.Mixin{TimeMixin{}, NameKeysMixin{}, PublicationMixin{}}
}

// Fields of the Gallery.
func (Gallery) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").Comment("The name as printed.").NotEmpty().MaxLen(80).
			Annotations(entgql.OrderField("NAME")),
		field.String("name_en").Comment("The name in Latin letters; empty when none.").Optional().MaxLen(120),
		field.String("city").Comment("The city it is in.").NotEmpty().MaxLen(40),
		field.String("address").Comment("The street address; empty when not given.").Optional().MaxLen(200),
		// Free text as galleries write it: 周二至周日 10:00–18:00，周一闭馆.
		field.String("opening_hours").Comment("Opening hours as the gallery writes them (周二至周日 10:00–18:00); empty when not given.").Optional().MaxLen(120),
		field.String("phone").Comment("The phone number; empty when not given.").Optional().MaxLen(40),
		field.String("email").Comment("The e-mail address; empty when not given.").Optional().MaxLen(120),
		field.String("website").Comment("The website's address; empty when not given.").Optional().MaxLen(200),
		field.Int("founded_year").Comment("The year it was founded; null when unknown.").Optional().Nillable().Min(1800).Max(2100),
		field.Text("description").Comment("About the gallery, plain text; empty when none.").Optional(),
		// The logo: a picture in the media store (its name) and its size in
		// pixels; empty when the gallery has none.
		field.String("logo").Comment("The logo's name in the media store; empty when none (see logoPicture).").Optional().MaxLen(300),
		field.Int("logo_width").Comment("The logo's width in pixels; 0 when none.").Optional().NonNegative(),
		field.Int("logo_height").Comment("The logo's height in pixels; 0 when none.").Optional().NonNegative(),
		// The picture at the head of its page uploaded in the console (its
		// name in the media store and size); empty when none, and then the
		// cover edge (a view chosen among its works') is shown.
		field.String("cover_key").Comment("The uploaded cover's name in the media store; empty when none (see coverPicture).").Optional().MaxLen(300).
			Annotations(entgql.Skip(entgql.SkipAll)),
		field.Int("cover_width").Comment("The uploaded cover's width in pixels; 0 when none.").Optional().NonNegative().
			Annotations(entgql.Skip(entgql.SkipAll)),
		field.Int("cover_height").Comment("The uploaded cover's height in pixels; 0 when none.").Optional().NonNegative().
			Annotations(entgql.Skip(entgql.SkipAll)),
		// The editor's (or its manager's) edit not yet published; null when the published version is the latest.
		field.JSON("draft", &draft.Gallery{}).Optional().Annotations(entgql.Skip(entgql.SkipAll)),
		// How many members follow it (see Favorite).
		field.Int("follower_count").Comment("How many members follow the gallery (关注).").NonNegative().Default(0),
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
		edge.To("artists", Artist.Type).Comment("The artists it represents.").
			Annotations(entgql.RelayConnection()),
		// The works the gallery offers.
		edge.To("artworks", Artwork.Type).Comment("The works it offers.").
			Annotations(entgql.RelayConnection()),
		// The picture at the head of its page: a view of its space.
		edge.To("cover", ArtworkImage.Type).Comment("The picture at the head of its page; null when none.").Unique(),
		// The shows it hosts in its space.
		edge.To("exhibitions", Exhibition.Type).Comment("The shows it hosts in its space.").
			Annotations(entgql.RelayConnection()),
		// Its online exhibitions.
		edge.To("viewing_rooms", ViewingRoom.Type).Comment("Its online exhibitions.").
			Annotations(entgql.RelayConnection()),
		// Its favourites (收藏/关注) by members; they go with it.
		edge.To("favorites", Favorite.Type).
			Annotations(entgql.Skip(entgql.SkipAll), entsql.OnDelete(entsql.Cascade)),
		// The works for sale its managers list (Work.gallery_id); GraphQL reads
		// them through the console's galleryWorks, for its managers only. A
		// gallery with listings is not deleted: they would otherwise become the
		// listing manager's own works (set null) or vanish with their history.
		edge.To("works", Work.Type).Annotations(entgql.Skip(entgql.SkipAll), entsql.OnDelete(entsql.Restrict)),
	}
}

// Indexes of the Gallery.
func (Gallery) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("name").Unique(),
		index.Fields("city"),
	}
}

// Policy of the Gallery: inside a GraphQL operation only published
// galleries exist (publication.go); the console reads drafts through its domain.
func (Gallery) Policy() ent.Policy {
	return privacy.Policy{Query: privacy.QueryPolicy{publishedOnly()}}
}

// Annotations of the Gallery.
func (Gallery) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(),
		entgql.QueryField(),
		idRange(nodeid.Gallery),
	}
}
