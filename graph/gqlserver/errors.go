package gqlserver

import (
	"context"
	"errors"
	"log/slog"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"artmarket/ent/privacy"
	"artmarket/server/platform/outage"
)

// Codes of the errors the presenter writes itself.
const (
	CodeInternal  = "INTERNAL"
	CodeForbidden = "FORBIDDEN"
	CodeBadInput  = "BAD_USER_INPUT"
	// CodeIntrospection: __schema or __type asked for while DEV is off.
	CodeIntrospection = "INTROSPECTION_DISABLED"
)

// Messages of those errors, as a person may read them.
const (
	MsgInternal  = "服务器错误"
	MsgForbidden = "无权访问"
)

// errorPresenter lets through the errors made to be read: GraphQL errors
// built on purpose (parser, validator, limits, gqlerror.Errorf in
// resolvers; a variable's refused value reworded in Chinese, see
// inputMessage), and turns every other error (the database's, ent's, a
// library's) into a generic one with extensions.code INTERNAL, logging the
// real error. A privacy denial becomes FORBIDDEN; a dependency that cannot
// be reached, UNAVAILABLE.
//
// quiet (introspection off) cuts any "Did you mean …?" suggestion from a
// message: gqlgen's switch removes only the field and leaf suggestions, not
// those of arguments, types, enum values or input fields.
func errorPresenter(log *slog.Logger, quiet bool) graphql.ErrorPresenterFunc {
	present := presenter(log)
	return func(ctx context.Context, err error) *gqlerror.Error {
		out := present(ctx, err)
		if quiet && out != nil {
			if i := strings.Index(out.Message, " Did you mean "); i >= 0 {
				cut := *out
				cut.Message = out.Message[:i]
				out = &cut
			}
		}
		return out
	}
}

func presenter(log *slog.Logger) graphql.ErrorPresenterFunc {
	return func(ctx context.Context, err error) *gqlerror.Error {
		if err == nil {
			return nil
		}
		var outer *gqlerror.Error
		errors.As(err, &outer)
		if shown := deliberate(err); shown != nil {
			if msg, ok := inputMessage(shown); ok { // a variable's value refused, in gqlparser's English
				out := *shown
				out.Message = msg
				return graphql.DefaultErrorPresenter(ctx, &out)
			}
			if shown == outer || outer == nil {
				return graphql.DefaultErrorPresenter(ctx, shown)
			}
			// Wrapped (in ent's multierror, say): its own text, nothing around it.
			out := *shown
			if out.Path == nil {
				out.Path = outer.Path
			}
			if out.Locations == nil {
				out.Locations = outer.Locations
			}
			return &out
		}
		presented := &gqlerror.Error{Message: MsgInternal, Extensions: map[string]any{"code": CodeInternal}}
		if outer != nil {
			presented.Path, presented.Locations = outer.Path, outer.Locations
		} else {
			presented.Path = graphql.GetPath(ctx)
		}
		if strings.Contains(err.Error(), "cannot decode cursor") { // entgql's Cursor.UnmarshalGQL
			presented.Message, presented.Extensions["code"] = "invalid cursor", CodeBadInput
			return presented
		}
		if introspectionOff(err) {
			presented.Message, presented.Extensions["code"] = "introspection is off", CodeIntrospection
			return presented
		}
		if outage.As(err) != nil { // logged once per outage by its monitor, not per field
			presented.Message, presented.Extensions["code"] = MsgUnavailable, CodeUnavailable
			return presented
		}
		if errors.Is(err, privacy.Deny) {
			presented.Message, presented.Extensions["code"] = MsgForbidden, CodeForbidden
			log.InfoContext(ctx, "graphql: denied", "path", presented.Path.String(), "err", err)
			return presented
		}
		log.ErrorContext(ctx, "graphql: internal error", "path", presented.Path.String(), "err", err)
		return presented
	}
}

// deliberate finds the error written to be shown in err's chain: a
// *gqlerror.Error that wraps nothing (gqlgen's ErrorOnPath wraps any other
// error in a gqlerror whose Err is that error). Nil when there is none.
func deliberate(err error) *gqlerror.Error {
	for err != nil {
		var g *gqlerror.Error
		if !errors.As(err, &g) {
			return nil
		}
		if g.Err == nil {
			return g
		}
		err = g.Err
	}
	return nil
}

// introspectionOff reports gqlgen's refusal of __schema and __type.
func introspectionOff(err error) bool {
	for ; err != nil; err = errors.Unwrap(err) {
		if err.Error() == "introspection disabled" {
			return true
		}
	}
	return false
}

// stackEvery bounds the panics logged with their stack: one a minute. A
// panic a request can provoke at will must not let it fill the disk (issue
// 26: a malformed body wrote a 5 KB stack per request); the others are
// logged in one line, counted.
const stackEvery = time.Minute

// recoverFunc turns a resolver's panic into the generic error, logging the
// panic, with its stack at most once per stackEvery.
func recoverFunc(log *slog.Logger) graphql.RecoverFunc {
	var (
		mu       sync.Mutex
		last     time.Time
		withheld int
	)
	return func(ctx context.Context, p any) error {
		mu.Lock()
		now := time.Now()
		full := last.IsZero() || now.Sub(last) >= stackEvery
		skipped := withheld
		if full {
			last, withheld = now, 0
		} else {
			withheld++
		}
		mu.Unlock()
		if full {
			log.ErrorContext(ctx, "graphql: panic", "panic", p, "stacks_withheld", skipped, "stack", string(debug.Stack()))
		} else {
			log.ErrorContext(ctx, "graphql: panic", "panic", p)
		}
		return &gqlerror.Error{Message: MsgInternal, Extensions: map[string]any{"code": CodeInternal}}
	}
}
