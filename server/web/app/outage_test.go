package app

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"artmarket/ent/artwork"
	"artmarket/ent/schema/nodeid"
	"artmarket/graph/generated"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/cache/cachetest"
	"artmarket/server/platform/config"
	"artmarket/server/platform/dbtest"
)

// tcpProxy stands between the app and PostgreSQL or Redis, so a test can
// take the dependency "down" (refuse new connections and cut the open
// ones) and bring it back on the same address, without touching the
// machine's real servers.
type tcpProxy struct {
	t      *testing.T
	addr   string
	target string
	mu     sync.Mutex
	ln     net.Listener
	conns  map[net.Conn]bool
}

func startProxy(t *testing.T, target string) *tcpProxy {
	t.Helper()
	p := &tcpProxy{t: t, target: target, conns: map[net.Conn]bool{}}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p.addr = ln.Addr().String()
	p.serve(ln)
	t.Cleanup(p.down)
	return p
}

func (p *tcpProxy) serve(ln net.Listener) {
	p.mu.Lock()
	p.ln = ln
	p.mu.Unlock()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			u, err := net.Dial("tcp", p.target)
			if err != nil {
				_ = c.Close()
				continue
			}
			p.mu.Lock()
			if p.ln != ln { // went down meanwhile
				p.mu.Unlock()
				_ = c.Close()
				_ = u.Close()
				continue
			}
			p.conns[c], p.conns[u] = true, true
			p.mu.Unlock()
			go func() { _, _ = io.Copy(u, c); _ = u.Close(); _ = c.Close() }()
			go func() { _, _ = io.Copy(c, u); _ = u.Close(); _ = c.Close() }()
		}
	}()
}

// down refuses new connections and cuts every open one.
func (p *tcpProxy) down() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ln != nil {
		_ = p.ln.Close()
		p.ln = nil
	}
	for c := range p.conns {
		_ = c.Close()
	}
	clear(p.conns)
}

// up listens again on the same address.
func (p *tcpProxy) up() {
	p.t.Helper()
	ln, err := net.Listen("tcp", p.addr)
	if err != nil {
		p.t.Fatal(err)
	}
	p.serve(ln)
}

// logBuffer is a log the test reads while the server writes it.
type logBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func (l *logBuffer) count(s string) int { return strings.Count(l.String(), s) }

// via points u (host:port) at the proxy's address.
func via(t *testing.T, raw string, p *tcpProxy) string {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	u.Host = p.addr
	return u.String()
}

type answer struct {
	status     int
	retryAfter string
	code       int
	message    string
	body       string
}

func send(t *testing.T, base, method, path, token string, body any) answer {
	t.Helper()
	raw, _ := json.Marshal(body)
	req, _ := http.NewRequest(method, base+path, bytes.NewReader(raw))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Token", token)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	var env struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	}
	_ = json.Unmarshal(b, &env)
	return answer{status: res.StatusCode, retryAfter: res.Header.Get("Retry-After"), code: env.Code, message: env.Message, body: string(b)}
}

