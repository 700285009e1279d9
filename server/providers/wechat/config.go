// Package wechat is the production client of WeChat's website QR login
// (Open Platform, snsapi_login), the in-WeChat web OAuth of an official
// account (snsapi_base, snsapi_userinfo) and the JS-SDK config signature.
//
// Every address comes from [Config], so the same code talks to WeChat
// (open.weixin.qq.com, api.weixin.qq.com) or, in sandbox mode, to the
// simulator our own server serves under /_sandbox/wechat (package
// artmarket/server/providers/wechat/wechatsim), always over HTTP.
//
// The official account's access_token and jsapi_ticket are cached
// server-wide in the shared [cache.Cache], with a cross-server lock so that a
// cold cache costs one upstream call however many servers and requests ask
// at once.
package wechat

import (
	"os"
	"strconv"
	"strings"
)

// Production addresses.
const (
	DefaultOpenBase  = "https://open.weixin.qq.com"
	DefaultAPIBase   = "https://api.weixin.qq.com"
	DefaultScriptURL = "https://res.wx.qq.com/connect/zh_CN/htmledition/js/wxLogin.js"
	// DefaultJSSDKScriptURL is the JS-SDK (wx.config, the share card).
	DefaultJSSDKScriptURL = "https://res.wx.qq.com/open/js/jweixin-1.6.0.js"
)

// Sandbox credentials and path: what the simulator (wechatsim) accepts by
// default. They are not secrets: the simulator exists only in sandbox mode.
const (
	SandboxPath      = "/_sandbox/wechat"
	SandboxWebAppID  = "wx_sandbox_web"
	SandboxWebSecret = "wx_sandbox_web_secret"
	SandboxMPAppID   = "wx_sandbox_mp"
	SandboxMPSecret  = "wx_sandbox_mp_secret"
)

// Config says which apps to use and where WeChat is.
type Config struct {
	// WebAppID and WebSecret: the Open Platform website app (QR login).
	WebAppID, WebSecret string
	// MPAppID and MPSecret: the official account (in-WeChat OAuth and the
	// JS-SDK).
	MPAppID, MPSecret string
	// OpenBase is where browsers are sent (qrconnect, oauth2/authorize):
	// "https://open.weixin.qq.com", or a path on our own site such as
	// "/_sandbox/wechat" (callers make it absolute for the browser).
	OpenBase string
	// APIBase is what the server calls (sns/..., cgi-bin/...): it must be
	// absolute, "https://api.weixin.qq.com" or the simulator on loopback.
	APIBase string
	// ScriptURL is the wxLogin.js widget the login page loads.
	ScriptURL string
	// JSSDKScriptURL is the JS-SDK script (jweixin) pages load inside
	// WeChat; the jssdkconfig answer names it.
	JSSDKScriptURL string
	// Debug is the JS-SDK config's debug flag.
	Debug bool
}

// SandboxConfig points at the simulator served by our own server.
// serverBase is how this server reaches itself, e.g. "http://127.0.0.1:8080"
// (the API calls go over HTTP to it, as they would to WeChat); browsers get
// paths on the site they are on.
func SandboxConfig(serverBase string) Config {
	return Config{
		WebAppID:       SandboxWebAppID,
		WebSecret:      SandboxWebSecret,
		MPAppID:        SandboxMPAppID,
		MPSecret:       SandboxMPSecret,
		OpenBase:       SandboxPath,
		APIBase:        strings.TrimRight(serverBase, "/") + SandboxPath,
		ScriptURL:      SandboxPath + "/wxLogin.js",
		JSSDKScriptURL: SandboxPath + "/jweixin-1.6.0.js",
	}
}

// FromEnv reads the production settings from the environment:
//
//	WECHAT_WEB_APPID, WECHAT_WEB_SECRET   website app (QR login)
//	WECHAT_MP_APPID, WECHAT_MP_SECRET     official account (one-tap, JS-SDK)
//	WECHAT_OPEN_BASE, WECHAT_API_BASE, WECHAT_SCRIPT_URL  (WeChat's by default)
//	WECHAT_JSSDK_SCRIPT_URL               the JS-SDK script (WeChat's jweixin-1.6.0.js by default)
//	WECHAT_JSSDK_DEBUG                    true for wx.config debug
//
// When neither app id is set it returns the sandbox config if sandbox is
// true, and ok == false otherwise (WeChat login is then off).
func FromEnv(sandbox bool, serverBase string) (cfg Config, ok bool) {
	get := func(k, def string) string {
		if v := strings.TrimSpace(os.Getenv(k)); v != "" {
			return v
		}
		return def
	}
	debug, _ := strconv.ParseBool(get("WECHAT_JSSDK_DEBUG", "false"))
	cfg = Config{
		WebAppID:       get("WECHAT_WEB_APPID", ""),
		WebSecret:      get("WECHAT_WEB_SECRET", ""),
		MPAppID:        get("WECHAT_MP_APPID", ""),
		MPSecret:       get("WECHAT_MP_SECRET", ""),
		OpenBase:       get("WECHAT_OPEN_BASE", DefaultOpenBase),
		APIBase:        get("WECHAT_API_BASE", DefaultAPIBase),
		ScriptURL:      get("WECHAT_SCRIPT_URL", DefaultScriptURL),
		JSSDKScriptURL: get("WECHAT_JSSDK_SCRIPT_URL", DefaultJSSDKScriptURL),
		Debug:          debug,
	}
	if cfg.WebAppID != "" || cfg.MPAppID != "" {
		return cfg, true
	}
	if !sandbox {
		return Config{}, false
	}
	sc := SandboxConfig(serverBase)
	sc.Debug = debug
	return sc, true
}

// App names one of the two WeChat apps.
type App string

const (
	// WebApp is the Open Platform website app (snsapi_login, QR scan).
	WebApp App = "web"
	// MPApp is the official account (snsapi_base / snsapi_userinfo inside
	// WeChat, and the JS-SDK).
	MPApp App = "mp"
)

// Scopes.
const (
	ScopeLogin    = "snsapi_login"
	ScopeBase     = "snsapi_base"
	ScopeUserInfo = "snsapi_userinfo"
)

// AppForScope returns the app a scope belongs to.
func AppForScope(scope string) (App, bool) {
	switch scope {
	case ScopeLogin:
		return WebApp, true
	case ScopeBase, ScopeUserInfo:
		return MPApp, true
	}
	return "", false
}

func (c Config) creds(app App) (id, secret string) {
	if app == MPApp {
		return c.MPAppID, c.MPSecret
	}
	return c.WebAppID, c.WebSecret
}
