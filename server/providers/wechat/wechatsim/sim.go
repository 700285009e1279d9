// Package wechatsim is the WeChat simulator of sandbox mode: our own server
// serves it under /_sandbox/wechat and it speaks WeChat's protocol with
// WeChat's shapes, so the production client (package artmarket/server/providers/wechat)
// and the browser run their real code paths against it, over HTTP, with
// only the base URLs changed.
//
// What it serves (paths under [Options.BasePath]):
//
//	GET  /wxLogin.js                      look-alike of WeChat's widget: window.WxLogin frames qrconnect
//	GET  /jweixin-1.6.0.js                look-alike of the JS-SDK: wx.config (checked at /jssdk/verify), the share card
//	GET  /jssdk/verify                    the look-alike's signature check against the jsapi_ticket issued
//	GET  /connect/qrconnect               website QR login page (also the widget's iframe, login_type=jssdk)
//	GET  /connect/qrcode/{uuid}           the page's QR code (PNG); it encodes the phone confirm URL
//	GET  /connect/l/qrconnect?uuid=       the page's status poll (wx_errcode 408 waiting, 404 scanned, 403 cancelled, 405 confirmed, 402 expired)
//	POST /connect/qrconnect/confirm       "以测试用户确认登录" inside the page: code issued, browser sent to redirect_uri
//	GET, POST /connect/confirm?uuid=      what the phone shows after scanning: pick a test user, confirm or cancel
//	GET  /connect/oauth2/authorize        in-WeChat OAuth: snsapi_base silent, snsapi_userinfo consent page
//	POST /connect/oauth2/authorize/confirm
//	GET  /sns/oauth2/access_token, /sns/oauth2/refresh_token, /sns/auth, /sns/userinfo
//	GET  /cgi-bin/token, /cgi-bin/ticket/getticket
//	GET  /avatar/{id}.png, /static/...    test users' avatars, the pages' CSS and script
//
// Every piece of state (QR sessions, codes, tokens, tickets) lives in the
// shared cache, so any number of servers can serve one sandbox. Expiry is
// checked against [Options.Now] as well as the cache's own TTL, so tests can
// move time forward.
package wechatsim

import (
	"context"
	"crypto/rand"
	"embed"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"html/template"
	"image/color"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"artmarket/server/platform/cache"
	"artmarket/server/providers/simkit"
)

// Sandbox credentials accepted by default. They match the sandbox defaults
// of package artmarket/server/providers/wechat.
const (
	DefaultBasePath = "/_sandbox/wechat"
	WebAppID        = "wx_sandbox_web"
	WebSecret       = "wx_sandbox_web_secret"
	MPAppID         = "wx_sandbox_mp"
	MPSecret        = "wx_sandbox_mp_secret"
)

// Lifetimes, as WeChat's.
const (
	CodeTTL         = 10 * time.Minute
	AccessTokenTTL  = 7200 * time.Second
	RefreshTokenTTL = 30 * 24 * time.Hour
	TicketTTL       = 7200 * time.Second
	QRTTL           = 5 * time.Minute
	// SupersededGrace is how long an official account's access_token keeps
	// working after a newer one was fetched.
	SupersededGrace = 5 * time.Minute
	consentTTL      = 10 * time.Minute
)

// Kind is the kind of a WeChat app.
type Kind int

const (
	// Website is an Open Platform website app: qrconnect, snsapi_login.
	Website Kind = iota
	// OfficialAccount is a 公众号: oauth2/authorize, cgi-bin, JS-SDK.
	OfficialAccount
)

// App is an app the simulator knows.
type App struct {
	AppID, Secret string
	Name          string // shown on the pages
	Kind          Kind
}

// DefaultApps are the sandbox website app and official account.
func DefaultApps() []App {
	return []App{
		{AppID: WebAppID, Secret: WebSecret, Name: "艺术市场（沙盒网站应用）", Kind: Website},
		{AppID: MPAppID, Secret: MPSecret, Name: "艺术市场（沙盒公众号）", Kind: OfficialAccount},
	}
}

