package app

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"artmarket/ent/artwork"
	"artmarket/ent/schema/nodeid"
	"artmarket/graph/gqlserver"
	"artmarket/graph/gqltest"
	"artmarket/server/domain/member/auth"
)

// gql posts a GraphQL request through the whole front door and answers
// the body and X-Cache.
func gql(t *testing.T, h http.Handler, token, query string, vars map[string]any) (string, string) {
	t.Helper()
	rec := gqltest.Post(h, gqltest.Token(token), query, vars)
	if rec.Code != http.StatusOK {
		t.Fatalf("%d %s", rec.Code, rec.Body)
	}
	return rec.Body.String(), rec.Header().Get("X-Cache")
}

// The GraphQL answers of visitors are kept; a member's request never reads
// nor writes them (viewerHasFavorited differs); a favourite toggle moves
// favoriteCount only, so it purges nothing: visitors see the new count
// when their kept answer ages out, the member at once.
func TestGraphQLCacheIsForVisitorsOnly(t *testing.T) {
	a := newTestApp(t)
	if a.Answers == nil {
		t.Fatal("the GraphQL cache is on by default")
	}
	ctx := context.Background()
	c := a.DB.Client
	ar := c.Artist.Create().SetName("齐白石").SaveX(ctx)
	w := c.Artwork.Create().SetTitle("虾").SetArtist(ar).SetMedium(artwork.MediumInk).SetWidthCm(60).SetHeightCm(80).SetPriceFen(100_000).SaveX(ctx)
	m := c.Member.Create().SetUsername("collector").SaveX(ctx)
	token, err := a.Auth.Issue(ctx, c, m.ID, auth.Client{})
	if err != nil {
		t.Fatal(err)
	}
	h := a.Handler
	const q = `query Work($n: Int!) { artworkByNumber(number: $n) { id favoriteCount viewerHasFavorited } viewer { id } }`
	vars := map[string]any{"n": nodeid.Number(w.ID)}

	body, state := gql(t, h, "", q, vars)
	if state != "miss" || !strings.Contains(body, `"favoriteCount":0,"viewerHasFavorited":false`) || !strings.Contains(body, `"viewer":null`) {
		t.Fatalf("visitor, first: %s %s", state, body)
	}
	if _, state = gql(t, h, "", q, vars); state != "hit" {
		t.Fatalf("visitor, second: %s", state)
	}
	kept := a.Answers.Len()

	var id struct {
		Data struct {
			ArtworkByNumber struct{ ID string } `json:"artworkByNumber"`
		} `json:"data"`
	}
	_ = json.Unmarshal([]byte(body), &id)
	purges, pagePurges := a.Answers.Purges(), a.Pages.Purges()
	body, state = gql(t, h, token, `mutation Fav($id: ID!) { favorite(input: {targetID: $id, on: true}) { isFavorited count } }`,
		map[string]any{"id": id.Data.ArtworkByNumber.ID})
	if state != "" || !strings.Contains(body, `"isFavorited":true,"count":1`) {
		t.Fatalf("member's favourite: %q %s", state, body)
	}
	if a.Answers.Purges() != purges || a.Pages.Purges() != pagePurges {
		t.Fatal("a favourite (a counter) purged the caches of visitors' answers")
	}
	if body, state = gql(t, h, "", q, vars); state != "hit" || !strings.Contains(body, `"favoriteCount":0`) {
		t.Fatalf("visitor, kept answer after the favourite: %s %s", state, body)
	}
	// The member's own list counts what is there now, every time (a count
	// over favourites is never kept, since a favourite purges nothing).
	const mine = `{ viewer { favoriteArtworks { totalCount } } }`
	if body, _ = gql(t, h, token, mine, nil); !strings.Contains(body, `"totalCount":1`) {
		t.Fatalf("member's list after the favourite: %s", body)
	}
	for range 2 { // the second removes nothing: still no purge
		if body, _ = gql(t, h, token, `mutation Fav($id: ID!) { favorite(input: {targetID: $id, on: false}) { isFavorited count } }`,
			map[string]any{"id": id.Data.ArtworkByNumber.ID}); !strings.Contains(body, `"isFavorited":false,"count":0`) {
			t.Fatalf("member's unfavourite: %s", body)
		}
		if body, _ = gql(t, h, token, mine, nil); !strings.Contains(body, `"totalCount":0`) {
			t.Fatalf("member's list after the unfavourite: %s", body)
		}
	}
	if a.Answers.Purges() != purges || a.Pages.Purges() != pagePurges {
		t.Fatal("an unfavourite purged the caches of visitors' answers")
	}
	body, _ = gql(t, h, token, `mutation Fav($id: ID!) { favorite(input: {targetID: $id, on: true}) { isFavorited count } }`,
		map[string]any{"id": id.Data.ArtworkByNumber.ID})
	if !strings.Contains(body, `"isFavorited":true,"count":1`) || a.Answers.Purges() != purges {
		t.Fatalf("member's favourite again: %s", body)
	}
	// The kept answer ages out (a catalogue write here): the new count.
	a.Answers.Purge()

	// Fill the cache again for visitors, then ask as the member: the member's
	// own answer, no X-Cache, nothing stored.
	body, state = gql(t, h, "", q, vars)
	if state != "miss" || !strings.Contains(body, `"favoriteCount":1,"viewerHasFavorited":false`) {
		t.Fatalf("visitor after the favourite: %s %s", state, body)
	}
	kept = a.Answers.Len()
	runs := a.Answers.Runs()
	for range 2 {
		body, state = gql(t, h, token, q, vars)
		if state != "" || !strings.Contains(body, `"viewerHasFavorited":true`) || strings.Contains(body, `"viewer":null`) {
			t.Fatalf("member: %q %s", state, body)
		}
	}
	if a.Answers.Len() != kept || a.Answers.Runs() != runs {
		t.Fatalf("the member's requests touched the cache: %d→%d entries, %d→%d runs", kept, a.Answers.Len(), runs, a.Answers.Runs())
	}
	// A token that resolves to nobody (signed out, forged) is not a visitor either.
	if _, state = gql(t, h, "not-a-token", q, vars); state != "" {
		t.Fatalf("an unknown token read the cache: %q", state)
	}
	if body, state = gql(t, h, "", q, vars); state != "hit" || !strings.Contains(body, `"viewerHasFavorited":false`) {
		t.Fatalf("visitor: %s %s", state, body)
	}
}

