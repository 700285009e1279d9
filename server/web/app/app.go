// Package app wires the server together: database, cache, media, GraphQL,
// the REST shim, the SSR renderer and the front door's routes.
package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/netip"
	"net/url"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"artmarket/ent"
	"artmarket/graph/gqlserver"
	"artmarket/server/domain/audit"
	"artmarket/server/domain/catalogue/agreements"
	"artmarket/server/domain/catalogue/pageviews"
	"artmarket/server/domain/media"
	"artmarket/server/domain/member/accounts"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/member/deletion"
	"artmarket/server/domain/member/erasure"
	"artmarket/server/domain/member/funds"
	"artmarket/server/domain/member/verify"
	"artmarket/server/domain/orders"
	"artmarket/server/domain/publishing"
	"artmarket/server/domain/reconcile"
	"artmarket/server/domain/refunds"
	"artmarket/server/platform/cache"
	"artmarket/server/platform/config"
	"artmarket/server/platform/db"
	"artmarket/server/platform/outage"
	"artmarket/server/platform/ratelimit"
	"artmarket/server/platform/security"
	"artmarket/server/providers/objectstore"
	"artmarket/server/providers/outbox"
	"artmarket/server/providers/wechat"
	"artmarket/server/providers/wechat/wechatsim"
	"artmarket/server/providers/wechatpay"
	"artmarket/server/providers/wechatpay/wechatpaysim"
	"artmarket/server/web/api"
	"artmarket/server/web/authapi"
	"artmarket/server/web/authn"
	"artmarket/server/web/compress"
	"artmarket/server/web/mediafiles"
	"artmarket/server/web/partnerapi"
	"artmarket/server/web/payapi"
	"artmarket/server/web/playground"
	"artmarket/server/web/sandboxweb"
	"artmarket/server/web/seo"
	"artmarket/server/web/ssr"
	"artmarket/server/web/wechatapi"
)

// App is a running server's parts.
type App struct {
	Config config.Config
	Log    *slog.Logger
	DB     *db.DB
	Cache  cache.Cache
	Media  media.Store
	// Renderers render the pages (SSR_RENDERERS Node processes).
	Renderers *ssr.Pool
	Pages     *ssr.PageCache           // anonymous pages' HTML; nil when PAGE_CACHE_TTL is 0
	Answers   *gqlserver.ResponseCache // anonymous GraphQL queries' answers; nil when GRAPHQL_CACHE_TTL is 0
	pageSync  *pageSync                // with Redis: other servers' catalogue writes purge Pages and Answers too
	Handler   http.Handler

	Auth     *auth.Service  // sessions and passwords
	Clients  authn.Clients  // who sent a request (TRUST_PROXY)
	Sessions authn.Sessions // the session cookie of server rendering
	// favChanges: the members who changed a favourite lately (memberlayer.go).
	favChanges *favChanges
	Outbox     *outbox.Sandbox    // the sandbox outbox (also listed at /_sandbox/outbox)
	Codes      *verify.Codes      // SMS and e-mail codes
	Captcha    *verify.Captcha    // image captchas
	WeChat     *wechat.Client     // WeChat login and JS-SDK; nil when off
	Deletion   *deletion.Service  // account deletion requests and their sweep
	Funds      *funds.Service     // real names and cash-out accounts; nil without a key
	Views      *pageviews.Counter // public artwork pages opened, flushed by RunJobs
	Orders     *orders.Service    // buying and paying, and the order jobs RunJobs runs
	Refunds    *refunds.Service   // buyers' refund requests, sellers' answers, and their jobs RunJobs runs
	// Withdrawals are members' requests to be paid what is available.
	Withdrawals *funds.Withdrawals
	// Reconcile compares the ledger with WeChat Pay's bills daily (RunJobs)
	// and when the finance role asks.
	Reconcile *reconcile.Service
	// Scheduled publishes the scheduled content on time (issue 24).
	Scheduled *publishing.Scheduler

	// WeChat Pay: the SDK client (real credentials from WECHATPAY_*, else
	// in the sandbox the same client on the simulator PaySim); nil when off.
	Pay    *wechatpay.Client
	PaySim *wechatpaysim.Sim // the sandbox's WeChat Pay simulator; nil outside the sandbox
	// PaySink applies verified payment notifications (the orders' domain);
	// set it before the server starts serving. Nil: /api/pay/wechat/notify
	// answers 500 and WeChat Pay retries later.
	PaySink payapi.Sink

	// ownPages: the counts members' own kept pages are keyed by (ownpages.go).
	ownPages *ownPages
}

