package gqlserver

import (
	"bytes"
	"container/list"
	"context"
	"crypto/sha256"
	"encoding/json"
	"io"
	"mime"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"artmarket/server/domain/member/auth"
)

// ResponseCache keeps the answers of anonymous GraphQL queries for a short
// time: the catalogue's lists and pages, which every visitor (and the SSR
// renderer, which asks on loopback without a token when it renders for a
// visitor) asks for in the same words. A fresh answer is served as it is, a
// stale one while one execution refreshes it (single flight), and
// concurrent misses of one key wait for one execution.
//
// It is a gqlgen response interceptor, so every limit (body size, tokens,
// fields, page sizes, complexity, depth) and the validator have passed
// before it is asked: an entry exists only for a query that passed them.
//
// What is never read or stored: a mutation or subscription, a request with
// a Token or Authorization header or a resolved session (the answer may
// depend on the viewer), an answer with errors, extensions or deferred
// parts, or without data. Catalogue writes Purge it (the same signal as the
// page cache's).
//
// The key is a digest of the query text (after APQ has filled it in), the
// operation name and the coerced variables as JSON (encoding/json sorts map
// keys); nothing else of the request, as a visitor's answer depends on
// nothing else (the Channel header matters only to a member's session). A
// kept answer is also named by the digest of the request bodies that
// reached it, at most maxAliases of them: a visitor's request with those very bytes is answered with the
// answer's encoded bytes before gqlgen parses, validates and measures it
// again (see withCache) — the same bytes passed every limit before.
type ResponseCache struct {
	TTL      time.Duration // served as it is (GRAPHQL_CACHE_TTL)
	Stale    time.Duration // after TTL, served while one request refreshes it
	MaxBytes int           // bound of the answers kept (data, key and bookkeeping); least recently used go first
	Now      func() time.Time
	// Admit, when set, is asked before a query executes that no kept
	// answer or shared execution answers: a visitor's miss, a waiter whose
	// shared execution gave nothing to share, and every query the cache may
	// not answer (a member's, one with a Token or Authorization header).
	// False answers 429 with MsgTooManyMisses instead. Hits and requests
	// that join an execution are never asked. It bounds what one address
	// costs with distinct queries or variables, which no cache can answer
	// (see the app's GRAPHQL_MISS_LIMIT).
	Admit func(r *http.Request) bool
	// AdmitOperator, when set, is asked before every mutation that calls a
	// field marked @operator (the console's decisions: shipments,
	// arbitration, withdrawals, refunds settled or answered by the
	// platform, articles); false answers 429 with MsgTooManyMisses. It
	// bounds what one address (an IPv6 /64) floods the console's writes
	// with (see the app's OPERATOR_ACTION_LIMIT), whoever is signed in.
	AdmitOperator func(r *http.Request) bool

	once    sync.Once
	mu      sync.Mutex
	entries map[string]*list.Element // of *cachedAnswer
	raw     map[string]*list.Element // the same, by raw key (see ServeHTTP's fast path)
	lru     list.List                // front: most recently used
	size    int
	flights map[string]*answerFlight
	gen     uint64 // bumped by Purge: an execution begun before it is not stored
	runs    atomic.Uint64
	missAll atomic.Bool // MissAlways
}

// MissAlways(true) makes every cacheable request a miss: it goes through
// the cache's miss path (admission, its own execution, the encoding and
// keeping of its answer) but is never answered by a kept answer, nor by
// another request's execution. For measuring what a miss costs (make
// bench); never on in service, and no request can turn it on.
func (c *ResponseCache) MissAlways(on bool) { c.missAll.Store(on) }

// entryOverhead is what an entry costs besides its data and key: the list
// element, the map slot, the struct.
const entryOverhead = 256

type cachedAnswer struct {
	key     string
	data    json.RawMessage
	body    []byte // the whole answer as gqlgen's POST transport writes it, for the fast path
	stored  time.Time
	aliases []string // raw keys (request bodies) that name this answer
}

// maxAliases bounds the request bodies that name one answer (spellings of
// one query: whitespace, variable order).
const maxAliases = 4

// aliasCost is what one alias costs: its key and map slot.
const aliasCost = 96

func (a *cachedAnswer) cost() int {
	return len(a.data) + len(a.body) + len(a.key) + entryOverhead + len(a.aliases)*aliasCost
}

type answerFlight struct {
	done   chan struct{}
	resp   *graphql.Response
	kept   bool   // the answer was storable and no purge came after: waiters may share it
	purged bool   // the answer was storable but a purge came after it began
	gen    uint64 // the purge generation when the flight began
}

