package graph

import (
	"strings"

	"artmarket/ent/session"
	"artmarket/graph/model"
)

// sessionChannel is a session's channel in GraphQL, nil when not recorded.
func sessionChannel(c session.Channel) *model.SessionChannel {
	if c == "" {
		return nil
	}
	ch := model.SessionChannel(strings.ToUpper(string(c)))
	return &ch
}
