// Package api is the frame of the REST shim under /api/ (product spec
// sections 7 and 8): the {code, message, data} envelope, typed errors that
// handlers return, an adapter that turns a handler's (data, error) into an
// envelope, a router with JSON 404/405 answers, request body limits and a
// strict JSON decoder.
//
// Every answer is JSON of the form
//
//	{"code": 1, "message": "成功", "data": {...}}
//
// with Cache-Control: no-store. The HTTP status mirrors the code (see
// [StatusFor]), so plain HTTP tooling sees failures too, while the client
// always reads code and message from the body, whatever the status.
package api

import (
	"encoding/json"
	"log/slog"
	"net/http"

	"artmarket/server/domain/problem"
)

// Envelope codes. The spec (section 8) documents 1, 401, 403, 404 and 500;
// this shim adds 422 for validation errors and 429 for rate limits, and uses
// 405, 413 and 415 for the HTTP-level failures of the same number. A
// business error may use any other code; its HTTP status is then 400.
const (
	// CodeOK: success. The client unwraps data.
	CodeOK = 1
	// CodeUnauthorized: not logged in or the token expired. The client
	// clears its token and offers the login dialog.
	CodeUnauthorized = 401
	// CodeForbidden: logged in but not allowed.
	CodeForbidden = 403
	// CodeNotFound: no such API path, or the addressed resource is missing.
	CodeNotFound = 404
	// CodeMethodNotAllowed: the path exists for other methods (see the Allow
	// header).
	CodeMethodNotAllowed = 405
	// CodeTooLarge: the request body exceeds the route's limit.
	CodeTooLarge = 413
	// CodeUnsupportedMediaType: the body is not of the expected type (JSON
	// for [Decode]).
	CodeUnsupportedMediaType = 415
	// CodeValidation: malformed JSON or a field that fails validation; the
	// message says what to fix and is shown to the user.
	CodeValidation = 422
	// CodeTooManyRequests: a rate limit was hit; the message says when to
	// retry, and handlers should also set Retry-After.
	CodeTooManyRequests = 429
	// CodeConflict: the thing changed or was taken meanwhile (a second save
	// of the same form, a name someone else just took).
	CodeConflict = 409
	// CodeUnavailable: busy, or a provider is down; try again later.
	CodeUnavailable = 503
	// CodeServerError: an unexpected failure. The message is always
	// "服务器错误"; details go to the log only.
	CodeServerError = 500
)

// Default messages (shown as toasts by the client).
const (
	MsgOK              = "成功"
	MsgUnauthorized    = problem.MsgUnauthorized
	MsgForbidden       = "没有权限"
	MsgNotFound        = "资源不存在"
	MsgNoSuchEndpoint  = "接口不存在"
	MsgMethodNotAllow  = "请求方法不允许"
	MsgTooLarge        = "请求内容过大"
	MsgUnsupportedType = "请求内容类型不支持，请使用 application/json"
	MsgBadFormat       = problem.MsgBadFormat
	MsgValidation      = "请求参数错误"
	MsgTooManyRequests = problem.MsgTooManyRequests
	MsgServerError     = "服务器错误"
	MsgRequestFailed   = "请求失败"
)

// DefaultMessage returns the message used when an error carries none.
func DefaultMessage(code int) string {
	switch code {
	case CodeOK:
		return MsgOK
	case CodeUnauthorized:
		return MsgUnauthorized
	case CodeForbidden:
		return MsgForbidden
	case CodeNotFound:
		return MsgNotFound
	case CodeMethodNotAllowed:
		return MsgMethodNotAllow
	case CodeTooLarge:
		return MsgTooLarge
	case CodeUnsupportedMediaType:
		return MsgUnsupportedType
	case CodeValidation:
		return MsgValidation
	case CodeTooManyRequests:
		return MsgTooManyRequests
	}
	if code >= 500 && code <= 599 {
		return MsgServerError
	}
	return MsgRequestFailed
}

// StatusFor returns the HTTP status that accompanies an envelope code:
// 200 for [CodeOK], the code itself for codes that are HTTP error statuses
// (400-599), and 400 for any other (business) code.
func StatusFor(code int) int {
	switch {
	case code == CodeOK:
		return http.StatusOK
	case code >= 400 && code <= 599:
		return code
	default:
		return http.StatusBadRequest
	}
}

// Envelope is the body of every answer.
type Envelope struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data"`
}

// OK answers 200 with code 1 and data (null when data is nil).
func OK(w http.ResponseWriter, data any) {
	write(w, http.StatusOK, Envelope{Code: CodeOK, Message: MsgOK, Data: data})
}

// Fail answers httpStatus with the given code and message (the code's
// default message when empty) and null data.
func Fail(w http.ResponseWriter, httpStatus, code int, message string) {
	if message == "" {
		message = DefaultMessage(code)
	}
	write(w, httpStatus, Envelope{Code: code, Message: message})
}

// serverErrorBody is written when an envelope cannot be encoded.
var serverErrorBody = []byte(`{"code":500,"message":"服务器错误","data":null}`)

// write encodes env before touching w, so an encoding failure still yields a
// clean 500 envelope rather than half an answer.
func write(w http.ResponseWriter, status int, env Envelope) {
	body, err := json.Marshal(env)
	if err != nil {
		slog.Error("api: encode response", "code", env.Code, "err", err)
		status, body = http.StatusInternalServerError, serverErrorBody
	}
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Del("Content-Length")
	w.WriteHeader(status)
	_, _ = w.Write(append(body, '\n'))
}
