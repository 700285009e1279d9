package schema

import (
	"context"
	"time"

	"entgo.io/ent"
	"entgo.io/ent/dialect/sql"
	"github.com/99designs/gqlgen/graphql"

	gen "artmarket/ent"
	"artmarket/ent/article"
	"artmarket/ent/predicate"
	"artmarket/ent/privacy"
)

// publishedOnly keeps the published articles (publication, written as a
// column name so the schema does not need its own generated code).
var publishedOnly = predicate.Article(func(s *sql.Selector) { s.Where(sql.EQ(s.C("publication"), "published")) })

// Policy of the Article: inside a GraphQL operation only published articles
// exist (published, and published_at not in the future), for the lists, node(id), the
// page by number and the edges from artists alike. Server code outside
// GraphQL (seed, sitemap) sees every article and filters for itself.
func (Article) Policy() ent.Policy {
	return privacy.Policy{
		Query: privacy.QueryPolicy{
			privacy.ArticleQueryRuleFunc(func(ctx context.Context, q *gen.ArticleQuery) error {
				if graphql.HasOperationContext(ctx) {
					q.Where(article.PublishedAtLTE(time.Now().UTC()), publishedOnly)
				}
				return privacy.Skip
			}),
		},
	}
}
