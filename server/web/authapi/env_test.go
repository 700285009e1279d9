package authapi_test

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
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/graph/gqlserver"
	"artmarket/server/domain/media"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/member/deletion"
	"artmarket/server/domain/member/erasure"
	"artmarket/server/domain/member/verify"
	"artmarket/server/platform/cache"
	"artmarket/server/platform/cache/cachetest"
	"artmarket/server/platform/db"
	"artmarket/server/platform/dbtest"
	"artmarket/server/providers/outbox"
	"artmarket/server/web/api"
	"artmarket/server/web/authapi"
	"artmarket/server/web/authn"
)

// clock is the services' clock; tests move it.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// env is one test's server: the real router and GraphQL endpoint behind
// the auth middleware, over a shared database and the test's own cache and
// clock.
type env struct {
	t        *testing.T
	client   *ent.Client
	sql      *db.Counter // the statements sent
	cache    cache.Cache
	clock    *clock
	auth     *auth.Service
	captcha  *verify.Captcha
	codes    *verify.Codes
	outbox   *outbox.Sandbox
	deletion *deletion.Service
	media    *media.DiskStore
	mediaDir string // the store's directory
	tempDir  string // where uploads are spooled while read
	handler  http.Handler
	ip       string            // the client address of this test's requests
	headers  map[string]string // sent with every request (User-Agent, Channel)
	seq      *atomic.Int64
}

// testParams make argon2id cheap: the tests hash many passwords.
var testParams = auth.Params{Memory: 1024, Time: 1, Threads: 1}

// ipSeq gives every env its own client address, so per-IP limits of one
// test never touch another's.
var ipSeq atomic.Int64

// matrix runs fn for every database (SQLite; PostgreSQL when
// TEST_DATABASE_URL answers) and every cache (memory; Redis when
// TEST_REDIS_URL answers). Every call of newEnv inside gets a fresh cache
// and clock on that database.
func matrix(t *testing.T, cases map[string]func(t *testing.T, e *env)) {
	dbtest.Dialects(t, func(t *testing.T, tdb dbtest.DB) {
		d, err := db.FromSQL(context.Background(), tdb.SQL, tdb.Dialect, slog.New(slog.DiscardHandler))
		if err != nil {
			t.Fatal(err)
		}
		for _, kind := range []string{"memory", "redis"} {
			t.Run(kind, func(t *testing.T) {
				if kind == "redis" {
					cachetest.RedisURL(t) // skips when there is none
				}
				for name, fn := range cases {
					t.Run(name, func(t *testing.T) {
						e := newEnv(t, d.Client, kind)
						e.sql = d.Counter
						fn(t, e)
					})
				}
			})
		}
	})
}

var seq atomic.Int64

func newEnv(t *testing.T, client *ent.Client, kind string) *env {
	t.Helper()
	var c cache.Cache
	if kind == "redis" {
		url := cachetest.RedisURL(t)
		rc, err := cache.NewRedis(url, cache.WithPrefix(cachetest.UniquePrefix(t, url)))
		if err != nil {
			t.Fatal(err)
		}
		c = rc
	} else {
		c = cache.NewMemory()
	}
	t.Cleanup(func() { _ = c.Close() })
	clk := &clock{t: time.Date(2026, 5, 20, 9, 0, 0, 0, time.UTC)}
	log := slog.New(slog.DiscardHandler)
	del := &deletion.Service{Client: client, Now: clk.Now, Log: log}
	a := auth.New(client, c, auth.Options{Now: clk.Now, Params: testParams, Log: log, OnSignIn: []auth.SignInHook{del.CancelOnSignIn}})
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
	mux.Handle("POST /graphql", authn.Middleware(a, gqlserver.New(client, gqlserver.Auth(a), gqlserver.Deletion(del), gqlserver.Funds(testFunds(t)))))
	n := ipSeq.Add(1)
	return &env{
		t: t, client: client, cache: c, clock: clk, auth: a, captcha: captcha, codes: codes, outbox: box, media: store, mediaDir: mediaDir, tempDir: tempDir, deletion: del,
		handler: mux, ip: fmt.Sprintf("10.%d.%d.%d", n>>16&255, n>>8&255, n&255),
		seq: &seq,
	}
}

// mobile returns a number no other test uses.
func (e *env) mobile() string { return fmt.Sprintf("139%08d", e.seq.Add(1)) }

// email returns an address no other test uses.
func (e *env) email() string { return fmt.Sprintf("u%d@example.com", e.seq.Add(1)) }

// username returns a name no other test uses.
func (e *env) username() string { return fmt.Sprintf("user_%d", e.seq.Add(1)) }

type reply struct {
	Status  int
	Code    int             `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data"`
	Header  http.Header
	Body    string
}

