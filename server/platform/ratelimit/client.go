package ratelimit

import "context"

type clientIPKey struct{}

// WithClientIP returns ctx carrying the address a request came from, for
// limits counted below the transport (a GraphQL mutation's domain rule).
func WithClientIP(ctx context.Context, ip string) context.Context {
	return context.WithValue(ctx, clientIPKey{}, ip)
}

// ClientIP is the address WithClientIP put in ctx, "" when none.
func ClientIP(ctx context.Context) string {
	ip, _ := ctx.Value(clientIPKey{}).(string)
	return ip
}
