// Package authapi is the REST shim's sign-in and member-account endpoints
// (spec §7, everything but WeChat): SMS and e-mail/password login,
// registration with an image captcha, the send-code calls, password reset
// and change, logout, member info and profile edits, mobile binding, the
// avatar upload, and the upload of a picture of a work for sale.
//
// Answers use the {code, message, data} envelope of package api. Member-only
// endpoints answer code 401 "未登录或登录已过期" without a valid token; the
// router must sit behind auth.Service.Middleware.
package authapi

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"artmarket/ent"
	"artmarket/server/domain/media"
	"artmarket/server/domain/member/accounts"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/member/deletion"
	"artmarket/server/domain/member/profile"
	"artmarket/server/domain/member/verify"
	"artmarket/server/platform/cache"
	"artmarket/server/platform/ratelimit"
	"artmarket/server/web/api"
	"artmarket/server/web/authn"
)

// Limits of the endpoints themselves (the codes have theirs in verify).
const (
	// LoginAttemptsPerIP bounds password attempts from one client address
	// per LoginWindow, whatever the accounts.
	LoginAttemptsPerIP = accounts.LoginAttemptsPerIP
	LoginWindow        = accounts.LoginWindow
	// CaptchasPerIP bounds captcha drawings per client address per minute.
	CaptchasPerIP = 60
	// MaxAvatarBytes is the largest avatar file accepted.
	MaxAvatarBytes = 5 << 20
)

// Deps are what the handlers need.
type Deps struct {
	Client   *ent.Client
	Cache    cache.Cache
	Auth     *auth.Service
	Codes    *verify.Codes
	Captcha  *verify.Captcha
	Media    media.Store
	Clients  authn.Clients    // who sent a request
	Sessions authn.Sessions   // the session cookie of server rendering
	Now      func() time.Time // time.Now when nil
	Log      *slog.Logger
	// Deletion tells a member signing in that it cancelled their account
	// deletion (nil: never told).
	Deletion *deletion.Service
	// LoginAttemptsPerIP overrides LoginAttemptsPerIP when positive
	// (LOGIN_ATTEMPTS_PER_IP: a test suite signing hundreds of members in
	// from one address).
	LoginAttemptsPerIP int
	// TempDir holds uploads while they are read and decoded (issue 26:
	// never whole in memory); os.TempDir() when empty.
	TempDir string
}

// Handler serves the endpoints.
type Handler struct {
	client   *ent.Client
	auth     *auth.Service
	clients  authn.Clients
	sessions authn.Sessions
	codes    *verify.Codes
	captcha  *verify.Captcha
	media    media.Store
	limiter  *ratelimit.Limiter
	now      func() time.Time
	log      *slog.Logger
	deletion *deletion.Service
	accounts *accounts.Service // the account rules
	loginCap int               // password attempts per address per LoginWindow
	tempDir  string            // where uploads are spooled
}

// New returns the handlers over d.
func New(d Deps) *Handler {
	h := &Handler{
		client:   d.Client,
		auth:     d.Auth,
		clients:  d.Clients,
		sessions: d.Sessions,
		codes:    d.Codes,
		captcha:  d.Captcha,
		media:    d.Media,
		now:      d.Now,
		log:      d.Log,
		deletion: d.Deletion,
		loginCap: LoginAttemptsPerIP,
		tempDir:  d.TempDir,
	}
	if d.LoginAttemptsPerIP > 0 {
		h.loginCap = d.LoginAttemptsPerIP
	}
	if h.now == nil {
		h.now = time.Now
	}
	if h.log == nil {
		h.log = slog.Default()
	}
	h.limiter = &ratelimit.Limiter{Cache: d.Cache, Now: h.now, Prefix: "authapi:rl:"}
	h.accounts = &accounts.Service{
		Client: d.Client, Auth: d.Auth, Codes: d.Codes, Captcha: d.Captcha,
		Limiter: h.limiter, LoginCap: h.loginCap, Log: h.log,
	}
	if h.sessions.Auth == nil { // the cookie's lifetime and checks are the auth service's
		h.sessions.Auth = d.Auth
		h.sessions.Clients = d.Clients
	}
	return h
}

