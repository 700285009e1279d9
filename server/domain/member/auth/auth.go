// Package auth signs members in and keeps them signed in: password hashing
// (argon2id), sessions behind random bearer tokens (stored hashed, 30 days),
// the middleware that reads the Token header, and the password lockout.
//
// Sessions live in the database and lockout state in the database or the
// shared cache, so any number of servers can answer the same member.
package auth

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"sync/atomic"
	"time"

	"artmarket/ent"
	"artmarket/ent/member"
	"artmarket/ent/session"
	"artmarket/server/platform/cache"
	"artmarket/server/platform/ratelimit"
)

// DefaultSessionTTL is how long a session lasts after sign-in.
const DefaultSessionTTL = 30 * 24 * time.Hour

// touchEvery bounds how often a session's last_used_at is written.
const touchEvery = 10 * time.Minute

// ErrNoSession means the request carries no token, or one that is unknown,
// expired, revoked or belongs to a member who may no longer sign in.
var ErrNoSession = errors.New("auth: no valid session")

// Options configure [New]. Zero values pick the defaults.
type Options struct {
	Now        func() time.Time // the clock (tests move it)
	Params     Params           // argon2id costs; zero: DefaultParams
	SessionTTL time.Duration    // zero: DefaultSessionTTL
	Lockout    Lockout          // zero: DefaultLockout
	TrustProxy bool             // take the client address from X-Real-IP / X-Forwarded-For
	// SecureCookies marks the session cookie Secure on every answer (the
	// site's public address is https); otherwise only answers to HTTPS
	// requests get it.
	SecureCookies bool
	Log           *slog.Logger
}

// Service issues, checks and revokes sessions and checks passwords.
type Service struct {
	client     *ent.Client
	cache      cache.Cache
	hasher     *Hasher
	compared   atomic.Int64 // passwords hashed by CheckPassword (tests read it)
	now        func() time.Time
	ttl        time.Duration
	lockout    Lockout
	trustProxy bool
	// secureCookies: see Options.SecureCookies.
	secureCookies bool
	log           *slog.Logger
}

// New returns a Service over the database client and the shared cache.
func New(client *ent.Client, c cache.Cache, o Options) *Service {
	s := &Service{
		client:     client,
		cache:      c,
		now:        o.Now,
		ttl:        o.SessionTTL,
		lockout:    o.Lockout,
		trustProxy: o.TrustProxy,
		log:        o.Log,

		secureCookies: o.SecureCookies,
	}
	if s.now == nil {
		s.now = time.Now
	}
	if s.ttl <= 0 {
		s.ttl = DefaultSessionTTL
	}
	if s.lockout == (Lockout{}) {
		s.lockout = DefaultLockout
	}
	if s.log == nil {
		s.log = slog.Default()
	}
	p := o.Params
	if p == (Params{}) {
		p = DefaultParams
	}
	s.hasher = NewHasher(p)
	return s
}

// Now is the service's clock.
func (s *Service) Now() time.Time { return s.now() }

// SessionTTL is how long a session lasts after sign-in.
func (s *Service) SessionTTL() time.Duration { return s.ttl }

// HashPassword returns the stored form of a new password.
func (s *Service) HashPassword(password string) (string, error) { return s.hasher.Hash(password) }

// Issue starts a session for the member and returns its token, to be sent
// back in the Token header. client may be a transaction's client, so a
// sign-up and its first session commit together. The request gives the
// session's user agent and address.
func (s *Service) Issue(ctx context.Context, client *ent.Client, memberID int, r *http.Request) (string, error) {
	token, hash, err := newToken()
	if err != nil {
		return "", err
	}
	now := s.now().UTC()
	_, err = client.Session.Create().
		SetTokenHash(hash).
		SetMemberID(memberID).
		SetCreatedAt(now).
		SetLastUsedAt(now).
		SetExpiresAt(now.Add(s.ttl)).
		SetUserAgent(truncate(r.UserAgent(), 512)).
		SetIP(s.ClientIP(r)).
		Save(ctx)
	if err != nil {
		return "", fmt.Errorf("auth: create session for member %d: %w", memberID, err)
	}
	// Housekeeping: the member's expired sessions go.
	if _, err := client.Session.Delete().
		Where(session.HasMemberWith(member.ID(memberID)), session.ExpiresAtLTE(now)).
		Exec(ctx); err != nil {
		return "", fmt.Errorf("auth: delete expired sessions of member %d: %w", memberID, err)
	}
	return token, nil
}

