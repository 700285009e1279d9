package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"artmarket/ent/schema/nodeid"
)

// ArtworkImage is one picture of an artwork. The file lives in the media
// store under Key, in every responsive width the store made when it was saved.
type ArtworkImage struct{ ent.Schema }

// Fields of the ArtworkImage.
func (ArtworkImage) Fields() []ent.Field {
	return []ent.Field{
		field.Int("position").Comment("Its place among the work's pictures, 0 first (the cover).").Default(0).NonNegative().
			Annotations(entgql.OrderField("POSITION")),
		field.String("key").Comment("The picture's name in the media store.").NotEmpty().MaxLen(200),
		field.Int("width").Comment("The original's width in pixels.").Positive(),
		field.Int("height").Comment("The original's height in pixels.").Positive(),
		field.String("alt").Comment("The text alternative; empty when none (the page uses the title).").Optional().MaxLen(200),
	}
}

// Edges of the ArtworkImage.
func (ArtworkImage) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("artwork", Artwork.Type).Comment("The work it shows; null when the work is hidden (taken down).").Ref("images").Unique().Required(),
		// The exhibitions that use the picture as an installation view.
		edge.From("exhibitions", Exhibition.Type).Comment("The exhibitions that use it as an installation view.").Ref("installation_images"),
	}
}

// Indexes of the ArtworkImage.
func (ArtworkImage) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("position"),
		// A work's pictures (every card and page): PostgreSQL indexes no foreign key by itself.
		index.Edges("artwork"),
	}
}

// Annotations of the ArtworkImage.
func (ArtworkImage) Annotations() []schema.Annotation {
	return []schema.Annotation{idRange(nodeid.ArtworkImage)}
}