// Register adds the endpoints to r.
func (h *Handler) Register(r *api.Router) {
	// Sign-in and sign-up.
	r.Handle("POST /api/login/mobile", api.HandleRW(h.loginMobile))
	r.Handle("POST /api/login/email", api.HandleRW(h.loginEmail))
	r.Handle("POST /api/register", api.HandleRW(h.register))
	r.Handle("GET /api/captcha", api.HandleRW(h.newCaptcha))
	// Codes.
	r.Handle("POST /api/send/mobile/login", api.HandleRW(h.sendMobileLogin))
	r.Handle("POST /api/send/mobile/bind_mobile", api.HandleRW(h.member(h.sendMobileBind)))
	r.Handle("POST /api/send/mobile/prove_old", api.HandleRW(h.member(h.sendProveOld)))
	r.Handle("POST /api/send/email/bind_email", api.HandleRW(h.member(h.sendEmailBind)))
	r.Handle("POST /api/send/mobile/find_pass", api.HandleRW(h.sendMobileFindPass))
	r.Handle("POST /api/send/email/find_pass", api.HandleRW(h.sendEmailFindPass))
	// Passwords.
	r.Handle("POST /api/password/reset", api.HandleRW(h.resetByMobile))
	r.Handle("POST /api/email/reset", api.HandleRW(h.resetByEmail))
	r.Handle("POST /api/member/password/change", api.HandleRW(h.member(h.changePassword)))
	// The signed-in member.
	r.Handle("PUT /api/auth/logout", api.HandleRW(h.clearingCookie(h.member(h.logout))))
	r.Handle("GET /api/member/member", api.HandleRW(h.member(h.info)))
	r.Handle("PUT /api/member/edit", api.HandleRW(h.member(h.edit)))
	r.Handle("PUT /api/member/settingInfo", api.HandleRW(h.member(h.settings)))
	r.Handle("PUT /api/member/mobile", api.HandleRW(h.member(h.changeMobile)))
	r.Handle("PUT /api/member/email", api.HandleRW(h.member(h.changeEmail)))
	r.Handle("POST /api/member/wechat/unbind", api.HandleRW(h.member(h.unbindWeChat)))
	r.Handle("POST /api/member/bind_mobile", api.HandleRW(h.member(h.bindMobile)))
	r.Handle("POST /api/upload/headimg", api.HandleRW(h.member(h.uploadAvatar)),
		api.MaxBody(MaxAvatarBytes+3<<20)) // the file, the multipart frame, and room to say "too large" ourselves (a 6 MB file)
	// Selling (issue 10): a picture of a work, for the publish form.
	r.Handle("POST /api/upload/artwork-image", api.HandleRW(h.member(h.uploadArtworkImage)),
		api.MaxBody(MaxArtworkImageBody))
	// Publishing (issue 24): a picture of an article's body, for editors.
	r.Handle("POST /api/upload/article-image", api.HandleRW(h.member(h.uploadArticleImage)),
		api.MaxBody(MaxArtworkImageBody))
	// Publishing (issue 24): a gallery's logo or cover, for editors and gallery managers.
	r.Handle("POST /api/upload/gallery-image", api.HandleRW(h.member(h.uploadGalleryImage)),
		api.MaxBody(MaxArtworkImageBody))
	// Refunds (issue 23): a photo of a buyer's refund request, for any member.
	r.Handle("POST /api/upload/refund-photo", api.HandleRW(h.member(h.uploadRefundPhoto)),
		api.MaxBody(MaxArtworkImageBody))
}

