package app

import (
	"context"
	"net/http"
	"strconv"
	"strings"

	"artmarket/ent"
	"artmarket/ent/schema/nodeid"
	"artmarket/server/domain/member/favorites"
	"artmarket/server/domain/member/profile"
	"artmarket/server/domain/selling"
	"artmarket/server/web/authn"
	"artmarket/server/web/ssr"
)

// memberLayer is what a member's public page adds to the template member's
// cached page (ssr.MemberLayer): their favourites among its hearts, and
// whether it must be rendered for them instead.
type memberLayer struct{ client *ent.Client }

func (l memberLayer) Favorites(ctx context.Context, memberID int, targets []int) (map[int]bool, error) {
	return favorites.Among(ctx, l.client, memberID, targets)
}

// RenderFor: a seller's own work's page offers them its management page
// instead of buying (Artwork.seller.viewerSellingNumber), which no template
// shows.
func (l memberLayer) RenderFor(ctx context.Context, memberID int, path string) (bool, error) {
	rest, ok := strings.CutPrefix(path, "/artwork/")
	if !ok {
		return false, nil
	}
	rest, _, _ = strings.Cut(rest, "/")
	n, err := strconv.Atoi(rest)
	if err != nil {
		return false, nil
	}
	id, ok := nodeid.ID(nodeid.Artwork, n)
	if !ok {
		return false, nil
	}
	sale, ok, err := selling.PublicSale(ctx, l.client, id)
	if err != nil || !ok {
		return false, err
	}
	return sale.MemberID == memberID, nil
}

// pageMember is the session cookie's member as the page proxy needs them.
func pageMember(s authn.Sessions) func(w http.ResponseWriter, r *http.Request) *ssr.PageMember {
	return func(w http.ResponseWriter, r *http.Request) *ssr.PageMember {
		m, token := s.PageMember(w, r)
		if m == nil {
			return nil
		}
		return &ssr.PageMember{Token: token, ID: m.ID, Username: m.Username, Nickname: m.Nickname, AvatarURL: profile.AvatarURL(m.Avatar)}
	}
}
