package schema

import (
	"context"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/entql"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"
	"entgo.io/ent/schema/mixin"
	"github.com/99designs/gqlgen/graphql"

	"artmarket/ent/privacy"
)

// PublicationMixin gives a kind of content the columns of publishing
// (server/domain/publishing's table): where it stands, and when a scheduled
// one goes live. Its draft, whose shape is the kind's own, is declared by the
// schema. Rows written before the console (the seeder's) are published.
type PublicationMixin struct{ mixin.Schema }

// Fields of the mixin.
func (PublicationMixin) Fields() []ent.Field {
	return []ent.Field{
		field.Enum("publication").Comment("Where the piece stands in publishing: readers see only a published one.").
			Values("draft", "scheduled", "published", "unpublished").Default("published").
			Annotations(entgql.Skip(entgql.SkipAll)),
		// When a scheduled piece goes live (UTC); null unless scheduled.
		field.Time("publish_at").Optional().Nillable().Annotations(entgql.Skip(entgql.SkipAll)),
	}
}

// Indexes of the mixin: the scheduler's search for due pieces.
func (PublicationMixin) Indexes() []ent.Index {
	return []ent.Index{index.Fields("publication", "publish_at")}
}

// publishedOnly is the query rule of a published kind: inside a GraphQL
// operation only its published rows exist (for the lists, node(id), the page
// by number and every edge alike). Server code outside GraphQL (seed,
// sitemap, the console's domain) sees every row and filters for itself.
func publishedOnly() privacy.QueryRule {
	return privacy.FilterFunc(func(ctx context.Context, f privacy.Filter) error {
		if graphql.HasOperationContext(ctx) {
			f.Where(entql.FieldEQ("publication", "published"))
		}
		return privacy.Skip
	})
}

// inPublishedGallery is the query rule of a piece whose page needs its
// gallery (a viewing room: its gallery is required): inside a GraphQL
// operation only the pieces of a published gallery exist, so a gallery still
// a draft, or withdrawn, takes its rooms with it rather than leaving them
// without the gallery they must name.
func inPublishedGallery() privacy.QueryRule {
	return privacy.FilterFunc(func(ctx context.Context, f privacy.Filter) error {
		if graphql.HasOperationContext(ctx) {
			f.Where(entql.HasEdgeWith("gallery", entql.FieldEQ("publication", "published")))
		}
		return privacy.Skip
	})
}
