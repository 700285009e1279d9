package schema

import (
	"regexp"

	"entgo.io/ent"
	"entgo.io/ent/schema"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/index"

	"artmarket/ent/schema/nodeid"
)

// Agreement is one version of a legal text members accept: the user
// agreement (key "service") and the privacy policy (key "privacy"). A new
// version is a new row; readers see the newest one in force.
type Agreement struct{ ent.Schema }

// Fields of the Agreement.
func (Agreement) Fields() []ent.Field {
	return []ent.Field{
		field.String("key").NotEmpty().MaxLen(40).Match(agreementKey).Immutable(),
		field.Int("version").Positive().Immutable(),
		field.String("title").NotEmpty().MaxLen(80),
		// Plain text: paragraphs separated by blank lines; a line starting
		// with "第" and ending without punctuation is a section heading.
		field.Text("body").NotEmpty(),
		// When this version takes effect (UTC).
		field.Time("effective_at"),
		field.Time("created_at").Default(now).Immutable(),
	}
}

// Indexes of the Agreement.
func (Agreement) Indexes() []ent.Index {
	return []ent.Index{index.Fields("key", "version").Unique()}
}

// Annotations of the Agreement.
func (Agreement) Annotations() []schema.Annotation {
	return []schema.Annotation{idRange(nodeid.Agreement)}
}

// agreementKey: lower-case words joined by '-' (service, privacy, seller-rules).
var agreementKey = regexp.MustCompile(`^[a-z]+(-[a-z]+)*$`)