// Options configures the simulator.
type Options struct {
	// BasePath is where the simulator is mounted (default
	// "/_sandbox/wechat").
	BasePath string
	// PublicURL is the site's origin as browsers see it, e.g.
	// "https://art.example.cn"; empty means the request's own host. It
	// goes into the QR code, the widget's iframe address and avatar URLs.
	PublicURL string
	// Apps (default [DefaultApps]) and test users (default [DefaultUsers]).
	Apps  []App
	Users []User
	// RedirectHosts, when not empty, are the only hosts (host or
	// host:port) a redirect_uri may name, like WeChat's authorised
	// callback domain. Empty allows any http(s) address.
	RedirectHosts []string
	// IPWhitelist, when not empty, lists the only client IPs the cgi-bin
	// calls accept (others get 40164).
	IPWhitelist []string
	// Now is the clock (default time.Now).
	Now func() time.Time
	// Log (default slog.Default()).
	Log *slog.Logger
}

// Sim is the simulator. Make it with [New].
type Sim struct {
	cache cache.Cache
	opts  Options
	base  string
	apps  map[string]App
	users []User
	now   func() time.Time
	log   *slog.Logger
	pages *template.Template
}

//go:embed static templates
var files embed.FS

// New returns a simulator keeping its state in c.
func New(c cache.Cache, opts Options) *Sim {
	if opts.BasePath == "" {
		opts.BasePath = DefaultBasePath
	}
	opts.BasePath = "/" + strings.Trim(opts.BasePath, "/")
	opts.PublicURL = strings.TrimRight(opts.PublicURL, "/")
	if opts.Apps == nil {
		opts.Apps = DefaultApps()
	}
	if opts.Users == nil {
		opts.Users = DefaultUsers()
	}
	s := &Sim{
		cache: c,
		opts:  opts,
		base:  opts.BasePath,
		apps:  make(map[string]App, len(opts.Apps)),
		users: opts.Users,
		now:   opts.Now,
		log:   opts.Log,
	}
	if s.now == nil {
		s.now = time.Now
	}
	if s.log == nil {
		s.log = slog.Default()
	}
	for _, a := range opts.Apps {
		s.apps[a.AppID] = a
	}
	s.pages = simkit.Pages(files, nil, "templates/*.html")
	return s
}

// BasePath is where the simulator is mounted.
func (s *Sim) BasePath() string { return s.base }

// Users returns the test users.
func (s *Sim) Users() []User { return s.users }

// Routes registers the simulator's routes on mux under BasePath.
func (s *Sim) Routes(mux *http.ServeMux) {
	b := s.base
	mux.HandleFunc("GET "+b+"/wxLogin.js", s.wxLoginJS)
	mux.HandleFunc("GET "+b+"/jweixin-1.6.0.js", s.jweixinJS)
	mux.HandleFunc(b+"/jssdk/verify", s.api(s.jssdkVerify))
	mux.Handle("GET "+b+"/static/", http.StripPrefix(b, simkit.Static(files)))
	mux.HandleFunc("GET "+b+"/avatar/{file}", s.avatar)

	mux.HandleFunc("GET "+b+"/connect/qrconnect", s.qrconnect)
	mux.HandleFunc("GET "+b+"/connect/qrcode/{uuid}", s.qrcode)
	mux.HandleFunc("GET "+b+"/connect/l/qrconnect", s.qrPoll)
	mux.HandleFunc("POST "+b+"/connect/qrconnect/confirm", s.qrConfirmInPage)
	mux.HandleFunc("GET "+b+"/connect/confirm", s.phonePage)
	mux.HandleFunc("POST "+b+"/connect/confirm", s.phoneConfirm)
	mux.HandleFunc("GET "+b+"/connect/oauth2/authorize", s.authorize)
	mux.HandleFunc("POST "+b+"/connect/oauth2/authorize/confirm", s.authorizeConfirm)

	mux.HandleFunc(b+"/sns/oauth2/access_token", s.api(s.snsAccessToken))
	mux.HandleFunc(b+"/sns/oauth2/refresh_token", s.api(s.snsRefreshToken))
	mux.HandleFunc(b+"/sns/auth", s.api(s.snsAuth))
	mux.HandleFunc(b+"/sns/userinfo", s.api(s.snsUserInfo))
	mux.HandleFunc(b+"/cgi-bin/token", s.api(s.cgiToken))
	mux.HandleFunc(b+"/cgi-bin/ticket/getticket", s.api(s.cgiTicket))

	mux.HandleFunc(b+"/", simkit.NotFound("WeChat sandbox"))
}

