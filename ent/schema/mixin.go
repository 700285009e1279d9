package schema

import (
	"time"

	"entgo.io/contrib/entgql"
	"entgo.io/ent"
	"entgo.io/ent/schema/field"
	"entgo.io/ent/schema/mixin"
)

// TimeMixin gives a schema created_at / updated_at, stored in UTC.
type TimeMixin struct{ mixin.Schema }

func now() time.Time { return time.Now().UTC() }

// Fields of the mixin.
func (TimeMixin) Fields() []ent.Field {
	return []ent.Field{
		field.Time("created_at").Comment("When it was created.").Default(now).Immutable().
			Annotations(entgql.OrderField("CREATED_AT")),
		field.Time("updated_at").Comment("When it last changed.").Default(now).UpdateDefault(now).
			Annotations(entgql.OrderField("UPDATED_AT")),
	}
}
