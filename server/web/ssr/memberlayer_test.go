package ssr

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"artmarket/server/platform/cache"
	"artmarket/server/platform/cache/cachetest"
	"artmarket/server/platform/clocktest"
	"artmarket/server/platform/security"
)

// The members of these tests: what their session cookie names, and their
// favourites among the fake pages' hearts (artworks 101, 102; artist 201).
var (
	memberA = &PageMember{Token: "tok-a", ID: 7001, Username: "alice_user", Nickname: `阿丽<script>"&'`, AvatarURL: "/media/alice.webp"}
	memberB = &PageMember{Token: "tok-b", ID: 7002, Username: "bob_user", Nickname: "", AvatarURL: "https://thirdwx.qlogo.cn/bob/132"}
	favsOf  = map[int]map[int]bool{memberA.ID: {101: true}, memberB.ID: {102: true, 201: true}}
)

// fakeLayer is the member layer over favsOf; a member renders /artwork/own
// (their own work's page) for themselves.
type fakeLayer struct{ favReads atomic.Int64 }

func (l *fakeLayer) Favorites(_ context.Context, memberID int, targets []int) (map[int]bool, error) {
	l.favReads.Add(1)
	out := map[int]bool{}
	for _, id := range targets {
		if favsOf[memberID][id] {
			out[id] = true
		}
	}
	return out, nil
}

func (l *fakeLayer) ChangedSince(int, time.Time) bool { return false }

func (l *fakeLayer) RenderFor(_ context.Context, memberID int, path string) (bool, error) {
	return path == "/artwork/own" && memberID == memberA.ID, nil
}

// memberPage renders as client/server/render.tsx does: the header for the
// viewer (a member's token, the template member, or 登录), the hearts of
// the viewer's favourites, and the store with the viewer's record. It counts
// the renders for a member's token (full renders).
func memberPage(fullRenders *atomic.Int64) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		n := r.Header.Get("X-CSP-Nonce")
		type viewer struct {
			ID, Username, Nickname, Name, Initial string
			Avatar                                *string
			favs                                  map[int]bool
		}
		var v *viewer
		if tok := r.Header.Get(SessionTokenHeader); tok != "" {
			fullRenders.Add(1)
			for _, m := range []*PageMember{memberA, memberB} {
				if m.Token == tok {
					name := m.Nickname
					if name == "" {
						name = m.Username
					}
					v = &viewer{ID: fmt.Sprint(m.ID), Username: m.Username, Nickname: m.Nickname, Name: name, Initial: initialOf(name), favs: favsOf[m.ID]}
					if m.AvatarURL != "" {
						v.Avatar = &m.AvatarURL
					}
				}
			}
		} else if t := r.Header.Get(MemberTemplateHeader); t != "" {
			var tv struct{ ID, Username, Nickname, AvatarURL, Name, Initial string }
			if err := json.Unmarshal([]byte(t), &tv); err != nil {
				http.Error(w, "bad template", 500)
				return
			}
			v = &viewer{ID: tv.ID, Username: tv.Username, Nickname: tv.Nickname, Name: tv.Name, Initial: tv.Initial, Avatar: &tv.AvatarURL}
		}
		var b strings.Builder
		b.WriteString(`<html><head><script nonce="` + n + `">1</script></head><body><header>`)
		if v == nil {
			b.WriteString(`<a href="/login">登录</a>`)
		} else {
			name := v.Name
			if name == "" {
				name = MemberFallbackName
			}
			if src := avatarSrc(deref(v.Avatar), "http://example.com"); src != "" {
				b.WriteString(`<img src="` + html.EscapeString(src) + `" alt=""/>`)
			} else {
				b.WriteString(`<span data-testid="member-initial">` + html.EscapeString(v.Initial) + `</span>`)
			}
			b.WriteString(`<span data-testid="member-name">` + html.EscapeString(name) + `</span>`)
		}
		b.WriteString(`</header><main><p>卖家写的: amtpl7q3kname</p>`)
		records := map[string]any{}
		for _, h := range []struct {
			id          int
			kind, label string
		}{{101, "Artwork", "收藏"}, {102, "Artwork", "收藏"}, {201, "Artist", "关注"}} {
			on := v != nil && v.favs[h.id]
			label := h.label
			if on {
				label = map[string]string{"收藏": "已收藏", "关注": "已关注"}[label]
			}
			fmt.Fprintf(&b, `<button type="button" aria-pressed="%v" data-fav="%d" class="c">%s</button>`, on, h.id, label)
			id := fmt.Sprint(h.id)
			records[id] = map[string]any{"__id": id, "__typename": h.kind, "id": id, "viewerHasFavorited": on, "title": "作品"}
		}
		root := map[string]any{"__id": "client:root", "__typename": "__Root"}
		if v != nil {
			root["viewer"] = map[string]string{"__ref": v.ID}
			records[v.ID] = map[string]any{"__id": v.ID, "__typename": "Member", "id": v.ID, "username": v.Username, "nickname": v.Nickname, "avatarUrl": v.Avatar}
		}
		records["client:root"] = root
		data, _ := json.Marshal(map[string]any{"records": records})
		b.WriteString(`</main><script id="__DATA__" type="application/json">` + string(data) + `</script></body></html>`)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		cc := "private, no-cache"
		if v != nil && r.Header.Get(SessionTokenHeader) != "" {
			cc = "private, no-store"
		}
		w.Header().Set("Cache-Control", cc)
		_, _ = io.WriteString(w, b.String())
	}
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// memberServer is one server: its proxy and page cache over the shared
// second level, answering members through layer.
func memberServer(t *testing.T, shared cache.Cache, layer MemberLayer, fullRenders *atomic.Int64) (http.Handler, *PageCache) {
	t.Helper()
	addr := renderer(t, memberPage(fullRenders))
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte(shellHTML), 0o644); err != nil {
		t.Fatal(err)
	}
	clk := clocktest.New(time.Date(2026, 11, 28, 0, 0, 0, 0, time.UTC))
	pc := &PageCache{TTL: 5 * time.Second, Stale: time.Minute, NotFoundTTL: time.Second, Now: clk.Now, Shared: shared,
		Skip: func(path string) bool { return strings.HasPrefix(path, "/member/") }}
	pc.SharedGen(0, pc.SharedEpoch())
	p := &Proxy{
		Addr: func() string { return addr }, Timeout: 2 * time.Second,
		Shell: &Shell{Path: filepath.Join(dir, "index.html")}, Log: slog.New(slog.NewTextHandler(io.Discard, nil)),
		Cache: pc, SessionCookie: "am_session", Layer: layer,
		SessionMember: func(_ http.ResponseWriter, r *http.Request) *PageMember {
			c, err := r.Cookie("am_session")
			if err != nil {
				return nil
			}
			for _, m := range []*PageMember{memberA, memberB} {
				if c.Value == m.Token {
					return m
				}
			}
			return nil
		},
	}
	return security.Headers(p), pc
}

