package schema

import (
	"context"

	"entgo.io/ent"
	"github.com/99designs/gqlgen/graphql"

	gen "artmarket/ent"
	"artmarket/ent/cashoutaccount"
	"artmarket/ent/member"
	"artmarket/ent/privacy"
	"artmarket/ent/schema/viewer"
)

// Policy of the Member: inside a GraphQL operation a query sees at most the
// signed-in member, so node(id) cannot read anyone else and a visitor reads
// no member at all (both answer as for an id that does not exist). Server
// code outside GraphQL (sign-in, REST handlers) is not restricted.
func (Member) Policy() ent.Policy {
	return privacy.Policy{
		Query: privacy.QueryPolicy{
			privacy.MemberQueryRuleFunc(func(ctx context.Context, q *gen.MemberQuery) error {
				if !graphql.HasOperationContext(ctx) {
					return privacy.Skip
				}
				if id, ok := viewer.MemberID(ctx); ok {
					q.Where(member.ID(id))
				} else {
					q.Where(member.IDIn()) // matches nothing
				}
				return privacy.Skip
			}),
		},
	}
}

// denyInGraphQL is the query policy of the tables GraphQL never shows
// (sessions, WeChat identities, the outbox): denied inside any GraphQL
// operation, even when reached through node(id).
func denyInGraphQL() ent.Policy {
	return privacy.Policy{
		Query: privacy.QueryPolicy{
			privacy.QueryRuleFunc(func(ctx context.Context, _ gen.Query) error {
				if graphql.HasOperationContext(ctx) {
					return privacy.Denyf("not readable through GraphQL")
				}
				return privacy.Skip
			}),
		},
	}
}

// Policy of the Session.
func (Session) Policy() ent.Policy { return denyInGraphQL() }

// Policy of the WeChatIdentity.
func (WeChatIdentity) Policy() ent.Policy { return denyInGraphQL() }

// Policy of the OutboxMessage.
func (OutboxMessage) Policy() ent.Policy { return denyInGraphQL() }

// Policy of the AccountDeletion: read only through the member's own
// viewer field, by the server.
func (AccountDeletion) Policy() ent.Policy { return denyInGraphQL() }

// Policy of the CashOutAccount: inside a GraphQL operation only the signed-in
// member's own accounts (node(id) of another member's answers null).
func (CashOutAccount) Policy() ent.Policy {
	return privacy.Policy{
		Query: privacy.QueryPolicy{
			privacy.CashOutAccountQueryRuleFunc(func(ctx context.Context, q *gen.CashOutAccountQuery) error {
				if !graphql.HasOperationContext(ctx) {
					return privacy.Skip
				}
				if id, ok := viewer.MemberID(ctx); ok {
					q.Where(cashoutaccount.HasMemberWith(member.ID(id)))
				} else {
					q.Where(cashoutaccount.IDIn()) // matches nothing
				}
				return privacy.Skip
			}),
		},
	}
}

// Policy of the LedgerEntry: read through the ledger package only.
func (LedgerEntry) Policy() ent.Policy { return denyInGraphQL() }

// Policy of the LedgerLine.
func (LedgerLine) Policy() ent.Policy { return denyInGraphQL() }

// Policy of the LedgerBalance.
func (LedgerBalance) Policy() ent.Policy { return denyInGraphQL() }

// Policy of the RefundRequest: read through the refunds package, which
// checks buyer and seller.
func (RefundRequest) Policy() ent.Policy { return denyInGraphQL() }

// Policy of the RefundEvent.
func (RefundEvent) Policy() ent.Policy { return denyInGraphQL() }