// Seeder fills an empty database (the demo catalogue of package demo,
// which cmd wires in: it is never on the request path).
type Seeder func(ctx context.Context, client *ent.Client, store media.Store) error

// New opens the database and cache, runs seed when cfg.Seed asks for it,
// and builds the HTTP handler. It does not start the renderer (see Run).
func New(ctx context.Context, cfg config.Config, log *slog.Logger, seed Seeder) (*App, error) {
	d, err := db.Open(ctx, cfg.DatabaseURL, cfg.DataDir, log)
	if err != nil {
		return nil, err
	}
	c, err := cache.Open(cfg.RedisURL, cfg.RedisPrefix)
	if err != nil {
		d.Close()
		return nil, fmt.Errorf("app: cache: %w", err)
	}
	if cfg.RedisURL != "" { // Redis' outages are the database's monitor's too: one place, one log line each
		c = outage.WatchCache(c, d.Outages, outage.Redis)
	}
	if err := agreements.Ensure(ctx, d.Client); err != nil {
		d.Close()
		_ = c.Close()
		return nil, fmt.Errorf("app: %w", err)
	}
	store, err := openMedia(ctx, cfg, log)
	if err != nil {
		d.Close()
		_ = c.Close()
		return nil, err
	}
	a := &App{Config: cfg, Log: log, DB: d, Cache: c, Media: store}
	a.Views = pageviews.New(d.Counter, d.Dialect, log.With("part", "pageviews"))
	a.wireAuth()
	if err := a.wirePay(ctx); err != nil {
		a.Close()
		return nil, err
	}
	// The orders pay through WeChat Pay and apply its notifications (with
	// payments off, none is wired and the notify endpoint answers 500).
	if a.Pay != nil { // never a typed nil in the interface
		a.Orders.Pay = a.Pay
		a.Refunds.Pay = a.Pay
		a.Reconcile.Bills = a.Pay
		a.PaySink = a.Orders
	}
	if cfg.Seed && seed != nil {
		if err := seed(ctx, d.Client, store); err != nil {
			a.Close()
			return nil, fmt.Errorf("app: seed: %w", err)
		}
	}
	// The caches of anonymous answers and the list counts register with one
	// purge: a catalogue write drops the pages, the GraphQL answers and the
	// counts together (and, with Redis, the other servers' too).
	d.Counts.Tables = publicTables
	caches := purgers{d.Counts}
	if cfg.PageCacheTTL > 0 {
		a.Pages = &ssr.PageCache{
			TTL: cfg.PageCacheTTL, Stale: cfg.PageCacheStale, NotFoundTTL: min(cfg.PageCacheTTL, 2*time.Second),
			Skip: privatePage,
		}
		caches = append(caches, a.Pages)
	}
	if cfg.GraphQLCacheTTL > 0 {
		a.Answers = &gqlserver.ResponseCache{TTL: cfg.GraphQLCacheTTL, Stale: cfg.GraphQLCacheStale}
		caches = append(caches, a.Answers)
	}
	purge := caches.Purge
	if cfg.RedisURL != "" { // several servers may share the catalogue: purge theirs too
		a.pageSync = newPageSync(c, caches, log.With("part", "pagesync"))
		purge = a.pageSync.purge
		if a.Pages != nil { // and render a page once for all of them
			a.Pages.Shared = c
			a.pageSync.gen, a.pageSync.epoch = a.Pages.SharedGen, a.Pages.SharedEpoch
		}
	}
	d.Client.Use(purgeOnPublicWrite(purge))
	a.favChanges = &favChanges{}
	d.Client.Use(a.favChanges.hook())
	// Members' own pages are kept under a count of the writes that may change them.
	a.ownPages = &ownPages{log: log.With("part", "ownpages")}
	if cfg.RedisURL != "" {
		a.ownPages.shared = c
	}
	d.Client.Use(a.ownPages.hook())
	a.Renderers = &ssr.Pool{}
	for i := range max(cfg.Renderers, 1) {
		a.Renderers.Renderers = append(a.Renderers.Renderers, &ssr.Renderer{
			Node:       cfg.NodeBin,
			Entry:      filepath.Join(cfg.ClientDist, "server", "entry.js"),
			GraphQLURL: "http://" + loopback(cfg.Addr) + "/graphql",
			Dist:       cfg.ClientDist,
			Log:        log.With("part", "renderer", "renderer", i+1),
		})
	}
	a.Handler = a.routes()
	return a, nil
}