func get(h http.Handler, path, token string) *httptest.ResponseRecorder {
	req := httptest.NewRequest("GET", path, nil)
	if token != "" {
		req.Header.Set("Cookie", "am_session="+token)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// traces are the bytes that only a member's own page may hold: their names,
// id and avatar, in markup and in JSON.
func traces(m *PageMember) []string {
	out := []string{m.Username, fmt.Sprint(m.ID)}
	if m.Nickname != "" {
		b, _ := json.Marshal(m.Nickname)
		out = append(out, html.EscapeString(m.Nickname), strings.Trim(string(b), `"`))
	}
	if m.AvatarURL != "" {
		out = append(out, m.AvatarURL)
	}
	return out
}

// check fails on any byte of another member's in who's answer (nil: the
// visitor), on a marker left, on a heart or a store flag not theirs, and on
// a member's answer a shared cache may keep.
func check(t *testing.T, rec *httptest.ResponseRecorder, who *PageMember, path string) {
	t.Helper()
	body := rec.Body.String()
	name := "visitor"
	if who != nil {
		name = who.Username
	}
	if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("X-Render"), "ssr") {
		t.Fatalf("%s %s: %d %q", name, path, rec.Code, rec.Header().Get("X-Render"))
	}
	for _, other := range []*PageMember{memberA, memberB} {
		if other == who {
			continue
		}
		for _, tr := range traces(other) {
			if strings.Contains(body, tr) {
				t.Fatalf("%s's %s holds %q of %s:\n%s", name, path, tr, other.Username, body)
			}
		}
	}
	markup, data, _ := strings.Cut(body, `<script id="__DATA__"`)
	// The seller's text that holds a marker: as written for the visitor, the
	// member's own name for a member.
	if n, want := strings.Count(markup, "amtpl7q3k"), map[bool]int{true: 1, false: 0}[who == nil]; n != want {
		t.Fatalf("%s %s: %d markers in the markup, want %d:\n%s", name, path, n, want, markup)
	}
	if strings.Contains(data, "amtpl7q3k") {
		t.Fatalf("%s %s: a marker in the store:\n%s", name, path, data)
	}
	var state struct {
		Records map[string]map[string]any `json:"records"`
	}
	js := strings.TrimSuffix(data[strings.Index(data, ">")+1:], "</script></body></html>")
	if err := json.Unmarshal([]byte(js), &state); err != nil {
		t.Fatalf("%s %s: the store is no JSON: %v\n%s", name, path, err, js)
	}
	cc := rec.Header().Get("Cache-Control")
	if who == nil {
		if !strings.Contains(markup, `>登录</a>`) || state.Records["client:root"]["viewer"] != nil || cc == "private, no-store" {
			t.Fatalf("visitor %s: not the visitor's page (Cache-Control %q):\n%s", path, cc, body)
		}
		for _, id := range []string{"101", "102", "201"} {
			if state.Records[id]["viewerHasFavorited"] != false || strings.Contains(markup, `aria-pressed="true"`) {
				t.Fatalf("visitor %s: a heart on", path)
			}
		}
		return
	}
	if cc != "private, no-store" {
		t.Fatalf("%s %s: Cache-Control %q", name, path, cc)
	}
	shown := who.Nickname
	if shown == "" {
		shown = who.Username
	}
	if !strings.Contains(markup, `<span data-testid="member-name">`+html.EscapeString(shown)+`</span>`) || strings.Contains(markup, "登录") {
		t.Fatalf("%s %s: the header does not show them:\n%s", name, path, markup)
	}
	viewer, _ := state.Records["client:root"]["viewer"].(map[string]any)
	rec2 := state.Records[fmt.Sprint(who.ID)]
	if viewer["__ref"] != fmt.Sprint(who.ID) || rec2["username"] != who.Username || rec2["nickname"] != who.Nickname {
		t.Fatalf("%s %s: the store's viewer %v %v", name, path, viewer, rec2)
	}
	for _, h := range []struct {
		id    int
		label string
	}{{101, "收藏"}, {102, "收藏"}, {201, "关注"}} {
		on := favsOf[who.ID][h.id]
		want := fmt.Sprintf(`aria-pressed="false" data-fav="%d" class="c">%s</button>`, h.id, h.label)
		if on {
			want = fmt.Sprintf(`aria-pressed="true" data-fav="%d" class="c">已%s</button>`, h.id, h.label)
		}
		if !strings.Contains(markup, want) {
			t.Fatalf("%s %s: heart %d: want %s in\n%s", name, path, h.id, want, markup)
		}
		if state.Records[fmt.Sprint(h.id)]["viewerHasFavorited"] != on {
			t.Fatalf("%s %s: store heart %d not %v", name, path, h.id, on)
		}
	}
}

// Two members and a visitor, at the same moment, on the same pages of two
// servers sharing the second level (memory and Redis): every answer is the
// asker's own, none holds a byte of another member's, the members' pages
// come from the cache (no render for a member), and a member's answer says
// private, no-store.
func TestMemberPagesNeverShowAnotherMembersData(t *testing.T) {
	cachetest.Each(t, func(t *testing.T, shared cache.Cache) {
		var full atomic.Int64
		layer := &fakeLayer{}
		a, ca := memberServer(t, shared, layer, &full)
		b, cb := memberServer(t, shared, layer, &full)
		servers := []http.Handler{a, b}
		paths := []string{"/", "/artworks", "/artwork/1", "/artist/2"}
		askers := []*PageMember{memberA, memberB, nil}
		var wg sync.WaitGroup
		for round := 0; round < 6; round++ {
			for i, path := range paths {
				for j, who := range askers {
					wg.Add(1)
					go func() {
						defer wg.Done()
						token := ""
						if who != nil {
							token = who.Token
						}
						check(t, get(servers[(round+i+j)%2], path, token), who, path)
					}()
				}
			}
			wg.Wait()
			if round == 2 { // the next rounds from each server's own level, then the shared one
				idle(t, ca)
				idle(t, cb)
			}
		}
		if n := full.Load(); n != 0 {
			t.Fatalf("%d pages rendered for a member: the member layer is not used", n)
		}
		if layer.favReads.Load() == 0 {
			t.Fatal("no favourites read")
		}
	})
}

// A member who signs out (no cookie) gets the visitor's page at once, from
// the same cache; a seller on their own work's page gets it rendered for them.
func TestMemberSignsOutAndSellersOwnWork(t *testing.T) {
	var full atomic.Int64
	h, _ := memberServer(t, nil, &fakeLayer{}, &full)
	check(t, get(h, "/artworks", memberA.Token), memberA, "/artworks")
	check(t, get(h, "/artworks", ""), nil, "/artworks")
	check(t, get(h, "/artworks", memberB.Token), memberB, "/artworks")

	own := get(h, "/artwork/own", memberA.Token)
	if full.Load() != 1 || own.Header().Get("Cache-Control") != "private, no-store" || !strings.Contains(own.Body.String(), "alice_user") {
		t.Fatalf("own work: %d full renders, Cache-Control %q", full.Load(), own.Header().Get("Cache-Control"))
	}
	check(t, get(h, "/artwork/own", memberB.Token), memberB, "/artwork/own")
}

func TestMemberLayerValues(t *testing.T) {
	for _, c := range []struct{ name, want string }{{"白石老人", "白"}, {"qi_baishi", "Q"}, {"😀smile", "😀"}, {"  ", "我"}, {"", "我"}} {
		if got := initialOf(c.name); got != c.want {
			t.Errorf("initialOf(%q) = %q, want %q", c.name, got, c.want)
		}
	}
	origin := "https://art.example"
	for u, want := range map[string]string{
		"/media/ab/cd.webp": "/media/ab/cd.webp", "https://art.example/_sandbox/wechat/avatar/u1.png": "/_sandbox/wechat/avatar/u1.png",
		"https://thirdwx.qlogo.cn/mmopen/x/132": "", "//evil.example/a.png": "", `/\evil.example/a.png`: "", "javascript:alert(1)": "",
		"data:image/png;base64,AAAA": "", "": "",
	} {
		if got := avatarSrc(u, origin); got != want {
			t.Errorf("avatarSrc(%q) = %q, want %q", u, got, want)
		}
	}
}