// One purge for both caches: a catalogue write drops the pages and the
// GraphQL answers.
func TestCatalogueWritesPurgeTheGraphQLCache(t *testing.T) {
	a := newTestApp(t)
	pages, answers := a.Pages.Purges(), a.Answers.Purges()
	a.DB.Client.Artist.Create().SetName("八大山人").SaveX(context.Background())
	if a.Pages.Purges() != pages+1 || a.Answers.Purges() != answers+1 {
		t.Fatalf("purges: pages %d→%d, answers %d→%d", pages, a.Pages.Purges(), answers, a.Answers.Purges())
	}
}

// One address's anonymous queries that no kept answer holds are bounded at
// GRAPHQL_MISS_LIMIT a minute (a flood of distinct variables), then answer
// 429; kept answers and this machine's own requests (the renderers') are
// not bounded.
func TestGraphQLMissesOfOneAddressAreBounded(t *testing.T) {
	a := newTestApp(t)
	if a.Config.GraphQLMissLimit != 1200 {
		t.Fatalf("default GRAPHQL_MISS_LIMIT %d", a.Config.GraphQLMissLimit)
	}
	a.Config.GraphQLMissLimit = 5 // read at each miss
	post := func(remote string, n int) *httptest.ResponseRecorder {
		raw, _ := json.Marshal(map[string]any{"query": `query W($n: Int!) { artworkByNumber(number: $n) { id } }`, "variables": map[string]any{"n": n}})
		req := httptest.NewRequest("POST", "/graphql", bytes.NewReader(raw))
		req.Header.Set("Content-Type", "application/json")
		req.RemoteAddr = remote
		rec := httptest.NewRecorder()
		a.Handler.ServeHTTP(rec, req)
		return rec
	}
	refused := 0
	for n := range 8 {
		switch rec := post("[2001:db8:9:9::"+strconv.Itoa(n+1)+"]:5000", n+1); rec.Code {
		case http.StatusOK:
		case http.StatusTooManyRequests:
			refused++
			if !strings.Contains(rec.Body.String(), gqlserver.MsgTooManyMisses) {
				t.Fatalf("refusal: %s", rec.Body)
			}
		default:
			t.Fatalf("query %d: %d %s", n, rec.Code, rec.Body)
		}
	}
	if refused != 3 {
		t.Fatalf("%d of 8 misses from one /64 refused, want 3 (limit 5)", refused)
	}
	// A forged token (it resolves to nobody) does not lift the bound.
	raw, _ := json.Marshal(map[string]any{"query": `{ artworks(first: 1) { totalCount } }`})
	req := httptest.NewRequest("POST", "/graphql", bytes.NewReader(raw))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Token", "forged")
	req.RemoteAddr = "[2001:db8:9:9::99]:5000"
	rec := httptest.NewRecorder()
	a.Handler.ServeHTTP(rec, req)
	if rec.Code != http.StatusTooManyRequests {
		t.Fatalf("a forged token past the bound: %d %s", rec.Code, rec.Body)
	}
	if rec := post("[2001:db8:9:9::77]:5000", 1); rec.Code != http.StatusOK || rec.Header().Get("X-Cache") != "hit" {
		t.Fatalf("a kept answer past the bound: %d %q", rec.Code, rec.Header().Get("X-Cache"))
	}
	for n := range 20 {
		if rec := post("127.0.0.1:7000", 100+n); rec.Code != http.StatusOK {
			t.Fatalf("a loopback query was bounded: %d", rec.Code)
		}
	}
}
