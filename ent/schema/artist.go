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

// Artist holds the schema definition for the Artist entity.
type Artist struct{ ent.Schema }

// Mixin of the Artist.
func (Artist) Mixin() []ent.Mixin {
	return []ent.Mixin{TimeMixin{}, NameKeysMixin{}, PublicationMixin{}}
}

// Fields of the Artist.
func (Artist) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").Comment("The name as printed (Chinese for Chinese artists).").NotEmpty().MaxLen(80).
			Annotations(entgql.OrderField("NAME")),
		field.String("name_en").Comment("The name in Latin letters; empty when none.").Optional().MaxLen(120),
		field.Int("birth_year").Comment("The year of birth; null when unknown.").Optional().Nillable().Min(1000).Max(2100),
		field.String("region").Comment("Where the artist comes from or works; empty when unknown.").Optional().MaxLen(40),
		field.Text("bio").Comment("A short biography, plain text; empty when none.").Optional(),
		// The portrait: a picture in the media store (its name) and its size
		// in pixels; empty when the artist has none.
		field.String("portrait").Comment("The portrait's name in the media store; empty when none (see portraitPicture).").Optional().MaxLen(300),
		field.Int("portrait_width").Comment("The portrait's width in pixels; 0 when none.").Optional().NonNegative(),
		field.Int("portrait_height").Comment("The portrait's height in pixels; 0 when none.").Optional().NonNegative(),
		// How many members follow it (see Favorite).
		field.Int("follower_count").Comment("How many members follow the artist (关注).").NonNegative().Default(0),
		// The editor's (or a representing gallery's manager's) edit not yet published; null when the published version is the latest.
		field.JSON("draft", &draft.Artist{}).Optional().Annotations(entgql.Skip(entgql.SkipAll)),
	}
}

// Hooks of the Artist: its search terms (see SearchTerm).
func (Artist) Hooks() []ent.Hook {
	return []ent.Hook{searchTermsHook(searchterm.KindArtist, "name", "name_en")}
}

// Edges of the Artist.
func (Artist) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("artworks", Artwork.Type).Comment("The artist's works.").
			Annotations(entgql.RelayConnection()),
		// The galleries that represent the artist.
		edge.From("galleries", Gallery.Type).Comment("The galleries that represent the artist.").Ref("artists"),
		// The exhibitions the artist shows in.
		edge.From("exhibitions", Exhibition.Type).Comment("The exhibitions the artist shows in.").Ref("artists").
			Annotations(entgql.RelayConnection()),
		// The articles about the artist (the artist page's articles tab).
		// Not a where-filter: a subquery would bypass the Article policy and
		// tell whether a scheduled article exists.
		edge.From("articles", Article.Type).Comment("The published articles about the artist.").Ref("artists").
			Annotations(entgql.RelayConnection(), entgql.Skip(entgql.SkipWhereInput)),
		// Its favourites (收藏/关注) by members; they go with it.
		edge.To("favorites", Favorite.Type).
			Annotations(entgql.Skip(entgql.SkipAll), entsql.OnDelete(entsql.Cascade)),
	}
}

// Indexes of the Artist.
func (Artist) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("name"),
	}
}

// Policy of the Artist: inside a GraphQL operation only published artists
// exist (publication.go): their page, the artists list, search, a gallery's
// and an exhibition's artists. A work's maker is read past the rule
// (graph/catalogue.go: workArtist), so a withdrawn artist's works still name
// them. The console reads drafts through its domain.
func (Artist) Policy() ent.Policy {
	return privacy.Policy{Query: privacy.QueryPolicy{publishedOnly()}}
}

// Annotations of the Artist.
func (Artist) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(),
		entgql.QueryField(),
		idRange(nodeid.Artist),
	}
}
