// Package config reads the server's settings from environment variables,
// each overridable by a command-line flag of the same meaning.
package config

import (
	"flag"
	"fmt"
	"net/netip"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// Config is every setting of the server. README.md lists them.
type Config struct {
	Addr        string        // ADDR: listen address
	DataDir     string        // DATA_DIR: SQLite file and media
	DatabaseURL string        // DATABASE_URL: PostgreSQL (pgx) when set
	RedisURL    string        // REDIS_URL: Redis when set
	RedisPrefix string        // REDIS_PREFIX: namespace of our Redis keys (default "artmarket:")
	ClientDist  string        // CLIENT_DIST: the built client (dist/)
	RendererURL string        // RENDERER_URL: an external SSR renderer; empty = start our own
	NodeBin     string        // NODE_BIN: node executable for the renderer
	SSRTimeout  time.Duration // SSR_TIMEOUT: time to the renderer's first byte before the shell is served
	Renderers   int           // SSR_RENDERERS: how many renderer processes (default: one per core)
	// PageCacheTTL keeps anonymous pages' HTML this long (PAGE_CACHE_TTL; 0 turns the cache off), then serves
	// them stale for PageCacheStale more while one request renders them again.
	PageCacheTTL   time.Duration
	PageCacheStale time.Duration // PAGE_CACHE_STALE
	// PageRenderLimit is how many renders of anonymous pages one client address (an IPv6 /64) may start a
	// minute with pages no cache answers (PAGE_RENDER_LIMIT; 0 = unbounded); past it the shell is served.
	PageRenderLimit int
	// LoginAttemptsPerIP overrides the password attempts one client address may make in 15 minutes
	// (LOGIN_ATTEMPTS_PER_IP; 0 = the built-in 100). For a test suite that signs hundreds of members in from one
	// address; a deployment leaves it unset.
	LoginAttemptsPerIP int
	// CodesPerIPDaily overrides how many SMS and e-mail codes one client address may ask for in a day
	// (CODES_PER_IP_DAILY; 0 = the built-in 30). For a browser suite that sends codes for hundreds of members from
	// one address; a deployment leaves it unset.
	CodesPerIPDaily int
	// GraphQLCacheTTL keeps anonymous GraphQL queries' answers this long (GRAPHQL_CACHE_TTL; 0 turns the cache
	// off), then serves them stale for GraphQLCacheStale more while one request runs them again.
	GraphQLCacheTTL   time.Duration
	GraphQLCacheStale time.Duration // GRAPHQL_CACHE_STALE
	// GraphQLMissLimit is how many executions of GraphQL queries no kept answer holds (a visitor's miss, a
	// member's query) one client address (an IPv6 /64) may start a minute (GRAPHQL_MISS_LIMIT; 0 = unbounded);
	// past it they answer 429.
	GraphQLMissLimit int
	// OperatorActionLimit is how many console decisions (GraphQL mutations of fields marked @operator) one client
	// address (an IPv6 /64) may send a minute (OPERATOR_ACTION_LIMIT; 0 = unbounded); past it they answer 429.
	OperatorActionLimit int
	Seed                bool   // SEED: fill an empty database with the demo catalogue
	Sandbox             bool   // SANDBOX: sandbox providers and pages (auto: on only for a local, credential-free run)
	PublicURL           string // PUBLIC_URL: the site's address as visitors see it
	LogLevel            string // LOG_LEVEL: debug, info, warn, error
	LogFormat           string // LOG_FORMAT: text or json
	Dev                 bool   // DEV: GraphiQL and introspection (auto: as for SANDBOX)
	TrustProxy          bool   // TRUST_PROXY: client address from X-Real-IP / X-Forwarded-For (behind a load balancer)

	// AnalyticsSiteID turns on Baidu Tongji (hm.js?{id}) when set; off when empty.
	AnalyticsSiteID string // ANALYTICS_SITE_ID

	// E-mail through SMTP when SMTPAddr is set; the sandbox outbox otherwise.
	SMTPAddr string // SMTP_ADDR: host:port (465: implicit TLS; otherwise STARTTLS when offered)
	SMTPUser string // SMTP_USER
	SMTPPass string // SMTP_PASS (environment only)
	SMTPFrom string // SMTP_FROM: sender, e.g. "艺术市场 <noreply@example.com>"

	// SMS through Aliyun when AliyunSMSKeyID is set; the sandbox outbox otherwise.
	AliyunSMSKeyID    string // ALIYUN_SMS_ACCESS_KEY_ID
	AliyunSMSSecret   string // ALIYUN_SMS_ACCESS_KEY_SECRET (environment only)
	AliyunSMSSignName string // ALIYUN_SMS_SIGN_NAME
	AliyunSMSTemplate string // ALIYUN_SMS_TEMPLATE_CODE: a template with a ${code} parameter
	AliyunSMSEndpoint string // ALIYUN_SMS_ENDPOINT: default https://dysmsapi.aliyuncs.com/

	// Media in an S3-compatible bucket when MediaS3Endpoint is set; on the
	// local disk (DATA_DIR/media) otherwise.
	MediaS3Endpoint  string // MEDIA_S3_ENDPOINT: host[:port], no scheme
	MediaS3Bucket    string // MEDIA_S3_BUCKET
	MediaS3AccessKey string // MEDIA_S3_ACCESS_KEY
	MediaS3SecretKey string // MEDIA_S3_SECRET_KEY (environment only)
	MediaS3Region    string // MEDIA_S3_REGION: empty lets the client ask the server
	MediaS3UseSSL    bool   // MEDIA_S3_USE_SSL: https to the endpoint (default true)

	// FundsKey encrypts real names' ID numbers and cash-out account numbers
	// (FUNDS_KEY, environment only: 32 bytes as 64 hex digits or base64).
	// Without it a sandbox run uses a fixed development key (with a
	// warning) and any other run turns the funds settings off.
	FundsKey string

	// Orders (issue 22). OrderPayWindow is how long an unpaid order holds the stock before the job cancels
	// it (ORDER_PAY_WINDOW, default 30m); OrderReceiveWindow how long after shipping receipt is confirmed
	// automatically (ORDER_RECEIVE_WINDOW, default 240h: 10 days); OrderReconcileAfter how old an unpaid
	// payment attempt is before the reconciliation asks WeChat Pay about it (ORDER_RECONCILE_AFTER, default 3m);
	// OrderJobsEvery how often the order jobs run (ORDER_JOBS_EVERY, default 30s).
	OrderPayWindow      time.Duration
	OrderReceiveWindow  time.Duration
	OrderReconcileAfter time.Duration
	OrderJobsEvery      time.Duration
	// Refunds (issue 23): RefundAnswerWindow is how long a seller has to
	// answer a refund request before silence agrees (REFUND_ANSWER_WINDOW,
	// default 48h); RefundReturnWindow how long after a returned parcel's
	// tracking number silence confirms it came back (REFUND_RETURN_WINDOW,
	// default 240h); RefundRequestWindow how long after receipt a refund
	// may be requested, the seller's share pending until then
	// (REFUND_REQUEST_WINDOW, default 168h).
	RefundAnswerWindow, RefundReturnWindow, RefundRequestWindow time.Duration
	// CommissionBP is the platform's commission on the goods amount of a
	// member's sale, in basis points (COMMISSION_BP, default 500: 5 %),
	// fixed on each order when it is created (issue 23).
	CommissionBP int
	// WithdrawalDailyLimitFen bounds a member's withdrawals of one day
	// (Asia/Shanghai), in fen (WITHDRAWAL_DAILY_LIMIT_FEN, default 5000000:
	// ¥50,000).
	WithdrawalDailyLimitFen int64
}

// Load reads the environment, then the flags in args (os.Args[1:]).
func Load(args []string) (Config, error) {
	c := Config{
		Addr:        env("ADDR", ":8080"),
		DataDir:     env("DATA_DIR", "./data"),
		DatabaseURL: env("DATABASE_URL", ""),
		RedisURL:    env("REDIS_URL", ""),
		RedisPrefix: env("REDIS_PREFIX", "artmarket:"),
		ClientDist:  env("CLIENT_DIST", "./dist"),
		RendererURL: env("RENDERER_URL", ""),
		NodeBin:     env("NODE_BIN", "node"),
		PublicURL:   env("PUBLIC_URL", ""),
		LogLevel:    env("LOG_LEVEL", "info"),
		LogFormat:   env("LOG_FORMAT", "text"),

		AnalyticsSiteID: env("ANALYTICS_SITE_ID", ""),

		SMTPAddr: env("SMTP_ADDR", ""),
		SMTPUser: env("SMTP_USER", ""),
		SMTPPass: env("SMTP_PASS", ""),
		SMTPFrom: env("SMTP_FROM", ""),

		AliyunSMSKeyID:    env("ALIYUN_SMS_ACCESS_KEY_ID", ""),
		AliyunSMSSecret:   env("ALIYUN_SMS_ACCESS_KEY_SECRET", ""),
		AliyunSMSSignName: env("ALIYUN_SMS_SIGN_NAME", ""),
		AliyunSMSTemplate: env("ALIYUN_SMS_TEMPLATE_CODE", ""),
		AliyunSMSEndpoint: env("ALIYUN_SMS_ENDPOINT", ""),

		MediaS3Endpoint:  env("MEDIA_S3_ENDPOINT", ""),
		MediaS3Bucket:    env("MEDIA_S3_BUCKET", ""),
		MediaS3AccessKey: env("MEDIA_S3_ACCESS_KEY", ""),
		MediaS3SecretKey: env("MEDIA_S3_SECRET_KEY", ""),
		MediaS3Region:    env("MEDIA_S3_REGION", ""),

		FundsKey: env("FUNDS_KEY", ""),
	}
	var err error
	if c.SSRTimeout, err = time.ParseDuration(env("SSR_TIMEOUT", "3s")); err != nil {
		return c, fmt.Errorf("config: SSR_TIMEOUT: %w", err)
	}
	if c.Renderers, err = strconv.Atoi(env("SSR_RENDERERS", strconv.Itoa(runtime.NumCPU()))); err != nil || c.Renderers < 1 || c.Renderers > 64 {
		return c, fmt.Errorf("config: SSR_RENDERERS %q: want a number from 1 to 64", env("SSR_RENDERERS", ""))
	}
	if c.PageCacheTTL, err = time.ParseDuration(env("PAGE_CACHE_TTL", "5s")); err != nil || c.PageCacheTTL < 0 {
		return c, fmt.Errorf("config: PAGE_CACHE_TTL %q: want a duration such as 5s (0 turns the cache off)", env("PAGE_CACHE_TTL", ""))
	}
	if c.PageCacheStale, err = time.ParseDuration(env("PAGE_CACHE_STALE", "30s")); err != nil || c.PageCacheStale < 0 {
		return c, fmt.Errorf("config: PAGE_CACHE_STALE %q: want a duration such as 30s", env("PAGE_CACHE_STALE", ""))
	}
	if c.PageRenderLimit, err = strconv.Atoi(env("PAGE_RENDER_LIMIT", "300")); err != nil || c.PageRenderLimit < 0 {
		return c, fmt.Errorf("config: PAGE_RENDER_LIMIT %q: want a number of renders a minute (0 = unbounded)", env("PAGE_RENDER_LIMIT", ""))
	}
	if c.LoginAttemptsPerIP, err = strconv.Atoi(env("LOGIN_ATTEMPTS_PER_IP", "0")); err != nil || c.LoginAttemptsPerIP < 0 {
		return c, fmt.Errorf("config: LOGIN_ATTEMPTS_PER_IP %q: want a number of attempts (0 = the built-in limit)", env("LOGIN_ATTEMPTS_PER_IP", ""))
	}
	if c.CodesPerIPDaily, err = strconv.Atoi(env("CODES_PER_IP_DAILY", "0")); err != nil || c.CodesPerIPDaily < 0 {
		return c, fmt.Errorf("config: CODES_PER_IP_DAILY %q: want a number of codes (0 = the built-in limit)", env("CODES_PER_IP_DAILY", ""))
	}
	if c.GraphQLCacheTTL, err = time.ParseDuration(env("GRAPHQL_CACHE_TTL", "5s")); err != nil || c.GraphQLCacheTTL < 0 {
		return c, fmt.Errorf("config: GRAPHQL_CACHE_TTL %q: want a duration such as 5s (0 turns the cache off)", env("GRAPHQL_CACHE_TTL", ""))
	}
	if c.GraphQLMissLimit, err = strconv.Atoi(env("GRAPHQL_MISS_LIMIT", "1200")); err != nil || c.GraphQLMissLimit < 0 {
		return c, fmt.Errorf("config: GRAPHQL_MISS_LIMIT %q: want a number of queries a minute (0 = unbounded)", env("GRAPHQL_MISS_LIMIT", ""))
	}
	if c.OperatorActionLimit, err = strconv.Atoi(env("OPERATOR_ACTION_LIMIT", "120")); err != nil || c.OperatorActionLimit < 0 {
		return c, fmt.Errorf("config: OPERATOR_ACTION_LIMIT %q: want a number of console decisions a minute (0 = unbounded)", env("OPERATOR_ACTION_LIMIT", ""))
	}
	if c.GraphQLCacheStale, err = time.ParseDuration(env("GRAPHQL_CACHE_STALE", "10s")); err != nil || c.GraphQLCacheStale < 0 {
		return c, fmt.Errorf("config: GRAPHQL_CACHE_STALE %q: want a duration such as 10s", env("GRAPHQL_CACHE_STALE", ""))
	}
	for _, d := range []struct {
		name, def string
		to        *time.Duration
	}{
		{"ORDER_PAY_WINDOW", "30m", &c.OrderPayWindow}, {"ORDER_RECEIVE_WINDOW", "240h", &c.OrderReceiveWindow},
		{"ORDER_RECONCILE_AFTER", "3m", &c.OrderReconcileAfter}, {"ORDER_JOBS_EVERY", "30s", &c.OrderJobsEvery},
		{"REFUND_ANSWER_WINDOW", "48h", &c.RefundAnswerWindow}, {"REFUND_RETURN_WINDOW", "240h", &c.RefundReturnWindow},
		{"REFUND_REQUEST_WINDOW", "168h", &c.RefundRequestWindow},
	} {
		if *d.to, err = time.ParseDuration(env(d.name, d.def)); err != nil || *d.to <= 0 {
			return c, fmt.Errorf("config: %s %q: want a positive duration such as %s", d.name, env(d.name, ""), d.def)
		}
	}
	if c.CommissionBP, err = strconv.Atoi(env("COMMISSION_BP", "500")); err != nil || c.CommissionBP < 1 || c.CommissionBP > 10_000 {
		return c, fmt.Errorf("config: COMMISSION_BP %q: want basis points from 1 to 10000 (500 = 5 %%)", env("COMMISSION_BP", ""))
	}
	if c.WithdrawalDailyLimitFen, err = strconv.ParseInt(env("WITHDRAWAL_DAILY_LIMIT_FEN", "5000000"), 10, 64); err != nil || c.WithdrawalDailyLimitFen < 1000 {
		return c, fmt.Errorf("config: WITHDRAWAL_DAILY_LIMIT_FEN %q: want fen, at least 1000 (¥10)", env("WITHDRAWAL_DAILY_LIMIT_FEN", ""))
	}
	if c.Seed, err = strconv.ParseBool(env("SEED", "true")); err != nil {
		return c, fmt.Errorf("config: SEED: %w", err)
	}
	sandbox, dev := tristate{name: "SANDBOX"}, tristate{name: "DEV"}
	if err := sandbox.Set(env("SANDBOX", "auto")); err != nil {
		return c, fmt.Errorf("config: %w", err)
	}
	if err := dev.Set(env("DEV", "auto")); err != nil {
		return c, fmt.Errorf("config: %w", err)
	}
	if c.TrustProxy, err = strconv.ParseBool(env("TRUST_PROXY", "false")); err != nil {
		return c, fmt.Errorf("config: TRUST_PROXY: %w", err)
	}
	if c.MediaS3UseSSL, err = strconv.ParseBool(env("MEDIA_S3_USE_SSL", "true")); err != nil {
		return c, fmt.Errorf("config: MEDIA_S3_USE_SSL: %w", err)
	}
	fs := flag.NewFlagSet("artmarket", flag.ContinueOnError)
	fs.StringVar(&c.Addr, "addr", c.Addr, "listen address (ADDR)")
	fs.StringVar(&c.DataDir, "data-dir", c.DataDir, "directory for the SQLite file and media (DATA_DIR)")
	fs.StringVar(&c.DatabaseURL, "database-url", c.DatabaseURL, "PostgreSQL URL; SQLite when empty (DATABASE_URL)")
	fs.StringVar(&c.RedisURL, "redis-url", c.RedisURL, "Redis URL; in-process cache when empty (REDIS_URL)")
	fs.StringVar(&c.RedisPrefix, "redis-prefix", c.RedisPrefix, "namespace of the Redis keys, for several sites on one Redis (REDIS_PREFIX)")
	fs.StringVar(&c.ClientDist, "client-dist", c.ClientDist, "built client directory (CLIENT_DIST)")
	fs.StringVar(&c.RendererURL, "renderer-url", c.RendererURL, "external SSR renderer; empty starts our own (RENDERER_URL)")
	fs.StringVar(&c.NodeBin, "node", c.NodeBin, "node executable (NODE_BIN)")
	fs.DurationVar(&c.SSRTimeout, "ssr-timeout", c.SSRTimeout, "renderer time-out before the shell is served (SSR_TIMEOUT)")
	fs.IntVar(&c.Renderers, "ssr-renderers", c.Renderers, "renderer processes; default one per core (SSR_RENDERERS)")
	fs.DurationVar(&c.PageCacheTTL, "page-cache-ttl", c.PageCacheTTL, "keep anonymous pages this long; 0 = off (PAGE_CACHE_TTL)")
	fs.DurationVar(&c.PageCacheStale, "page-cache-stale", c.PageCacheStale, "then serve them stale this long while one re-renders (PAGE_CACHE_STALE)")
	fs.IntVar(&c.PageRenderLimit, "page-render-limit", c.PageRenderLimit, "renders of uncached anonymous pages a minute per client address; 0 = unbounded (PAGE_RENDER_LIMIT)")
	fs.DurationVar(&c.GraphQLCacheTTL, "graphql-cache-ttl", c.GraphQLCacheTTL, "keep anonymous GraphQL answers this long; 0 = off (GRAPHQL_CACHE_TTL)")
	fs.IntVar(&c.GraphQLMissLimit, "graphql-miss-limit", c.GraphQLMissLimit, "executions of GraphQL queries no kept answer holds, a minute per client address; 0 = unbounded (GRAPHQL_MISS_LIMIT)")
	fs.IntVar(&c.OperatorActionLimit, "operator-action-limit", c.OperatorActionLimit, "console decisions (operator mutations) a minute per client address; 0 = unbounded (OPERATOR_ACTION_LIMIT)")
	fs.DurationVar(&c.GraphQLCacheStale, "graphql-cache-stale", c.GraphQLCacheStale, "then serve them stale this long while one re-runs (GRAPHQL_CACHE_STALE)")
	fs.BoolVar(&c.Seed, "seed", c.Seed, "fill an empty database with demo data (SEED)")
	fs.Var(&sandbox, "sandbox", "sandbox providers and pages: auto, true or false (SANDBOX)")
	fs.StringVar(&c.PublicURL, "public-url", c.PublicURL, "public address of the site (PUBLIC_URL)")
	fs.StringVar(&c.LogLevel, "log-level", c.LogLevel, "debug, info, warn or error (LOG_LEVEL)")
	fs.StringVar(&c.LogFormat, "log-format", c.LogFormat, "text or json (LOG_FORMAT)")
	fs.Var(&dev, "dev", "GraphiQL playground and introspection: auto, true or false (DEV)")
	fs.BoolVar(&c.TrustProxy, "trust-proxy", c.TrustProxy, "take the client address from X-Real-IP / X-Forwarded-For (TRUST_PROXY)")
	fs.StringVar(&c.AnalyticsSiteID, "analytics-site-id", c.AnalyticsSiteID, "Baidu Tongji site id; analytics off when empty (ANALYTICS_SITE_ID)")
	fs.StringVar(&c.SMTPAddr, "smtp-addr", c.SMTPAddr, "SMTP server host:port; sandbox outbox when empty (SMTP_ADDR)")
	fs.StringVar(&c.SMTPUser, "smtp-user", c.SMTPUser, "SMTP user (SMTP_USER; the password only from SMTP_PASS)")
	fs.StringVar(&c.SMTPFrom, "smtp-from", c.SMTPFrom, "sender of e-mails (SMTP_FROM)")
	fs.StringVar(&c.AliyunSMSKeyID, "aliyun-sms-key-id", c.AliyunSMSKeyID, "Aliyun SMS AccessKey ID; sandbox outbox when empty (ALIYUN_SMS_ACCESS_KEY_ID; the secret only from ALIYUN_SMS_ACCESS_KEY_SECRET)")
	fs.StringVar(&c.AliyunSMSSignName, "aliyun-sms-sign-name", c.AliyunSMSSignName, "Aliyun SMS signature (ALIYUN_SMS_SIGN_NAME)")
	fs.StringVar(&c.AliyunSMSTemplate, "aliyun-sms-template", c.AliyunSMSTemplate, "Aliyun SMS template code with a ${code} parameter (ALIYUN_SMS_TEMPLATE_CODE)")
	fs.StringVar(&c.AliyunSMSEndpoint, "aliyun-sms-endpoint", c.AliyunSMSEndpoint, "Aliyun SMS endpoint; default https://dysmsapi.aliyuncs.com/ (ALIYUN_SMS_ENDPOINT)")
	fs.StringVar(&c.MediaS3Endpoint, "media-s3-endpoint", c.MediaS3Endpoint, "S3-compatible endpoint host[:port] for media; local disk when empty (MEDIA_S3_ENDPOINT)")
	fs.StringVar(&c.MediaS3Bucket, "media-s3-bucket", c.MediaS3Bucket, "bucket of the media (MEDIA_S3_BUCKET)")
	fs.StringVar(&c.MediaS3AccessKey, "media-s3-access-key", c.MediaS3AccessKey, "access key of the media bucket (MEDIA_S3_ACCESS_KEY; the secret only from MEDIA_S3_SECRET_KEY)")
	fs.StringVar(&c.MediaS3Region, "media-s3-region", c.MediaS3Region, "region of the media bucket; empty asks the server (MEDIA_S3_REGION)")
	fs.BoolVar(&c.MediaS3UseSSL, "media-s3-use-ssl", c.MediaS3UseSSL, "https to the media endpoint (MEDIA_S3_USE_SSL)")
	if err := fs.Parse(args); err != nil {
		return c, fmt.Errorf("config: %w", err)
	}
	if c.AnalyticsSiteID != "" && !analyticsSiteID.MatchString(c.AnalyticsSiteID) {
		return c, fmt.Errorf("config: ANALYTICS_SITE_ID must be 1 to 64 letters and digits (Baidu Tongji's site id is 32 hex digits)")
	}
	if c.SMTPAddr != "" && c.SMTPFrom == "" {
		return c, fmt.Errorf("config: SMTP_FROM is required with SMTP_ADDR")
	}
	if c.AliyunSMSKeyID != "" && (c.AliyunSMSSecret == "" || c.AliyunSMSSignName == "" || c.AliyunSMSTemplate == "") {
		return c, fmt.Errorf("config: ALIYUN_SMS_ACCESS_KEY_ID needs ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME and ALIYUN_SMS_TEMPLATE_CODE")
	}
	if err := c.checkMediaS3(); err != nil {
		return c, err
	}
	if err := c.decideSandbox(sandbox, dev); err != nil {
		return c, err
	}
	if c.DataDir, err = filepath.Abs(c.DataDir); err != nil {
		return c, fmt.Errorf("config: DATA_DIR: %w", err)
	}
	if c.ClientDist, err = filepath.Abs(c.ClientDist); err != nil {
		return c, fmt.Errorf("config: CLIENT_DIST: %w", err)
	}
	return c, nil
}

// checkMediaS3 refuses a half-configured media bucket: with an endpoint the
// bucket and both keys are required, and the endpoint is a bare host[:port]
// (MEDIA_S3_USE_SSL picks the scheme).
func (c Config) checkMediaS3() error {
	if c.MediaS3Endpoint == "" {
		if c.MediaS3Bucket != "" || c.MediaS3AccessKey != "" || c.MediaS3SecretKey != "" {
			return fmt.Errorf("config: MEDIA_S3_BUCKET and the MEDIA_S3 keys need MEDIA_S3_ENDPOINT")
		}
		return nil
	}
	if strings.Contains(c.MediaS3Endpoint, "/") {
		return fmt.Errorf("config: MEDIA_S3_ENDPOINT %q: want host[:port] without a scheme or path (MEDIA_S3_USE_SSL=false for plain http)", c.MediaS3Endpoint)
	}
	if c.MediaS3Bucket == "" || c.MediaS3AccessKey == "" || c.MediaS3SecretKey == "" {
		return fmt.Errorf("config: MEDIA_S3_ENDPOINT needs MEDIA_S3_BUCKET, MEDIA_S3_ACCESS_KEY and MEDIA_S3_SECRET_KEY")
	}
	return nil
}

// analyticsSiteID is what may follow hm.js? in the script's address.
var analyticsSiteID = regexp.MustCompile(`^[0-9A-Za-z]{1,64}$`)

func env(key, def string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return def
}

// RealProviders names the outside providers with credentials configured
// (SMTP, Aliyun SMS, WeChat, WeChat Pay): a deployment that talks to the real world.
func (c Config) RealProviders() []string {
	var names []string
	if c.SMTPAddr != "" {
		names = append(names, "SMTP_ADDR")
	}
	if c.AliyunSMSKeyID != "" {
		names = append(names, "ALIYUN_SMS_ACCESS_KEY_ID")
	}
	for _, k := range []string{"WECHAT_WEB_APPID", "WECHAT_MP_APPID", "WECHATPAY_MCHID"} {
		if env(k, "") != "" {
			names = append(names, k)
		}
	}
	return names
}

// LocalPublicURL reports whether PUBLIC_URL is unset or names this machine
// (localhost, a loopback address, or a .localhost / .test name).
func (c Config) LocalPublicURL() bool {
	if c.PublicURL == "" {
		return true
	}
	u, err := url.Parse(c.PublicURL)
	if err != nil {
		return false
	}
	host := strings.ToLower(u.Hostname())
	if host == "localhost" || strings.HasSuffix(host, ".localhost") || strings.HasSuffix(host, ".test") {
		return true
	}
	ip, err := netip.ParseAddr(host)
	return err == nil && ip.IsLoopback()
}

// decideSandbox settles SANDBOX and DEV. "auto" (the default) turns them on
// only for a local run: no real provider credentials and a local (or no)
// PUBLIC_URL. The sandbox shows every code it "sends" on a public page, so
// asking for it explicitly next to real credentials or a public address is
// refused rather than obeyed.
func (c *Config) decideSandbox(sandbox, dev tristate) error {
	creds := c.RealProviders()
	local := len(creds) == 0 && c.LocalPublicURL()
	c.Sandbox = sandbox.decide(local)
	c.Dev = dev.decide(local)
	if !c.Sandbox {
		return nil
	}
	if len(creds) > 0 {
		return fmt.Errorf("config: SANDBOX=true with real provider credentials (%s): the sandbox would publish real sign-in codes at /_sandbox/outbox; unset SANDBOX (or set SANDBOX=false)", strings.Join(creds, ", "))
	}
	if !c.LocalPublicURL() {
		return fmt.Errorf("config: SANDBOX=true with the public address PUBLIC_URL=%s: the sandbox lets anyone read sign-in codes and sign in as anyone; unset SANDBOX (or set SANDBOX=false) for a deployment", c.PublicURL)
	}
	return nil
}

// tristate is a setting that is true, false or auto (decided by Load).
type tristate struct {
	name  string
	value *bool // nil: auto
}

func (t *tristate) Set(s string) error {
	if strings.EqualFold(strings.TrimSpace(s), "auto") {
		t.value = nil
		return nil
	}
	b, err := strconv.ParseBool(s)
	if err != nil {
		return fmt.Errorf("%s must be auto, true or false, got %q", t.name, s)
	}
	t.value = &b
	return nil
}

func (t *tristate) String() string {
	if t == nil || t.value == nil {
		return "auto"
	}
	return strconv.FormatBool(*t.value)
}

// IsBoolFlag lets "-sandbox" alone mean -sandbox=true.
func (t *tristate) IsBoolFlag() bool { return true }

func (t tristate) decide(auto bool) bool {
	if t.value == nil {
		return auto
	}
	return *t.value
}
