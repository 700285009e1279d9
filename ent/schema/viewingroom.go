package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"artmarket/ent/privacy"
	"artmarket/ent/schema/draft"
	"artmarket/ent/schema/imageref"
	"artmarket/ent/schema/nodeid"
)

// ViewingRoom is a gallery's online exhibition: a curatorial statement and a
// selection of works, open between OpensAt and ClosesAt (UTC instants).
// Open, closed or upcoming is computed from the time of the request
// (package server/schedule), never stored.
type ViewingRoom struct{ ent.Schema }

// Mixin of the ViewingRoom.
func (ViewingRoom) Mixin() []ent.Mixin {
	return []ent.Mixin{TimeMixin{}, TitleKeysMixin{}, PublicationMixin{}}
}

// Fields of the ViewingRoom.
func (ViewingRoom) Fields() []ent.Field {
	return []ent.Field{
		field.String("title").Comment("The title.").NotEmpty().MaxLen(120).
			Annotations(entgql.OrderField("TITLE")),
		// Plain text, paragraphs separated by blank lines; rendered as text,
		// never as markup.
		field.Text("statement").Comment("The curatorial statement, plain text; empty when none.").Optional(),
		field.Time("opens_at").Comment("When it opens.").
			Annotations(entgql.OrderField("OPENS_AT")),
		field.Time("closes_at").Comment("When it closes.").
			Annotations(entgql.OrderField("CLOSES_AT")),
		// The editor's (or its gallery manager's) edit not yet published; null when the published version is the latest.
		field.JSON("draft", &draft.ViewingRoom{}).Optional().Annotations(entgql.Skip(entgql.SkipAll)),
		// The picture at its head as the console uploaded it (name in the
		// media store and size); GraphQL's coverPicture. The cover edge is the demo's older form.
		field.JSON("cover_picture", &imageref.Image{}).Optional().Annotations(entgql.Skip(entgql.SkipAll)),
	}
}

// Edges of the ViewingRoom.
func (ViewingRoom) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("gallery", Gallery.Type).Comment("The gallery that presents it.").Ref("viewing_rooms").Unique().Required(),
		// The works on view, shown in the order of their ids (the order the
		// gallery added them).
		edge.To("artworks", Artwork.Type).Comment("The works it shows."),
		edge.To("cover", ArtworkImage.Type).Comment("The picture at its head; null when none.").Unique(),
	}
}

// Indexes of the ViewingRoom.
func (ViewingRoom) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("opens_at"),
		index.Fields("closes_at"),
		index.Edges("gallery"), // a gallery's viewing rooms and their count
	}
}

// Policy of the ViewingRoom: inside a GraphQL operation only published
// rooms of published galleries exist (publication.go); the console reads
// drafts through its domain.
func (ViewingRoom) Policy() ent.Policy {
	return privacy.Policy{Query: privacy.QueryPolicy{publishedOnly(), inPublishedGallery()}}
}

// Annotations of the ViewingRoom; the list query is hand-written like the
// exhibitions' (its status filter depends on the time of the request).
func (ViewingRoom) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(),
		idRange(nodeid.ViewingRoom),
	}
}
