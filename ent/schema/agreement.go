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
		field.String("key").Comment("Which text: service (用户协议) or privacy (隐私政策).").NotEmpty().MaxLen(40).Match(agreementKey).Immutable(),
		field.Int("version").Comment("The version number, 1 and up; the newest in force is shown.").Positive().Immutable(),
		field.String("title").Comment("The title as printed.").NotEmpty().MaxLen(80),
		// Plain text: paragraphs separated by blank lines; a line starting
		// with "第" and ending without punctuation is a section heading.
		field.Text("body").Comment("Plain text: paragraphs separated by blank lines; a line starting with 第 without closing punctuation is a heading.").NotEmpty(),
		// When this version takes effect (UTC).
		field.Time("effective_at").Comment("When this version takes effect."),
		field.Time("created_at").Comment("When this version was stored.").Default(now).Immutable(),
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
