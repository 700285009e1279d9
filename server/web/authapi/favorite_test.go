package authapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"artmarket/ent"
	"artmarket/ent/artwork"
	"artmarket/ent/favorite"
)

func init() {
	ownedNodes["Favorite"] = func(t *testing.T, e *env, owner login) string {
		art := newArtwork(t, e)
		r := e.graphql(owner.Token, favoriteMutation, map[string]any{"id": fmt.Sprint(art.ID), "on": true})
		if len(r.Errors) > 0 {
			t.Fatal(r.Errors)
		}
		f := e.client.Favorite.Query().Where(favorite.MemberID(owner.Member.ID)).FirstX(context.Background())
		return fmt.Sprint(f.ID)
	}
	otherMember["favorite"] = func(t *testing.T, e *env, a, b login) {
		// b's favourites are b's own: a's stays, b's list never shows a's.
		art := newArtwork(t, e)
		e.graphql(a.Token, favoriteMutation, map[string]any{"id": fmt.Sprint(art.ID), "on": true})
		e.graphql(b.Token, favoriteMutation, map[string]any{"id": fmt.Sprint(art.ID), "on": false})
		var out favReply
		r := e.graphql(a.Token, favoriteMutation, map[string]any{"id": fmt.Sprint(art.ID), "on": true})
		_ = json.Unmarshal(r.Data["favorite"], &out)
		if out.Count != 1 || !out.IsFavorited {
			t.Errorf("b's unfavourite touched a's: %+v", out)
		}
		if r := e.graphql(b.Token, listQuery, nil); string(r.Data["viewer"]) != `{"favoriteArtworks":{"edges":[]}}` {
			t.Errorf("b's list: %s", r.Data["viewer"])
		}
	}
}

const favoriteMutation = `mutation($id: ID!, $on: Boolean!) { favorite(input: {targetId: $id, on: $on}) {
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
	ar := e.client.Artist.Create().SetName("齐白石").SaveX(ctx)
	return e.client.Artwork.Create().SetTitle("虾").SetMedium(artwork.MediumInk).SetWidthCm(30).SetHeightCm(40).
		SetPriceFen(100).SetArtist(ar).SaveX(ctx)
}

func TestFavorites(t *testing.T) {
	matrix(t, map[string]func(*testing.T, *env){
		"favourite, count, list, unfavourite": testFavorite,
	})
}

func testFavorite(t *testing.T, e *env) {
	ctx := context.Background()
	a := e.loginMobile(e.mobile())
	art := newArtwork(t, e)
	id := fmt.Sprint(art.ID)
	// A visitor sees the count and false, with no error.
	q := `query($id: ID!) { node(id: $id) { ... on Artwork { favoriteCount viewerHasFavorited } } }`
	if r := e.graphql("", q, map[string]any{"id": id}); len(r.Errors) > 0 || string(r.Data["node"]) != `{"favoriteCount":0,"viewerHasFavorited":false}` {
		t.Fatalf("visitor: %+v", r)
	}
	for i := 0; i < 2; i++ {
		var out favReply
		r := e.graphql(a.Token, favoriteMutation, map[string]any{"id": id, "on": true})
		if err := json.Unmarshal(r.Data["favorite"], &out); err != nil || len(out.UserErrors) > 0 || out.Count != 1 || !out.IsFavorited ||
			string(out.Target) != fmt.Sprintf(`{"id":"%d","favoriteCount":1,"viewerHasFavorited":true}`, art.ID) {
			t.Fatalf("favourite %d: %+v %v", i, r, err)
		}
	}
	art.Update().SetStatus(artwork.StatusSold).ExecX(ctx)
	if r := e.graphql(a.Token, listQuery, nil); string(r.Data["viewer"]) != `{"favoriteArtworks":{"edges":[{"node":{"artwork":{"title":"虾","unavailableLabel":"已售出"}}}]}}` {
		t.Fatalf("list: %s %v", r.Data["viewer"], r.Errors)
	}
	// Unknown and wrong-type ids: a Chinese user error, nothing changed.
	for _, bad := range []string{"999", fmt.Sprint(a.Member.ID), fmt.Sprint(art.ID + 12345)} {
		var out favReply
		r := e.graphql(a.Token, favoriteMutation, map[string]any{"id": bad, "on": true})
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
		r := e.graphql(a.Token, favoriteMutation, c.vars)
		if len(r.Errors) != 1 || r.Errors[0].Message != c.want || c.code != "" && r.Errors[0].Extensions["code"] != c.code {
			t.Fatalf("%v: want %q, got %+v", c.vars, c.want, r.Errors)
		}
	}
	if c := e.client.Artwork.GetX(ctx, art.ID).FavoriteCount; c != 1 {
		t.Fatalf("refused input changed the count to %d", c)
	}
	var out favReply
	r := e.graphql(a.Token, favoriteMutation, map[string]any{"id": id, "on": false})
	if _ = json.Unmarshal(r.Data["favorite"], &out); out.Count != 0 || out.IsFavorited {
		t.Fatalf("unfavourite: %+v", r)
	}
	if n := e.client.Favorite.Query().CountX(ctx); n != 0 {
		t.Fatalf("%d rows left", n)
	}
}
