package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"

	"artmarket/ent/schema/draft"
	"artmarket/ent/schema/nodeid"
)

// HomeLayout is the home page's sections as editors keep them (issue 24,
// point 2): one row (slot "home"), the published sections readers see and,
// while an edit waits, its draft beside them. Its publication columns are
// publishing's: "scheduled" while a draft waits for its time, "draft" while
// none was ever published (readers then see the default sections).
type HomeLayout struct{ ent.Schema }

// Mixin of the HomeLayout.
func (HomeLayout) Mixin() []ent.Mixin { return []ent.Mixin{TimeMixin{}, PublicationMixin{}} }

// Fields of the HomeLayout.
func (HomeLayout) Fields() []ent.Field {
	return []ent.Field{
		// The one row's name: a unique key, so two first saves at once make one row.
		field.String("slot").NotEmpty().Unique().Immutable(),
		// What readers see, in order; null while never published.
		field.JSON("sections", []draft.HomeSection{}).Optional(),
		// The editor's edit not yet published; null when none waits.
		field.JSON("draft", &draft.HomeLayout{}).Optional(),
	}
}

// Annotations of the HomeLayout: never a GraphQL node (the home page reads
// its published sections through the homeSections field).
func (HomeLayout) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.Skip(entgql.SkipAll),
		idRange(nodeid.HomeLayout),
	}
}
