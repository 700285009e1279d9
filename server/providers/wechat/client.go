package wechat

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"

	"golang.org/x/sync/singleflight"

	"artmarket/server/platform/cache"
)

// maxAnswer bounds what is read from one WeChat answer.
const maxAnswer = 1 << 20

// Client calls WeChat (or the simulator) over HTTP. It is safe for
// concurrent use; make one per server.
type Client struct {
	cfg      Config
	cache    cache.Cache
	http     *http.Client
	now      func() time.Time
	log      *slog.Logger
	sf       singleflight.Group
	lockWait time.Duration
	lockTTL  time.Duration
}

// Option configures [New].
type Option func(*Client)

// WithHTTPClient sets the HTTP client (default: 10 s time-out).
func WithHTTPClient(h *http.Client) Option { return func(c *Client) { c.http = h } }

// WithClock sets the clock used for JS-SDK timestamps (default time.Now).
func WithClock(now func() time.Time) Option { return func(c *Client) { c.now = now } }

// WithLogger sets the logger (default slog.Default()).
func WithLogger(l *slog.Logger) Option { return func(c *Client) { c.log = l } }

// New returns a client for cfg that keeps the official account's
// access_token and jsapi_ticket in c, shared by every server on that cache.
func New(cfg Config, c cache.Cache, opts ...Option) *Client {
	cfg.OpenBase = strings.TrimRight(cfg.OpenBase, "/")
	cfg.APIBase = strings.TrimRight(cfg.APIBase, "/")
	cl := &Client{
		cfg:      cfg,
		cache:    c,
		http:     &http.Client{Timeout: 10 * time.Second},
		now:      time.Now,
		log:      slog.Default(),
		lockWait: 5 * time.Second,
		lockTTL:  15 * time.Second,
	}
	for _, o := range opts {
		o(cl)
	}
	return cl
}

// Config returns the client's configuration.
func (c *Client) Config() Config { return c.cfg }

// Configured reports whether app has an app id and secret.
func (c *Client) Configured(app App) bool {
	id, secret := c.cfg.creds(app)
	return id != "" && secret != ""
}

// AppID returns app's app id.
func (c *Client) AppID(app App) string {
	id, _ := c.cfg.creds(app)
	return id
}

// QRConnectURL is the website QR login page (scope snsapi_login) that sends
// the browser to redirectURI?code=CODE&state=STATE once the user confirms.
func (c *Client) QRConnectURL(redirectURI, state string) string {
	return c.cfg.OpenBase + "/connect/qrconnect?appid=" + url.QueryEscape(c.cfg.WebAppID) +
		"&redirect_uri=" + url.QueryEscape(redirectURI) +
		"&response_type=code&scope=" + ScopeLogin +
		"&state=" + url.QueryEscape(state) + "#wechat_redirect"
}

// AuthorizeURL is the in-WeChat OAuth page of the official account, scope
// snsapi_base (silent, openid only) or snsapi_userinfo (consent).
func (c *Client) AuthorizeURL(redirectURI, scope, state string) string {
	return c.cfg.OpenBase + "/connect/oauth2/authorize?appid=" + url.QueryEscape(c.cfg.MPAppID) +
		"&redirect_uri=" + url.QueryEscape(redirectURI) +
		"&response_type=code&scope=" + url.QueryEscape(scope) +
		"&state=" + url.QueryEscape(state) + "#wechat_redirect"
}

// Token is the answer of sns/oauth2/access_token and refresh_token.
type Token struct {
	AccessToken    string `json:"access_token"`
	ExpiresIn      int    `json:"expires_in"`
	RefreshToken   string `json:"refresh_token"`
	OpenID         string `json:"openid"`
	Scope          string `json:"scope"`
	UnionID        string `json:"unionid,omitempty"`
	IsSnapshotUser int    `json:"is_snapshotuser,omitempty"`
}

// UserInfo is the answer of sns/userinfo.
type UserInfo struct {
	OpenID     string   `json:"openid"`
	Nickname   string   `json:"nickname"`
	Sex        int      `json:"sex"`
	Province   string   `json:"province"`
	City       string   `json:"city"`
	Country    string   `json:"country"`
	HeadImgURL string   `json:"headimgurl"`
	Privilege  []string `json:"privilege"`
	UnionID    string   `json:"unionid,omitempty"`
}

