// Package apptest is the one environment of the HTTP tests: the real REST
// router and GraphQL endpoint behind the auth middleware, over a test
// database, a memory or Redis cache and a settable clock. Only tests import
// it: the REST tests in server/web/authapi and the GraphQL tests in
// graph/e2etest share it, so a change to the wiring is made once.
package apptest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/graph/gqlserver"
	"artmarket/graph/gqltest"
	"artmarket/server/domain/media"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/member/deletion"
	"artmarket/server/domain/member/erasure"
	"artmarket/server/domain/member/funds"
	"artmarket/server/domain/member/verify"
	"artmarket/server/domain/orders"
	"artmarket/server/domain/reconcile"
	"artmarket/server/domain/refunds"
	"artmarket/server/platform/cache"
	"artmarket/server/platform/cache/cachetest"
	"artmarket/server/platform/clocktest"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
	"artmarket/server/platform/ratelimit"
	"artmarket/server/providers/outbox"
	"artmarket/server/providers/wechatpay/wechatpaytest"
	"artmarket/server/web/api"
	"artmarket/server/web/authapi"
	"artmarket/server/web/authn"
)

// Env is one test's server: the real router and GraphQL endpoint behind
// the auth middleware, over a shared database and the test's own cache and
// clock.
type Env struct {
	T        *testing.T
	Client   *ent.Client
	SQL      *db.Counter // the statements sent
	Cache    cache.Cache
	Clock    *clocktest.Clock
	Auth     *auth.Service
	Captcha  *verify.Captcha
	Codes    *verify.Codes
	Outbox   *outbox.Sandbox
	Deletion *deletion.Service
	Orders   *orders.Service     // buying, on the env's clock, paying through Pay
	Pay      *wechatpaytest.Fake // the in-memory WeChat Pay of Orders
	Refunds  *refunds.Service    // buyers' refund requests, paid through Pay
	Media    *media.DiskStore
	MediaDir string // the store's directory
	TempDir  string // where uploads are spooled while read
	Handler  http.Handler
	IP       string            // the client address of this test's requests
	Headers  map[string]string // sent with every request (User-Agent, Channel)
	seq      *atomic.Int64
}

// TestParams make argon2id cheap: the tests hash many passwords.
var TestParams = auth.Params{Memory: 1024, Time: 1, Threads: 1}

// ipSeq gives every env its own client address, so per-IP limits of one
// test never touch another's.
var ipSeq atomic.Int64

// Matrix runs fn for every database (SQLite; PostgreSQL when
// TEST_DATABASE_URL answers) and every cache (memory; Redis when
// TEST_REDIS_URL answers). Every call of New inside gets a fresh cache
// and clock on that database.
func Matrix(t *testing.T, cases map[string]func(t *testing.T, e *Env)) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
		if err != nil {
			t.Fatal(err)
		}
		for _, kind := range cachetest.Kinds {
			t.Run(kind, func(t *testing.T) {
				if kind == "redis" {
					cachetest.RedisURL(t) // skips when there is none
				}
				for name, fn := range cases {
					t.Run(name, func(t *testing.T) {
						e := New(t, d.Client, kind)
						e.SQL = d.Counter
						fn(t, e)
					})
				}
			})
		}
	})
}

var seq atomic.Int64

