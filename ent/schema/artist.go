package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"artmarket/ent/nodeid"
)

// Artist holds the schema definition for the Artist entity.
type Artist struct{ ent.Schema }

// Mixin of the Artist.
func (Artist) Mixin() []ent.Mixin { return []ent.Mixin{TimeMixin{}} }

// Fields of the Artist.
func (Artist) Fields() []ent.Field {
	return []ent.Field{
		field.String("name").NotEmpty().MaxLen(80).
			Annotations(entgql.OrderField("NAME")),
		field.String("name_en").Optional().MaxLen(120),
		field.Int("birth_year").Optional().Nillable().Min(1000).Max(2100),
		field.String("region").Optional().MaxLen(40),
		field.Text("bio").Optional(),
	}
}

// Edges of the Artist.
func (Artist) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("artworks", Artwork.Type).
			Annotations(entgql.RelayConnection()),
	}
}

// Indexes of the Artist.
func (Artist) Indexes() []ent.Index {
	return []ent.Index{index.Fields("name")}
}

// Annotations of the Artist.
func (Artist) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(),
		entgql.QueryField(),
		idRange(nodeid.Artist),
	}
}
