package accounts

import (
	"context"
	"fmt"

	"artmarket/ent"
	"artmarket/ent/wechatidentity"
	"artmarket/server/domain/member/auth"
	"artmarket/server/domain/member/profile"
	"artmarket/server/domain/problem"
	"artmarket/server/platform/db"
	"artmarket/server/providers/wechat"
)

// Identity is who WeChat says signed in.
type Identity struct {
	// App is the app the code came from: wechat.WebApp (QR scan) or
	// wechat.MPApp (inside WeChat); AppID is its app id.
	App   wechat.App `json:"app"`
	AppID string     `json:"appid"`
	// OpenID identifies the person within AppID only.
	OpenID string `json:"openid"`
	// UnionID is the same across the apps of one Open Platform account;
	// empty when WeChat gave none. Link members by it when present, else
	// by (AppID, OpenID).
	UnionID string `json:"unionid,omitempty"`
	// Nickname and AvatarURL are empty for a snsapi_base login.
	Nickname  string `json:"nickname,omitempty"`
	AvatarURL string `json:"avatar_url,omitempty"`
	// Scope is the scope the code was granted.
	Scope string `json:"scope"`
}

// WeChatLogin signs a person in by their WeChat identity: it finds the
// member linked to it (by unionid across our apps when WeChat gives one,
// else by openid within the app), or creates a member, and issues a token.
type WeChatLogin struct {
	Client *ent.Client
	Auth   *auth.Service
}

// LoginWeChat links or creates the member and signs them in on the device
// who. Two first logins of the same person at once meet the unique
// (app_id, openid) index: the loser retries and finds the winner's member.
func (w *WeChatLogin) LoginWeChat(ctx context.Context, ident Identity, who auth.Client) (token string, info profile.Info, needBindMobile bool, err error) {
	for attempt := 0; ; attempt++ {
		token, info, err = w.login(ctx, ident, who)
		if err != nil && ent.IsConstraintError(err) && attempt == 0 {
			continue
		}
		if err != nil {
			return "", info, false, err
		}
		return token, info, info.NeedBindMobile, nil
	}
}

func (w *WeChatLogin) login(ctx context.Context, ident Identity, who auth.Client) (token string, info profile.Info, err error) {
	err = db.WithTx(ctx, w.Client, func(tx *ent.Tx) error {
		c := tx.Client()
		mem, err := ByWeChat(ctx, c, ident)
		if err != nil {
			return err
		}
		if err := CheckActive(mem); err != nil {
			return err
		}
		if token, err = w.Auth.Issue(ctx, c, mem.ID, who); err != nil {
			return fmt.Errorf("accounts: issue token: %w", err)
		}
		if info, err = profile.Build(ctx, c, mem); err != nil {
			return fmt.Errorf("accounts: member info: %w", err)
		}
		return nil
	})
	return token, info, err
}

// ByWeChat finds the member linked to the identity, links it to the member
// of the same unionid, or creates a member for it. c is a transaction's
// client.
func ByWeChat(ctx context.Context, c *ent.Client, ident Identity) (*ent.Member, error) {
	if ident.OpenID == "" || ident.AppID == "" {
		return nil, problem.New(problem.Invalid, MsgIdentityIncomplete)
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
			return nil, fmt.Errorf("accounts: update identity: %w", err)
		}
		return existing.Edges.Member, nil
	case !ent.IsNotFound(err):
		return nil, fmt.Errorf("accounts: find identity: %w", err)
	}

	var mem *ent.Member
	if ident.UnionID != "" {
		// The same person signed in through our other WeChat app before.
		sibling, err := c.WeChatIdentity.Query().Where(wechatidentity.Unionid(ident.UnionID)).
			WithMember().First(ctx)
		if err != nil && !ent.IsNotFound(err) {
			return nil, fmt.Errorf("accounts: find by unionid: %w", err)
		}
		if sibling != nil {
			mem = sibling.Edges.Member
		}
	}
	if mem == nil {
		username, err := NewUsername(PrefixWeChat)
		if err != nil {
			return nil, err
		}
		create := c.Member.Create().SetUsername(username).SetNickname(truncate(ident.Nickname, 100))
		if ident.AvatarURL != "" {
			create.SetAvatar(ident.AvatarURL)
		}
		if mem, err = create.Save(ctx); err != nil {
			return nil, fmt.Errorf("accounts: create member: %w", err)
		}
	}
	create := c.WeChatIdentity.Create().SetMember(mem).SetAppID(ident.AppID).SetOpenid(ident.OpenID).
		SetNickname(truncate(ident.Nickname, 255)).SetAvatarURL(ident.AvatarURL)
	if ident.UnionID != "" {
		create.SetUnionid(ident.UnionID)
	}
	if err := create.Exec(ctx); err != nil {
		return nil, fmt.Errorf("accounts: link identity: %w", err)
	}
	return mem, nil
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
