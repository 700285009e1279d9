package e2etest_test

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"strings"
	"testing"
	"time"

	"artmarket/ent/session"
	"artmarket/server/web/apptest"
)

func TestGraphQL(t *testing.T) {
	matrix(t, map[string]func(*testing.T, *env){
		"viewer":                         testViewer,
		"no other member through node":   testNodePrivacy,
		"sessions never through GraphQL": testSessionNode,
		"signed-in devices":              testDevices,
		"profile fields and dashboard":   testProfileViewer,
	})
}

const viewerQuery = `{ viewer { id username nickname email maskedMobile hasPassword wechatBound avatarUrl } }`

func testViewer(t *testing.T, e *env) {
	// A visitor, or a bad token: null, no error.
	for _, tok := range []string{"", "garbage", strings.Repeat("A", 43)} {
		r := e.GraphQL(tok, viewerQuery, nil)
		if len(r.Errors) > 0 || string(r.Data["viewer"]) != "null" {
			t.Fatalf("token %q: viewer %s, errors %v", tok, r.Data["viewer"], r.Errors)
		}
	}
	mobile := e.Mobile()
	a := e.LoginMobile(mobile)
	r := e.GraphQL(a.Token, viewerQuery, nil)
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
	e.Put("/api/auth/logout", a.Token, nil).OK(t, nil)
	if r := e.GraphQL(a.Token, viewerQuery, nil); string(r.Data["viewer"]) != "null" {
		t.Fatalf("viewer after logout: %s", r.Data["viewer"])
	}
}

