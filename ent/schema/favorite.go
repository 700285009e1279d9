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
		field.Time("created_at").Comment("When the member added it.").Default(now).Immutable().
			Annotations(entgql.OrderField("CREATED_AT")),
		field.Int("member_id").Comment("The member whose favourite it is.").Immutable(),
		field.Int("artwork_id").Comment("The artwork, for a favourite artwork; null otherwise.").Optional().Nillable().Immutable(),
		field.Int("artist_id").Comment("The artist, for a followed artist; null otherwise.").Optional().Nillable().Immutable(),
		field.Int("gallery_id").Comment("The gallery, for a followed gallery; null otherwise.").Optional().Nillable().Immutable(),
	}
}

// Edges of the Favorite.
func (Favorite) Edges() []ent.Edge {
	return []ent.Edge{
		edge.From("member", Member.Type).Ref("favorites").Field("member_id").
			Unique().Required().Immutable().Annotations(entgql.Skip(entgql.SkipAll)),
		edge.From("artwork", Artwork.Type).Comment("The favourite artwork; null when the favourite is an artist or a gallery.").Ref("favorites").Field("artwork_id").Unique().Immutable(),
		edge.From("artist", Artist.Type).Comment("The followed artist; null otherwise.").Ref("favorites").Field("artist_id").Unique().Immutable(),
		edge.From("gallery", Gallery.Type).Comment("The followed gallery; null otherwise.").Ref("favorites").Field("gallery_id").Unique().Immutable(),
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
