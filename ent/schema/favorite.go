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

// Favorite is one member's favourite (收藏) artwork or followed (关注)
// artist or gallery: exactly one of the artwork, artist and gallery edges
// is set, and the edge says the target's kind. A member has a target at
// most once (one unique index per kind; NULLs never collide). The number
// of favourites of a target is kept on the target (Artwork.favorite_count,
// Artist/Gallery.follower_count) in the transaction that adds or removes
// the row, so list pages read it with no extra query.
type Favorite struct{ ent.Schema }

// Fields of the Favorite.
func (Favorite) Fields() []ent.Field {
	return []ent.Field{
		field.Time("created_at").Default(now).Immutable().
			Annotations(entgql.OrderField("CREATED_AT")),
		field.Int("member_id").Immutable(),
		field.Int("artwork_id").Optional().Nillable().Immutable(),
		field.Int("artist_id").Optional().Nillable().Immutable(),
		field.Int("gallery_id").Optional().Nillable().Immutable(),
	}
}

// Edges of the Favorite.
func (Favorite) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("member", Member.Type).Ref("favorites").Field("member_id").
			Unique().Required().Immutable().Annotations(entgql.Skip(entgql.SkipAll)),
		edge.From("artwork", Artwork.Type).Ref("favorites").Field("artwork_id").Unique().Immutable(),
		edge.From("artist", Artist.Type).Ref("favorites").Field("artist_id").Unique().Immutable(),
		edge.From("gallery", Gallery.Type).Ref("favorites").Field("gallery_id").Unique().Immutable(),
	}
}

// Indexes of the Favorite: one row per member and target, and the
// member's lists (newest first) read through the same indexes.
func (Favorite) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("member_id", "artwork_id").Unique(),
		index.Fields("member_id", "artist_id").Unique(),
		index.Fields("member_id", "gallery_id").Unique(),
		index.Fields("artwork_id"),
		index.Fields("artist_id"),
		index.Fields("gallery_id"),
	}
}

// Annotations of the Favorite.
func (Favorite) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(),
		idRange(nodeid.Favorite),
	}
}