// openMedia is the media store: the S3-compatible bucket of MEDIA_S3_* when
// configured (checked now, so a wrong bucket or key fails the start rather
// than the first upload), the local disk under DATA_DIR otherwise. Either way
// /media/ streams the files through this server, with the same headers.
func openMedia(ctx context.Context, cfg config.Config, log *slog.Logger) (media.Store, error) {
	if cfg.MediaS3Endpoint == "" {
		dir := filepath.Join(cfg.DataDir, "media")
		log.Info("media store", "kind", "disk", "dir", dir)
		return media.NewDiskStore(dir), nil
	}
	b, err := objectstore.New(objectstore.Config{
		Endpoint: cfg.MediaS3Endpoint, Bucket: cfg.MediaS3Bucket, Region: cfg.MediaS3Region, UseSSL: cfg.MediaS3UseSSL,
		AccessKey: cfg.MediaS3AccessKey, SecretKey: cfg.MediaS3SecretKey,
	})
	if err != nil {
		return nil, fmt.Errorf("app: media store: %w", err)
	}
	cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := b.Check(cctx); err != nil {
		return nil, fmt.Errorf("app: media store: %w", err)
	}
	log.Info("media store", "kind", "s3", "endpoint", cfg.MediaS3Endpoint, "bucket", cfg.MediaS3Bucket)
	return media.NewBucketStore(b), nil
}

// loopback turns a listen address into one this machine can dial.
func loopback(addr string) string {
	host, port, ok := strings.Cut(addr, ":")
	if !ok {
		return addr
	}
	if host == "" || host == "0.0.0.0" || host == "::" || host == "[::]" {
		host = "127.0.0.1"
	}
	return host + ":" + port
}