// New builds an env on client with a "memory" or "redis" cache.
func New(t *testing.T, client *ent.Client, kind string) *Env {
	t.Helper()
	c := cachetest.New(t, kind)
	clk := clocktest.New(time.Date(2026, 5, 20, 9, 0, 0, 0, time.UTC))
	log := slog.New(slog.DiscardHandler)
	del := &deletion.Service{Client: client, Now: clk.Now, Log: log}
	a := auth.New(client, c, auth.Options{Now: clk.Now, Params: TestParams, Log: log, OnSignIn: []auth.SignInHook{del.CancelOnSignIn}})
	box := &outbox.Sandbox{Client: client, Log: log, Now: clk.Now}
	codes := &verify.Codes{Cache: c, SMS: box, Email: box, Now: clk.Now, Log: log}
	del.Codes = codes
	captcha := &verify.Captcha{Cache: c, Now: clk.Now}
	mediaDir, tempDir := t.TempDir(), t.TempDir()
	store := media.NewDiskStore(mediaDir)
	erasure.Wire(del, store) // as the server wires it
	r := api.NewRouter()
	authapi.New(authapi.Deps{
		Client: client, Cache: c, Auth: a, Codes: codes, Captcha: captcha, Media: store, Now: clk.Now, Log: log, Deletion: del,
		TempDir: tempDir,
	}).Register(r)
	mux := http.NewServeMux()
	mux.Handle("/api/", authn.Middleware(a, r))
	pay := wechatpaytest.New()
	pay.Now = clk.Now
	ord := &orders.Service{Client: client, Pay: pay, Now: clk.Now, PublicURL: "http://shop.test", Log: log,
		Notifier: &orders.Outbox{SMS: box, Email: box, Log: log}}
	ref := &refunds.Service{Client: client, Orders: ord, Pay: pay}
	ord.RefundApplied = ref.Applied
	mux.Handle("POST /graphql", authn.Middleware(a, gqlserver.New(client, gqlserver.Auth(a), gqlserver.Deletion(del), gqlserver.Funds(Funds(t)),
		gqlserver.Orders(ord), gqlserver.Refunds(ref), gqlserver.Withdrawals(&funds.Withdrawals{Now: clk.Now}),
		gqlserver.Reconcile(&reconcile.Service{Client: client, Now: clk.Now, Log: log}))))
	n := ipSeq.Add(1)
	return &Env{
		T: t, Client: client, Cache: c, Clock: clk, Auth: a, Captcha: captcha, Codes: codes, Outbox: box, Media: store, MediaDir: mediaDir, TempDir: tempDir, Deletion: del,
		Orders: ord, Pay: pay, Refunds: ref,
		Handler: mux, IP: fmt.Sprintf("10.%d.%d.%d", n>>16&255, n>>8&255, n&255),
		seq: &seq,
	}
}

// Mobile returns a number no other test uses.
func (e *Env) Mobile() string { return fmt.Sprintf("139%08d", e.seq.Add(1)) }

// Email returns an address no other test uses.
func (e *Env) Email() string { return fmt.Sprintf("u%d@example.com", e.seq.Add(1)) }

// Username returns a name no other test uses.
func (e *Env) Username() string { return fmt.Sprintf("user_%d", e.seq.Add(1)) }

type Reply struct {
	Status  int
	Code    int             `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data"`
	Header  http.Header
	Body    string
}

// Do sends a request: body is JSON-encoded unless it is an io.Reader (sent
// as is, with contentType).
func (e *Env) Do(method, path, token string, body any, contentType ...string) Reply {
	e.T.Helper()
	var rd io.Reader
	ct := "application/json"
	switch b := body.(type) {
	case nil:
	case io.Reader:
		rd = b
		ct = contentType[0]
	default:
		raw, err := json.Marshal(b)
		if err != nil {
			e.T.Fatal(err)
		}
		rd = bytes.NewReader(raw)
	}
	req := httptest.NewRequest(method, path, rd)
	req.RemoteAddr = e.IP + ":40000"
	for k, v := range e.Headers {
		req.Header.Set(k, v)
	}
	if rd != nil {
		req.Header.Set("Content-Type", ct)
	}
	if token != "" {
		req.Header.Set("Token", token)
	}
	rec := httptest.NewRecorder()
	e.Handler.ServeHTTP(rec, req)
	out := Reply{Status: rec.Code, Header: rec.Header(), Body: rec.Body.String()}
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		e.T.Fatalf("%s %s: answer is not an envelope: %v\n%s", method, path, err, rec.Body)
	}
	for _, secret := range []string{"$argon2id$", "password_hash", "token_hash"} {
		if strings.Contains(out.Body, secret) {
			e.T.Fatalf("%s %s: answer leaks %q: %s", method, path, secret, out.Body)
		}
	}
	return out
}