// X-Cache values.
const (
	XCacheHit   = "hit"
	XCacheMiss  = "miss"
	XCacheStale = "stale"
)

var _ interface {
	graphql.HandlerExtension
	graphql.ResponseInterceptor
} = &ResponseCache{}

func (c *ResponseCache) init() {
	c.once.Do(func() {
		c.entries = map[string]*list.Element{}
		c.raw = map[string]*list.Element{}
		c.flights = map[string]*answerFlight{}
		if c.Now == nil {
			c.Now = time.Now
		}
		if c.MaxBytes <= 0 {
			c.MaxBytes = 32 << 20
		}
	})
}

// ExtensionName names the extension.
func (*ResponseCache) ExtensionName() string { return "ResponseCache" }

// Validate accepts any schema.
func (*ResponseCache) Validate(graphql.ExecutableSchema) error { return nil }

// Purge drops every answer (a catalogue write) and keeps executions begun
// before it from being stored.
func (c *ResponseCache) Purge() {
	if c == nil {
		return
	}
	c.init()
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	c.entries = map[string]*list.Element{}
	c.raw = map[string]*list.Element{}
	// Executions begun before are detached: a request from now on starts
	// (or joins) one that reads the new rows.
	c.flights = map[string]*answerFlight{}
	c.lru.Init()
	c.size = 0
}

// Purges counts the purges so far.
func (c *ResponseCache) Purges() uint64 {
	c.init()
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.gen
}

// Len is the number of answers kept; Bytes what they cost.
func (c *ResponseCache) Len() int {
	c.init()
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.lru.Len()
}

// Bytes is what the kept answers cost against MaxBytes.
func (c *ResponseCache) Bytes() int {
	c.init()
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.size
}

// Runs counts the executions the cache let through (misses and refreshes
// of cacheable requests).
func (c *ResponseCache) Runs() uint64 { return c.runs.Load() }

// InterceptResponse answers a cacheable request from the cache or through
// one shared execution.
func (c *ResponseCache) InterceptResponse(ctx context.Context, next graphql.ResponseHandler) *graphql.Response {
	if c == nil || c.TTL <= 0 {
		return next(ctx)
	}
	key, ok := cacheKey(ctx)
	if !ok {
		// A query the cache may not answer (a member's, or one with a
		// Token or Authorization header, which may resolve to nobody and
		// run as a visitor's) executes every time: it counts against the
		// same bound, so adding a header does not switch the bound off.
		if c.Admit != nil && isQuery(ctx) && !admit(ctx, c.Admit) {
			return refuseMiss(ctx)
		}
		return next(ctx)
	}
	c.init()
	return c.answer(ctx, key, next, true, false)
}

// isQuery: a query operation that passed the limits and the validator
// (what gqlgen refused is answered without executing).
func isQuery(ctx context.Context) bool {
	if !graphql.HasOperationContext(ctx) {
		return false
	}
	oc := graphql.GetOperationContext(ctx)
	return oc != nil && oc.Operation != nil && oc.Operation.Operation == ast.Query && !refused(ctx)
}

// OperatorBound counts the console's decisions against the cache's
// AdmitOperator before MemberOnly, so a visitor's attempts count too: a
// mutation that calls a field marked @operator from an address past its
// bound answers 429 with MsgTooManyMisses and runs nothing.
type OperatorBound struct {
	anySchema
	Cache *ResponseCache
}

// ExtensionName names the extension for gqlgen.
func (OperatorBound) ExtensionName() string { return "OperatorBound" }

// InterceptOperation refuses an operator mutation past the address's bound.
func (b OperatorBound) InterceptOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	if b.Cache == nil || b.Cache.AdmitOperator == nil || !isOperatorMutation(graphql.GetOperationContext(ctx)) || admit(ctx, b.Cache.AdmitOperator) {
		return next(ctx)
	}
	return graphql.OneShot(refuseMiss(ctx))
}

// isOperatorMutation: a mutation that calls a field marked @operator.
func isOperatorMutation(oc *graphql.OperationContext) bool {
	if oc == nil || oc.Operation == nil || oc.Operation.Operation != ast.Mutation {
		return false
	}
	for _, sel := range oc.Operation.SelectionSet {
		if f, ok := sel.(*ast.Field); ok && f.Definition != nil && f.Definition.Directives.ForName("operator") != nil {
			return true
		}
	}
	return false
}

