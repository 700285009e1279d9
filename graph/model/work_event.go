package model

import (
	"time"

	"artmarket/ent/work"
)

// WorkEvent is one move in the record of a work for sale (its timeline).
//
// Written by hand, not by gqlgen: the name is also ent's WorkEvent (the
// stored row), which gqlgen's autobind of artmarket/ent would pick, so
// gqlgen.yml binds the GraphQL type here. Its fields follow graph/selling.graphql.
type WorkEvent struct {
	// The move made.
	Action WorkAction `json:"action"`
	// The timeline's word for the move (创建草稿, 提交审核, 审核未通过, …).
	Label string `json:"label"`
	// Null for the move that created the work.
	FromState *work.State `json:"fromState,omitempty"`
	// The state the move led to.
	ToState work.State `json:"toState"`
	// The seller's word for toState.
	ToStateLabel string `json:"toStateLabel"`
	// A rejection's reason, or what a price change changed.
	Reason string `json:"reason"`
	// When the move was made.
	At time.Time `json:"at"`
	// Whether the seller made the move (else a reviewer or the system did).
	BySeller bool `json:"bySeller"`
}
