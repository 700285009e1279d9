package api

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"artmarket/server/domain/problem"
	"artmarket/server/platform/outage"
)

// Error is a failure a handler reports to the client: the envelope's code
// and message (shown to the user), optionally data (for example which fields
// failed) and an HTTP status other than [StatusFor]'s. Its cause, if any, is
// logged and never sent.
type Error struct {
	Code    int
	Message string
	// Status overrides the HTTP status; 0 means StatusFor(Code).
	Status int
	// Data is sent as the envelope's data (null when nil).
	Data  any
	cause error
}

// Errorf returns an *Error with a message formatted like fmt.Sprintf. Use
// [NewError] for a message that is not a constant format string.
func Errorf(code int, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// NewError returns an *Error with the given code and message; an empty
// message becomes the code's [DefaultMessage].
func NewError(code int, message string) *Error {
	return &Error{Code: code, Message: message}
}

// Common errors, with the default messages. Use them as they are
// (errors.Is works) or derive from them with the With methods.
var (
	ErrUnauthorized    = NewError(CodeUnauthorized, MsgUnauthorized)
	ErrForbidden       = NewError(CodeForbidden, MsgForbidden)
	ErrNotFound        = NewError(CodeNotFound, MsgNotFound)
	ErrTooManyRequests = NewError(CodeTooManyRequests, MsgTooManyRequests)
	ErrServer          = NewError(CodeServerError, MsgServerError)
)

// Error implements error. It includes the cause, for logs.
func (e *Error) Error() string {
	msg := e.Message
	if msg == "" {
		msg = DefaultMessage(e.Code)
	}
	if e.cause != nil {
		return fmt.Sprintf("api error %d (%s): %v", e.Code, msg, e.cause)
	}
	return fmt.Sprintf("api error %d (%s)", e.Code, msg)
}

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.cause }

// WithCause returns a copy of e carrying err as its internal cause: logged
// when the HTTP status is 5xx, never sent to the client.
func (e *Error) WithCause(err error) *Error {
	c := *e
	c.cause = err
	return &c
}

// WithData returns a copy of e that sends data in the envelope.
func (e *Error) WithData(data any) *Error {
	c := *e
	c.Data = data
	return &c
}

// WithStatus returns a copy of e answered with the given HTTP status.
func (e *Error) WithStatus(status int) *Error {
	c := *e
	c.Status = status
	return &c
}

// WriteError answers err as an envelope:
//
//   - an *Error (anywhere in the chain) with its code, message, status and
//     data; a 5xx HTTP status is logged with its cause;
//   - a domain refusal (*problem.Error), or a dependency that cannot be
//     reached (*outage.Error, 503 with Retry-After, logged once per outage
//     by its monitor, not here), as [FromProblem] maps it;
//   - an *http.MaxBytesError with 413 "请求内容过大";
//   - anything else with 500 "服务器错误", logged with slog; the client never
//     sees the error text. When the request's own context was canceled (the
//     client went away) this is logged at debug level only.
func WriteError(w http.ResponseWriter, r *http.Request, err error) {
	var ae *Error
	if !errors.As(err, &ae) {
		ae = FromProblem(w, err)
	}
	if ae != nil {
		status := ae.Status
		if status == 0 {
			status = StatusFor(ae.Code)
		}
		msg := ae.Message
		if msg == "" {
			msg = DefaultMessage(ae.Code)
		}
		if status >= 500 && outage.As(err) == nil {
			logError(r, "api: handler failed", err)
		}
		write(w, status, Envelope{Code: ae.Code, Message: msg, Data: ae.Data})
		return
	}
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		Fail(w, http.StatusRequestEntityTooLarge, CodeTooLarge, MsgTooLarge)
		return
	}
	if r.Context().Err() != nil && errors.Is(err, context.Canceled) {
		slog.DebugContext(r.Context(), "api: request canceled", "method", r.Method, "path", r.URL.Path, "err", err)
	} else {
		logError(r, "api: handler failed", err)
	}
	Fail(w, http.StatusInternalServerError, CodeServerError, MsgServerError)
}

func logError(r *http.Request, msg string, err error) {
	slog.ErrorContext(r.Context(), msg, "method", r.Method, "path", r.URL.Path, "err", err)
}

// codeOf maps the kinds of domain refusal to envelope codes.
var codeOf = map[problem.Kind]int{
	problem.Invalid:      CodeValidation,
	problem.Unauthorized: CodeUnauthorized,
	problem.Forbidden:    CodeForbidden,
	problem.NotFound:     CodeNotFound,
	problem.Conflict:     CodeConflict,
	problem.TooMany:      CodeTooManyRequests,
	problem.Unavailable:  CodeUnavailable,
}

// FromProblem turns the refusal err stands for ([problem.Of]: a domain
// refusal, or an outage) into an *Error (nil when there is none): its kind
// picks the code, its field goes in data as {field}, and a retry time
// becomes the Retry-After header.
func FromProblem(w http.ResponseWriter, err error) *Error {
	p := problem.Of(err)
	if p == nil {
		return nil
	}
	code, ok := codeOf[p.Kind]
	if !ok {
		code = CodeServerError
	}
	e := NewError(code, p.Message)
	if p.Field != "" {
		e.Data = map[string]string{"field": p.Field}
	}
	if p.RetryAfter > 0 && w != nil {
		secs := int64((p.RetryAfter + time.Second - 1) / time.Second)
		w.Header().Set("Retry-After", strconv.FormatInt(max(secs, 1), 10))
	}
	return e
}
