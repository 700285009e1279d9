package problem

import "artmarket/server/platform/outage"

// MsgUnavailable is the answer when a dependency the request needs (the
// database, Redis) cannot be reached: refusing is right (a limit or a
// lockout that cannot be counted must not be skipped), and the person is
// told it passes.
const MsgUnavailable = "服务暂时不可用，请稍后再试"

// Of returns the refusal err stands for: the *Error in its chain, or, for a
// dependency that cannot be reached (an *outage.Error), an Unavailable
// refusal with MsgUnavailable and outage.RetryAfter. Nil for any other
// error. It is the one rule both APIs answer refusals by (REST: 503 with
// Retry-After; GraphQL: the UNAVAILABLE user error), so an outage is never
// an unexpected server error.
func Of(err error) *Error {
	if p := As(err); p != nil {
		return p
	}
	if outage.As(err) != nil {
		return New(Unavailable, MsgUnavailable).After(outage.RetryAfter)
	}
	return nil
}