func testNodePrivacy(t *testing.T, e *env) {
	a := e.LoginMobile(e.Mobile())
	b := e.LoginMobile(e.Mobile())
	const q = `query($id: ID!) { node(id: $id) { id ... on Member { username email } } }`
	// Someone else's member: nothing.
	for _, tok := range []string{"", b.Token} {
		r := e.GraphQL(tok, q, map[string]any{"id": fmt.Sprint(a.Member.ID)})
		if n := string(r.Data["node"]); n != "" && n != "null" {
			t.Fatalf("token %q read member %d: %s", tok, a.Member.ID, n)
		}
	}
	// One's own: fine.
	r := e.GraphQL(a.Token, q, map[string]any{"id": fmt.Sprint(a.Member.ID)})
	if !strings.Contains(string(r.Data["node"]), a.Member.Username) {
		t.Fatalf("own node: %s %v", r.Data["node"], r.Errors)
	}
	// nodes() too.
	r = e.GraphQL(b.Token, `query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, map[string]any{"ids": []string{fmt.Sprint(a.Member.ID)}})
	if strings.Contains(string(r.Data["nodes"]), fmt.Sprint(a.Member.ID)) {
		t.Fatalf("nodes read another member: %s", r.Data["nodes"])
	}
}

func testSessionNode(t *testing.T, e *env) {
	a := e.LoginMobile(e.Mobile())
	s := e.Client.Session.Query().Where(session.HasMemberWith()).FirstX(context.Background())
	r := e.GraphQL(a.Token, `query($id: ID!) { node(id: $id) { id } }`, map[string]any{"id": fmt.Sprint(s.ID)})
	if n := string(r.Data["node"]); n != "" && n != "null" {
		t.Fatalf("session readable through node: %s", n)
	}
}

const devicesQuery = `{ viewer { id sessions { id current ip userAgent createdAt lastUsedAt } } }`

type device struct {
	ID      json.Number `json:"id"`
	Current bool        `json:"current"`
	IP      string      `json:"ip"`
}

func (e *env) devices(token string) []device {
	e.T.Helper()
	r := e.GraphQL(token, devicesQuery, nil)
	if len(r.Errors) > 0 {
		e.T.Fatalf("devices: %v", r.Errors)
	}
	var v struct {
		Sessions []device `json:"sessions"`
	}
	if err := json.Unmarshal(r.Data["viewer"], &v); err != nil {
		e.T.Fatal(err)
	}
	return v.Sessions
}

type signOutReply struct {
	UserErrors []struct {
		Field   *string `json:"field"`
		Message string  `json:"message"`
		Code    string  `json:"code"`
	} `json:"userErrors"`
	SignedOut int `json:"signedOut"`
}

func (e *env) mutate(token, name, query string, vars map[string]any) signOutReply {
	e.T.Helper()
	r := e.GraphQL(token, query, vars)
	if len(r.Errors) > 0 {
		e.T.Fatalf("%s: GraphQL errors %v", name, r.Errors)
	}
	var out signOutReply
	if err := json.Unmarshal(r.Data[name], &out); err != nil {
		e.T.Fatal(err)
	}
	return out
}

const signOutMutation = `mutation($id: ID!) { signOutSession(input: {sessionID: $id}) { userErrors { field message code } viewer { id } } }`
const signOutOthersMutation = `mutation { signOutOtherSessions { userErrors { message code } signedOut } }`

// The member's devices and signing them out: GraphQL mutations with user
// errors as data. Another member's session id is refused exactly like an
// unknown one, and changes nothing; a visitor is told to sign in.
func testDevices(t *testing.T, e *env) {
	mobile := e.Mobile()
	a1 := e.LoginMobile(mobile).Token
	e.Clock.Advance(time.Minute)
	a2 := e.LoginMobile(mobile).Token
	e.Clock.Advance(time.Minute)
	a3 := e.LoginMobile(mobile).Token
	b := e.LoginMobile(e.Mobile()).Token

	list := e.devices(a1)
	if len(list) != 3 {
		t.Fatalf("%d devices, want 3: %+v", len(list), list)
	}
	var currentID string
	for _, d := range list {
		if d.Current {
			currentID = d.ID.String()
		}
		if d.IP != e.IP {
			t.Fatalf("device address %q, want %q", d.IP, e.IP)
		}
	}
	if currentID == "" {
		t.Fatal("no device is marked current")
	}
	bList := e.devices(b)
	if len(bList) != 1 {
		t.Fatalf("b sees %d devices", len(bList))
	}
	// a cannot sign b out: the same answer as for an unknown id, and b stays in.
	for _, id := range []string{bList[0].ID.String(), "999999999"} {
		out := e.mutate(a1, "signOutSession", signOutMutation, map[string]any{"id": id})
		if len(out.UserErrors) != 1 || out.UserErrors[0].Code != "NOT_FOUND" || out.UserErrors[0].Message != "该登录设备不存在或已退出" ||
			out.UserErrors[0].Field == nil || *out.UserErrors[0].Field != "sessionID" {
			t.Fatalf("signing out session %s: %+v", id, out)
		}
	}
	if !e.SignedIn(b) {
		t.Fatal("another member's session was ended")
	}
	// A visitor is told to sign in (a GraphQL error, no data), and nothing changes.
	r := e.GraphQL("", signOutMutation, map[string]any{"id": currentID})
	if len(r.Errors) != 1 || r.Errors[0].Extensions["code"] != "UNAUTHENTICATED" || r.Errors[0].Message != "未登录或登录已过期" || len(r.Data) != 0 {
		t.Fatalf("visitor: %+v", r)
	}
	// a signs its oldest device out from the newest.
	var oldest string
	for _, d := range e.devices(a3) {
		oldest = d.ID.String() // most recently used first: the last is a1's
	}
	if out := e.mutate(a3, "signOutSession", signOutMutation, map[string]any{"id": oldest}); len(out.UserErrors) != 0 {
		t.Fatalf("own device: %+v", out)
	}
	if e.SignedIn(a1) || !e.SignedIn(a2) || !e.SignedIn(a3) {
		t.Fatal("signing one device out ended the wrong sessions")
	}
	// Every other device.
	if out := e.mutate(a3, "signOutOtherSessions", signOutOthersMutation, nil); len(out.UserErrors) != 0 || out.SignedOut != 1 {
		t.Fatalf("others: %+v", out)
	}
	if e.SignedIn(a2) || !e.SignedIn(a3) || !e.SignedIn(b) {
		t.Fatal("signing the others out ended the wrong sessions")
	}
}

func testProfileViewer(t *testing.T, e *env) {
	a := e.LoginMobile(e.Mobile())
	e.Put("/api/member/edit", a.Token, map[string]string{"gender": "male", "birthday": "1980-01-02", "city": "3101"}).OK(t, nil)
	e.Upload(a.Token, "file", "a.png", apptest.Picture(t, 50, 50, apptest.PNGEnc)).OK(t, nil)
	// Two favourite artworks and one followed artist; another member's favourite is not counted.
	b := e.LoginMobile(e.Mobile())
	art1, art2 := newArtwork(t, e), newArtwork(t, e)
	artist1 := e.Client.Artwork.QueryArtist(art1).OnlyIDX(context.Background())
	artist2 := e.Client.Artwork.QueryArtist(art2).OnlyIDX(context.Background())
	for _, f := range []struct {
		tok string
		id  int
	}{{a.Token, art1.ID}, {a.Token, art2.ID}, {a.Token, artist1}, {b.Token, art1.ID}, {b.Token, artist2}} {
		if r := e.GraphQL(f.tok, favoriteMutation, map[string]any{"id": fmt.Sprint(f.id), "on": true}); len(r.Errors) > 0 {
			t.Fatal(r.Errors)
		}
	}
	const q = `{ viewer { gender birthday city avatarSrcset dashboard { favoriteArtworks followedArtists followedGalleries } } }`
	r := e.GraphQL(a.Token, q, nil)
	if len(r.Errors) > 0 {
		t.Fatal(r.Errors)
	}
	var v struct {
		Gender, Birthday, City, AvatarSrcset string
		Dashboard                            map[string]int
	}
	if err := json.Unmarshal(r.Data["viewer"], &v); err != nil {
		t.Fatal(err)
	}
	if want := map[string]int{"favoriteArtworks": 2, "followedArtists": 1, "followedGalleries": 0}; !maps.Equal(v.Dashboard, want) {
		t.Fatalf("dashboard %v, want %v", v.Dashboard, want)
	}
	if v.Gender != "male" || v.Birthday != "1980-01-02" || v.City != "3101" ||
		!strings.Contains(v.AvatarSrcset, "/64.jpg 64w, /media/") || !strings.HasSuffix(v.AvatarSrcset, "/480.jpg 480w") {
		t.Fatalf("viewer %+v", v)
	}
}
