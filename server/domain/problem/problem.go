// Package problem is how the domain says no: an error with a kind and a
// message a person reads (Chinese, shown as it is), optionally the field
// of a form it is about. The REST shim and GraphQL turn it into their own
// shapes (an envelope code, a user error in a payload); the domain knows
// neither.
package problem

import (
	"errors"
	"time"
)

// Kind is what sort of no it is.
type Kind int

// The kinds.
const (
	Invalid      Kind = iota + 1 // the input breaks a rule (a form error)
	Unauthorized                 // no member, or the member's session is over
	Forbidden                    // this member may not do this
	NotFound                     // no such thing (or not visible to this member)
	Conflict                     // the thing changed or is taken meanwhile
	TooMany                      // a rate limit or lockout; RetryAfter says when
	Unavailable                  // busy or a provider is down; try again later
)

// The messages every area answers the same way, in one place: REST's
// envelope, GraphQL's user errors and the domain's refusals use these.
const (
	// MsgUnauthorized: no member, or the member's session is over (spec
	// §7: a 401 answers it).
	MsgUnauthorized = "未登录或登录已过期"
	// MsgTooManyRequests: a rate limit is full.
	MsgTooManyRequests = "请求过于频繁，请稍后再试"
)

// Error is a refusal with a message for the person.
type Error struct {
	Kind       Kind
	Message    string
	Field      string        // the input field it is about, "" for the whole request
	RetryAfter time.Duration // for TooMany and Unavailable, 0 when unknown
}

func (e *Error) Error() string { return "problem: " + e.Message }

// New returns a refusal of kind with message.
func New(kind Kind, message string) *Error { return &Error{Kind: kind, Message: message} }

// OnField returns a copy of e about field.
func (e *Error) OnField(field string) *Error {
	c := *e
	c.Field = field
	return &c
}

// After returns a copy of e with a retry time.
func (e *Error) After(d time.Duration) *Error {
	c := *e
	c.RetryAfter = d
	return &c
}

// As returns the refusal in err's chain, or nil.
func As(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return nil
}
