package e2etest_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/ent/favorite"
)

func init() {
	ownedNodes["Favorite"] = func(t *testing.T, e *env, owner login) string {
		art := newArtwork(t, e)
		r := e.GraphQL(owner.Token, favoriteMutation, map[string]any{"id": fmt.Sprint(art.ID), "on": true})
		if len(r.Errors) > 0 {
			t.Fatal(r.Errors)
		}
		f := e.Client.Favorite.Query().Where(favorite.MemberID(owner.Member.ID)).FirstX(context.Background())
		return fmt.Sprint(f.ID)
	}
	otherMember["favorite"] = func(t *testing.T, e *env, a, b login) {
		// b's favourites are b's own: a's stays, b's list never shows a's.
		art := newArtwork(t, e)
		e.GraphQL(a.Token, favoriteMutation, map[string]any{"id": fmt.Sprint(art.ID), "on": true})
		e.GraphQL(b.Token, favoriteMutation, map[string]any{"id": fmt.Sprint(art.ID), "on": false})
		var out favReply
		r := e.GraphQL(a.Token, favoriteMutation, map[string]any{"id": fmt.Sprint(art.ID), "on": true})
		_ = json.Unmarshal(r.Data["favorite"], &out)
		if out.Count != 1 || !out.IsFavorited {
			t.Errorf("b's unfavourite touched a's: %+v", out)
		}
		if r := e.GraphQL(b.Token, listQuery, nil); string(r.Data["viewer"]) != `{"favoriteArtworks":{"edges":[]}}` {
			t.Errorf("b's list: %s", r.Data["viewer"])
		}
	}
}

const favoriteMutation = `mutation($id: ID!, $on: Boolean!) { favorite(input: {targetID: $id, on: $on}) {
  userErrors { field message code } isFavorited count
  target { id ... on Artwork { favoriteCount viewerHasFavorited } ... on Artist { followerCount viewerHasFavorited } } } }`

const listQuery = `{ viewer { favoriteArtworks(first: 10) { edges { node { artwork { title unavailableLabel } } } } } }`

type favReply struct {
	UserErrors []struct {
		Field   *string `json:"field"`
		Message string  `json:"message"`
		Code    string  `json:"code"`
	} `json:"userErrors"`
	IsFavorited bool            `json:"isFavorited"`
	Count       int             `json:"count"`
	Target      json.RawMessage `json:"target"`
}

func newArtwork(t *testing.T, e *env) *ent.Artwork {
	t.Helper()
	ctx := context.Background()
	ar := e.Client.Artist.Create().SetName("齐白石").SaveX(ctx)
	return e.Client.Artwork.Create().SetTitle("虾").SetMedium(artwork.MediumInk).SetWidthCm(30).SetHeightCm(40).
		SetPriceFen(100).SetArtist(ar).SaveX(ctx)
}

func TestFavorites(t *testing.T) {
	matrix(t, map[string]func(*testing.T, *env){
		"favourite, count, list, unfavourite": testFavorite,
		"the list in pages":                   testFavoritePages,
		"a page of cards reads them once":     testFavoriteCards,
	})
}

const favoritePage = `query($first: Int, $after: Cursor) { viewer { favoriteArtworks(first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id createdAt artwork { id } } } } } }`

type favoriteNode struct {
	ID        string    `json:"id"`
	CreatedAt time.Time `json:"createdAt"`
	Artwork   struct {
		ID string `json:"id"`
	} `json:"artwork"`
}

// walkFavorites reads the member's favourite artworks page by page (first,
// after the last page's endCursor) until hasNextPage is false.
func walkFavorites(t *testing.T, e *env, token string, first int) (nodes []favoriteNode, pages []int) {
	t.Helper()
	var after any
	for range 100 {
		r := e.GraphQL(token, favoritePage, map[string]any{"first": first, "after": after})
		var v struct {
			Favs struct {
				TotalCount int `json:"totalCount"`
				PageInfo   struct {
					HasNextPage bool    `json:"hasNextPage"`
					EndCursor   *string `json:"endCursor"`
				} `json:"pageInfo"`
				Edges []struct {
					Cursor string       `json:"cursor"`
					Node   favoriteNode `json:"node"`
				} `json:"edges"`
			} `json:"favoriteArtworks"`
		}
		if err := json.Unmarshal(r.Data["viewer"], &v); err != nil || len(r.Errors) > 0 {
			t.Fatalf("page %d: %s %v %v", len(pages)+1, r.Data["viewer"], r.Errors, err)
		}
		pages = append(pages, len(v.Favs.Edges))
		for _, edge := range v.Favs.Edges {
			nodes = append(nodes, edge.Node)
		}
		n := len(v.Favs.Edges)
		if n > 0 && (v.Favs.PageInfo.EndCursor == nil || *v.Favs.PageInfo.EndCursor != v.Favs.Edges[n-1].Cursor) {
			t.Fatalf("page %d: endCursor %v is not the last edge's", len(pages), v.Favs.PageInfo.EndCursor)
		}
		if !v.Favs.PageInfo.HasNextPage {
			if len(nodes) != v.Favs.TotalCount {
				t.Fatalf("walked %d favourites of %d", len(nodes), v.Favs.TotalCount)
			}
			return nodes, pages
		}
		after = *v.Favs.PageInfo.EndCursor
	}
	t.Fatal("the pages never end")
	return nil, nil
}

