package schema

import (
	"context"
	"time"

	"entgo.io/ent"
	"github.com/99designs/gqlgen/graphql"

	gen "artmarket/ent"
	"artmarket/ent/agreement"
	"artmarket/ent/privacy"
)

// Policy of the Agreement: inside a GraphQL operation a version exists only
// once it has taken effect (node(id) included), so a version an operator
// stored ahead of time is not read early. Server code sees every version.
func (Agreement) Policy() ent.Policy {
	return privacy.Policy{
		Query: privacy.QueryPolicy{
			privacy.AgreementQueryRuleFunc(func(ctx context.Context, q *gen.AgreementQuery) error {
				if graphql.HasOperationContext(ctx) {
					q.Where(agreement.EffectiveAtLTE(time.Now().UTC()))
				}
				return privacy.Skip
			}),
		},
	}
}
