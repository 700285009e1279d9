package gqlserver

import (
	"bytes"
	"context"
	"crypto/sha256"
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

// Limits of one request, checked before gqlgen's validator runs (its
// OverlappingFieldsCanBeMerged rule compares the fields of one response name
// pairwise: 2,000 of them took 2.4 s to validate). The largest query the
// client sends (SearchPageQuery) is 5.8 KB, 917 tokens, 572 fields counted
// as below, 12 fragments and at most 4 fields under one name; the limits
// leave ten times its size and tokens, three times its fields, sixteen
// times its fragments and four times its same-name count.
const (
	// MaxBodyBytes bounds the request body: query, variables and extensions.
	MaxBodyBytes = 64 << 10
	// MaxTokens bounds the lexer tokens of a query (gqlparser's token limit,
	// also set on gqlgen's own parser).
	MaxTokens = 10_000
	// MaxFields bounds the field selections of a document, counted with
	// every fragment spread expanded where it is spread (so a fan-out of
	// fragments spreading fragments counts what it expands to).
	MaxFields = 2_000
	// MaxFragments bounds the fragment definitions of a document.
	MaxFragments = 200
	// MaxSameName bounds the fields answering to one response name in one
	// selection set, fragments merged (the client's queries: 4 at most).
	MaxSameName = 16
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
	anySchema
	MaxTokens, MaxFields, MaxFragments, MaxSameName int

	accepted *lru.LRU[struct{}]
}

// NewQuerySize returns the extension with the package's limits.
func NewQuerySize() *QuerySize {
	return &QuerySize{MaxTokens: MaxTokens, MaxFields: MaxFields, MaxFragments: MaxFragments, MaxSameName: MaxSameName,
		accepted: lru.New[struct{}](1000)}
}

// ExtensionName names the extension.
func (*QuerySize) ExtensionName() string { return "QuerySize" }

// MutateOperationParameters measures the query. A query that does not parse
// for another reason than its size is left to gqlgen, which reports it.
func (q *QuerySize) MutateOperationParameters(ctx context.Context, p *graphql.RawParams) *gqlerror.Error {
	if p.Query == "" {
		return nil
	}
	key := queryKey(p.Query)
	if _, ok := q.accepted.Get(ctx, key); ok {
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
	if n := maxSameName(doc); n > q.MaxSameName {
		return tooBig("query selects %d fields under one response name in one place; the limit is %d", n, q.MaxSameName)
	}
	q.accepted.Add(ctx, key, struct{}{})
	return nil
}

// queryKey keys the accepted queries by digest: the cache then holds 32
// bytes per query, not the query.
func queryKey(query string) string {
	sum := sha256.Sum256([]byte(query))
	return string(sum[:])
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

// maxSameName is the largest number of fields that answer to one response
// name in one place of the response, counting the fields that inline
// fragments and fragment spreads merge into it and, below a name, the
// sub-selections of all its fields together (they merge too). gqlgen's
// validator compares such fields pairwise, and their sub-selections pairwise
// again: this is what makes OverlappingFieldsCanBeMerged quadratic and, when
// nested, worse. The walk visits each field of the expanded document once;
// countFields bounds that first.
func maxSameName(doc *ast.QueryDocument) int {
	m := sameNames{doc: doc, visiting: map[string]bool{}}
	for _, op := range doc.Operations {
		m.walk([]ast.SelectionSet{op.SelectionSet})
	}
	for _, f := range doc.Fragments {
		m.walk([]ast.SelectionSet{f.SelectionSet})
	}
	return m.max
}

type sameNames struct {
	doc      *ast.QueryDocument
	visiting map[string]bool
	max      int
}

// walk groups the fields of the merged sets by response name and goes on
// with the merged sub-selections of each group.
func (m *sameNames) walk(sets []ast.SelectionSet) {
	groups := map[string][]*ast.Field{}
	var order []string
	for _, set := range sets {
		m.collect(set, groups, &order)
	}
	for _, name := range order {
		fields := groups[name]
		m.max = max(m.max, len(fields))
		var subs []ast.SelectionSet
		for _, f := range fields {
			if len(f.SelectionSet) > 0 {
				subs = append(subs, f.SelectionSet)
			}
		}
		if len(subs) > 0 {
			m.walk(subs)
		}
	}
}

// collect adds the fields of a set to groups, through its inline fragments
// and fragment spreads.
func (m *sameNames) collect(set ast.SelectionSet, groups map[string][]*ast.Field, order *[]string) {
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			name := s.Alias
			if name == "" {
				name = s.Name
			}
			if _, ok := groups[name]; !ok {
				*order = append(*order, name)
			}
			groups[name] = append(groups[name], s)
		case *ast.InlineFragment:
			m.collect(s.SelectionSet, groups, order)
		case *ast.FragmentSpread:
			f := m.doc.Fragments.ForName(s.Name)
			if f == nil || m.visiting[s.Name] {
				continue
			}
			m.visiting[s.Name] = true
			m.collect(f.SelectionSet, groups, order)
			delete(m.visiting, s.Name)
		}
	}
}
