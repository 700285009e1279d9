package schema

import (
	"context"

	"entgo.io/ent"

	gen "artmarket/ent"
	"artmarket/ent/hook"
	"artmarket/ent/schema/richtext"
)

// Hooks of the Exhibition: its rich description is sanitised whenever it is
// set, as an article's body is, so the page may render it as markup.
func (Exhibition) Hooks() []ent.Hook {
	return []ent.Hook{
		hook.On(func(next ent.Mutator) ent.Mutator {
			return hook.ExhibitionFunc(func(ctx context.Context, m *gen.ExhibitionMutation) (ent.Value, error) {
				// By name: the hook is read before the mutation's typed setters are generated.
				if v, ok := m.Field("description"); ok {
					if d, ok := v.(string); ok {
						if err := m.SetField("description", richtext.Sanitize(d)); err != nil {
							return nil, err
						}
					}
				}
				return next.Mutate(ctx, m)
			})
		}, ent.OpCreate|ent.OpUpdate|ent.OpUpdateOne),
	}
}
