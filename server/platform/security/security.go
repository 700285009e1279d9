// Package security sets the per-request CSP nonce and the security headers
// every answer carries.
package security

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"net/http"
	"strings"
)

type nonceKey struct{}

// NewNonce returns 128 random bits, base64 encoded.
func NewNonce() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return base64.RawStdEncoding.EncodeToString(b)
}

// Nonce is the request's CSP nonce (set by Headers).
func Nonce(r *http.Request) string {
	n, _ := r.Context().Value(nonceKey{}).(string)
	return n
}

// Options widen the page policy for a configured third party.
type Options struct {
	// AnalyticsOrigins may receive the analytics beacons (images and
	// requests), e.g. https://hm.baidu.com. The provider's script itself
	// needs no entry: it is loaded by a nonce'd script ('strict-dynamic').
	AnalyticsOrigins []string
	// HSTS sends Strict-Transport-Security on every answer: set it when the
	// site's public address is https (PUBLIC_URL). It follows the
	// configuration, not the request: X-Forwarded-Proto is the client's to
	// forge, and a site served over http must never pin itself to https.
	HSTS bool
}

// HSTSValue pins the site and its subdomains to https for a year (the
// minimum the browsers' preload lists accept).
const HSTSValue = "max-age=31536000; includeSubDomains"

// CSP is the page policy: scripts only with the nonce (and what they load,
// 'strict-dynamic'), styles only from our own files, no plugins, no <base>,
// no framing, images from us and data:/blob: URLs.
func CSP(nonce string) string { return Policy(nonce, Options{}) }

// Policy is CSP widened by o.
func Policy(nonce string, o Options) string {
	extra := ""
	for _, origin := range o.AnalyticsOrigins {
		extra += " " + origin
	}
	return strings.Join([]string{
		"default-src 'self'",
		"script-src 'nonce-" + nonce + "' 'strict-dynamic'",
		"style-src 'self'",
		"img-src 'self' data: blob:" + extra,
		"font-src 'self'",
		"connect-src 'self'" + extra,
		"media-src 'self' blob:",
		"frame-src 'self'",
		"object-src 'none'",
		"base-uri 'none'",
		"form-action 'self'",
		"frame-ancestors 'none'",
	}, "; ")
}

// Headers gives every request a fresh nonce in its context and every answer
// the security headers. Pages get the CSP with that nonce; handlers that need
// another policy (the GraphiQL playground) overwrite the header.
func Headers(next http.Handler) http.Handler { return HeadersWith(Options{})(next) }

// HeadersWith is Headers with the policy widened by o.
func HeadersWith(o Options) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			nonce := NewNonce()
			h := w.Header()
			h.Set("Content-Security-Policy", Policy(nonce, o))
			h.Set("X-Content-Type-Options", "nosniff")
			h.Set("X-Frame-Options", "DENY")
			h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
			h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)")
			h.Set("Cross-Origin-Opener-Policy", "same-origin")
			if o.HSTS {
				h.Set("Strict-Transport-Security", HSTSValue)
			}
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), nonceKey{}, nonce)))
		})
	}
}