// answer is InterceptResponse for a cacheable key. rejoin: a waiter whose
// shared execution was overtaken by a purge looks again (once), so the
// waiters of a hot query join one new execution instead of each running
// its own. admitted: Admit has let this request start an execution.
func (c *ResponseCache) answer(ctx context.Context, key string, next graphql.ResponseHandler, rejoin, admitted bool) *graphql.Response {
	if c.missAll.Load() {
		if c.Admit != nil && !admit(ctx, c.Admit) {
			return refuseMiss(ctx)
		}
		c.mu.Lock()
		f := &answerFlight{done: make(chan struct{}), gen: c.gen} // nobody joins it
		c.mu.Unlock()
		setXCache(ctx, XCacheMiss)
		return c.run(ctx, key, f, next)
	}
	now := c.Now()
	c.mu.Lock()
	if el, ok := c.entries[key]; ok {
		a := el.Value.(*cachedAnswer)
		age := now.Sub(a.stored)
		switch {
		case age < c.TTL:
			c.lru.MoveToFront(el)
			c.aliasLocked(el, rawKeyFrom(ctx))
			c.mu.Unlock()
			setXCache(ctx, XCacheHit)
			return &graphql.Response{Data: a.data}
		case age < c.TTL+c.Stale:
			c.lru.MoveToFront(el)
			if _, busy := c.flights[key]; !busy {
				f := c.startLocked(key)
				// The refresh outlives this request; the operation is its own.
				go c.run(context.WithoutCancel(ctx), key, f, next)
			}
			c.mu.Unlock()
			setXCache(ctx, XCacheStale)
			return &graphql.Response{Data: a.data}
		}
		c.removeLocked(el)
	}
	if f, ok := c.flights[key]; ok {
		c.mu.Unlock()
		setXCache(ctx, XCacheMiss)
		select {
		case <-f.done:
		case <-ctx.Done():
			return nil // the client left
		}
		if f.kept {
			return &graphql.Response{Data: f.resp.Data}
		}
		if f.purged && rejoin {
			return c.answer(ctx, key, next, false, admitted)
		}
		// The shared execution failed or was cancelled with its request
		// (or was overtaken twice by catalogue writes): this request runs
		// its own, which counts against the bound like any execution (the
		// waiters of a query that always fails are not one admission).
		if c.Admit != nil && !admitted && !admit(ctx, c.Admit) {
			return refuseMiss(ctx)
		}
		return next(ctx)
	}
	if c.Admit != nil && !admitted {
		// Asked outside the lock (it may ask Redis); then looked up again,
		// as an answer or execution may have come meanwhile.
		c.mu.Unlock()
		if !admit(ctx, c.Admit) {
			return refuseMiss(ctx)
		}
		return c.answer(ctx, key, next, rejoin, true)
	}
	f := c.startLocked(key)
	c.mu.Unlock()
	setXCache(ctx, XCacheMiss)
	return c.run(ctx, key, f, next)
}

// MsgTooManyMisses answers a visitor's query past its address's bound of
// executions (ResponseCache.Admit).
const MsgTooManyMisses = "请求过于频繁，请稍后再试"

// refuseMiss answers a miss Admit refused: 429 (which clients retry
// later) with the message and code TOO_MANY_REQUESTS.
func refuseMiss(ctx context.Context) *graphql.Response {
	if st, ok := ctx.Value(statusKey{}).(*int); ok {
		*st = http.StatusTooManyRequests
	}
	if h, ok := ctx.Value(xCacheKey{}).(http.Header); ok {
		h.Set("Retry-After", "60")
	}
	return &graphql.Response{Errors: gqlerror.List{{Message: MsgTooManyMisses,
		Extensions: map[string]any{"code": "TOO_MANY_REQUESTS"}}}}
}

// admit asks Admit about the request in ctx (put there by withCache);
// without one (not through withCache) the miss goes on.
func admit(ctx context.Context, allow func(*http.Request) bool) bool {
	r, ok := ctx.Value(requestKey{}).(*http.Request)
	return !ok || allow(r)
}

func (c *ResponseCache) startLocked(key string) *answerFlight {
	// The generation is taken here, under the lock, not when the execution
	// starts: a stale answer's refresh runs in its own goroutine, which may
	// start after a purge that came after the request that began it.
	f := &answerFlight{done: make(chan struct{}), gen: c.gen}
	c.flights[key] = f
	return f
}

