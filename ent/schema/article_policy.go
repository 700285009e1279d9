package schema

import (
	"context"
	"time"

	"entgo.io/ent"
	"github.com/99designs/gqlgen/graphql"

	gen "artmarket/ent"
	"artmarket/ent/article"
	"artmarket/ent/privacy"
)

// Policy of the Article: inside a GraphQL operation only published articles
// exist (published, publication.go, and published_at not in the future).
func (Article) Policy() ent.Policy {
	return privacy.Policy{
		Query: privacy.QueryPolicy{
			publishedOnly(),
			privacy.ArticleQueryRuleFunc(func(ctx context.Context, q *gen.ArticleQuery) error {
				if graphql.HasOperationContext(ctx) {
					q.Where(article.PublishedAtLTE(time.Now().UTC()))
				}
				return privacy.Skip
			}),
		},
	}
}
