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

// Exhibition is a show in a physical space: a gallery's, or another venue's
// (a museum, an art centre) named by Venue.
//
// Dates: StartsOn and EndsOn are calendar days in China, stored as the UTC
// instant of that day's midnight in Asia/Shanghai (2026-03-01 is stored as
// 2026-02-28T16:00:00Z). EndsOn is the last day the show is open
// (inclusive). Whether a show is current, upcoming or past is never stored:
// it is computed from today's date in Shanghai (package server/schedule).
type Exhibition struct{ ent.Schema }

// Mixin of the Exhibition.
func (Exhibition) Mixin() []ent.Mixin {
	return []ent.Mixin{TimeMixin{}, TitleKeysMixin{}, PublicationMixin{}}
}

// Fields of the Exhibition.
func (Exhibition) Fields() []ent.Field {
	return []ent.Field{
		field.String("title").Comment("The title.").NotEmpty().MaxLen(120).
			Annotations(entgql.OrderField("TITLE")),
		field.String("subtitle").Comment("The subtitle; empty when none.").Optional().MaxLen(200),
		// The venue's name when the show is not in a gallery of the
		// marketplace (美术馆, 艺术中心 ...); empty when Gallery is set.
		field.String("venue").Comment("The venue's name when not a gallery of the marketplace; empty when gallery is set.").Optional().MaxLen(120),
		field.String("city").Comment("The city it is in.").NotEmpty().MaxLen(40),
		field.String("address").Comment("The street address; empty when not given.").Optional().MaxLen(200),
		field.Time("starts_on").Comment("The opening day (a calendar day in Shanghai, sent as that day's midnight).").
			Annotations(entgql.OrderField("STARTS_ON")),
		field.Time("ends_on").Comment("The last day open, inclusive (a calendar day in Shanghai).").
			Annotations(entgql.OrderField("ENDS_ON")),
		field.Text("press_text").Comment("The press release, plain text; empty when none.").Optional(),
		// The press release as the console writes it: allow-listed HTML
		// (package richtext), sanitised on every save (exhibition_hook.go).
		// Empty for an exhibition written before it (the page shows
		// press_text); when set, press_text is its plain text.
		field.Text("description").Comment("The press release as sanitised rich text; empty when none (then pressText is shown).").Optional(),
		// The picture at the head of its page (name in the media store and size); GraphQL's coverPicture.
		field.JSON("cover_picture", &imageref.Image{}).Optional().Annotations(entgql.Skip(entgql.SkipAll)),
		// The editor's (or its gallery manager's) edit not yet published; null when the published version is the latest.
		field.JSON("draft", &draft.Exhibition{}).Optional().Annotations(entgql.Skip(entgql.SkipAll)),
	}
}

// Edges of the Exhibition.
func (Exhibition) Edges() []ent.Edge {
	return []ent.Edge{
		// The gallery that hosts the show, if it is a gallery's.
		edge.From("gallery", Gallery.Type).Comment("The gallery that hosts it; null for another venue.").Ref("exhibitions").Unique(),
		edge.To("artists", Artist.Type).Comment("The artists it shows."),
		edge.To("artworks", Artwork.Type).Comment("The works it shows."),
		// Views of the show in its space (the demo uses its works' room views).
		edge.To("installation_images", ArtworkImage.Type).Comment("Views of the show in its space."),
	}
}

// Indexes of the Exhibition.
func (Exhibition) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("starts_on"),
		index.Fields("ends_on"),
		index.Fields("city"),
		index.Edges("gallery"), // a gallery's exhibitions and their count
	}
}

// Policy of the Exhibition: inside a GraphQL operation only published
// exhibitions exist (publication.go); the console reads drafts through its domain.
func (Exhibition) Policy() ent.Policy {
	return privacy.Policy{Query: privacy.QueryPolicy{publishedOnly()}}
}

// Annotations of the Exhibition. The list query is written by hand
// (graph/app.graphql: exhibitions(status, city, ...)), because its status
// filter depends on the time of the request.
func (Exhibition) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(),
		idRange(nodeid.Exhibition),
	}
}
