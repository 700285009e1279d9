package accounts

import (
	"context"
	"fmt"
	"time"

	"artmarket/ent"
	"artmarket/ent/member"
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
	err = db.WithTx(ctx, w.Client, func(ctx context.Context, c *ent.Client) error {
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

// Refusals of binding and unbinding WeChat.
const (
	MsgWeChatTaken    = "该微信已绑定其他账号"
	MsgWeChatNotBound = "当前账号未绑定微信"
	MsgWeChatLastWay  = "微信是当前账号唯一的登录方式，请先绑定手机号或设置邮箱和密码后再解绑"
)

// BindWeChat links the identity to the member (idempotent for the member's
// own). An identity, or a unionid, that belongs to another member is
// refused: accounts are never merged.
func (w *WeChatLogin) BindWeChat(ctx context.Context, memberID int, ident Identity) (info profile.Info, err error) {
	if ident.OpenID == "" || ident.AppID == "" {
		return info, problem.New(problem.Invalid, MsgIdentityIncomplete)
	}
	err = db.WithTx(ctx, w.Client, func(ctx context.Context, c *ent.Client) error {
		mem, err := c.Member.Get(ctx, memberID)
		if err != nil {
			return fmt.Errorf("accounts: load member %d: %w", memberID, err)
		}
		owners, err := c.WeChatIdentity.Query().
			Where(wechatidentity.Or(
				wechatidentity.And(wechatidentity.AppID(ident.AppID), wechatidentity.Openid(ident.OpenID)),
				wechatidentity.And(wechatidentity.UnionidNEQ(""), wechatidentity.Unionid(ident.UnionID)),
			)).QueryMember().IDs(ctx)
		if err != nil {
			return fmt.Errorf("accounts: find identity owners: %w", err)
		}
		for _, id := range owners {
			if id != memberID {
				return problem.New(problem.Conflict, MsgWeChatTaken)
			}
		}
		mine, err := c.WeChatIdentity.Query().
			Where(wechatidentity.AppID(ident.AppID), wechatidentity.Openid(ident.OpenID)).Exist(ctx)
		if err != nil {
			return fmt.Errorf("accounts: find identity: %w", err)
		}
		if !mine {
			create := c.WeChatIdentity.Create().SetMemberID(memberID).SetAppID(ident.AppID).SetOpenid(ident.OpenID).
				SetNickname(truncate(ident.Nickname, 255)).SetAvatarURL(ident.AvatarURL)
			if ident.UnionID != "" {
				create.SetUnionid(ident.UnionID)
			}
			if err := create.Exec(ctx); err != nil {
				if ent.IsConstraintError(err) { // bound by someone else at the same instant
					return problem.New(problem.Conflict, MsgWeChatTaken)
				}
				return fmt.Errorf("accounts: link identity: %w", err)
			}
		}
		if info, err = profile.Build(ctx, c, mem); err != nil {
			return fmt.Errorf("accounts: member info: %w", err)
		}
		return nil
	})
	return info, err
}

// UnbindWeChat removes the member's WeChat identities, only while another
// way to sign in remains: a mobile number (SMS), or an e-mail address with
// a password. The check and the removal hold the member's row, so a change
// of number at the same instant cannot leave the account with no way in.
func UnbindWeChat(ctx context.Context, client *ent.Client, memberID int) (*ent.Member, error) {
	var out *ent.Member
	err := db.WithTx(ctx, client, func(ctx context.Context, c *ent.Client) error {
		// Writing the row locks it (SQLite: the transaction is immediate).
		mem, err := c.Member.UpdateOneID(memberID).SetUpdatedAt(time.Now().UTC()).Save(ctx)
		if err != nil {
			return fmt.Errorf("accounts: lock member %d: %w", memberID, err)
		}
		n, err := c.WeChatIdentity.Delete().Where(wechatidentity.HasMemberWith(member.ID(memberID))).Exec(ctx)
		if err != nil {
			return fmt.Errorf("accounts: unlink identities: %w", err)
		}
		if n == 0 {
			return problem.New(problem.Invalid, MsgWeChatNotBound)
		}
		if mem.Mobile == nil && (mem.Email == nil || mem.PasswordHash == "") {
			return problem.New(problem.Invalid, MsgWeChatLastWay) // rolls the removal back
		}
		out = mem
		return nil
	})
	return out, err
}