// run executes the operation for the flight of key, stores a storable
// answer unless a purge came in between, and wakes the waiters.
func (c *ResponseCache) run(ctx context.Context, key string, f *answerFlight, next graphql.ResponseHandler) *graphql.Response {
	gen := f.gen
	c.runs.Add(1)
	raw := rawKeyFrom(ctx)
	var resp *graphql.Response
	defer func() {
		// The answer is encoded before the lock is taken: encoding a list's
		// answer (tens of kB, checked and compacted byte by byte) under the
		// cache's one lock held every other request that reached the cache.
		var body []byte
		ok := storable(resp)
		if ok {
			body = encode(resp.Data)
		}
		// A panic in the execution must not leave the waiters waiting.
		c.mu.Lock()
		if c.flights[key] == f {
			delete(c.flights, key)
		}
		// Waiters share only an answer no purge came after.
		f.resp, f.kept, f.purged = resp, ok && gen == c.gen, ok && gen != c.gen
		if f.kept {
			a := &cachedAnswer{key: key, data: resp.Data, body: body, stored: c.Now()}
			if el, ok := c.entries[key]; ok {
				c.removeLocked(el)
			}
			// One answer may take at most a quarter of the bound.
			if a.body != nil && a.cost() <= c.MaxBytes/4 {
				el := c.lru.PushFront(a)
				c.entries[key] = el
				c.size += a.cost()
				c.aliasLocked(el, raw)
				for c.size > c.MaxBytes && c.lru.Len() > 0 {
					c.removeLocked(c.lru.Back())
				}
			}
		}
		c.mu.Unlock()
		close(f.done)
	}()
	resp = next(ctx)
	return resp
}

func (c *ResponseCache) removeLocked(el *list.Element) {
	a := c.lru.Remove(el).(*cachedAnswer)
	delete(c.entries, a.key)
	for _, r := range a.aliases {
		if c.raw[r] == el {
			delete(c.raw, r)
		}
	}
	c.size -= a.cost()
}

// aliasLocked names the answer of el by a raw key too (a request body that
// reached it through every limit and the validator as an anonymous query).
func (c *ResponseCache) aliasLocked(el *list.Element, raw string) {
	a := el.Value.(*cachedAnswer)
	if raw == "" || c.raw[raw] == el || len(a.aliases) >= maxAliases {
		return
	}
	if old, ok := c.raw[raw]; ok { // the same body, an older answer
		oa := old.Value.(*cachedAnswer)
		for i, r := range oa.aliases {
			if r == raw {
				oa.aliases = append(oa.aliases[:i], oa.aliases[i+1:]...)
				c.size -= aliasCost
				break
			}
		}
	}
	a.aliases = append(a.aliases, raw)
	c.raw[raw] = el
	c.size += aliasCost
}

// encode is the answer as gqlgen's POST transport writes it:
// json.Marshal of a Response holding only data, which compacts data and
// escapes <, >, &, U+2028 and U+2029 in it. gqlgen's executor writes data
// compact already, so an answer without those characters is those bytes
// inside {"data":…}, put together without encoding/json's byte-by-byte
// check (a list's answer is tens of kB, and a miss was checked twice: here
// and by the transport). Anything else goes through encoding/json.
func encode(data json.RawMessage) []byte {
	if plain(data) {
		b := make([]byte, 0, len(data)+len(`{"data":}`))
		b = append(b, `{"data":`...)
		b = append(b, data...)
		return append(b, '}')
	}
	b, err := json.Marshal(&graphql.Response{Data: data})
	if err != nil {
		return nil
	}
	return b
}

// plain: data is an object (as gqlgen's executor writes it) holding none
// of the characters encoding/json escapes: <, >, &, U+2028 (E2 80 A8) and
// U+2029 (E2 80 A9).
func plain(data []byte) bool {
	if len(data) < 2 || data[0] != '{' || data[len(data)-1] != '}' {
		return false
	}
	return bytes.IndexAny(data, "<>&") < 0 &&
		!bytes.Contains(data, []byte("\u2028")) && !bytes.Contains(data, []byte("\u2029"))
}

// serveRaw answers a fresh answer named by raw, written as it was
// encoded; false when there is none (the request goes through gqlgen).
func (c *ResponseCache) serveRaw(w http.ResponseWriter, raw string) bool {
	if c.missAll.Load() {
		return false
	}
	c.init()
	c.mu.Lock()
	el, ok := c.raw[raw]
	if !ok {
		c.mu.Unlock()
		return false
	}
	a := el.Value.(*cachedAnswer)
	if c.Now().Sub(a.stored) >= c.TTL {
		c.mu.Unlock()
		return false // stale: gqlgen's way, which refreshes it
	}
	c.lru.MoveToFront(el)
	body := a.body
	c.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Cache", XCacheHit)
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(body)
	return true
}

// storable: a whole, successful answer and nothing else.
func storable(r *graphql.Response) bool {
	return r != nil && len(r.Errors) == 0 && len(r.Extensions) == 0 && r.HasNext == nil &&
		r.Label == "" && r.Path == nil && len(r.Data) > 0 && string(r.Data) != "null"
}

