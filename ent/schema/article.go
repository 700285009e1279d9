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

// Article is an editorial piece: an exhibition review, an interview, a
// market report or a collecting guide. Its body is rich text, sanitised on
// every save (article_hook.go, package richtext). Readers see it from
// published_at on (article_policy.go).
type Article struct{ ent.Schema }

// Mixin of the Article.
func (Article) Mixin() []ent.Mixin { return []ent.Mixin{TimeMixin{}, TitleKeysMixin{}} }

// Fields of the Article.
func (Article) Fields() []ent.Field {
	return []ent.Field{
		field.String("title").NotEmpty().MaxLen(120),
		// The standfirst under the title; also the page's description.
		field.String("summary").Optional().MaxLen(400),
		// The writer's name as printed (a byline, not an account).
		field.String("author").NotEmpty().MaxLen(60),
		// Allow-listed HTML (package richtext), set through the hook.
		field.Text("body"),
		// Topic tags (展评, 专访, 市场 ...): the tag bar of /articles.
		field.Strings("tags").Optional(),
		// When readers may see it (UTC); a future time is a scheduled piece.
		field.Time("published_at").
			Annotations(entgql.OrderField("PUBLISHED_AT")),
	}
}

// Edges of the Article.
func (Article) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("cover", ArtworkImage.Type).Unique(),
		// The artists and works the piece is about.
		edge.To("artists", Artist.Type),
		edge.To("artworks", Artwork.Type),
	}
}

// Indexes of the Article.
func (Article) Indexes() []ent.Index {
	return []ent.Index{index.Fields("published_at")}
}

// Annotations of the Article. The list field (articles, with its tag
// filter) is written in graph/app.graphql.
func (Article) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.RelayConnection(),
		idRange(nodeid.Article),
	}
}
