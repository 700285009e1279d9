// Package profile is how a member is shown to the member: the member-info
// object of GET /api/member/member and of every sign-in answer, and the
// helpers GraphQL's Member type shares with it (avatar address, masked
// mobile number).
package profile

import (
	"context"
	"fmt"
	"strings"
	"time"

	"artmarket/ent"
	"artmarket/ent/member"
	"artmarket/ent/wechatidentity"
)

// Info is the member info of spec §3 ("member info"): only the member's own
// data, with the mobile number masked and no password or lockout fields.
type Info struct {
	ID          int            `json:"id"`
	Username    string         `json:"username"`
	Nickname    string         `json:"nickname"`
	Avatar      string         `json:"avatar"` // address of the avatar, "" when none
	Email       string         `json:"email"`
	Mobile      string         `json:"mobile"` // masked: 138****8000, "" when none
	Bio         string         `json:"bio"`
	Gender      string         `json:"gender"`   // unknown, male or female
	Birthday    string         `json:"birthday"` // YYYY-MM-DD, "" when not given
	City        string         `json:"city"`     // GB/T 2260 code, "" when not given
	Settings    map[string]any `json:"settings"`
	HasPassword bool           `json:"has_password"`
	WechatBound bool           `json:"wechat_bound"`
	// NeedBindMobile is true for a member who signed in with WeChat and has
	// no mobile number yet: the client then opens the bind-mobile dialog.
	NeedBindMobile bool      `json:"need_bind_mobile"`
	CreatedAt      time.Time `json:"created_at"`
}

// Build returns m's info. client must be usable (not a finished
// transaction): it answers whether a WeChat account is linked.
func Build(ctx context.Context, client *ent.Client, m *ent.Member) (Info, error) {
	bound, err := WeChatBound(ctx, client, m.ID)
	if err != nil {
		return Info{}, err
	}
	in := Info{
		ID:          m.ID,
		Username:    m.Username,
		Nickname:    m.Nickname,
		Avatar:      AvatarURL(m.Avatar),
		Bio:         m.Bio,
		Gender:      string(m.Gender),
		Birthday:    m.Birthday,
		City:        m.City,
		Settings:    m.Settings,
		HasPassword: m.PasswordHash != "",
		WechatBound: bound,
		CreatedAt:   m.CreatedAt,
	}
	if in.Settings == nil {
		in.Settings = map[string]any{}
	}
	if m.Email != nil {
		in.Email = *m.Email
	}
	if m.Mobile != nil {
		in.Mobile = MaskMobile(*m.Mobile)
	}
	in.NeedBindMobile = m.Mobile == nil && bound
	return in, nil
}

// WeChatBound reports whether the member has a linked WeChat account.
func WeChatBound(ctx context.Context, client *ent.Client, memberID int) (bool, error) {
	ok, err := client.WeChatIdentity.Query().
		Where(wechatidentity.HasMemberWith(member.ID(memberID))).Exist(ctx)
	if err != nil {
		return false, fmt.Errorf("profile: wechat identities of member %d: %w", memberID, err)
	}
	return ok, nil
}

// AvatarURL is the address of a stored avatar: a media store name is served
// under /media/, an absolute http(s) address (a WeChat head image) is kept.
func AvatarURL(avatar string) string {
	switch {
	case avatar == "":
		return ""
	case strings.HasPrefix(avatar, "https://"), strings.HasPrefix(avatar, "http://"):
		return avatar
	default:
		return "/media/" + avatar
	}
}

// MaskMobile hides the middle four digits of an 11-digit number
// (13800138000 → 138****8000); anything else is masked but for its last
// two characters.
func MaskMobile(mobile string) string {
	if len(mobile) == 11 {
		return mobile[:3] + "****" + mobile[7:]
	}
	if len(mobile) <= 2 {
		return strings.Repeat("*", len(mobile))
	}
	return strings.Repeat("*", len(mobile)-2) + mobile[len(mobile)-2:]
}