// Handler returns an http.Handler serving only the simulator (paths still
// start with BasePath).
func (s *Sim) Handler() http.Handler { return simkit.Handler(s.Routes) }

// publicBase is the origin browsers use: PublicURL, else the request's.
func (s *Sim) publicBase(r *http.Request) string {
	if s.opts.PublicURL != "" {
		return s.opts.PublicURL
	}
	scheme := "http"
	if r.TLS != nil || r.Header.Get("X-Forwarded-Proto") == "https" {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}

func (s *Sim) app(appID string) (App, bool) {
	a, ok := s.apps[appID]
	return a, ok
}

func (s *Sim) user(id string) (User, bool) {
	for _, u := range s.users {
		if u.ID == id {
			return u, true
		}
	}
	return AdHocUser(id)
}

// AdHocUser is the test user an id of the form "t-" followed by 1 to 24
// lower-case letters or digits names (the wxsim_user cookie a browser test
// sets): a WeChat account of its own, with no unionid and openids derived
// from the id, so that tests running side by side never share one of the
// fixed users.
func AdHocUser(id string) (User, bool) {
	rest, ok := strings.CutPrefix(id, "t-")
	if !ok || rest == "" || len(rest) > 24 || strings.TrimLeft(rest, "abcdefghijklmnopqrstuvwxyz0123456789") != "" {
		return User{}, false
	}
	return User{ID: id, Nickname: "测试用户 " + rest, Color: color.RGBA{0x60, 0x60, 0x60, 0xff}}, true
}

// randomToken returns n random bytes, base64url without padding.
func randomToken(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// randomHex returns n random bytes as hex: codes and uuids are
// [0-9a-f] like WeChat's.
var randomHex = simkit.RandomHex

const keyPrefix = "wxsim:"

// put stores v as JSON at key for ttl.
func (s *Sim) put(ctx context.Context, key string, v any, ttl time.Duration) error {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("wechatsim: encode %T: %w", v, err)
	}
	if err := s.cache.Set(ctx, keyPrefix+key, b, ttl); err != nil {
		return fmt.Errorf("wechatsim: store %T: %w", v, err)
	}
	return nil
}

// load reads the JSON at key into v.
func (s *Sim) load(ctx context.Context, key string, v any) (bool, error) {
	b, ok, err := s.cache.Get(ctx, keyPrefix+key)
	return decode("load", b, ok, err, v)
}

// take reads and deletes the JSON at key: at most one caller gets it.
func (s *Sim) take(ctx context.Context, key string, v any) (bool, error) {
	b, ok, err := s.cache.Take(ctx, keyPrefix+key)
	return decode("take", b, ok, err, v)
}

// decode reads into v the JSON b that op read from the cache (ok: there
// was one; err: the cache failed).
func decode(op string, b []byte, ok bool, err error, v any) (bool, error) {
	if err != nil {
		return false, fmt.Errorf("wechatsim: %s %T: %w", op, v, err)
	}
	if !ok {
		return false, nil
	}
	if err := json.Unmarshal(b, v); err != nil {
		return false, fmt.Errorf("wechatsim: decode %T: %w", v, err)
	}
	return true, nil
}
