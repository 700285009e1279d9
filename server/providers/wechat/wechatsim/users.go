package wechatsim

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"image"
	"image/color"
	"image/png"
	"net/http"
	"strings"
)

// User is a test user: one WeChat account, with an openid per app and,
// when the apps belong to one Open Platform account, a unionid.
type User struct {
	ID       string // "u1": the value the pages' selector sends
	Nickname string
	// UnionID is the same for every app; empty for a user whose unionid the
	// apps cannot see (members are then linked by openid per app).
	UnionID string
	// OpenIDs by app id; an app not listed gets a stable derived openid.
	OpenIDs map[string]string
	Sex     int
	Color   color.RGBA // avatar background
}

// OpenID is the user's openid in app appID.
func (u User) OpenID(appID string) string {
	if id, ok := u.OpenIDs[appID]; ok {
		return id
	}
	sum := sha256.Sum256([]byte(appID + "\x00" + u.ID))
	return "o" + base64.RawURLEncoding.EncodeToString(sum[:])[:27]
}

// DefaultUsers are the sandbox's test users. None has a mobile number with
// us (they are all new to the marketplace), so each first login asks to
// bind one. 测试用户三 has no unionid: the same person signing in by QR and
// inside WeChat becomes two members, as with apps not bound to one Open
// Platform account.
func DefaultUsers() []User {
	return []User{
		{
			ID: "u1", Nickname: "测试用户一", UnionID: "oUnionSandboxUser000000000001",
			OpenIDs: map[string]string{WebAppID: "oWebSandboxUser00000000000001", MPAppID: "oMpSandboxUser000000000000001"},
			Sex:     1, Color: color.RGBA{0x07, 0xc1, 0x60, 0xff},
		},
		{
			ID: "u2", Nickname: "测试用户二", UnionID: "oUnionSandboxUser000000000002",
			OpenIDs: map[string]string{WebAppID: "oWebSandboxUser00000000000002", MPAppID: "oMpSandboxUser000000000000002"},
			Sex:     2, Color: color.RGBA{0x1a, 0x73, 0xe8, 0xff},
		},
		{
			ID: "u3", Nickname: "测试用户三",
			OpenIDs: map[string]string{WebAppID: "oWebSandboxUser00000000000003", MPAppID: "oMpSandboxUser000000000000003"},
			Color:   color.RGBA{0xe8, 0x71, 0x1a, 0xff},
		},
		{
			ID: "u4", Nickname: "测试用户四", UnionID: "oUnionSandboxUser000000000004",
			OpenIDs: map[string]string{WebAppID: "oWebSandboxUser00000000000004", MPAppID: "oMpSandboxUser000000000000004"},
			Sex:     1, Color: color.RGBA{0x8e, 0x44, 0xad, 0xff},
		},
		{
			ID: "u5", Nickname: "测试用户五", UnionID: "oUnionSandboxUser000000000005",
			OpenIDs: map[string]string{WebAppID: "oWebSandboxUser00000000000005", MPAppID: "oMpSandboxUser000000000000005"},
			Sex:     2, Color: color.RGBA{0x16, 0xa0, 0x85, 0xff},
		},
	}
}

// avatarURL is the user's headimgurl on the sandbox.
func (s *Sim) avatarURL(publicBase string, u User) string {
	return publicBase + s.base + "/avatar/" + u.ID + ".png"
}

// avatar serves a 132×132 PNG: a head and shoulders on the user's colour.
func (s *Sim) avatar(w http.ResponseWriter, r *http.Request) {
	id, ok := strings.CutSuffix(r.PathValue("file"), ".png")
	u, found := s.user(id)
	if !ok || !found {
		http.NotFound(w, r)
		return
	}
	const n = 132
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			c := u.Color
			dx, dy := x-n/2, y-50
			if dx*dx+dy*dy <= 24*24 { // head
				c = white
			}
			ex, ey := x-n/2, y-n
			if y > 84 && ex*ex+ey*ey <= 46*46 { // shoulders
				c = white
			}
			img.SetRGBA(x, y, c)
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		s.log.ErrorContext(r.Context(), "wechatsim: encode avatar", "err", err)
		http.Error(w, "avatar failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "image/png")
	w.Header().Set("Cache-Control", "public, max-age=86400")
	_, _ = w.Write(buf.Bytes())
}