// With Redis and then PostgreSQL unreachable, password sign-in and sending
// an SMS code are refused with 503, Retry-After and a message a person
// understands (they answered 500 服务器错误); a member's GraphQL request
// is 503 too; /readyz names the dependency that is down; visitors' cached
// answers keep coming; each outage is logged once when it starts and once
// when it ends, not per request; and everything works again once the
// dependency is back, by itself.
func TestDependencyOutages(t *testing.T) {
	redisURL := cachetest.RedisURL(t) // skips without TEST_REDIS_URL
	dbURL, ok := dbtest.PostgresURL(t)
	if !ok {
		t.Skip("TEST_DATABASE_URL not set or not answering")
	}
	pu, _ := url.Parse(dbURL)
	ru, _ := url.Parse(redisURL)
	pgProxy, redisProxy := startProxy(t, pu.Host), startProxy(t, ru.Host)

	dist := t.TempDir()
	_ = os.MkdirAll(filepath.Join(dist, "client"), 0o755)
	_ = os.WriteFile(filepath.Join(dist, "client", "index.html"), []byte(`<html><body>shell</body></html>`), 0o644)
	cfg, err := config.Load(nil)
	if err != nil {
		t.Fatal(err)
	}
	cfg.DataDir, cfg.ClientDist, cfg.Seed, cfg.Sandbox = t.TempDir(), dist, false, true
	cfg.DatabaseURL, cfg.RedisURL = via(t, dbURL, pgProxy), via(t, redisURL, redisProxy)
	cfg.RedisPrefix = cachetest.UniquePrefix(t, redisURL)
	cfg.GraphQLCacheTTL = time.Hour // the visitors' answer kept through both outages, whatever the test's speed
	logs := &logBuffer{}
	a, err := New(context.Background(), cfg, slog.New(slog.NewTextHandler(logs, nil)), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(a.Close)
	srv := httptest.NewServer(a.Handler)
	t.Cleanup(srv.Close)
	base := srv.URL

	ctx := context.Background()
	c := a.DB.Client
	hash, err := a.Auth.HashPassword("correct horse 9")
	if err != nil {
		t.Fatal(err)
	}
	c.Member.Create().SetUsername("collector").SetEmail("c@example.com").SetPasswordHash(hash).SaveX(ctx)
	ar := c.Artist.Create().SetName("齐白石").SaveX(ctx)
	w := c.Artwork.Create().SetTitle("虾").SetArtist(ar).SetMedium(artwork.MediumInk).SetWidthCm(60).SetHeightCm(80).SetPriceFen(100_000).SaveX(ctx)

	signIn := func() answer {
		return send(t, base, "POST", "/api/login/email", "", map[string]string{"email": "c@example.com", "password": "correct horse 9"})
	}
	sent := 0
	sendCode := func() answer { // a new number each time: one number's resend interval is not what is tested
		sent++
		return send(t, base, "POST", "/api/send/mobile/login", "", map[string]string{"mobile": fmt.Sprintf("137%08d", sent)})
	}
	visitorQuery := map[string]any{"query": `query Work($n: Int!) { artworkByNumber(number: $n) { title } }`, "variables": map[string]any{"n": nodeid.Number(w.ID)}}
	visitor := func() answer { return send(t, base, "POST", "/graphql", "", visitorQuery) }
	readyz := func() (int, map[string]string) {
		res, err := http.Get(base + "/readyz")
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		var out map[string]string
		_ = json.NewDecoder(res.Body).Decode(&out)
		return res.StatusCode, out
	}

	first := signIn()
	if first.code != 1 {
		t.Fatalf("sign-in before any outage: %+v", first)
	}
	var login struct {
		Data struct {
			Token string `json:"token"`
		} `json:"data"`
	}
	_ = json.Unmarshal([]byte(first.body), &login)
	token := login.Data.Token
	kept := visitor()
	if kept.status != 200 || !strings.Contains(kept.body, "虾") {
		t.Fatalf("visitor's query: %+v", kept)
	}
	if st, body := readyz(); st != 200 || body["database"] != "up" || body["redis"] != "up" {
		t.Fatalf("/readyz before any outage: %d %v", st, body)
	}

	refused := func(what string, got answer) {
		t.Helper()
		if got.status != http.StatusServiceUnavailable || got.retryAfter == "" || got.code != 503 || got.message != problem.MsgUnavailable {
			t.Fatalf("%s during the outage: HTTP %d, Retry-After %q, %s", what, got.status, got.retryAfter, got.body)
		}
	}
	for _, dep := range []struct {
		name  string
		proxy *tcpProxy
	}{{"redis", redisProxy}, {"database", pgProxy}} {
		before := logs.String()
		dep.proxy.down()
		for range 10 { // ten of each: still one line in the log
			refused("password sign-in", signIn())
			refused("sending an SMS code", sendCode())
		}
		if dep.name == "database" { // the member's session cannot be read: the whole request waits
			got := send(t, base, "POST", "/graphql", token, map[string]any{"query": `{ viewer { id } }`})
			if got.status != http.StatusServiceUnavailable || got.retryAfter == "" || !strings.Contains(got.body, `"UNAVAILABLE"`) || !strings.Contains(got.body, problem.MsgUnavailable) {
				t.Fatalf("a member's GraphQL request with the database down: %d %q %s", got.status, got.retryAfter, got.body)
			}
			// Every refund mutation, the console's money and shipping decisions and its publishing (issues 23
			// and 24) alike: nothing half-done, 503 with the outage's error to retry, not 500.
			s := generated.NewExecutableSchema(generated.Config{}).Schema()
			for _, name := range []string{"requestRefund", "cancelRefund", "agreeRefund", "refuseRefund", "shipRefundReturn",
				"confirmRefundReturn", "escalateRefund", "grantRefund", "denyRefund", "settleRefundManually", "answerPlatformRefund",
				"requestWithdrawal", "payWithdrawal", "rejectWithdrawal", "shipPlatformOrder",
				"saveArticle", "actOnArticle", "saveLive", "actOnLive", "saveExhibition", "actOnExhibition",
				"saveViewingRoom", "actOnViewingRoom", "saveGoods", "actOnGoods", "adjustGoodsStock",
				"saveArtist", "actOnArtist", "saveHomeLayout", "actOnHomeLayout",
				"saveGallery", "actOnGallery"} {
				arg := s.Mutation.Fields.ForName(name).Arguments.ForName("input")
				got = send(t, base, "POST", "/graphql", token, map[string]any{
					"query":     fmt.Sprintf(`mutation($in: %s!) { %s(input: $in) { userErrors { code } } }`, arg.Type.Name(), name),
					"variables": map[string]any{"in": inputOf(s, arg.Type)},
				})
				if got.status != http.StatusServiceUnavailable || got.retryAfter == "" || !strings.Contains(got.body, `"UNAVAILABLE"`) ||
					!strings.Contains(got.body, problem.MsgUnavailable) {
					t.Fatalf("%s with the database down: %d %q %s", name, got.status, got.retryAfter, got.body)
				}
			}
		}
		if got := visitor(); got.status != 200 || got.body != kept.body {
			t.Fatalf("a visitor's kept answer with %s down: %+v", dep.name, got)
		}
		if got := send(t, base, "GET", "/", "", nil); got.status != 200 {
			t.Fatalf("the front page with %s down: %d", dep.name, got.status)
		}
		st, body := readyz()
		if st != http.StatusServiceUnavailable || body[dep.name] != "down" {
			t.Fatalf("/readyz with %s down: %d %v", dep.name, st, body)
		}
		during := strings.TrimPrefix(logs.String(), before)
		if n := strings.Count(during, "dependency down"); n != 1 || !strings.Contains(during, "dependency="+dep.name) {
			t.Fatalf("%s down: %d outage lines, want 1:\n%s", dep.name, n, during)
		}
		if n := strings.Count(during, "level=ERROR"); n != 1 { // the outage's line, no line per request
			t.Fatalf("%s down: %d error lines, want the outage's one:\n%s", dep.name, n, during)
		}

		dep.proxy.up()
		// Back by itself: go-redis redials a failed pool in the background
		// (about a second), so /readyz is asked until it says so.
		for deadline := time.Now().Add(30 * time.Second); ; {
			st, body := readyz()
			if st == 200 && body[dep.name] == "up" {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("/readyz with %s back: %d %v", dep.name, st, body)
			}
			time.Sleep(50 * time.Millisecond)
		}
		if got := signIn(); got.code != 1 {
			t.Fatalf("sign-in with %s back: %+v", dep.name, got)
		}
		if got := sendCode(); got.code != 1 {
			t.Fatalf("sending a code with %s back: %+v", dep.name, got)
		}
		after := strings.TrimPrefix(logs.String(), before)
		if n := strings.Count(after, "dependency back"); n != 1 {
			t.Fatalf("%s back: %d lines saying so, want 1:\n%s", dep.name, n, after)
		}
	}
}

// /readyz says the database is down whatever the failure is, an outage or
// not (here a pool closed under the server).
func TestReadyzNamesTheDatabase(t *testing.T) {
	a := authTestApp(t, false)
	rec := httptest.NewRecorder()
	a.Handler.ServeHTTP(rec, httptest.NewRequest("GET", "/readyz", nil))
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"database":"up"`) || strings.Contains(rec.Body.String(), "redis") {
		t.Fatalf("/readyz: %d %s", rec.Code, rec.Body)
	}
	_ = a.DB.SQL.Close()
	rec = httptest.NewRecorder()
	a.Handler.ServeHTTP(rec, httptest.NewRequest("GET", "/readyz", nil))
	if rec.Code != http.StatusServiceUnavailable || !strings.Contains(rec.Body.String(), `"database":"down"`) {
		t.Fatalf("/readyz with the database closed: %d %s", rec.Code, rec.Body)
	}
}
