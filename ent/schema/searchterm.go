package schema

import (
	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"artmarket/ent/schema/nodeid"
)

// SearchTerm is one short term (one or two characters, lower-cased; package
// searchterms) of a searched text of an artwork (title, materials), an
// artist or a gallery (name, Latin name). A search of one or two characters
// (山水, 虾) finds its rows by the index on (kind, term): the trigram
// indexes cannot serve it. The rows follow their owner's texts through
// searchTermsHook, in the owner's mutation (and its transaction, if any).
type SearchTerm struct{ ent.Schema }

// Fields of the SearchTerm.
func (SearchTerm) Fields() []ent.Field {
	return []ent.Field{
		field.Enum("kind").Values("artwork", "artist", "gallery").Immutable(),
		field.Int("owner_id").Immutable(),
		// At most two characters: 8 bytes in UTF-8.
		field.String("term").NotEmpty().MaxLen(8).Immutable(),
	}
}

// Indexes of the SearchTerm: the lookup (read whole from the index), and an
// owner's terms (replaced when its texts change).
func (SearchTerm) Indexes() []ent.Index {
	return []ent.Index{
		index.Fields("kind", "term", "owner_id").Unique(),
		index.Fields("kind", "owner_id"),
	}
}

// Annotations of the SearchTerm: never in GraphQL.
func (SearchTerm) Annotations() []schema.Annotation {
	return []schema.Annotation{
		entgql.Skip(entgql.SkipAll),
		idRange(nodeid.SearchTerm),
	}
}