// PublicRoutes lists the endpoints a visitor may call, as "METHOD /path":
// signing in and up, and the codes and resets that come before a session.
// Every other route of Register needs a signed-in member (the tests' 401
// matrix walks all the routes registered, so a new one is member-only
// unless it is listed here).
var PublicRoutes = map[string]bool{
	"POST /api/login/mobile":          true,
	"POST /api/login/email":           true,
	"POST /api/register":              true,
	"GET /api/captcha":                true,
	"POST /api/send/mobile/login":     true,
	"POST /api/send/mobile/find_pass": true,
	"POST /api/send/email/find_pass":  true,
	"POST /api/password/reset":        true,
	"POST /api/email/reset":           true,
}

type memberHandler func(w http.ResponseWriter, r *http.Request, m *ent.Member) (any, error)

// member wraps a member-only handler: 401 without a valid token.
func (h *Handler) member(fn memberHandler) func(http.ResponseWriter, *http.Request) (any, error) {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		m, err := auth.Require(r.Context())
		if errors.Is(err, auth.ErrNoSession) {
			return nil, api.ErrUnauthorized
		}
		if err != nil {
			return nil, fmt.Errorf("authapi: %w", err)
		}
		return fn(w, r, m)
	}
}

// clearingCookie clears the session cookie before fn answers, whatever it
// answers: logging out always leaves the browser without one, also when
// its token had already ended.
func (h *Handler) clearingCookie(fn func(http.ResponseWriter, *http.Request) (any, error)) func(http.ResponseWriter, *http.Request) (any, error) {
	return func(w http.ResponseWriter, r *http.Request) (any, error) {
		h.sessions.ClearCookie(w, r)
		return fn(w, r)
	}
}

// loginAnswer is the answer of every sign-in: the token for the Token
// header and the member info. The same token goes into the session cookie
// (authn.CookieName), which only server rendering reads.
type loginAnswer struct {
	Token  string       `json:"token"`
	Member profile.Info `json:"member"`
	// Notice is for the member to read after signing in (that it cancelled
	// their account deletion); absent when there is none.
	Notice string `json:"notice,omitempty"`
}

// answerLogin answers a sign-in l: the session cookie set, the token and
// the member's info; or the refusal, err.
func (h *Handler) answerLogin(w http.ResponseWriter, r *http.Request, l accounts.Login, err error) (any, error) {
	if err != nil {
		return nil, err
	}
	token, m := l.Token, l.Member
	info, err := profile.Build(r.Context(), h.client, m)
	if err != nil {
		return loginAnswer{}, fmt.Errorf("authapi: member info: %w", err)
	}
	notice := ""
	if h.deletion != nil {
		if notice, err = h.deletion.TakeNotice(r.Context(), h.client, m.ID); err != nil {
			h.log.WarnContext(r.Context(), "authapi: deletion notice", "member", m.ID, "err", err)
		}
	}
	h.sessions.SetCookie(w, r, token)
	return loginAnswer{Token: token, Member: info, Notice: notice}, nil
}

// checkStatus refuses members who may not sign in.
func checkStatus(m *ent.Member) error { return accounts.CheckActive(m) }

// tooMany is a 429 answer with Retry-After.
// capped counts one use of key against limit per window and answers 429
// with msg (and Retry-After) once the limit is spent.
func (h *Handler) capped(ctx context.Context, w http.ResponseWriter, key string, limit int, window time.Duration, msg string) error {
	res, err := h.limiter.Allow(ctx, key, limit, window)
	if err != nil {
		return err
	}
	if !res.Allowed {
		return tooMany(w, msg, res.Reset)
	}
	return nil
}

func tooMany(w http.ResponseWriter, msg string, after time.Duration) error {
	secs := int64((after + time.Second - 1) / time.Second)
	w.Header().Set("Retry-After", strconv.FormatInt(max(secs, 1), 10))
	return api.NewError(api.CodeTooManyRequests, msg)
}

// refusal turns a verify refusal into its answer (429 for the send limits,
// 422 for a wrong or spent code); other errors pass through.
func refusal(_ http.ResponseWriter, err error) error { return accounts.Refusal(err) }
