// Package graph holds the GraphQL resolvers over the ent client. Resolvers
// stay thin: the rules live in ent (schema, hooks, privacy) and the domain
// packages.
package graph

import (
	"time"

	"artmarket/ent"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/member/dashboard"
	"artmarket/server/domain/member/deletion"
	"artmarket/server/domain/member/funds"
	"artmarket/server/domain/orders"
	"artmarket/server/domain/reconcile"
	"artmarket/server/domain/refunds"
)

// Resolver is the root resolver; one per server.
type Resolver struct {
	Client *ent.Client
	// Auth is the session service of member mutations (nil: they answer
	// UNAVAILABLE).
	Auth *auth.Service
	// Deletion runs account deletion requests (nil: its mutations answer
	// UNAVAILABLE).
	Deletion *deletion.Service
	// DashboardCounts counts the member's things for Member.dashboard (nil:
	// zeros; the favourites area is wired in here).
	DashboardCounts dashboard.Counter
	// Funds keeps real names and cash-out accounts (nil: their mutations
	// answer UNAVAILABLE).
	Funds *funds.Service
	// Orders are buying and paying (nil: the order mutations answer
	// UNAVAILABLE, the queries nothing).
	Orders *orders.Service
	// Refunds are buyers' refund requests and sellers' answers (nil: their
	// mutations answer UNAVAILABLE, the queries nothing).
	Refunds *refunds.Service
	// Withdrawals are members' requests to be paid (nil: requestWithdrawal
	// answers UNAVAILABLE).
	Withdrawals *funds.Withdrawals
	// Reconcile compares the ledger with WeChat Pay's bills (nil:
	// runReconciliation answers UNAVAILABLE).
	Reconcile *reconcile.Service
	// Now is the clock of time-dependent fields (exhibition and viewing
	// room statuses); nil means time.Now.
	Now func() time.Time
}

// MaxPageSize bounds first/last on every connection.
const MaxPageSize = 100
