package app

import (
	"context"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/schema/viewer"
	"artmarket/server/domain/member/address"
	"artmarket/server/domain/member/auth"
	"artmarket/server/platform/db"
	"artmarket/server/web/authn"
	"artmarket/server/web/ssr"
)

// Two servers on one PostgreSQL and one Redis, two members and a visitor on
// the member's own pages at the same moment: each member's answer is theirs
// alone (no byte of the other's), private, no-store, kept for them (rendered
// once per member and server while nothing changes); a write of theirs on
// one server makes the other render their page afresh at once; after
// signing out the old cookie gets no member's page.
func TestMembersOwnPagesAcrossServers(t *testing.T) {
	servers := startServers(t, 2)
	for _, s := range servers {
		// The count of renders below is the test: a shared count read that
		// times out on a loaded machine renders afresh (correct, but not kept).
		s.app.ownPages.wait = 5 * time.Second
	}
	ctx := context.Background()
	c := servers[0].app.DB.Client
	type who struct {
		username, nickname, cookie, token string
		id                                int
	}
	var members []*who
	byToken := map[string]*who{}
	for i, nick := range []string{`阿丽<b>`, "老周"} {
		m := c.Member.Create().SetUsername(fmt.Sprintf("own_member_%d", i)).SetNickname(nick).SaveX(ctx)
		token, err := servers[0].app.Auth.Issue(ctx, c, m.ID, auth.Client{IP: "127.0.0.1"})
		if err != nil {
			t.Fatal(err)
		}
		w := &who{username: m.Username, nickname: nick, cookie: authn.CookieName + "=" + token, token: token, id: m.ID}
		members = append(members, w)
		byToken[token] = w
	}
	// The renderer: the page of the token's member (their name and the count of
	// their addresses, read now), numbered by render; a visitor's is 登录.
	var renders atomic.Int64
	rendersOf := sync.Map{} // member id → *atomic.Int64
	rend := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := renders.Add(1)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		me := byToken[r.Header.Get(ssr.SessionTokenHeader)]
		if me == nil {
			w.Header().Set("Cache-Control", "private, no-cache")
			fmt.Fprintf(w, `<html><body>登录 #%d</body></html>`, n)
			return
		}
		cnt, _ := rendersOf.LoadOrStore(me.id, new(atomic.Int64))
		cnt.(*atomic.Int64).Add(1)
		addrs := c.Address.Query().CountX(ctx)
		w.Header().Set("Cache-Control", "private, no-store")
		fmt.Fprintf(w, `<html><head><script nonce="%s">1</script></head><body><span data-testid="member-name">%s</span>`+
			`<script id="__DATA__" type="application/json">{"username":%q,"addresses":%d}</script></body></html>`,
			r.Header.Get("X-CSP-Nonce"), html.EscapeString(me.nickname), me.username, addrs)
	}))
	t.Cleanup(rend.Close)
	for _, s := range servers {
		s.app.Config.RendererURL = rend.URL
	}

	fetch := func(s server, path, cookie string) (*http.Response, string) {
		req, _ := http.NewRequest("GET", s.url+path, nil)
		if cookie != "" {
			req.Header.Set("Cookie", cookie)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Error(err)
			return nil, ""
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res, string(b)
	}
	check := func(me *who, res *http.Response, body, path string) {
		if res == nil {
			return
		}
		for _, other := range members {
			if other == me {
				continue
			}
			for _, tr := range []string{other.username, html.EscapeString(other.nickname), other.nickname} {
				if strings.Contains(body, tr) {
					t.Errorf("%s holds %q of %s:\n%s", path, tr, other.username, body)
				}
			}
		}
		if strings.Contains(body, "pcm") {
			t.Errorf("%s: the cache's nonce marker left:\n%s", path, body)
		}
		if me == nil {
			return
		}
		if !strings.Contains(body, `data-testid="member-name">`+html.EscapeString(me.nickname)+`</span>`) {
			t.Errorf("%s %s: not theirs:\n%s", me.username, path, body)
		}
		if cc := res.Header.Get("Cache-Control"); cc != "private, no-store" {
			t.Errorf("%s %s: Cache-Control %q", me.username, path, cc)
		}
	}
	askers := []*who{members[0], members[1], nil}
	round := func() {
		var wg sync.WaitGroup
		for i, path := range []string{"/member/profile", "/member/address"} {
			for j, me := range askers {
				for k := range servers {
					wg.Add(1)
					go func() {
						defer wg.Done()
						cookie := ""
						if me != nil {
							cookie = me.cookie
						}
						res, body := fetch(servers[(i+j+k)%2], path, cookie)
						check(me, res, body, path)
					}()
				}
			}
		}
		wg.Wait()
	}
	for range 3 {
		round()
	}
	// Kept: each member's two pages rendered at most once per server.
	for _, m := range members {
		if n, _ := rendersOf.Load(m.id); n == nil || n.(*atomic.Int64).Load() > 4 {
			t.Errorf("%s: own pages rendered %v times in three rounds, want ≤ 4 (kept)", m.username, n)
		}
	}

	// A write of theirs on server A: server B renders their page afresh, with it.
	addrs := func(body string) string {
		_, rest, _ := strings.Cut(body, `"addresses":`)
		n, _, _ := strings.Cut(rest, "}")
		return n
	}
	_, before := fetch(servers[1], "/member/address", members[0].cookie)
	mctx := viewer.NewContext(ctx, members[0].id)
	err := db.WithTx(mctx, servers[0].app.DB.Client, func(ctx context.Context, c *ent.Client) error {
		_, err := address.Create(ctx, c, members[0].id, address.Input{Recipient: "阿丽", Mobile: "13800138000",
			Province: "44", City: "4403", District: "440305", Detail: "科技园南区 1 栋 101", Postcode: "518000"})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	res, after := fetch(servers[1], "/member/address", members[0].cookie)
	check(members[0], res, after, "/member/address after a write")
	if addrs(after) == addrs(before) {
		t.Errorf("after the member's write on A, B answered their kept page: %s then %s", before, after)
	}

	// Signed out on server A: server B gives the old cookie no member's page.
	req, _ := http.NewRequest("PUT", servers[0].url+"/api/auth/logout", nil)
	req.Header.Set("Token", members[0].token)
	if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != 200 {
		t.Fatalf("logout: %v", err)
	}
	res, body := fetch(servers[1], "/member/profile", members[0].cookie)
	check(nil, res, body, "/member/profile after sign-out")
	if strings.Contains(body, members[0].username) || strings.Contains(body, html.EscapeString(members[0].nickname)) {
		t.Errorf("after sign-out, the old cookie got the member's page:\n%s", body)
	}
}