// Authenticate returns the member and session of a token, or ErrNoSession.
func (s *Service) Authenticate(ctx context.Context, token string) (*ent.Member, *ent.Session, error) {
	if !wellFormed(token) {
		return nil, nil, ErrNoSession
	}
	sess, err := s.client.Session.Query().
		Where(session.TokenHash(hashToken(token))).
		WithMember().
		Only(ctx)
	if ent.IsNotFound(err) {
		return nil, nil, ErrNoSession
	}
	if err != nil {
		return nil, nil, fmt.Errorf("auth: look up session: %w", err)
	}
	now := s.now()
	if !sess.ExpiresAt.After(now) {
		if err := s.client.Session.DeleteOneID(sess.ID).Exec(ctx); err != nil && !ent.IsNotFound(err) {
			s.log.WarnContext(ctx, "auth: delete expired session", "session", sess.ID, "err", err)
		}
		return nil, nil, ErrNoSession
	}
	m := sess.Edges.Member
	if m == nil || m.Status != member.StatusActive {
		return nil, nil, ErrNoSession
	}
	if now.Sub(sess.LastUsedAt) >= touchEvery {
		// Best effort: a failed touch must not fail the request.
		if err := s.client.Session.UpdateOneID(sess.ID).SetLastUsedAt(now.UTC()).Exec(ctx); err != nil && !ent.IsNotFound(err) {
			s.log.WarnContext(ctx, "auth: touch session", "session", sess.ID, "err", err)
		}
	}
	return m, sess, nil
}

// Revoke ends one session (logout).
func (s *Service) Revoke(ctx context.Context, sessionID int) error {
	err := s.client.Session.DeleteOneID(sessionID).Exec(ctx)
	if err != nil && !ent.IsNotFound(err) {
		return fmt.Errorf("auth: revoke session %d: %w", sessionID, err)
	}
	return nil
}

// RevokeAll ends every session of the member (password change or reset).
// client may be a transaction's client.
func (s *Service) RevokeAll(ctx context.Context, client *ent.Client, memberID int) (int, error) {
	n, err := client.Session.Delete().Where(session.HasMemberWith(member.ID(memberID))).Exec(ctx)
	if err != nil {
		return 0, fmt.Errorf("auth: revoke sessions of member %d: %w", memberID, err)
	}
	return n, nil
}

// ClientIP is the address a request came from: the peer address, or, when
// the service trusts a proxy in front of it, the last X-Forwarded-For hop:
// the one that proxy appended. Everything before it (and X-Real-IP, which
// a client can send itself) is the client's to forge, so it is never read.
// A last hop that is not an IP address falls back to the peer.
func (s *Service) ClientIP(r *http.Request) string {
	if s.trustProxy {
		if xff := r.Header.Values("X-Forwarded-For"); len(xff) > 0 {
			hops := strings.Split(xff[len(xff)-1], ",")
			if ip, err := netip.ParseAddr(strings.TrimSpace(hops[len(hops)-1])); err == nil {
				return ip.Unmap().String()
			}
		}
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return truncate(r.RemoteAddr, 64)
	}
	return host
}

// RateKey names the request's client in rate-limit keys: its address, or
// its /64 for IPv6 (see [ratelimit.AddressKey]).
func (s *Service) RateKey(r *http.Request) string {
	return ratelimit.AddressKey(s.ClientIP(r))
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	// Cut on a rune boundary.
	for n > 0 && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n]
}