func (a *App) routes() http.Handler {
	mux := http.NewServeMux()
	if a.Answers != nil {
		a.Answers.Admit = a.perAddress("gql:rl:", func() int { return a.Config.GraphQLMissLimit }, "an uncached GraphQL query")
		a.Answers.AdmitOperator = a.perAddress("ops:rl:", func() int { return a.Config.OperatorActionLimit }, "a console decision")
	}
	gql := gqlserver.New(a.DB.Client, gqlserver.Dev(a.Config.Dev), gqlserver.Logger(a.Log.With("part", "graphql")), gqlserver.Auth(a.Auth),
		gqlserver.Deletion(a.Deletion), gqlserver.Funds(a.Funds), gqlserver.Cache(a.Answers),
		gqlserver.Orders(a.Orders), gqlserver.Refunds(a.Refunds), gqlserver.Withdrawals(a.Withdrawals),
		gqlserver.Reconcile(a.Reconcile))
	// Query.viewer and the privacy rules see the member; limits see the address.
	gqlAuth := authn.Middleware(a.Auth, a.Clients.Attach(gql))
	mux.Handle("POST /graphql", gqlAuth)
	mux.Handle("OPTIONS /graphql", gqlAuth)
	mux.Handle("GET /graphql", gqlAuth) // 405 in JSON, not a page: a GraphQL client reads it
	if a.Config.Dev {
		pg := playground.Handler(filepath.Join(a.Config.ClientDist, "graphiql"), security.Nonce)
		mux.Handle("/graphiql", pg)
		mux.Handle("/graphiql/", pg)
	}
	mux.Handle("/api/", a.apiRoutes())
	if a.Config.Sandbox {
		sandboxweb.Mount(mux, sandboxweb.Deps{
			Outbox: a.Outbox, Captcha: a.Captcha, Log: a.Log.With("part", "sandbox"),
			WeChat:    wechatsim.New(a.Cache, wechatsim.Options{PublicURL: a.Config.PublicURL, Log: a.Log.With("part", "wechatsim")}),
			WeChatPay: a.PaySim, Orders: a.Orders, Scheduled: a.Scheduled,
		})
	}
	mux.Handle("/media/", mediafiles.Handler(a.Media))
	(&seo.Handler{Client: a.DB.Client, PublicURL: a.Config.PublicURL, Log: a.Log.With("part", "seo")}).Routes(mux) // /robots.txt, /sitemap.xml
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		deps, up := a.dependencies(r.Context())
		if !up {
			deps["status"] = "unavailable"
			writeJSON(w, http.StatusServiceUnavailable, deps)
			return
		}
		rendering := a.rendererAddr() != ""
		// ?full=1 also waits for the renderer (the site works without it,
		// on the client-only shell, so plain readiness does not).
		if r.URL.Query().Get("full") == "1" && !rendering {
			writeJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "renderer starting"})
			return
		}
		deps["status"], deps["renderer"] = "ready", strconv.FormatBool(rendering)
		writeJSON(w, http.StatusOK, deps)
	})

	// /member is no page of its own (spec §2.2 lists the pages under it): a
	// member typing it lands on the member home, not on a 404 (issue 26).
	toMemberHome := func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, MemberHome, http.StatusFound)
	}
	mux.HandleFunc("GET /member", toMemberHome)
	mux.HandleFunc("GET /member/{$}", toMemberHome)

	static := ssr.Static{Root: filepath.Join(a.Config.ClientDist, "client")}
	memo := &layerMemo{counts: a.ownPages}
	pages := &ssr.Proxy{
		Addr:    a.rendererAddr,
		Pick:    a.pickRenderer,
		Timeout: a.Config.SSRTimeout,
		Shell:   &ssr.Shell{Path: filepath.Join(a.Config.ClientDist, "client", "index.html")},
		Log:     a.Log.With("part", "ssr"),
		Config:  ssr.ClientConfig{AnalyticsSiteID: a.Config.AnalyticsSiteID},
		Cache:   a.Pages,

		PublicURL: a.Config.PublicURL,
		// Pages render for the member of the session cookie (read here only:
		// /api and /graphql take the Token header alone).
		SessionMember: pageMember(a.Sessions, memo),
		// Their public pages: the cached template member's, made theirs.
		Layer: memberLayer{client: a.DB.Client, changes: a.favChanges,
			window: a.Config.PageCacheTTL + a.Config.PageCacheStale + a.Config.GraphQLCacheTTL + a.Config.GraphQLCacheStale,
			memo:   memo},
		OwnPages:      a.ownPages,
		SessionCookie: authn.CookieName,
		RenderAllowed: a.renderAllowed(),
	}
	viewed := countViews(a.Views, a.Clients, pages)
	mux.Handle("/", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if static.Has(r.URL.Path) {
			static.ServeHTTP(w, r)
			return
		}
		if strings.HasPrefix(r.URL.Path, "/assets/") {
			http.NotFound(w, r)
			return
		}
		viewed.ServeHTTP(w, r)
	}))
	var policy security.Options
	if u, err := url.Parse(a.Config.PublicURL); err == nil && strings.EqualFold(u.Scheme, "https") {
		policy.HSTS = true
	}
	if a.Config.AnalyticsSiteID != "" {
		policy.AnalyticsOrigins = []string{AnalyticsOrigin}
	}
	return security.HeadersWith(policy)(accessLog(a.Log, compress.Handler(mux)))
}

// MemberHome is the member area's first page (个人资料 with the dashboard), the
// client's paths.member.profile().
const MemberHome = "/member/profile"

// AnalyticsOrigin is Baidu Tongji's host: hm.js comes from it (allowed by
// 'strict-dynamic') and its beacons go to it (img-src, connect-src).
const AnalyticsOrigin = "https://hm.baidu.com"

func (a *App) rendererAddr() string {
	if a.Config.RendererURL != "" {
		return strings.TrimPrefix(strings.TrimPrefix(a.Config.RendererURL, "http://"), "https://")
	}
	return a.Renderers.Addr()
}

