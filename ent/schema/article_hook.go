package schema

import (
	"context"

	"entgo.io/ent"

	gen "artmarket/ent"
	"artmarket/ent/hook"
	"artmarket/ent/schema/richtext"
)

// Hooks of the Article: the body is sanitised whenever it is set (create,
// update, bulk), so every writer (seed, admin, a future editor) stores only
// allow-listed HTML and readers' pages can render it as markup.
func (Article) Hooks() []ent.Hook {
	return []ent.Hook{
		hook.On(func(next ent.Mutator) ent.Mutator {
			return hook.ArticleFunc(func(ctx context.Context, m *gen.ArticleMutation) (ent.Value, error) {
				if body, ok := m.Body(); ok {
					m.SetBody(richtext.Sanitize(body))
				}
				return next.Mutate(ctx, m)
			})
		}, ent.OpCreate|ent.OpUpdate|ent.OpUpdateOne),
	}
}
