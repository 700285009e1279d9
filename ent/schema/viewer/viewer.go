// Package viewer carries the signed-in member's id in a context, for the
// privacy rules of the ent schema (which must not import the server's auth
// package) and for the auth package that sets it.
package viewer

import "context"

type key struct{}

// NewContext returns ctx carrying memberID as the signed-in member.
func NewContext(ctx context.Context, memberID int) context.Context {
	return context.WithValue(ctx, key{}, memberID)
}

// MemberID is the signed-in member's id; ok is false for a visitor.
func MemberID(ctx context.Context) (id int, ok bool) {
	id, ok = ctx.Value(key{}).(int)
	return id, ok
}

type allowHiddenKey struct{}

// AllowHidden marks a context whose queries see hidden rows (taken-down
// artworks, other members' works for sale) even inside a GraphQL operation:
// the selling rules and the review use it after checking who acts.
func AllowHidden(ctx context.Context) context.Context {
	return context.WithValue(ctx, allowHiddenKey{}, true)
}

// AllowsHidden tells whether ctx was marked by AllowHidden.
func AllowsHidden(ctx context.Context) bool {
	v, _ := ctx.Value(allowHiddenKey{}).(bool)
	return v
}
