package schema

import (
	"entgo.io/ent"

	"artmarket/ent/privacy"
)

// Policy of the ArtLive: inside a GraphQL operation only published lives
// exist (publication.go); the console reads drafts through its domain.
func (ArtLive) Policy() ent.Policy {
	return privacy.Policy{Query: privacy.QueryPolicy{publishedOnly()}}
}
