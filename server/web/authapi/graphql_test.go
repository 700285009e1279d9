package authapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"

	"artmarket/ent/session"
)

func TestGraphQL(t *testing.T) {
	matrix(t, map[string]func(*testing.T, *env){
		"viewer":                         testViewer,
		"no other member through node":   testNodePrivacy,
		"sessions never through GraphQL": testSessionNode,
	})
}

type gqlReply struct {
	Data   map[string]json.RawMessage `json:"data"`
	Errors []struct {
		Message string `json:"message"`
	} `json:"errors"`
}

func (e *env) graphql(token, query string, vars map[string]any) gqlReply {
	e.t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req := httptest.NewRequest("POST", "/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Token", token)
	}
	rec := httptest.NewRecorder()
	e.handler.ServeHTTP(rec, req)
	var out gqlReply
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		e.t.Fatalf("graphql answer %d %s: %v", rec.Code, rec.Body, err)
	}
	if strings.Contains(rec.Body.String(), "argon2") || strings.Contains(rec.Body.String(), "13900") {
		e.t.Fatalf("graphql leaks: %s", rec.Body)
	}
	return out
}

const viewerQuery = `{ viewer { id username nickname email maskedMobile hasPassword wechatBound avatarUrl } }`

func testViewer(t *testing.T, e *env) {
	// A visitor, or a bad token: null, no error.
	for _, tok := range []string{"", "garbage", strings.Repeat("A", 43)} {
		r := e.graphql(tok, viewerQuery, nil)
		if len(r.Errors) > 0 || string(r.Data["viewer"]) != "null" {
			t.Fatalf("token %q: viewer %s, errors %v", tok, r.Data["viewer"], r.Errors)
		}
	}
	mobile := e.mobile()
	a := e.loginMobile(mobile)
	r := e.graphql(a.Token, viewerQuery, nil)
	if len(r.Errors) > 0 {
		t.Fatal(r.Errors)
	}
	var v struct {
		ID           string  `json:"id"`
		Username     string  `json:"username"`
		MaskedMobile string  `json:"maskedMobile"`
		HasPassword  bool    `json:"hasPassword"`
		WechatBound  bool    `json:"wechatBound"`
		AvatarURL    *string `json:"avatarUrl"`
	}
	if err := json.Unmarshal(r.Data["viewer"], &v); err != nil {
		t.Fatal(err)
	}
	if v.ID != fmt.Sprint(a.Member.ID) || v.Username != a.Member.Username || v.MaskedMobile != mobile[:3]+"****"+mobile[7:] ||
		v.HasPassword || v.WechatBound || v.AvatarURL != nil {
		t.Fatalf("viewer %+v", v)
	}
	// After logout: null again.
	e.put("/api/auth/logout", a.Token, nil).ok(t, nil)
	if r := e.graphql(a.Token, viewerQuery, nil); string(r.Data["viewer"]) != "null" {
		t.Fatalf("viewer after logout: %s", r.Data["viewer"])
	}
}

func testNodePrivacy(t *testing.T, e *env) {
	a := e.loginMobile(e.mobile())
	b := e.loginMobile(e.mobile())
	const q = `query($id: ID!) { node(id: $id) { id ... on Member { username email } } }`
	// Someone else's member: nothing.
	for _, tok := range []string{"", b.Token} {
		r := e.graphql(tok, q, map[string]any{"id": fmt.Sprint(a.Member.ID)})
		if n := string(r.Data["node"]); n != "" && n != "null" {
			t.Fatalf("token %q read member %d: %s", tok, a.Member.ID, n)
		}
	}
	// One's own: fine.
	r := e.graphql(a.Token, q, map[string]any{"id": fmt.Sprint(a.Member.ID)})
	if !strings.Contains(string(r.Data["node"]), a.Member.Username) {
		t.Fatalf("own node: %s %v", r.Data["node"], r.Errors)
	}
	// nodes() too.
	r = e.graphql(b.Token, `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, map[string]any{"ids": []string{fmt.Sprint(a.Member.ID)}})
	if strings.Contains(string(r.Data["nodes"]), fmt.Sprint(a.Member.ID)) {
		t.Fatalf("nodes read another member: %s", r.Data["nodes"])
	}
}

func testSessionNode(t *testing.T, e *env) {
	a := e.loginMobile(e.mobile())
	s := e.client.Session.Query().Where(session.HasMemberWith()).FirstX(context.Background())
	r := e.graphql(a.Token, `query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": fmt.Sprint(s.ID)})
	if n := string(r.Data["node"]); n != "" && n != "null" {
		t.Fatalf("session readable through node: %s", n)
	}
}