// ExchangeCode trades an OAuth code of app for the user's token and openid
// (sns/oauth2/access_token). A bad, expired or used code fails with an
// *Error for which [IsCodeError] is true.
func (c *Client) ExchangeCode(ctx context.Context, app App, code string) (*Token, error) {
	const op = "sns/oauth2/access_token"
	id, secret := c.cfg.creds(app)
	if id == "" || secret == "" {
		return nil, fmt.Errorf("wechat %s (%s app): %w", op, app, ErrNotConfigured)
	}
	if code == "" {
		return nil, &Error{Op: op, Code: CodeCodeMissing, Msg: "missing code"}
	}
	var t Token
	err := c.get(ctx, op, url.Values{
		"appid": {id}, "secret": {secret}, "code": {code}, "grant_type": {"authorization_code"},
	}, &t)
	if err != nil {
		return nil, err
	}
	if t.AccessToken == "" || t.OpenID == "" {
		return nil, fmt.Errorf("wechat %s: answer without access_token or openid", op)
	}
	return &t, nil
}

// RefreshToken renews a user's access_token (sns/oauth2/refresh_token).
func (c *Client) RefreshToken(ctx context.Context, app App, refreshToken string) (*Token, error) {
	const op = "sns/oauth2/refresh_token"
	id, _ := c.cfg.creds(app)
	if id == "" {
		return nil, fmt.Errorf("wechat %s (%s app): %w", op, app, ErrNotConfigured)
	}
	var t Token
	err := c.get(ctx, op, url.Values{
		"appid": {id}, "grant_type": {"refresh_token"}, "refresh_token": {refreshToken},
	}, &t)
	if err != nil {
		return nil, err
	}
	return &t, nil
}

// CheckToken reports whether a user's access_token is valid for openid
// (sns/auth): nil when it is.
func (c *Client) CheckToken(ctx context.Context, accessToken, openid string) error {
	return c.get(ctx, "sns/auth", url.Values{"access_token": {accessToken}, "openid": {openid}}, nil)
}

// UserInfo reads the user's profile with a snsapi_login or
// snsapi_userinfo access_token (sns/userinfo).
func (c *Client) UserInfo(ctx context.Context, accessToken, openid string) (*UserInfo, error) {
	var u UserInfo
	err := c.get(ctx, "sns/userinfo", url.Values{
		"access_token": {accessToken}, "openid": {openid}, "lang": {"zh_CN"},
	}, &u)
	if err != nil {
		return nil, err
	}
	if u.OpenID == "" {
		return nil, errors.New("wechat sns/userinfo: answer without openid")
	}
	return &u, nil
}

// errAnswer is the part of every answer that reports failure.
type errAnswer struct {
	ErrCode int    `json:"errcode"`
	ErrMsg  string `json:"errmsg"`
}

// get calls APIBase/op?q and decodes the JSON answer into out (when not
// nil). A non-zero errcode becomes an *Error, logged with its explanation.
// Errors never carry the URL: its query holds secrets and tokens.
func (c *Client) get(ctx context.Context, op string, q url.Values, out any) error {
	if c.cfg.APIBase == "" {
		return fmt.Errorf("wechat %s: %w (no API base)", op, ErrNotConfigured)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.cfg.APIBase+"/"+op+"?"+q.Encode(), nil)
	if err != nil {
		return fmt.Errorf("wechat %s: build request: %w", op, err)
	}
	req.Header.Set("Accept", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err // drop the URL, which carries the secret
		}
		return fmt.Errorf("wechat %s: %w", op, err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxAnswer))
	if err != nil {
		return fmt.Errorf("wechat %s: read answer: %w", op, err)
	}
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("wechat %s: HTTP status %d", op, resp.StatusCode)
	}
	var ea errAnswer
	if err := json.Unmarshal(body, &ea); err != nil {
		return fmt.Errorf("wechat %s: decode answer: %w", op, err)
	}
	if ea.ErrCode != 0 {
		we := &Error{Op: op, Code: ea.ErrCode, Msg: ea.ErrMsg}
		c.logError(ctx, we)
		return we
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(body, out); err != nil {
		return fmt.Errorf("wechat %s: decode answer: %w", op, err)
	}
	return nil
}

// logError logs a WeChat error with its explanation: configuration faults
// (wrong secret or app id, IP whitelist, quota) as errors, the rest (a
// user's bad code, a stale token that is refreshed) as warnings.
func (c *Client) logError(ctx context.Context, we *Error) {
	level := slog.LevelWarn
	switch we.Code {
	case CodeInvalidAppID, CodeIPNotWhitelisted, CodeInvalidAppSecret, CodeQuotaExceeded, CodeAPIUnauthorized:
		level = slog.LevelError
	case CodeInvalidCredential:
		// With a secret (token endpoints) it means a wrong secret; with
		// an access_token, a token replaced elsewhere (refreshed here).
		if strings.HasSuffix(we.Op, "token") {
			level = slog.LevelError
		}
	}
	c.log.Log(ctx, level, "wechat: API error", "op", we.Op, "errcode", we.Code, "errmsg", we.Msg, "explain", we.LogMessage())
}