// cacheKey is the key of a cacheable request: an anonymous query. ok is
// false for anything else.
func cacheKey(ctx context.Context) (string, bool) {
	if !graphql.HasOperationContext(ctx) {
		return "", false
	}
	oc := graphql.GetOperationContext(ctx)
	if oc == nil || oc.Operation == nil || oc.Operation.Operation != ast.Query || oc.RawQuery == "" {
		return "", false
	}
	if !anonymous(ctx, oc.Headers) || refused(ctx) {
		return "", false
	}
	vars, err := json.Marshal(oc.Variables)
	if err != nil {
		return "", false
	}
	h := sha256.New()
	for _, part := range []string{oc.RawQuery, oc.OperationName, string(vars)} {
		// Length-prefixed, so no two different tuples write the same bytes.
		var n [8]byte
		for i, l := 0, uint64(len(part)); i < 8; i++ {
			n[i] = byte(l >> (8 * i))
		}
		h.Write(n[:])
		h.Write([]byte(part))
	}
	return string(h.Sum(nil)), true
}

// refused: gqlgen answers a request the limits or the validator refused
// through the response interceptors too (DispatchError), with the errors
// already recorded. Such a request is neither looked up nor kept. Without a
// response context (not gqlgen's executor) nothing is cached either.
func refused(ctx context.Context) (yes bool) {
	defer func() {
		if recover() != nil {
			yes = true
		}
	}()
	return len(graphql.GetErrors(ctx)) > 0
}

// anonymous: no token in the headers and no session resolved into ctx.
func anonymous(ctx context.Context, h http.Header) bool {
	if h.Get("Token") != "" || h.Get("Authorization") != "" {
		return false
	}
	m, err := auth.Viewer(ctx)
	if m != nil || err != nil {
		return false
	}
	_, member := auth.MemberFrom(ctx)
	return !member
}

type xCacheKey struct{}

type rawKey struct{}

type requestKey struct{}

// statusKey holds the status the answer is written with when not 200 (a
// refused miss): gqlgen's POST transport writes every executed answer 200.
type statusKey struct{}

// statusWriter writes the status in *status, when set, before the body.
type statusWriter struct {
	http.ResponseWriter
	status      *int
	wroteHeader bool
}

func (w *statusWriter) WriteHeader(code int) {
	if !w.wroteHeader {
		w.wroteHeader = true
		if *w.status != 0 && code == http.StatusOK {
			code = *w.status
		}
		w.ResponseWriter.WriteHeader(code)
	}
}

func (w *statusWriter) Write(b []byte) (int, error) {
	w.WriteHeader(http.StatusOK)
	return w.ResponseWriter.Write(b)
}

// withCache lets the cache name its answer (X-Cache) in the response
// headers (gqlgen's POST transport writes them after the operation ran),
// and answers a visitor's request from the cache before gqlgen parses it
// when the same body already reached a fresh answer:
// such a request is the same anonymous query that passed every limit and
// the validator then, so it would pass them again. Anything else goes
// through gqlgen, whose interceptor (InterceptResponse) decides.
func withCache(c *ResponseCache, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := context.WithValue(r.Context(), xCacheKey{}, w.Header())
		if c != nil && (c.Admit != nil || c.AdmitOperator != nil) {
			status := new(int)
			ctx = context.WithValue(context.WithValue(ctx, requestKey{}, r), statusKey{}, status)
			w = &statusWriter{ResponseWriter: w, status: status}
		}
		if c != nil && c.TTL > 0 && r.Method == http.MethodPost && r.Body != nil &&
			r.Header.Get("Token") == "" && r.Header.Get("Authorization") == "" && jsonBody(r) {
			body, err := io.ReadAll(r.Body) // limitBody has bounded and buffered it
			if err == nil {
				r.Body = io.NopCloser(bytes.NewReader(body))
				sum := sha256.Sum256(body)
				raw := string(sum[:])
				if c.serveRaw(w, raw) {
					return
				}
				ctx = context.WithValue(ctx, rawKey{}, raw)
			}
		}
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// jsonBody: the Content-Type gqlgen's POST transport takes.
func jsonBody(r *http.Request) bool {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	return err == nil && mt == "application/json"
}

func rawKeyFrom(ctx context.Context) string {
	k, _ := ctx.Value(rawKey{}).(string)
	return k
}

func setXCache(ctx context.Context, state string) {
	if h, ok := ctx.Value(xCacheKey{}).(http.Header); ok {
		h.Set("X-Cache", state)
	}
}
