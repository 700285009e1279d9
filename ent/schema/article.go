package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/edge"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"artmarket/ent/schema/draft"
	"artmarket/ent/schema/imageref"
	"artmarket/ent/schema/nodeid"
)

// Article is an editorial piece: an exhibition review, an interview, a
// market report or a collecting guide. Its body is rich text, sanitised on
// every save (article_hook.go, package richtext). Readers see it from
// published_at on (article_policy.go).
type Article struct{ ent.Schema }

// Mixin of the Article.
func (Article) Mixin() []ent.Mixin {
	return []ent.Mixin{TimeMixin{}, TitleKeysMixin{}, PublicationMixin{}}
}

// Fields of the Article.
func (Article) Fields() []ent.Field {
	return []ent.Field{
		field.String("title").Comment("The title.").NotEmpty().MaxLen(120),
		// The standfirst under the title; also the page's description.
		field.String("summary").Comment("The standfirst under the title, also the page's description; empty when none.").Optional().MaxLen(400),
		// The writer's name as printed (a byline, not an account).
		field.String("author").Comment("The writer's name as printed (a byline, not an account).").NotEmpty().MaxLen(60),
		// Allow-listed HTML (package richtext), set through the hook.
		field.Text("body").Comment("The text as allow-listed HTML (sanitised on every save)."),
		// Topic tags (展评, 专访, 市场 ...): the tag bar of /articles.
		field.Strings("tags").Comment("Topic tags (展评, 专访, 市场 …); null or empty for none.").Optional(),
		// When readers may see it (UTC); a future time is a scheduled piece.
		field.Time("published_at").Comment("When readers may see it; before then it is not found.").
			Annotations(entgql.OrderField("PUBLISHED_AT")),
		// The editor's edit not yet published; null when the published version is the latest.
		field.JSON("draft", &draft.Article{}).Optional().Annotations(entgql.Skip(entgql.SkipAll)),
		// The picture at the head of the piece as the console uploaded it
		// (its name in the media store and size, like an artist's portrait);
		// GraphQL's coverPicture. The cover edge is the demo's older form.
		field.JSON("cover_picture", &imageref.Image{}).Optional().Annotations(entgql.Skip(entgql.SkipAll)),
	}
}

// Edges of the Article.
func (Article) Edges() []ent.Edge {
	return []ent.Edge{
		edge.To("cover", ArtworkImage.Type).Comment("The picture at the head of the piece; null when none.").Unique(),
		// The artists and works the piece is about.
		edge.To("artists", Artist.Type).Comment("The artists the piece is about."),
		edge.To("artworks", Artwork.Type).Comment("The works the piece is about."),
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
