// Package graph holds the GraphQL resolvers over the ent client. Resolvers
// stay thin: the rules live in ent (schema, hooks, privacy) and the domain
// packages.
package graph

import (
	"time"

	"artmarket/ent"
	"artmarket/server/domain/member/auth"
)

// Resolver is the root resolver; one per server.
type Resolver struct {
	Client *ent.Client
	// Auth is the session service of member mutations (nil: they answer
	// UNAVAILABLE).
	Auth *auth.Service
	// Now is the clock of time-dependent fields (exhibition and viewing
	// room statuses); nil means time.Now.
	Now func() time.Time
}

// MaxPageSize bounds first/last on every connection.
const MaxPageSize = 100
