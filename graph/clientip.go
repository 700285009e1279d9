package graph

import (
	"context"

	"artmarket/server/domain/member/auth"
	"artmarket/server/platform/ratelimit"
)

// clientIP is the address of the request for per-address limits: the one
// the transport attached (authn.Clients.Attach), else the address the
// session signed in from, so a server wired without it still counts one.
func clientIP(ctx context.Context) string {
	if ip := ratelimit.ClientIP(ctx); ip != "" {
		return ip
	}
	if s, ok := auth.SessionFrom(ctx); ok {
		return s.IP
	}
	return ""
}