// pickRenderer is the renderer of one page: the external one when
// configured, else the least busy of ours.
func (a *App) pickRenderer() (string, func()) {
	if a.Config.RendererURL != "" {
		return a.rendererAddr(), func() {}
	}
	return a.Renderers.Pick()
}

func (a *App) apiRoutes() http.Handler {
	r := api.NewRouter()
	authapi.New(authapi.Deps{
		LoginAttemptsPerIP: a.Config.LoginAttemptsPerIP,
		Client:             a.DB.Client, Cache: a.Cache, Auth: a.Auth, Codes: a.Codes, Captcha: a.Captcha,
		Media: a.Media, Clients: a.Clients, Sessions: a.Sessions, Log: a.Log.With("part", "authapi"),
		Deletion: a.Deletion,
	}).Register(r)
	wechatapi.New(wechatapi.Deps{
		WeChat: a.WeChat, Cache: a.Cache, Members: &accounts.WeChatLogin{Client: a.DB.Client, Auth: a.Auth}, Clients: a.Clients,
		PublicURL: a.Config.PublicURL, Log: a.Log.With("part", "wechatapi"), SessionCookie: a.Sessions.SetCookie,
		Limiter: &ratelimit.Limiter{Cache: a.Cache, Prefix: "wechat:rl:"},
		SignInNotice: func(ctx context.Context, memberID int) (string, error) {
			return a.Deletion.TakeNotice(ctx, a.DB.Client, memberID)
		},
	}).Register(r)
	notify := &payapi.Handler{
		Sink: paySink{a}, Log: a.Log.With("part", "payapi"),
		// Per address, never this machine's own (the sandbox simulator posts on loopback).
		Admit: a.perAddress("pay:rl:", func() int { return payapi.PerMinute }, "a WeChat Pay notification"),
	}
	if a.Pay != nil { // never a typed nil in the interface
		notify.Parser = a.Pay
	}
	notify.Register(r)
	(&partnerapi.Handler{
		Client: a.DB.Client, Limiter: &ratelimit.Limiter{Cache: a.Cache, Prefix: "partner:rl:"},
		ClientIP: a.Clients.IP, Log: a.Log.With("part", "partner"),
	}).Register(r)
	// Every /api/ handler can read the signed-in member (auth.MemberFrom).
	return authn.Middleware(a.Auth, r)
}

