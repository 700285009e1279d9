package schema

import (
	"entgo.io/ent/dialect/entsql"

	"artmarket/ent/schema/nodeid"
)

// idRange makes a table draw its auto-increment ids from its own 2^32 range,
// so an id alone names its type (Relay's node(id)); see package nodeid.
func idRange(rng int) *entsql.Annotation { return entsql.IncrementStart(nodeid.Start(rng)) }