// do sends a request: body is JSON-encoded unless it is an io.Reader (sent
// as is, with contentType).
func (e *env) do(method, path, token string, body any, contentType ...string) reply {
	e.t.Helper()
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
			e.t.Fatal(err)
		}
		rd = bytes.NewReader(raw)
	}
	req := httptest.NewRequest(method, path, rd)
	req.RemoteAddr = e.ip + ":40000"
	for k, v := range e.headers {
		req.Header.Set(k, v)
	}
	if rd != nil {
		req.Header.Set("Content-Type", ct)
	}
	if token != "" {
		req.Header.Set("Token", token)
	}
	rec := httptest.NewRecorder()
	e.handler.ServeHTTP(rec, req)
	out := reply{Status: rec.Code, Header: rec.Header(), Body: rec.Body.String()}
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		e.t.Fatalf("%s %s: answer is not an envelope: %v\n%s", method, path, err, rec.Body)
	}
	for _, secret := range []string{"$argon2id$", "password_hash", "token_hash"} {
		if strings.Contains(out.Body, secret) {
			e.t.Fatalf("%s %s: answer leaks %q: %s", method, path, secret, out.Body)
		}
	}
	return out
}

func (e *env) post(path, token string, body any) reply {
	e.t.Helper()
	return e.do("POST", path, token, body)
}
func (e *env) put(path, token string, body any) reply {
	e.t.Helper()
	return e.do("PUT", path, token, body)
}
func (e *env) get(path, token string) reply { e.t.Helper(); return e.do("GET", path, token, nil) }

// ok checks a success and decodes its data into v (when not nil).
func (r reply) ok(t *testing.T, v any) {
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

// is checks a failure's code and message.
func (r reply) is(t *testing.T, code int, msg string) {
	t.Helper()
	if r.Code != code || r.Message != msg || r.Status != api.StatusFor(code) {
		t.Fatalf("want code %d %q, got HTTP %d code %d %q", code, msg, r.Status, r.Code, r.Message)
	}
}

type memberInfo struct {
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

type login struct {
	Token  string     `json:"token"`
	Member memberInfo `json:"member"`
	Notice string     `json:"notice"`
}

// lastCode is the code of the newest outbox message to an address.
func (e *env) lastCode(to string) string {
	e.t.Helper()
	e.codes.Wait() // reset codes go out in the background
	msgs, err := e.outbox.List(context.Background(), to, 1)
	if err != nil {
		e.t.Fatal(err)
	}
	if len(msgs) == 0 {
		e.t.Fatalf("no message to %s", to)
	}
	return msgs[0].Code
}

func (e *env) outboxCount(to string) int {
	e.t.Helper()
	e.codes.Wait()
	msgs, err := e.outbox.List(context.Background(), to, 200)
	if err != nil {
		e.t.Fatal(err)
	}
	return len(msgs)
}

// sendCode calls a send-code endpoint and returns the key.
func (e *env) sendCode(path, token string, body map[string]string) string {
	e.t.Helper()
	var out struct {
		Key string `json:"key"`
	}
	e.post(path, token, body).ok(e.t, &out)
	e.codes.Wait() // reset codes go out in the background
	if len(out.Key) != 32 {
		e.t.Fatalf("key %q", out.Key)
	}
	return out.Key
}

// loginMobile signs in by SMS (creating the member on the first time).
func (e *env) loginMobile(mobile string) login {
	e.t.Helper()
	key := e.sendCode("/api/send/mobile/login", "", map[string]string{"mobile": mobile})
	var out login
	e.post("/api/login/mobile", "", map[string]string{
		"mobile": mobile, "mobile_code": e.lastCode(mobile), "mobile_key": key,
	}).ok(e.t, &out)
	e.clock.Advance(61 * time.Second) // past the resend interval, for the next code
	return out
}

// newCaptcha fetches a captcha and reads its answer from the cache.
func (e *env) newCaptcha() (key, answer string) {
	e.t.Helper()
	var out struct {
		Key string `json:"captcha_key"`
		Img string `json:"img"`
	}
	e.get("/api/captcha", "").ok(e.t, &out)
	answer, ok, err := e.captcha.Peek(context.Background(), out.Key)
	if err != nil || !ok {
		e.t.Fatalf("captcha %q not pending: %v", out.Key, err)
	}
	return out.Key, answer
}

// register signs up with e-mail and password.
func (e *env) register(username, email, password string) login {
	e.t.Helper()
	key, answer := e.newCaptcha()
	var out login
	e.post("/api/register", "", map[string]string{
		"username": username, "email": email, "password": password, "password_two": password,
		"captcha_key": key, "captcha_code": answer,
	}).ok(e.t, &out)
	return out
}

func (e *env) loginEmail(email, password string) reply {
	e.t.Helper()
	return e.post("/api/login/email", "", map[string]string{"email": email, "password": password})
}

// signedIn reports whether token is accepted by GET /api/member/member.
func (e *env) signedIn(token string) bool {
	e.t.Helper()
	r := e.get("/api/member/member", token)
	if r.Code == 401 {
		return false
	}
	r.ok(e.t, nil)
	return true
}