// wireAuth builds the sign-in services: sessions and passwords, captchas,
// codes, and the message providers (production ones when configured, the
// sandbox outbox otherwise).
func (a *App) wireAuth() {
	cfg := a.Config
	// What keeps a request back, what ends when it is confirmed, and what
	// each area keeps about a member goes with the account (its files from
	// the media store).
	a.Scheduled = &publishing.Scheduler{Client: a.DB.Client, Log: a.Log.With("part", "publishing")}
	a.Deletion = erasure.Wire(&deletion.Service{Client: a.DB.Client, Log: a.Log.With("part", "deletion")}, a.Media)
	// Signing in during a deletion's cooling-off period cancels it.
	a.Auth = auth.New(a.DB.Client, a.Cache, auth.Options{Log: a.Log.With("part", "auth"), OnSignIn: []auth.SignInHook{a.Deletion.CancelOnSignIn}})
	a.Clients = authn.Clients{TrustProxy: cfg.TrustProxy}
	a.Sessions = authn.Sessions{
		Auth: a.Auth, Clients: a.Clients,
		SecureCookies: strings.HasPrefix(strings.ToLower(cfg.PublicURL), "https://"),
		Log:           a.Log.With("part", "sessions"),
	}
	a.Outbox = &outbox.Sandbox{Client: a.DB.Client, Log: a.Log.With("part", "outbox")}
	var sms outbox.SMSSender = a.Outbox
	if cfg.AliyunSMSKeyID != "" {
		sms = &outbox.Aliyun{
			AccessKeyID: cfg.AliyunSMSKeyID, AccessKeySecret: cfg.AliyunSMSSecret,
			SignName: cfg.AliyunSMSSignName, TemplateCode: cfg.AliyunSMSTemplate, Endpoint: cfg.AliyunSMSEndpoint,
		}
	}
	var mail outbox.EmailSender = a.Outbox
	if cfg.SMTPAddr != "" {
		mail = &outbox.SMTP{Addr: cfg.SMTPAddr, Username: cfg.SMTPUser, Password: cfg.SMTPPass, From: cfg.SMTPFrom}
	}
	a.Log.Info("message providers", "sms", providerName(sms), "email", providerName(mail))
	// A real provider's sends leave an audit row without the code (the
	// sandbox keeps its messages whole).
	audit := &outbox.Audit{Client: a.DB.Client, Log: a.Log.With("part", "outbox")}
	sms, mail = audit.SMS(sms), audit.Email(mail)
	a.Codes = &verify.Codes{Cache: a.Cache, SMS: sms, Email: mail, Limits: codeLimits(cfg.CodesPerIPDaily), Log: a.Log.With("part", "verify")}
	a.Deletion.Codes = a.Codes
	a.Captcha = &verify.Captcha{Cache: a.Cache}
	// WeChat: real credentials from WECHAT_*, else (sandbox mode) our own
	// simulator, called over HTTP on loopback exactly as WeChat would be.
	if wcfg, ok := wechat.FromEnv(cfg.Sandbox, "http://"+loopback(cfg.Addr)); ok {
		a.WeChat = wechat.New(wcfg, a.Cache, wechat.WithLogger(a.Log.With("part", "wechat")))
	}
	a.Funds = fundsService(cfg, a.Log.With("part", "funds"))
	// Orders: WeChat Pay (Pay) is set once wirePay has built the client (or
	// the sandbox simulator's); without it payments answer 支付服务暂不可用.
	tell := &orders.Outbox{SMS: sms, Email: mail}
	a.Orders = &orders.Service{
		Client: a.DB.Client, PublicURL: cfg.PublicURL, PayWindow: cfg.OrderPayWindow, ReceiveWindow: cfg.OrderReceiveWindow,
		ReconcileAfter: cfg.OrderReconcileAfter, CommissionBP: cfg.CommissionBP, Notifier: tell, Log: a.Log.With("part", "orders"),
	}
	// Refunds: paid through the orders' WeChat Pay, followed through its
	// refund notifications (the orders hand them on).
	a.Refunds = &refunds.Service{Client: a.DB.Client, Orders: a.Orders, AnswerWindow: cfg.RefundAnswerWindow,
		ReturnWindow: cfg.RefundReturnWindow, RequestWindow: cfg.RefundRequestWindow, Notifier: tell}
	a.Orders.RefundApplied = a.Refunds.Applied
	a.Withdrawals = &funds.Withdrawals{DailyLimitFen: cfg.WithdrawalDailyLimitFen}
	a.Reconcile = &reconcile.Service{Client: a.DB.Client, Log: a.Log.With("part", "reconcile")}
	if a.Funds != nil {
		a.Funds.Limiter = &ratelimit.Limiter{Cache: a.Cache, Prefix: "realname:rl:"}
	}
}

// paySink hands notifications to a.PaySink, read at each call (so the
// orders can be wired after the routes are built); none wired is an error,
// which the endpoint answers 500 so WeChat Pay retries.
type paySink struct{ a *App }

func (s paySink) Apply(ctx context.Context, n wechatpay.Notification) error {
	if s.a.PaySink == nil {
		return errors.New("app: no PaySink wired (the orders)")
	}
	return s.a.PaySink.Apply(ctx, n)
}