// More favourites than a page, some of them added in the same instant:
// walked with first/after they all appear once, newest first, in the same
// order on every walk.
func testFavoritePages(t *testing.T, e *env) {
	ctx := context.Background()
	a := e.LoginMobile(e.Mobile())
	const total = 23
	want := map[string]bool{}
	var tie time.Time
	for i := range total {
		art := newArtwork(t, e)
		want[fmt.Sprint(art.ID)] = true
		if i >= 6 && i < 16 {
			// A run of them in the instant of the third one (a burst of
			// clicks, a coarse clock): the order cannot rest on the time alone.
			e.Client.Favorite.Create().SetMemberID(a.Member.ID).SetArtworkID(art.ID).SetCreatedAt(tie).SaveX(ctx)
			continue
		}
		r := e.GraphQL(a.Token, favoriteMutation, map[string]any{"id": fmt.Sprint(art.ID), "on": true})
		if len(r.Errors) > 0 || !strings.Contains(string(r.Data["favorite"]), `"userErrors":[]`) {
			t.Fatalf("favourite: %s %v", r.Data["favorite"], r.Errors)
		}
		if i == 2 {
			tie = e.Client.Favorite.Query().Where(favorite.MemberID(a.Member.ID), favorite.ArtworkID(art.ID)).OnlyX(ctx).CreatedAt
		}
	}
	// Another member's favourites never mix in.
	b := e.LoginMobile(e.Mobile())
	e.GraphQL(b.Token, favoriteMutation, map[string]any{"id": fmt.Sprint(newArtwork(t, e).ID), "on": true})

	first, pages := walkFavorites(t, e, a.Token, 7)
	if fmt.Sprint(pages) != "[7 7 7 2]" {
		t.Fatalf("page sizes %v", pages)
	}
	seen := map[string]bool{}
	for i, n := range first {
		if !want[n.Artwork.ID] || seen[n.Artwork.ID] {
			t.Fatalf("item %d: artwork %s unexpected or seen twice", i, n.Artwork.ID)
		}
		seen[n.Artwork.ID] = true
		if i > 0 && n.CreatedAt.After(first[i-1].CreatedAt) {
			t.Fatalf("item %d added at %s after item %d at %s: not newest first", i, n.CreatedAt, i-1, first[i-1].CreatedAt)
		}
	}
	if len(seen) != total {
		t.Fatalf("%d of %d favourites listed", len(seen), total)
	}
	for _, size := range []int{7, 5, 1, 50} {
		again, _ := walkFavorites(t, e, a.Token, size)
		if len(again) != len(first) {
			t.Fatalf("pages of %d: %d items, not %d", size, len(again), len(first))
		}
		for i := range first {
			if again[i].ID != first[i].ID {
				t.Fatalf("pages of %d: item %d is %s, was %s: the order is not stable", size, i, again[i].ID, first[i].ID)
			}
		}
	}
}

