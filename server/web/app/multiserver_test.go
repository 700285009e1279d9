package app

import (
	"bytes"
	"context"
	"encoding/json"
	"image"
	"image/color"
	"image/jpeg"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"artmarket/server/platform/cache/cachetest"
	"artmarket/server/platform/config"
	"artmarket/server/platform/dbtest"
	"artmarket/server/providers/objectstore/objectstoretest"
	"artmarket/server/web/mediafiles"
	"artmarket/server/web/wechatapi"
)

// server is one running app behind a real HTTP listener.
type server struct {
	name string
	url  string
	app  *App
}

// do sends a request to the server and decodes the {code, message, data}
// envelope; it returns the HTTP status and the envelope's code.
func (s server) do(t *testing.T, method, path string, hdr map[string]string, body io.Reader, out any) (int, int) {
	t.Helper()
	req, err := http.NewRequest(method, s.url+path, body)
	if err != nil {
		t.Fatal(err)
	}
	if body != nil && req.Header.Get("Content-Type") == "" {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("server %s: %s %s: %v", s.name, method, path, err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	var env struct {
		Code int             `json:"code"`
		Data json.RawMessage `json:"data"`
	}
	if err := json.Unmarshal(raw, &env); err != nil {
		t.Fatalf("server %s: %s %s: %d %.300s", s.name, method, path, res.StatusCode, raw)
	}
	if out != nil && env.Code == 1 {
		if err := json.Unmarshal(env.Data, out); err != nil {
			t.Fatalf("server %s: %s %s: data %s: %v", s.name, method, path, env.Data, err)
		}
	}
	return res.StatusCode, env.Code
}

// must is do expecting success.
func (s server) must(t *testing.T, method, path string, hdr map[string]string, body io.Reader, out any) {
	t.Helper()
	if status, code := s.do(t, method, path, hdr, body, out); code != 1 {
		t.Fatalf("server %s: %s %s: HTTP %d, code %d", s.name, method, path, status, code)
	}
}

func jsonBody(v any) io.Reader {
	raw, _ := json.Marshal(v)
	return bytes.NewReader(raw)
}

// startServers starts n app servers the way a deployment runs several: each
// with its own data directory (so nothing is shared through the local disk),
// all on one PostgreSQL database, one Redis (under a key prefix of this test)
// and one S3 bucket (gofakes3 in this process).
func startServers(t *testing.T, n int) []server {
	t.Helper()
	redisURL := cachetest.RedisURL(t) // skips without TEST_REDIS_URL
	dbURL, ok := dbtest.PostgresURL(t)
	if !ok {
		t.Skip("TEST_DATABASE_URL not set or not answering")
	}
	prefix := cachetest.UniquePrefix(t, redisURL)
	s3 := objectstoretest.Start(t)

	dist := t.TempDir()
	_ = os.MkdirAll(filepath.Join(dist, "client"), 0o755)
	_ = os.WriteFile(filepath.Join(dist, "client", "index.html"), []byte(`<html><body>shell</body></html>`), 0o644)
	var out []server
	for i := range n {
		cfg, err := config.Load(nil)
		if err != nil {
			t.Fatal(err)
		}
		cfg.DataDir, cfg.ClientDist, cfg.Seed = t.TempDir(), dist, false
		cfg.DatabaseURL, cfg.RedisURL, cfg.RedisPrefix = dbURL, redisURL, prefix
		cfg.MediaS3Endpoint, cfg.MediaS3Bucket, cfg.MediaS3Region, cfg.MediaS3UseSSL = s3.Endpoint, s3.Bucket, s3.Region, false
		cfg.MediaS3AccessKey, cfg.MediaS3SecretKey = s3.AccessKey, s3.SecretKey
		cfg.Sandbox = true    // the outbox shows the SMS code; the WeChat simulator makes codeurl answer
		cfg.TrustProxy = true // clients are told apart by X-Forwarded-For, as behind a load balancer
		name := string(rune('A' + i))
		// Started one after the other, as a rolling start would: the
		// first applies the migrations, the next finds them done.
		a, err := New(context.Background(), cfg, slog.New(slog.NewTextHandler(io.Discard, nil)).With("server", name), nil)
		if err != nil {
			t.Fatalf("server %s: %v", name, err)
		}
		srv := httptest.NewServer(a.Handler)
		ctx, stop := context.WithCancel(context.Background())
		jobs := make(chan struct{})
		go func() { a.RunJobs(ctx); close(jobs) }()
		t.Cleanup(func() {
			stop()
			<-jobs
			srv.Close()
			a.Close()
		})
		// Pages rendered by one server are answered by the others (their
		// shared level, told the write count by the page sync).
		if a.Pages == nil || a.Pages.Shared == nil || a.pageSync == nil || a.pageSync.gen == nil || a.pageSync.epoch == nil {
			t.Fatalf("server %s: the page cache has no shared level with REDIS_URL set", name)
		}
		out = append(out, server{name: name, url: srv.URL, app: a})
	}
	return out
}

// Two servers on one PostgreSQL, one Redis and one object store behave as
// one site: nothing a visitor does ties them to the server that answered.
func TestTwoServersShareSessionsMediaAndLimits(t *testing.T) {
	s := startServers(t, 2)
	a, b := s[0], s[1]

	// (a) A code sent by B is checked by A, the member signs in through A
	// and B knows the Token.
	mobile := "13700002222"
	var sent struct {
		Key string `json:"key"`
	}
	b.must(t, "POST", "/api/send/mobile/login", nil, jsonBody(map[string]string{"mobile": mobile}), &sent)
	var box []struct {
		Code string `json:"code"`
	}
	a.must(t, "GET", "/_sandbox/api/outbox?to="+mobile, nil, nil, &box)
	if len(box) != 1 {
		t.Fatalf("outbox through A: %+v", box)
	}
	var login struct {
		Token string `json:"token"`
	}
	a.must(t, "POST", "/api/login/mobile", nil, jsonBody(map[string]string{
		"mobile": mobile, "mobile_code": box[0].Code, "mobile_key": sent.Key,
	}), &login)
	token := map[string]string{"Token": login.Token}
	var who struct {
		Mobile string `json:"mobile"`
	}
	b.must(t, "GET", "/api/member/member", token, nil, &who)
	if !strings.HasSuffix(who.Mobile, mobile[len(mobile)-4:]) {
		t.Fatalf("B's member: %+v", who)
	}
	if status, code := b.do(t, "GET", "/api/member/member", map[string]string{"Token": "not-a-token"}, nil, nil); code == 1 {
		t.Fatalf("B accepted a made-up token: HTTP %d", status)
	}

	// (b) An avatar uploaded through A is served by B, with the immutable
	// headers of /media.
	var pic bytes.Buffer
	img := image.NewRGBA(image.Rect(0, 0, 200, 200))
	for y := range 200 {
		for x := range 200 {
			img.SetRGBA(x, y, color.RGBA{uint8(x), uint8(y), 90, 255})
		}
	}
	if err := jpeg.Encode(&pic, img, nil); err != nil {
		t.Fatal(err)
	}
	var form bytes.Buffer
	mw := multipart.NewWriter(&form)
	fw, _ := mw.CreateFormFile("file", "me.jpg")
	_, _ = fw.Write(pic.Bytes())
	_ = mw.Close()
	var up struct {
		URL string `json:"url"`
	}
	a.must(t, "POST", "/api/upload/headimg", map[string]string{"Token": login.Token, "Content-Type": mw.FormDataContentType()}, &form, &up)
	if !strings.HasPrefix(up.URL, "/media/") {
		t.Fatalf("avatar url %q", up.URL)
	}
	res, err := http.Get(b.url + up.URL)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "image/jpeg" ||
		res.Header.Get("Cache-Control") != mediafiles.CacheControl || res.Header.Get("ETag") == "" {
		t.Fatalf("avatar through B: %d %v", res.StatusCode, res.Header)
	}
	if _, err := jpeg.Decode(bytes.NewReader(got)); err != nil {
		t.Fatalf("avatar through B is no JPEG: %v", err)
	}
	// Both servers name the same version of the file alike, so a browser's
	// revalidation against either is answered 304.
	req, _ := http.NewRequest("GET", a.url+up.URL, nil)
	req.Header.Set("If-None-Match", res.Header.Get("ETag"))
	if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != http.StatusNotModified {
		t.Fatalf("A on B's ETag: %v %v", res, err)
	} else {
		res.Body.Close()
	}

	// (c) A per-address limit counts across both: WeChat authorisation links,
	// 120 a minute, asked alternately of A and B by one client.
	client := map[string]string{"X-Forwarded-For": "203.0.113.7"}
	for i := range wechatapi.CodeURLPerMinute {
		srv := s[i%2]
		if status, code := srv.do(t, "GET", "/api/wechat/codeurl", client, nil, nil); code != 1 {
			t.Fatalf("codeurl %d through %s refused early: HTTP %d, code %d", i+1, srv.name, status, code)
		}
	}
	for _, srv := range s {
		if status, code := srv.do(t, "GET", "/api/wechat/codeurl", client, nil, nil); code != 429 {
			t.Fatalf("codeurl %d through %s: HTTP %d, code %d; want refused (429)", wechatapi.CodeURLPerMinute+1, srv.name, status, code)
		}
	}
	// Another address still has its own allowance.
	if status, code := b.do(t, "GET", "/api/wechat/codeurl", map[string]string{"X-Forwarded-For": "203.0.113.8"}, nil, nil); code != 1 {
		t.Fatalf("another client refused: HTTP %d, code %d", status, code)
	}

	// (d) A catalogue write through A drops the pages B keeps, within
	// PageSyncEvery (B polls the shared write counter).
	if b.app.Pages == nil || b.app.pageSync == nil {
		t.Fatal("B runs without a shared page cache purge")
	}
	before := b.app.Pages.Purges()
	a.app.DB.Client.Artist.Create().SetName("吴冠中").SaveX(context.Background())
	deadline := time.Now().Add(5 * PageSyncEvery)
	for b.app.Pages.Purges() == before {
		if time.Now().After(deadline) {
			t.Fatalf("B's page cache not purged %v after A's write", 5*PageSyncEvery)
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Logf("servers %s and %s shared a session, an avatar, a limit and a page purge", a.url, b.url)
}