// wirePay builds the WeChat Pay client: real credentials from WECHATPAY_*
// (a merchant id with any other setting missing refuses to start), else in
// the sandbox the same SDK client pointed at our simulator on loopback,
// with keys made once into DATA_DIR; otherwise payments are off.
func (a *App) wirePay(ctx context.Context) error {
	cfg := a.Config
	mpAppID := ""
	if a.WeChat != nil {
		mpAppID = a.WeChat.Config().MPAppID
	}
	pcfg, real, err := wechatpay.FromEnv(cfg.PublicURL, mpAppID)
	if err != nil {
		return fmt.Errorf("app: %w", err)
	}
	if !real {
		if !cfg.Sandbox {
			a.Log.Warn("WeChat Pay is off: WECHATPAY_MCHID is not set")
			return nil
		}
		keys, err := wechatpay.LoadSandboxKeys(cfg.DataDir)
		if err != nil {
			return fmt.Errorf("app: %w", err)
		}
		pcfg = wechatpay.SandboxConfig(keys, "http://"+loopback(cfg.Addr), mpAppID)
		opts := wechatpaysim.SandboxOptions(keys, pcfg)
		opts.PublicURL, opts.Context, opts.Log = cfg.PublicURL, ctx, a.Log.With("part", "wechatpaysim")
		a.PaySim = wechatpaysim.New(opts)
	}
	if a.Pay, err = wechatpay.New(pcfg); err != nil {
		return fmt.Errorf("app: %w", err)
	}
	a.Log.Info("WeChat Pay", "sandbox", pcfg.Sandbox, "mchid", pcfg.MchID, "appid", pcfg.AppID, "notify_url", pcfg.NotifyURL)
	return nil
}

// fundsService builds the funds settings' service from FUNDS_KEY; in the
// sandbox without one it uses the development key, elsewhere it is off.
func fundsService(cfg config.Config, log *slog.Logger) *funds.Service {
	key, err := funds.ParseKey(cfg.FundsKey)
	switch {
	case err != nil:
		log.Error("FUNDS_KEY unusable: real-name verification and cash-out accounts are off", "err", err)
		return nil
	case key == nil && cfg.Sandbox:
		log.Warn("FUNDS_KEY not set: using the sandbox development key (never for real data)")
		key = funds.DevKey()
	case key == nil:
		log.Error("FUNDS_KEY not set: real-name verification and cash-out accounts are off")
		return nil
	}
	c, err := funds.NewCipher(key)
	if err != nil {
		log.Error("funds cipher", "err", err)
		return nil
	}
	return &funds.Service{Cipher: c}
}

func providerName(p any) string {
	switch p.(type) {
	case *outbox.Aliyun:
		return "aliyun"
	case *outbox.SMTP:
		return "smtp"
	default:
		return "sandbox outbox"
	}
}

// RunJobs runs the server's periodic work until ctx ends: the sweep that
// erases accounts whose deletion cooling-off period is over, the page views'
// flush (a last one when ctx ends) and, with Redis, the page cache's watch on
// the other servers' catalogue writes, the outbox purge (outbox.Retention)
// and the audit log's (audit.Retention, one server a round by a lease in the
// shared cache). First it seals the real names a
// release before this one stored in clear (funds.SealLegacyNames).
func (a *App) RunJobs(ctx context.Context) {
	if a.Funds != nil {
		if n, err := a.Funds.SealLegacyNames(ctx, a.DB.Client); err != nil {
			a.Log.Error("funds: sealing real names stored in clear", "err", err)
		} else if n > 0 {
			a.Log.Info("funds: real names stored in clear sealed", "rows", n)
		}
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		if a.pageSync != nil {
			a.pageSync.Run(ctx)
		}
	}()
	views := make(chan struct{})
	go func() { a.Views.Run(ctx, pageviews.FlushEvery); close(views) }()
	purged := make(chan struct{})
	go func() {
		(&outbox.Purger{Client: a.DB.Client, Log: a.Log.With("part", "outbox")}).Run(ctx, outbox.PurgeEvery)
		close(purged)
	}()
	auditPurged := make(chan struct{})
	go func() {
		(&audit.Purger{Client: a.DB.Client, Lease: a.Cache, Log: a.Log.With("part", "audit")}).Run(ctx, audit.PurgeEvery)
		close(auditPurged)
	}()
	jobs := make(chan struct{})
	go func() { a.Orders.Run(ctx, a.Config.OrderJobsEvery); close(jobs) }()
	scheduled := make(chan struct{})
	go func() { a.Scheduled.Run(ctx, publishing.ScheduleEvery); close(scheduled) }()
	refundJobs := make(chan struct{})
	go func() { a.Refunds.Run(ctx, a.Config.OrderJobsEvery); close(refundJobs) }()
	reconciled := make(chan struct{})
	go func() { a.Reconcile.Run(ctx, reconcile.Every); close(reconciled) }()
	a.Deletion.Run(ctx, deletion.SweepEvery)
	<-reconciled
	<-jobs
	<-refundJobs
	<-scheduled
	<-done
	<-views
	<-purged
	<-auditPurged
}