func testFavorite(t *testing.T, e *env) {
	ctx := context.Background()
	a := e.LoginMobile(e.Mobile())
	art := newArtwork(t, e)
	id := fmt.Sprint(art.ID)
	// A visitor sees the count and false, with no error.
	q := `query($id: ID!) { node(id: $id) { ... on Artwork { favoriteCount viewerHasFavorited } } }`
	if r := e.GraphQL("", q, map[string]any{"id": id}); len(r.Errors) > 0 || string(r.Data["node"]) != `{"favoriteCount":0,"viewerHasFavorited":false}` {
		t.Fatalf("visitor: %+v", r)
	}
	for i := 0; i < 2; i++ {
		var out favReply
		r := e.GraphQL(a.Token, favoriteMutation, map[string]any{"id": id, "on": true})
		if err := json.Unmarshal(r.Data["favorite"], &out); err != nil || len(out.UserErrors) > 0 || out.Count != 1 || !out.IsFavorited ||
			string(out.Target) != fmt.Sprintf(`{"id":"%d","favoriteCount":1,"viewerHasFavorited":true}`, art.ID) {
			t.Fatalf("favourite %d: %+v %v", i, r, err)
		}
	}
	art.Update().SetStatus(artwork.StatusSold).ExecX(ctx)
	if r := e.GraphQL(a.Token, listQuery, nil); string(r.Data["viewer"]) != `{"favoriteArtworks":{"edges":[{"node":{"artwork":{"title":"虾","unavailableLabel":"已售出"}}}]}}` {
		t.Fatalf("list: %s %v", r.Data["viewer"], r.Errors)
	}
	// Unknown and wrong-type ids: a Chinese user error, nothing changed.
	for _, bad := range []string{"999", fmt.Sprint(a.Member.ID), fmt.Sprint(art.ID + 12345)} {
		var out favReply
		r := e.GraphQL(a.Token, favoriteMutation, map[string]any{"id": bad, "on": true})
		_ = json.Unmarshal(r.Data["favorite"], &out)
		if len(out.UserErrors) != 1 || out.UserErrors[0].Code != "NOT_FOUND" || out.UserErrors[0].Message != "收藏的对象不存在" || string(out.Target) != "null" {
			t.Fatalf("target %s: %+v", bad, r)
		}
	}
	// A malformed id is refused by the ID type itself; a wrong-typed or
	// missing argument before anything runs; each in Chinese, nothing changed.
	for _, c := range []struct {
		vars       map[string]any
		want, code string
	}{
		{map[string]any{"id": "abc", "on": true}, `ID 格式不正确："abc"`, ""},
		{map[string]any{"id": true, "on": true}, "请求格式错误：字段 id 类型错误", "GRAPHQL_VALIDATION_FAILED"},
		{map[string]any{"id": id, "on": "yes"}, "请求格式错误：字段 on 类型错误", "GRAPHQL_VALIDATION_FAILED"},
		{map[string]any{"id": id}, "请求格式错误：缺少必填字段 on", "GRAPHQL_VALIDATION_FAILED"},
	} {
		r := e.GraphQL(a.Token, favoriteMutation, c.vars)
		if len(r.Errors) != 1 || r.Errors[0].Message != c.want || c.code != "" && r.Errors[0].Extensions["code"] != c.code {
			t.Fatalf("%v: want %q, got %+v", c.vars, c.want, r.Errors)
		}
	}
	if c := e.Client.Artwork.GetX(ctx, art.ID).FavoriteCount; c != 1 {
		t.Fatalf("refused input changed the count to %d", c)
	}
	var out favReply
	r := e.GraphQL(a.Token, favoriteMutation, map[string]any{"id": id, "on": false})
	if _ = json.Unmarshal(r.Data["favorite"], &out); out.Count != 0 || out.IsFavorited {
		t.Fatalf("unfavourite: %+v", r)
	}
	if n := e.Client.Favorite.Query().Where(favorite.MemberID(a.Member.ID)).CountX(ctx); n != 0 { // this member's: other cases share the database
		t.Fatalf("%d rows left", n)
	}
}

// A signed-in member's page of cards asks for its favourites once, not once
// a card (viewerHasFavorited), and each card tells its own.
func testFavoriteCards(t *testing.T, e *env) {
	ctx := context.Background()
	a := e.LoginMobile(e.Mobile())
	first := newArtwork(t, e)
	ar := first.QueryArtist().OnlyX(ctx)
	works := []*ent.Artwork{first}
	for range 5 {
		works = append(works, e.Client.Artwork.Create().SetTitle("虾").SetMedium(artwork.MediumInk).SetWidthCm(30).
			SetHeightCm(40).SetPriceFen(100).SetArtist(ar).SaveX(ctx))
	}
	for _, id := range []int{works[1].ID, works[4].ID, ar.ID} {
		if r := e.GraphQL(a.Token, favoriteMutation, map[string]any{"id": fmt.Sprint(id), "on": true}); len(r.Errors) > 0 {
			t.Fatal(r.Errors)
		}
	}
	const q = `query($id: ID!, $n: Int) { node(id: $id) { ... on Artist { viewerHasFavorited
  artworks(first: $n, orderBy: {field: CREATED_AT, direction: ASC}) { edges { node { id viewerHasFavorited } } } } } }`
	statements := func(n int) (int64, string) {
		before := e.SQL.Count()
		r := e.GraphQL(a.Token, q, map[string]any{"id": fmt.Sprint(ar.ID), "n": n})
		if len(r.Errors) > 0 {
			t.Fatal(r.Errors)
		}
		return e.SQL.Count() - before, string(r.Data["node"])
	}
	two, _ := statements(2)
	six, got := statements(6)
	var want strings.Builder
	want.WriteString(`{"viewerHasFavorited":true,"artworks":{"edges":[`)
	for i, w := range works {
		if i > 0 {
			want.WriteString(",")
		}
		fmt.Fprintf(&want, `{"node":{"id":"%d","viewerHasFavorited":%t}}`, w.ID, i == 1 || i == 4)
	}
	want.WriteString("]}}")
	if got != want.String() {
		t.Fatalf("cards:\n got %s\nwant %s", got, want.String())
	}
	if six != two {
		t.Fatalf("%d statements for 2 cards, %d for 6: favourites asked once a card", two, six)
	}
}
