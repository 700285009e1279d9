package wechat

import (
	"errors"
	"fmt"
)

// WeChat's error codes that this package and its callers act on.
const (
	CodeSystemBusy          = -1
	CodeInvalidCredential   = 40001 // wrong AppSecret, or an access_token that is not the latest
	CodeInvalidGrantType    = 40002
	CodeInvalidOpenID       = 40003
	CodeInvalidAppID        = 40013
	CodeInvalidAccessToken  = 40014
	CodeInvalidCode         = 40029
	CodeInvalidRefreshToken = 40030
	CodeInvalidArgs         = 40097
	CodeInvalidAppSecret    = 40125
	CodeCodeUsed            = 40163
	CodeIPNotWhitelisted    = 40164
	CodeAccessTokenMissing  = 41001
	CodeAppIDMissing        = 41002
	CodeSecretMissing       = 41004
	CodeCodeMissing         = 41008
	CodeAccessTokenExpired  = 42001
	CodeRefreshTokenExpired = 42002
	CodeRequireGET          = 43001
	CodeQuotaExceeded       = 45009
	CodeAPIUnauthorized     = 48001
)

// ErrNotConfigured is returned for an app whose app id or secret is empty.
var ErrNotConfigured = errors.New("wechat: app not configured")

// Error is an answer of WeChat's with a non-zero errcode.
type Error struct {
	// Op is the API path called, e.g. "sns/oauth2/access_token".
	Op string
	// Code and Msg are WeChat's errcode and errmsg.
	Code int
	Msg  string
}

// Error implements error.
func (e *Error) Error() string {
	return fmt.Sprintf("wechat %s: errcode %d: %s", e.Op, e.Code, e.Msg)
}

// LogMessage is an operator's explanation of the code: what it means and
// what to check. The SDK codes of spec §8 (40001, 40013, 40014, 41001,
// 42001, 40164) each have their own.
func (e *Error) LogMessage() string { return LogMessage(e.Code) }

// LogMessage explains a WeChat errcode for the log.
func LogMessage(code int) string {
	switch code {
	case CodeInvalidCredential:
		return "40001 invalid credential: the AppSecret is wrong, or the access_token is not the latest one (another system fetched a new token); check WECHAT_*_SECRET and that only this server fetches tokens"
	case CodeInvalidAppID:
		return "40013 invalid appid: the app id is wrong or does not belong to this kind of app; check WECHAT_WEB_APPID / WECHAT_MP_APPID"
	case CodeInvalidAccessToken:
		return "40014 invalid access_token: the token is malformed or unknown; a fresh one will be fetched"
	case CodeAccessTokenMissing:
		return "41001 access_token missing: the call was made without an access_token"
	case CodeAccessTokenExpired:
		return "42001 access_token expired: the cached token outlived its 7200 s; a fresh one will be fetched"
	case CodeIPNotWhitelisted:
		return "40164 caller IP not in the whitelist: add this server's outgoing IP to the official account's IP whitelist"
	case CodeInvalidCode:
		return "40029 invalid code: the OAuth code is wrong, expired (10 min) or for another app"
	case CodeCodeUsed:
		return "40163 code been used: an OAuth code works once"
	case CodeInvalidRefreshToken:
		return "40030 invalid refresh_token"
	case CodeRefreshTokenExpired:
		return "42002 refresh_token expired (30 days): the user must authorise again"
	case CodeInvalidAppSecret:
		return "40125 invalid appsecret: check WECHAT_*_SECRET"
	case CodeAPIUnauthorized:
		return "48001 api unauthorized: the scope or the account lacks this API (snsapi_base tokens cannot read userinfo)"
	case CodeInvalidOpenID:
		return "40003 invalid openid: the openid does not belong to this app or token"
	case CodeQuotaExceeded:
		return "45009 daily API quota reached: tokens are not being cached or are fetched too often"
	case CodeSystemBusy:
		return "-1 WeChat system busy: retry later"
	}
	return fmt.Sprintf("%d: WeChat API error (see WeChat's global return codes)", code)
}

// ErrCode returns the WeChat errcode carried by err, or 0.
func ErrCode(err error) int {
	var we *Error
	if errors.As(err, &we) {
		return we.Code
	}
	return 0
}

// IsCodeError reports whether err means the OAuth code cannot be used (bad,
// expired, used, or for another app): the user should simply try again.
func IsCodeError(err error) bool {
	switch ErrCode(err) {
	case CodeInvalidCode, CodeCodeUsed, CodeCodeMissing:
		return true
	}
	return false
}

// staleToken reports whether err means the cached access_token is no good.
func staleToken(err error) bool {
	switch ErrCode(err) {
	case CodeInvalidCredential, CodeInvalidAccessToken, CodeAccessTokenExpired:
		return true
	}
	return false
}
