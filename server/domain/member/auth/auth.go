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
	"sync/atomic"
	"time"

	"artmarket/ent"
	"artmarket/ent/member"
	"artmarket/ent/session"
	"artmarket/server/platform/cache"
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
	Log        *slog.Logger
	// OnSignIn runs for every session issued, in the sign-in's client
	// (a transaction's, when it has one): an error fails the sign-in.
	// Account deletion cancels a pending request here.
	OnSignIn []SignInHook
}

// SignInHook is run by [Service.Issue] for the member signing in.
type SignInHook func(ctx context.Context, client *ent.Client, memberID int) error

// Service issues, checks and revokes sessions and checks passwords.
type Service struct {
	client   *ent.Client
	cache    cache.Cache
	hasher   *Hasher
	compared atomic.Int64 // passwords hashed by CheckPassword (tests read it)
	now      func() time.Time
	ttl      time.Duration
	lockout  Lockout
	log      *slog.Logger
	onSignIn []SignInHook
}

// New returns a Service over the database client and the shared cache.
func New(client *ent.Client, c cache.Cache, o Options) *Service {
	s := &Service{
		client:   client,
		cache:    c,
		now:      o.Now,
		ttl:      o.SessionTTL,
		lockout:  o.Lockout,
		log:      o.Log,
		onSignIn: o.OnSignIn,
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
// sign-up and its first session commit together. who is the device that
// signed in (its address and user agent), shown in the member's list of
// signed-in devices.
func (s *Service) Issue(ctx context.Context, client *ent.Client, memberID int, who Client) (string, error) {
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
		SetUserAgent(truncate(who.UserAgent, 512)).
		SetIP(truncate(who.IP, 64)).
		SetNillableChannel(channelOf(who.Channel)).
		Save(ctx)
	if err != nil {
		return "", fmt.Errorf("auth: create session for member %d: %w", memberID, err)
	}
	for _, hook := range s.onSignIn {
		if err := hook(ctx, client, memberID); err != nil {
			return "", fmt.Errorf("auth: sign-in of member %d: %w", memberID, err)
		}
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

// Client is the device a session is issued to, as the transport saw it.
type Client struct {
	IP        string // the client's address (the transport decides which hop to trust)
	UserAgent string
	Channel   string // pc, h5 or wechat (spec §6); anything else is not stored
}

// channelOf is the stored channel of a device, nil when it names none.
func channelOf(c string) *session.Channel {
	ch := session.Channel(c)
	if session.ChannelValidator(ch) != nil {
		return nil
	}
	return &ch
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
