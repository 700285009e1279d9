// Package wechatlogin signs a person in by their WeChat identity: it finds
// the member linked to it (by unionid across our apps when WeChat gives one,
// else by openid within the app), or creates a member, and issues a token.
package wechatlogin

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/http"

	"artmarket/ent"
	"artmarket/ent/member"
	"artmarket/ent/wechatidentity"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/member/profile"
	"artmarket/server/web/api"
	"artmarket/server/web/wechatapi"
)

// Members implements wechatapi.Members.
type Members struct {
	Client *ent.Client
	Auth   *auth.Service
}

var _ wechatapi.Members = (*Members)(nil)

// LoginWeChat links or creates the member and signs them in. Two first
// logins of the same person at once meet the unique (app_id, openid) index:
// the loser retries and finds the winner's member.
func (m *Members) LoginWeChat(ctx context.Context, ident wechatapi.Identity) (string, any, bool, error) {
	r := wechatapi.RequestFrom(ctx)
	if r == nil { // called outside an HTTP request: the session records no client
		r = &http.Request{Header: http.Header{}}
	}
	for attempt := 0; ; attempt++ {
		token, info, err := m.login(ctx, ident, r)
		if err != nil && ent.IsConstraintError(err) && attempt == 0 {
			continue
		}
		if err != nil {
			return "", nil, false, err
		}
		return token, info, info.NeedBindMobile, nil
	}
}

func (m *Members) login(ctx context.Context, ident wechatapi.Identity, r *http.Request) (token string, info profile.Info, err error) {
	tx, err := m.Client.Tx(ctx)
	if err != nil {
		return "", info, fmt.Errorf("wechatlogin: begin: %w", err)
	}
	defer func() {
		if err != nil {
			_ = tx.Rollback()
		}
	}()
	c := tx.Client()
	mem, err := findOrCreate(ctx, c, ident)
	if err != nil {
		return "", info, err
	}
	if mem.Status == member.StatusDisabled {
		return "", info, api.NewError(api.CodeForbidden, "该账号已被停用")
	}
	if token, err = m.Auth.Issue(ctx, c, mem.ID, r); err != nil {
		return "", info, fmt.Errorf("wechatlogin: issue token: %w", err)
	}
	if info, err = profile.Build(ctx, c, mem); err != nil {
		return "", info, fmt.Errorf("wechatlogin: member info: %w", err)
	}
	if err = tx.Commit(); err != nil {
		return "", info, fmt.Errorf("wechatlogin: commit: %w", err)
	}
	return token, info, nil
}

func findOrCreate(ctx context.Context, c *ent.Client, ident wechatapi.Identity) (*ent.Member, error) {
	if ident.OpenID == "" || ident.AppID == "" {
		return nil, api.NewError(api.CodeValidation, "微信授权信息不完整，请重新授权")
	}
	existing, err := c.WeChatIdentity.Query().
		Where(wechatidentity.AppID(ident.AppID), wechatidentity.Openid(ident.OpenID)).
		WithMember().Only(ctx)
	switch {
	case err == nil:
		upd := existing.Update()
		if ident.Nickname != "" {
			upd.SetNickname(ident.Nickname)
		}
		if ident.AvatarURL != "" {
			upd.SetAvatarURL(ident.AvatarURL)
		}
		if ident.UnionID != "" {
			upd.SetUnionid(ident.UnionID)
		}
		if err := upd.Exec(ctx); err != nil {
			return nil, fmt.Errorf("wechatlogin: update identity: %w", err)
		}
		return existing.Edges.Member, nil
	case !ent.IsNotFound(err):
		return nil, fmt.Errorf("wechatlogin: find identity: %w", err)
	}

	var mem *ent.Member
	if ident.UnionID != "" {
		// The same person signed in through our other WeChat app before.
		sibling, err := c.WeChatIdentity.Query().Where(wechatidentity.Unionid(ident.UnionID)).
			WithMember().First(ctx)
		if err != nil && !ent.IsNotFound(err) {
			return nil, fmt.Errorf("wechatlogin: find by unionid: %w", err)
		}
		if sibling != nil {
			mem = sibling.Edges.Member
		}
	}
	if mem == nil {
		username, err := newUsername()
		if err != nil {
			return nil, err
		}
		create := c.Member.Create().SetUsername(username).SetNickname(truncate(ident.Nickname, 100))
		if ident.AvatarURL != "" {
			create.SetAvatar(ident.AvatarURL)
		}
		if mem, err = create.Save(ctx); err != nil {
			return nil, fmt.Errorf("wechatlogin: create member: %w", err)
		}
	}
	create := c.WeChatIdentity.Create().SetMember(mem).SetAppID(ident.AppID).SetOpenid(ident.OpenID).
		SetNickname(truncate(ident.Nickname, 255)).SetAvatarURL(ident.AvatarURL)
	if ident.UnionID != "" {
		create.SetUnionid(ident.UnionID)
	}
	if err := create.Exec(ctx); err != nil {
		return nil, fmt.Errorf("wechatlogin: link identity: %w", err)
	}
	return mem, nil
}

func newUsername() (string, error) {
	b := make([]byte, 5)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("wechatlogin: username: %w", err)
	}
	return "wx_" + hex.EncodeToString(b), nil
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	r := []rune(s)
	for len(string(r)) > n {
		r = r[:len(r)-1]
	}
	return string(r)
}