func (e *Env) Post(path, token string, body any) Reply {
	e.T.Helper()
	return e.Do("POST", path, token, body)
}
func (e *Env) Put(path, token string, body any) Reply {
	e.T.Helper()
	return e.Do("PUT", path, token, body)
}
func (e *Env) Get(path, token string) Reply { e.T.Helper(); return e.Do("GET", path, token, nil) }

// OK checks a success and decodes its data into v (when not nil).
func (r Reply) OK(t *testing.T, v any) {
	t.Helper()
	if r.Status != 200 || r.Code != 1 {
		t.Fatalf("want success, got HTTP %d code %d %q", r.Status, r.Code, r.Message)
	}
	if v != nil {
		if err := json.Unmarshal(r.Data, v); err != nil {
			t.Fatalf("data %s: %v", r.Data, err)
		}
	}
}

// Is checks a failure's code and message.
func (r Reply) Is(t *testing.T, code int, msg string) {
	t.Helper()
	if r.Code != code || r.Message != msg || r.Status != api.StatusFor(code) {
		t.Fatalf("want code %d %q, got HTTP %d code %d %q", code, msg, r.Status, r.Code, r.Message)
	}
}

type MemberInfo struct {
	ID             int            `json:"id"`
	Username       string         `json:"username"`
	Nickname       string         `json:"nickname"`
	Avatar         string         `json:"avatar"`
	Email          string         `json:"email"`
	Mobile         string         `json:"mobile"`
	Bio            string         `json:"bio"`
	Gender         string         `json:"gender"`
	Birthday       string         `json:"birthday"`
	City           string         `json:"city"`
	Settings       map[string]any `json:"settings"`
	HasPassword    bool           `json:"has_password"`
	WechatBound    bool           `json:"wechat_bound"`
	NeedBindMobile bool           `json:"need_bind_mobile"`
}

type Login struct {
	Token  string     `json:"token"`
	Member MemberInfo `json:"member"`
	Notice string     `json:"notice"`
}

// LastCode is the code of the newest outbox message to an address.
func (e *Env) LastCode(to string) string {
	e.T.Helper()
	e.Codes.Wait() // reset codes go out in the background
	msgs, err := e.Outbox.List(context.Background(), to, 1)
	if err != nil {
		e.T.Fatal(err)
	}
	if len(msgs) == 0 {
		e.T.Fatalf("no message to %s", to)
	}
	return msgs[0].Code
}

func (e *Env) OutboxCount(to string) int {
	e.T.Helper()
	e.Codes.Wait()
	msgs, err := e.Outbox.List(context.Background(), to, 200)
	if err != nil {
		e.T.Fatal(err)
	}
	return len(msgs)
}

// SendCode calls a send-code endpoint and returns the key.
func (e *Env) SendCode(path, token string, body map[string]string) string {
	e.T.Helper()
	var out struct {
		Key string `json:"key"`
	}
	e.Post(path, token, body).OK(e.T, &out)
	e.Codes.Wait() // reset codes go out in the background
	if len(out.Key) != 32 {
		e.T.Fatalf("key %q", out.Key)
	}
	return out.Key
}

// LoginMobile signs in by SMS (creating the member on the first time).
func (e *Env) LoginMobile(mobile string) Login {
	e.T.Helper()
	key := e.SendCode("/api/send/mobile/login", "", map[string]string{"mobile": mobile})
	var out Login
	e.Post("/api/login/mobile", "", map[string]string{
		"mobile": mobile, "mobile_code": e.LastCode(mobile), "mobile_key": key,
	}).OK(e.T, &out)
	e.Clock.Advance(61 * time.Second) // past the resend interval, for the next code
	return out
}

// NewCaptcha fetches a captcha and reads its answer from the cache.
func (e *Env) NewCaptcha() (key, answer string) {
	e.T.Helper()
	var out struct {
		Key string `json:"captcha_key"`
		Img string `json:"img"`
	}
	e.Get("/api/captcha", "").OK(e.T, &out)
	answer, ok, err := e.Captcha.Peek(context.Background(), out.Key)
	if err != nil || !ok {
		e.T.Fatalf("captcha %q not pending: %v", out.Key, err)
	}
	return out.Key, answer
}

