package gqlserver

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"github.com/vektah/gqlparser/v2/parser"
)

// Limits of one request, checked before gqlgen's validator runs (some of its
// rules, OverlappingFieldsCanBeMerged above all, are quadratic in the number
// of fields). The largest query the client sends (SearchPageQuery) is about
// 5.8 KB, 1,250 tokens and 150 fields once its fragments are expanded; the
// limits leave ten times that or more.
const (
	// MaxBodyBytes bounds the request body: query, variables and extensions.
	MaxBodyBytes = 64 << 10
	// MaxTokens bounds the lexer tokens of a query (gqlparser's token limit).
	MaxTokens = 15_000
	// MaxFields bounds the field selections of a document, counted with
	// every fragment spread expanded where it is spread (so a fan-out of
	// fragments spreading fragments counts what it expands to).
	MaxFields = 2_000
	// MaxFragments bounds the fragment definitions of a document.
	MaxFragments = 200
)

// Error codes of the refusals (extensions.code).
const (
	CodeRequestTooLarge = "REQUEST_TOO_LARGE"
	CodeQueryTooLarge   = "QUERY_TOO_LARGE"
)

// limitBody refuses bodies above max bytes with HTTP 413 and a GraphQL
// error, before gqlgen reads them.
func limitBody(max int64, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Body == nil || r.Body == http.NoBody {
			next.ServeHTTP(w, r)
			return
		}
		if r.ContentLength > max {
			tooLarge(w, max)
			return
		}
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, max))
		if err != nil {
			var mbe *http.MaxBytesError
			if errors.As(err, &mbe) {
				tooLarge(w, max)
				return
			}
			writeError(w, http.StatusBadRequest, "could not read the request body", "BAD_REQUEST")
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		r.ContentLength = int64(len(body))
		next.ServeHTTP(w, r)
	})
}

func tooLarge(w http.ResponseWriter, max int64) {
	w.Header().Set("Connection", "close")
	writeError(w, http.StatusRequestEntityTooLarge,
		"request body is larger than "+strconv.FormatInt(max, 10)+" bytes", CodeRequestTooLarge)
}

func writeError(w http.ResponseWriter, status int, msg, code string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{"errors": []any{map[string]any{
		"message": msg, "extensions": map[string]any{"code": code},
	}}})
}

// QuerySize parses each new query itself, with the token limit, and refuses
// one with too many fields or fragments before gqlgen parses and validates
// it. Queries it accepted are remembered, so the client's few queries are
// measured once.
type QuerySize struct {
	MaxTokens, MaxFields, MaxFragments int

	accepted *lru.LRU[struct{}]
}

// NewQuerySize returns the extension with the package's limits.
func NewQuerySize() *QuerySize {
	return &QuerySize{MaxTokens: MaxTokens, MaxFields: MaxFields, MaxFragments: MaxFragments,
		accepted: lru.New[struct{}](1000)}
}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationParameterMutator
} = &QuerySize{}

// ExtensionName names the extension.
func (*QuerySize) ExtensionName() string { return "QuerySize" }

// Validate accepts any schema.
func (*QuerySize) Validate(graphql.ExecutableSchema) error { return nil }

// MutateOperationParameters measures the query. A query that does not parse
// for another reason than its size is left to gqlgen, which reports it.
func (q *QuerySize) MutateOperationParameters(ctx context.Context, p *graphql.RawParams) *gqlerror.Error {
	if p.Query == "" {
		return nil
	}
	if _, ok := q.accepted.Get(ctx, p.Query); ok {
		return nil
	}
	doc, err := parser.ParseQueryWithTokenLimit(&ast.Source{Input: p.Query}, q.MaxTokens)
	if err != nil {
		var gqlErr *gqlerror.Error
		if errors.As(err, &gqlErr) && strings.HasPrefix(gqlErr.Message, "exceeded token limit") {
			return tooBig("query has more than %d tokens", q.MaxTokens)
		}
		return nil
	}
	if len(doc.Fragments) > q.MaxFragments {
		return tooBig("query has %d fragments; the limit is %d", len(doc.Fragments), q.MaxFragments)
	}
	if n := countFields(doc, q.MaxFields); n > q.MaxFields {
		return tooBig("query selects more than %d fields (counting each fragment where it is spread)", q.MaxFields)
	}
	q.accepted.Add(ctx, p.Query, struct{}{})
	return nil
}

func tooBig(format string, args ...any) *gqlerror.Error {
	err := gqlerror.Errorf(format, args...)
	err.Extensions = map[string]any{"code": CodeQueryTooLarge}
	return err
}

// countFields counts the fields of every operation and fragment definition,
// each fragment spread counting the fields of its fragment (memoised, so a
// fan-out costs linear time to measure). It stops counting above max.
func countFields(doc *ast.QueryDocument, max int) int {
	c := fieldCounter{doc: doc, max: max, memo: map[string]int{}, visiting: map[string]bool{}}
	total := 0
	for _, op := range doc.Operations {
		total = c.add(total, c.set(op.SelectionSet))
	}
	for _, f := range doc.Fragments {
		total = c.add(total, c.fragment(f.Name))
	}
	return total
}

type fieldCounter struct {
	doc      *ast.QueryDocument
	max      int
	memo     map[string]int
	visiting map[string]bool
}

func (c *fieldCounter) add(a, b int) int {
	if a+b > c.max {
		return c.max + 1
	}
	return a + b
}

func (c *fieldCounter) set(set ast.SelectionSet) int {
	n := 0
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			n = c.add(n, c.add(1, c.set(s.SelectionSet)))
		case *ast.InlineFragment:
			n = c.add(n, c.set(s.SelectionSet))
		case *ast.FragmentSpread:
			n = c.add(n, c.fragment(s.Name))
		}
		if n > c.max {
			return n
		}
	}
	return n
}

func (c *fieldCounter) fragment(name string) int {
	if n, ok := c.memo[name]; ok {
		return n
	}
	if c.visiting[name] { // a cycle: the validator refuses it
		return 0
	}
	f := c.doc.Fragments.ForName(name)
	if f == nil {
		return 0
	}
	c.visiting[name] = true
	n := c.set(f.SelectionSet)
	delete(c.visiting, name)
	c.memo[name] = n
	return n
}