// codeLimits are the verification codes' limits: the defaults, with the
// daily count per client address overridden when perIP is positive.
func codeLimits(perIP int) verify.Limits {
	lim := verify.DefaultLimits
	if perIP > 0 {
		lim.PerIPDaily = perIP
	}
	return lim
}

// dependencies asks the database and Redis (when configured) whether they
// answer: each one's state, "up" or "down", by name (what /readyz shows),
// and whether all are up. The answers reach the outage monitor too, so a
// dependency that came back while nothing needed it is marked up.
func (a *App) dependencies(ctx context.Context) (map[string]string, bool) {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	state, up := map[string]string{outage.Database: "up"}, true
	if err := a.DB.Ready(ctx); err != nil {
		state[outage.Database], up = "down", false
	}
	if a.Config.RedisURL != "" {
		state[outage.Redis] = "up"
		if _, _, err := a.Cache.Get(ctx, "readyz"); err != nil { // a read of nothing: Redis answers, or not
			state[outage.Redis], up = "down", false
		}
	}
	return state, up
}

// Close releases the database and cache.
func (a *App) Close() {
	if a.PaySim != nil {
		a.PaySim.Close()
	}
	if a.Cache != nil {
		_ = a.Cache.Close()
	}
	if a.DB != nil {
		_ = a.DB.Close()
	}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

type statusWriter struct {
	http.ResponseWriter
	status int
}

func (s *statusWriter) WriteHeader(code int) {
	s.status = code
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusWriter) Flush() {
	if f, ok := s.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (s *statusWriter) Unwrap() http.ResponseWriter { return s.ResponseWriter }

func accessLog(log *slog.Logger, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(sw, r)
		probe := r.URL.Path == "/readyz" || r.URL.Path == "/healthz" // polled; 503 while starting is expected
		// A 503 with Retry-After is a "try again later" decided and logged
		// where it was made (an outage once, by its monitor): a line per
		// refused request would bury the one that says why.
		refused := sw.status == http.StatusServiceUnavailable && sw.Header().Get("Retry-After") != ""
		if log.Enabled(r.Context(), slog.LevelDebug) || (sw.status >= 500 && !probe && !refused) {
			log.Log(r.Context(), levelFor(sw.status), "request", "method", r.Method, "path", r.URL.Path, "status", sw.status, "took", time.Since(start))
		}
	})
}

func levelFor(status int) slog.Level {
	if status >= 500 {
		return slog.LevelError
	}
	return slog.LevelDebug
}

// renderAllowed bounds the renders of pages no cache answers one client
// address (an IPv6 /64) starts a minute (PAGE_RENDER_LIMIT).
func (a *App) renderAllowed() func(*http.Request) bool {
	return a.perAddress("render:rl:", func() int { return a.Config.PageRenderLimit }, "a page render")
}

// perAddress bounds what one client address (an IPv6 /64) starts a minute
// (limit; 0 = unbounded), counted in the shared cache so every server
// counts them together. This machine's own requests (the renderers' GraphQL
// calls, the bench, the tests, a health check) are not bounded: behind a
// reverse proxy on the same host set TRUST_PROXY, or every visitor is this
// machine. A failing count lets the request through (logged).
func (a *App) perAddress(prefix string, limit func() int, what string) func(*http.Request) bool {
	if limit() <= 0 {
		return nil
	}
	lim := &ratelimit.Limiter{Cache: a.Cache, Prefix: prefix}
	return func(r *http.Request) bool {
		ip := a.Clients.IP(r)
		if addr, err := netip.ParseAddr(ip); err == nil && addr.Unmap().IsLoopback() {
			return true
		}
		res, err := lim.Allow(r.Context(), ratelimit.AddressKey(ip), limit(), time.Minute)
		if err != nil {
			if outage.As(err) == nil { // an outage is logged once by its monitor
				a.Log.Warn("counting "+what+" failed; letting it through", "err", err)
			}
			return true
		}
		return res.Allowed
	}
}