// Register signs up with e-mail and password.
func (e *Env) Register(username, email, password string) Login {
	e.T.Helper()
	key, answer := e.NewCaptcha()
	var out Login
	e.Post("/api/register", "", map[string]string{
		"username": username, "email": email, "password": password, "password_two": password,
		"captcha_key": key, "captcha_code": answer,
	}).OK(e.T, &out)
	return out
}

func (e *Env) LoginEmail(email, password string) Reply {
	e.T.Helper()
	return e.Post("/api/login/email", "", map[string]string{"email": email, "password": password})
}

// SignedIn reports whether token is accepted by GET /api/member/member.
func (e *Env) SignedIn(token string) bool {
	e.T.Helper()
	r := e.Get("/api/member/member", token)
	if r.Code == 401 {
		return false
	}
	r.OK(e.T, nil)
	return true
}

// EachDialect runs fn on SQLite and PostgreSQL with one memory-cache env
// per call of mk.
func EachDialect(t *testing.T, fn func(t *testing.T, mk func(t *testing.T) *Env)) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
		if err != nil {
			t.Fatal(err)
		}
		fn(t, func(t *testing.T) *Env {
			e := New(t, d.Client, "memory")
			e.SQL = d.Counter
			return e
		})
	})
}

// Funds is the funds service of the tests: a fixed key, its own limiter.
func Funds(t *testing.T) *funds.Service {
	t.Helper()
	c, err := funds.NewCipher(bytes.Repeat([]byte{5}, funds.KeySize))
	if err != nil {
		t.Fatal(err)
	}
	limits := cache.NewMemory()
	t.Cleanup(func() { _ = limits.Close() })
	return &funds.Service{Cipher: c, Limiter: &ratelimit.Limiter{Cache: limits}}
}

// GQLReply is a GraphQL answer.
type GQLReply struct {
	Data   map[string]json.RawMessage `json:"data"`
	Errors []struct {
		Message    string         `json:"message"`
		Extensions map[string]any `json:"extensions"`
	} `json:"errors"`
}

// GraphQL posts one GraphQL request; it fails the test on an answer that is
// not JSON or that leaks a password hash or a full mobile number.
func (e *Env) GraphQL(token, query string, vars map[string]any) GQLReply {
	e.T.Helper()
	rec := gqltest.Post(e.Handler, gqltest.Token(token), query, vars)
	var out GQLReply
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		e.T.Fatalf("graphql answer %d %s: %v", rec.Code, rec.Body, err)
	}
	if strings.Contains(rec.Body.String(), "argon2") || strings.Contains(rec.Body.String(), "13900") {
		e.T.Fatalf("graphql leaks: %s", rec.Body)
	}
	return out
}

// Send posts one GraphQL request through h; safe from any goroutine (it
// does not touch a *testing.T).
func Send(h http.Handler, token, query string, vars map[string]any) (int, GQLReply, string) {
	rec := gqltest.Post(h, gqltest.Token(token), query, vars)
	var out GQLReply
	_ = json.Unmarshal(rec.Body.Bytes(), &out)
	return rec.Code, out, rec.Body.String()
}

// Next returns a number no other test uses.
func (e *Env) Next() int64 { return e.seq.Add(1) }

// NewIP moves the env's requests to an address no other env uses, so the
// per-address limits start afresh.
func (e *Env) NewIP() {
	n := ipSeq.Add(1)
	e.IP = fmt.Sprintf("10.%d.%d.%d", n>>16&255, n>>8&255, n&255)
}

// GraphQLWith is the GraphQL endpoint behind the auth middleware with only
// the services opts wire (a test's own), over the env's database and
// sessions.
func (e *Env) GraphQLWith(opts ...gqlserver.Option) http.Handler {
	return authn.Middleware(e.Auth, gqlserver.New(e.Client, append([]gqlserver.Option{gqlserver.Auth(e.Auth)}, opts...)...))
}

// BareGraphQL is the GraphQL endpoint behind the auth middleware with none
// of the optional services, over the env's database and sessions.
func (e *Env) BareGraphQL() http.Handler {
	return authn.Middleware(e.Auth, gqlserver.New(e.Client))
}
