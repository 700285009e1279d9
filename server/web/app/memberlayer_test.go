package app

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"artmarket/ent/artwork"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/member/favorites"
	"artmarket/server/web/authn"
	"artmarket/server/web/ssr"
)

// templateRenderer renders as client/server/render.tsx does, in brief: the
// header of the viewer (the template member from X-Member-Template, or 登录
// for a visitor), one heart, and the store with the viewer's record. A
// render for a member's own token is a test failure: public pages are never
// rendered for a member.
func templateRenderer(t *testing.T, artworkID int) *httptest.Server {
	s := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get(ssr.SessionTokenHeader) != "" {
			t.Errorf("%s rendered for a member", r.URL.Path)
		}
		var v struct{ ID, Username, Nickname, Name string }
		header := `<a href="/login">登录</a>`
		root := `{"__id":"client:root","__typename":"__Root"}`
		viewer := ""
		if tv := r.Header.Get(ssr.MemberTemplateHeader); tv != "" {
			_ = json.Unmarshal([]byte(tv), &v)
			header = `<span data-testid="member-name">` + html.EscapeString(v.Name) + `</span>`
			root = fmt.Sprintf(`{"__id":"client:root","__typename":"__Root","viewer":{"__ref":%q}}`, v.ID)
			viewer = fmt.Sprintf(`,%q:{"__id":%q,"__typename":"Member","id":%q,"username":%q,"nickname":%q,"avatarUrl":null}`, v.ID, v.ID, v.ID, v.Username, v.Nickname)
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Header().Set("Cache-Control", "private, no-cache")
		fmt.Fprintf(w, `<html><head><script nonce="%s">1</script></head><body><header>%s</header>`+
			`<button type="button" aria-pressed="false" data-fav="%d" class="c">收藏</button>`+
			`<script id="__DATA__" type="application/json">{"records":{"client:root":%s%s,"%d":{"__id":"%d","__typename":"Artwork","viewerHasFavorited":false}}}</script></body></html>`,
			r.Header.Get("X-CSP-Nonce"), header, artworkID, root, viewer, artworkID, artworkID)
	}))
	t.Cleanup(s.Close)
	return s
}

// Two servers on one PostgreSQL and one Redis, two members and a visitor on
// the same public pages at the same moment: every answer is the asker's
// own (no byte of the other member's), from the page cache (no render for
// a member), private, no-store for a member; a member who signs out on one
// server gets the visitor's page from the other at once.
func TestMembersPublicPagesAcrossServers(t *testing.T) {
	servers := startServers(t, 2)
	ctx := context.Background()
	c := servers[0].app.DB.Client
	ar := c.Artist.Create().SetName("吴冠中").SaveX(ctx)
	work := c.Artwork.Create().SetTitle("江南").SetMedium(artwork.MediumInk).SetWidthCm(50).SetHeightCm(40).
		SetPriceFen(100000).SetArtist(ar).SaveX(ctx)
	rend := templateRenderer(t, work.ID)
	for _, s := range servers {
		s.app.Config.RendererURL = rend.URL
	}
	type who struct {
		username, nickname, cookie, token string
		id                                int
		fav                               bool
	}
	var members []*who
	for i, nick := range []string{`阿丽<b>`, "老周"} {
		m := c.Member.Create().SetUsername(fmt.Sprintf("layer_member_%d", i)).SetNickname(nick).SaveX(ctx)
		token, err := servers[0].app.Auth.Issue(ctx, c, m.ID, auth.Client{IP: "127.0.0.1"})
		if err != nil {
			t.Fatal(err)
		}
		members = append(members, &who{username: m.Username, nickname: nick, cookie: authn.CookieName + "=" + token, token: token, id: m.ID, fav: i == 0})
	}
	tx, _ := c.Tx(ctx)
	if _, err := favorites.Set(ctx, tx.Client(), members[0].id, work.ID, true); err != nil {
		t.Fatal(err)
	}
	_ = tx.Commit()

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
		if strings.Contains(body, "amtpl7q3k") {
			t.Errorf("%s: a marker left:\n%s", path, body)
		}
		pressed := strings.Contains(body, `aria-pressed="true"`) && strings.Contains(body, `"viewerHasFavorited":true`)
		if me == nil {
			if !strings.Contains(body, "登录") || pressed || res.Header.Get("Cache-Control") == "private, no-store" {
				t.Errorf("visitor %s: not the visitor's page:\n%s", path, body)
			}
			return
		}
		if !strings.Contains(body, `data-testid="member-name">`+html.EscapeString(me.nickname)+`</span>`) ||
			!strings.Contains(body, fmt.Sprintf(`"username":%q`, me.username)) || strings.Contains(body, "登录") {
			t.Errorf("%s %s: not theirs:\n%s", me.username, path, body)
		}
		if pressed != me.fav {
			t.Errorf("%s %s: heart pressed %v:\n%s", me.username, path, pressed, body)
		}
		if cc := res.Header.Get("Cache-Control"); cc != "private, no-store" {
			t.Errorf("%s %s: Cache-Control %q", me.username, path, cc)
		}
	}
	askers := []*who{members[0], members[1], nil}
	for round := range 4 {
		var wg sync.WaitGroup
		for i, path := range []string{"/", "/artworks", "/artist/1"} {
			for j, me := range askers {
				wg.Add(1)
				go func() {
					defer wg.Done()
					cookie := ""
					if me != nil {
						cookie = me.cookie
					}
					res, body := fetch(servers[(round+i+j)%2], path, cookie)
					check(me, res, body, path)
				}()
			}
		}
		wg.Wait()
	}

	// Signed out on server A: server B answers the old cookie with the visitor's page.
	req, _ := http.NewRequest("PUT", servers[0].url+"/api/auth/logout", nil)
	req.Header.Set("Token", members[0].token)
	if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != 200 {
		t.Fatalf("logout: %v", err)
	}
	res, body := fetch(servers[1], "/artworks", members[0].cookie)
	check(nil, res, body, "/artworks after sign-out")
}
