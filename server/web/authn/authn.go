// Package authn is the HTTP side of signing in: it reads the member's
// token from a request (spec §6: the Token header) and the client's
// address, and hands both to the member domain (package auth), which knows
// nothing of HTTP.
package authn

import (
	"net"
	"net/http"
	"net/netip"
	"strings"

	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/member/devices"
	"artmarket/server/platform/ratelimit"
)

// Middleware resolves the request's token (see [TokenFrom]) through the
// auth service: a handler behind it reads the member with auth.MemberFrom,
// auth.Viewer or auth.Require. Anonymous requests pass through as they are.
func Middleware(s *auth.Service, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		token := TokenFrom(r)
		if token == "" {
			next.ServeHTTP(w, r)
			return
		}
		next.ServeHTTP(w, r.WithContext(s.Resolve(r.Context(), token)))
	})
}

// TokenFrom reads the request's token: the Token header of spec §6, or
// else an Authorization: Bearer header. It returns "" when there is none.
// Cookies never carry it here: a cookie is sent by the browser on its own,
// so a write authenticated by one could be forged by another site.
func TokenFrom(r *http.Request) string {
	if t := strings.TrimSpace(r.Header.Get("Token")); t != "" {
		return t
	}
	scheme, t, ok := strings.Cut(strings.TrimSpace(r.Header.Get("Authorization")), " ")
	if ok && strings.EqualFold(scheme, "Bearer") {
		return strings.TrimSpace(t)
	}
	return ""
}

// Clients tells who sent a request.
type Clients struct {
	// TrustProxy: a proxy in front of us appends the client's address to
	// X-Forwarded-For (TRUST_PROXY).
	TrustProxy bool
}

// IP is the address a request came from: the peer address, or, when a
// proxy is trusted, the last X-Forwarded-For hop: the one that proxy
// appended. Everything before it (and X-Real-IP, which a client can send
// itself) is the client's to forge, so it is never read. A last hop that
// is not an IP address falls back to the peer.
func (c Clients) IP(r *http.Request) string {
	if c.TrustProxy {
		if xff := r.Header.Values("X-Forwarded-For"); len(xff) > 0 {
			hops := strings.Split(xff[len(xff)-1], ",")
			if ip, err := netip.ParseAddr(strings.TrimSpace(hops[len(hops)-1])); err == nil {
				return ip.Unmap().String()
			}
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		if len(r.RemoteAddr) > 64 {
			return r.RemoteAddr[:64]
		}
		return r.RemoteAddr
	}
	return host
}

// RateKey names the request's client in rate-limit keys: its address, or
// its /64 for IPv6 (see [ratelimit.AddressKey]).
func (c Clients) RateKey(r *http.Request) string {
	return ratelimit.AddressKey(c.IP(r))
}

// Attach puts the request's address in its context (ratelimit.ClientIP),
// for the per-address limits of GraphQL mutations.
func (c Clients) Attach(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(w, r.WithContext(ratelimit.WithClientIP(r.Context(), c.IP(r))))
	})
}

// Of is the device a session is issued to.
func (c Clients) Of(r *http.Request) auth.Client {
	ua := r.UserAgent()
	return auth.Client{IP: c.IP(r), UserAgent: ua, Channel: devices.Channel(r.Header.Get("Channel"), ua)}
}
